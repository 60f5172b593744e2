"""Battle maps from the Tiled editor: a .tmx file in, a rules `Board` plus spawns, zones and
objectives out.

This is the only module that reads Tiled files or imports pytmx (design principle 6). Nothing in
a map means anything by its tile numbers: every tile carries its meaning as custom properties,
and layers are found by name. maps/README.md is the authors' side of the same conventions:

- tile layer `terrain` (required): one tile per square whose properties say what the square is
  (`terrain`, `material`, `difficult`, `damage`, `damage_type`, `depth`, `burrowable`,
  `wall_height`, `damage_at_start`, `damage_at_end`, and optionally `conceals`);
- tile layer `elevation` (optional): tiles with an `elevation` property give the ground height in
  squares; an empty square is elevation 0. A column's ground is its elevation plus the
  `wall_height` of its terrain tile, and liquid of `depth` squares sits on top of the ground;
- object layers `spawns`, `objects`, `zones` and `objectives`; objects are typed by their Tiled
  class (`type` attribute, or `class` as Tiled 1.9 wrote it), and properties an object leaves
  unset take the defaults of that class in the project file, as they do in Tiled.

Reading is all-or-nothing: `check_map` collects every problem it finds, each a `Problem` that
prints as one line `file: layer (x, y): problem`, and `load_map` raises `MapError` unless the map
is free of errors. pytmx is fed only files that a first pass over the XML found it can read.
"""
from __future__ import annotations

import difflib
import json
import math
import os
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Iterable

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # pytmx imports pygame when it can
import pytmx  # noqa: E402

from rules.core.board import GROUND_MATERIALS, MATERIALS, Board, BoardObject, Column  # noqa: E402
from rules.core.damage_types import DAMAGE_TYPES  # noqa: E402

from .mapmodel import (BATTLE_ZONE_LAYER, CLASSES, DEFAULT_PROJECT,  # noqa: E402,F401
                       ELEVATION_KEY, ELEVATION_LAYER, ENUMS, LAYER_CLASS, MAX_HEIGHT, OBJECT_LAYER, OBJECT_LAYERS,
                       OBJECTIVE_GOALS, OBJECTIVE_LAYER, OPTIONAL_TERRAIN_KEYS, SIDES,
                       SPAWN_LAYER, TERRAIN_KEYS, TERRAIN_LAYER, TERRAINS, TILE_LAYERS, ZONE_LAYER, ArtLayer, LoadedMap,
                       MapError, Member, Objective, Problem, Spawn, Square, TileArt, Zone,
                       project_property_types)
from .zone_layer import ZoneShape, build_zone_board  # noqa: E402

__all__ = ["load_map", "check_map", "find_project", "map_encounter", "map_title", "map_property", "LoadedMap", "Spawn", "Zone", "Objective",
           "Problem", "MapError", "TileArt", "ArtLayer", "Member", "CLASSES", "ENUMS",
           "project_property_types"]

# Attributes of <tile> that pytmx stores alongside (and over) a tile's custom properties.
_TILE_ATTRS = frozenset(("id", "type", "class", "probability", "width", "height", "source",
                         "trans", "frames", "colliders", "path", "x", "y"))
_PROPERTY_TYPES = ("string", "int", "float", "bool", "color", "file", "object", "class")
_COMPRESSIONS = ("", "zlib", "gzip")


# ---------------------------------------------------------------------------- public entry points

def load_map(path: str | Path) -> LoadedMap:
    """Read a map, or raise `MapError` naming the first problem (warnings do not stop it)."""
    loaded, problems = check_map(path)
    if loaded is None or any(not p.warning for p in problems):
        raise MapError(problems)
    return loaded


def check_map(path: str | Path) -> tuple[LoadedMap | None, list[Problem]]:
    """Read a map and report every problem; the map comes back only when there are no errors."""
    reader = _Reader(Path(path), str(path))
    try:
        loaded = reader.read()
    except _Stop:
        loaded = None
    except Exception as exc:  # a file this reader did not foresee: still one line, no traceback
        reader.error(f"could not read the map ({type(exc).__name__}: {exc})")
        loaded = None
    if any(not p.warning for p in reader.problems):
        loaded = None
    return loaded, reader.problems


def map_encounter(path: str | Path) -> str:
    """The map's own encounter (its `encounter` property), read from the top of the file without
    loading the map; '' when it names none or the file cannot be read."""
    return map_property(path, "encounter") or ""


def map_title(path: str | Path) -> str | None:
    """The name the map's author gave it (its `name` property), else its file name in words;
    None when the file is not a readable Tiled map (the title screen marks it broken)."""
    name = map_property(path, "name")
    if name is None:
        return None
    return name or Path(path).stem.replace("_", " ").title()


def map_property(path: str | Path, key: str) -> str | None:
    """One map-level custom property, read without loading the map: '' when it is not set, None
    when the file cannot be read as a Tiled map."""
    try:
        root = ET.parse(str(path)).getroot()
    except (OSError, ET.ParseError):
        return None
    if root.tag != "map":
        return None
    props = root.find("properties")
    for prop in props.findall("property") if props is not None else ():
        if prop.get("name") == key:
            return str(prop.get("value") or prop.text or "").strip()
    return ""


