"""The greedy player against the random player: 500 seeded battles, no exceptions, and greedy
wins more than 90% of them (issue 2, section 6). Runs on a process per core."""
from __future__ import annotations

import os

import pytest

from rules.ai.batch import run_batch
from rules.ai.sim import run_one

BATTLES = int(os.environ.get("STEELGRID_AI_BATTLES", "12"))
"""`make test-full` plays the full 500 with the same threshold; the default's 12 seeded battles
(greedy may still lose one: 11 of 12 is over 90%) keep `make test` inside its time budget."""
ENCOUNTER = "saltreed_ford_ambush"
pytestmark = pytest.mark.xdist_group("greedy_strength")
"""Both tests read one module fixture: under `make test`'s workers they run in one process."""


def _play(seed: int) -> tuple[int, str, str]:
    """One battle; greedy takes the heroes on even seeds and the monsters on odd ones."""
    greedy_side = "heroes" if seed % 2 == 0 else "monsters"
    try:
        heroes, monsters = ("greedy", "random") if greedy_side == "heroes" else ("random", "greedy")
        battle = run_one(ENCOUNTER, seed, heroes, monsters)
        return seed, greedy_side, battle.winner
    except Exception as exc:  # noqa: BLE001 - reported by the test below
        return seed, greedy_side, f"error: {type(exc).__name__}: {exc}"


# built once per worker, even when other modules run between its tests
@pytest.fixture(scope="session")
def results() -> list[tuple[int, str, str]]:
    return run_batch(_play, range(BATTLES))


def test_every_battle_finishes_without_an_exception(results: list[tuple[int, str, str]]) -> None:
    errors = [r for r in results if r[2].startswith("error")]
    assert not errors, errors[:5]


def test_greedy_wins_more_than_ninety_percent(results: list[tuple[int, str, str]]) -> None:
    wins = sum(1 for _, side, winner in results if winner == side)
    assert wins / len(results) > 0.9, f"greedy won {wins} of {len(results)}"
