#!/usr/bin/env python3
"""Draw Steelgrid's Tiled tilesets and write the Tiled project file.

Writes (relative to --out, the repository root by default):

- assets/tilesets/terrain.png, elevation.png, objects.png: original art drawn here with pygame;
- maps/terrain.tsx, maps/elevation.tsx, maps/objects.tsx: the tilesets, where every tile carries
  its meaning as custom properties (the loader never looks at tile numbers);
- maps/steelgrid.tiled-project: enums and object classes for Tiled's property drop-downs, and
  the "Play-test this map" command.

Everything is deterministic, so running it again gives the same files. To restyle, change the
palette below (or pass `--palette FILE.json` mapping tile names to "#rrggbb" base colours) and
run it again; the .tsx files only change if the tile table changes.

    python tools/make_tilesets.py [--out DIR] [--palette FILE.json] [--no-images]
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable
from xml.sax.saxutils import quoteattr

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

TILE = 32
TILED_VERSION = ('version="1.8"', 'tiledversion="1.8.2"')
RGB = tuple[int, int, int]


@dataclass(frozen=True)
class TerrainTile:
    """One terrain tile: its art name and what it means on the board."""
    name: str
    terrain: str
    material: str = "stone"
    difficult: bool = False
    damage: int = 0
    damage_type: str = "untyped"
    depth: int = 0
    wall_height: int = 0
    damage_at_start: bool = False
    conceals: bool = False

    def properties(self) -> list[tuple[str, str, str, str]]:
        """(name, type, enum, value) for every property, in the order Tiled saves them.

        `conceals` is optional in maps, so it is written only on the tiles that conceal."""
        optional = [("conceals", "bool", "", "true")] if self.conceals else []
        return sorted(optional + [
            ("damage_at_end", "bool", "", "false"),
            ("damage_at_start", "bool", "", str(self.damage_at_start).lower()),
            ("burrowable", "bool", "", str(self.material == "dirt").lower()),
            ("damage", "int", "", str(self.damage)),
            ("damage_type", "string", "DamageType", self.damage_type),
            ("depth", "int", "", str(self.depth)),
            ("difficult", "bool", "", str(self.difficult).lower()),
            ("material", "string", "GroundMaterial", self.material),
            ("terrain", "string", "Terrain", self.terrain),
            ("wall_height", "int", "", str(self.wall_height)),
        ])


TERRAIN_TILES: tuple[TerrainTile, ...] = (
    TerrainTile("flagstones", "floor"),
    TerrainTile("dirt", "dirt", "dirt"),
    TerrainTile("grass", "grass", "dirt"),
    TerrainTile("sand", "sand", "dirt"),
    TerrainTile("mud", "mud", "dirt", difficult=True),
    TerrainTile("bedrock", "stone"),
    TerrainTile("rubble", "rubble", difficult=True),
    TerrainTile("planks", "planks", "wood"),
    TerrainTile("iron grate floor", "grate", "metal"),
    TerrainTile("shallow water", "water", depth=1, difficult=True),
    TerrainTile("water", "water", depth=2),
    TerrainTile("deep water", "water", depth=3),
    TerrainTile("muddy shallows", "water", "dirt", difficult=True, depth=1),
    TerrainTile("lava", "lava", damage=6, damage_type="fire", damage_at_start=True),
    TerrainTile("embers", "embers", damage=2, damage_type="fire"),
    TerrainTile("acid pool", "acid", damage=4, damage_type="acid", depth=1),
    TerrainTile("brambles", "brambles", "dirt", difficult=True, damage=1),
    TerrainTile("ice", "ice", difficult=True),
    TerrainTile("stone wall", "wall", wall_height=4),
    TerrainTile("earth wall", "wall", "dirt", wall_height=4),
    TerrainTile("stone pillar", "pillar", wall_height=4),
    TerrainTile("low wall", "wall", wall_height=1),
    TerrainTile("iron wall", "wall", "metal", wall_height=4),
    TerrainTile("palisade", "wall", "wood", wall_height=2),
    TerrainTile("mist", "floor", conceals=True),
)
TERRAIN_COLUMNS = 8
ELEVATIONS = 16
ELEVATION_COLUMNS = 8


@dataclass(frozen=True)
class ObjectTile:
    """A destructible object's picture and its default material."""
    name: str
    kind: str
    material: str


