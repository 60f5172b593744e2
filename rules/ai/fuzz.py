"""The fuzzer: many battles of random (or mixed random and greedy) legal decisions, every
decision checked, for every registered ruleset.

A `Case` names one battle: ruleset, encounter, board (the ruleset's training ground, or a Tiled
map the caller knows how to load), seed and which players fight. The same case always plays the
same battle, so its label reproduces a failure (`steelgrid fuzz --case LABEL`).

After every decision: no exception, the events serialise, the state keeps its invariants
(`rules.ai.invariants`), and a save loads back asking the same decision and saving the same
bytes. After every battle: it ended within its decision limit, and replaying the same answers
on a fresh battle gives a byte-identical event log.
"""
from __future__ import annotations

import time
import traceback
from dataclasses import dataclass, field
from functools import partial
from typing import Callable, Iterable, Iterator, Sequence

from ..core.battle import Battle
from ..core.decisions import Decision, Option
from ..core.registry import all_rulesets, get_ruleset
from ..core.save import event_log_json
from .greedy import GreedyPlayer
from .invariants import event_problems, save_problems, state_problems
from .play import Player
from .random_player import RandomPlayer

ROUNDS = 5
"""Rounds a fuzzed battle lasts at most (the ruleset's own end check decides who won): random
players rarely finish a fight, and later rounds add little that earlier ones did not try."""
MAX_DECISIONS = 20000
"""A battle that has not ended after this many decisions is a runaway (a failure)."""
MIXES = ("random", "random", "greedy-first", "greedy-second")
"""Who fights, cycled over the cases: both sides random, or one side greedy (first or second
side of the ruleset) against a random other."""
TRAINING = ""
"""The board of a case fought on the ruleset's own training ground."""


@dataclass(frozen=True)
class Case:
    """One fuzzed battle; its `label` is all it takes to play it again."""
    ruleset: str
    encounter: str
    seed: int
    mix: str = "random"
    map: str = TRAINING
    rounds: int = ROUNDS

    @property
    def label(self) -> str:
        board = f"@{self.map}" if self.map else ""
        return f"{self.ruleset}:{self.encounter}{board}#{self.seed}:{self.mix}:{self.rounds}"

    @property
    def settings(self) -> dict[str, int]:
        """Battle settings: knock-out questions stay on (the default), rounds are capped."""
        return {"max_rounds": self.rounds}

    @staticmethod
    def parse(label: str) -> "Case":
        """The case a label names (`ruleset:encounter[@map]#seed:mix:rounds`); ValueError
        otherwise."""
        form = "ruleset:encounter[@map]#seed:mix:rounds"
        try:
            head, mix, rounds = label.rsplit(":", 2)
            head, seed = head.rsplit("#", 1)
            ruleset, rest = head.split(":", 1)
            encounter, _, board = rest.partition("@")
            case = Case(ruleset, encounter, int(seed), mix, board, int(rounds))
        except ValueError:
            raise ValueError(f"not a fuzz case label: {label!r} ({form})") from None
        if mix not in MIXES:
            raise ValueError(f"unknown player mix {mix!r} in {label!r} (use {', '.join(sorted(set(MIXES)))})")
        return case


@dataclass
class CaseResult:
    case: Case
    decisions: int = 0
    round_trips: int = 0
    failures: list[str] = field(default_factory=list)
    seconds: float = 0.0


Setup = Callable[[Case], Battle]
"""Builds the battle a case names (the training ground here; callers add maps)."""


def training_setup(case: Case) -> Battle:
    """The case's battle on its ruleset's training ground."""
    if case.map:
        raise ValueError(f"{case.label}: this set-up cannot load maps")
    rules = get_ruleset(case.ruleset)
    return rules.encounter_battle(case.encounter, case.seed, settings=case.settings)


def players_for(case: Case, sides: Sequence[str]) -> dict[str, Player]:
    """Seeded players for each side, as the case's mix says."""
    players: dict[str, Player] = {s: RandomPlayer(case.seed * 7 + i) for i, s in enumerate(sides)}
    if case.mix == "greedy-first":
        players[sides[0]] = GreedyPlayer()
    elif case.mix == "greedy-second":
        players[sides[1]] = GreedyPlayer()
    return players


def run_case(case: Case, setup: Setup = training_setup, save_every: int = 1) -> CaseResult:
    """Play one case to the end, checking after every decision; never raises."""
    result = CaseResult(case)
    start = time.perf_counter()
    try:
        battle, answers = _play_checked(case, setup, save_every, result)
        if not result.failures:
            result.failures.extend(_replay_problems(battle, case, setup, answers))
    except Exception as exc:  # the fuzzer reports every crash as a failure of its case
        result.failures.append(f"decision {result.decisions}: {_crash(exc)}")
    result.seconds = time.perf_counter() - start
    return result


