"""Everything a creature may do at this point of its turn, as options. A held creature may only
struggle and shout; a burning one only put out the flames, flee or shout (002 Holding and
Wrestling, Fire)."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Option
from ..cards.swap import can_talk
from ..combat.moves import FISTS, FORCE_MOVES, FORCE_NAMES, attack_action, move_of
from ..combat.needed import can_reach_in_cover, needed
from ..creature import ZoneCardsCreature
from ..maneuvers.fast import MAX_BONUS, lines_targets
from ..maneuvers.words import can_be_swayed
from ..movement.flee import flee_zones
from ..movement.zone_move import can_walk
from ..place import IN_COVER, apart, cover_free, foes, same_zone, steps_from, zone_name
from ..pools import pool_size
from .budget import can_fast, can_slow


def turn_options(battle: Battle, c: ZoneCardsCreature) -> list[Option]:
    out = [Option("end_turn", {}, "End turn")]
    slow, fast = can_slow(battle, c), can_fast(battle, c)
    if c.tags.get("held_by"):
        if fast and not battle.turn.get("broke_free"):
            out.append(Option("break_free", {}, "Struggle to break free (Force)"))
        return out + (_shouts(battle, c) if fast else [])
    if c.burning:
        if slow:
            out.append(Option("extinguish", {}, f"Put out the flames (Finesse, {c.extinguish}/{c.burning})"))
            out.extend(_flee(battle, c))
        return out + (_shouts(battle, c) if fast else [])
    if slow:
        out.extend(attack_options(battle, c))
        out.extend(_flee(battle, c))
        out.extend(_slow_others(battle, c))
    if fast:
        out.extend(_fast(battle, c))
    return out


def attack_options(battle: Battle, c: ZoneCardsCreature) -> list[Option]:
    out: list[Option] = []
    enemies = foes(battle, c)
    for wid in c.weapons:
        w = battle.abilities[wid]
        if w.kind in ("melee", "ranged") and c.wielding != wid:
            continue
        move = move_of(w)
        for t in enemies:
            span = apart(battle, c, t)
            if span is None or not w.low <= span <= w.high:
                continue
            if w.melee and not can_reach_in_cover(c, t, move):
                continue
            out.append(_attack(battle, c, t, wid, move, w.name))
    for t in enemies:
        if not same_zone(battle, c, t) or not can_reach_in_cover(c, t, "punch"):
            continue
        for move in FORCE_MOVES:
            if move in ("grapple", "gag", "push") and t.rank > c.rank + 1:
                continue
            if move in ("grapple", "gag") and t.tags.get("held_by"):
                continue
            if move == "push" and t.has("prone"):
                continue
            if move == "punch" and c.wielding and battle.abilities[c.wielding].melee:
                continue
            out.append(_attack(battle, c, t, FISTS.id, move, FORCE_NAMES[move]))
    return out


def _attack(battle: Battle, c: ZoneCardsCreature, t: ZoneCardsCreature, wid: str, move: str, name: str) -> Option:
    ability = FISTS if wid == FISTS.id else battle.abilities[wid]
    gear = 0 if move in FORCE_MOVES else ability.bonus
    dice = pool_size(c, attack_action(ability, move), gear)
    need, _ = needed(battle, c, t, move)
    return Option("attack", {"ability": wid, "target": t.id, "move": move},
                  f"{name} at {t.name} ({dice} dice, {need} needed)")


def _flee(battle: Battle, c: ZoneCardsCreature) -> list[Option]:
    return [Option("flee", {"zone": z}, f"Flee towards {z}") for z in flee_zones(battle, c)]


def _slow_others(battle: Battle, c: ZoneCardsCreature) -> list[Option]:
    out: list[Option] = []
    for t in foes(battle, c):
        span = apart(battle, c, t)
        if span == 0 and can_be_swayed(t):
            out.append(Option("persuade", {"target": t.id}, f"Talk {t.name} into yielding (Persuade)"))
        if span == 1 and battle.zones is not None and battle.zones.distance(_z(battle, c), _z(battle, t)) == 1:
            out.append(Option("lure", {"target": t.id}, f"Lure {t.name} over here"))
    out.append(Option("survey", {}, "Survey the situation (Read)"))
    if can_walk(c):
        out.extend(Option("climb", {"zone": z}, f"Climb into {z}") for z, cost, rough in steps_from(battle, c)
                   if rough and cost == 1)
    return out


def _z(battle: Battle, c: ZoneCardsCreature) -> str:
    return zone_name(battle, c)


def _fast(battle: Battle, c: ZoneCardsCreature) -> list[Option]:
    out: list[Option] = []
    if c.has("prone"):
        out.append(Option("stand", {}, "Stand up"))
    if c.tags.get("off_guard"):
        out.append(Option("turn_around", {}, "Turn around (ready for what comes)"))
    for wid in c.weapons:
        w = battle.abilities[wid]
        if w.kind in ("melee", "ranged") and c.wielding != wid:
            out.append(Option("draw", {"weapon": wid}, f"Draw the {w.name}"))
    if can_walk(c):
        for z, cost, rough in steps_from(battle, c):
            if not rough and can_fast(battle, c, cost):
                out.append(Option("zone_move", {"zone": z}, f"Move to {z}" + (f" ({cost} fast maneuvers)" if cost > 1 else "")))
        for z in lines_targets(battle, c):
            out.append(Option("lines", {"zone": z}, f"Throw grappling lines across to {z}"))
    closed = c.tags.get("closed_on", ())
    for t in foes(battle, c):
        if t.tags.get(IN_COVER) and same_zone(battle, c, t) and t.id not in closed:
            out.append(Option("close", {"target": t.id}, f"Get close to {t.name} behind cover"))
    if not c.tags.get(IN_COVER) and cover_free(battle, c):
        out.append(Option("cover", {}, "Take cover"))
    if c.poison and c.antidotes > 0:
        out.append(Option("antidote", {}, "Drink an antidote"))
    return out + _shouts(battle, c)


def _shouts(battle: Battle, c: ZoneCardsCreature) -> list[Option]:
    """Words of encouragement: only creatures with speech give them (a wolf or a troll of the
    marsh does not; rules-decisions, Cards & Zones)."""
    if not can_talk(c) or c.kind == "beast":
        return []
    return [Option("shout", {"target": o.id}, f"Shout encouragement to {o.name}")
            for o in battle.creatures.values()
            if o.side == c.side and o.id != c.id and o.active and same_zone(battle, c, o)
            and o.bonus < MAX_BONUS]