OBJECT_TILES: tuple[ObjectTile, ...] = (
    ObjectTile("wooden crate", "crate", "wood"),
    ObjectTile("barrel", "barrel", "wood"),
    ObjectTile("glass window", "window", "glass"),
    ObjectTile("stained glass", "window", "glass"),
    ObjectTile("stone pillar", "pillar", "stone"),
    ObjectTile("statue", "statue", "stone"),
    ObjectTile("iron grate", "grate", "metal"),
    ObjectTile("anvil", "anvil", "metal"),
)
OBJECT_COLUMNS = 8

PALETTE: dict[str, str] = {
    "flagstones": "#86817a", "dirt": "#7a5836", "grass": "#4f7a39", "sand": "#c8ad78",
    "mud": "#4e3b28", "bedrock": "#5d6168", "rubble": "#86817a", "planks": "#8d6239",
    "iron grate floor": "#4a4e55", "shallow water": "#4e8fbf", "water": "#2f6ca3",
    "deep water": "#1c4478", "muddy shallows": "#5e6e52", "lava": "#e2571c",
    "embers": "#3a2a24", "acid pool": "#7fc23a", "brambles": "#4a5a2c", "ice": "#bfe3ef",
    "stone wall": "#6f6a64", "earth wall": "#6a4a2c", "stone pillar": "#86817a",
    "low wall": "#9a948c", "iron wall": "#50555e", "palisade": "#7a5230", "mist": "#d4d9e0",
    "wooden crate": "#a0703e", "barrel": "#8a5a30", "glass window": "#a8d8f0",
    "stained glass": "#c04a6a", "statue": "#9a9a94", "iron grate": "#5a5f68", "anvil": "#3c3f46",
}

# ---------------------------------------------------------------------------- drawing helpers

DIGITS = {
    "0": ("111", "101", "101", "101", "111"), "1": ("010", "110", "010", "010", "111"),
    "2": ("111", "001", "111", "100", "111"), "3": ("111", "001", "111", "001", "111"),
    "4": ("101", "101", "111", "001", "001"), "5": ("111", "100", "111", "001", "111"),
    "6": ("111", "100", "111", "101", "111"), "7": ("111", "001", "010", "010", "010"),
    "8": ("111", "101", "111", "101", "111"), "9": ("111", "101", "111", "001", "111"),
}


def rgb(hex_colour: str) -> RGB:
    h = hex_colour.lstrip("#")
    return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16))


def shade(colour: RGB, amount: float) -> RGB:
    """Lighter for amount > 0, darker for amount < 0 (amount from -1 to 1)."""
    if amount >= 0:
        return tuple(round(c + (255 - c) * amount) for c in colour)  # type: ignore[return-value]
    return tuple(round(c * (1 + amount)) for c in colour)  # type: ignore[return-value]


def speckle(surf: Any, rng: random.Random, base: RGB, count: int, spread: float = 0.18,
            size: int = 1) -> None:
    for _ in range(count):
        x, y = rng.randrange(TILE), rng.randrange(TILE)
        surf.fill(shade(base, rng.uniform(-spread, spread)), (x, y, size, size))


def draw_digits(surf: Any, text: str, x: int, y: int, colour: RGB, scale: int = 2) -> None:
    for n, ch in enumerate(text):
        for row, bits in enumerate(DIGITS[ch]):
            for col, bit in enumerate(bits):
                if bit == "1":
                    surf.fill(colour, (x + (n * 4 + col) * scale, y + row * scale, scale, scale))


# ---------------------------------------------------------------------------- terrain painters

def paint_floor(surf: Any, rng: random.Random, base: RGB) -> None:
    import pygame
    surf.fill(shade(base, -0.35))
    for (x, y, w, h) in ((1, 1, 14, 14), (17, 1, 14, 9), (17, 12, 14, 19), (1, 17, 14, 14)):
        pygame.draw.rect(surf, shade(base, rng.uniform(-0.08, 0.08)), (x, y, w, h))
        pygame.draw.line(surf, shade(base, 0.18), (x, y), (x + w - 1, y))
        speckle_rect(surf, rng, base, (x, y, w, h), 10)


