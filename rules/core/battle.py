"""Battle state and the engine loop that drives it by decisions.

The battle advances by running *steps* (small JSON-able dicts on a stack) until a step needs
someone to decide. That step returns a `Decision`; `choose()` hands the answer back to the same
step, which then carries on. Each ruleset names its step kinds and their handlers on its
`Ruleset` object (`rules.core.ruleset`); the battle finds that object by its `ruleset` id.

Step handler contract: `handler(battle, frame, choice)`.
- Called with `choice=None` it either does some work (popping itself and/or pushing further
  steps) and returns None, or returns a Decision *without changing anything*.
- Called with an Option from that decision, it applies it and returns None.
Because asking never changes state, a saved battle rebuilds its pending decision on load.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable

from .board import Board, BoardObject
from .creature import Creature
from .decisions import Decision, Option
from .dice import Dice
from .events import Event
from .geometry import Cell
from .occupancy import Occupancy
from .registry import get_ruleset
from .zones.board import ZoneBoard

AFTER_KEY = "after_step"
"""battle.data key holding frames queued by `Battle.after` (empty whenever a decision waits)."""



class IllegalChoice(ValueError):
    """The answer given is not one of the pending decision's options."""


def _copy_data(value: Any) -> Any:
    """A fast deep copy for JSON-like data (dicts, lists, tuples of plain values): a shallow
    copy at C speed, then only the nested tables and lists copied again."""
    kind = type(value)
    if kind is dict:
        out = value.copy()
        for k, v in value.items():
            if type(v) not in _PLAIN:
                out[k] = _copy_data(v)
        return out
    if kind is list:
        copied = value.copy()
        for i, v in enumerate(value):
            if type(v) not in _PLAIN:
                copied[i] = _copy_data(v)
        return copied
    if isinstance(value, dict):  # a subclass: copied as a plain dict, as always
        return {k: v if type(v) in _PLAIN else _copy_data(v) for k, v in value.items()}
    if isinstance(value, list):
        return [v if type(v) in _PLAIN else _copy_data(v) for v in value]
    return value


_PLAIN = frozenset((str, int, float, bool, type(None), tuple))
"""Values `_copy_data` keeps as they are (tuples included: look-ahead never changes one)."""


