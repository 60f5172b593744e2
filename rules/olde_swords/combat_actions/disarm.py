"""001 Combat Actions, Disarm: the creature's better of STR and DEX against the target's (a tie
holds for the target); on a success the target's weapon flies d10 ft (one square for 1-5 ft,
two for 6-10) in a direction chosen by a d8, and lies there until picked up. A weapon dropped in
a fumble lies at its owner's feet. Picking it up is a free action of its owner standing on or
beside it (rules-decisions); until then its owner cannot use that weapon, and cannot attack or
cast at all unless it draws a spare weapon (also a free action, `free_actions.py`)."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.geometry import NEIGHBOURS_2D, Cell, space_distance
from ..creature import OldeCreature
from ..events import WeaponLanded
from ..rolls import d20_test
from ..saving_throws.saves import check_bonus

DROPPED = "dropped"
"""Tag on a creature whose weapon lies on the board: the id of that ability (or True)."""
DRAWN = "drawn"
"""Tag on a creature that drew a spare weapon after losing one: it fights with the rest."""
LOOSE = "loose_weapons"
"""battle.data key: owner id -> the cell its dropped weapon lies on."""
DIRECTIONS = NEIGHBOURS_2D


def best_of_str_dex(c: OldeCreature) -> int:
    return max(check_bonus(c, "STR"), check_bonus(c, "DEX"))


def disarm(battle: Battle, c: OldeCreature, target: OldeCreature | None, decl: dict) -> None:
    assert target is not None
    mine = d20_test(battle, c, "disarm", best_of_str_dex(c), 0, [], target.id)
    theirs = d20_test(battle, target, "keeping hold", best_of_str_dex(target), 0, [], c.id)
    if mine.total <= theirs.total:
        return
    feet = battle.dice.roll(10, "disarm distance")
    dx, dy = DIRECTIONS[battle.dice.roll(8, "disarm direction") - 1]
    squares = 1 if feet <= 5 else 2
    x = min(max(target.pos[0] + dx * squares, 0), battle.board.width - 1)
    y = min(max(target.pos[1] + dy * squares, 0), battle.board.height - 1)
    drop_weapon(battle, target, (x, y, battle.board.ground(x, y)), feet, main_weapon(battle, target))


def main_weapon(battle: Battle, c: OldeCreature) -> str:
    """The weapon a creature fights with first: its first ability that is not a spell."""
    return next((a for a in c.abilities if not battle.abilities[a].spell), "")


def armed_abilities(battle: Battle, c: OldeCreature) -> tuple[str, ...]:
    """The abilities the creature can use now: all of them with its weapon in hand, none while
    its weapon lies on the board, every other one once it has drawn a spare."""
    lost = c.tags.get(DROPPED)
    if not lost:
        return c.abilities
    if c.tags.get(DRAWN):
        return tuple(a for a in c.abilities if a != lost)
    return ()


def spare_weapon(battle: Battle, c: OldeCreature) -> str:
    """A weapon the creature could draw instead of the one it lost ('' when none)."""
    lost = c.tags.get(DROPPED)
    if not lost or c.tags.get(DRAWN):
        return ""
    return next((a for a in c.abilities if a != lost and not battle.abilities[a].spell), "")


def drop_weapon(battle: Battle, owner: OldeCreature, at: Cell, feet: int = 0, ability: str = "") -> None:
    owner.tags[DROPPED] = ability or True
    owner.tags.pop(DRAWN, None)
    battle.data.setdefault(LOOSE, {})[owner.id] = list(at)
    battle.emit(WeaponLanded(owner.id, tuple(at), feet))


def can_pick_up(battle: Battle, c: OldeCreature, at: Cell) -> bool:
    where = battle.data.get(LOOSE, {}).get(c.id)
    if where is None:
        return bool(c.tags.get(DROPPED))
    return space_distance(at, c.squares, tuple(where), 1) <= 1  # type: ignore[arg-type]


def pick_up(battle: Battle, c: OldeCreature) -> None:
    c.tags.pop(DROPPED, None)
    c.tags.pop(DRAWN, None)
    battle.data.get(LOOSE, {}).pop(c.id, None)
