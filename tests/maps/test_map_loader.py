"""game.maps.tiled: conventions, pytmx quirks and error reporting, on small maps written per test."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from _mapkit import (CRATE, DIRT, EARTH_WALL, ELEVATION0, FLOOR, LAVA, PILLAR, ROOT, WALL,
                     WATER2, WINDOW, grid, group, rect, side, simple_map, tile_layer,
                     tilesets, two_spawns, write_map)
from game.maps.tiled import (CLASSES, MapError, Problem, check_map, load_map)
from rules.core.board import Column


def test_columns_follow_the_elevation_convention(tmp_path: Path) -> None:
    path = simple_map(tmp_path, terrain={(1, 1): WALL, (2, 2): WATER2, (3, 3): LAVA,
                                         (4, 4): DIRT, (5, 5): EARTH_WALL, (7, 1): PILLAR},
                      elevation={(1, 1): 2, (2, 2): 1, (3, 3): 3, (5, 5): 2, (8, 8): 5})
    loaded = load_map(path)
    board = loaded.board
    assert board.column(0, 0) == Column(ground=0, terrain="floor", material="stone")
    assert board.column(1, 1).ground == 2 + 4 and loaded.is_wall(1, 1)
    assert board.column(2, 2) == Column(ground=1, terrain="water", material="stone", liquid=2)
    assert board.column(3, 3) == Column(ground=3, terrain="lava", material="stone", damage=6,
                                        damage_type="fire", damage_at_start=True)
    assert board.column(4, 4).burrowable and not board.column(0, 0).burrowable
    assert board.column(5, 5).ground == 6 and board.column(5, 5).burrowable
    assert board.column(7, 1).terrain == "pillar" and board.column(7, 1).ground == 4
    assert board.column(8, 8).ground == 5 and not loaded.is_wall(8, 8)
    assert loaded.elevation[1 * 12 + 1] == 2 and loaded.elevation[8 * 12 + 8] == 5
    assert (board.width, board.height, board.name) == (12, 12, "M")


def test_missing_elevation_layer_means_flat_ground(tmp_path: Path) -> None:
    body = "\n".join([tile_layer("terrain", grid(12, 12, FLOOR)), two_spawns()])
    loaded = load_map(write_map(tmp_path, body))
    assert {c.ground for c in loaded.board.columns} == {0}


def test_layer_order_in_the_file_does_not_matter(tmp_path: Path) -> None:
    terrain = tile_layer("terrain", grid(12, 12, FLOOR, {(3, 3): WALL}), 1)
    elevation = tile_layer("elevation", grid(12, 12, ELEVATION0 + 1, {(3, 3): ELEVATION0 + 2}), 2)
    crate = group("objects", rect(9, "object", 8, 1, 1, 1, "box", '<property name="material" value="wood"/>'), layer_id=3)
    spawns = two_spawns()
    a = load_map(write_map(tmp_path / "a", "\n".join([terrain, elevation, crate, spawns])))
    b = load_map(write_map(tmp_path / "b", "\n".join([spawns, crate, elevation, terrain])))
    assert a.board.to_dict() == b.board.to_dict()
    assert a.spawns == b.spawns
    assert a.board.column(3, 3).ground == 2 + 4


def test_meaning_never_comes_from_tile_numbers(tmp_path: Path) -> None:
    """Reordered tilesets with other firstgids, and pytmx's renumbering, give the same board."""
    paint = {(3, 3): WALL, (4, 4): LAVA}
    normal = simple_map(tmp_path / "a", terrain=paint, elevation={(5, 5): 3})
    moved = {(3, 3): WALL + 100, (4, 4): LAVA + 100}
    body = "\n".join([tile_layer("terrain", grid(12, 12, FLOOR + 100, moved)),
                      tile_layer("elevation", grid(12, 12, 0, {(5, 5): 1 + 3}), 2),
                      two_spawns()])
    folder = tmp_path / "b"
    sets = tilesets(folder, ("elevation", "objects", "terrain"), (1, 17, 101))
    shuffled = write_map(folder, body, sets=sets)
    assert load_map(normal).board.to_dict() == load_map(shuffled).board.to_dict()


