"""Events only Brighter Worlds produces: attacks, damage rolls against Armor and Grit, saves,
Wounds and risky moves. Grit lost is also told as the shared `Damaged` (so bars and numbers
animate), incapacitation as `StateChanged`, death as `Died`, flight as `LeftTheFight`."""
from __future__ import annotations

from typing import ClassVar

from ..core.events import Event, event


@event
class AttackMade(Event):
    kind: ClassVar[str] = "bw_attack"
    attacker: str
    attack: str
    name: str
    targets: tuple


@event
class DamageRolled(Event):
    """One target's damage roll (004 Attacking): the dice kept, Armor taken off, Grit lost and
    what went through as Direct Damage. `mode` is "enhanced", "impaired" or ""."""
    kind: ClassVar[str] = "bw_damage_rolled"
    attacker: str
    target: str
    rolled: tuple
    kept: int
    mode: str
    reasons: tuple
    armor: int
    grit_lost: int
    grit: int
    direct: int
    attribute: str


@event
class SaveMade(Event):
    """A save: roll the attribute die (`mode` as for damage) against `needs`: pass on `needs`
    or more. `why` says what it was for ("direct damage", "morale", "fall")."""
    kind: ClassVar[str] = "bw_save"
    creature: str
    attribute: str
    die: int
    mode: str
    roll: int
    needs: int
    passed: bool
    why: str
    reasons: tuple = ()


@event
class OpposedSave(Event):
    """Two saves against each other: the higher wins; a tie goes to `resister`."""
    kind: ClassVar[str] = "bw_opposed_save"
    actor: str
    resister: str
    attribute: str
    actor_roll: int
    resister_roll: int
    actor_won: bool
    why: str


@event
class Wounded(Event):
    """An attribute die stepped down (004 Wound); `overflow` when Direct Damage reached the
    die's highest face (004 Overflow Damage)."""
    kind: ClassVar[str] = "bw_wounded"
    creature: str
    attribute: str
    before: int
    after: int
    source: str
    overflow: bool = False