def speckle_rect(surf: Any, rng: random.Random, base: RGB, rect: tuple[int, int, int, int],
                 count: int) -> None:
    x0, y0, w, h = rect
    for _ in range(count):
        surf.set_at((x0 + rng.randrange(w), y0 + rng.randrange(h)), shade(base, rng.uniform(-0.15, 0.1)))


def paint_soil(surf: Any, rng: random.Random, base: RGB) -> None:
    surf.fill(base)
    speckle(surf, rng, base, 140, 0.22)
    speckle(surf, rng, base, 12, 0.3, 2)


def paint_grass(surf: Any, rng: random.Random, base: RGB) -> None:
    import pygame
    surf.fill(shade(base, -0.1))
    speckle(surf, rng, base, 60, 0.2)
    for _ in range(26):
        x, y = rng.randrange(TILE), rng.randrange(4, TILE)
        pygame.draw.line(surf, shade(base, rng.uniform(0.05, 0.3)), (x, y), (x + rng.choice((-1, 0, 1)), y - 3))


def paint_sand(surf: Any, rng: random.Random, base: RGB) -> None:
    import pygame
    surf.fill(base)
    speckle(surf, rng, base, 120, 0.1)
    for y in (7, 18, 27):
        pygame.draw.arc(surf, shade(base, -0.12), (-4 + rng.randrange(6), y - 3, 40, 8), 0.3, 2.8)


def paint_mud(surf: Any, rng: random.Random, base: RGB) -> None:
    import pygame
    paint_soil(surf, rng, base)
    for _ in range(4):
        x, y = rng.randrange(4, 26), rng.randrange(4, 26)
        pygame.draw.ellipse(surf, shade(base, -0.3), (x, y, rng.randrange(5, 9), rng.randrange(3, 6)))
        surf.set_at((x + 2, y + 1), shade(base, 0.3))


def paint_rock(surf: Any, rng: random.Random, base: RGB) -> None:
    import pygame
    surf.fill(base)
    speckle(surf, rng, base, 90, 0.15)
    for _ in range(3):
        x, y = rng.randrange(TILE), rng.randrange(TILE)
        pts = [(x, y)]
        for _ in range(3):
            x, y = x + rng.randrange(-6, 7), y + rng.randrange(2, 8)
            pts.append((x, y))
        pygame.draw.lines(surf, shade(base, -0.35), False, pts)


def paint_rubble(surf: Any, rng: random.Random, base: RGB) -> None:
    import pygame
    paint_floor(surf, rng, base)
    for _ in range(9):
        x, y, r = rng.randrange(3, 29), rng.randrange(3, 29), rng.randrange(2, 5)
        stone = shade(base, rng.uniform(-0.25, 0.15))
        pygame.draw.circle(surf, shade(stone, -0.45), (x + 1, y + 1), r)
        pygame.draw.circle(surf, stone, (x, y), r)
        surf.set_at((x - 1, y - 1), shade(stone, 0.35))


def paint_planks(surf: Any, rng: random.Random, base: RGB) -> None:
    import pygame
    for i, y in enumerate(range(0, TILE, 8)):
        board = shade(base, rng.uniform(-0.1, 0.1))
        pygame.draw.rect(surf, board, (0, y, TILE, 8))
        pygame.draw.line(surf, shade(base, -0.45), (0, y + 7), (TILE, y + 7))
        seam = (i * 11 + 5) % TILE
        pygame.draw.line(surf, shade(base, -0.45), (seam, y), (seam, y + 6))
        for _ in range(3):
            gx = rng.randrange(TILE)
            pygame.draw.line(surf, shade(board, -0.15), (gx, y + 2), (min(TILE, gx + 6), y + 2))
        surf.set_at(((seam + 3) % TILE, y + 3), shade(base, -0.6))


def paint_grate_floor(surf: Any, rng: random.Random, base: RGB) -> None:
    import pygame
    surf.fill(shade(base, -0.6))
    for i in range(0, TILE, 8):
        pygame.draw.rect(surf, base, (i, 0, 3, TILE))
        pygame.draw.rect(surf, base, (0, i, TILE, 3))
        pygame.draw.line(surf, shade(base, 0.3), (i, 0), (i, TILE))
        pygame.draw.line(surf, shade(base, 0.3), (0, i), (TILE, i))
    for i in range(4, TILE, 8):
        for j in range(4, TILE, 8):
            surf.set_at((i, j), shade(base, -0.8))


