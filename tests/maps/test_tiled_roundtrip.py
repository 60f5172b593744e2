"""Round trips through the real Tiled editor (skipped where the `tiled` command is missing).

Each shipped map is exported by Tiled's command line to JSON and back to TMX, and re-saved as
TMX (with external and with embedded tilesets): the loader must read the same board, spawns,
zones and objectives from every copy. Tiled runs without a display (QT_QPA_PLATFORM=offscreen).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from _mapkit import SHIPPED, run_tiled, tiled_command
from game.maps.tiled import LoadedMap, load_map

pytestmark = pytest.mark.skipif(tiled_command() is None, reason="the tiled command is not installed")


def same(a: LoadedMap, b: LoadedMap) -> None:
    assert a.board.to_dict() == b.board.to_dict()
    assert (a.spawns, a.zones, a.objectives) == (b.spawns, b.zones, b.objectives)
    assert (a.name, a.encounter, a.elevation) == (b.name, b.encounter, b.elevation)
    assert b.warnings == ()


def export(source: Path, target: Path, *flags: str) -> Path:
    done = run_tiled(*flags, "--export-map", str(source), str(target))
    assert done.returncode == 0 and target.exists(), done.stderr
    return target


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.stem)
def test_resaved_by_tiled_loads_the_same(path: Path, tmp_path: Path) -> None:
    original = load_map(path)
    resaved = export(path, tmp_path / "resaved.tmx")
    same(original, load_map(resaved))
    via_json = export(export(path, tmp_path / "map.json"), tmp_path / "from_json.tmx")
    same(original, load_map(via_json))
    embedded = export(path, tmp_path / "embedded.tmx", "--embed-tilesets")
    assert "<tileset firstgid" in embedded.read_text() and ".tsx" not in embedded.read_text()
    same(original, load_map(embedded))
