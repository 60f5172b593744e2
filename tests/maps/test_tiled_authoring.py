"""The real Tiled editor with the Steelgrid project open (skipped where `tiled` is missing).

Tiled starts without a display, in a private settings folder, on a copy of maps/ whose session
opens maps/steelgrid.tiled-project. A script extension then does what an author does:

- checks that Tiled read the project's property types (tile and map properties come back as
  the Terrain and Encounter enums, not plain text);
- opens every shipped map and saves it again, as the editor would;
- makes a new map from nothing by the steps in maps/README.md and saves it;
- runs the project's "Check this map" and both "Play-test this map" commands on it.

The new map then goes through Tiled's command line (to JSON and back) and must load the same.

The loader must read the re-saved maps as the originals, the new map must pass the check, and
the commands must run `steelgrid map check FILE` and `steelgrid play --map FILE`.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from _mapkit import MAPS, ROOT, SHIPPED, run_tiled, tiled_command
from game.maps.tiled import load_map

pytestmark = pytest.mark.skipif(tiled_command() is None, reason="the tiled command is not installed")

SCRIPT = r"""
var out = new TextFile(OUT + "/script.log", TextFile.WriteOnly);
function say(s) { out.writeLine(s); }
function setClass(o, name) { if ("className" in o) o.className = name; else o.type = name; }
try {
  say("version " + tiled.version);
  var terrain = tiled.open(MAPS + "/terrain.tsx");
  say("tile terrain " + JSON.stringify(terrain.tile(0).property("terrain")));
  for (var i = 0; i < SHIPPED.length; ++i) {
    var shipped = tiled.open(MAPS + "/" + SHIPPED[i]);
    if (i == 0) say("map encounter " + JSON.stringify(shipped.property("encounter")));
    tiled.mapFormat("tmx").write(shipped, MAPS + "/resaved_" + SHIPPED[i]);
  }
  // maps/README.md, "Make a new map, step by step"
  var map = new TileMap();
  map.setSize(24, 20);
  map.setTileSize(32, 32);
  map.orientation = TileMap.Orthogonal;
  map.layerDataFormat = TileMap.CSV;
  map.renderOrder = TileMap.RightDown;
  var elevation = tiled.open(MAPS + "/elevation.tsx");
  map.addTileset(terrain);
  map.addTileset(elevation);
  var tl = new TileLayer("terrain"), el = new TileLayer("elevation");
  tl.width = el.width = 24; tl.height = el.height = 20; el.opacity = 0.5;
  var te = tl.edit(), ee = el.edit();
  for (var y = 0; y < 20; ++y) for (var x = 0; x < 24; ++x) {
    te.setTile(x, y, terrain.tile(x == 12 && y > 3 && y < 16 ? 18 : (x > 16 ? 2 : 0)));
    ee.setTile(x, y, elevation.tile(x > 16 ? 2 : (x == 16 ? 1 : 0)));
  }
  te.apply(); ee.apply();
  map.addLayer(tl); map.addLayer(el);
  var spawns = new ObjectGroup("spawns");
  function area(name, side, x, y, w, h) {
    var o = new MapObject(name);
    o.shape = MapObject.Rectangle;
    o.x = x * 32; o.y = y * 32; o.width = w * 32; o.height = h * 32;
    setClass(o, "spawn");
    o.setProperty("side", tiled.propertyValue("Side", side));
    spawns.addObject(o);
  }
  area("west", "heroes", 1, 2, 4, 6);
  area("east", "monsters", 18, 8, 5, 8);
  map.addLayer(spawns);
  map.setProperty("encounter", tiled.propertyValue("Encounter", "saltreed_ford_ambush"));
  map.setProperty("name", "Old Mill");
  tiled.mapFormat("tmx").write(map, MAPS + "/old_mill.tmx");
  tiled.open(MAPS + "/old_mill.tmx");
  tiled.executeCommand("Check this map", false);
  tiled.executeCommand("Play-test this map", false);
  tiled.executeCommand("Play-test this map (through make, sets up .venv)", false);
  say("done");
} catch (e) { say("error " + e); }
out.commit();
"""

FAKE_STEELGRID = """#!/bin/sh
echo "steelgrid $*" >> "{log}"
if [ "$1" = map ]; then
  cd "{root}" && PYTHONPATH="{root}" "{python}" -m game "$@" >> "{log}" 2>&1
  echo "exit $?" >> "{log}"