def find_project(map_path: Path) -> Path | None:
    """The .tiled-project file in the map's folder or the nearest folder above it."""
    for folder in [map_path.resolve().parent, *map_path.resolve().parent.parents][:4]:
        found = sorted(folder.glob("*.tiled-project"))
        if found:
            return found[0]
    return None


# ---------------------------------------------------------------------------- helpers

class _Stop(Exception):
    """Raised inside the reader once a problem makes reading further pointless."""


def _hint(word: str, allowed: Iterable[str]) -> str:
    allowed = list(allowed)
    close = difflib.get_close_matches(word, allowed, n=1, cutoff=0.7)
    if close:
        return f"(did you mean {close[0]!r}?)"
    return "(use " + ", ".join(allowed) + ")"


def _int(value: Any) -> int | None:
    """A whole number from a typed or untyped property value, else None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str) and re.fullmatch(r"\s*-?\d+\s*", value):
        return int(value)
    return None


def _bool(value: Any) -> bool | None:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "false"):
        return value.strip().lower() == "true"
    return None


def _title(stem: str) -> str:
    return " ".join(w.capitalize() for w in re.split(r"[_\-\s]+", stem) if w)


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")


def _inside_polygon(px: float, py: float, points: list[tuple[float, float]]) -> bool:
    """Even-odd test: is the point inside the polygon?"""
    inside = False
    j = len(points) - 1
    for i, (xi, yi) in enumerate(points):
        xj, yj = points[j]
        if (yi > py) != (yj > py) and px < (xj - xi) * (py - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


@dataclass(frozen=True)
class _Terrain:
    """What a terrain tile means."""
    column: Column
    wall_height: int


# ---------------------------------------------------------------------------- the reader

class _Reader:
    """One reading of one map file; problems accumulate in `problems`."""

    def __init__(self, path: Path, shown: str) -> None:
        self.path = path
        self.file = shown
        self.problems: list[Problem] = []
        self.classes: dict[str, dict[str, Any]] = {
            name: {m.name: m.default for m in members} for name, members in CLASSES.items()}
        self.object_art: dict[str, TileArt] = {}
        self.ellipses: set[int] = set()
        self.texts: set[int] = set()

    # -- reporting
    def error(self, text: str, layer: str = "", pos: Square | None = None) -> None:
        self.problems.append(Problem(self.file, text, layer, pos))

    def warn(self, text: str, layer: str = "", pos: Square | None = None) -> None:
        self.problems.append(Problem(self.file, text, layer, pos, warning=True))

    def stop_if_errors(self) -> None:
        if any(not p.warning for p in self.problems):
            raise _Stop

    # -- the whole job
    def read(self) -> LoadedMap | None:
        root = self._parse_xml()
        self._read_project()
        self._preflight(root)
        self.stop_if_errors()
        tm = self.tm = self._pytmx(root)
        self.width, self.height = int(tm.width), int(tm.height)
        self.tw, self.th = int(tm.tilewidth), int(tm.tileheight)
        layers = self._layers(tm)
        if TERRAIN_LAYER not in layers:
            raise _Stop
        # From here on every layer is checked even after an error, so that one run of
        # `map check` reports as much as it can; nothing is returned if anything was wrong.
        elevation = self._elevation(tm, layers.get(ELEVATION_LAYER))
        columns, walls = self._terrain(tm, layers[TERRAIN_LAYER], elevation)
        self.columns = columns
        self.walls = walls
        props = self._map_properties(tm)
        objects = self._objects(tm, layers.get(OBJECT_LAYER))
        board = Board(self.width, self.height, columns, objects, sky=props["sky"],
                      name=props["name"])
        spawns = self._spawns(tm, layers.get(SPAWN_LAYER), objects)
        zones = self._zones(tm, layers.get(ZONE_LAYER))
        objectives = self._objectives(tm, layers.get(OBJECTIVE_LAYER), objects)
        battle_zones = self._battle_zones(layers.get(BATTLE_ZONE_LAYER))
        self.stop_if_errors()
        return LoadedMap(
            path=self.path, name=props["name"], encounter=props["encounter"], board=board,
            spawns=spawns, zones=zones, objectives=objectives, elevation=tuple(elevation),
            warnings=tuple(str(p) for p in self.problems if p.warning),
            tile_size=(self.tw, self.th), art=self._art(tm), object_art=self.object_art,
            battle_zones=battle_zones)

    # -- files
    def _parse_xml(self) -> ET.Element:
        if self.path.suffix.lower() in (".json", ".tmj"):
            self.error("Steelgrid reads maps saved as .tmx; in Tiled use File > Save As... and "
                       "choose the Tiled map format (*.tmx)")
            raise _Stop
        try:
            return ET.parse(self.path).getroot()
        except FileNotFoundError:
            self.error("no such file")
        except IsADirectoryError:
            self.error("is a folder, not a .tmx file")
        except ET.ParseError as exc:
            self.error(f"not a readable Tiled map ({self.path.name}): {exc}")
        except OSError as exc:
            self.error(f"cannot read {self.path.name}: {exc.strerror or exc}")
        raise _Stop

    def _read_project(self) -> None:
        """Take the class defaults from the project file next to the map, if there is one."""
        project = find_project(self.path) or (DEFAULT_PROJECT if DEFAULT_PROJECT.exists() else None)
        if project is None:
            return
        try:
            data = json.loads(project.read_text(encoding="utf-8"))
            types = data.get("propertyTypes", []) if isinstance(data, dict) else []
        except (OSError, ValueError) as exc:
            self.error(f"project file {project.name} is not valid JSON: {exc}", "project")
            raise _Stop
        for entry in (t for t in types if isinstance(t, dict)):
            if entry.get("type") == "class" and isinstance(entry.get("members"), list):
                self.classes[str(entry.get("name"))] = {
                    str(m.get("name")): m.get("value") for m in entry["members"]
                    if isinstance(m, dict)}

    # -- first pass over the XML: everything pytmx would choke on or silently get wrong
    def _preflight(self, root: ET.Element) -> None:
        if root.tag != "map":
            self.error(f"not a Tiled map (the file holds <{root.tag}>, expected <map>)")
            raise _Stop
        orientation = root.get("orientation", "orthogonal")
        if orientation != "orthogonal":
            self.error(f"{orientation} maps are not supported: Steelgrid needs an orthogonal "
                       "(square) grid")
        if root.get("infinite", "0") == "1":
            self.error("infinite maps are not supported: untick Infinite in the map's "
                       "properties (Map > Resize Map fixes the size)")
        for key in ("width", "height", "tilewidth", "tileheight"):
            if _int(root.get(key)) is None or int(root.get(key, "0")) <= 0:
                self.error(f"map attribute {key}={root.get(key)!r} must be a positive whole number")
        self._check_properties(root, "map")
        for ts in root.findall("tileset"):
            self._preflight_tileset(ts)
        self._preflight_layers(root)

    def _preflight_tileset(self, ts: ET.Element) -> None:
        source = ts.get("source")
        where = f"tileset {source or ts.get('name', '')}".strip()
        if _int(ts.get("firstgid")) is None:
            self.error("tileset has no firstgid", where)
            return
        if source:
            if not source.lower().endswith(".tsx"):
                self.error(f"tileset {source!r} is not a .tsx file (save tilesets as TSX)", where)
                return
            path = (self.path.parent / source)
            if not path.is_file():
                self.error(f"tileset file {source!r} not found", where)
                return
            try:
                ts = ET.parse(path).getroot()
            except ET.ParseError as exc:
                self.error(f"tileset {source!r} is not readable XML: {exc}", where)
                return
            if ts.tag != "tileset":
                self.error(f"{source!r} is not a Tiled tileset", where)
                return
            base = path.parent
        else:
            base = self.path.parent
        image = ts.find("image")
        if image is not None and image.get("source") and not (base / image.get("source", "")).is_file():
            self.warn(f"tileset image {image.get('source')!r} not found (the map still loads, "
                      "but cannot be drawn)", where)
        self._check_properties(ts, where)
        for tile in ts.findall("tile"):
            tile_where = f"{where} tile {tile.get('id')}"
            for prop in tile.iter("property"):
                name = prop.get("name", "")
                if name in _TILE_ATTRS:
                    self.error(f"tile property {name!r} clashes with a built-in Tiled attribute "
                               "and would be lost; rename it" +
                               (" (walls use 'wall_height')" if name == "height" else ""),
                               tile_where)
            self._check_properties(tile, tile_where)

    def _preflight_layers(self, root: ET.Element) -> None:
        for layer in root.iter("layer"):
            name = layer.get("name", "")
            data = layer.find("data")
            if data is None:
                self.error("tile layer has no <data>", name)
                continue
            if data.find("chunk") is not None:
                self.error("layer is stored in chunks (an infinite map); untick Infinite", name)
                continue
            encoding = data.get("encoding", "")
            compression = data.get("compression", "")
            if encoding == "csv":
                self._preflight_csv(data.text or "", root, name)
            if encoding not in ("csv", "base64"):
                self.error("layer uses the old XML tile format; set Tile Layer Format to CSV in "
                           "the map's properties", name)
            elif compression not in _COMPRESSIONS:
                self.error(f"layer compression {compression!r} is not supported; set Tile Layer "
                           "Format to CSV (or Base64 zlib/gzip) in the map's properties", name)
            if layer.get("width") and layer.get("height") and (
                    layer.get("width") != root.get("width") or layer.get("height") != root.get("height")):
                self.error(f"layer is {layer.get('width')} x {layer.get('height')} squares but the "
                           f"map is {root.get('width')} x {root.get('height')}", name)
            self._check_properties(layer, name)
        for group in root.iter("objectgroup"):
            name = group.get("name", "")
            self._check_properties(group, name)
            for obj in group.findall("object"):
                label = f"object {obj.get('name') or obj.get('id')!r}"
                if obj.get("template"):
                    self.error(f"{label} uses template {obj.get('template')!r}; detach it "
                               "(right-click > Detach Template) so its data is in the map", name)
                if obj.find("ellipse") is not None:
                    self.ellipses.add(int(obj.get("id", "0")))
                if obj.find("text") is not None:
                    self.texts.add(int(obj.get("id", "0")))
                self._check_properties(obj, name)
        for kind in ("imagelayer", "group"):
            for el in root.iter(kind):
                self._check_properties(el, el.get("name", ""))

    def _preflight_csv(self, text: str, root: ET.Element, name: str) -> None:
        tokens = [t.strip() for t in text.split(",")]
        bad = next((t for t in tokens if not t.isdigit()), None)
        if bad is not None:
            self.error(f"layer data holds {bad!r}, which is not a tile number", name)
            return
        want = int(root.get("width", "0") or 0) * int(root.get("height", "0") or 0)
        if want and len(tokens) != want:
            self.error(f"layer data has {len(tokens)} tiles but the map needs "
                       f"{root.get('width')} x {root.get('height')} = {want}", name)

    def _check_properties(self, element: ET.Element, where: str) -> None:
        """Every custom property must be of a type pytmx reads, with a value of that type."""
        props = element.find("properties")
        if props is None:
            return
        for prop in props.findall("property"):
            name = prop.get("name", "")
            kind = prop.get("type", "string")
            value = prop.get("value")
            if kind not in _PROPERTY_TYPES:
                self.error(f"property {name!r} is of type {kind!r}, which Steelgrid cannot read "
                           "(use string, int, float, bool or an enum)", where)
                continue
            if kind == "class":
                ptype = prop.get("propertytype", "")
                if ptype not in self.classes:
                    self.error(f"property {name!r} has class type {ptype!r}, which the project "
                               "file does not define", where)
                else:
                    self._check_properties(prop, f"{where} {name}")
                continue
            if value is None:
                continue
            if kind in ("int", "object") and _int(value) is None:
                self.error(f"property {name!r} must be a whole number, got {value!r}", where)
            elif kind == "float":
                try:
                    float(value)
                except ValueError:
                    self.error(f"property {name!r} must be a number, got {value!r}", where)
            elif kind == "bool" and _bool(value) is None:
                self.error(f"property {name!r} must be true or false, got {value!r}", where)

    # -- pytmx
    def _pytmx(self, root: ET.Element) -> Any:
        classes = [{"type": "class", "name": name,
                    "members": [{"name": k, "value": v} for k, v in members.items()]}
                   for name, members in self.classes.items()]
        try:
            tm = pytmx.TiledMap(allow_duplicate_names=True, load_all=False)
            tm.filename = str(self.path)
            tm.parse_json(classes)
            tm.parse_xml(root)
        except Exception as exc:  # pytmx raises bare Exceptions; keep them to one line
            self.error(f"Tiled map could not be read: {exc or type(exc).__name__}")
            raise _Stop
        return tm

    def _layers(self, tm: Any) -> dict[str, Any]:
        """The layers Steelgrid reads, by name (pytmx's list is not in file order)."""
        found: dict[str, list[Any]] = {}
        for layer in tm.layers:
            found.setdefault(str(layer.name), []).append(layer)
        out: dict[str, Any] = {}
        wanted = TILE_LAYERS + OBJECT_LAYERS
        for name, group in found.items():
            if name not in wanted:
                if isinstance(group[0], pytmx.pytmx.TiledGroupLayer):
                    continue
                close = difflib.get_close_matches(name.lower(), wanted, n=1, cutoff=0.7)
                if close:
                    self.warn(f"layer {name!r} is not read by Steelgrid (did you mean "
                              f"{close[0]!r}?)", name)
                continue
            if len(group) > 1:
                self.error(f"{len(group)} layers are named {name!r}; rename all but one", name)
                continue
            layer = group[0]
            kind = pytmx.TiledTileLayer if name in TILE_LAYERS else pytmx.TiledObjectGroup
            if not isinstance(layer, kind):
                want = "a tile layer" if name in TILE_LAYERS else "an object layer"
                self.error(f"layer {name!r} must be {want}", name)
                continue
            offset = (float(getattr(layer, "offsetx", 0) or 0), float(getattr(layer, "offsety", 0) or 0))
            if offset != (0.0, 0.0):
                self.error(f"layer is offset by ({offset[0]:g}, {offset[1]:g}) pixels; set its "
                           "Offset back to 0, 0", name)
            out[name] = layer
        for name in (TERRAIN_LAYER, SPAWN_LAYER):
            if name not in found:
                kind = "tile" if name in TILE_LAYERS else "object"
                self.error(f"missing layer {name!r} (add {kind} layer named {name!r})", name)
        return out

    # -- tile layers
    def _tile_props(self, tm: Any, gid: int) -> dict[str, Any]:
        props = tm.get_tile_properties_by_gid(gid) or {}
        return {k: v for k, v in props.items() if k not in _TILE_ATTRS}

    def _tile_name(self, tm: Any, gid: int) -> str:
        tiled_gid = tm.tiledgidmap.get(gid, gid)
        owner = None
        for ts in tm.tilesets:
            if ts.firstgid <= tiled_gid and (owner is None or ts.firstgid > owner.firstgid):
                owner = ts
        count = int(getattr(owner, "tilecount", 0) or 0) if owner is not None else 0
        if owner is None or (count and tiled_gid - owner.firstgid >= count):
            return f"tile number {tiled_gid} (in no tileset)"
        return f"tile {tiled_gid - owner.firstgid} of tileset {owner.name!r}"

    def _grid(self, layer: Any) -> list[list[int]] | None:
        data = layer.data
        count = sum(len(row) for row in data)
        if len(data) != self.height or any(len(row) != self.width for row in data):
            self.error(f"layer data has {count} tiles but the map needs {self.width} x "
                       f"{self.height} = {self.width * self.height}", str(layer.name))
            return None
        return data

    def _elevation(self, tm: Any, layer: Any) -> list[int]:
        out = [0] * (self.width * self.height)
        if layer is None:
            return out
        grid = self._grid(layer)
        if grid is None:
            return out
        meaning: dict[int, int | str] = {}
        for y, row in enumerate(grid):
            for x, gid in enumerate(row):
                if not gid:
                    continue
                if gid not in meaning:
                    meaning[gid] = self._elevation_meaning(tm, gid)
                    if isinstance(meaning[gid], str):
                        self.error(str(meaning[gid]), ELEVATION_LAYER, (x, y))
                value = meaning[gid]
                if isinstance(value, int):
                    out[y * self.width + x] = value
        return out

    def _elevation_meaning(self, tm: Any, gid: int) -> int | str:
        props = self._tile_props(tm, gid)
        tile = self._tile_name(tm, gid)
        if ELEVATION_KEY not in props:
            if "terrain" in props:
                return f"{tile} is a terrain tile, painted on the elevation layer"
            return f"{tile} has no 'elevation' property"
        value = _int(props[ELEVATION_KEY])
        if value is None or not 0 <= value <= MAX_HEIGHT:
            return f"{tile}: elevation must be a whole number from 0 to {MAX_HEIGHT}, got {props[ELEVATION_KEY]!r}"
        return value

    def _terrain(self, tm: Any, layer: Any, elevation: list[int]) -> tuple[list[Column], list[int]]:
        grid = self._grid(layer)
        if grid is None:
            raise _Stop
        meaning: dict[int, _Terrain | str] = {}
        columns: list[Column] = []
        walls: list[int] = []
        empty: list[Square] = []
        for y, row in enumerate(grid):
            for x, gid in enumerate(row):
                if not gid:
                    empty.append((x, y))
                    columns.append(Column())
                    walls.append(0)
                    continue
                if gid not in meaning:
                    meaning[gid] = self._terrain_meaning(tm, gid)
                    if isinstance(meaning[gid], str):
                        self.error(str(meaning[gid]), TERRAIN_LAYER, (x, y))
                t = meaning[gid]
                if isinstance(t, str):
                    columns.append(Column())
                    walls.append(0)
                    continue
                ground = elevation[y * self.width + x] + t.wall_height
                columns.append(replace(t.column, ground=ground))
                walls.append(t.wall_height)
        if empty:
            more = f" (and {len(empty) - 1} more empty squares)" if len(empty) > 1 else ""
            self.error(f"no terrain tile here{more}: every square needs one", TERRAIN_LAYER, empty[0])
        return columns, walls

    def _terrain_meaning(self, tm: Any, gid: int) -> _Terrain | str:
        props = self._tile_props(tm, gid)
        tile = self._tile_name(tm, gid)
        if "terrain" not in props:
            if ELEVATION_KEY in props:
                return f"{tile} is an elevation tile, painted on the terrain layer"
            return f"{tile} has no 'terrain' property"
        terrain = str(props["terrain"])
        if terrain not in TERRAINS:
            return f"{tile}: unknown terrain {terrain!r} {_hint(terrain, TERRAINS)}"
        material = str(props.get("material", "stone"))
        if material not in GROUND_MATERIALS:
            return f"{tile}: unknown material {material!r} {_hint(material, GROUND_MATERIALS)}"
        damage_type = str(props.get("damage_type", "untyped"))
        if damage_type not in DAMAGE_TYPES:
            return f"{tile}: unknown damage_type {damage_type!r} {_hint(damage_type, DAMAGE_TYPES)}"
        numbers: dict[str, int] = {}
        for key in ("damage", "depth", "wall_height"):
            value = _int(props.get(key, 0))
            if value is None or not 0 <= value <= MAX_HEIGHT:
                return f"{tile}: {key} must be a whole number from 0 to {MAX_HEIGHT}, got {props[key]!r}"
            numbers[key] = value
        flags: dict[str, bool] = {}
        for key, default in (("difficult", False), ("burrowable", material == "dirt"),
                             ("damage_at_start", False), ("damage_at_end", False),
                             ("conceals", False)):
            value = _bool(props.get(key, default))
            if value is None:
                return f"{tile}: {key} must be true or false, got {props[key]!r}"
            flags[key] = value
        if flags["burrowable"] != (material == "dirt"):
            return (f"{tile}: burrowable is {str(flags['burrowable']).lower()} but material is "
                    f"{material!r} (only dirt can be burrowed)")
        for key in props:
            if key not in TERRAIN_KEYS + OPTIONAL_TERRAIN_KEYS:
                self.warn(f"{tile}: unknown tile property {key!r} "
                          f"{_hint(key, TERRAIN_KEYS + OPTIONAL_TERRAIN_KEYS)}",
                          TERRAIN_LAYER)
        if (flags["damage_at_start"] or flags["damage_at_end"]) and not numbers["damage"]:
            return f"{tile}: damage_at_start and damage_at_end need a damage above 0"
        column = Column(terrain=terrain, material=material, liquid=numbers["depth"],
                        difficult=flags["difficult"], damage=numbers["damage"],
                        damage_type=damage_type, damage_at_start=flags["damage_at_start"],
                        damage_at_end=flags["damage_at_end"], conceals=flags["conceals"])
        return _Terrain(column, numbers["wall_height"])

    # -- map properties
    def _map_properties(self, tm: Any) -> dict[str, Any]:
        props = dict(tm.properties)
        name = str(props.get("name") or _title(self.path.stem))
        encounter = str(props.get("encounter", "") or "")
        sky = _int(props.get("sky", 0))
        if sky is None or sky < 0:
            self.error(f"map property sky must be a whole number of squares, got {props.get('sky')!r}", "map")
            sky = 0
        top = max((c.ground + c.liquid for c in self.columns), default=0)
        if sky and sky <= top:
            self.error(f"sky {sky} is not above the highest ground ({top})", "map")
            sky = 0
        return {"name": name, "encounter": encounter, "sky": sky}

    # -- objects
    def _class_props(self, obj: Any, layer: str) -> dict[str, Any] | None:
        """The object's properties over its class defaults, or None if it belongs elsewhere."""
        cls = str(vars(obj).get("type") or vars(obj).get("class") or "")
        expected = LAYER_CLASS[layer]
        label = self._label(obj, expected)
        pos = self._anchor(obj)
        if int(obj.id) in self.texts:
            self.warn(f"text {label} is ignored", layer, pos)
            return None
        if cls and cls != expected:
            if cls in LAYER_CLASS.values():
                other = next(k for k, v in LAYER_CLASS.items() if v == cls)
                self.error(f"{label} has class {cls!r} but is on the {layer!r} layer (move it to "
                           f"{other!r})", layer, pos)
                return None
            self.warn(f"{label} has class {cls!r}; read as a {expected}", layer, pos)
        props = dict(self.classes.get(expected, {}))
        props.update({k: v for k, v in obj.properties.items() if k not in _TILE_ATTRS})
        if float(getattr(obj, "rotation", 0) or 0) % 360:
            self.error(f"{label} is rotated; set its rotation back to 0", layer, pos)
            return None
        return props

    def _label(self, obj: Any, kind: str) -> str:
        return f"{kind} {obj.name!r}" if obj.name else f"{kind} #{obj.id}"

    def _anchor(self, obj: Any) -> Square:
        return (math.floor(float(obj.x) / self.tw), math.floor(float(obj.y) / self.th))

    def _area(self, obj: Any, layer: str, label: str) -> tuple[Square, ...] | None:
        """The squares an object covers: those whose centres lie inside its shape."""
        x0, y0 = float(obj.x) / self.tw, float(obj.y) / self.th
        w, h = float(obj.width or 0) / self.tw, float(obj.height or 0) / self.th
        points = getattr(obj, "points", None) if "points" in vars(obj) else None
        if points is not None and not getattr(obj, "closed", True):
            self.error(f"{label} is a polyline, which encloses no area (use a polygon)",
                       layer, self._anchor(obj))
            return None
        if points is None and (w == 0 or h == 0):
            return ((math.floor(x0), math.floor(y0)),)
        if points is not None:
            poly = [(float(px) / self.tw, float(py) / self.th) for px, py in points]
            xs, ys = [p[0] for p in poly], [p[1] for p in poly]
            box = (math.floor(min(xs)), math.floor(min(ys)), math.ceil(max(xs)), math.ceil(max(ys)))

            def inside(cx: float, cy: float) -> bool:
                return _inside_polygon(cx, cy, poly)
        elif int(obj.id) in self.ellipses:
            box = (math.floor(x0), math.floor(y0), math.ceil(x0 + w), math.ceil(y0 + h))
            mx, my = x0 + w / 2, y0 + h / 2

            def inside(cx: float, cy: float) -> bool:
                return ((cx - mx) / (w / 2)) ** 2 + ((cy - my) / (h / 2)) ** 2 <= 1
        else:
            box = (math.floor(x0), math.floor(y0), math.ceil(x0 + w), math.ceil(y0 + h))

            def inside(cx: float, cy: float) -> bool:
                return x0 <= cx <= x0 + w and y0 <= cy <= y0 + h
        squares = tuple((sx, sy) for sy in range(box[1], box[3]) for sx in range(box[0], box[2])
                        if inside(sx + 0.5, sy + 0.5))
        if not squares:
            self.error(f"{label} covers no square's centre (draw it over whole squares)",
                       layer, self._anchor(obj))
            return None
        return squares

    def _on_map(self, squares: tuple[Square, ...], layer: str, label: str) -> bool:
        outside = [s for s in squares if not (0 <= s[0] < self.width and 0 <= s[1] < self.height)]
        if not outside:
            return True
        if len(outside) == len(squares):
            self.error(f"{label} is outside the map", layer, squares[0])
        else:
            self.error(f"{label} reaches outside the map", layer, outside[0])
        return False

    def _objects(self, tm: Any, layer: Any) -> list[BoardObject]:
        out: list[BoardObject] = []
        taken: dict[Square, str] = {}
        for obj in layer or ():
            props = self._class_props(obj, OBJECT_LAYER)
            if props is None:
                continue
            made = self._object(obj, props)
            if made is None:
                continue
            board_object, label = made
            for i in range(board_object.size):
                for j in range(board_object.size):
                    sq = (board_object.origin[0] + i, board_object.origin[1] + j)
                    if sq in taken:
                        self.error(f"{label} overlaps {taken[sq]}", OBJECT_LAYER, sq)
                        break
                    taken[sq] = label
                else:
                    continue
                break
            out.append(board_object)
        return out

    def _object(self, obj: Any, props: dict[str, Any]) -> tuple[BoardObject, str] | None:
        kind = str(props.get("kind") or "")
        label = self._label(obj, "object")
        pos = self._anchor(obj)
        material = str(props.get("material", ""))
        if material not in MATERIALS:
            self.error(f"{label}: unknown material {material!r} {_hint(material, MATERIALS)}",
                       OBJECT_LAYER, pos)
            return None
        size, stamina = _int(props.get("size", 0)), _int(props.get("stamina", 0))
        if size is None or size < 0 or stamina is None or stamina < 0:
            self.error(f"{label}: size and stamina must be whole numbers of 0 or more",
                       OBJECT_LAYER, pos)
            return None
        x, y = float(obj.x) / self.tw, float(obj.y) / self.th
        w, h = float(obj.width or 0) / self.tw, float(obj.height or 0) / self.th
        if "points" in vars(obj) or int(obj.id) in self.ellipses:
            self.error(f"{label} must be a rectangle, tile or point", OBJECT_LAYER, pos)
            return None
        if not (w or h):
            ox, oy = math.floor(x), math.floor(y)
        elif abs(w - round(w)) > 0.01 or abs(h - round(h)) > 0.01 or round(w) != round(h) or round(w) < 1:
            self.error(f"{label} is {w:g} x {h:g} squares; objects are square, N x N whole "
                       "squares", OBJECT_LAYER, pos)
            return None
        elif size and size != round(w):
            self.error(f"{label} is drawn {round(w)} x {round(w)} squares but its size is "
                       f"{size}", OBJECT_LAYER, pos)
            return None
        elif abs(x - round(x)) > 0.01 or abs(y - round(y)) > 0.01:
            self.error(f"{label} is not aligned to the grid (at {float(obj.x):g}, {float(obj.y):g} "
                       "pixels); turn on Snap to Grid and move it", OBJECT_LAYER, pos)
            return None
        else:
            ox, oy = round(x), round(y)
            size = round(w)
        size = size or 1
        squares = tuple((ox + i, oy + j) for j in range(size) for i in range(size))
        if not self._on_map(squares, OBJECT_LAYER, label):
            return None
        for sx, sy in squares:
            if self.walls[sy * self.width + sx]:
                self.error(f"{label} is inside a wall", OBJECT_LAYER, (sx, sy))
                return None
        z = max(self.columns[sy * self.width + sx].ground for sx, sy in squares)
        name = str(obj.name or kind or f"{material} object")
        board_object = BoardObject(id=f"{_slug(name) or material}_{obj.id}", material=material,
                                   origin=(ox, oy, z), size=size, stamina=stamina, name=name)
        art = self._tile_art(self.tm, int(obj.gid)) if obj.gid else None
        if art is not None:
            self.object_art[board_object.id] = art
        return board_object, label

    def _spawns(self, tm: Any, layer: Any, objects: list[BoardObject]) -> tuple[Spawn, ...]:
        out: list[Spawn] = []
        taken: dict[Square, str] = {}
        object_squares = {(c[0], c[1]): o.name for o in objects for c in o.cells}
        for obj in layer or ():
            props = self._class_props(obj, SPAWN_LAYER)
            if props is None:
                continue
            label = self._label(obj, "spawn")
            pos = self._anchor(obj)
            side = str(props.get("side", ""))
            if side not in SIDES:
                self.error(f"{label}: unknown side {side!r} {_hint(side, SIDES)}", SPAWN_LAYER, pos)
                continue
            squares = self._area(obj, SPAWN_LAYER, label)
            if squares is None or not self._on_map(squares, SPAWN_LAYER, label):
                continue
            bad = False
            for sq in squares:
                if self.walls[sq[1] * self.width + sq[0]]:
                    self.error(f"{label} is inside a wall", SPAWN_LAYER, sq)
                    bad = True
                    break
            for sq in squares:
                if sq in taken:
                    self.error(f"{label} overlaps {taken[sq]}", SPAWN_LAYER, sq)
                    bad = True
                    break
            if bad:
                continue
            for sq in squares:
                taken[sq] = label
            hot = [sq for sq in squares if self.columns[sq[1] * self.width + sq[0]].damaging]
            if hot:
                col = self.columns[hot[0][1] * self.width + hot[0][0]]
                self.warn(f"{label} is on damaging terrain ({col.terrain}, {col.damage} "
                          f"{col.damage_type})", SPAWN_LAYER, hot[0])
            covered = [sq for sq in squares if sq in object_squares]
            if covered:
                self.warn(f"{label} overlaps object {object_squares[covered[0]]!r}",
                          SPAWN_LAYER, covered[0])
            out.append(Spawn(id=int(obj.id), name=str(obj.name or ""), side=side,
                             squares=squares, creature=str(props.get("creature") or "").strip(),
                             slot=str(props.get("slot") or "").strip()))
        if layer is not None and not out and not any(p.layer == SPAWN_LAYER for p in self.problems):
            self.error("the spawns layer has no spawn areas", SPAWN_LAYER)
        return tuple(out)

    def _zones(self, tm: Any, layer: Any) -> tuple[Zone, ...]:
        out: list[Zone] = []
        names: set[str] = set()
        for obj in layer or ():
            props = self._class_props(obj, ZONE_LAYER)
            if props is None:
                continue
            label = self._label(obj, "zone")
            pos = self._anchor(obj)
            if not obj.name:
                self.error(f"{label} needs a name", ZONE_LAYER, pos)
                continue
            if obj.name in names:
                self.error(f"two zones are named {obj.name!r}", ZONE_LAYER, pos)
                continue
            names.add(str(obj.name))
            squares = self._area(obj, ZONE_LAYER, label)
            if squares is None or not self._on_map(squares, ZONE_LAYER, label):
                continue
            out.append(Zone(int(obj.id), str(obj.name), squares, str(props.get("kind") or "")))
        return tuple(out)

    def _battle_zones(self, layer: Any) -> Any:
        """The zone board of the battle_zones layer (`zone_layer` checks and links it)."""
        if layer is None:
            return None
        shapes: list[ZoneShape] = []
        unread: list[str] = []
        for obj in layer:
            props = self._class_props(obj, BATTLE_ZONE_LAYER)
            label = f"zone {obj.name!r} (object {obj.id})" if obj.name else f"zone (object {obj.id})"
            squares = self._area(obj, BATTLE_ZONE_LAYER, label) if props is not None else None
            if props is None or squares is None or not self._on_map(squares, BATTLE_ZONE_LAYER, label):
                unread.append(str(obj.name or ""))
                continue
            shapes.append(ZoneShape(int(obj.id), str(obj.name or ""), squares, props, self._anchor(obj)))
        board, problems = build_zone_board(self.file, shapes, unread)
        self.problems.extend(problems)
        return board

    def _objectives(self, tm: Any, layer: Any, objects: list[BoardObject]) -> tuple[Objective, ...]:
        out: list[Objective] = []
        for obj in layer or ():
            props = self._class_props(obj, OBJECTIVE_LAYER)
            if props is None:
                continue
            label = self._label(obj, "objective")
            pos = self._anchor(obj)
            goal, side = str(props.get("goal", "")), str(props.get("side", ""))
            rounds = _int(props.get("rounds", 0))
            if goal not in OBJECTIVE_GOALS:
                self.error(f"{label}: unknown goal {goal!r} {_hint(goal, OBJECTIVE_GOALS)}",
                           OBJECTIVE_LAYER, pos)
                continue
            if side not in SIDES:
                self.error(f"{label}: unknown side {side!r} {_hint(side, SIDES)}", OBJECTIVE_LAYER, pos)
                continue
            if rounds is None or rounds < 0:
                self.error(f"{label}: rounds must be a whole number of 0 or more", OBJECTIVE_LAYER, pos)
                continue
            if goal in ("hold", "stop") and rounds < 1:
                self.error(f"{label}: a {goal!r} objective needs rounds of 1 or more", OBJECTIVE_LAYER, pos)
                continue
            squares = self._area(obj, OBJECTIVE_LAYER, label)
            if squares is None or not self._on_map(squares, OBJECTIVE_LAYER, label):
                continue
            cover = set(squares)
            targets = tuple(o.id for o in objects if any((c[0], c[1]) in cover for c in o.cells))
            if goal in ("destroy", "protect") and not targets:
                self.warn(f"{label} ({goal}) marks no object", OBJECTIVE_LAYER, pos)
            out.append(Objective(int(obj.id), str(obj.name or ""), goal, side, squares, rounds,
                                 str(props.get("text") or ""), targets))
        return tuple(out)

    # -- pictures
    def _art(self, tm: Any) -> tuple[ArtLayer, ...]:
        out: list[ArtLayer] = []
        known: dict[int, TileArt | None] = {0: None}
        for layer in tm.layers:
            if not isinstance(layer, pytmx.TiledTileLayer):
                continue
            tiles: list[TileArt | None] = []
            for row in layer.data:
                for gid in row:
                    if gid not in known:
                        known[gid] = self._tile_art(tm, gid)
                    tiles.append(known[gid])
            out.append(ArtLayer(str(layer.name), bool(layer.visible), float(layer.opacity),
                                tuple(tiles)))
        return tuple(out)

    def _tile_art(self, tm: Any, gid: int) -> TileArt | None:
        image = tm.images[gid] if gid < len(tm.images) else None
        if not image:
            return None
        filename, rect, flags = image
        flip = flags if isinstance(flags, pytmx.TileFlags) else pytmx.TileFlags(False, False, False)
        return TileArt(str(Path(filename).resolve()), tuple(rect) if rect else None,
                       flip.flipped_horizontally, flip.flipped_vertically, flip.flipped_diagonally)