def test_flipped_and_rotated_tiles_keep_their_meaning(tmp_path: Path) -> None:
    flipped = LAVA | (1 << 31) | (1 << 29)
    loaded = load_map(simple_map(tmp_path, terrain={(2, 2): flipped}))
    assert loaded.board.column(2, 2).terrain == "lava"
    art = next(a for a in loaded.art if a.name == "terrain").tiles[2 * 12 + 2]
    assert art is not None and art.flip_x and art.flip_diagonal


def test_objects_from_tiles_and_rectangles(tmp_path: Path) -> None:
    objects = group(
        "objects",
        f'  <object id="20" name="crate" type="object" gid="{CRATE}" x="32" y="96" width="32" height="32"/>',
        f'  <object id="21" gid="{WINDOW}" x="128" y="192" width="64" height="64"/>',
        rect(22, "object", 8, 1, 1, 1, "iron door", '<property name="material" value="metal"/>'
             '<property name="stamina" type="int" value="20"/>'),
        layer_id=3)
    loaded = load_map(simple_map(tmp_path, elevation={(1, 2): 2}, extra=objects))
    by_name = {o.name: o for o in loaded.board.objects}
    assert by_name["crate"].material == "wood" and by_name["crate"].origin == (1, 2, 2)
    assert by_name["window"].material == "glass" and by_name["window"].size == 2
    assert by_name["window"].origin == (4, 4, 0) and by_name["window"].stamina == 8
    assert by_name["iron door"].stamina == 20 and by_name["iron door"].material == "metal"
    assert len({o.id for o in loaded.board.objects}) == 3
    assert set(loaded.object_art) == {by_name["crate"].id, by_name["window"].id}


def test_object_size_must_match_its_drawing(tmp_path: Path) -> None:
    objects = group("objects", rect(20, "object", 2, 2, 2, 2, "wagon",
                                    '<property name="size" type="int" value="3"/>'), layer_id=3)
    _, problems = check_map(simple_map(tmp_path, extra=objects))
    assert [str(p) for p in problems] == [
        f"{tmp_path / 'm.tmx'}: objects (2, 2): object 'wagon' is drawn 2 x 2 squares but its size is 3"]


def test_unset_properties_take_the_class_defaults(tmp_path: Path) -> None:
    spawns = group("spawns", rect(1, "spawn", 0, 8, 4, 4, "plain"),
                   rect(2, "spawn", 6, 6, 6, 6, "east", side("monsters")), layer_id=4)
    loaded = load_map(simple_map(tmp_path, spawns=spawns))
    assert loaded.spawns[0].side == CLASSES["spawn"][0].default == "heroes"


def test_a_project_beside_the_map_supplies_its_defaults(tmp_path: Path) -> None:
    project = ('{"propertyTypes": [{"id": 1, "name": "spawn", "type": "class", "members": '
               '[{"name": "side", "type": "string", "value": "monsters"}]}]}')
    (tmp_path / "mine.tiled-project").write_text(project)
    spawns = group("spawns", rect(1, "spawn", 0, 8, 4, 4, "west", side("heroes")),
                   rect(2, "spawn", 6, 6, 6, 6, "east"), layer_id=4)
    loaded = load_map(simple_map(tmp_path, spawns=spawns))
    assert [s.side for s in loaded.spawns] == ["heroes", "monsters"]


def test_tiled_19_class_attribute_and_untyped_objects(tmp_path: Path) -> None:
    spawns = group("spawns", rect(1, "spawn", 0, 8, 4, 4, "west", side("heroes"), attr="class"),
                   rect(2, "", 6, 6, 6, 6, "east", side("monsters")), layer_id=4)
    loaded = load_map(simple_map(tmp_path, spawns=spawns))
    assert [s.side for s in loaded.spawns] == ["heroes", "monsters"]
    assert not loaded.warnings


def test_properties_named_like_builtins_do_not_break_loading(tmp_path: Path) -> None:
    clash = ('<property name="name" value="x"/><property name="type" value="y"/>'
             '<property name="id" type="int" value="7"/><property name="x" type="float" value="1"/>'
             + side("monsters"))
    spawns = group("spawns", rect(1, "spawn", 0, 8, 4, 4, "west", side("heroes")),
                   rect(2, "spawn", 6, 6, 6, 6, "east", clash), layer_id=4)
    props = '<property name="encounter" value="emberfield_stampede"/><property name="width" type="int" value="3"/><property name="version" value="9"/>'
    loaded = load_map(simple_map(tmp_path, spawns=spawns, props=props))
    assert loaded.spawns[1].name == "east" and loaded.spawns[1].side == "monsters"
    assert loaded.board.width == 12 and loaded.encounter == "emberfield_stampede"