def paint_water(surf: Any, rng: random.Random, base: RGB) -> None:
    import pygame
    surf.fill(base)
    speckle(surf, rng, base, 40, 0.08)
    for _ in range(5):
        x, y = rng.randrange(-4, 28), rng.randrange(2, 30)
        pygame.draw.arc(surf, shade(base, 0.35), (x, y, 10, 5), 0.4, 2.7)


def paint_lava(surf: Any, rng: random.Random, base: RGB) -> None:
    import pygame
    surf.fill(shade(base, -0.2))
    for _ in range(7):
        x, y = rng.randrange(TILE), rng.randrange(TILE)
        pygame.draw.circle(surf, shade(base, 0.25), (x, y), rng.randrange(3, 7))
    for _ in range(6):
        x, y = rng.randrange(TILE), rng.randrange(TILE)
        pygame.draw.circle(surf, (255, 226, 120), (x, y), rng.randrange(1, 3))
    for _ in range(4):
        x, y = rng.randrange(TILE), rng.randrange(TILE)
        pygame.draw.line(surf, shade(base, -0.6), (x, y), (x + rng.randrange(-8, 9), y + rng.randrange(3, 8)), 2)


def paint_embers(surf: Any, rng: random.Random, base: RGB) -> None:
    surf.fill(base)
    speckle(surf, rng, base, 90, 0.25)
    for _ in range(16):
        x, y = rng.randrange(TILE - 1), rng.randrange(TILE - 1)
        glow = rng.choice(((255, 120, 30), (255, 180, 60), (220, 60, 20)))
        surf.fill(glow, (x, y, rng.choice((1, 2)), 1))


def paint_acid(surf: Any, rng: random.Random, base: RGB) -> None:
    import pygame
    surf.fill(shade(base, -0.25))
    speckle(surf, rng, base, 50, 0.15)
    for _ in range(7):
        x, y, r = rng.randrange(3, 29), rng.randrange(3, 29), rng.randrange(1, 4)
        pygame.draw.circle(surf, shade(base, 0.35), (x, y), r, 1)
        surf.set_at((x - 1, y - 1), (240, 255, 200))


def paint_brambles(surf: Any, rng: random.Random, base: RGB) -> None:
    import pygame
    paint_soil(surf, rng, shade(rgb(PALETTE["dirt"]), -0.1))
    for _ in range(7):
        x, y = rng.randrange(TILE), rng.randrange(TILE)
        for _ in range(4):
            nx, ny = x + rng.randrange(-6, 7), y + rng.randrange(-6, 7)
            pygame.draw.line(surf, base, (x, y), (nx, ny), 2)
            surf.set_at((nx, ny), (200, 190, 150))
            x, y = nx, ny
    for _ in range(3):
        surf.fill((150, 30, 60), (rng.randrange(TILE - 2), rng.randrange(TILE - 2), 2, 2))


def paint_ice(surf: Any, rng: random.Random, base: RGB) -> None:
    import pygame
    surf.fill(base)
    speckle(surf, rng, base, 40, 0.08)
    for _ in range(4):
        x, y = rng.randrange(TILE), rng.randrange(TILE)
        pygame.draw.line(surf, (255, 255, 255), (x, y), (x + rng.randrange(-9, 10), y + rng.randrange(-9, 10)))
    pygame.draw.line(surf, shade(base, 0.5), (4, 26), (12, 18), 2)


def paint_wall(surf: Any, rng: random.Random, base: RGB) -> None:
    import pygame
    surf.fill(shade(base, -0.45))
    for row, y in enumerate(range(0, TILE, 8)):
        offset = 0 if row % 2 else 8
        for x in range(-offset, TILE, 16):
            brick = shade(base, rng.uniform(-0.1, 0.12))
            pygame.draw.rect(surf, brick, (x + 1, y + 1, 14, 6))
            pygame.draw.line(surf, shade(brick, 0.25), (x + 1, y + 1), (x + 14, y + 1))
    pygame.draw.rect(surf, shade(base, 0.3), (0, 0, TILE, TILE), 1)


