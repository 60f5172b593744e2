"""Brighter Worlds content as frozen dataclasses: attacks, creature templates and encounters.

`loader.py` reads the TOML files in `data/` into these; docs/content-format-brighter-worlds.md
describes the format for authors.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...core.encounter_slots import EncounterSlot

ATTRIBUTES = ("STR", "DEX", "WIL")
DIE_SIZES = (4, 6, 8, 10, 12)
"""The dice an attribute or a weapon may be (an attribute stepped below d4 is at zero)."""
DISTANCE_KINDS = ("melee", "ranged", "burst", "self")
WOUND_EFFECTS = ("prone", "held", "dazed", "push")
"""What an attack does to a creature it Wounds, besides stepping the attribute down:
prone (knocked down: its next attacker is enhanced, standing costs half its movement), held
(cannot move on its next turn), dazed (its next attack is impaired), push (shoved away, as far
as the attack's `push` says)."""
SIDES = ("heroes", "monsters")
ROLES = ("brute", "skirmisher", "shooter", "caster", "leader", "beast", "horror")


@dataclass(frozen=True, slots=True)
class Distance:
    """How far an attack reaches: "melee N", "ranged N", "burst N" (every creature within N
    squares of the user) or a blast "within M" (every creature within N of a point within M)."""
    kind: str = "melee"
    reach: int = 1
    within: int = 0

    def describe(self) -> str:
        if self.kind == "melee":
            return "Melee" if self.reach == 1 else f"Melee, reach {self.reach}"
        if self.kind == "ranged":
            return f"Ranged {self.reach}"
        if self.kind == "burst":
            if self.within:
                return f"Blast {self.reach} within {self.within}"
            return f"Blast {self.reach} around the user"
        return "Self"


@dataclass(frozen=True, slots=True)
class Attack:
    """One way to attack (a weapon, a pair of weapons, a spell): its damage dice and what its
    Direct Damage harms. Several dice are rolled together and only the highest counts
    (004 Dual Wielding)."""
    id: str
    name: str
    dice: tuple[int, ...]
    distance: Distance = Distance()
    harms: str = "STR"
    blast: bool = False
    unarmed: bool = False
    bulky: bool = False
    wound_effect: str = ""
    push: int = 0
    split: bool = False
    """May be aimed at two different targets at once, each roll impaired (004 Dual Wielding)."""
    text: str = ""
    action: str = "main"

    @property
    def deals_damage(self) -> bool:
        return True

    def describe_dice(self) -> str:
        if len(self.dice) == 1:
            return f"d{self.dice[0]}"
        return " + ".join(f"d{d}" for d in self.dice) + " (keep highest)"


@dataclass(frozen=True, slots=True)
class CreatureTemplate:
    """A stat block: attribute dice, Armor, Grit, size, speed and attacks. `leader` steadies its
    companions' morale; `fearless` creatures never make morale saves."""
    id: str
    name: str
    kind: str
    STR: int
    DEX: int
    WIL: int
    armor: int = 0
    grit: int = 0
    size: str = "1M"
    speed: int = 8
    movement: tuple[str, ...] = ("walk",)
    attacks: tuple[str, ...] = ()
    role: str = ""
    leader: bool = False
    fearless: bool = False
    text: str = ""

    @property
    def hero(self) -> bool:
        return self.kind == "hero"


@dataclass(frozen=True, slots=True)
class Encounter:
    """A fight: who takes part, on which shipped map by default, and the circumstances:
    `surprise` (it is not obvious the heroes act first: each makes a DEX save, 004 Rounds and
    Initiative) and `reward` (the foes were promised a reward: their morale is enhanced)."""
    id: str
    name: str
    text: str
    slots: tuple[EncounterSlot, ...]
    map: str = ""
    surprise: bool = False
    reward: bool = False