def _play_checked(case: Case, setup: Setup, save_every: int,
                  result: CaseResult) -> tuple[Battle, list[int]]:
    battle = setup(case)
    players = players_for(case, battle.rules.sides)
    answers: list[int] = []
    problems = state_problems(battle)
    while not problems:
        decision = battle.pending()
        if decision is None:
            return battle, answers
        if len(answers) >= MAX_DECISIONS:
            problems = [f"runaway: still going after {MAX_DECISIONS} decisions"]
            break
        index = _index(decision, players[decision.side](battle, decision))
        start = len(battle.events)
        battle.choose(index)
        answers.append(index)
        result.decisions += 1
        problems = event_problems(battle.events[start:]) + state_problems(battle)
        if not problems and save_every and result.decisions % save_every == 0:
            problems = save_problems(battle)
            result.round_trips += 1
    result.failures.extend(f"decision {result.decisions}: {p}" for p in problems)
    return battle, answers


def _index(decision: Decision, option: Option) -> int:
    for i, o in enumerate(decision.options):
        if o is option:
            return i
    return decision.options.index(option)


def _replay_problems(played: Battle, case: Case, setup: Setup, answers: list[int]) -> list[str]:
    """Replaying the same answers on a fresh battle gives the same log, byte for byte."""
    again = setup(case)
    for index in answers:
        again.choose(index)
    if event_log_json(again) != event_log_json(played):
        return ["replay: the same answers gave a different event log"]
    return []


def _crash(exc: BaseException) -> str:
    """One line: the exception and the innermost frame of the project's code it came from."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if "/rules/" in f.filename
              or "/game/" in f.filename]
    where = f" at {frames[-1].filename.rsplit('/', 2)[-2:][-1]}:{frames[-1].lineno}" if frames else ""
    text = str(exc).splitlines()[0] if str(exc) else ""
    return f"{type(exc).__name__}: {text}{where}"


# ---------------------------------------------------------------- planning and running sweeps

def training_boards(ruleset: str, encounter: str) -> list[str]:
    """Boards for the plan when no maps are known: the training ground only."""
    return [TRAINING]


def plan(count: int, start: int = 0, rulesets: Iterable[str] | None = None,
         boards: Callable[[str, str], Sequence[str]] = training_boards,
         mixes: Sequence[str] = MIXES, rounds: int = ROUNDS) -> list[Case]:
    """`count` cases that cycle through every ruleset, encounter and board, then the mixes;
    seeds run from `start`, and the seed picks the case, so sweeps run in pieces (seeds 0-49,
    then 50-99, ...) go on round the cycle instead of each starting it again (pieces of 50
    once played the first 50 Draw Steel boards, both sides random, and nothing else)."""
    chosen = list(rulesets) if rulesets is not None else [r.id for r in all_rulesets()]
    combos = [(rs, enc, board) for rs in chosen for enc in get_ruleset(rs).encounters()
              for board in boards(rs, enc)]
    if not combos:
        return []
    out: list[Case] = []
    for seed in range(start, start + count):
        rs, enc, board = combos[seed % len(combos)]
        mix = mixes[(seed // len(combos)) % len(mixes)]
        out.append(Case(rs, enc, seed, mix, board, rounds))
    return out


@dataclass
class Report:
    battles: int = 0
    decisions: int = 0
    round_trips: int = 0
    failed: list[CaseResult] = field(default_factory=list)
    seconds: float = 0.0

    def add(self, result: CaseResult) -> None:
        self.battles += 1
        self.decisions += result.decisions
        self.round_trips += result.round_trips
        if result.failures:
            self.failed.append(result)

    @property
    def summary(self) -> str:
        return f"{self.battles} battles, {self.decisions} decisions, {len(self.failed)} failures"


def sweep(cases: Sequence[Case], setup: Setup = training_setup, workers: int = 1,
          save_every: int = 1) -> Iterator[CaseResult]:
    """Run every case, on `workers` processes (1: in this process); results as they finish."""
    run = partial(run_case, setup=setup, save_every=save_every)
    if workers <= 1 or len(cases) <= 1:
        yield from map(run, cases)
        return
    from concurrent.futures import ProcessPoolExecutor, as_completed  # only a parallel sweep needs it
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(run, case) for case in cases]
        for future in as_completed(futures):
            yield future.result()
