"""Draw Steel content as plain frozen dataclasses: abilities, creature templates, encounters.

The TOML files in `data/` are read into these by `content.py`; the rest of the ruleset only ever
sees these types. See docs/content-format.md for the file format.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..objectives.model import Objective

ACTION_TYPES = ("main", "maneuver", "move", "triggered", "free_triggered", "free_maneuver",
                "villain")
"""A "villain" ability is a leader's or solo's villain action, used only as one (director/)."""
DISTANCE_KINDS = ("melee", "ranged", "burst", "cube", "line", "self")
TARGET_KINDS = ("creature", "creature_or_object", "enemy", "ally", "self",
                "each_enemy", "each_ally", "each_creature")
FORCED_KINDS = ("push", "pull", "slide")
DAMAGE_TYPES = ("untyped", "acid", "cold", "corruption", "fire", "holy", "lightning",
                "poison", "psychic", "sonic")
CONDITIONS = ("bleeding", "dazed", "frightened", "grabbed", "prone", "restrained", "slowed",
              "taunted", "weakened")
LASTING_EFFECTS = ("invisible", "marked")
"""Lasting effects that are not conditions but are kept and timed like them (000 Concealment >
Invisible Creatures)."""
DURATIONS = ("eot", "save", "end_of_encounter", "until_removed")
SPECIAL_EFFECTS = ("grab", "grab_after_strike", "escape", "escape_after_strike")
"""Effects with rules of their own: grabbing, and escaping a grab (000 Maneuvers > Grab, Escape Grab)."""
CHAR_LETTERS = {"M": "might", "A": "agility", "R": "reason", "I": "intuition", "P": "presence"}


@dataclass(frozen=True, slots=True)
class Distance:
    kind: str = "melee"
    reach: int = 1
    within: int = 0
    width: int = 1

    def describe(self) -> str:
        if self.kind in ("melee", "ranged"):
            return f"{self.kind.title()} {self.reach}"
        if self.kind == "burst":
            return f"{self.reach} burst"
        if self.kind == "cube":
            return f"{self.reach} cube within {self.within}"
        if self.kind == "line":
            return f"{self.reach} x {self.width} line within {self.within}"
        return "Self"


@dataclass(frozen=True, slots=True)
class Targeting:
    kind: str = "creature"
    count: int = 1

    def describe(self) -> str:
        names = {"creature": "creature", "creature_or_object": "creature or object",
                 "enemy": "enemy", "ally": "ally"}
        if self.kind in names:
            noun = names[self.kind]
            return f"{'One' if self.count == 1 else self.count} {noun}{'s' if self.count > 1 else ''}"
        return {"self": "Self", "each_enemy": "Each enemy in the area",
                "each_ally": "Each ally in the area",
                "each_creature": "Each creature in the area"}[self.kind]


@dataclass(frozen=True, slots=True)
class ForcedMove:
    kind: str
    distance: int
    vertical: bool = False


@dataclass(frozen=True, slots=True)
class Potency:
    """The effect lands only if the target's `characteristic` is below `value`.

    `value` may be a number or one of "weak", "average", "strong" (the user's highest
    characteristic -2, -1 or +0).
    """
    characteristic: str
    value: int | str


@dataclass(frozen=True, slots=True)
class ConditionEffect:
    name: str
    duration: str = "eot"
    potency: Potency | None = None


@dataclass(frozen=True, slots=True)
class Effect:
    """What one tier (or an ability's always-on effect) does to each target."""
    damage: int = 0
    damage_characteristic: str = ""
    damage_type: str = "untyped"
    forced: ForcedMove | None = None
    conditions: tuple[ConditionEffect, ...] = ()
    temporary_stamina: int = 0
    text: str = ""
    special: str = ""
    heal: int = 0
    """Stamina the target regains (never above its maximum)."""
    spend_recovery: bool = False
    """The target may spend a Recovery to regain its recovery value (a hero with one left)."""
    halve_damage: bool = False
    """The damage the answered ability deals the target is halved, before immunity (for
    abilities that fire on 'ally_targeted' or 'targeted')."""
    lower_max_stamina: int = 0
    """The target's Stamina maximum drops by this much for the rest of the encounter."""
    gain_resource: int = 0
    """Heroic resource the target gains (heroes only)."""
    gain_surges: int = 0
    """Surges the target gains (heroes only)."""
    teleport: int = 0
    """The user teleports the target up to this many squares (000 Movement Types > Teleport)."""
    shift: int = 0
    """The target may shift up to this many squares at once (its side picks where)."""
    move: int = 0
    """The target may move up to this many squares at once, provoking as any move does."""
    ignore_slowed: bool = False
    """The granted move or shift works even while the target is slowed."""
    grant_strike: bool = False
    """The target may at once make a free strike against a creature it can reach."""
    summon: str = ""
    """The id of a creature stat block the user calls onto the board, on its side, next to the
    target (next to itself for a self ability)."""
    mark: bool = False
    """The target is marked by the user until the encounter ends (a new mark moves it): the
    user and its allies gain an edge on abilities against it."""

    @property
    def deals_damage(self) -> bool:
        return self.damage > 0 or bool(self.damage_characteristic)

    @property
    def supports(self) -> bool:
        """Does it heal, restore or grant something (or halve or sap Stamina)?"""
        return bool(self.heal or self.spend_recovery or self.halve_damage or self.lower_max_stamina
                    or self.gain_resource or self.gain_surges or self.shift or self.move
                    or self.grant_strike or self.mark or bool(self.summon))


@dataclass(frozen=True, slots=True)
class ZoneSpec:
    """Ground an ability leaves behind (000 Forced Movement > "When a Creature Moves..."):
    whoever it `affects` suffers `effect` on entering it or starting a turn in it."""
    name: str
    effect: Effect
    affects: str = "enemies"
    lasts: str = "next_round"


ZONE_AFFECTS = ("enemies", "allies", "all")
ZONE_LASTS = ("next_round", "end_of_encounter", "aura")
"""How long a zone lasts; an "aura" moves with its owner and lasts until the encounter ends or
the owner falls."""
ABILITY_FIRES_ON = ("", "death", "ally_targeted", "targeted", "damaged", "ally_damaged",
                    "enemy_adjacent")
"""When a triggered ability comes into play: on its owner's death (resolves by itself), when an
enemy's ability targets an ally near the owner or the owner itself, when another creature's
ability damages the owner, when an enemy's ability damages an ally near the owner, or when an
enemy moves into a square adjacent to the owner."""
RESPOND_TO = ("source", "target")
"""Whom an offered triggered ability is aimed at: the creature that set it off, or the creature
that was targeted or damaged."""


@dataclass(frozen=True, slots=True)
class Ability:
    id: str
    name: str
    action: str = "main"
    keywords: tuple[str, ...] = ()
    distance: Distance = Distance()
    target: Targeting = Targeting()
    characteristics: tuple[str, ...] = ()
    tiers: tuple[Effect, Effect, Effect] | None = None
    effect: Effect | None = None
    cost: int = 0
    signature: bool = False
    trigger: str = ""
    text: str = ""
    zone: ZoneSpec | None = None
    fires_on: str = ""
    trigger_range: int = 1
    respond_to: str = "source"
    level: int = 1
    """The hero level from which a hero has this ability (1 to 3)."""
    malice: int = 0
    """What it costs in the Director's Malice (monsters only; director/pool.py)."""

    @property
    def rolls(self) -> bool:
        return self.tiers is not None

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords

    @property
    def is_strike(self) -> bool:
        return "strike" in self.keywords

    @property
    def deals_damage(self) -> bool:
        if self.tiers and any(t.deals_damage for t in self.tiers):
            return True
        return bool(self.effect and self.effect.deals_damage)


@dataclass(frozen=True, slots=True)
class CreatureTemplate:
    """A hero or monster stat block, ready to be placed on a board."""
    id: str
    name: str
    kind: str = "monster"
    level: int = 1
    size: str = "1M"
    speed: int = 5
    movement: tuple[str, ...] = ("walk",)
    stability: int = 0
    stamina: int = 10
    recoveries: int = 0
    characteristics: dict[str, int] = field(default_factory=dict)
    free_strike: int = 0
    immunities: dict[str, int] = field(default_factory=dict)
    weaknesses: dict[str, int] = field(default_factory=dict)
    abilities: tuple[str, ...] = ()
    role: str = ""
    organization: str = ""
    ev: int = 0
    resource_name: str = ""
    resource_per_turn: int = 0
    resource_die: int = 0
    resource_gains: dict[str, int] = field(default_factory=dict)
    resource_floor: int = 0
    victories: int = 0
    text: str = ""
    consumables: dict[str, int] = field(default_factory=dict)
    with_captain: dict[str, int] = field(default_factory=dict)
    """A minion's benefit while a captain leads its squad (minions/captain.py)."""
    malice_features: tuple[str, ...] = ()
    villain_actions: tuple[str, ...] = ()
    traits: tuple[str, ...] = ()

    @property
    def hero(self) -> bool:
        return self.kind == "hero"


CONSUMABLE_HEALS = ("recovery",)
"""What a consumable can restore: `recovery` is Stamina equal to the drinker's recovery value,
without spending a Recovery."""


@dataclass(frozen=True, slots=True)
class ConsumableTemplate:
    """A consumable treasure (000 Maneuvers > Use Consumable), such as a healing potion."""
    id: str
    name: str
    heal: str = "recovery"
    text: str = ""


TEMPERAMENTS = ("steady", "cautious", "bold")
"""How the AI may play a creature (rules/drawsteel/role_advice.py)."""


@dataclass(frozen=True, slots=True)
class EncounterSlot:
    creature: str
    side: str
    count: int = 1
    label: str = ""
    captain: str = ""
    """For a slot of minions: the label of the slot whose creature leads their squad."""
    group: str = ""
    """The Director's group its creatures act with (000 Enemies Act In Groups)."""
    temperament: str = ""
    """How its creatures fight when the AI plays them: cautious, steady or bold ("" for the
    encounter's word; rules/drawsteel/role_advice.py)."""


@dataclass(frozen=True, slots=True)
class Encounter:
    id: str
    name: str
    slots: tuple[EncounterSlot, ...]
    board: str = ""
    text: str = ""
    map: str = ""
    """The shipped map (a file stem in maps/) the encounter is fought on by default."""
    objectives: tuple[Objective, ...] = ()
    """What its sides set out to do (000 Objective Endings)."""
    difficulty: str = ""
    """The difficulty its author declares (easy, standard, hard, extreme; "" for none); the
    budget (content/budget.py) must agree with it for the encounter's own heroes at level 1."""
    temperament: str = ""
    """How the AI plays its monsters: cautious, steady or bold ("" for steady)."""
