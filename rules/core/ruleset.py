"""The Ruleset contract: everything the engine, the client, the AI and the CLI need from one
combat system, gathered on one object.

A ruleset package (`rules/<id>/`) builds exactly one `Ruleset` and exposes it as `RULESET` on
its face (the package itself). Nobody outside the package imports its modules: they find the
object through `rules.core.registry` by id and use only what is listed here.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Iterable, Iterator, Mapping, Protocol

from .decisions import Decision, Option
from .reactions import Reactions

if TYPE_CHECKING:
    from .advisor import Advisor
    from .battle import Battle
    from .board import Board
    from .events import Event

Handler = Callable[["Battle", dict, "Option | None"], "Decision | None"]
"""A step handler: `handler(battle, frame, choice)` (see `rules.core.battle`)."""
EndCheck = Callable[["Battle"], "tuple[str, str] | None"]


class Encounter(Protocol):
    id: str
    name: str


class Content(Protocol):
    """A ruleset's loaded content: creature templates, abilities and encounters by id."""
    creatures: Mapping[str, Any]
    abilities: Mapping[str, Any]
    encounters: Mapping[str, Any]


class Narrator(Protocol):
    """Turns a battle's events into sentences for the log."""
    battle: "Battle"

    def line(self, event: "Event") -> str | None: ...


@dataclass(frozen=True)
class Ruleset:
    """One combat system on the Steelgrid engine.

    - `steps`: every step kind the ruleset pushes, with its handler.
    - `check_end`: who won, or None while the fight goes on.
    - `load_content` / `content_dir`: its creatures, abilities and encounters.
    - `encounter_battle(encounter_id, seed, board=None, settings=None)`: a battle ready to run.
    - `encode_ability` / `decode_ability`: how saves hold its abilities.
    - `encode_stats` / `decode_stats`: how saves hold its block of creature statistics.
    - `advisor()`: what its AI players weigh; `narrator(battle)`: its sentences.
    - `forecast`: its what-if answers (odds, previews) for the client and the AI.
    - `reactions`: hook name -> the handlers that react to it, in order (see `rules.core.reactions`).
    - `describe_creature(battle, id)` / `describe_ability(battle, user_id, ability_id)`: the
      stat block and ability card the client shows (simple HTML for a tooltip).
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
    encode_stats: Callable[[Any], Any]
    decode_stats: Callable[[Any], Any]
    advisor: Callable[[], "Advisor"]
    narrator: Callable[["Battle"], Narrator]
    forecast: Any
    reactions: Reactions = field(default_factory=dict)
    describe_creature: Callable[["Battle", str], str] = lambda battle, cid: cid
    describe_ability: Callable[["Battle", str, str], str] = lambda battle, user, ability: ability
    content_dir: Any = None
    extras: Mapping[str, Any] = field(default_factory=dict)
    """Further named services of this ruleset the client may call (documented per ruleset)."""

    def encounters(self) -> Mapping[str, Any]:
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
