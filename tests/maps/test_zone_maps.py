"""Zone maps: the `battle_zones` layer of a Tiled map read into a zone board, the three zone
maps in maps/zones/, and their round trip through the real Tiled editor.

Rules cited: seed 003 "Using Battle Zones" (one zone for tight quarters, three or four for an
open field) and its "Detached Zones" (ships linked by an action); seed 002 "Zones and Distance"
(places to take cover marked on the map)."""
from __future__ import annotations

import io
from pathlib import Path

import pytest

from _mapkit import MAPS, group, rect, run_tiled, simple_map, tiled_command
from game.maps import mapcheck
from game.maps.spawns import map_battle
from game.maps.tiled import CLASSES, LoadedMap, load_map
from rules.core.save import dumps, loads
from rules.core.zones import ADJACENT, DETACHED, INACCESSIBLE, place_in_zone

ZONE_MAPS = sorted((MAPS / "zones").glob("*.tmx"))


@pytest.fixture(scope="module")
def maps() -> dict[str, LoadedMap]:
    return {p.stem: load_map(p) for p in ZONE_MAPS}


def test_three_zone_maps_ship():
    assert [p.stem for p in ZONE_MAPS] == ["crossroads_field", "grappled_ships", "tavern_brawl"]


def test_zone_maps_pass_map_check_with_at_most_the_encounter_warning():
    out = io.StringIO()
    assert mapcheck.main([str(p) for p in ZONE_MAPS], out) == 0
    for line in out.getvalue().splitlines()[:-1]:
        assert line.endswith((": ok", ": ok (1 warning)")) or "no 'encounter' map property" in line, line


def test_tavern_brawl_is_one_room_and_its_kitchen(maps):
    """003 Using Battle Zones: tight quarters may be a single zone (here a taproom and the
    kitchen behind it, side by side)."""
    board = maps["tavern_brawl"].battle_zones
    assert board.names == ("Taproom", "Kitchen")
    assert board.distance("Taproom", "Kitchen") == 1
    assert board.zone("Kitchen").hazard == "fire" and board.zone("Taproom").cover == 3


def test_open_field_has_four_zones_with_their_ground(maps):
    """003 Using Battle Zones: an open field is typically three or four zones; 002 Zones and
    Distance: places to take cover are marked."""
    board = maps["crossroads_field"].battle_zones
    assert set(board.names) == {"Road", "Ford", "Hill", "Wood"}
    assert board.zone("Hill").cover == 3
    assert board.zone("Wood").dark and board.zone("Wood").difficult
    assert board.zone("Ford").difficult
    assert board.distance("Road", "Hill") == 2 and board.distance("Hill", "Wood") == 1
    assert board.zone_at((1, 11)).name == "Road"


def test_ships_are_cut_off_until_grappled(maps):
    """003 Using Battle Zones > Detached Zones: two ships cannot reach each other and trade
    shots; bringing one alongside links the zones."""
    board = maps["grappled_ships"].battle_zones
    link = board.link("Hawk Main Deck", "Gull Waist")
    assert (link.kind, link.distance) == (INACCESSIBLE, 2)
    assert board.distance("Hawk Main Deck", "Gull Waist") is None
    assert board.zone_range("Hawk Main Deck", "Gull Waist") == 2
    boat = board.link("Hawk Quarterdeck", "Longboat")
    assert (boat.kind, boat.distance) == (DETACHED, 2)
    grappled = board.connect("Hawk Main Deck", "Gull Waist")
    assert grappled.distance("Hawk Quarterdeck", "Gull Forecastle") == 3