def test_class_typed_properties_resolve_through_the_project(tmp_path: Path) -> None:
    nested = ('<property name="spare" type="class" propertytype="spawn">'
              '<properties><property name="side" value="monsters"/></properties></property>' + side("monsters"))
    spawns = group("spawns", rect(1, "spawn", 0, 8, 4, 4, "west", side("heroes")),
                   rect(2, "spawn", 6, 6, 6, 6, "east", nested), layer_id=4)
    assert load_map(simple_map(tmp_path, spawns=spawns)).spawns[1].side == "monsters"
    unknown = nested.replace('propertytype="spawn"', 'propertytype="Gizmo"')
    spawns = group("spawns", rect(1, "spawn", 0, 8, 4, 4, "west", side("heroes")),
                   rect(2, "spawn", 6, 6, 6, 6, "east", unknown), layer_id=4)
    with pytest.raises(MapError, match="class type 'Gizmo', which the project file does not define"):
        load_map(simple_map(tmp_path / "b", spawns=spawns))


def test_zone_and_objective_areas(tmp_path: Path) -> None:
    zones = group(
        "zones",
        rect(30, "zone", 1, 1, 3, 2, "yard", '<property name="kind" value="open"/>'),
        '  <object id="31" name="wedge" type="zone" x="192" y="32">\n'
        '   <polygon points="0,0 96,0 0,96"/>\n  </object>',
        '  <object id="32" name="ring" type="zone" x="224" y="224" width="160" height="160">'
        '<ellipse/></object>',
        layer_id=5)
    objectives = group("objectives", rect(40, "objective", 1, 1, 1, 1, "smash it",
                                          '<property name="goal" propertytype="ObjectiveGoal" value="destroy"/>'),
                       layer_id=6)
    objects = group("objects", rect(20, "object", 1, 1, 1, 1, "idol", '<property name="material" value="stone"/>'), layer_id=3)
    loaded = load_map(simple_map(tmp_path, extra="\n".join([objects, zones, objectives])))
    yard, wedge, ring = loaded.zones
    assert yard.squares == ((1, 1), (2, 1), (3, 1), (1, 2), (2, 2), (3, 2)) and yard.kind == "open"
    assert wedge.squares == ((6, 1), (7, 1), (6, 2))  # centres on the slope stay out
    assert (9, 9) in ring.squares and (7, 7) not in ring.squares and len(ring.squares) == 21
    (objective,) = loaded.objectives
    assert (objective.goal, objective.side, objective.objects) == ("destroy", "heroes", ("idol_20",))


def test_map_properties(tmp_path: Path) -> None:
    props = ('<property name="encounter" propertytype="Encounter" value="saltreed_ford_ambush"/>'
             '<property name="name" value="Test Yard"/><property name="sky" type="int" value="30"/>')
    loaded = load_map(simple_map(tmp_path, props=props))
    assert (loaded.name, loaded.encounter, loaded.board.sky) == ("Test Yard", "saltreed_ford_ambush", 30)
    assert loaded.board.name == "Test Yard"


def test_warnings_do_not_stop_loading(tmp_path: Path) -> None:
    extra = group("spawn", layer_id=7)
    loaded = load_map(simple_map(tmp_path, terrain={(1, 9): LAVA}, extra=extra))
    assert sorted(loaded.warnings) == [
        f"warning: {tmp_path / 'm.tmx'}: spawn: layer 'spawn' is not read by Steelgrid (did you mean 'spawns'?)",
        f"warning: {tmp_path / 'm.tmx'}: spawns (1, 9): spawn 'west' is on damaging terrain (lava, 6 fire)",
    ]


def test_errors_are_one_line_and_nothing_half_loaded(tmp_path: Path) -> None:
    path = simple_map(tmp_path, terrain={(2, 9): WALL, (9, 9): 0})
    loaded, problems = check_map(path)
    assert loaded is None
    assert [str(p) for p in problems] == [
        f"{path}: terrain (9, 9): no terrain tile here: every square needs one",
        f"{path}: spawns (2, 9): spawn 'west' is inside a wall"]
    with pytest.raises(MapError) as caught:
        load_map(path)
    assert "\n" not in str(caught.value)
    assert re.match(rf"{re.escape(str(path))}: terrain \(9, 9\): ", str(caught.value))