@dataclass
class Battle:
    ruleset: str
    board: Board
    creatures: dict[str, Creature]
    sides: list[str]
    dice: Dice
    objects: dict[str, BoardObject] = field(default_factory=dict)
    abilities: dict[str, Any] = field(default_factory=dict)
    round: int = 0
    acted: set[str] = field(default_factory=set)
    current: str = ""
    first_side: str = ""
    turn: dict[str, Any] = field(default_factory=dict)
    data: dict[str, Any] = field(default_factory=dict)
    settings: dict[str, Any] = field(default_factory=dict)
    stack: list[dict] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    winner: str = ""
    zones: ZoneBoard | None = None
    """The battle's zone board when it is fought in zones (see `rules.core.zones`), else None."""
    record: bool = True
    forecast_dice: tuple[int, ...] | None = field(default=None, repr=False)
    """Look-ahead only: dice the next power roll uses instead of rolling (never saved)."""
    cache: dict[Any, Any] = field(default_factory=dict, repr=False)
    """Derived results (reachable squares...) valid until the next choice; never saved."""
    _pending: Decision | None = field(default=None, repr=False)

    # ------------------------------------------------------------------ the loop
    @property
    def rules(self) -> Any:
        """The ruleset this battle is fought under: its `rules.core.ruleset.Ruleset`.

        Typed loosely on purpose: the contract's own signatures name `Battle`, so naming the
        contract here would tie the two modules into an import cycle. Callers that want the
        checked type annotate `rules: Ruleset = battle.rules`."""
        return get_ruleset(self.ruleset)

    @property
    def over(self) -> bool:
        return bool(self.winner)

    def pending(self) -> Decision | None:
        """The decision the battle waits on, or None once combat has ended."""
        if self._pending is None or AFTER_KEY in self.data:  # else `advance` would do nothing
            self.advance()
        return self._pending

    def advance(self) -> None:
        if AFTER_KEY in self.data:
            self._run_after()
        if self._pending is not None:  # a decision already waits: nothing runs
            return
        rules = self.rules
        end_check, steps = rules.check_end, rules.steps
        while self._pending is None and self.stack and not self.winner:
            frame = self.stack[-1]
            handler = steps.get(frame["step"])
            if handler is None:
                raise RuntimeError(f"no handler for step {frame['step']!r}")
            result = handler(self, frame, None)
            if AFTER_KEY in self.data:
                self._run_after()
            if result is not None:
                self._pending = result
                break
            ended = end_check(self)
            if ended:
                self.finish(*ended)

    def choose(self, option: Option | int | str) -> list[Event]:
        """Answer the pending decision; returns the events this produced."""
        decision = self.pending()
        if decision is None:
            raise IllegalChoice("the battle is over; there is nothing to decide")
        chosen = self._match(decision, option)
        start = len(self.events)
        frame = self.stack[-1]
        self._pending = None
        rules = self.rules
        rules.steps[frame["step"]](self, frame, chosen)
        if AFTER_KEY in self.data:
            self._run_after()
        if not self.winner:
            ended = rules.check_end(self)
            if ended:
                self.finish(*ended)
        self.cache.clear()
        self.advance()
        return self.events[start:]

    @staticmethod
    def _match(decision: Decision, option: Option | int | str) -> Option:
        if isinstance(option, int):
            if not 0 <= option < len(decision.options):
                raise IllegalChoice(f"option {option} out of range 0..{len(decision.options) - 1}")
            return decision.options[option]
        if isinstance(option, str):
            found = decision.find(option)
            if found is None:
                raise IllegalChoice(f"no option matches {option!r} for {decision.kind}")
            return found
        if decision.listed_in_part(option):  # look-ahead playing out a blow from where it stands
            return option
        options = decision.options
        for opt in reversed(options):  # the same object either way; look-ahead plays abilities,
            if opt is option:  # which come after the many moves
                return opt
        for opt in options:
            if opt == option:
                return opt
        raise IllegalChoice(f"{option.label or option.key} is not a legal option for {decision.kind}")

    def reconsider(self) -> None:
        """Drop the decision being asked: the next `pending` runs the steps on the stack again
        (a what-if that pushed a step onto a copy asks that step first; steps never change
        state while asking, so with nothing pushed the same decision comes back)."""
        self._pending = None

    def finish(self, winner: str, reason: str) -> None:
        from .events import CombatEnded
        if not self.winner:
            self.winner = winner
            self.stack.clear()
            self._pending = None
            self.rules.on_end(self)
            self.emit(CombatEnded(winner, reason))

    # ------------------------------------------------------------------ events
    def emit(self, ev: Event) -> None:
        if self.record:
            self.events.append(ev)

    def push(self, frame: dict) -> None:
        self.stack.append(frame)

    def pop(self) -> dict:
        return self.stack.pop()

    def after(self, frame: dict) -> None:
        """Run this step as soon as the step handler now running returns, before anything it
        pushed (for work that may ask a question in the middle of a handler, such as where a
        falling creature lands). Frames queued together run in the order queued."""
        self.data.setdefault(AFTER_KEY, []).append(frame)

    def _run_after(self) -> None:
        queued = self.data.pop(AFTER_KEY, None)
        if queued:
            self.stack.extend(reversed(queued))

    # ------------------------------------------------------------------ look-ups
    def creature(self, cid: str) -> Creature:
        return self.creatures[cid]

    def living(self, side: str | None = None) -> list[Creature]:
        return [c for c in self.creatures.values()
                if c.active and (side is None or c.side == side)]

    def enemies_of(self, c: Creature) -> list[Creature]:
        return [o for o in self.creatures.values() if o.side != c.side and not o.dead and not o.removed]

    def allies_of(self, c: Creature) -> list[Creature]:
        return [o for o in self.creatures.values()
                if o.side == c.side and o.id != c.id and not o.dead and not o.removed]

    def occupancy(self, exclude: str = "") -> Occupancy:
        """Cell -> id of a creature filling it (the dead and removed leave no body to block);
        `occupancy().occupants(cell)` names every creature in a square two of them share.

        Riders and climbers are left out (their carrier fills the space), and a mover never
        blocks itself on the creature carrying it."""
        mover = self.creatures.get(exclude)
        skip = {exclude, mover.carrier} if mover is not None else {exclude}
        return Occupancy.build((c.id, c.cells) for c in self.creatures.values()
                               if c.id not in skip and not c.carrier and not c.dead and not c.removed)

    def overlapping(self, origin: Cell, n: int, exclude: str = "") -> list[str]:
        """Sorted ids of the creatures `occupancy(exclude)` would list in any cell of the
        n-sided cube at `origin` (without building the whole map)."""
        mover = self.creatures.get(exclude)
        skip = {exclude, mover.carrier} if mover is not None else {exclude}
        x, y, z = origin
        ex, ey, ez = x + n - 1, y + n - 1, z + n - 1
        found = []
        for c in self.creatures.values():
            if c.id in skip or c.dead or c.removed or c.carrier:
                continue
            (cx, cy, cz), m = c.pos, c.squares
            if cx <= ex and x <= cx + m - 1 and cy <= ey and y <= cy + m - 1 and cz <= ez and z <= cz + m - 1:
                found.append(c.id)
        return sorted(found)

    def object_cells(self) -> dict[Cell, str]:
        occ: dict[Cell, str] = {}
        for o in self.objects.values():
            if o.size == 1:  # most objects: the one cell `o.cells` would list, without the call
                x, y, z = o.origin
                occ[(x, y, z)] = o.id
                continue
            for cell in o.cells:
                occ[cell] = o.id
        return occ

    def own_object(self, oid: str) -> BoardObject:
        """The object `oid`, made this battle's own to change. Look-ahead copies share the
        objects of the battle they copy, so an object is never changed in place: a rule that
        damages or moves one changes the copy this puts in its place."""
        obj = self.objects[oid] = self.objects[oid].copy()
        return obj

    def blocked(self, cell: Cell, obj_cells: dict[Cell, str] | None = None) -> bool:
        """Solid ground or an object fills this cell."""
        if self.board.is_solid(cell):
            return True
        return cell in (obj_cells if obj_cells is not None else self.object_cells())

    # ------------------------------------------------------------------ copies
    def clone(self, record: bool = False) -> "Battle":
        """A cheap independent copy for look-ahead (the board, content and objects are shared;
        see `own_object`).

        With `record=False` the copy keeps no event log and no dice history.
        """
        b = object.__new__(Battle)  # every field set below: no __init__ and its defaults
        b.__dict__.update(
            ruleset=self.ruleset, board=self.board,
            creatures={k: c.copy() for k, c in self.creatures.items()},
            sides=list(self.sides), dice=self.dice.clone(keep_history=record),
            objects=dict(self.objects),  # shared: a rule that changes one swaps in a copy
            abilities=self.abilities, round=self.round, acted=set(self.acted),
            current=self.current, first_side=self.first_side, turn=_copy_data(self.turn),
            data=_copy_data(self.data), settings=self.settings,
            stack=[_copy_data(f) for f in self.stack],
            events=list(self.events) if record else [], winner=self.winner, record=record,
            zones=self.zones, forecast_dice=None, cache={}, _pending=self._pending,
        )
        b.dice.record = record
        return b

    def creature_ids(self, side: str) -> Iterable[str]:
        return (c.id for c in self.creatures.values() if c.side == side)
