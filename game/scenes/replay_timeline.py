"""A saved battle as a timeline of moments, for the replay viewer.

A save holds the battle as it stood when saved plus every event since the start (not the
decisions). The start is rebuilt from the set-up stored with the save (map, encounter, seed,
party); the board at any moment is that start with the events up to the moment played on the
view instantly, by the same animations the battle screen uses. When the start cannot be
rebuilt (the map file is gone, the encounter changed) the viewer still steps through the log,
over the board as it was saved, and says why.

A moment is an event the ruleset narrates (a log line); the silent events between two moments
(actions spent and the like) are played along with the later one.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace

from rules.core.battle import Battle
from rules.core.events import Event
from rules.core.geometry import cube
from rules.core.zones import place_in_zone

from .. import saves
from ..anim import Animator
from ..match import MatchSetup, SetupError, build_battle
from ..view import ViewState

FIRST_POSITION_KINDS = ("moved", "force_moved")
"""Events whose path starts where the creature stood, to check a rebuilt start against."""


@dataclass
class Moment:
    index: int
    """The event's place in the battle's list."""
    line: str
    round: int
    kind: str


@dataclass
class Replay:
    battle: Battle
    """The battle as it was saved (its events are the story)."""
    setup: MatchSetup
    name: str
    start: Battle | None
    """The battle rebuilt at its start, or None when it could not be."""
    note: str = ""
    """Why the board cannot follow the story ('' when it can)."""
    moments: list[Moment] = field(default_factory=list)

    @property
    def events(self) -> list[Event]:
        return self.battle.events

    def view_at(self, step: int) -> ViewState:
        """The board after moments[0..step] (step -1: before the first)."""
        if self.start is None:
            return ViewState.of(self.battle)
        view = ViewState.of(self.start)
        upto = self.moments[step].index + 1 if step >= 0 and self.moments else 0
        play_instantly(view, self.events[:upto], self.start)
        return view

    def events_of(self, step: int) -> list[Event]:
        """The events that take the board from moment step-1 to moment step."""
        begin = self.moments[step - 1].index + 1 if step > 0 else 0
        return self.events[begin:self.moments[step].index + 1]


def play_instantly(view: ViewState, events: list[Event], start: Battle | None = None) -> None:
    """Play events onto the view at once; on a zone board (`start.zones`), a move into a zone
    also lays the token out in the zone the way the engine does."""
    anim = Animator(view)
    anim.pace = 0.0
    zones = start.zones if start is not None else None
    for ev in events:
        anim.play([ev])
        anim.skip()
        if zones is not None:
            place_zone_move(view, start, ev)


def place_zone_move(view: ViewState, start: Battle, ev: Event) -> None:
    """A creature that has arrived in a zone (an event naming its `creature` and the `end` zone,
    not still under way) stands where `rules.core.zones.place_in_zone` puts it: the engine
    chose that square without an event saying which, so it is chosen again the same way."""
    zones, cid, end = start.zones, str(getattr(ev, "creature", "")), getattr(ev, "end", None)
    c = view.creatures.get(cid)
    if zones is None or c is None or not isinstance(end, str) or end not in zones.names \
            or getattr(ev, "under_way", 0):
        return
    shadow = SimpleNamespace(board=start.board, objects={}, creatures={})
    for v in view.creatures.values():
        pos = (int(v.x), int(v.y), int(v.z))
        shadow.creatures[v.id] = SimpleNamespace(
            id=v.id, pos=pos, squares=v.squares, dead=v.dead, carrier=v.carrier,
            removed=bool(v.left) or (v.alpha <= 0 and not v.dead), cells=cube(pos, v.squares))
    for o in view.objects.values():
        if o.alpha > 0:
            shadow.objects[o.id] = SimpleNamespace(cells=cube((int(o.x), int(o.y), int(o.z)), o.size))
    if place_in_zone(zones, shadow, cid, end):
        c.x, c.y, c.z = (float(n) for n in shadow.creatures[cid].pos)
        c.aloft = False


def open_replay(slot_or_path: str | Path) -> Replay:
    """A save as a replay; raises SaveError (one line) when the save cannot be read."""
    battle, setup = saves.load_game(slot_or_path)
    return replay_of(battle, setup, Path(slot_or_path).stem)


def replay_of(battle: Battle, setup: MatchSetup, name: str) -> Replay:
    """A battle in memory (one just finished) as a replay."""
    start, note = rebuild_start(battle, setup)
    return Replay(battle, setup, name, start, note, moments_of(battle))


def rebuild_start(battle: Battle, setup: MatchSetup) -> tuple[Battle | None, str]:
    """The battle at its start, rebuilt from the set-up, if it matches the saved story."""
    if setup.seed == 0 and not setup.encounter and not setup.map_path:
        return None, "this save does not say how its battle was set up"
    try:
        start = build_battle(setup)
    except (SetupError, OSError, ValueError, KeyError) as exc:
        return None, f"its start could not be rebuilt ({str(exc).splitlines()[0] if str(exc) else type(exc).__name__})"
    problem = mismatch(start, battle)
    return (None, f"its start could not be rebuilt ({problem})") if problem else (start, "")


def mismatch(start: Battle, saved: Battle) -> str:
    """'' when the rebuilt start fits the saved story, else what differs."""
    if start.ruleset != saved.ruleset:
        return f"the rules are {start.ruleset}, not {saved.ruleset}"
    if (start.board.width, start.board.height) != (saved.board.width, saved.board.height):
        return "the map has changed size"
    if start.events != saved.events[:len(start.events)]:
        return "the first events differ"
    gone = sorted(set(start.creatures) - set(saved.creatures))  # (creatures may join later, not vanish)
    if gone:
        return "the creatures differ: " + ", ".join(gone[:3])
    seen: set[str] = set()
    for ev in saved.events:
        cid = getattr(ev, "creature", "")
        if isinstance(getattr(ev, "end", None), str) and start.zones is not None:
            seen.add(cid)  # laid out in a zone first: placed again as the engine did (see place_zone_move)
        if ev.kind not in FIRST_POSITION_KINDS or cid in seen or cid not in start.creatures:
            continue
        seen.add(cid)
        path = getattr(ev, "path", ())
        if path and tuple(path[0]) != tuple(start.creatures[cid].pos):
            return f"{start.creatures[cid].name} starts elsewhere"
    return ""


def moments_of(battle: Battle) -> list[Moment]:
    """Every narrated event, with its log line and round."""
    narrator = battle.rules.narrator(battle)
    out: list[Moment] = []
    rnd = 0
    for i, ev in enumerate(battle.events):
        rnd = getattr(ev, "round", rnd) if ev.kind in ("round_started", "turn_started") else rnd
        try:
            line = narrator.line(ev)
        except Exception:  # a narrator that trips on an old event still leaves the rest readable
            line = None
        if line and line.strip():
            out.append(Moment(i, line.strip(), rnd, ev.kind))
    return out