def test_problem_lines() -> None:
    assert str(Problem("a.tmx", "bad", "terrain", (1, 2))) == "a.tmx: terrain (1, 2): bad"
    assert str(Problem("a.tmx", "bad", "map")) == "a.tmx: map: bad"
    assert str(Problem("a.tmx", "odd\nthing", warning=True)) == "warning: a.tmx: odd thing"
    assert str(MapError([Problem("a", "w", warning=True), Problem("a", "e")])) == "a: e"


def test_missing_file_and_folder(tmp_path: Path) -> None:
    with pytest.raises(MapError, match=r"nope\.tmx: no such file"):
        load_map(tmp_path / "nope.tmx")
    with pytest.raises(MapError, match="is a folder"):
        load_map(tmp_path)


def test_loading_needs_no_display(tmp_path: Path) -> None:
    """Checked in a fresh interpreter: client tests in this process may have opened a display."""
    import subprocess
    import sys
    path = simple_map(tmp_path)
    code = ("import sys; from game.maps.tiled import load_map; load_map(sys.argv[1]); "
            "m = sys.modules.get('pygame'); "
            "sys.exit(1 if m is not None and m.display.get_init() else 0)")
    root = Path(__file__).resolve().parents[2]
    result = subprocess.run([sys.executable, "-c", code, str(path)], cwd=root,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr


def test_only_the_loader_imports_pytmx() -> None:
    pattern = re.compile(r"^\s*(import pytmx|from pytmx)", re.M)
    offenders = [str(p.relative_to(ROOT)) for folder in ("rules", "game", "tools")
                 for p in (ROOT / folder).rglob("*.py")
                 if pattern.search(p.read_text(encoding="utf-8")) and p != ROOT / "game" / "maps" / "tiled.py"]
    assert offenders == []


@pytest.mark.parametrize("compression", ["", "zlib", "gzip"])
def test_base64_layers_read_like_csv(tmp_path: Path, compression: str) -> None:
    import base64
    import gzip
    import struct
    import zlib
    rows = grid(12, 12, FLOOR, {(3, 3): WALL, (4, 5): LAVA})
    raw = struct.pack("<%dI" % 144, *[g for row in rows for g in row])
    packed = {"": raw, "zlib": zlib.compress(raw), "gzip": gzip.compress(raw)}[compression]
    attr = f' compression="{compression}"' if compression else ""
    layer = (f' <layer id="1" name="terrain" width="12" height="12">\n'
             f'  <data encoding="base64"{attr}>{base64.b64encode(packed).decode()}</data>\n </layer>')
    b64 = load_map(write_map(tmp_path / "b", "\n".join([layer, two_spawns()])))
    body = "\n".join([tile_layer("terrain", rows), two_spawns()])
    assert b64.board.to_dict() == load_map(write_map(tmp_path / "c", body)).board.to_dict()


def test_json_maps_are_refused_with_advice(tmp_path: Path) -> None:
    path = tmp_path / "m.tmj"
    path.write_text("{}")
    with pytest.raises(MapError, match=r"m\.tmj: Steelgrid reads maps saved as \.tmx"):
        load_map(path)


def test_one_check_reports_problems_from_every_layer(tmp_path: Path) -> None:
    objects = group("objects", rect(20, "object", 14, 2, 1, 1, "crate"), layer_id=3)
    spawns = group("spawns", rect(1, "spawn", 0, 8, 4, 4, "west", side("heroes")),
                   rect(2, "spawn", 6, 6, 6, 6, "east", side("villains")), layer_id=4)
    path = simple_map(tmp_path, terrain={(1, 9): WALL, (5, 0): 0}, elevation={(2, 2): 99},
                      spawns=spawns, extra=objects)
    _, problems = check_map(path)
    assert str(problems[0]).endswith("elevation (2, 2): tile number 124 (in no tileset) has no "
                                     "'elevation' property")
    where = [(p.layer, p.pos) for p in problems if not p.warning]
    assert where == [("elevation", (2, 2)), ("terrain", (5, 0)), ("objects", (14, 2)),
                     ("spawns", (1, 9)), ("spawns", (6, 6))]
