"""The enemy's reach, as Olde Swords Reign tells a screen (issue 20: hover an enemy to see where it
could move and whom it could hit; why a target is out of reach or out of sight).

A creature's turn is a declared move within its Speed and one action from where it will stand
(001 Combat Order: move up to your Speed and take one Action; a Dash spends the action on
moving, so it strikes no one). A prone creature loses half its Speed standing, a grappled one
cannot move (`declare.move_budget`). Once it has declared its move this phase, its reach is from
the declared square; squares its allies have already claimed are not open to it. Whom it could
hit is what `targeting.targets_from` lets it aim at from there: reach, full cover and hiding
(001 Attacks & Damage, Cover; 001 Combat Actions, Hide). Its melee reach is shaded on the board:
what it could strike and where a foe leaving it draws an opportunity attack (001 Opportunity
Attacks).
"""
from __future__ import annotations

from ..core.battle import Battle
from ..core.creature import Creature
from ..core.geometry import Cell, cube, space_distance
from ..core.grid_reach import reachable, underground
from ..core.threat import (TargetBlock, Threat, build_threat, buried_block, hidden_block, move_ends,
                           out_of_reach, squares_text, wall_block, within)
from .attacks_and_damage.cover import FULL, cover
from .combat_actions.disarm import DROPPED
from .combat_actions.free_actions import usable_from
from .combat_actions.hide import HIDDEN
from .combat_order.declare import move_budget
from .content.model import Ability
from .creature import OldeCreature
from .targeting import targets_from

PHASE = "os.phase"


def harmful(battle: Battle, c: OldeCreature, ends: list[Cell]) -> list[Ability]:
    """The weapons and spells that could hurt a foe (not a healing spell) and that it would hold
    at one of the ends, after the free action that re-arms it best (001 Combat Actions, free
    actions: picking its weapon up or drawing a spare)."""
    usable = set(c.abilities) if not c.tags.get(DROPPED) else {a for p in ends for a in usable_from(battle, c, p)}
    return [battle.abilities[a] for a in c.abilities if a in usable and battle.abilities[a].kind != "spell_heal"]


def _phase(battle: Battle, side: str) -> dict | None:
    """The frame of the phase this side is declaring in, if it is declaring now."""
    for frame in reversed(battle.stack):
        if frame.get("step") == PHASE and frame.get("side") == side and frame.get("stage") == "declare":
            return frame
    return None


def _declared_to(frame: dict | None, c: OldeCreature) -> dict | None:
    """Its declaration (or the draft of it) this phase, once it has chosen where to move."""
    if frame is None:
        return None
    if c.id in frame["declared"]:
        return frame["declared"][c.id]
    waiting = [cid for cid in frame.get("order", ()) if cid not in frame["declared"]]
    return (frame.get("draft") or None) if waiting[:1] == [c.id] else None


def _claimed(battle: Battle, frame: dict | None, c: OldeCreature) -> set[Cell]:
    out: set[Cell] = set()
    for cid, decl in (frame or {}).get("declared", {}).items():
        if cid != c.id and decl.get("to"):
            out.update(cube(tuple(decl["to"]), battle.creatures[cid].squares))
    return out


def ends_of(battle: Battle, c: OldeCreature) -> tuple[list[Cell], bool]:
    """Where it could stand when it acts: its declared square once declared, else any square its
    move reaches (not one an ally has claimed); and whether it still has an action to strike
    with there (a declared Dash spends it)."""
    frame = _phase(battle, c.side)
    decl = _declared_to(frame, c)
    if decl is not None:
        return [tuple(decl["to"]) if decl.get("to") else c.pos], not decl.get("dash")  # type: ignore[list-item]
    budget = move_budget(c)
    if budget <= 0:
        return [c.pos], True
    claimed = _claimed(battle, frame, c)
    stops = [p for p in reachable(battle, c, budget).stops
             if not any(cell in claimed for cell in cube(p, c.squares))]
    return move_ends(c.pos, stops), True


def threat(battle: Battle, cid: str) -> Threat | None:
    c: OldeCreature | None = battle.creatures.get(cid)  # type: ignore[assignment]
    if c is None or not c.active:
        return None
    ends, acts = ends_of(battle, c)
    abilities = harmful(battle, c, ends) if acts else []
    close = max((a.reach for a in abilities if a.melee), default=0)
    foes = [f for f in battle.creatures.values() if f.side != c.side and f.active]

    def hit_with(foe: Creature) -> str | None:
        for a in abilities:
            if any(foe in targets_from(battle, c, at, a) and a.id in usable_from(battle, c, at)
                   for at in within(ends, c.squares, foe, a.reach)):
                return a.name
        return None

    return build_threat(battle, c, ends, close, foes, hit_with)


def target_block(battle: Battle, user_id: str, ability_id: str, target_id: str) -> TargetBlock | None:
    """Why `user` cannot aim the ability at `target` from where it stands: too far (in squares),
    hidden and not beside it (001 Combat Actions, Hide), underground or in full cover (001 Attacks
    & Damage, Cover); None when none of these stops it."""
    user: OldeCreature | None = battle.creatures.get(user_id)  # type: ignore[assignment]
    target: OldeCreature | None = battle.creatures.get(target_id)  # type: ignore[assignment]
    ability: Ability | None = battle.abilities.get(ability_id)
    if user is None or target is None or ability is None or target.id == user.id:
        return None
    away = space_distance(user.pos, user.squares, target.pos, target.squares)
    if away > ability.reach:
        return out_of_reach(user, target, squares_text(away), ability.name, squares_text(ability.reach))
    if target.side != user.side and target.has(HIDDEN) and away > 1:
        return hidden_block(user, target, " (only a foe beside it can find it)")
    if underground(battle, target):
        return buried_block(user, target)
    if target.side != user.side and cover(battle, user, user.pos, target) == FULL:
        return wall_block(battle, user, target, None)
    return None
