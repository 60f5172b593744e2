"""Olde Swords Reign content as frozen dataclasses: abilities (weapons and spells), creature
templates and encounters. `loader.py` reads `data/` into these; docs/content-format-olde-swords.md
describes the format for authors."""
from __future__ import annotations

from dataclasses import dataclass

from ...core.encounter_slots import EncounterSlot

SCORES = ("STR", "DEX", "CON", "INT", "WIS", "CHA")
DIE_SIZES = (4, 6, 8, 10, 12)
SIDES = ("heroes", "monsters")
KINDS = ("hero", "monster")
ABILITY_KINDS = ("melee", "finesse", "ranged", "spell_attack", "spell_save", "spell_heal")
"""melee: STR to hit and to damage; finesse: DEX to both; ranged: DEX to hit only (001 Attacks &
Damage). A spell_attack rolls like a ranged attack with its casting score; a spell_save makes
each target save against its DC; a spell_heal restores hit points to an ally."""
SPEEDS = {"slow": 3, "normal": 6, "fast": 9}
"""Speeds in 5 ft squares (RULES-NOTES: Slow 15 ft, Normal 30 ft, Fast 45 ft)."""


@dataclass(frozen=True, slots=True)
class Dice:
    """`count` dice of `size` faces ("2d6")."""
    count: int
    size: int

    def text(self) -> str:
        return f"{self.count}d{self.size}"


@dataclass(frozen=True, slots=True)
class Ability:
    """A weapon or a spell. `reach` is in squares (1 for a melee weapon; a ranged weapon or spell
    reaches that far). A save spell names the score saved with (`save`) and its `dc`; `half`
    halves the damage on a made save."""
    id: str
    name: str
    kind: str
    dice: Dice
    reach: int = 1
    score: str = ""
    save: str = ""
    dc: int = 0
    half: bool = False
    text: str = ""

    @property
    def spell(self) -> bool:
        return self.kind.startswith("spell")

    @property
    def melee(self) -> bool:
        return self.kind in ("melee", "finesse")


@dataclass(frozen=True, slots=True)
class CreatureTemplate:
    """A stat block: the six score modifiers, hit points, AC, proficiency bonus (PB), the saves
    it is proficient in, speed in squares, movement, abilities and its Hit Die."""
    id: str
    name: str
    kind: str
    scores: tuple[tuple[str, int], ...]
    hp: int
    ac: int
    pb: int = 2
    saves: tuple[str, ...] = ()
    speed: int = 6
    size: str = "1M"
    movement: tuple[str, ...] = ("walk",)
    abilities: tuple[str, ...] = ()
    hit_die: int = 8
    supplies: int = 0
    potions: int = 0
    leader: bool = False
    text: str = ""


@dataclass(frozen=True, slots=True)
class Encounter:
    """A fight: who takes part and the shipped map it is written for (`map`, the file's stem)."""
    id: str
    name: str
    text: str
    slots: tuple[EncounterSlot, ...]
    map: str = ""