def test_polygon_cells_are_the_squares_whose_centres_lie_inside(tmp_path):
    triangle = (f'  <object id="11" name="Slope" type="battle_zone" x="0" y="0">\n'
                f'   <polygon points="0,0 128,0 0,128"/>\n  </object>')
    path = simple_map(tmp_path, extra=group("battle_zones", triangle, layer_id=7))
    cells = load_map(path).battle_zones.zone("Slope").cells
    assert cells == {(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (0, 2)}


def test_rectangles_and_class_defaults(tmp_path):
    zones = group("battle_zones", rect(11, "battle_zone", 0, 0, 6, 12, "West",
                                       '<property name="links" value="East"/>'),
                  rect(12, "battle_zone", 6, 0, 6, 12, "East"), layer_id=7)
    board = load_map(simple_map(tmp_path, extra=zones)).battle_zones
    assert board.link("West", "East").kind == ADJACENT
    assert board.zone("East").cover == 0 and not board.zone("East").dark
    assert {m.name for m in CLASSES["battle_zone"]} == {
        "links", "detached", "inaccessible", "distance", "cover", "dark", "difficult", "hazard"}


def test_a_map_without_the_layer_has_no_zone_board(tmp_path):
    assert load_map(simple_map(tmp_path)).battle_zones is None


def test_the_draw_steel_zones_layer_keeps_its_meaning(maps):
    chapel = load_map(MAPS / "drowned_chapel.tmx")
    assert chapel.zones and chapel.battle_zones is None


def test_a_battle_on_a_zone_map_carries_its_zones_through_a_save():
    """003 Using Battle Zones: the battle knows its zones; a save keeps them."""
    battle = map_battle(MAPS / "zones" / "grappled_ships.tmx", "saltreed_ford_ambush", 4)
    assert battle.zones is not None and "Gull Waist" in battle.zones.names
    for c in battle.creatures.values():
        assert battle.zones.zone_of(c) is not None, c.name
    assert loads(dumps(battle)).zones == battle.zones


pytestmark_tiled = pytest.mark.skipif(tiled_command() is None, reason="the tiled command is not installed")


def _export(source: Path, target: Path) -> Path:
    done = run_tiled("--export-map", str(source), str(target))
    assert done.returncode == 0 and target.exists(), done.stderr
    return target


@pytestmark_tiled
@pytest.mark.parametrize("path", ZONE_MAPS, ids=lambda p: p.stem)
def test_zone_maps_round_trip_through_tiled(path: Path, tmp_path: Path):
    original = load_map(path)
    resaved = load_map(_export(path, tmp_path / "resaved.tmx"))
    via_json = load_map(_export(_export(path, tmp_path / "map.json"), tmp_path / "back.tmx"))
    for copy in (resaved, via_json):
        assert copy.battle_zones == original.battle_zones
        assert copy.board.to_dict() == original.board.to_dict()
        assert copy.spawns == original.spawns


def test_tokens_placed_by_zone_never_overlap_and_avoid_furniture():
    """003 Using Battle Zones: a token goes anywhere in the zone it moves to; laid out from the
    zone's middle, clear of others, of tables and of the bar counter."""
    battle = map_battle(MAPS / "zones" / "tavern_brawl.tmx", "greyveil_vigil", 1)
    zones = battle.zones
    furniture = {(c[0], c[1]) for o in battle.objects.values() for c in o.cells}
    for cid in battle.creatures:
        assert place_in_zone(zones, battle, cid, "Kitchen") or zones.zone_of(battle.creatures[cid])
    spaces: set[tuple[int, int]] = set()
    for c in battle.creatures.values():
        squares = {(cell[0], cell[1]) for cell in c.cells}
        assert not squares & spaces and not squares & furniture
        spaces |= squares
    in_kitchen = zones.creatures_in("Kitchen", battle)
    assert len(in_kitchen) >= 8
    for cid in battle.creatures:
        assert place_in_zone(zones, battle, cid, "Taproom")
    assert len(zones.creatures_in("Taproom", battle)) == len(battle.creatures)
    for c in battle.creatures.values():
        assert battle.board.ground(c.pos[0], c.pos[1]) == c.pos[2] == 1, "on the floor, not the counter"


def test_a_full_zone_takes_nobody_more():
    battle = map_battle(MAPS / "zones" / "grappled_ships.tmx", "greyveil_vigil", 1)
    first = next(iter(battle.creatures))
    before = battle.creatures[first].pos
    others = [c for c in battle.creatures if c != first]
    for cid in others:
        place_in_zone(battle.zones, battle, cid, "Longboat")
    assert len(battle.zones.creatures_in("Longboat", battle)) == len(battle.zones.zone("Longboat").cells)
    assert not place_in_zone(battle.zones, battle, first, "Longboat")
    assert battle.creatures[first].pos == before


def test_spawn_areas_outside_every_zone_are_warned_about(tmp_path):
    zones = group("battle_zones", rect(11, "battle_zone", 0, 0, 12, 6, "North"), layer_id=7)
    out = io.StringIO()
    assert mapcheck.main([str(simple_map(tmp_path, extra=zones))], out) == 0
    assert any(line.startswith("warning:") and "spawns (6, 6): spawn 'east' has squares in no "
               "battle zone" in line for line in out.getvalue().splitlines())


def test_an_empty_battle_zones_layer_is_a_warning(tmp_path):
    path = simple_map(tmp_path, extra=group("battle_zones", layer_id=7))
    loaded = load_map(path)
    assert loaded.battle_zones is None
    assert any("the battle_zones layer has no zones" in w for w in loaded.warnings)
