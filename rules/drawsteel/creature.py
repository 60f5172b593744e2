"""A Draw Steel creature: the engine's shared `Creature` plus Draw Steel's statistics block
(Stamina, characteristics, speed and stability, a hero's Recoveries, resource and surges, a
monster's free strike, role and organization ...)."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..core.creature import Creature

CHARACTERISTICS = ("might", "agility", "reason", "intuition", "presence")
IMMUNE_ALL = 1_000_000
"""An immunity of "all" is stored as this large number."""


@dataclass(slots=True)
class DrawSteelCreature(Creature):
    max_stamina: int = 10
    stamina: int = 10
    temp_stamina: int = 0
    speed: int = 5
    stability: int = 0
    characteristics: dict[str, int] = field(default_factory=dict)
    hero: bool = False
    level: int = 1
    recoveries: int = 0
    free_strike: int = 0
    immunities: dict[str, int] = field(default_factory=dict)
    weaknesses: dict[str, int] = field(default_factory=dict)
    role: str = ""
    organization: str = ""
    ev: int = 0
    resource_name: str = ""
    resource: int = 0
    resource_per_turn: int = 0
    resource_die: int = 0
    """Sides of the die rolled for resource at the start of each turn (0: none)."""
    resource_gains: dict[str, int] = field(default_factory=dict)
    """Class triggers and what each pays (heroes/class_resources.py)."""
    resource_floor: int = 0
    """How far below 0 the resource may be spent (0 for most classes)."""
    surges: int = 0
    victories: int = 0
    max_stamina_lowered: int = 0
    """How far effects have lowered the Stamina maximum this encounter (healing stops there)."""
    triggered_used: bool = False
    squad: str = ""
    """The minion squad this creature belongs to ('' for none; minions/squad.py)."""
    captain_of: str = ""
    """The squad this creature leads as its captain ('' for none)."""
    with_captain: dict[str, int] = field(default_factory=dict)
    """A minion's benefit while a captain leads its squad (minions/captain.py)."""
    squad_pool: int = 0
    squad_max: int = 0
    """The squad's shared Stamina pool and its full size, kept on each member for its bar."""
    group: str = ""
    """The Director's group it acts with (rules/drawsteel/director/groups.py); "" for none."""
    villain_actions: tuple[str, ...] = ()
    """Ability ids of a leader's or solo's villain actions (director/villain_actions.py)."""
    malice_features: tuple[str, ...] = ()
    """Ids of its own Malice features, on top of the basic ones (director/malice_features.py)."""
    traits: tuple[str, ...] = ()
    """Leader and solo traits (director/traits.py)."""

    def char(self, name: str) -> int:
        return self.characteristics.get(name, 0)

    @property
    def winded_value(self) -> int:
        return self.max_stamina // 2

    @property
    def recovery_value(self) -> int:
        """A third of the Stamina maximum. Director-controlled creatures have no Recoveries, but
        when a hero's help would let one spend a Recovery it regains this same third (000
        Stamina > Director-Controlled Creatures > No Recoveries)."""
        return self.max_stamina // 3

    @property
    def stamina_cap(self) -> int:
        """The most Stamina the creature can have now: its maximum, less any lowering."""
        return max(1, self.max_stamina - self.max_stamina_lowered)

    @property
    def winded(self) -> bool:
        """Minions are never winded (RULES-NOTES Minions)."""
        return self.stamina <= self.winded_value and not self.dead and self.organization != "minion"

    @property
    def dying(self) -> bool:
        return self.hero and self.stamina <= 0 and not self.dead
