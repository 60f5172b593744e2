"""Leader and solo traits (our own, for original monsters; docs/rules-decisions.md "Draw Steel:
the Director"). A trait is named in a stat block's `traits` list; only leaders and solos have
them.

- `shrug_off`: at the end of each of its turns the creature ends one save-ends condition on
  itself (a solo's answer to being locked down by a whole party).
- `field_commander`: at the end of each of its turns, one ally within 5 squares may shift up
  to 2 squares at once.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.events import ConditionEnded
from ...core.geometry import space_distance
from ..content.model import Effect
from ..movement.granted_movement import push_granted_move

COMMAND_RANGE = 5
COMMAND_SHIFT = 2


def at_turn_end(battle: Battle, c: Creature) -> None:
    """The `turn_ending` hook: traits that end something on the creature itself."""
    if "shrug_off" in getattr(c, "traits", ()) and c.active:
        _shrug_off(battle, c)


def after_turn(battle: Battle, c: Creature) -> None:
    """Once the turn is over (the `ds.villain` step): traits that move others."""
    if "field_commander" in getattr(c, "traits", ()) and c.active:
        _command(battle, c)


def _shrug_off(battle: Battle, c: Creature) -> None:
    held = next((x for x in c.conditions if x.duration == "save"), None)
    if held is not None:
        c.conditions.remove(held)
        battle.emit(ConditionEnded(c.id, held.name, "shrugged off"))


def _command(battle: Battle, c: Creature) -> None:
    allies = [o for o in battle.creatures.values()
              if o.side == c.side and o.id != c.id and o.active
              and space_distance(c.pos, c.squares, o.pos, o.squares) <= COMMAND_RANGE]
    if allies:
        ally = min(allies, key=lambda o: space_distance(c.pos, c.squares, o.pos, o.squares))
        push_granted_move(battle, ally, Effect(shift=COMMAND_SHIFT))
