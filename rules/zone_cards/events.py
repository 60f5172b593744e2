"""Events only this ruleset produces. A creature broken by Harm is also told as the shared
`StateChanged`; one who runs off as `LeftTheFight`."""
from __future__ import annotations

from typing import ClassVar

from ..core.events import Event, event


@event
class CardsDrawn(Event):
    """Initiative cards drawn by one holder (a creature or a group sharing one card); `kept` the
    cards it keeps, `returned` extras put back in the deck (an ambush's extra draw)."""
    kind: ClassVar[str] = "zc_cards"
    holders: tuple
    kept: tuple
    returned: tuple = ()


@event
class TurnOrder(Event):
    """The order of turns: (card, creature ids) pairs, lowest card first."""
    kind: ClassVar[str] = "zc_order"
    order: tuple


@event
class CardsSwapped(Event):
    """Two creatures traded initiative cards; `why` is "agreed", "outmaneuvered" or "defended"."""
    kind: ClassVar[str] = "zc_swap"
    first: str
    second: str
    first_card: int
    second_card: int
    why: str


@event
class PoolRolled(Event):
    """A pool of d6 rolled for an action: every die, the successes (sixes), and what it was for."""
    kind: ClassVar[str] = "zc_pool"
    creature: str
    action: str
    dice: tuple
    successes: int
    purpose: str
    needed: int = 0


@event
class AttackDeclared(Event):
    kind: ClassVar[str] = "zc_declared"
    attacker: str
    target: str
    maneuver: str
    name: str


@event
class ReactionChosen(Event):
    """A reaction committed before the roll (`reaction` '' when the defender lets it come)."""
    kind: ClassVar[str] = "zc_reaction"
    creature: str
    reaction: str
    against: str


@event
class AttackResolved(Event):
    """Attack successes, minus the defender's, against the successes needed."""
    kind: ClassVar[str] = "zc_attack"
    attacker: str
    target: str
    name: str
    attack: int
    defence: int
    needed: int
    hit: bool
    harm: int = 0
    reasons: tuple = ()


@event
class HarmTaken(Event):
    """Harm suffered: `level` asked for, `row` where it landed (heroes), `points` now (NPCs and
    beasts), `left` how much more it can take before breaking (the bar)."""
    kind: ClassVar[str] = "zc_harm"
    creature: str
    harm: str
    level: int
    row: str
    points: int
    left: int
    source: str = ""


@event
class Broken(Event):
    kind: ClassVar[str] = "zc_broken"
    creature: str
    harm: str


@event
class Restrained(Event):
    kind: ClassVar[str] = "zc_restrained"
    creature: str
    holder: str
    gagged: bool = False


@event
class Freed(Event):
    kind: ClassVar[str] = "zc_freed"
    creature: str
    holder: str


@event
class ZoneMoved(Event):
    kind: ClassVar[str] = "zc_zone_moved"
    creature: str
    start: str
    end: str
    why: str = ""


@event
class ManeuverDone(Event):
    """A maneuver with no roll (draw a weapon, stand, take cover, shout ...)."""
    kind: ClassVar[str] = "zc_maneuver"
    creature: str
    maneuver: str
    detail: str = ""


@event
class FleeResult(Event):
    kind: ClassVar[str] = "zc_flee"
    creature: str
    toward: str
    escaped: bool
    chaser: str = ""


@event
class Ambush(Event):
    kind: ClassVar[str] = "zc_ambush"
    side: str
    sneak: int
    watch: int
    won: bool


@event
class FireChanged(Event):
    """Catching fire (`intensity` > 0), or the flames put out (0)."""
    kind: ClassVar[str] = "zc_fire"
    creature: str
    intensity: int
    progress: int = 0


@event
class PoisonChanged(Event):
    kind: ClassVar[str] = "zc_poison"
    creature: str
    next_harm: int
    why: str = ""


@event
class FearFaced(Event):
    kind: ClassVar[str] = "zc_fear"
    creature: str
    source: str
    fear: int
    successes: int
    passed: bool
    position: str
