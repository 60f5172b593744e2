"""Tilesets, the Tiled project file, the map generator and the authoring guide stay in step."""
from __future__ import annotations

import json
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from _mapkit import MAPS, ROOT
from game.maps.mapmodel import (CLASSES, ELEVATION_KEY, ENUMS, LAYER_CLASS, OBJECTIVE_GOALS,
                           OPTIONAL_TERRAIN_KEYS, TERRAIN_KEYS, TERRAINS)
from game.maps.tiled import load_map
from rules.core.registry import all_rulesets
from rules.drawsteel.content.loader import default_content
from tools import make_maps, make_tilesets

PROJECT = MAPS / "steelgrid.tiled-project"
README = MAPS / "README.md"


def test_generated_text_files_are_up_to_date(tmp_path: Path) -> None:
    make_tilesets.write_all(tmp_path, images=False)
    for name in ("terrain.tsx", "elevation.tsx", "objects.tsx"):
        assert (tmp_path / "maps" / name).read_text() == (MAPS / name).read_text(), (
            f"maps/{name} is stale: run python tools/make_tilesets.py")

    def without_encounters(path: Path) -> dict:
        # new encounters only add drop-down values; they need not fail everyone's tests
        project = json.loads(path.read_text())
        for entry in project["propertyTypes"]:
            if entry["name"] == "Encounter":
                entry["values"] = []
        return project
    assert without_encounters(tmp_path / "maps" / PROJECT.name) == without_encounters(PROJECT), (
        "maps/steelgrid.tiled-project is stale: run python tools/make_tilesets.py")


def test_tileset_images_exist_at_their_declared_size() -> None:
    import pygame
    for tsx in MAPS.glob("*.tsx"):
        image = ET.parse(tsx).getroot().find("image")
        assert image is not None
        surface = pygame.image.load(str(MAPS / image.get("source", "")))
        assert surface.get_size() == (int(image.get("width", 0)), int(image.get("height", 0)))


def test_every_terrain_tile_means_something(tmp_path: Path) -> None:
    root = ET.parse(MAPS / "terrain.tsx").getroot()
    tiles = root.findall("tile")
    assert len(tiles) == int(root.get("tilecount", 0)) == len(make_tilesets.TERRAIN_TILES)
    for tile in tiles:
        names = {p.get("name") for p in tile.iter("property")}
        assert set(TERRAIN_KEYS) <= names <= set(TERRAIN_KEYS + OPTIONAL_TERRAIN_KEYS)
    concealing = [t for t in make_tilesets.TERRAIN_TILES if t.conceals]
    assert [t.name for t in concealing] == ["mist"]  # one shipped tile to paint fog with
    used = {t.terrain for t in make_tilesets.TERRAIN_TILES}
    assert used == set(TERRAINS)
    elevations = ET.parse(MAPS / "elevation.tsx").getroot().findall("tile")
    assert [int(t.find("properties/property").get("value")) for t in elevations] == list(range(16))
    assert all(t.find("properties/property").get("name") == ELEVATION_KEY for t in elevations)


def test_project_file_has_the_types_and_commands() -> None:
    project = json.loads(PROJECT.read_text())
    types = {t["name"]: t for t in project["propertyTypes"]}
    for name, values in ENUMS.items():
        assert types[name]["type"] == "enum" and tuple(types[name]["values"]) == values
        assert types[name]["storageType"] == "string" and not types[name]["valuesAsFlags"]
    every = {eid for rules in all_rulesets() for eid in rules.encounters()}
    assert set(types["Encounter"]["values"]) <= every
    for name, members in CLASSES.items():
        assert types[name]["type"] == "class" and types[name]["useAs"] == ["object"]
        assert [(m["name"], m["value"]) for m in types[name]["members"]] == [
            (m.name, m.default) for m in members]
    assert sorted(LAYER_CLASS.values()) == sorted(CLASSES)
    assert len({t["id"] for t in project["propertyTypes"]}) == len(project["propertyTypes"])
    play = project["commands"][0]
    assert play["name"] == "Play-test this map" and play["command"] == "steelgrid"
    assert play["arguments"] == "play --map %mapfile" and play["saveBeforeExecute"]
    assert project["compatibilityVersion"] == 1080


def test_map_generator_writes_maps_that_load(tmp_path: Path) -> None:
    for tsx in MAPS.glob("*.tsx"):
        shutil.copy(tsx, tmp_path)
    shutil.copytree(ROOT / "assets", tmp_path.parent / "assets", dirs_exist_ok=True)
    make_maps.main(["--out", str(tmp_path)])
    written = sorted(p.name for p in tmp_path.glob("*.tmx"))
    assert written == sorted(p.name for p in MAPS.glob("*.tmx"))
    for name in written:
        assert load_map(tmp_path / name).board.width >= 20


def test_readme_explains_every_layer_property_and_value() -> None:
    text = README.read_text()
    words = set(re.findall(r"`([^`\n]+)`", re.sub(r"```.*?```", "", text, flags=re.S)))
    needed = {*TERRAIN_KEYS, ELEVATION_KEY, *LAYER_CLASS, *CLASSES, *TERRAINS, *OBJECTIVE_GOALS,
              "terrain", "elevation", "encounter", "name", "sky", "heroes", "monsters"}
    needed |= {m.name for members in CLASSES.values() for m in members}
    assert needed - words == set()
    for enum in ENUMS:
        assert enum in text
    for picture in re.findall(r"\]\((previews/[^)]+\.png)\)", text):
        assert (MAPS / picture).is_file(), picture
    assert "previews/drowned_chapel.png" in text


@pytest.mark.parametrize("script", ["make_tilesets.py", "make_maps.py", "render_map.py"])
def test_tools_have_usage(script: str) -> None:
    assert (ROOT / "tools" / script).read_text().startswith("#!/usr/bin/env python3\n\"\"\"")