def paint_earth_wall(surf: Any, rng: random.Random, base: RGB) -> None:
    import pygame
    surf.fill(base)
    speckle(surf, rng, base, 120, 0.25)
    for y in range(3, TILE, 7):
        pygame.draw.line(surf, shade(base, -0.3), (0, y + rng.randrange(-1, 2)), (TILE, y + rng.randrange(-1, 2)))
    for _ in range(5):
        surf.fill(shade(rgb(PALETTE["bedrock"]), 0.1), (rng.randrange(TILE - 3), rng.randrange(TILE - 3), 3, 2))
    pygame.draw.rect(surf, shade(base, 0.25), (0, 0, TILE, TILE), 1)


def paint_pillar(surf: Any, rng: random.Random, base: RGB) -> None:
    import pygame
    paint_floor(surf, rng, base)
    pygame.draw.circle(surf, (30, 28, 26), (18, 18), 13)
    pygame.draw.circle(surf, shade(base, -0.15), (16, 16), 13)
    pygame.draw.circle(surf, shade(base, 0.1), (16, 16), 10)
    pygame.draw.circle(surf, shade(base, 0.35), (13, 13), 4)


def paint_low_wall(surf: Any, rng: random.Random, base: RGB) -> None:
    import pygame
    surf.fill(shade(base, -0.4))
    for x in range(0, TILE, 11):
        block = shade(base, rng.uniform(-0.08, 0.1))
        pygame.draw.rect(surf, block, (x + 1, 4, 9, 24))
        pygame.draw.line(surf, shade(block, 0.3), (x + 1, 4), (x + 9, 4))
        pygame.draw.line(surf, shade(block, -0.3), (x + 1, 27), (x + 9, 27))


def paint_iron_wall(surf: Any, rng: random.Random, base: RGB) -> None:
    import pygame
    surf.fill(base)
    for y in (0, 16):
        pygame.draw.rect(surf, shade(base, 0.12), (1, y + 1, 30, 14))
        pygame.draw.line(surf, shade(base, 0.35), (1, y + 1), (30, y + 1))
        pygame.draw.line(surf, shade(base, -0.4), (1, y + 14), (30, y + 14))
        for x in (4, 27):
            pygame.draw.circle(surf, shade(base, 0.45), (x, y + 4), 1)
            pygame.draw.circle(surf, shade(base, 0.45), (x, y + 11), 1)
    speckle(surf, rng, (140, 90, 60), 10, 0.2)


def paint_palisade(surf: Any, rng: random.Random, base: RGB) -> None:
    import pygame
    surf.fill(shade(base, -0.5))
    for x in range(0, TILE, 8):
        log = shade(base, rng.uniform(-0.1, 0.12))
        pygame.draw.circle(surf, log, (x + 4, 16), 4)
        pygame.draw.rect(surf, log, (x, 8, 8, 16))
        pygame.draw.circle(surf, shade(log, 0.25), (x + 4, 10), 3)
        pygame.draw.line(surf, shade(log, -0.3), (x, 8), (x, 24))


