"""Malformed and odd maps in tests/data/maps: each is reported with the message it expects.

Every fixture names what it expects in a comment on its second line, `<!-- expect: ... -->`.
Maps directly in the folder must be rejected (exit status 1) with that line; maps in odd/ load,
and must produce that warning with exit status 0.
"""
from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from _mapkit import BAD
from game.maps import mapcheck
from game.maps.tiled import MapError, load_map

MALFORMED = sorted(BAD.glob("*.tmx"))
ODD = sorted((BAD / "odd").glob("*.tmx"))


def expectation(path: Path) -> str:
    match = re.search(r"<!-- expect: (.*?) -->", path.read_text(encoding="utf-8"))
    assert match, f"{path} has no expect comment"
    return match[1]


def run_check(path: Path) -> tuple[int, list[str]]:
    out = io.StringIO()
    status = mapcheck.main([str(path)], out)
    return status, out.getvalue().splitlines()


def test_there_are_enough_malformed_maps() -> None:
    assert len(MALFORMED) >= 10


@pytest.mark.parametrize("path", MALFORMED, ids=lambda p: p.stem)
def test_malformed_map_is_rejected_with_its_message(path: Path) -> None:
    status, lines = run_check(path)
    assert status == 1
    want = f"{path}: {expectation(path)}"
    assert any(line.startswith(want) for line in lines), "\n".join(lines)
    assert not any("could not read the map" in line for line in lines)


@pytest.mark.parametrize("path", MALFORMED, ids=lambda p: p.stem)
def test_loader_raises_one_line(path: Path) -> None:
    try:
        load_map(path)
    except MapError as exc:
        text = str(exc)
        assert "\n" not in text and text.startswith(f"{path}: ")
    # maps only the content check rejects (encounter, creatures, room) do load


@pytest.mark.parametrize("path", ODD, ids=lambda p: p.stem)
def test_odd_map_loads_with_a_warning(path: Path) -> None:
    status, lines = run_check(path)
    assert status == 0
    assert f"warning: {path}: {expectation(path)}" in "\n".join(lines)
    assert all(line.startswith("warning: ") or ": ok" in line or "checked" in line for line in lines)
    load_map(path)  # loads: warnings never stop a map
