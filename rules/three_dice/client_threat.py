"""The enemy's reach, as the 3D rules tell a screen on the grid (issue 20: hover an enemy to see
where it could move and whom it could hit; why a target is out of reach or out of sight). In
zone mode `zone_reach` answers instead.

A creature's turn is a move up to its greatest speed and one action, the move before or after
it (003 Taking Your Turn; 003 Different Movement Speeds): the movement it has left and its
action when it is the one acting, a fresh turn otherwise. Where it can go is the grid reach
`movement.reach` plays (hindered ground, crawling while prone, foes in the way). Whom it could hit
is what `attacking.targeting.in_reach` lets it from there: a melee attack within its reach (5 ft,
more with a reach weapon), a ranged one within its long range, never behind total cover
(003 Melee and Ranged Attacks; 003 Cover). The advantage or disadvantage left at the best such
square is told with the reasons the attack roll would give (003 Attack Rolls: past normal range,
a foe beside the shooter, a hidden target ...); a hidden foe that slipped away from where it was
last seen cannot be hit at all (003 Hidden Attackers and Obscured Targets). Its melee reach is
shaded.
"""
from __future__ import annotations

from dataclasses import replace

from ..core.battle import Battle
from ..core.creature import Creature
from ..core.geometry import Cell, centre, cube
from ..core.sight import line_of_effect
from ..core.threat import (TargetBlock, Threat, above_ground, best_roll, best_told, build_threat, buried_block,
                           first_block_on, move_ends, out_of_reach, told, wall_block, within)
from .attacking.attack import UNARMED, moved_unseen
from .attacking.cover import INSET, TOTAL, cover_bonus
from .attacking.geometry import SQUARE, feet_apart, melee_reach
from .attacking.modifiers import attack_reasons, mode_of
from .attacking.targeting import in_reach, targetable
from .content.model import Ability
from .creature import ThreeDiceCreature
from .movement.reach import budget, reachable


def _turn(battle: Battle, c: ThreeDiceCreature) -> tuple[int, tuple[str, ...]]:
    """(squares of movement, the costs it could still attack with) now or on its next turn: the
    action, or once the Attack action is taken a bonus attack (003 Bonus Actions). A surprised
    creature neither moves nor acts on its first turn (003 Surpise!)."""
    if c.tags.get("surprised"):
        return 0, ()
    if battle.current != c.id:
        return budget(c), ("action",)
    turn = battle.turn
    costs = ("action",) if turn.get("action", 0) > 0 else ()
    if turn.get("bonus", 0) > 0 and turn.get("attacked"):
        costs += ("bonus",)
    return int(turn.get("move_left", 0)), costs


def harmful(battle: Battle, c: ThreeDiceCreature, costs: tuple[str, ...]) -> list[Ability]:
    """Its attacks it could still pay for (an unarmed strike always among those of the action)."""
    own = [battle.abilities[a] for a in c.abilities]
    found = [a for a in own if a.cost in costs and not a.heal]
    return found + ([UNARMED] if "action" in costs and UNARMED.id not in c.abilities else [])


def threat(battle: Battle, cid: str) -> Threat | None:
    c: ThreeDiceCreature | None = battle.creatures.get(cid)  # type: ignore[assignment]
    if battle.zones is not None or c is None or not c.active:
        return None
    squares, costs = _turn(battle, c)
    ends = move_ends(c.pos, reachable(battle, c, squares).stops) if squares > 0 else [c.pos]
    strike_from = above_ground(battle, ends, c.squares)
    abilities = harmful(battle, c, costs)
    close = melee_reach(battle, c) // SQUARE if abilities else 0
    foes = [f for f in battle.creatures.values() if f.side != c.side and targetable(battle, f)  # type: ignore[arg-type]
            and (f.active or f.dying or f.stable)]  # type: ignore[attr-defined]

    def hit_with(foe: Creature) -> str | None:
        t: ThreeDiceCreature = foe  # type: ignore[assignment]
        if moved_unseen(t):
            return None
        return best_told(_hits(battle, c, t, ability, strike_from) for ability in abilities)

    return build_threat(battle, c, ends, close, foes, hit_with, strike_from)


def _hits(battle: Battle, c: ThreeDiceCreature, foe: ThreeDiceCreature, ability: Ability,
          ends: list[Cell]) -> tuple[int, str] | None:
    """None when no end lets the ability reach the foe; else the roll's mode from the best such
    end and the ability's name, told with the advantage or disadvantage left there
    (`attacking.modifiers.attack_reasons`: past normal range, a foe beside the shooter, a hidden
    or prone target ...)."""
    def reasons_at(p: Cell) -> list[str] | None:
        there = replace(c, pos=p)
        return attack_reasons(battle, there, foe, ability) if in_reach(battle, there, foe, ability) else None

    roll = best_roll(within(ends, c.squares, foe, ability.farthest // SQUARE), reasons_at, mode_of)
    return None if roll is None else (roll[0], told(ability.name, roll, "with advantage", "with disadvantage"))


def target_block(battle: Battle, user_id: str, ability_id: str, target_id: str) -> TargetBlock | None:
    """Why `user` cannot aim the ability at `target` from where it stands: the target is deep
    under the ground, farther than the ability reaches (in feet, its long range and the normal
    range past which it has disadvantage told), or behind total cover (003 Cover; a heal needs a
    clear line); None otherwise."""
    user: ThreeDiceCreature | None = battle.creatures.get(user_id)  # type: ignore[assignment]
    target: ThreeDiceCreature | None = battle.creatures.get(target_id)  # type: ignore[assignment]
    ability: Ability | None = battle.abilities.get(ability_id) or (UNARMED if ability_id == UNARMED.id else None)
    if battle.zones is not None or user is None or target is None or ability is None or user.id == target.id:
        return None
    if target.tags.get("burrowed"):
        return buried_block(user, target)
    feet = feet_apart(battle, user, target)
    if feet is not None and feet > ability.farthest:
        return out_of_reach(user, target, f"{feet} ft", ability.name, _reach_text(ability))
    if ability.heal:
        clear = line_of_effect(battle, user.pos, user.squares, target.pos, target.squares)
    else:
        clear = cover_bonus(battle, user, target, ability.ranged) != TOTAL
    return None if clear else wall_block(battle, user, target, _cover_cell(battle, user, target))


def _reach_text(ability: Ability) -> str:
    if ability.ranged and ability.long:
        return f"{ability.long} ft (past {ability.normal} ft with disadvantage)"
    return f"{ability.farthest} ft"


def _cover_cell(battle: Battle, user: ThreeDiceCreature, target: ThreeDiceCreature) -> Cell | None:
    """The first cell cutting the sight line from the user's centre to the middle of the target,
    else to one of the corners cover is judged by (`attacking.cover`)."""
    x, y, z = target.pos
    n = target.squares
    mid = z + n / 2
    points = [centre(target.pos, n)] + [(x + dx, y + dy, mid) for dx in (INSET, n - INSET) for dy in (INSET, n - INSET)]
    own = set(cube(user.pos, user.squares)) | set(cube(target.pos, n))
    objects = battle.object_cells()
    start = centre(user.pos, user.squares)
    for point in points:
        cell = first_block_on(battle.board, start, point, own, objects)
        if cell is not None:
            return cell
    return None
