"""Everything a creature may do at this point of its turn, as options (the decision's list)."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Option
from ..actions import can_rally
from ..attacking.attack import UNARMED
from ..attacking.geometry import adjacent
from ..attacking.targeting import targets_for
from ..content.model import Ability
from ..creature import ThreeDiceCreature
from ..hiding import can_hide
from ..movement.reach import reachable
from ..zones.engagement import engaged_foes, engaged_with, same_zone
from ..zones.grapple import grapple_options
from ..zones.moves import can_close, zone_options
from .standing import stand_cost


def turn_options(battle: Battle, c: ThreeDiceCreature) -> list[Option]:
    options = [Option("end_turn", {}, "End turn")]
    options.extend(movement_options(battle, c))
    if battle.turn.get("action", 0) > 0:
        options.extend(ability_options(battle, c, "action"))
        options.extend(action_options(battle, c))
    if battle.turn.get("bonus", 0) > 0:
        options.extend(ability_options(battle, c, "bonus"))
    return options


def movement_options(battle: Battle, c: ThreeDiceCreature) -> list[Option]:
    out: list[Option] = []
    if c.has("prone"):
        cost = stand_cost(battle, c)
        if cost is not None:
            out.append(Option("stand", {}, "Stand up (half your speed)"))
    elif not c.aloft and not c.tags.get("burrowed"):
        out.append(Option("drop_prone", {}, "Drop prone"))
    if battle.zones is not None:
        return out + zone_options(battle, c)
    left = int(battle.turn.get("move_left", 0))
    if left <= 0:
        return out
    reach = reachable(battle, c, left)
    for pos in reach.destinations():
        cost = reach.cost[pos]
        how = {"burrow": "Burrow", "fly": "Fly"}.get(reach.stance[pos], "Crawl" if c.has("prone") else "Move")
        out.append(Option("move", {"to": list(pos)}, f"{how} {cost * 5} ft"))
    return out


def _abilities(battle: Battle, c: ThreeDiceCreature, cost: str) -> list[Ability]:
    found = [battle.abilities[a] for a in c.abilities if battle.abilities[a].cost == cost]
    return found + ([UNARMED] if cost == "action" and UNARMED.id not in c.abilities else [])


def ability_options(battle: Battle, c: ThreeDiceCreature, cost: str) -> list[Option]:
    out: list[Option] = []
    if c.tags.get("burrowed") or c.tags.get("transit"):
        return out
    for ability in _abilities(battle, c, cost):
        if cost == "bonus" and not ability.heal and not battle.turn.get("attacked"):
            continue
        for t in targets_for(battle, c, ability):
            out.extend(_aimed(battle, c, ability, t))
    return out


def _aimed(battle: Battle, c: ThreeDiceCreature, ability: Ability, t: ThreeDiceCreature) -> list[Option]:
    verb = "Heal" if ability.heal else ability.name
    label = f"{verb} {t.name}" if ability.heal else f"{ability.name} on {t.name}"
    args = {"ability": ability.id, "target": t.id}
    if battle.zones is None or ability.heal:
        return [Option("ability", args, label)]
    fighting = engaged_foes(battle, c)
    if ability.melee:
        if not engaged_with(c, t.id) and not can_close(battle):
            return []
        note = " (turning away provokes)" if fighting and not engaged_with(c, t.id) else ""
        return [Option("ability", args, label + note)]
    out = [Option("ability", {**args, "withdraw": False} if fighting else args, label)]
    if fighting and can_close(battle):
        out.append(Option("ability", {**args, "withdraw": True}, f"Withdraw, then {label} (provokes)"))
    return out


def action_options(battle: Battle, c: ThreeDiceCreature) -> list[Option]:
    out = [Option("main_action", {"action": "dash"}, "Dash"),
           Option("main_action", {"action": "disengage"}, "Disengage"),
           Option("main_action", {"action": "dodge"}, "Dodge")]
    if can_hide(battle, c):
        out.append(Option("main_action", {"action": "hide"}, "Hide (Agility (Stealth) against their Awareness)"))
    if can_rally(c):
        out.append(Option("main_action", {"action": "rally"}, "Rally (once until a long rest)"))
    for ally in battle.creatures.values():
        a: ThreeDiceCreature = ally  # type: ignore[assignment]
        if a.side == c.side and a.dying and not a.dead and _beside(battle, c, a):
            out.append(Option("main_action", {"action": "stabilise", "target": a.id}, f"Stabilise {a.name}"))
    if battle.zones is not None:
        out.extend(grapple_options(battle, c))
    return out


def _beside(battle: Battle, c: ThreeDiceCreature, other: ThreeDiceCreature) -> bool:
    if battle.zones is not None:
        return same_zone(battle, c, other)
    return adjacent(battle, c, other)