def paint_mist(surf: Any, rng: random.Random, base: RGB) -> None:
    """Flagstones under a pale veil with soft brighter wisps; the wisps wrap round the tile's
    edges so a patch of mist tiles shows no seams."""
    import pygame
    paint_floor(surf, rng, shade(rgb(PALETTE["flagstones"]), -0.1))
    veil = pygame.Surface((TILE, TILE), pygame.SRCALPHA)
    veil.fill((*base, 70))
    for _ in range(6):
        w, h = rng.randrange(16, 30), rng.randrange(7, 12)
        x, y = rng.randrange(TILE), rng.randrange(TILE)
        colour = shade(base, rng.uniform(0.2, 0.6))
        for ring in range(4):  # outside in, each ring smaller and denser: a soft edge
            rw, rh, alpha = w - 4 * ring, h - 2 * ring, 85 + 22 * ring
            for dx in (-TILE, 0, TILE):
                for dy in (-TILE, 0, TILE):
                    pygame.draw.ellipse(veil, (*colour, alpha),
                                        (x + dx - rw // 2, y + dy - rh // 2, rw, rh))
    surf.blit(veil, (0, 0))


TERRAIN_PAINTERS: dict[str, Callable[[Any, random.Random, RGB], None]] = {
    "flagstones": paint_floor, "dirt": paint_soil, "grass": paint_grass, "sand": paint_sand,
    "mud": paint_mud, "bedrock": paint_rock, "rubble": paint_rubble, "planks": paint_planks,
    "iron grate floor": paint_grate_floor, "shallow water": paint_water, "water": paint_water,
    "deep water": paint_water, "muddy shallows": paint_water, "lava": paint_lava,
    "embers": paint_embers, "acid pool": paint_acid, "brambles": paint_brambles, "ice": paint_ice,
    "stone wall": paint_wall, "earth wall": paint_earth_wall, "stone pillar": paint_pillar,
    "low wall": paint_low_wall, "iron wall": paint_iron_wall, "palisade": paint_palisade,
    "mist": paint_mist,
}


# ---------------------------------------------------------------------------- object painters

def paint_crate(surf: Any, rng: random.Random, base: RGB) -> None:
    import pygame
    pygame.draw.rect(surf, (0, 0, 0, 90), (5, 5, 26, 26))
    pygame.draw.rect(surf, base, (2, 2, 26, 26))
    for y in (8, 14, 20):
        pygame.draw.line(surf, shade(base, -0.3), (3, y), (26, y))
    pygame.draw.line(surf, shade(base, -0.45), (4, 4), (26, 26), 3)
    pygame.draw.rect(surf, shade(base, -0.5), (2, 2, 26, 26), 2)


def paint_barrel(surf: Any, rng: random.Random, base: RGB) -> None:
    import pygame
    pygame.draw.circle(surf, (0, 0, 0, 90), (18, 18), 13)
    pygame.draw.circle(surf, base, (16, 16), 13)
    pygame.draw.circle(surf, (70, 70, 75), (16, 16), 13, 2)
    pygame.draw.circle(surf, (70, 70, 75), (16, 16), 8, 1)
    pygame.draw.circle(surf, shade(base, 0.25), (12, 12), 3)


def paint_window(surf: Any, rng: random.Random, base: RGB) -> None:
    import pygame
    pygame.draw.rect(surf, (*base, 170), (2, 11, 28, 10))
    pygame.draw.rect(surf, (90, 90, 96), (2, 11, 28, 10), 2)
    pygame.draw.line(surf, (255, 255, 255), (7, 19), (13, 13), 2)
    pygame.draw.line(surf, (90, 90, 96), (16, 11), (16, 20), 1)


def paint_stained(surf: Any, rng: random.Random, base: RGB) -> None:
    import pygame
    colours = (base, (60, 90, 190), (230, 190, 60), (60, 160, 90))
    for i, x in enumerate(range(3, 29, 7)):
        pygame.draw.rect(surf, (*colours[i % 4], 190), (x, 12, 7, 8))
    pygame.draw.rect(surf, (50, 50, 56), (2, 11, 28, 10), 2)


def paint_stone_block(surf: Any, rng: random.Random, base: RGB) -> None:
    import pygame
    pygame.draw.circle(surf, (0, 0, 0, 100), (18, 18), 12)
    pygame.draw.circle(surf, shade(base, -0.2), (16, 16), 12)
    pygame.draw.circle(surf, base, (16, 16), 9)
    pygame.draw.circle(surf, shade(base, 0.35), (13, 13), 3)
    pygame.draw.circle(surf, shade(base, -0.4), (16, 16), 12, 1)


def paint_statue(surf: Any, rng: random.Random, base: RGB) -> None:
    import pygame
    pygame.draw.rect(surf, shade(base, -0.3), (4, 4, 24, 24))
    pygame.draw.circle(surf, base, (16, 13), 6)
    pygame.draw.ellipse(surf, base, (8, 17, 16, 9))
    pygame.draw.circle(surf, shade(base, 0.35), (14, 11), 2)
    pygame.draw.rect(surf, shade(base, -0.55), (4, 4, 24, 24), 2)


def paint_grate(surf: Any, rng: random.Random, base: RGB) -> None:
    import pygame
    for x in range(4, 29, 6):
        pygame.draw.line(surf, base, (x, 3), (x, 28), 2)
        pygame.draw.line(surf, shade(base, 0.4), (x, 3), (x, 28), 1)
    for y in (4, 27):
        pygame.draw.line(surf, shade(base, -0.2), (2, y), (29, y), 3)


def paint_anvil(surf: Any, rng: random.Random, base: RGB) -> None:
    import pygame
    pygame.draw.polygon(surf, (0, 0, 0, 100), [(6, 12), (30, 12), (30, 24), (20, 24), (20, 30), (12, 30), (12, 24), (6, 22)])
    pygame.draw.polygon(surf, base, [(3, 9), (28, 9), (28, 21), (18, 21), (18, 27), (10, 27), (10, 21), (3, 19)])
    pygame.draw.line(surf, shade(base, 0.5), (4, 10), (27, 10))


OBJECT_PAINTERS: dict[str, Callable[[Any, random.Random, RGB], None]] = {
    "wooden crate": paint_crate, "barrel": paint_barrel, "glass window": paint_window,
    "stained glass": paint_stained, "stone pillar": paint_stone_block, "statue": paint_statue,
    "iron grate": paint_grate, "anvil": paint_anvil,
}


def elevation_colour(level: int) -> RGB:
    """A ramp from deep blue (low) through green and yellow to near white (high)."""
    stops = ((0, (40, 50, 120)), (4, (40, 140, 130)), (8, (120, 190, 70)), (12, (235, 200, 70)),
             (15, (250, 245, 230)))
    for (a, ca), (b, cb) in zip(stops, stops[1:]):
        if a <= level <= b:
            t = (level - a) / (b - a)
            return tuple(round(x + (y - x) * t) for x, y in zip(ca, cb))  # type: ignore[return-value]
    return stops[-1][1]


# ---------------------------------------------------------------------------- sheets

def sheet(count: int, columns: int, paint: Callable[[int, Any, random.Random], None]) -> Any:
    import pygame
    rows = (count + columns - 1) // columns
    out = pygame.Surface((columns * TILE, rows * TILE), pygame.SRCALPHA)
    for i in range(count):
        tile = pygame.Surface((TILE, TILE), pygame.SRCALPHA)
        paint(i, tile, random.Random(1000 + i))
        out.blit(tile, ((i % columns) * TILE, (i // columns) * TILE))
    return out


def terrain_sheet() -> Any:
    def paint(i: int, surf: Any, rng: random.Random) -> None:
        t = TERRAIN_TILES[i]
        TERRAIN_PAINTERS[t.name](surf, rng, rgb(PALETTE[t.name]))
    return sheet(len(TERRAIN_TILES), TERRAIN_COLUMNS, paint)


def elevation_sheet() -> Any:
    import pygame

    def paint(i: int, surf: Any, rng: random.Random) -> None:
        colour = elevation_colour(i)
        surf.fill((*colour, 110))
        pygame.draw.rect(surf, (*shade(colour, -0.5), 200), (0, 0, TILE, TILE), 1)
        text = str(i)
        draw_digits(surf, text, 3, 3, (0, 0, 0))
        draw_digits(surf, text, 2, 2, (255, 255, 255))
    return sheet(ELEVATIONS, ELEVATION_COLUMNS, paint)


def object_sheet() -> Any:
    def paint(i: int, surf: Any, rng: random.Random) -> None:
        t = OBJECT_TILES[i]
        OBJECT_PAINTERS[t.name](surf, rng, rgb(PALETTE[t.name]))
    return sheet(len(OBJECT_TILES), OBJECT_COLUMNS, paint)


# ---------------------------------------------------------------------------- files

def prop_xml(name: str, kind: str, enum: str, value: str) -> str:
    attrs = f"name={quoteattr(name)}"
    if kind != "string":
        attrs += f" type={quoteattr(kind)}"
    if enum:
        attrs += f" propertytype={quoteattr(enum)}"
    return f"   <property {attrs} value={quoteattr(value)}/>"


def tsx(name: str, image: str, count: int, columns: int,
        tiles: list[list[tuple[str, str, str, str]]], tile_type: str = "") -> str:
    rows = (count + columns - 1) // columns
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             f'<tileset {" ".join(TILED_VERSION)} name="{name}" tilewidth="{TILE}" '
             f'tileheight="{TILE}" tilecount="{count}" columns="{columns}">',
             f' <image source="{image}" width="{columns * TILE}" height="{rows * TILE}"/>']
    for i, props in enumerate(tiles):
        kind = f' type="{tile_type}"' if tile_type else ""
        lines.append(f' <tile id="{i}"{kind}>')
        lines.append("  <properties>")
        lines.extend(prop_xml(*p) for p in props)
        lines.append("  </properties>")
        lines.append(" </tile>")
    lines.append("</tileset>")
    return "\n".join(lines) + "\n"


def terrain_tsx() -> str:
    return tsx("terrain", "../assets/tilesets/terrain.png", len(TERRAIN_TILES), TERRAIN_COLUMNS,
               [t.properties() for t in TERRAIN_TILES])


def elevation_tsx() -> str:
    return tsx("elevation", "../assets/tilesets/elevation.png", ELEVATIONS, ELEVATION_COLUMNS,
               [[("elevation", "int", "", str(i))] for i in range(ELEVATIONS)])


def objects_tsx() -> str:
    return tsx("objects", "../assets/tilesets/objects.png", len(OBJECT_TILES), OBJECT_COLUMNS,
               [sorted([("kind", "string", "", t.kind),
                        ("material", "string", "ObjectMaterial", t.material)])
                for t in OBJECT_TILES], tile_type="object")


def project_json(encounters: list[str]) -> str:
    from game.maps.mapmodel import project_property_types
    project = {
        "automappingRulesFile": "",
        "commands": [
            {"arguments": "play --map %mapfile", "command": "steelgrid", "enabled": True,
             "name": "Play-test this map", "saveBeforeExecute": True, "shortcut": "F5",
             "showOutput": True, "workingDirectory": "%projectpath/.."},
            {"arguments": "-C %projectpath/.. play ARGS=\"--map %mapfile\"", "command": "make",
             "enabled": True, "name": "Play-test this map (through make, sets up .venv)",
             "saveBeforeExecute": True, "shortcut": "Shift+F5", "showOutput": True,
             "workingDirectory": "%projectpath/.."},
            {"arguments": "map check %mapfile", "command": "steelgrid", "enabled": True,
             "name": "Check this map", "saveBeforeExecute": True, "shortcut": "F6",
             "showOutput": True, "workingDirectory": "%projectpath/.."},
        ],
        "compatibilityVersion": 1080,
        "extensionsPath": "extensions",
        "folders": ["."],
        "objectTypesFile": "",
        "propertyTypes": project_property_types(encounters),
    }
    return json.dumps(project, indent=4) + "\n"


def encounter_ids() -> list[str]:
    """Every encounter of every ruleset (a map's `encounter` may name any of them)."""
    from rules.core.registry import all_rulesets
    return sorted(eid for rules in all_rulesets() for eid in rules.encounters())


def write_all(out: Path, images: bool = True) -> list[Path]:
    """Write every generated file under `out`; returns the paths written."""
    written: list[Path] = []
    maps = out / "maps"
    maps.mkdir(parents=True, exist_ok=True)
    texts = {maps / "terrain.tsx": terrain_tsx(), maps / "elevation.tsx": elevation_tsx(),
             maps / "objects.tsx": objects_tsx(),
             maps / "steelgrid.tiled-project": project_json(encounter_ids())}
    for path, text in texts.items():
        path.write_text(text, encoding="utf-8")
        written.append(path)
    if images:
        import pygame
        art = out / "assets" / "tilesets"
        art.mkdir(parents=True, exist_ok=True)
        for name, surface in (("terrain", terrain_sheet()), ("elevation", elevation_sheet()),
                              ("objects", object_sheet())):
            path = art / f"{name}.png"
            pygame.image.save(surface, str(path))
            written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent.parent,
                        help="repository root to write into (default: this repository)")
    parser.add_argument("--palette", type=Path, help="JSON file of tile name -> #rrggbb overrides")
    parser.add_argument("--no-images", action="store_true", help="write only the text files")
    args = parser.parse_args(argv)
    if args.palette:
        overrides = json.loads(args.palette.read_text(encoding="utf-8"))
        unknown = sorted(set(overrides) - set(PALETTE))
        if unknown:
            print(f"{args.palette}: unknown tile names {unknown}", file=sys.stderr)
            return 2
        PALETTE.update(overrides)
    for path in write_all(args.out, images=not args.no_images):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
