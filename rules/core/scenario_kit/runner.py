"""Play a scenario: the scripted steps against a battle, then the expectations.

Decisions a step does not cover are answered with their default only when they are of a kind
nobody needs to script (the ruleset lists them: who acts next, which tier...). Any other
decision with no step left ends the run there: turns are never ended on the author's behalf.
Every failure is a one-line message naming the file and the step or expectation.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NoReturn, Protocol

from ..battle import Battle
from ..decisions import Decision, Option
from ..dice import ScriptError
from .expect import Expectation, Fields, check
from .options import OptionPattern, describe_decision, select
from .script import Step

MAX_AUTO_ANSWERS = 2000


class Scenario(Protocol):
    """What the runner needs of a ruleset's scenario."""
    file: str
    title: str
    cites: tuple[str, ...]
    known_failure: str
    steps: tuple[Step, ...]
    expect: tuple[Expectation, ...]


@dataclass(frozen=True)
class Answer:
    """One answer given during the run: by a step, or automatically (`by` is "auto")."""
    by: str
    decision: str
    creature: str
    option: str

    def to_dict(self) -> dict[str, str]:
        return {"by": self.by, "decision": self.decision, "creature": self.creature,
                "option": self.option}


@dataclass
class Outcome:
    scenario: Any
    battle: Battle
    failures: list[str] = field(default_factory=list)
    answers: list[Answer] = field(default_factory=list)
    stopped: str = ""

    @property
    def status(self) -> str:
        """pass, fail, xfail (a known failure that still fails) or xpass (it now passes)."""
        if self.scenario.known_failure:
            return "xfail" if self.failures else "xpass"
        return "fail" if self.failures else "pass"

    @property
    def ok(self) -> bool:
        return self.status in ("pass", "xfail")


class _Stop(Exception):
    """A step could not go on; the failure is already recorded."""


def play(scenario: Scenario, battle: Battle, fields: Fields,
         auto_kinds: tuple[str, ...]) -> Outcome:
    """Play the scenario on this fresh battle and collect every failure (never raises for
    engine errors)."""
    run = _Run(scenario, battle, fields, auto_kinds)
    try:
        for step in scenario.steps:
            run.step(step)
        run.finish()
        run.expect(scenario.expect)
    except _Stop:
        pass
    except ScriptError as exc:
        run.failures.append(f"{scenario.file}: {run.place}: {exc}")
    except Exception as exc:  # noqa: BLE001 - an engine crash is a failure to report, not a crash
        run.failures.append(f"{scenario.file}: {run.place}: the engine raised "
                            f"{type(exc).__name__}: {exc}")
    return Outcome(scenario, run.battle, run.failures, run.answers, run.stopped)


