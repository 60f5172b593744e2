#!/usr/bin/env python3
"""Render Tiled battle maps to PNG pictures with pygame: terrain art, elevation shading, cliff
edges, the pale wash the game lays over concealing squares, objects, spawn areas, zones and
objectives.

    python tools/render_map.py maps/drowned_chapel.tmx [--out maps/previews] [--scale 20]

Used for the pictures in maps/README.md; handy for checking a map without opening Tiled.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.render.palette import FOG  # noqa: E402
from game.maps.tiled import LoadedMap, MapError, TileArt, load_map  # noqa: E402

SIDE_COLOURS = {"heroes": (70, 140, 255), "monsters": (235, 70, 60)}
ZONE_COLOUR = (90, 220, 140)
OBJECTIVE_COLOUR = (255, 210, 60)
MATERIAL_COLOURS = {"glass": (170, 220, 240), "wood": (160, 112, 62), "stone": (150, 150, 145),
                    "metal": (90, 95, 105)}


class _Images:
    """Tileset sheets loaded once, tiles cut and scaled on demand."""

    def __init__(self, scale: int) -> None:
        self.scale = scale
        self.sheets: dict[str, Any] = {}
        self.tiles: dict[tuple, Any] = {}

    def get(self, art: TileArt, size: int) -> Any | None:
        import pygame
        key = (art, size)
        if key in self.tiles:
            return self.tiles[key]
        if art.image not in self.sheets:
            try:
                self.sheets[art.image] = pygame.image.load(art.image)
            except (pygame.error, FileNotFoundError):
                self.sheets[art.image] = None
        sheet = self.sheets[art.image]
        tile = None
        if sheet is not None:
            tile = sheet.subsurface(art.rect) if art.rect else sheet
            if art.flip_diagonal:
                tile = pygame.transform.flip(pygame.transform.rotate(tile, -90), True, False)
            tile = pygame.transform.flip(tile, art.flip_x, art.flip_y)
            tile = pygame.transform.smoothscale(tile, (size, size))
        self.tiles[key] = tile
        return tile


def render(loaded: LoadedMap, scale: int = 20, title: bool = True) -> Any:
    """A pygame Surface picturing the map."""
    import pygame
    pygame.font.init()
    board = loaded.board
    w, h = board.width, board.height
    top = 28 if title else 0
    surf = pygame.Surface((w * scale, h * scale + top))
    surf.fill((24, 24, 28))
    images = _Images(scale)
    grounds = [c.ground + c.liquid for c in board.columns]
    lo, hi = min(grounds), max(grounds)
    terrain_layer = next((a for a in loaded.art if a.name == "terrain"), None)
    for y in range(h):
        for x in range(w):
            rect = pygame.Rect(x * scale, y * scale + top, scale, scale)
            art = terrain_layer.tiles[y * w + x] if terrain_layer else None
            tile = images.get(art, scale) if art else None
            if tile is not None:
                surf.blit(tile, rect)
            else:
                surf.fill((120, 120, 120), rect)
            level = grounds[y * w + x]
            t = (level - lo) / (hi - lo) if hi > lo else 1.0
            shadow = pygame.Surface((scale, scale), pygame.SRCALPHA)
            shadow.fill((0, 0, 0, round(150 * (1 - t))) if t < 1 else (255, 255, 255, 25))
            surf.blit(shadow, rect)
            if board.column(x, y).conceals:
                shadow.fill(FOG)
                surf.blit(shadow, rect)
    _edges(surf, loaded, grounds, scale, top)
    for obj in board.objects:
        ox, oy, _ = obj.origin
        rect = pygame.Rect(ox * scale, oy * scale + top, obj.size * scale, obj.size * scale)
        art = loaded.object_art.get(obj.id)
        tile = images.get(art, obj.size * scale) if art else None
        if tile is not None:
            surf.blit(tile, rect)
        else:
            pygame.draw.rect(surf, MATERIAL_COLOURS.get(obj.material, (200, 200, 200)), rect.inflate(-4, -4))
    font = pygame.font.Font(None, max(14, scale - 2))
    for zone in loaded.zones:
        _outline(surf, zone.squares, ZONE_COLOUR, scale, top, 1)
    for objective in loaded.objectives:
        _outline(surf, objective.squares, OBJECTIVE_COLOUR, scale, top, 3)
    for spawn in loaded.spawns:
        colour = SIDE_COLOURS[spawn.side]
        fill = pygame.Surface((scale, scale), pygame.SRCALPHA)
        fill.fill((*colour, 70))
        for sx, sy in spawn.squares:
            surf.blit(fill, (sx * scale, sy * scale + top))
        _outline(surf, spawn.squares, colour, scale, top, 2)
        label = spawn.name or spawn.side
        if spawn.creature or spawn.slot:
            label += f" ({spawn.creature or spawn.slot})"
        x0 = min(s[0] for s in spawn.squares) * scale + 3
        y0 = min(s[1] for s in spawn.squares) * scale + top + 3
        text = font.render(label, True, (255, 255, 255))
        back = pygame.Surface((text.get_width() + 4, text.get_height() + 2), pygame.SRCALPHA)
        back.fill((0, 0, 0, 150))
        surf.blit(back, (x0 - 2, y0 - 1))
        surf.blit(text, (x0, y0))
    if title:
        head = pygame.font.Font(None, 24).render(
            f"{loaded.name}  ({w} x {h}, encounter: {loaded.encounter or 'none'})", True,
            (235, 235, 235))
        surf.blit(head, (6, 6))
    return surf


def _edges(surf: Any, loaded: LoadedMap, grounds: list[int], scale: int, top: int) -> None:
    """Dark lines along drops, thicker the higher the cliff."""
    import pygame
    w, h = loaded.board.width, loaded.board.height
    for y in range(h):
        for x in range(w):
            here = grounds[y * w + x]
            for dx, dy in ((1, 0), (0, 1)):
                nx, ny = x + dx, y + dy
                if nx >= w or ny >= h:
                    continue
                drop = abs(here - grounds[ny * w + nx])
                if drop < 2:
                    continue
                width = min(4, 1 + drop // 2)
                if dx:
                    a, b = ((x + 1) * scale, y * scale + top), ((x + 1) * scale, (y + 1) * scale + top)
                else:
                    a, b = (x * scale, (y + 1) * scale + top), ((x + 1) * scale, (y + 1) * scale + top)
                pygame.draw.line(surf, (10, 10, 12), a, b, width)


def _outline(surf: Any, squares: tuple, colour: tuple, scale: int, top: int, width: int) -> None:
    import pygame
    cover = set(squares)
    for sx, sy in cover:
        x0, y0 = sx * scale, sy * scale + top
        x1, y1 = x0 + scale - 1, y0 + scale - 1
        if (sx, sy - 1) not in cover:
            pygame.draw.line(surf, colour, (x0, y0), (x1, y0), width)
        if (sx, sy + 1) not in cover:
            pygame.draw.line(surf, colour, (x0, y1), (x1, y1), width)
        if (sx - 1, sy) not in cover:
            pygame.draw.line(surf, colour, (x0, y0), (x0, y1), width)
        if (sx + 1, sy) not in cover:
            pygame.draw.line(surf, colour, (x1, y0), (x1, y1), width)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("maps", nargs="+", type=Path)
    parser.add_argument("--out", type=Path, help="folder for the PNGs (default: beside each map)")
    parser.add_argument("--scale", type=int, default=20, help="pixels per square (default 20)")
    args = parser.parse_args(argv)
    import pygame
    status = 0
    for path in args.maps:
        try:
            loaded = load_map(path)
        except MapError as exc:
            print(exc, file=sys.stderr)
            status = 1
            continue
        out_dir = args.out or path.parent
        out_dir.mkdir(parents=True, exist_ok=True)
        target = out_dir / f"{path.stem}.png"
        pygame.image.save(render(loaded, args.scale), str(target))
        print(target)
    return status


if __name__ == "__main__":
    sys.exit(main())
