"""Edges and banes that apply to one ability roll against one target.

Each rule adds to the count with a short reason, so the client can show why. Counted per target
(RULES-NOTES Power rolls); capping and cancelling happen in `power_roll`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ...core.battle import Battle
from ...core.board import BoardObject
from ...core.creature import Creature
from ...core.geometry import spaces_adjacent
from ..position.line_of_effect import sees
from .support_effects import marked_by_side
from ..mounted_combat.climbing_creatures import melee_edge
from ..harm.conditions import is_taunting
from ..harm.underwater import submerged
from ..maneuvers.grab import grabber_of
from ..maneuvers.hide_and_search import sight_edges
from ..content.model import Ability
from ..minions.captain import strike_edge
from ..movement.reachable import Terrain
from ..position.flanking_and_cover import flanking, has_cover, squeezed


def edges_and_banes(battle: Battle, user: Creature, target: Creature | None,
                    ability: Ability, obj: BoardObject | None = None) -> tuple[int, int, list[str]]:
    """(edges, banes, reasons) for `user` using `ability` on `target` (None for objects; pass
    the object as `obj` so cover and high ground count against it too)."""
    edges = banes = 0
    why: list[str] = []

    def edge(n: int, reason: str) -> None:
        nonlocal edges
        edges += n
        why.append(f"+{'double ' if n == 2 else ''}edge: {reason}")

    def bane(n: int, reason: str) -> None:
        nonlocal banes
        banes += n
        why.append(f"-{'double ' if n == 2 else ''}bane: {reason}")

    melee, strike = ability.has("melee"), ability.is_strike
    if user.has("weakened"):
        bane(1, f"{user.name} is weakened")
    if user.has("restrained"):
        bane(1, f"{user.name} is restrained")
    if user.has("prone") and strike:
        bane(1, f"{user.name} is prone")
    if not user.can("swim") and submerged(battle, user):
        bane(1, f"{user.name} fights underwater without swimming")
    if ability.has("ranged") and strike and _enemy_adjacent(battle, user):
        bane(1, "an enemy is adjacent to the ranged attacker")
    target_id = target.id if target is not None else ""
    taunt = user.condition("taunted")
    if taunt and taunt.source != target_id and _sees_source(battle, user, taunt.source):
        bane(2, f"{user.name} is taunted by someone else")
    grab = user.condition("grabbed")
    if grab and grab.source != target_id and ability.id != "escape_grab":
        bane(1, f"{user.name} is grabbed")
    if target is None:
        if obj is not None:
            _against_object(battle, user, obj, ability, edge, bane)
        return edges, banes, why
    if target.id == user.id:
        _escape_size_bane(battle, user, ability, bane)
        return edges, banes, why
    if target.has("surprised"):
        edge(1, f"{target.name} is surprised")
    led = strike_edge(battle, user, strike)
    if led:
        edge(1, led)
    marker = marked_by_side(battle, user, target)
    if marker:
        edge(1, f"{target.name} is marked by {marker}")
    if target.unconscious:
        edge(2, f"{target.name} is unconscious")
    if target.has("prone") and melee:
        edge(1, f"{target.name} is prone")
    if target.has("restrained"):
        edge(1, f"{target.name} is restrained")
    if target.tags.get("defending") and not is_taunting(battle, target):
        bane(2, f"{target.name} is defending")
    fear = user.condition("frightened")
    if fear and fear.source == target.id:
        bane(1, f"{user.name} is frightened of {target.name}")
    theirs = target.condition("frightened")
    if theirs and theirs.source == user.id:
        edge(1, f"{target.name} is frightened of {user.name}")
    if high_ground(battle, user, target):
        edge(1, "high ground")
    melee_edge(user, target, ability, edge)
    _positional(battle, user, target, ability, edge, bane)
    sight_edges(battle, user, target, ability, edge, bane)
    return edges, banes, why


def _positional(battle: Battle, user: Creature, target: Creature, ability: Ability,
                edge: Callable[[int, str], None], bane: Callable[[int, str], None]) -> None:
    """Flanking, cover, squeezing and Aid Attack."""
    if ability.has("melee") and ability.is_strike:
        partner = flanking(battle, user, target)
        if partner is not None:
            edge(1, f"flanking with {partner.name}")
    if ability.deals_damage and target.id != user.id:
        if _burrowed(battle, target):
            bane(1, f"{target.name} is burrowed (cover)")
        elif has_cover(battle, user, target):
            bane(1, f"{target.name} has cover")
    if squeezed(battle, user):
        bane(1, f"{user.name} is squeezed into a shared space")
    for mark in target.conditions:
        if mark.name == "aided" and mark.source != user.id and \
                battle.creatures.get(mark.source) is not None and \
                battle.creatures[mark.source].side == user.side:
            edge(1, f"aided by {battle.creatures[mark.source].name}")
            break


@dataclass(frozen=True)
class _Form:
    """An object's space seen as a target form (position, side, cells) for the cover test."""
    pos: tuple[int, int, int]
    squares: int
    cells: tuple[tuple[int, int, int], ...]


