"""Events only the 3D rules produce. Hit points lost are also told as the shared `Damaged`
(so bars and numbers animate), falling unconscious as `StateChanged`, death as `Died`."""
from __future__ import annotations

from typing import ClassVar

from ..core.events import Event, event


@event
class InitiativeRolled(Event):
    """One Agility check for initiative; `group` are identical creatures sharing it."""
    kind: ClassVar[str] = "td_initiative"
    group: tuple
    faces: tuple
    total: int
    reroll: bool = False


@event
class TurnOrder(Event):
    """The order of turns for the fight: each entry a group acting together."""
    kind: ClassVar[str] = "td_turn_order"
    order: tuple
    tie_rule: str


@event
class CheckRolled(Event):
    """A check: 3D + modifier against a number (`target`); `what` names it."""
    kind: ClassVar[str] = "td_check"
    creature: str
    what: str
    faces: tuple
    kept: tuple
    total: int
    target: int
    passed: bool


@event
class Surprised(Event):
    """A creature that did not notice the hiders (003 Surprise)."""
    kind: ClassVar[str] = "td_surprised"
    creature: str
    awareness: int
    stealth: int


@event
class AttackRolled(Event):
    """An attack roll (003 Attack Rolls): the dice, which three counted, the pool's change
    (`mode`), why, the modifiers and cover added, the total against the armor rating."""
    kind: ClassVar[str] = "td_attack"
    attacker: str
    target: str
    ability: str
    name: str
    faces: tuple
    kept: tuple
    mode: int
    reasons: tuple
    modifier: int
    armor: int
    cover: int
    total: int
    hit: bool
    opportunity: bool = False


@event
class EmptySquare(Event):
    """`attacker` struck at `at`, where it last saw the hidden `target`, and found nobody there:
    an automatic miss (003 Hidden Attackers and Obscured Targets)."""
    kind: ClassVar[str] = "td_empty_square"
    attacker: str
    target: str
    at: tuple


@event
class DeathSave(Event):
    kind: ClassVar[str] = "td_death_save"
    creature: str
    faces: tuple
    total: int
    success: bool
    successes: int
    failures: int


@event
class HealingUsed(Event):
    """A healing ability used on someone (the hit points come next, as the shared `Healed`)."""
    kind: ClassVar[str] = "td_healing"
    user: str
    target: str
    ability: str
    name: str


@event
class Rallied(Event):
    """003 Rally: the benefits of a short rest, once until a long rest."""
    kind: ClassVar[str] = "td_rallied"
    creature: str
    healed: int
    hp: int


@event
class ProvokedAttack(Event):
    """A move gave a foe an opening (003 Opportunity Attacks); `taken` whether it struck."""
    kind: ClassVar[str] = "td_provoked"
    reactor: str
    mover: str
    taken: bool
    why: str = "left its reach"


@event
class ZoneMoved(Event):
    """A move on the zone board: from one zone into another (or under way towards it)."""
    kind: ClassVar[str] = "td_zone_moved"
    creature: str
    start: str
    end: str
    cost: int
    under_way: int = 0


@event
class ZonesLinked(Event):
    """Two zones cut off from each other are joined (grappling hooks thrown)."""
    kind: ClassVar[str] = "td_zones_linked"
    a: str
    b: str
    by: str
