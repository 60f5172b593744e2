#!/usr/bin/env python3
"""Author Steelgrid's six shipped battle maps and write them as ordinary Tiled TMX files.

The output is what Tiled itself saves: a finite orthogonal map, CSV tile layers, external .tsx
tilesets, typed object layers. Once written, the maps are edited in Tiled like any other; run
this again only to start them over (it overwrites maps/<name>.tmx).

    python tools/make_maps.py [--out DIR]
"""
from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable
from xml.sax.saxutils import quoteattr

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.make_tilesets import (ELEVATIONS, OBJECT_TILES, TERRAIN_COLUMNS,  # noqa: E402
                                 TERRAIN_TILES, TILE)

TERRAIN_FIRSTGID = 1
ELEVATION_FIRSTGID = TERRAIN_FIRSTGID + -(-len(TERRAIN_TILES) // TERRAIN_COLUMNS) * TERRAIN_COLUMNS
"""Tiled counts a tileset's tiles by the cells of its picture, whole rows of them, and numbers
the next tileset after that; so do we, and maps saved again in Tiled keep their numbers."""
OBJECT_FIRSTGID = ELEVATION_FIRSTGID + ELEVATIONS
TERRAIN_GID = {t.name: TERRAIN_FIRSTGID + i for i, t in enumerate(TERRAIN_TILES)}
OBJECT_GID = {t.name: OBJECT_FIRSTGID + i for i, t in enumerate(OBJECT_TILES)}

Prop = tuple[str, str, str, str]
"""(name, type, enum, value) of one custom property."""


@dataclass
class Thing:
    """One object to write: a rectangle (or polygon) in squares, a class and properties."""
    layer: str
    cls: str
    name: str
    x: float
    y: float
    w: float = 0
    h: float = 0
    props: list[Prop] = field(default_factory=list)
    tile: str = ""
    polygon: list[tuple[float, float]] | None = None


class MapDraft:
    """A map being painted: terrain tile names, elevations and objects, in squares."""

    def __init__(self, name: str, title: str, width: int, height: int, encounter: str,
                 floor: str, elevation: int, sky: int = 0) -> None:
        self.name, self.title, self.encounter, self.sky = name, title, encounter, sky
        self.width, self.height = width, height
        self.terrain = [[floor] * width for _ in range(height)]
        self.elev = [[elevation] * width for _ in range(height)]
        self.things: list[Thing] = []

    # -- painting
    def paint(self, x0: int, y0: int, x1: int, y1: int, tile: str | None = None,
              elevation: int | None = None) -> None:
        """Paint the rectangle of squares x0..x1, y0..y1 (inclusive)."""
        for y in range(max(0, y0), min(self.height, y1 + 1)):
            for x in range(max(0, x0), min(self.width, x1 + 1)):
                if tile is not None:
                    self.terrain[y][x] = tile
                if elevation is not None:
                    self.elev[y][x] = elevation

    def paint_over(self, x0: int, y0: int, x1: int, y1: int, old: str, tile: str) -> None:
        """Repaint the squares of tile `old` in the rectangle x0..x1, y0..y1 with `tile`
        (mist drifting over a floor leaves the walls and water round it alone)."""
        for y in range(max(0, y0), min(self.height, y1 + 1)):
            for x in range(max(0, x0), min(self.width, x1 + 1)):
                if self.terrain[y][x] == old:
                    self.terrain[y][x] = tile

    def dots(self, squares: Iterable[tuple[int, int]], tile: str | None = None,
             elevation: int | None = None) -> None:
        for x, y in squares:
            self.paint(x, y, x, y, tile, elevation)

    def border(self, tile: str) -> None:
        self.paint(0, 0, self.width - 1, 0, tile)
        self.paint(0, self.height - 1, self.width - 1, self.height - 1, tile)
        self.paint(0, 0, 0, self.height - 1, tile)
        self.paint(self.width - 1, 0, self.width - 1, self.height - 1, tile)

    # -- objects
    def spawn(self, name: str, side: str, x: int, y: int, w: int, h: int, creature: str = "",
              slot: str = "") -> None:
        props: list[Prop] = [("side", "string", "Side", side)]
        if creature:
            props.append(("creature", "string", "", creature))
        if slot:
            props.append(("slot", "string", "", slot))
        self.things.append(Thing("spawns", "spawn", name, x, y, w, h, sorted(props)))

    def thing(self, tile: str, x: int, y: int, size: int = 1, name: str = "",
              stamina: int = 0) -> None:
        props: list[Prop] = [("stamina", "int", "", str(stamina))] if stamina else []
        self.things.append(Thing("objects", "object", name, x, y, size, size, props, tile=tile))

    def zone(self, name: str, x: int, y: int, w: int, h: int, kind: str = "",
             polygon: list[tuple[float, float]] | None = None) -> None:
        props: list[Prop] = [("kind", "string", "", kind)] if kind else []
        self.things.append(Thing("zones", "zone", name, x, y, w, h, props, polygon=polygon))

    def objective(self, name: str, goal: str, side: str, x: int, y: int, w: int, h: int,
                  rounds: int = 0, text: str = "") -> None:
        props: list[Prop] = [("goal", "string", "ObjectiveGoal", goal),
                             ("side", "string", "Side", side)]
        if rounds:
            props.append(("rounds", "int", "", str(rounds)))
        if text:
            props.append(("text", "string", "", text))
        self.things.append(Thing("objectives", "objective", name, x, y, w, h, sorted(props)))

    # -- output
    def tmx(self) -> str:
        layers = ("objects", "zones", "objectives", "spawns")
        next_object = len(self.things) + 1
        out = ['<?xml version="1.0" encoding="UTF-8"?>',
               f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" '
               f'renderorder="right-down" width="{self.width}" height="{self.height}" '
               f'tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
               f'nextlayerid="{3 + len(layers)}" nextobjectid="{next_object}">',
               " <properties>",
               prop("encounter", "string", "Encounter", self.encounter),
               prop("name", "string", "", self.title)]
        if self.sky:
            out.append(prop("sky", "int", "", str(self.sky)))
        out += [" </properties>",
                f' <tileset firstgid="{TERRAIN_FIRSTGID}" source="terrain.tsx"/>',
                f' <tileset firstgid="{ELEVATION_FIRSTGID}" source="elevation.tsx"/>',
                f' <tileset firstgid="{OBJECT_FIRSTGID}" source="objects.tsx"/>']
        terrain = [[TERRAIN_GID[t] for t in row] for row in self.terrain]
        elevation = [[ELEVATION_FIRSTGID + e for e in row] for row in self.elev]
        out += tile_layer(1, "terrain", terrain, self.width, self.height)
        out += tile_layer(2, "elevation", elevation, self.width, self.height, opacity=0.5)
        object_id = 1
        for n, layer in enumerate(layers, 3):
            out.append(f' <objectgroup id="{n}" name="{layer}">')
            for t in (t for t in self.things if t.layer == layer):
                out += object_xml(t, object_id)
                object_id += 1
            out.append(" </objectgroup>")
        out.append("</map>")
        return "\n".join(out) + "\n"

    def check(self) -> None:
        for row in self.elev:
            for e in row:
                assert 0 <= e < ELEVATIONS, (self.name, e)


def prop(name: str, kind: str, enum: str, value: str, indent: str = "  ") -> str:
    attrs = f"name={quoteattr(name)}"
    if kind != "string":
        attrs += f" type={quoteattr(kind)}"
    if enum:
        attrs += f" propertytype={quoteattr(enum)}"
    return f"{indent}<property {attrs} value={quoteattr(value)}/>"


def tile_layer(layer_id: int, name: str, gids: list[list[int]], width: int, height: int,
               opacity: float = 1.0) -> list[str]:
    extra = f' opacity="{opacity:g}"' if opacity != 1.0 else ""
    rows = [",".join(str(g) for g in row) for row in gids]
    csv = ",\n".join(rows)
    return [f' <layer id="{layer_id}" name="{name}" width="{width}" height="{height}"{extra}>',
            '  <data encoding="csv">', csv, "</data>", " </layer>"]


def object_xml(t: Thing, object_id: int) -> list[str]:
    name = f" name={quoteattr(t.name)}" if t.name else ""
    kind = f' type="{t.cls}"'
    if t.tile:
        head = (f'  <object id="{object_id}"{name}{kind} gid="{OBJECT_GID[t.tile]}" '
                f'x="{t.x * TILE:g}" y="{(t.y + t.h) * TILE:g}" width="{t.w * TILE:g}" '
                f'height="{t.h * TILE:g}"')
    elif t.polygon:
        head = f'  <object id="{object_id}"{name}{kind} x="{t.x * TILE:g}" y="{t.y * TILE:g}"'
    else:
        head = (f'  <object id="{object_id}"{name}{kind} x="{t.x * TILE:g}" y="{t.y * TILE:g}" '
                f'width="{t.w * TILE:g}" height="{t.h * TILE:g}"')
    body: list[str] = []
    if t.props:
        body += ["   <properties>", *(prop(*p, indent="    ") for p in t.props), "   </properties>"]
    if t.polygon:
        points = " ".join(f"{(px - t.x) * TILE:g},{(py - t.y) * TILE:g}" for px, py in t.polygon)
        body.append(f'   <polygon points="{points}"/>')
    if not body:
        return [head + "/>"]
    return [head + ">", *body, "  </object>"]


# ---------------------------------------------------------------------------- the maps

def skyreach_bridge() -> MapDraft:
    """A stone span over a chasm between a western ledge and the eastern heights."""
    m = MapDraft("skyreach_bridge", "Skyreach Span", 34, 24, "skyreach_crossing",
                 "grass", 6)
    # West ledge (elevation 6) with a lower shelf at 3.
    m.paint(0, 0, 11, 23, "grass", 6)
    m.paint(2, 3, 6, 7, "flagstones")
    m.paint(8, 14, 11, 19, "dirt", 3)
    m.dots([(9, 15), (10, 17), (8, 18)], "rubble")
    # The chasm: elevation 1 with a stream of shallow water sunk to 0.
    m.paint(12, 0, 21, 23, "bedrock", 1)
    m.paint(15, 0, 17, 23, "shallow water", 0)
    m.dots([(13, 4), (14, 5), (19, 16), (20, 15), (13, 18), (20, 6)], "rubble")
    # The span (elevation 6) with low parapets broken by gaps.
    m.paint(12, 10, 21, 12, "planks", 6)
    m.dots([(12, 9), (13, 9), (16, 9), (17, 9), (20, 9), (21, 9)], "low wall", 6)
    m.dots([(12, 13), (14, 13), (15, 13), (18, 13), (19, 13), (21, 13)], "low wall", 6)
    # East terrace (5) and heights (8).
    m.paint(22, 0, 25, 23, "dirt", 5)
    m.paint(26, 0, 33, 23, "grass", 8)
    m.paint(27, 2, 33, 21, "flagstones", 8)
    m.dots([(27, 7), (27, 15), (31, 11)], "stone pillar", 8)
    m.dots([(26, 9), (26, 10), (26, 13), (26, 14)], "low wall", 8)
    m.dots([(23, 16), (24, 17), (23, 18)], "brambles")
    m.dots([(3, 16), (4, 17), (2, 18), (5, 15)], "brambles")
    # Stairs down to the chasm floor (south-west) and up the east side (north).
    for i, e in enumerate((6, 5, 4, 3, 2, 1)):
        m.paint(6 + i, 21, 6 + i, 23, "rubble" if i % 2 else "dirt", e)
    for i, e in enumerate((2, 3, 4, 5, 6, 7, 8)):
        m.paint(22 + i, 0, 22 + i, 1, "flagstones", e)
    m.paint(15, 21, 17, 23, "flagstones", 1)  # a ford of stepping stones across the stream
    # Objects: crates, a barrel, boulders (statues), a toppled pillar segment.
    m.thing("wooden crate", 8, 4)
    m.thing("wooden crate", 9, 4)
    m.thing("barrel", 32, 22)
    m.thing("wooden crate", 30, 18, 2, name="supply crate")
    m.thing("statue", 7, 12, name="waystone")
    m.thing("stone pillar", 18, 18, name="fallen pillar")
    m.thing("stone pillar", 14, 7, name="fallen pillar")
    # Spawns.
    m.spawn("heroes", "heroes", 1, 5, 5, 10)
    m.spawn("herd", "monsters", 28, 3, 5, 7)
    m.spawn("flank", "monsters", 28, 12, 5, 6)
    m.spawn("shrike roost", "monsters", 22, 6, 4, 4, creature="duskwing_shrike")
    # Zones and an objective.
    m.zone("West Ledge", 0, 0, 12, 24, "high ground")
    m.zone("The Span", 12, 10, 10, 3, "bridge")
    m.zone("Chasm", 12, 0, 10, 10, "low ground")
    m.zone("East Heights", 26, 0, 8, 24, "high ground")
    m.objective("Hold the Span", "hold", "heroes", 15, 10, 4, 3, rounds=3,
                text="Keep a hero on the middle of the span for three rounds.")
    return m


def hollowdeep_warren() -> MapDraft:
    """A dirt cavern ringed by stone, with pillars to slam into and earth for burrowers."""
    m = MapDraft("hollowdeep_warren", "Hollowdeep Warren", 30, 30, "saltreed_ford_ambush",
                 "dirt", 2)
    m.border("stone wall")
    m.paint(1, 1, 3, 4, "stone wall")
    m.paint(25, 1, 28, 3, "stone wall")
    m.paint(1, 25, 4, 28, "stone wall")
    m.paint(26, 24, 28, 28, "stone wall")
    m.paint(12, 1, 17, 2, "stone wall")
    # Earth partitions (burrowable walls) and bedrock shelves a burrower cannot dig.
    m.paint(10, 6, 10, 12, "earth wall")
    m.paint(19, 17, 19, 23, "earth wall")
    m.paint(5, 19, 9, 21, "bedrock")
    m.paint(20, 6, 24, 8, "bedrock")
    # A raised mound and a sunken pit with a way down.
    m.paint(4, 8, 8, 12, "dirt", 3)
    m.paint(5, 9, 7, 11, "grass", 4)
    m.paint(13, 12, 17, 17, "dirt", 0)
    m.paint(13, 11, 17, 11, "rubble", 1)
    m.paint(12, 12, 12, 17, "rubble", 1)
    m.dots([(14, 13), (16, 16)], "mud")
    # Pillars to slam into.
    m.dots([(8, 4), (21, 11), (9, 16), (22, 20), (14, 22), (24, 14), (6, 15)], "stone pillar")
    m.dots([(11, 25), (12, 26), (18, 4), (3, 13), (26, 9)], "rubble")
    m.paint(22, 25, 24, 26, "mud")
    # Objects.
    m.thing("wooden crate", 4, 22)
    m.thing("barrel", 5, 23)
    m.thing("stone pillar", 18, 9, name="stalagmite")
    m.thing("stone pillar", 11, 19, name="stalagmite")
    m.thing("wooden crate", 26, 21, name="ore cart")
    # Spawns: heroes west, monsters east, the delver in deep dirt near the middle.
    m.spawn("heroes", "heroes", 2, 6, 2, 12)
    m.spawn("east gallery", "monsters", 23, 4, 5, 4)
    m.spawn("south-east gallery", "monsters", 21, 15, 6, 4)
    m.spawn("delver's den", "monsters", 14, 4, 4, 5, slot="Delver")
    m.zone("West Gallery", 1, 5, 9, 19, "chamber")
    m.zone("Central Hall", 11, 3, 8, 20, "chamber")
    m.zone("Deep Pit", 13, 12, 5, 6, "pit")
    m.zone("East Gallery", 20, 4, 9, 20, "chamber")
    m.objective("Out by the Southern Tunnel", "escape", "heroes", 12, 27, 6, 2,
                text="Reach the southern tunnel to escape the warren.")
    m.paint(12, 28, 17, 28, "dirt")
    return m


def drowned_chapel() -> MapDraft:
    """A ruined chapel half sunk in the ford: water of three depths, glass and grates, and river
    mist that has crept in through the broken door and filled the west and south aisles."""
    m = MapDraft("drowned_chapel", "Drowned Chapel", 34, 28, "greyveil_vigil",
                 "grass", 3)
    # South bank and reeds (the ford) outside the ruin.
    m.paint(0, 22, 33, 27, "grass", 3)
    m.paint(0, 19, 33, 21, "muddy shallows", 2)
    m.paint(10, 19, 23, 21, "shallow water", 2)
    m.dots([(3, 23), (7, 25), (28, 24), (30, 26)], "mud")
    # The chapel: walls with window gaps, a flooded nave, a raised sanctum.
    m.paint(4, 2, 29, 18, "flagstones", 3)
    m.paint(4, 2, 29, 2, "stone wall")
    m.paint(4, 2, 4, 18, "stone wall")
    m.paint(29, 2, 29, 18, "stone wall")
    m.paint(4, 18, 29, 18, "stone wall")
    m.paint(14, 18, 19, 18, "flagstones")          # the great door, broken open
    m.dots([(4, 7), (4, 13), (29, 7), (29, 13), (10, 2), (23, 2)], "flagstones")  # window gaps
    m.dots([(8, 18), (25, 18)], "rubble")          # breaches
    m.paint(8, 6, 25, 15, "shallow water", 2)       # the nave floods
    m.paint(11, 8, 22, 13, "water", 1)
    m.paint(14, 9, 19, 12, "deep water", 0)
    m.paint(13, 3, 20, 5, "flagstones", 5)          # the sanctum dais
    m.paint(12, 4, 21, 5, "flagstones", 4)
    m.dots([(16, 3), (17, 3)], "planks", 5)
    for x in (7, 12, 21, 26):                       # nave pillars
        m.dots([(x, 7), (x, 14)], "stone pillar", 3)
    m.paint(5, 3, 7, 5, "rubble")
    m.paint(26, 15, 28, 17, "rubble")
    # River mist (concealing) over the floor of the west aisle, the south aisle and the doorway.
    m.paint_over(5, 6, 7, 17, "flagstones", "mist")
    m.paint_over(8, 16, 22, 18, "flagstones", "mist")
    m.dots([(23, 16), (9, 5), (8, 5)], "mist")
    # Destructible objects: windows in the gaps, crates, pillars, grates over the channel.
    for x, y in ((4, 7), (4, 13), (29, 7), (29, 13), (10, 2), (23, 2)):
        m.thing("glass window" if (x + y) % 2 else "stained glass", x, y, name="window")
    m.thing("wooden crate", 6, 16)
    m.thing("wooden crate", 7, 16)
    m.thing("barrel", 27, 4)
    m.thing("wooden crate", 26, 9, 2, name="reliquary chest")
    m.thing("stone pillar", 9, 10, name="broken column")
    m.thing("stone pillar", 24, 11, name="broken column")
    m.thing("iron grate", 13, 10, name="drain grate")
    m.thing("iron grate", 20, 10, name="drain grate")
    m.thing("statue", 16, 3, name="saint's statue")
    # Spawns: heroes on the south bank, monsters in the ruin and the reeds.
    m.spawn("heroes", "heroes", 12, 23, 10, 3)
    m.spawn("cloister", "monsters", 5, 8, 3, 4, slot="Skulk")  # skulks lurk in the mist
    m.spawn("sanctum", "monsters", 22, 3, 5, 4)
    m.spawn("reeds", "monsters", 25, 19, 6, 5)
    m.zone("Nave", 8, 6, 18, 10, "interior")
    m.zone("Sanctum", 12, 3, 10, 3, "high ground")
    m.zone("Ford", 0, 19, 34, 3, "water")
    m.zone("South Bank", 0, 22, 34, 6, "outside",)
    m.objective("Save the Reliquary", "protect", "heroes", 26, 9, 2, 2,
                text="Keep the reliquary chest from being smashed.")
    return m


def cinder_forge() -> MapDraft:
    """An open-air forge: lava runs, ember fields, raised platforms and an open sky."""
    m = MapDraft("cinder_forge", "Cinder Forge", 36, 30, "emberfield_stampede",
                 "bedrock", 2, sky=20)
    m.paint(2, 2, 33, 27, "flagstones", 2)
    # Lava runs (sunk to 1) with iron grate bridges at floor level.
    m.paint(0, 13, 35, 15, "lava", 1)
    m.paint(17, 0, 19, 29, "lava", 1)
    m.paint(8, 13, 10, 15, "iron grate floor", 2)
    m.paint(26, 13, 28, 15, "iron grate floor", 2)
    m.paint(17, 5, 19, 7, "iron grate floor", 2)
    m.paint(17, 22, 19, 24, "iron grate floor", 2)
    # Ember fields along the lava.
    m.paint(0, 12, 35, 12, "embers")
    m.paint(0, 16, 35, 16, "embers")
    m.paint(16, 0, 16, 29, "embers")
    m.paint(20, 0, 20, 29, "embers")
    for xs in ((8, 10), (26, 28)):
        m.paint(xs[0], 12, xs[1], 12, "iron grate floor")
        m.paint(xs[0], 16, xs[1], 16, "iron grate floor")
    for ys in ((5, 7), (22, 24)):
        m.paint(16, ys[0], 16, ys[1], "iron grate floor")
        m.paint(20, ys[0], 20, ys[1], "iron grate floor")
    # Raised platforms (high ground) with stairs.
    m.paint(3, 3, 9, 8, "flagstones", 5)
    m.paint(10, 5, 11, 6, "flagstones", 4)
    m.paint(12, 5, 12, 6, "flagstones", 3)
    m.paint(25, 18, 32, 25, "planks", 5)
    m.paint(23, 20, 24, 21, "flagstones", 4)
    m.paint(22, 20, 22, 21, "flagstones", 3)
    m.paint(28, 3, 32, 7, "iron grate floor", 6)
    m.paint(28, 8, 29, 9, "flagstones", 5)
    m.paint(28, 10, 29, 10, "flagstones", 4)
    m.paint(28, 11, 29, 11, "flagstones", 3)
    # The furnace: iron walls around a lava heart, and forge pillars.
    m.paint(4, 20, 9, 25, "iron wall")
    m.paint(5, 21, 8, 24, "lava", 2)
    m.paint(6, 25, 7, 25, "embers")
    m.dots([(13, 9), (23, 9), (13, 19), (23, 25), (31, 15 - 4)], "stone pillar")
    m.dots([(2, 27), (3, 26), (33, 2), (12, 26)], "rubble")
    # Objects: anvils, barrels of quench water, crates.
    m.thing("anvil", 12, 20, 2, name="great anvil")
    m.thing("anvil", 25, 9)
    m.thing("barrel", 11, 9)
    m.thing("barrel", 24, 10)
    m.thing("wooden crate", 14, 25)
    m.thing("wooden crate", 15, 25)
    m.thing("iron grate", 22, 15 - 12, name="tool rack")
    # Spawns: heroes south-west, the herd north-east, shrikes on the high grate.
    m.spawn("heroes", "heroes", 3, 17, 7, 2)
    m.spawn("heroes' flank", "heroes", 11, 17, 4, 2)
    m.spawn("herd", "monsters", 21, 4, 6, 4)
    m.spawn("upper works", "monsters", 28, 3, 5, 5, creature="duskwing_shrike")
    m.spawn("yard", "monsters", 30, 17, 3, 3)
    m.zone("Furnace", 4, 20, 6, 6, "hazard")
    m.zone("Lava Run", 0, 13, 36, 3, "hazard")
    m.zone("Upper Works", 28, 3, 5, 5, "high ground")
    m.zone("Anvil Yard", 11, 18, 5, 6, "yard",
           polygon=[(11, 18), (16, 18), (16, 24), (11, 24), (10, 21)])
    m.objective("Break the Great Anvil", "destroy", "monsters", 12, 20, 2, 2,
                text="The herd means to smash the forge's great anvil.")
    return m


def ember_barrow() -> MapDraft:
    """A burial mound's hall: a raised dais with the wight's sarcophagus between two ember
    braziers, a lava fissure and a lava moat to shove foes into, a flooded grave pool, and the
    way in from the south-west below it all."""
    m = MapDraft("ember_barrow", "The Ember Barrow", 30, 24, "barrow_of_embers",
                 "flagstones", 2)
    m.border("stone wall")
    # The way in: a sunken entry hall with stairs up into the barrow.
    m.paint(1, 16, 9, 22, "dirt", 1)
    m.paint(10, 17, 10, 21, "rubble", 2)
    # The grave pool in the north-west: deep water over a floor sunk to 0.
    m.paint(2, 2, 7, 6, "water", 0)
    m.paint(3, 3, 6, 5, "deep water", 0)
    # A lava fissure splitting the hall, with two stone crossings.
    m.paint(10, 2, 11, 15, "lava", 1)
    m.paint(9, 2, 9, 15, "embers")
    m.paint(12, 2, 12, 15, "embers")
    m.paint(9, 4, 12, 5, "flagstones", 2)
    m.paint(9, 11, 12, 12, "flagstones", 2)
    # The dais (elevation 5) with stairs down on its south side.
    m.paint(13, 5, 20, 11, "flagstones", 5)
    m.paint(14, 12, 19, 12, "flagstones", 4)
    m.paint(14, 13, 19, 13, "flagstones", 3)
    m.dots([(13, 5), (20, 5), (13, 11), (20, 11)], "stone pillar", 5)
    # The lava moat east of the dais, crossed by an iron grate.
    m.paint(22, 3, 23, 17, "lava", 1)
    m.paint(22, 9, 23, 10, "iron grate floor", 2)
    m.paint(21, 3, 21, 17, "embers")
    # The eastern gallery of grave niches and the cult's stores.
    m.paint(24, 2, 28, 21, "flagstones", 3)
    m.dots([(25, 4), (28, 9), (25, 15), (27, 18)], "stone pillar", 3)
    m.paint(24, 18, 24, 21, "flagstones", 2)
    m.dots([(4, 10), (7, 13), (16, 18), (19, 20), (13, 16)], "stone pillar")
    m.dots([(5, 8), (6, 9), (15, 16), (20, 19), (3, 12)], "rubble")
    m.paint(14, 18, 18, 21, "brambles")  # grave-thorn over the old burials
    # Objects: the sarcophagus, the braziers the cult keeps lit, grave goods.
    m.thing("statue", 16, 8, 2, name="the wight's sarcophagus", stamina=40)
    m.thing("barrel", 14, 6, name="ember brazier", stamina=10)
    m.thing("barrel", 19, 6, name="ember brazier", stamina=10)
    m.thing("wooden crate", 26, 15, name="grave goods")
    m.thing("wooden crate", 27, 16, name="grave goods")
    m.thing("barrel", 8, 19)
    m.thing("iron grate", 8, 8, name="ossuary grate")
    # Spawns: the heroes come in from the south-west; the wight on its dais, the acolytes
    # in the gallery, the skulks in the pool's reeds.
    m.spawn("heroes", "heroes", 2, 17, 6, 4)
    m.spawn("dais", "monsters", 14, 10, 6, 2)
    m.spawn("gallery", "monsters", 24, 5, 4, 8)
    m.spawn("pool reeds", "monsters", 2, 7, 6, 3)
    m.zone("Dais", 13, 5, 8, 7, "high ground")
    m.zone("Lava Fissure", 10, 2, 2, 14, "hazard")
    m.zone("Lava Moat", 22, 3, 2, 15, "hazard")
    m.zone("Grave Pool", 2, 2, 6, 5, "water")
    m.objective("Douse the Ember Braziers", "destroy", "heroes", 14, 6, 6, 1,
                text="Smash both ember braziers on the dais to cut the wight from its fire.")
    return m


def sluice_gate() -> MapDraft:
    """A tide lock in the salt marsh: a deep canal crossed only by the lock gate's walkway, the
    sluice house on high ground where the relic is kept, a tannery's acid vats, and mud and
    brambles on the banks."""
    m = MapDraft("sluice_gate", "Saltmarsh Sluice", 32, 26, "sluice_relic", "grass", 3)
    # The canal: deep water from north to south, walled by the lock where the gate stands.
    m.paint(14, 0, 17, 25, "deep water", 0)
    m.paint(13, 10, 13, 15, "stone wall")
    m.paint(18, 10, 18, 15, "stone wall")
    m.paint(13, 12, 18, 13, "planks", 3)              # the lock gate's walkway
    m.paint(14, 4, 17, 4, "low wall", 1)               # a sunken weir upstream
    # West bank: reeds and mud, the heroes' side.
    m.paint(0, 0, 12, 25, "grass", 3)
    m.paint(9, 0, 12, 25, "muddy shallows", 2)
    m.paint(9, 12, 12, 13, "planks", 3)                # the jetty to the gate
    m.dots([(3, 4), (5, 20), (7, 8), (2, 15)], "mud")
    m.paint(4, 21, 8, 23, "brambles")
    # East bank, with the sluice house raised on a mound.
    m.paint(19, 0, 31, 25, "grass", 3)
    m.paint(19, 0, 20, 25, "muddy shallows", 2)
    m.paint(19, 12, 20, 13, "planks", 3)
    m.paint(22, 2, 28, 8, "flagstones", 6)
    m.paint(22, 2, 28, 2, "stone wall", 6)
    m.paint(28, 2, 28, 8, "stone wall", 6)
    m.paint(23, 9, 25, 9, "flagstones", 5)
    m.paint(23, 10, 25, 10, "flagstones", 4)
    m.dots([(22, 8), (26, 8)], "stone pillar", 6)
    # The tannery's acid vats and the drying racks.
    m.paint(26, 12, 28, 14, "acid pool", 2)
    m.paint(26, 20, 30, 21, "brambles")
    m.dots([(30, 22), (24, 23)], "stone pillar")
    m.paint(21, 20, 23, 22, "sand")
    # Objects: the winch house at the gate, crates of salt, vats, a reliquary chest.
    m.paint(19, 10, 20, 11, "flagstones", 3)           # the winch platform
    m.thing("iron grate", 20, 10, name="sluice winch", stamina=20)
    m.thing("wooden crate", 21, 14)
    m.thing("wooden crate", 21, 15)
    m.thing("barrel", 29, 15, name="tanning vat")
    m.thing("barrel", 6, 10)
    m.thing("wooden crate", 24, 4, name="reliquary shelf")
    # Spawns: heroes on the west bank; the keepers in and around the sluice house.
    m.spawn("heroes", "heroes", 1, 9, 4, 8)
    m.spawn("sluice house", "monsters", 23, 5, 5, 3)
    m.spawn("tannery yard", "monsters", 21, 16, 5, 4)
    m.spawn("upper sluice", "monsters", 20, 0, 6, 2, creature="duskwing_shrike")
    m.zone("West Bank", 0, 0, 13, 26, "marsh")
    m.zone("Canal", 14, 0, 4, 26, "deep water")
    m.zone("Sluice House", 22, 2, 7, 7, "high ground")
    m.zone("Acid Vats", 26, 12, 3, 3, "hazard")
    m.objective("Open the Sluice", "start", "monsters", 19, 10, 2, 2, rounds=5,
                text="The keepers need five rounds at the winch to flood the causeway.")
    return m


MAPS = (skyreach_bridge, hollowdeep_warren, drowned_chapel, cinder_forge, ember_barrow, sluice_gate)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path,
                        default=Path(__file__).resolve().parent.parent / "maps",
                        help="folder to write the .tmx files into (default: maps/)")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for make in MAPS:
        draft = make()
        draft.check()
        path = args.out / f"{draft.name}.tmx"
        path.write_text(draft.tmx(), encoding="utf-8")
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
