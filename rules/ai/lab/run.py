"""Playing the lab's battles: one job per seed, spread over every core (`rules.ai.batch`), each
returning a plain tally so results come back the same on one process or many."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..batch import run_batch
from ..play import play_out
from ..players import make_player
from ..sim import BattleMaker, set_up
from .tally import BattleTally, tally_battle


@dataclass(frozen=True)
class LabJob:
    """One battle: the encounter, its seed, the AI of each side (first side first), where it is
    fought (`make_battle`, a module-level function, or None for the ruleset's own set-up) and
    extra battle settings."""
    encounter: str
    seed: int
    first: str
    second: str
    make_battle: BattleMaker | None = None
    extra: tuple = ()


def play_job(job: LabJob) -> BattleTally:
    """Play one lab battle to its end and tally it (a job for `run_batch`)."""
    battle = set_up(job.encounter, job.seed, None, job.make_battle, dict(job.extra))
    rules = battle.rules
    first, second = rules.sides[0], rules.sides[1]
    start = dict(rules.side_resources(battle, first))
    players = {first: make_player(job.first, job.seed * 2 + 1),
               second: make_player(job.second, job.seed * 2 + 2)}
    return tally_battle(play_out(battle, players), job.seed, start)


def run_jobs(jobs: list[LabJob], workers: int | None, done: Callable[[int], None] | None = None) -> list[BattleTally]:
    """Every job's tally, in the order of the jobs."""
    return run_batch(play_job, jobs, workers, done)


def seed_jobs(encounter: str, first: str, second: str, seed: int, battles: int,
              make_battle: BattleMaker | None, extra: dict | None = None) -> list[LabJob]:
    """`battles` jobs with consecutive seeds from `seed`."""
    frozen = tuple(sorted((extra or {}).items()))
    return [LabJob(encounter, s, first, second, make_battle, frozen) for s in range(seed, seed + battles)]
