"""Events only Olde Swords Reign produces: declarations, d20 rolls against AC or a DC, damage
rolls, fumbles, the dying table and opportunity attacks. Hit points lost are also told as the
shared `Damaged` (so bars animate), dying as `StateChanged`, death as `Died`."""
from __future__ import annotations

from typing import ClassVar

from ..core.events import Event, event


@event
class FirstContact(Event):
    """001 Combat Order: a hero's d20 + DEX against DC 12; `passed` heroes act first."""
    kind: ClassVar[str] = "os_first_contact"
    creature: str
    d20: int
    total: int
    passed: bool


@event
class PhaseStarted(Event):
    """A side begins to declare (`first` is the first-contact phase of the heroes who passed)."""
    kind: ClassVar[str] = "os_phase"
    side: str
    first: bool = False


@event
class Declared(Event):
    """One creature's declaration: where it moves (`to`, empty to stay) and its action."""
    kind: ClassVar[str] = "os_declared"
    creature: str
    to: tuple
    action: str
    target: str = ""
    ability: str = ""


@event
class DeclarationLost(Event):
    """A declared action that cannot happen when its turn to resolve comes (why says why)."""
    kind: ClassVar[str] = "os_declaration_lost"
    creature: str
    action: str
    why: str


@event
class D20Rolled(Event):
    """A d20 roll: attack (against AC), save or check (against a DC). `edge` is the net number of
    EDGE (+) or SETBACK (-) d6 rolled (`d6s`), `reasons` why."""
    kind: ClassVar[str] = "os_d20"
    creature: str
    purpose: str
    d20: int
    bonus: int
    d6s: tuple
    edge: int
    total: int
    against: int
    success: bool
    reasons: tuple = ()
    target: str = ""


@event
class DamageRolled(Event):
    kind: ClassVar[str] = "os_damage"
    attacker: str
    target: str
    ability: str
    dice: tuple
    bonus: int
    total: int
    critical: bool = False


@event
class Fumbled(Event):
    """A natural 1: `what` is "drop", "slip" or "ally" (001 Attacks & Damage, chosen by a d6)."""
    kind: ClassVar[str] = "os_fumble"
    creature: str
    what: str
    ally: str = ""


@event
class WeaponLanded(Event):
    """A disarmed or fumbled weapon lies on the board at `at` (`feet` it flew; 0: dropped)."""
    kind: ClassVar[str] = "os_weapon_landed"
    owner: str
    at: tuple
    feet: int = 0


@event
class DyingRolled(Event):
    """The dying table (001 Death & Dying): 2d6 minus Fatigue and the row it lands on."""
    kind: ClassVar[str] = "os_dying"
    creature: str
    dice: tuple
    fatigue: int
    total: int
    row: str


@event
class FatigueGained(Event):
    kind: ClassVar[str] = "os_fatigue"
    creature: str
    fatigue: int
    why: str


@event
class OpportunityAttack(Event):
    kind: ClassVar[str] = "os_opportunity"
    attacker: str
    target: str


@event
class Broke(Event):
    """The foes' nerve broke (rules-decisions: when their leader falls or half of them are down)."""
    kind: ClassVar[str] = "os_broke"
    side: str
    why: str


@event
class Readied(Event):
    """001 Combat Actions, Ready: `creature` holds `ability` back until `trigger` happens."""
    kind: ClassVar[str] = "os_readied"
    creature: str
    trigger: str
    ability: str


@event
class ReadyFired(Event):
    """The trigger of a readied action happened: `creature` acts on `target` now."""
    kind: ClassVar[str] = "os_ready_fired"
    creature: str
    target: str
    trigger: str


@event
class FreeAction(Event):
    """A free action taken alongside the move and the action (001 Combat Actions): `what` is
    "pick_up", "draw" or "potion"."""
    kind: ClassVar[str] = "os_free_action"
    creature: str
    what: str
    ability: str = ""


@event
class Improvised(Event):
    """001 Combat Actions, Improvise: the stunt tried (`stunt`) and whether it came off."""
    kind: ClassVar[str] = "os_improvised"
    creature: str
    stunt: str
    target: str = ""
    success: bool = False


@event
class HazardHurt(Event):
    """Harm from the board, not a blow: a fall (`cause` "fall") or burning ground ("burning")."""
    kind: ClassVar[str] = "os_hazard"
    creature: str
    cause: str
    dice: tuple
    total: int
