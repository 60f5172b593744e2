"""game.maps.tiled: the optional `conceals` tile property makes fog squares (000 Concealment)."""
from __future__ import annotations

from pathlib import Path

from _mapkit import FLOOR, grid, tile_layer, tilesets, two_spawns, write_map
from game.maps.tiled import check_map, load_map

FOG_SET = """ <tileset firstgid="100" name="fog" tilewidth="32" tileheight="32" tilecount="1" columns="1">
  <image source="{image}" width="32" height="32"/>
  <tile id="0">
   <properties>
    <property name="terrain" propertytype="Terrain" value="floor"/>
    <property name="conceals" type="bool" value="true"/>
   </properties>
  </tile>
 </tileset>"""


def test_conceals_tile_property_makes_fog(tmp_path: Path) -> None:
    import pygame
    image = tmp_path / "fog.png"
    pygame.image.save(pygame.Surface((32, 32)), str(image))
    sets = tilesets(tmp_path) + "\n" + FOG_SET.format(image="fog.png")
    body = "\n".join([tile_layer("terrain", grid(12, 12, FLOOR, {(2, 3): 100})), two_spawns()])
    path = write_map(tmp_path, body, sets=sets)
    loaded, problems = check_map(path)
    assert loaded is not None, problems
    assert not [p for p in problems if "conceals" in str(p)]
    board = load_map(path).board
    assert board.column(2, 3).conceals and not board.column(0, 0).conceals
