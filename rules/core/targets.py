"""How a target id names a board object rather than a creature.

Abilities, decisions and events name what they touch by id. Creature ids are used as they are;
an object is named by its id behind `OBJECT_PREFIX`, so the two can never be confused. These
helpers are the one place that spelling is known.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .battle import Battle
    from .board import BoardObject

OBJECT_PREFIX = "object:"


def object_target(oid: str) -> str:
    """The target id that names the object `oid`."""
    return OBJECT_PREFIX + oid


def is_object_target(target: str) -> bool:
    """Does this target id name an object (rather than a creature)?"""
    return target.startswith(OBJECT_PREFIX)


def object_id(target: str) -> str:
    """The object id inside an object's target id (any other id comes back unchanged)."""
    return target.removeprefix(OBJECT_PREFIX)


def targeted_object(battle: "Battle", target: str) -> "BoardObject | None":
    """The object on the board that a target id names, if it names one that is still there."""
    if not is_object_target(target):
        return None
    return battle.objects.get(object_id(target))
