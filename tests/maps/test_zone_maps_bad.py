"""Malformed zone maps (tests/data/maps/zone_*.tmx): `steelgrid map check` refuses each with one
line naming the file, the battle_zones layer, where the object is, the zone and its object id,
and the loader raises the same line. Each fixture states its line in its `expect` comment."""
from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from _mapkit import BAD
from game.maps import mapcheck
from game.maps.tiled import MapError, load_map

ZONE_FIXTURES = sorted(BAD.glob("zone_*.tmx"))


def _expect(path: Path) -> str:
    found = re.search(r"<!-- expect: (.*?) -->", path.read_text(encoding="utf-8"))
    assert found, path
    return found[1]


def test_at_least_eight_malformed_zone_maps():
    assert len(ZONE_FIXTURES) >= 8


@pytest.mark.parametrize("path", ZONE_FIXTURES, ids=lambda p: p.stem)
def test_refused_in_one_line(path: Path):
    out = io.StringIO()
    assert mapcheck.main([str(path)], out) == 1
    errors = [line for line in out.getvalue().splitlines()[:-1] if not line.startswith("warning:")]
    assert len(errors) == 1, errors
    assert errors[0].startswith(f"{path}: {_expect(path)}")
    assert re.search(r"battle_zones \(\d+, \d+\): zone .*\(object \d+\)", errors[0])
    with pytest.raises(MapError) as err:
        load_map(path)
    assert str(err.value) == errors[0]
