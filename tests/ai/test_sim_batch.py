"""`steelgrid sim --battles N` plays its battles on a process per core and gives the same
results as one process; a batch size below one is refused in one line."""
from __future__ import annotations

import json

import pytest

from game.cli import main
from rules.ai.batch import run_batch

ENCOUNTER = "ashmaw_lair"
"""A short fight (a solo in its lair): what is checked is the batch, not the battle."""


def _square(x: int) -> int:
    return x * x


def test_a_batch_keeps_the_order_of_its_jobs_on_any_number_of_processes():
    ticks = []
    assert run_batch(_square, range(7), workers=2, done=ticks.append) == [x * x for x in range(7)]
    assert sum(ticks) == 7
    assert run_batch(_square, range(7), workers=1) == [x * x for x in range(7)]
    assert run_batch(_square, [], workers=2) == []


def _summary(capsys, *extra: str) -> dict:
    # greedy heroes against random monsters: the same proof of one process against two, at
    # a fraction of the cost of greedy on both sides
    assert main(["sim", ENCOUNTER, "--battles", "2", "--seed", "5", "--monsters", "random", *extra]) == 0
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    out.pop("seconds")
    return out


def test_sim_battles_on_two_processes_match_one_process(capsys):
    two, one = _summary(capsys, "--workers", "2"), _summary(capsys, "--workers", "1")
    assert (two.pop("workers"), one.pop("workers")) == (2, 1)
    assert two == one
    assert sum(two["wins"].values()) == 2


@pytest.mark.parametrize("flag, value", [("--battles", "0"), ("--battles", "-2"), ("--workers", "0")])
def test_sim_refuses_a_batch_size_below_one_in_one_line(capsys, flag, value):
    args = ["sim", ENCOUNTER, flag, value] + (["--battles", "2"] if flag == "--workers" else [])
    assert main(args) == 2
    out = capsys.readouterr().out
    assert out.startswith("error:") and out.count("\n") == 1 and flag in out
