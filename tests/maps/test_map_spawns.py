"""game.maps.spawns: encounters placed on spawn areas, ready-to-run battles."""
from __future__ import annotations

from pathlib import Path

import pytest

from _mapkit import SHIPPED, group, rect, side, simple_map
from game.maps.spawns import FLIER_LIFT, map_battle
from game.maps.tiled import MapError, load_map
from rules.drawsteel.content.loader import default_content


STARTERS = sorted({"saltreed_ford_ambush", "emberfield_stampede"} & set(default_content().encounters))
"""The shipped maps are made to hold both starter encounters (their own is checked by map check;
encounters added later need only fit the maps that name them)."""


@pytest.mark.parametrize("encounter", STARTERS)
@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.stem)
def test_starter_encounters_fit_every_map(path: Path, encounter: str) -> None:
    loaded = load_map(path)
    battle = map_battle(path, encounter, seed=3)
    board = battle.board
    areas = {s: [sp for sp in loaded.spawns if sp.side == s] for s in ("heroes", "monsters")}
    seen: set = set()
    for c in battle.creatures.values():
        n = c.squares
        x, y, z = c.pos
        feet = {(x + i, y + j) for i in range(n) for j in range(n)}
        assert any(feet <= set(sp.squares) for sp in areas[c.side]), c.id
        assert z >= board.footprint_ground(c.pos, n)
        assert not any(board.is_solid(cell) for cell in c.cells), c.id
        assert not seen & set(c.cells), c.id
        seen |= set(c.cells)
        if c.can("fly") and c.aloft:
            assert z == board.footprint_ground(c.pos, n) + FLIER_LIFT
    assert battle.pending is not None or battle.stack


def test_kept_spawns_get_their_creatures() -> None:
    bridge_path = next(p for p in SHIPPED if p.stem == "skyreach_bridge")
    roost = next(s for s in load_map(bridge_path).spawns if s.creature == "duskwing_shrike")
    shrikes = [c for c in map_battle(bridge_path).creatures.values() if c.template == "duskwing_shrike"]
    assert len(shrikes) == 2
    assert all((c.pos[0], c.pos[1]) in roost.squares and c.aloft for c in shrikes)
    warren = next(p for p in SHIPPED if p.stem == "hollowdeep_warren")
    den = next(s for s in load_map(warren).spawns if s.slot == "Delver")
    delver = map_battle(warren).creatures["hollowjaw_delver"]
    assert (delver.pos[0], delver.pos[1]) in den.squares


def test_placement_is_deterministic_and_uses_the_map_encounter() -> None:
    path = SHIPPED[0]
    a, b = map_battle(path, seed=1), map_battle(path, seed=2)
    assert {k: c.pos for k, c in a.creatures.items()} == {k: c.pos for k, c in b.creatures.items()}
    assert len(a.creatures) == sum(s.count for s in default_content().encounters[load_map(path).encounter].slots)


def test_no_room_is_a_map_error(tmp_path: Path) -> None:
    spawns = group("spawns", rect(1, "spawn", 0, 8, 4, 4, "west", side("heroes")),
                   rect(2, "spawn", 6, 6, 2, 2, "east", side("monsters")), layer_id=4)
    path = simple_map(tmp_path, spawns=spawns)
    with pytest.raises(MapError, match=r"spawns: no room for Hollowjaw Delver \(monsters, size 3\)"):
        map_battle(path, "saltreed_ford_ambush")


def test_encounter_must_be_known_or_named(tmp_path: Path) -> None:
    path = simple_map(tmp_path)
    with pytest.raises(MapError, match="map: the map names no encounter"):
        map_battle(path)
    with pytest.raises(MapError, match="map: unknown encounter 'dragon'"):
        map_battle(path, "dragon")
    assert map_battle(path, "emberfield_stampede").board.width == 12


def test_better_ground_is_chosen_first(tmp_path: Path) -> None:
    lava = {(x, y): 14 for x in range(0, 2) for y in range(8, 12)}
    path = simple_map(tmp_path, terrain=lava)
    battle = map_battle(path, "saltreed_ford_ambush")
    for c in battle.creatures.values():
        if c.side == "heroes":
            assert c.pos[0] >= 2, c.id
