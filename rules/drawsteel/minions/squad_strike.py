"""A squad's strikes (RULES-NOTES Minions): one power roll for the whole squad's turn, and the
extra damage of minions ganging up on one target.

- The first strike a squad member makes on the squad's turn rolls the power roll; every later
  strike by a member that turn uses the same two dice (edges and banes still count per
  target, as for any roll against several targets).
- The first member to strike a target deals the tier's outcome; each other member striking
  the same target adds only its free strike value as damage (the tier's other effects are not
  dealt again).
- A captain's `strike_damage` benefit adds to the outcome once per target.
"""
from __future__ import annotations

from typing import Any

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.events import Note
from .captain import strike_damage
from .squad import squad_of


def _turn(battle: Battle, user: Creature) -> dict[str, Any] | None:
    record = squad_of(battle, user)
    return record.get("turn") if record else None


def _rolled_strike(ability: Any) -> bool:
    return bool(ability.is_strike and ability.rolls)


def shared_roll(battle: Battle, user: Creature, ability: Any) -> tuple[int, int] | None:
    """The squad's power roll, when a squad-mate already made it this turn."""
    turn = _turn(battle, user)
    if turn is None or not _rolled_strike(ability) or not turn["roll"]:
        return None
    return turn["roll"][0], turn["roll"][1]


def keep_roll(battle: Battle, user: Creature, ability: Any, dice: tuple[int, int]) -> None:
    """Remember the squad's first strike roll of the turn."""
    turn = _turn(battle, user)
    if turn is not None and _rolled_strike(ability) and not turn["roll"]:
        turn["roll"] = list(dice)


def strike_extras(battle: Battle, user: Creature, ability: Any, target: str) -> dict[str, Any]:
    """What a squad member's strike adds to its hit on `target` (keys of the `ds.hit` step):
    `gang` when a squad-mate already struck it this turn, `captain_damage` from a captain."""
    record = squad_of(battle, user)
    if record is None or not ability.is_strike or target not in battle.creatures:
        return {}
    turn = record.get("turn")
    if turn is not None:
        struck = turn["struck"].get(target, [])
        if user.id not in struck:
            turn["struck"][target] = struck + [user.id]
        if struck and user.id not in struck:
            battle.emit(Note(f"{user.name} joins the squad's strike on "
                             f"{battle.creatures[target].name}: +{user.free_strike} damage", user.id))
            return {"gang": True}
    bonus = strike_damage(battle, user, True)
    return {"captain_damage": bonus} if bonus else {}


def joins_strike(battle: Battle, user: Creature, ability: Any, target: str) -> bool:
    """Would `user`'s strike on `target` now be an extra minion joining the squad's strike?"""
    turn = _turn(battle, user)
    struck = turn["struck"].get(target, []) if turn is not None and ability.is_strike else []
    return bool(struck) and user.id not in struck


def gang_count(battle: Battle, user: Creature, target: str) -> int:
    """How many of the squad's minions have struck `target` this turn."""
    turn = _turn(battle, user)
    return len(turn["struck"].get(target, ())) if turn else 0
