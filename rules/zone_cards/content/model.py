"""Content of the card-initiative zone system as frozen dataclasses: weapons and other attacks,
creature templates and encounters. `loader.py` reads the TOML files in `data/` into these."""
from __future__ import annotations

from dataclasses import dataclass

SIDES = ("heroes", "monsters")
ABILITY_KINDS = ("melee", "ranged", "spell", "breath")
DEFAULT_ACTION = {"melee": "strike", "ranged": "shoot", "spell": "cast", "breath": "force"}
MAX_CARDS = 10


@dataclass(frozen=True, slots=True)
class Ability:
    """A weapon or another way to hurt: the action its pool uses, gear dice, damage (levels of
    Harm), the range band in zones (`low`-`high`), and what else a hit does: set on fire
    (`fire` intensity), poison (`poison` toxicity). A spell is resisted with `resist`."""
    id: str
    name: str
    kind: str = "melee"
    action: str = "strike"
    bonus: int = 0
    damage: int = 1
    harm: str = "physical"
    low: int = 0
    high: int = 0
    fire: int = 0
    poison: int = 0
    resist: str = "endure"
    text: str = ""

    @property
    def melee(self) -> bool:
        return self.kind == "melee"

    def describe_range(self) -> str:
        return "close" if self.melee else f"range {self.low}-{self.high} zones"


@dataclass(frozen=True, slots=True)
class CreatureTemplate:
    id: str
    name: str
    kind: str
    body: int
    agility: int
    wits: int
    heart: int
    skills: tuple = ()
    """(action, dice) pairs."""
    weapons: tuple[str, ...] = ()
    armor: int = 0
    toughness: int = 3
    cards: int = 1
    sees_dark: bool = False
    fear: int = 0
    antidotes: int = 0
    size: str = "1M"
    text: str = ""

    @property
    def abilities(self) -> tuple[str, ...]:
        return self.weapons


@dataclass(frozen=True, slots=True)
class Slot:
    """One encounter line; `one_card`: the whole group draws a single initiative card."""
    creature: str
    side: str
    count: int = 1
    label: str = ""
    one_card: bool = False


@dataclass(frozen=True, slots=True)
class Encounter:
    """A fight: its map, who lies in wait (`ambush`, with a Sneak test unless `sure_ambush`),
    how grim the Fear tests are (`position`) and whether the heroes come to it worn out."""
    id: str
    name: str
    text: str
    slots: tuple[Slot, ...]
    map: str = ""
    ambush: str = ""
    sure_ambush: bool = False
    position: str = "risky"
    weary: bool = False
