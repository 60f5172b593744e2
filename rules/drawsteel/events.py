"""Events only Draw Steel produces: abilities used and power rolls made."""
from __future__ import annotations

from typing import ClassVar

from ..core.events import Event, event


@event
class AbilityUsed(Event):
    kind: ClassVar[str] = "ability_used"
    creature: str
    ability: str
    name: str
    targets: tuple
    cost: int = 0


@event
class PowerRolled(Event):
    """One power roll: the dice, the bonus, and per target the edges, banes, total and tier."""
    kind: ClassVar[str] = "power_rolled"
    creature: str
    ability: str
    dice: tuple
    bonus: int
    results: tuple
    critical: bool = False


@event
class TierChosen(Event):
    kind: ClassVar[str] = "tier_chosen"
    creature: str
    tier: int


@event
class ResourceChanged(Event):
    """A hero gained (`amount` > 0) or spent heroic resource; `total` is what it has now, and
    `why` says what earned it."""
    kind: ClassVar[str] = "resource_changed"
    creature: str
    resource: str
    amount: int
    total: int
    why: str = ""


@event
class TestMade(Event):
    """A test (not an ability roll): what for, the characteristic, dice, total and tier."""
    kind: ClassVar[str] = "test_made"
    creature: str
    purpose: str
    characteristic: str
    dice: tuple
    bonus: int
    edges: int
    banes: int
    total: int
    tier: int
    why: tuple = ()


@event
class FallingFar(Event):
    """A long fall in progress: the creature dropped from `start` to `now`, `remaining` to go."""
    kind: ClassVar[str] = "falling_far"
    creature: str
    start: tuple
    now: tuple
    remaining: int


@event
class ZoneCreated(Event):
    """An ability left a zone on these cells; `ends_round` 0 means it lasts the encounter;
    `aura` means it moves with its owner."""
    kind: ClassVar[str] = "zone_created"
    owner: str
    name: str
    cells: tuple
    ends_round: int = 0
    aura: bool = False


@event
class ZoneEnded(Event):
    kind: ClassVar[str] = "zone_ended"
    owner: str
    name: str


@event
class ConsumableUsed(Event):
    """`creature` used up one `item` on `target` (itself or a willing adjacent creature)."""
    kind: ClassVar[str] = "consumable_used"
    creature: str
    item: str
    name: str
    target: str
    left: int


@event
class ForceAbsorbed(Event):
    """A burrower dug in under the ground was force moved sideways: it stays at `at` and takes
    1 damage for each of the `squares` it would have moved (000 Burrowing Forced Movement)."""
    kind: ClassVar[str] = "force_absorbed"
    creature: str
    source: str
    movement: str
    at: tuple
    squares: int


@event
class TriggerUsed(Event):
    """A creature answers a trigger with one of its triggered abilities (`free` if it does not
    count against its one triggered action per round)."""
    kind: ClassVar[str] = "trigger_used"
    creature: str
    ability: str
    name: str
    trigger: str
    free: bool = False


@event
class SurgesChanged(Event):
    """A hero gains (`amount` > 0) or spends surges; `total` is what it has left."""
    kind: ClassVar[str] = "surges_changed"
    creature: str
    amount: int
    total: int
    reason: str = ""


@event
class Hid(Event):
    """A creature used the Hide maneuver and is now hidden from these enemies."""
    kind: ClassVar[str] = "hid"
    creature: str
    observers: tuple


@event
class Revealed(Event):
    """A hidden creature is no longer hidden from these observers, and why."""
    kind: ClassVar[str] = "revealed"
    creature: str
    observers: tuple
    reason: str


@event
class ConcealmentChanged(Event):
    """A creature moved into (or out of) obscuring squares such as fog or darkness."""
    kind: ClassVar[str] = "concealment_changed"
    creature: str
    concealed: bool


@event
class TemporaryStaminaGained(Event):
    """`creature` now has `total` temporary Stamina (pools never stack: the larger one is kept,
    so `total` may equal what it had)."""
    kind: ClassVar[str] = "temporary_stamina_gained"
    creature: str
    amount: int
    total: int
    source: str = ""


@event
class TemporaryStaminaLost(Event):
    """`creature`'s `amount` of temporary Stamina faded when the encounter ended."""
    kind: ClassVar[str] = "temporary_stamina_lost"
    creature: str
    amount: int


@event
class Summoned(Event):
    """`by` called `creature` (from the stat block `template`) onto the board at `at`, on its side."""
    kind: ClassVar[str] = "summoned"
    creature: str
    by: str
    template: str
    at: tuple


@event
class DamageHalved(Event):
    """`creature` took half of the `amount` an ability dealt it (`halved` is what was left, before
    immunity), thanks to `source`'s response."""
    kind: ClassVar[str] = "damage_halved"
    creature: str
    amount: int
    halved: int
    source: str = ""


@event
class StaminaMaximumLowered(Event):
    """`creature`'s Stamina maximum dropped by `amount` for the encounter; it can now have at
    most `cap` Stamina."""
    kind: ClassVar[str] = "stamina_maximum_lowered"
    creature: str
    amount: int
    cap: int
    source: str = ""


@event
class GotOn(Event):
    """A creature mounted (`how` = "ride") or climbed onto (`how` = "climb") a bigger one and
    now sits in the square(s) at `at`, inside its carrier's space."""
    kind: ClassVar[str] = "got_on"
    creature: str
    carrier: str
    how: str
    at: tuple


@event
class GotOff(Event):
    """A creature stopped riding or clinging to its carrier (it climbed down, was thrown...)."""
    kind: ClassVar[str] = "got_off"
    creature: str
    carrier: str
    reason: str
