"""002 Close Combat, Ranged Combat, Dodging and Parrying: an attack is declared, the defender
commits a reaction (or not) before anything is rolled, then both pools are rolled. Each
defending success cancels an attacking one; what is left must reach the successes needed (one,
more in the dark or against cover). A hit deals the weapon's damage in levels of Harm, one
more for each extra success, or the attacker trades an extra success for the target's card;
armor takes its rating off physical Harm, never below one. A defence with successes to spare
may take the attacker's card."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Decision, Option
from ..cards.swap import forced_swap_options, swap
from ..content.model import Ability
from ..creature import ZoneCardsCreature
from ..events import AttackDeclared, AttackResolved, ReactionChosen
from ..odds import hit_chance
from ..pools import pool_size, roll_pool
from ..round.budget import spend_reaction
from .defence import reaction_options, reaction_pool
from .moves import FISTS, FORCE_MOVES, FORCE_NAMES, attack_action
from .needed import needed
from .results import on_hit, planned_harm

STEP = "zc.attack"


def ability_of(battle: Battle, aid: str) -> Ability:
    return FISTS if aid == FISTS.id else battle.abilities[aid]


def start_attack(battle: Battle, attacker: ZoneCardsCreature, aid: str, target: str, move: str) -> None:
    ability = ability_of(battle, aid)
    name = FORCE_NAMES.get(move, ability.name)
    battle.emit(AttackDeclared(attacker.id, target, move, name))
    attacker.tags.pop("hidden", None)
    battle.push({"step": STEP, "attacker": attacker.id, "target": target, "ability": aid,
                 "move": move, "phase": "react"})


def attack_step(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    a: ZoneCardsCreature = battle.creatures[frame["attacker"]]  # type: ignore[assignment]
    t: ZoneCardsCreature = battle.creatures[frame["target"]]  # type: ignore[assignment]
    ability = ability_of(battle, frame["ability"])
    if not a.active or not t.active:
        battle.pop()
        return None
    phase = frame["phase"]
    if phase == "react":
        return _react(battle, frame, a, t, ability, choice)
    if phase == "spend":
        return _spend(battle, frame, a, t, ability, choice)
    if phase == "defended":
        return _defended(battle, frame, a, t, choice)
    battle.pop()
    return None


def _react(battle: Battle, frame: dict, a: ZoneCardsCreature, t: ZoneCardsCreature,
           ability: Ability, choice: Option | None) -> Decision | None:
    options = reaction_options(battle, t, frame["move"], ability)
    if choice is None and len(options) > 1 and t.side in battle.settings.get("auto_reactions", ()):
        choice = auto_reaction(battle, t, options, _odds(battle, a, t, ability, frame["move"], options))
    if choice is None and len(options) > 1:
        return Decision("reaction", t.side, tuple(options),
                        f"{a.name} attacks {t.name} ({FORCE_NAMES.get(frame['move'], ability.name)}): react before the roll?",
                        creature=t.id, default=0, info=_odds(battle, a, t, ability, frame["move"], options))
    reaction = choice.args.get("reaction", "") if choice is not None else ""
    if choice is not None:
        battle.emit(ReactionChosen(t.id, reaction, a.id))
        if reaction:
            spend_reaction(battle, t)
    _roll(battle, frame, a, t, ability, reaction)
    return None


def auto_reaction(battle: Battle, t: ZoneCardsCreature, options: list[Option], info: dict) -> Option:
    """The `auto_reactions` setting's answer for a side: the reaction that most lowers the chance
    of being hit, unless it would cost the slow maneuver of a turn still to come."""
    costly = t.fast <= 0 and t.id not in battle.acted and battle.current != t.id
    if costly:
        return options[0]
    best = min(range(len(options)), key=lambda i: (info["hit_chances"][i], i))
    return options[best]


def _odds(battle: Battle, a: ZoneCardsCreature, t: ZoneCardsCreature, ability: Ability, move: str,
          options: list[Option]) -> dict:
    """What the reaction prompt shows: the attacker, its dice and the successes needed, and for
    each option the exact chance the attack still hits."""
    need, reasons = needed(battle, a, t, move)
    n = pool_size(a, attack_action(ability, move), 0 if move in FORCE_MOVES else ability.bonus)
    chances = []
    for opt in options:
        r = opt.args.get("reaction", "")
        m = pool_size(t, *reaction_pool(battle, t, r, ability)) if r else 0
        chances.append(float(hit_chance(n, m, need)))
    return {"attacker": a.id, "move": move, "attack_dice": n, "needed": need, "reasons": list(reasons),
            "hit_chances": chances}


def _roll(battle: Battle, frame: dict, a: ZoneCardsCreature, t: ZoneCardsCreature, ability: Ability,
          reaction: str) -> None:
    move = frame["move"]
    need, reasons = needed(battle, a, t, move)
    gear = 0 if move in ("punch", "push", "grapple", "gag") else ability.bonus
    hits = roll_pool(battle, a, attack_action(ability, move), f"{move} at {t.name}", gear, need)
    defence = 0
    if reaction:
        action, dgear = reaction_pool(battle, t, reaction, ability)
        defence = roll_pool(battle, t, action, reaction.replace("_", " "), dgear)
    net = hits - defence
    hit = net >= need
    frame.update({"hits": hits, "defence": defence, "extras": max(0, net - need) if hit else 0,
                  "hit": hit, "reaction": reaction, "need": need, "reasons": list(reasons)})
    if hit and frame["extras"] > 0 and forced_swap_options(a, t):
        frame["phase"] = "spend"
        return
    _land(battle, frame, a, t, ability, frame["extras"])


def _spend(battle: Battle, frame: dict, a: ZoneCardsCreature, t: ZoneCardsCreature, ability: Ability,
           choice: Option | None) -> Decision | None:
    extras = int(frame["extras"])
    if choice is None:
        options = [Option("spend", {"swap": 0}, f"All {extras} extra success{'es' * (extras > 1)} as Harm")]
        options += forced_swap_options(a, t)
        return Decision("spend", a.side, tuple(options), f"{a.name} has {extras} extra success(es) to spend",
                        creature=a.id, default=0)
    card = int(choice.args.get("swap", 0))
    if card:
        swap(battle, a, a.cards[0], t, card, "outmaneuvered")
        extras -= 1
    _land(battle, frame, a, t, ability, extras)
    return None


def _land(battle: Battle, frame: dict, a: ZoneCardsCreature, t: ZoneCardsCreature, ability: Ability,
          extras: int) -> None:
    harm = planned_harm(a, t, ability, frame["move"], extras) if frame["hit"] else 0
    battle.emit(AttackResolved(a.id, t.id, FORCE_NAMES.get(frame["move"], ability.name), frame["hits"],
                               frame["defence"], frame["need"], frame["hit"], harm, tuple(frame["reasons"])))
    if frame["hit"]:
        on_hit(battle, a, t, ability, frame["move"], extras)
    if frame["reaction"] and frame["defence"] > frame["hits"] and t.active and _swappable(a, t):
        frame["phase"] = "defended"
        return
    battle.pop()


def _swappable(a: ZoneCardsCreature, t: ZoneCardsCreature) -> bool:
    return bool(a.cards and t.cards and any(x not in t.cards for x in a.cards))


def _defended(battle: Battle, frame: dict, a: ZoneCardsCreature, t: ZoneCardsCreature,
              choice: Option | None) -> Decision | None:
    if choice is None:
        options = [Option("defence_swap", {"card": 0}, "Keep your card")]
        options += [Option("defence_swap", {"card": card}, f"Take {a.name}'s card {card} for your {t.cards[0]}")
                    for card in a.cards if card not in t.cards]
        return Decision("defence_swap", t.side, tuple(options),
                        f"{t.name} defended with successes to spare: trade cards?", creature=t.id, default=0)
    card = int(choice.args.get("card", 0))
    if card:
        swap(battle, t, t.cards[0], a, card, "defended")
    battle.pop()
    return None
