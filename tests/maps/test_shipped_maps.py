"""The maps in maps/: they pass `steelgrid map check`, and each has what it was made for."""
from __future__ import annotations

import io
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from _mapkit import MAPS, SHIPPED
from game import cli
from game.maps import mapcheck
from game.maps.tiled import LoadedMap, load_map
from rules.drawsteel.content.loader import default_content


@pytest.fixture(scope="module")
def maps() -> dict[str, LoadedMap]:
    return {p.stem: load_map(p) for p in SHIPPED}


def test_six_maps_ship() -> None:
    assert [p.name for p in SHIPPED] == ["cinder_forge.tmx", "drowned_chapel.tmx",
                                         "ember_barrow.tmx", "hollowdeep_warren.tmx",
                                         "skyreach_bridge.tmx", "sluice_gate.tmx"]


def test_every_shipped_map_passes_map_check_without_warnings() -> None:
    out = io.StringIO()
    status = mapcheck.main([str(p) for p in SHIPPED], out)
    lines = out.getvalue().splitlines()
    assert status == 0, "\n".join(lines)
    assert lines[:-1] == [f"{p}: ok" for p in SHIPPED]


def test_the_command_line_routes_map_check(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["map", "check", str(MAPS)]) == 0
    assert "6 maps checked: 0 with errors" in capsys.readouterr().out


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.stem)
def test_plain_tiled_files(path: Path) -> None:
    """Finite, orthogonal, CSV layers, external .tsx tilesets: what Tiled 1.8 and later open."""
    root = ET.parse(path).getroot()
    assert root.get("infinite") == "0" and root.get("orientation") == "orthogonal"
    assert 20 <= int(root.get("width", 0)) <= 40 and 20 <= int(root.get("height", 0)) <= 40
    assert {d.get("encoding") for d in root.iter("data")} == {"csv"}
    assert all(t.get("source", "").endswith(".tsx") for t in root.findall("tileset"))
    assert not any(o.get("template") for o in root.iter("object"))
    assert all(o.get("type") for o in root.iter("object"))


def test_each_map_has_an_encounter(maps: dict[str, LoadedMap]) -> None:
    encounters = default_content().encounters
    for loaded in maps.values():
        assert loaded.encounter in encounters
        assert {s.side for s in loaded.spawns} == {"heroes", "monsters"}
        assert loaded.zones and loaded.objectives


def test_bridge_has_ledges_a_chasm_and_long_falls(maps: dict[str, LoadedMap]) -> None:
    board = maps["skyreach_bridge"].board
    grounds = {c.ground for c in board.columns}
    assert min(grounds) <= 1 and max(grounds) >= 8
    drops = {abs(board.ground(x, y) - board.ground(x + 1, y))
             for y in range(board.height) for x in range(board.width - 1)}
    assert {3, 5} <= drops  # falls of several heights
    assert any(c.terrain == "planks" and c.ground == 6 for c in board.columns)  # the span


def test_cavern_is_dirt_ringed_by_stone_with_pillars(maps: dict[str, LoadedMap]) -> None:
    loaded = maps["hollowdeep_warren"]
    cols = loaded.board.columns
    assert sum(c.burrowable for c in cols) > len(cols) // 2
    assert any(c.terrain == "pillar" for c in cols)
    assert all(loaded.board.column(x, 0).terrain == "wall" for x in range(loaded.board.width))
    assert any(s.slot == "Delver" for s in loaded.spawns)


def test_ruin_has_three_water_depths_and_every_object_material(maps: dict[str, LoadedMap]) -> None:
    loaded = maps["drowned_chapel"]
    assert {c.liquid for c in loaded.board.columns if c.terrain == "water"} == {1, 2, 3}
    assert {o.material for o in loaded.board.objects} == {"glass", "wood", "stone", "metal"}


def test_chapel_has_mist_to_hide_in_and_a_mounted_encounter(maps: dict[str, LoadedMap]) -> None:
    """000 Concealment and 000 Mounted Combat reach the shipped game: the chapel's aisles are
    misty floor, monsters start in the mist, and its encounter gives the heroes a mount."""
    loaded = maps["drowned_chapel"]
    mist = [c for c in loaded.board.columns if c.conceals]
    assert len(mist) >= 40 and {c.terrain for c in mist} == {"floor"}
    cloister = next(s for s in loaded.spawns if s.name == "cloister")
    assert cloister.side == "monsters"
    assert all(loaded.board.column(x, y).conceals for x, y in cloister.squares)
    content = default_content()
    slots = content.encounters[loaded.encounter].slots
    assert any(content.creatures[s.creature].role == "mount" and s.side == "heroes" for s in slots)


def test_forge_has_damaging_terrain_high_ground_and_open_sky(maps: dict[str, LoadedMap]) -> None:
    board = maps["cinder_forge"].board
    assert {c.damage_type for c in board.columns if c.damaging} == {"fire"}
    assert max(c.ground for c in board.columns) >= 5
    assert board.sky >= 20
    assert not any(c.terrain == "wall" for c in board.columns[board.width * 2: board.width * 12])
