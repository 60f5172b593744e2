"""Heroes at levels 1 to 3, and the party an encounter is fought with (issue 17).

A hero's stat block describes it at level 1. Each level above the first adds
`STAMINA_PER_LEVEL` to its Stamina maximum; at level 3 its highest characteristic rises by 1
(to at most `CHARACTERISTIC_CAP`). Abilities marked with a higher `level` join its list once it
reaches that level. These are our own rules for original classes (docs/rules-decisions.md).

The battle settings may name `party` (hero template ids, replacing an encounter's heroes) and
`level` (1 to 3, for every hero); `steelgrid sim --party/--level` and the title screen set them.
"""
from __future__ import annotations

from typing import Any

from .model import CreatureTemplate

STAMINA_PER_LEVEL = 6
CHARACTERISTIC_CAP = 4
LEVELS = (1, 2, 3)
ORDER = ("might", "agility", "reason", "intuition", "presence")


def leveled(t: CreatureTemplate, level: int, abilities: dict[str, Any]) -> CreatureTemplate:
    """The hero's stat block at `level` (a monster, or level 1, is returned as it is)."""
    if not t.hero or level <= 1:
        return _trimmed(t, 1, abilities)
    chars = dict(t.characteristics)
    if level >= 3:
        best = max(ORDER, key=lambda k: (chars.get(k, 0), -ORDER.index(k)))
        chars[best] = min(CHARACTERISTIC_CAP, chars.get(best, 0) + 1)
    raised = CreatureTemplate(**{**_fields(t), "level": level, "characteristics": chars,
                                 "stamina": t.stamina + STAMINA_PER_LEVEL * (level - 1)})
    return _trimmed(raised, level, abilities)


def _trimmed(t: CreatureTemplate, level: int, abilities: dict[str, Any]) -> CreatureTemplate:
    """Drop the abilities a hero has not reached yet."""
    keep = tuple(a for a in t.abilities if a not in abilities or abilities[a].level <= level)
    return t if keep == t.abilities else CreatureTemplate(**{**_fields(t), "abilities": keep})


def _fields(t: CreatureTemplate) -> dict[str, Any]:
    return {name: getattr(t, name) for name in t.__dataclass_fields__}


def party_and_level(settings: dict | None) -> tuple[list[str], int]:
    """The `party` and `level` battle settings (empty list / 1 when not given)."""
    settings = settings or {}
    party = [str(p) for p in settings.get("party", []) or []]
    level = int(settings.get("level", 1) or 1)
    if level not in LEVELS:
        raise ValueError(f"hero level must be 1, 2 or 3, not {level}")
    return party, level
