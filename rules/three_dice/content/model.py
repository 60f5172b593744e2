"""3D content as frozen dataclasses: abilities (attacks and other actions), creature templates
and encounters. `loader.py` reads the TOML files in `data/` into these."""
from __future__ import annotations

from dataclasses import dataclass

from ...core.encounter_slots import EncounterSlot

SIDES = ("heroes", "monsters")
CHARACTERISTICS = ("strength", "agility", "mind")
"""The modifiers a stat block gives (RULES-NOTES "The 3D system": Agility and Mind, plus the
d20 family's Strength for melee and unarmed strikes)."""
ATTACK_KINDS = ("melee_weapon", "melee_spell", "ranged_weapon", "ranged_spell", "heal")
ACTION_COSTS = ("action", "bonus")
DAMAGE_TYPES = ("bludgeoning", "piercing", "slashing", "fire", "cold", "lightning", "poison",
                "necrotic", "radiant", "thunder", "psychic", "acid", "force")
DIE_SIDES = (4, 6, 8, 10, 12)
TIE_RULES = ("agility", "reroll", "players_first", "choose")
"""How tied initiative is settled (003 Initiative): the highest Agility (the default), a fresh
Agility check among the tied, player characters first, or each side choosing among its own."""


@dataclass(frozen=True, slots=True)
class Ability:
    """An attack (or a heal) a creature can use. Ranges and reach are in feet; `normal` and
    `long` are a ranged attack's two ranges (`long` 0: a single range, no shooting past it)."""
    id: str
    name: str
    kind: str = "melee_weapon"
    cost: str = "action"
    uses: str = "strength"
    """The characteristic added to the attack roll and the damage."""
    bonus: int = 0
    """Extra to hit (training with the weapon)."""
    dice: int = 1
    sides: int = 6
    damage_type: str = "slashing"
    reach: int = 5
    normal: int = 0
    long: int = 0
    text: str = ""

    @property
    def melee(self) -> bool:
        return self.kind.startswith("melee")

    @property
    def ranged(self) -> bool:
        return self.kind.startswith("ranged")

    @property
    def heal(self) -> bool:
        return self.kind == "heal"

    @property
    def farthest(self) -> int:
        """The farthest it reaches, in feet."""
        return self.reach if self.melee else max(self.normal, self.long)

    def describe_range(self) -> str:
        if self.melee:
            return f"reach {self.reach} ft"
        return f"range {self.normal}/{self.long} ft" if self.long else f"range {self.normal} ft"

    def describe_damage(self, mod: int = 0) -> str:
        extra = f" {mod:+d}" if mod else ""
        word = "healing" if self.heal else self.damage_type
        return f"{self.dice}d{self.sides}{extra} {word}"


@dataclass(frozen=True, slots=True)
class CreatureTemplate:
    """A stat block: characteristic modifiers, armor rating, hit points, speeds in feet, size,
    and what it can do. `kind` "hero" creatures fall dying at 0 hit points; others die."""
    id: str
    name: str
    kind: str
    strength: int
    agility: int
    mind: int
    armor: int
    hp: int
    speed: int = 30
    fly: int = 0
    burrow: int = 0
    size: str = "1M"
    abilities: tuple[str, ...] = ()
    stealth: int = 0
    text: str = ""


@dataclass(frozen=True, slots=True)
class Encounter:
    """A fight: who takes part, on which shipped map (`map`, a file stem), who lies in wait
    (`ambush`: a side that tries to take the other by surprise, 003 Surprise) and how tied
    initiative is settled (`tie_rule`)."""
    id: str
    name: str
    text: str
    slots: tuple[EncounterSlot, ...]
    map: str = ""
    zones: bool = False
    ambush: str = ""
    tie_rule: str = "agility"