class _Run:
    """The state of one run: which step it is on, what failed, what was answered."""

    def __init__(self, scenario: Scenario, battle: Battle, fields: Fields,
                 auto_kinds: tuple[str, ...]) -> None:
        self.scenario = scenario
        self.battle = battle
        self.fields = fields
        self.auto_kinds = auto_kinds
        self.failures: list[str] = []
        self.answers: list[Answer] = []
        self.place = "setup"
        self.stopped = ""

    # ------------------------------------------------------------------ steps

    def step(self, step: Step) -> None:
        self.place = step.where
        self.battle.dice.queue(*step.dice)
        decision = self._reach(step)
        self.expect(step.before)
        if step.answer is not None:
            self._answer(decision, step.answer, step.where)
            self._check_dice_used(step)
        self.expect(step.after)

    def _reach(self, step: Step) -> Decision:
        """Answer defaults until the decision this step is for comes up."""
        for _ in range(MAX_AUTO_ANSWERS):
            decision = self.battle.pending()
            if decision is None:
                self._fatal(f"combat is over ({self._ending()}) but this step expects "
                            f"{_wanted(step)}")
            if self._applies(step, decision):
                self._check_creature(step, decision)
                return decision
            if decision.kind not in self.auto_kinds:
                self._fatal(f"expected {_wanted(step)}, but the battle asks for "
                            f"{describe_decision(decision)}")
            self._auto(decision, step)
        self._fatal("too many automatic answers; the battle seems stuck")

    def _applies(self, step: Step, decision: Decision) -> bool:
        """Is this the decision the step is for? (If not, an automatic one may be answered.)"""
        if step.wanted:
            return decision.kind == step.wanted
        assert step.answer is not None
        if step.answer.kind:
            return any(o.kind == step.answer.kind for o in decision.options)
        return decision.kind not in self.auto_kinds or select(decision, step.answer)[0] is not None

    def _check_creature(self, step: Step, decision: Decision) -> None:
        if step.creature and decision.creature != step.creature:
            self._fatal(f"expected {_wanted(step)}, but the battle asks for "
                        f"{describe_decision(decision)}")

    def _answer(self, decision: Decision, pattern: OptionPattern, by: str) -> None:
        option, why = select(decision, pattern)
        if option is None:
            self._fatal(why)
        self._choose(decision, option, by)

    def _auto(self, decision: Decision, step: Step | None) -> None:
        """The default answer; a step naming a creature also picks that creature to act next."""
        option = decision.options[decision.default]
        if decision.kind == "next_creature" and step is not None and step.creature:
            option = next((o for o in decision.options
                           if o.args.get("creature") == step.creature), option)
        self._choose(decision, option, "auto")

    def _choose(self, decision: Decision, option: Option, by: str) -> None:
        self.answers.append(Answer(by, decision.kind, decision.creature, option.label))
        self.battle.choose(option)

    def _check_dice_used(self, step: Step) -> None:
        left = list(self.battle.dice.script)
        if left:
            self.battle.dice.script.clear()
            self._fail(f"{len(left)} scripted dice were never rolled: {left}")

    # ------------------------------------------------------------------ the end

    def finish(self) -> None:
        """After the last step: take default answers until a real decision or the end."""
        self.place = "after the last step"
        for _ in range(MAX_AUTO_ANSWERS):
            decision = self.battle.pending()
            if decision is None:
                self.stopped = f"combat ended: {self._ending()}"
                return
            if decision.kind not in self.auto_kinds:
                self.stopped = f"waiting for {describe_decision(decision)}"
                return
            self._auto(decision, None)
        self._fatal("too many automatic answers; the battle seems stuck")

    def expect(self, expectations: tuple[Expectation, ...]) -> None:
        """Check expectations; `place` names each one while it runs, in case the engine raises."""
        outer = self.place
        for exp in expectations:
            self.place = exp.where
            for message in check(self.battle, exp, self.fields):
                self.failures.append(f"{self.scenario.file}: {message}")
        self.place = outer

    def _ending(self) -> str:
        battle = self.battle
        reason = next((e.to_dict().get("reason", "") for e in reversed(battle.events)
                       if e.kind == "combat_ended"), "")
        return f"winner {battle.winner}" + (f", {reason}" if reason else "")

    # ------------------------------------------------------------------ failures

    def _fail(self, problem: str) -> None:
        self.failures.append(f"{self.scenario.file}: {self.place}: {problem}")

    def _fatal(self, problem: str) -> NoReturn:
        self._fail(problem)
        raise _Stop()


def _wanted(step: Step) -> str:
    who = f" for {step.creature}" if step.creature else ""
    if not step.wanted:
        assert step.answer is not None
        return f"a decision{who} with an option {step.answer.describe()}"
    return f"a {step.wanted} decision{who}"


# ---------------------------------------------------------------------------- state as data

def pending_state(battle: Battle) -> dict[str, Any] | None:
    """The decision the battle waits on, briefly (an engine that fails here is reported)."""
    try:
        decision = battle.pending()
        if decision is None:
            return None
        return {"kind": decision.kind, "side": decision.side, "creature": decision.creature,
                "options": len(decision.options)}
    except Exception as exc:  # noqa: BLE001 - the run already failed; still show the rest
        return {"kind": "error", "error": f"{type(exc).__name__}: {exc}"}


def run_meta(outcome: Outcome) -> dict[str, Any]:
    """How the run went, for `scenario run --json`."""
    s = outcome.scenario
    return {"scenario": {"file": s.file, "title": s.title, "cites": list(s.cites),
                         "known_failure": s.known_failure, "status": outcome.status},
            "stopped": outcome.stopped}