def _against_object(battle: Battle, user: Creature, obj: BoardObject, ability: Ability,
                    edge: Callable[[int, str], None], bane: Callable[[int, str], None]) -> None:
    """Cover and high ground work against objects as against creatures (000 Cover, High Ground)."""
    if _stands_above(battle, user, user.pos, obj.origin[2] + obj.size):
        edge(1, "high ground")
    form = _Form(obj.origin, obj.size, obj.cells)
    if ability.deals_damage and has_cover(battle, user, form):  # type: ignore[arg-type]
        bane(1, f"{obj.name or obj.id} has cover")


def _escape_size_bane(battle: Battle, user: Creature, ability: Ability,
                      bane: Callable[[int, str], None]) -> None:
    """Escape Grab takes a bane when the escaper is smaller than whatever holds it."""
    if ability.id == "escape_grab":
        holder = grabber_of(battle, user)
        if holder is not None and user.rank < holder.rank:
            bane(1, f"{user.name} is smaller than {holder.name}")


def _sees_source(battle: Battle, c: Creature, source: str) -> bool:
    other = battle.creatures.get(source)
    return other is not None and not other.dead and \
        sees(battle, c, other)


def _enemy_adjacent(battle: Battle, c: Creature) -> bool:
    return any(o.active and spaces_adjacent(c.pos, c.squares, o.pos, o.squares)
               for o in battle.enemies_of(c))


def high_ground(battle: Battle, user: Creature, target: Creature) -> bool:
    """Standing on the ground with the bottom of one's space at or above the top of the target's
    (000 High Ground); climbing counts only for natural climbers, burrowed targets never."""
    return high_ground_from(battle, user, user.pos, target)


def high_ground_from(battle: Battle, user: Creature, pos: tuple[int, int, int], target: Creature,
                     terrain: Terrain | None = None) -> bool:
    """`high_ground` as if `user` stood at `pos` (the AI weighs squares it might move to)."""
    return _stands_above(battle, user, pos, target.pos[2] + target.squares, terrain) and \
        not _burrowed(battle, target)


def _burrowed(battle: Battle, c: Creature) -> bool:
    """In the ground as a burrower (only a creature that can burrow ever is)."""
    return c.can("burrow") and Terrain(battle, c).stance(c.pos) == "burrow"


def _stands_above(battle: Battle, user: Creature, pos: tuple[int, int, int], top: int,
                  terrain: Terrain | None = None) -> bool:
    """Standing (or clinging as a natural climber) at `pos` with the bottom of one's space at
    `top` or higher."""
    if pos[2] < top:
        return False
    stance = (terrain or Terrain(battle, user)).stance(pos)
    return stance == "walk" or (stance == "climb" and user.can("climb"))
