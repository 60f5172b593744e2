"""The enemy's reach, as Brighter Worlds tells a screen (issue 20: hover an enemy to see where it
could move and whom it could hit; why a target is out of reach or out of sight).

A creature's turn is up to 8 squares of movement and one significant action, before, between or
after the moving (004 Rounds and Initiative; `round.activation`): the movement it has left and
its action when it is the one acting, a fresh turn otherwise (half its movement if it lies
prone, none if it is held). Whom it could hit is what `attacking.targeting` lets it: a melee
attack within its reach, a ranged one within range, both with a clear line; a blast around
itself, or around a point in sight within range (004 Blast). A burrower must surface first.
Close harm (melee and blasts around itself) is shaded on the board. Each target is named with
the attack whose roll is best from its best square, told as enhanced or impaired with the
attack's own reasons (004 Attack Modifiers).
"""
from __future__ import annotations

from ..core.battle import Battle
from ..core.creature import Creature
from ..core.geometry import Cell, space_distance
from ..core.sight import line_of_effect
from ..core.threat import (TargetBlock, Threat, above_ground, best_roll, best_told, build_threat, buried_block,
                           move_ends, out_of_reach, squares_text, told, wall_block, within)
from .attacking.modifiers import attack_reasons, mode_of
from .attacking.targeting import _points_near, can_attack, in_reach, targetable
from .content.model import Attack, Distance
from .creature import BrighterCreature
from .movement.reach import reachable


def _budget(battle: Battle, c: BrighterCreature) -> tuple[int, bool]:
    """(movement, whether its action is still to come) for its turn now or its next one."""
    if battle.current == c.id:
        return int(battle.turn.get("move_left", 0)), battle.turn.get("main", 0) > 0
    if c.has("held"):
        return 0, True
    return (c.speed // 2 if c.has("prone") else c.speed), True


def close_reach(d: Distance) -> int:
    """How far its harm lands around its own space: a melee reach or a blast around itself."""
    if d.kind == "melee" or (d.kind == "burst" and d.within == 0):
        return d.reach
    return 0


def threat(battle: Battle, cid: str) -> Threat | None:
    c: BrighterCreature | None = battle.creatures.get(cid)  # type: ignore[assignment]
    if c is None or not c.active:
        return None
    budget, acts = _budget(battle, c)
    ends = move_ends(c.pos, reachable(battle, c, budget).stops) if budget > 0 else [c.pos]
    attacks = [battle.abilities[a] for a in c.abilities] if acts and c.active else []
    strike_from = above_ground(battle, ends, c.squares)
    close = max((close_reach(a.distance) for a in attacks), default=0)
    foes = [f for f in battle.creatures.values() if f.side != c.side and targetable(f)]  # type: ignore[arg-type]

    def hit_with(foe: Creature) -> str | None:
        return best_told(_hits(battle, c, foe, attack, strike_from) for attack in attacks)  # type: ignore[arg-type]

    return build_threat(battle, c, ends, close, foes, hit_with, strike_from)


def _hits(battle: Battle, c: BrighterCreature, foe: BrighterCreature, attack: Attack,
          ends: list[Cell]) -> tuple[int, str] | None:
    """None when the attack could hit the foe from none of the ends; else the best roll's mode
    from them and the attack's name, told as enhanced or impaired with the reasons the attack
    itself would give (`attacking.modifiers.attack_reasons`: cover, higher ground, a prone or
    hard-to-see target ...)."""
    d = attack.distance

    def reasons_at(p: Cell) -> list[str] | None:
        if d.kind == "burst":
            return [] if _blast_catches(battle, c.squares, p, foe, d) else None
        if not in_reach(battle, c, attack, foe, p):
            return None
        return attack_reasons(battle, c, foe, attack, at=p)

    reach = d.reach + d.within if d.kind == "burst" else d.reach
    roll = best_roll(within(ends, c.squares, foe, reach), reasons_at, mode_of)
    return None if roll is None else (roll[0], told(attack.name, roll, "enhanced", "impaired"))


def _blast_catches(battle: Battle, n: int, at: Cell, foe: BrighterCreature, d: Distance) -> bool:
    """A blast from a space at `at` could catch the foe: around itself, or around a point in
    sight within range (004 Blast; `targeting.blast_points`)."""
    if d.within == 0:
        return space_distance(at, n, foe.pos, foe.squares) <= d.reach \
            and line_of_effect(battle, at, n, foe.pos, foe.squares)
    board = battle.board
    for point in _points_near(foe.pos, foe.squares, d.reach):
        if space_distance(at, n, point, 1) > d.within or not board.inside(point[0], point[1]) \
                or board.is_solid(point):
            continue
        if line_of_effect(battle, at, n, point, 1) and line_of_effect(battle, point, 1, foe.pos, foe.squares):
            return True
    return False


def target_block(battle: Battle, user_id: str, ability_id: str, target_id: str) -> TargetBlock | None:
    """Why `user` cannot aim the attack at `target` from where it stands: the target is beneath
    the ground, too far (in squares), or a wall or object cuts the line; None otherwise."""
    user: BrighterCreature | None = battle.creatures.get(user_id)  # type: ignore[assignment]
    target: BrighterCreature | None = battle.creatures.get(target_id)  # type: ignore[assignment]
    attack: Attack | None = battle.abilities.get(ability_id)
    if user is None or target is None or attack is None or user.id == target.id or not can_attack(user):
        return None
    if target.tags.get("burrowed"):
        return buried_block(user, target)
    d = attack.distance
    reach = d.reach + d.within if d.kind == "burst" else d.reach
    away = space_distance(user.pos, user.squares, target.pos, target.squares)
    if away > reach:
        return out_of_reach(user, target, squares_text(away), attack.name, squares_text(reach))
    if d.kind == "burst":
        clear = _blast_catches(battle, user.squares, user.pos, target, d)
    else:
        clear = line_of_effect(battle, user.pos, user.squares, target.pos, target.squares)
    return None if clear else wall_block(battle, user, target, None)
