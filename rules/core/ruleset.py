"""The Ruleset contract: everything the engine, the client, the AI and the CLI need from one
combat system, gathered on one object.

A ruleset package (`rules/<id>/`) builds exactly one `Ruleset` and exposes it as `RULESET` on
its face (the package itself). Nobody outside the package imports its modules: they find the
object through `rules.core.registry` by id and use only what is listed here. The shapes its
content and answers must have are the protocols below, so the client can read them without
knowing the ruleset's own classes.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import (TYPE_CHECKING, Any, Callable, Collection, Iterable, Iterator, Mapping, Protocol,
                    Sequence)

from .decisions import Decision, Option
from .reactions import Reactions

if TYPE_CHECKING:
    from .advisor import Advisor
    from .battle import Battle
    from .board import Board, BoardObject, Column
    from .creature import Creature
    from .events import Event
    from .forecast import Forecast
    from .geometry import Cell
    from .second_move import SecondMove
    from .standing_answers import StandingAnswer
    from .threat import TargetBlock, Threat
    from .vitals import Vitals
    from .zones.reach import ZoneReach

Handler = Callable[["Battle", dict, "Option | None"], "Decision | None"]
"""A step handler: `handler(battle, frame, choice)` (see `rules.core.battle`)."""
EndCheck = Callable[["Battle"], "tuple[str, str] | None"]


class EncounterSlot(Protocol):
    """One line of an encounter: `count` creatures made from one template, on one side. A
    `label` names the line, so a map can keep a spawn area for it."""

    @property
    def creature(self) -> str: ...

    @property
    def side(self) -> str: ...

    @property
    def count(self) -> int: ...

    @property
    def label(self) -> str: ...


class Encounter(Protocol):
    """A fight ready to set up: its name, a line of flavour and who takes part. An encounter
    written for one of the shipped maps may also name it as `map` (the file's stem): the client
    then offers that map with it."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...

    @property
    def text(self) -> str: ...

    @property
    def slots(self) -> Sequence[EncounterSlot]: ...


class CreatureTemplate(Protocol):
    """What every ruleset's creature templates share: an id and a display name."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...


class Content(Protocol):
    """A ruleset's loaded content: creature templates, abilities and encounters by id."""
    creatures: Mapping[str, CreatureTemplate]
    abilities: Mapping[str, Any]
    encounters: Mapping[str, Encounter]


class Narrator(Protocol):
    """Turns a battle's events into sentences for the log."""
    battle: "Battle"

    def line(self, event: "Event") -> str | None: ...


class MoveRange(Protocol):
    """Where a creature can get to with the movement it has: the cost and the way of moving
    ("walk", "fly", "climb" ...) of each position it reaches, and the cheapest path there."""
    cost: Mapping["Cell", int]
    stance: Mapping["Cell", str]

    def path_to(self, pos: "Cell") -> list["Cell"]: ...


RosterEntry = tuple["Creature", EncounterSlot]
"""One creature of an encounter, not yet placed, with the encounter line it comes from."""


@dataclass(frozen=True)
class HeroEntry:
    """A hero a player may take into a battle, as the title screen's party picker lists it:
    its template id, name, class, a one-line summary (the ruleset's own words and numbers) and
    the levels it can be played at."""
    id: str
    name: str
    role: str
    summary: str
    levels: tuple[int, ...] = (1,)


@dataclass(frozen=True)
class StripCard:
    """One place in a ruleset's turn order as a card strip shows it: the number printed on it
    (an initiative card), the creatures that act on it (a group sharing one card is one entry;
    a creature holding several cards has an entry for each) and where the round is:
    "done" (every holder has acted on it), "now" (one of them is acting) or "waiting"."""
    number: int
    holders: tuple[str, ...]
    state: str = "waiting"


@dataclass(frozen=True)
class ObjectiveView:
    """One objective as a screen shows it: its name, whose it is, its state ("open", "met" or
    "failed"), a progress line ("2 of 3 rounds"), the squares of its area (outlined on the
    board), where the thing to get lies (marked), and the object ids it is about."""
    name: str
    side: str
    goal: str
    status: str
    progress: str = ""
    text: str = ""
    squares: tuple[tuple[int, int], ...] = ()
    item: tuple[tuple[int, int], ...] = ()
    objects: tuple[str, ...] = ()

    @property
    def line(self) -> str:
        """The HUD line: "Hold the altar: 2 of 3 rounds"."""
        tail = {"met": "done", "failed": "failed"}.get(self.status, self.progress)
        return f"{self.name}: {tail}" if tail else self.name


@dataclass(frozen=True)
class ScenarioTools:
    """A ruleset's rules scenarios (small scripted battles that state what must happen), for
    `steelgrid scenario`: `run(file, as_json)` plays one and prints it, `check(paths)` plays
    every file in the given files and folders; both return the command's exit status."""
    run: Callable[[str, bool], int]
    check: Callable[[Sequence[str]], int]


@dataclass(frozen=True, kw_only=True)
class Ruleset:
    """One combat system on the Steelgrid engine.

    The engine's side:

    - `steps`: every step kind the ruleset pushes, with its handler.
    - `check_end`: who won, or None while the fight goes on.
    - `load_content` / `content_dir`: its creatures, abilities and encounters.
    - `encounter_battle(encounter_id, seed, board=None, settings=None)`: a battle ready to run.
    - `encode_ability` / `decode_ability`: how saves hold its abilities.
    - `creature_type`: its creature class (the shared `Creature` plus its own statistics).
    - `advisor()`: what its AI players weigh; `narrator(battle)`: its sentences.
    - `forecast`: its what-if answers (odds, previews) for the client and the AI.
    - `reactions`: hook name -> the handlers that react to it, in order (see `rules.core.reactions`).

    The client's side (what a screen shows and the set-up it offers; the client reads a
    creature's neutral fields itself, never the ruleset's statistics):

    - `describe_creature(battle, id)` / `describe_ability(battle, user_id, ability_id)`: the
      stat block and ability card the client shows (simple HTML for a tooltip).
    - `vitals(creature)` / `object_vitals(obj)`: the bar to draw for a creature or an object;
      `vitals_after(vitals, event)`: that bar once an event has happened (the same bar when the
      event does not touch it), so an animated view follows the events.
    - `describe_action(battle, option)`: what the action an option belongs to does (a maneuver,
      a main action, a kind of move), in a sentence or two, for the action bar's tooltip ('' for
      abilities, whose own cards say it).
    - `standing_answers(battle, decision)`: for a question the rules ask again and again (take
      the tier rolled? spend surges?), the answers a player may ask to be given every time
      (`rules.core.standing_answers.StandingAnswer`, each naming its option for this decision);
      empty, the default, for a decision that is always asked.
    - `second_moves(battle, creature_id)`: where a second move could end this turn if the main
      action is spent on it after the move in hand, each with the square the first move stops
      at on the way and the whole path (`rules.core.second_move.SecondMove`), for the two-move
      range drawn at the start of a turn; empty, the default, when there is no such move.
    - `why_unusable(battle, creature_id, ability_id)`: a sentence on why a creature cannot use
      an ability now (the action bar's greyed-out button says it).
    - `move_range(battle, creature_id)`: where the creature whose turn it is can move with the
      movement left to it and a fresh move action, for the board overlay.
    - `threat(battle, creature_id)`: where that creature could move on its turn (a fresh turn
      when it is not the one acting), the squares its close-range harm could land on from there,
      and whom it could hit with what (`rules.core.threat.Threat`), for the client's enemy
      reach overlay; None, the default, draws none.
    - `target_block(battle, user_id, ability_id, target_id)`: why the ability cannot pick that
      target now (out of reach, out of sight, hidden ...) with the line between the two spaces
      and where it is blocked (`rules.core.threat.TargetBlock`); None when nothing stops it or
      the ruleset cannot say.
    - `zone_reach(battle, creature_id)`: on a battle fought in zones (`battle.zones`), the zones
      that creature can move into this turn and those its attacks reach
      (`rules.core.zones.zone_reach` builds it); None, the default, draws no zone overlay.
    - `standard_abilities`: abilities every creature may use without listing them; the action
      bar shows them after the creature's own.
    - `turn_strip(battle)`: the turn order as cards (`StripCard`, first to act first) for a
      strip across the board; None, the default, draws no strip.
    - `in_window`: False while the client cannot yet show one of its decisions properly; the
      title screen then leaves the ruleset out (the CLI, the AI and saves still work).
    - `status_note(battle)`: a short note for the battle's header line, such as a side's shared
      pool ("Malice 7"); empty, the default, for none.
    - `takes_turns(battle, creature_id)`: whether that creature takes turns now (a captive
      still bound does not); the header's "n of m have acted" counts only those that do.
    - `hazard_note(column)`: what a damaging square does, in the ruleset's words, for the hover
      read-out (None: its damage number is shown).
    - `training_ground()`: the built-in board its encounters are fought on without a map.
    - `encounter_roster(encounter_id)`: the encounter's creatures, not yet placed (ids as
      `encounter_battle` gives them), each with the encounter line it fills.
    - `new_battle(board, creatures, seed, settings)`: a battle ready to run with these creatures,
      already placed, on this board (a Tiled map's spawn areas place them).
    - `check_content(paths)`: the shipped content loaded afresh together with these extra files
      or folders; raises `ValueError` whose message names the first problem in one line.
    - `heroes()`: the heroes a player may pick for a party (`HeroEntry`, in the order shown);
      empty, the default, when the ruleset offers no party picker. A ruleset that lists them
      takes the `party` (hero ids) and `level` battle settings in `encounter_battle`,
      `encounter_roster` and `new_battle`.
    - `scenarios`: its rules scenario runner for `steelgrid scenario` (None when it has none).
    - `on_end(battle)`: what lasts only as long as the encounter ends with it (run by
      `Battle.finish` just before the combat-ended event; by default nothing).
    - `build_encounter(heroes, level, difficulty, seed)`: an encounter file's text (its content
      format) for that many heroes of that level, its foes built from the roster to the
      difficulty by the ruleset's encounter budget; raises `ValueError` (one line) for numbers it
      cannot build. None, the default, when the ruleset has no budget.
    - `objectives(battle)`: what each side is set to do in this battle, as `ObjectiveView`s for
      the board and the HUD (by default, none).

    For the encounter lab (`steelgrid lab`):

    - `side_resources(battle, side)`: what a side has left of the resources it spends over a
      fight and does not get back during it, by name ({"Recoveries": 31} for Draw Steel's
      heroes); the lab reports what was spent. Empty by default.
    - `encounter_budget(encounter_id)`: the difficulty the ruleset's encounter budget gives the
      encounter ("easy", "standard", "hard", "extreme"), or "" where it has no budget.

    For the fuzzer (`steelgrid fuzz`), which checks every battle after every decision:

    - `check_state(battle)`: problems (one sentence each) with the battle's state that only this
      ruleset can see, on top of the checks every ruleset gets (health within the bounds its
      `vitals` give, every creature on the board and out of solid ground, no two creatures
      within one size in one square). Empty when all is well; by default there are none.
    - `in_motion(battle)`: ids of creatures whose move is under way, paused for a decision; they
      may be passing through another creature's space, so the shared-square check (for the
      fuzzer and for loaded saves) leaves them out. By default, nobody.
    """
    id: str
    title: str
    sides: tuple[str, ...]
    steps: Mapping[str, Handler]
    check_end: EndCheck
    load_content: Callable[[], Content]
    encounter_battle: Callable[..., "Battle"]
    encode_ability: Callable[[Any], Any]
    decode_ability: Callable[[Any], Any]
    creature_type: type["Creature"]
    advisor: Callable[[], "Advisor"]
    narrator: Callable[["Battle"], Narrator]
    forecast: "Forecast"
    vitals: Callable[["Creature"], "Vitals"]
    object_vitals: Callable[["BoardObject"], "Vitals"]
    vitals_after: Callable[["Vitals", "Event"], "Vitals"]
    training_ground: Callable[[], "Board"]
    encounter_roster: Callable[[str], list[RosterEntry]]
    new_battle: Callable[["Board", Sequence["Creature"], int, "Mapping[str, Any] | None"], "Battle"]
    check_content: Callable[[Sequence[Path]], Content]
    reactions: Reactions = field(default_factory=dict)
    describe_creature: Callable[["Battle", str], str] = lambda battle, cid: cid
    describe_ability: Callable[["Battle", str, str], str] = lambda battle, user, ability: ability
    why_unusable: Callable[["Battle", str, str], str] = lambda battle, cid, ability: ""
    describe_action: Callable[["Battle", "Option"], str] = lambda battle, option: ""
    standing_answers: Callable[["Battle", "Decision"], Sequence["StandingAnswer"]] = lambda battle, decision: ()
    second_moves: Callable[["Battle", str], Mapping["Cell", "SecondMove"]] = lambda battle, cid: {}
    move_range: Callable[["Battle", str], MoveRange | None] = lambda battle, cid: None
    zone_reach: Callable[["Battle", str], "ZoneReach | None"] = lambda battle, cid: None
    threat: Callable[["Battle", str], "Threat | None"] = lambda battle, cid: None
    target_block: Callable[["Battle", str, str, str], "TargetBlock | None"] = \
        lambda battle, user, ability, target: None
    standard_abilities: tuple[str, ...] = ()
    hazard_note: Callable[["Column"], str] | None = None
    status_note: Callable[["Battle"], str] = lambda battle: ""
    takes_turns: Callable[["Battle", str], bool] = lambda battle, cid: True
    in_window: bool = True
    content_dir: Path | None = None
    scenarios: ScenarioTools | None = None
    check_state: Callable[["Battle"], list[str]] = lambda battle: []
    in_motion: Callable[["Battle"], Collection[str]] = lambda battle: ()
    on_end: Callable[["Battle"], None] = lambda battle: None
    heroes: Callable[[], Sequence[HeroEntry]] = lambda: ()
    side_resources: Callable[["Battle", str], Mapping[str, int]] = lambda battle, side: {}
    encounter_budget: Callable[[str], str] = lambda encounter: ""
    turn_strip: Callable[["Battle"], "Sequence[StripCard] | None"] = lambda battle: None
    build_encounter: Callable[[int, int, str, int], str] | None = None
    objectives: Callable[["Battle"], Sequence["ObjectiveView"]] = lambda battle: ()

    def encounters(self) -> Mapping[str, Encounter]:
        """Its encounters by id (from its shipped content)."""
        return self.load_content().encounters

    def narrate(self, battle: "Battle", events: Iterable["Event"] | None = None) -> Iterator[str]:
        """The battle log as sentences (all events, or the given ones)."""
        teller = self.narrator(battle)
        for e in battle.events if events is None else events:
            line = teller.line(e)
            if line is not None:
                yield line

    def react(self, hook: str, *args: Any) -> None:
        """Run every handler of `hook`, in order, with these arguments (see `rules.core.reactions`)."""
        for handler in self.reactions.get(hook, ()):
            handler(*args)