fi
"""


FAKE_MAKE = """#!/bin/sh
printf 'make' >> "{log}"
for arg in "$@"; do printf ' [%s]' "$arg" >> "{log}"; done
echo >> "{log}"
"""


def wait_for(condition, seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.2)
    return False


def test_authoring_in_the_real_editor(tmp_path: Path) -> None:
    maps = tmp_path / "maps"
    shutil.copytree(MAPS, maps, ignore=shutil.ignore_patterns("previews", "*.png"))
    shutil.copytree(ROOT / "assets" / "tilesets", tmp_path / "assets" / "tilesets")
    config = tmp_path / "config"
    (config / "tiled" / "extensions").mkdir(parents=True)
    (config / "mapeditor.org").mkdir()
    session = maps / "steelgrid.tiled-session"
    session.write_text(json.dumps({"project": "steelgrid.tiled-project", "openFiles": []}))
    (config / "mapeditor.org" / "tiled.conf").write_text(f"[Project]\nLastSession={session}\n")
    header = (f"var OUT = {json.dumps(str(tmp_path))}; var MAPS = {json.dumps(str(maps))};\n"
              f"var SHIPPED = {json.dumps([p.name for p in SHIPPED])};\n")
    (config / "tiled" / "extensions" / "author.js").write_text(header + SCRIPT)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    log = tmp_path / "commands.log"
    fake = bin_dir / "steelgrid"
    fake.write_text(FAKE_STEELGRID.format(log=log, root=ROOT, python=sys.executable))
    fake.chmod(0o755)
    fake_make = bin_dir / "make"
    fake_make.write_text(FAKE_MAKE.format(log=log))
    fake_make.chmod(0o755)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(config),
               XDG_RUNTIME_DIR=str(config), HOME=str(tmp_path), PATH=f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}")
    editor = subprocess.Popen([tiled_command() or "tiled"], env=env, cwd=tmp_path,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        script_log = tmp_path / "script.log"
        finished = wait_for(lambda: script_log.exists() and "exit" in _read(log)
                            and "play --map" in _read(log) and "make [" in _read(log), 45)
    finally:
        editor.terminate()
        try:
            editor.wait(10)
        except subprocess.TimeoutExpired:
            editor.kill()
    report = _read(tmp_path / "script.log")
    assert finished, report + _read(log)
    assert "done" in report, report
    assert '"typeName":"Terrain"' in report and '"typeName":"Encounter"' in report, report
    for path in SHIPPED:
        resaved = load_map(maps / f"resaved_{path.name}")
        original = load_map(path)
        assert resaved.board.to_dict() == original.board.to_dict()
        assert (resaved.spawns, resaved.zones, resaved.objectives) == (
            original.spawns, original.zones, original.objectives)
        assert 'propertytype="Encounter"' in (maps / f"resaved_{path.name}").read_text()
    new_map = maps / "old_mill.tmx"
    commands = _read(log)
    assert f"steelgrid map check {new_map}\n" in commands, commands
    assert f"\n{new_map}: ok\n" in commands and "exit 0" in commands, commands
    assert f"steelgrid play --map {new_map}\n" in commands, commands
    assert f"make [-C] [{maps}/..] [play] [ARGS=--map {new_map}]\n" in commands, commands
    loaded = load_map(new_map)
    assert loaded.encounter == "saltreed_ford_ambush" and loaded.board.ground(20, 5) == 2
    assert loaded.is_wall(12, 5) and [s.side for s in loaded.spawns] == ["heroes", "monsters"]
    as_json, back = tmp_path / "old_mill.json", tmp_path / "old_mill_again.tmx"
    for source, target in ((new_map, as_json), (as_json, back)):
        assert run_tiled("--export-map", str(source), str(target)).returncode == 0
    assert load_map(back).board.to_dict() == loaded.board.to_dict()


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8", errors="replace") if path.exists() else ""
