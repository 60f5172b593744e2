"""The board: ground coloured by terrain and shaded by height, with cliff faces and shadows.

Height reads at a glance: higher ground is lighter; where ground drops, the higher square gets a
bright rim and the lower one shows the cliff face (to the south) or a cast shadow (to the east).
Water, difficult and damaging ground get their own marks. A Tiled map's own picture, when one is
given, replaces the flat terrain colours and gets the same shading on top.

The board never changes during a battle, so it is drawn once per zoom level in 16 x 16 square
chunks and the chunks are reused every frame.
"""
from __future__ import annotations

from collections import OrderedDict
from typing import Callable

import pygame

from rules.core.board import Board, Column

from . import palette
from .text import text
from .zones import ZoneLayer

CHUNK = 16
MAX_CHUNKS = 96


def _noise(x: int, y: int) -> float:
    """A fixed pseudo-random number in [0, 1) for a square (texture variation)."""
    h = (x * 73856093) ^ (y * 19349663) ^ 0x5BD1E995
    h = (h ^ (h >> 13)) * 0x5BD1E995 & 0xFFFFFFFF
    return ((h ^ (h >> 15)) & 0xFFFF) / 65536.0


class BoardRenderer:
    def __init__(self, board: Board, base: pygame.Surface | None = None) -> None:
        """`base` is an optional picture of the whole map (from its Tiled layers)."""
        self.board = board
        self.base = base
        grounds = [c.ground for c in board.columns]
        self.low, self.high = min(grounds), max(grounds)
        self._chunks: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._scaled_base: dict[int, pygame.Surface] = {}
        self.zone_layer = ZoneLayer()

    # ------------------------------------------------------------------ colours
    def brightness(self, ground: int) -> float:
        span = max(1, self.high - self.low)
        return 0.66 + 0.50 * (ground - self.low) / span

    def ground_colour(self, x: int, y: int, col: Column) -> palette.Colour:
        base = palette.TERRAIN.get(col.terrain) or palette.MATERIAL_FALLBACK.get(col.material, (140, 136, 128))
        return palette.shade(base, self.brightness(col.ground) * (0.95 + 0.10 * _noise(x, y)))

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, camera, grid: bool = False, heights: bool = False,
             battle=None, creature: str = "") -> None:
        """Blit the visible chunks into the camera's viewport; a battle fought in zones gets its
        zones drawn over them (and the reach of `creature`, the one whose turn it is)."""
        cell = camera.cell
        view = camera.viewport
        clip = surface.get_clip()
        surface.set_clip(view)
        wx0, wy0 = camera.to_world(view.left, view.top)
        wx1, wy1 = camera.to_world(view.right, view.bottom)
        for cy in range(max(0, int(wy0 // CHUNK)), min((self.board.height - 1) // CHUNK, int(wy1 // CHUNK)) + 1):
            for cx in range(max(0, int(wx0 // CHUNK)), min((self.board.width - 1) // CHUNK, int(wx1 // CHUNK)) + 1):
                chunk = self._chunk(cell, cx, cy, grid, heights)
                surface.blit(chunk, camera.to_screen(cx * CHUNK, cy * CHUNK))
        if battle is not None and battle.zones is not None:
            reach = self.zone_layer.reach_for(battle, creature)
            self.zone_layer.draw(surface, camera, battle.zones, reach)
        surface.set_clip(clip)

    def _chunk(self, cell: int, cx: int, cy: int, grid: bool, heights: bool) -> pygame.Surface:
        key = (cell, cx, cy, grid, heights)
        chunk = self._chunks.get(key)
        if chunk is not None:
            self._chunks.move_to_end(key)
            return chunk
        chunk = self.render_chunk(cell, cx, cy, grid, heights)
        self._chunks[key] = chunk
        while len(self._chunks) > MAX_CHUNKS:
            self._chunks.popitem(last=False)
        return chunk

    def render_chunk(self, cell: int, cx: int, cy: int, grid: bool, heights: bool) -> pygame.Surface:
        board = self.board
        x0, y0 = cx * CHUNK, cy * CHUNK
        w = min(CHUNK, board.width - x0)
        h = min(CHUNK, board.height - y0)
        surf = pygame.Surface((w * cell, h * cell)).convert() if pygame.display.get_surface() \
            else pygame.Surface((w * cell, h * cell))
        base = self._base_at(cell)
        if base is not None:
            surf.blit(base, (0, 0), pygame.Rect(x0 * cell, y0 * cell, w * cell, h * cell))
        for y in range(y0, y0 + h):
            for x in range(x0, x0 + w):
                rect = pygame.Rect((x - x0) * cell, (y - y0) * cell, cell, cell)
                self._draw_square(surf, rect, x, y, cell, base is not None)
        for y in range(y0, y0 + h):
            for x in range(x0, x0 + w):
                rect = pygame.Rect((x - x0) * cell, (y - y0) * cell, cell, cell)
                self._draw_edges(surf, rect, x, y, cell)
        if grid:
            self._draw_grid(surf, cell)
        if heights:
            for y in range(y0, y0 + h):
                for x in range(x0, x0 + w):
                    img = text(str(board.ground(x, y)), max(9, cell // 4), (255, 255, 255), True, (0, 0, 0))
                    surf.blit(img, ((x - x0) * cell + 2, (y - y0) * cell + 1))
        return surf

    def _base_at(self, cell: int) -> pygame.Surface | None:
        if self.base is None:
            return None
        scaled = self._scaled_base.get(cell)
        if scaled is None:
            size = (self.board.width * cell, self.board.height * cell)
            scaled = pygame.transform.smoothscale(self.base, size)
            self._scaled_base = {cell: scaled}
        return scaled

    def _draw_square(self, surf: pygame.Surface, rect: pygame.Rect, x: int, y: int, cell: int,
                     has_base: bool) -> None:
        col = self.board.column(x, y)
        if has_base:
            b = self.brightness(col.ground)
            tint = (255, 255, 255, int(min(120, (b - 1) * 255))) if b > 1 else (0, 0, 0, int(min(150, (1 - b) * 300)))
            self._fill_alpha(surf, rect, tint)
        else:
            colour = self.ground_colour(x, y, col)
            surf.fill(colour, rect)
            if cell >= 28:
                self._texture(surf, rect, x, y, col, colour, cell)
        if col.liquid:
            depth = min(4, col.liquid)
            self._fill_alpha(surf, rect, (*palette.WATER, 120 + 25 * depth))
            if cell >= 20:
                ripple = palette.shade(palette.WATER, 1.7)
                yy = rect.y + int(cell * (0.3 + 0.4 * _noise(x, y)))
                pygame.draw.arc(surf, ripple, (rect.x + cell * 0.2, yy, cell * 0.5, cell * 0.2), 0.3, 2.8, 1)
        if col.conceals:
            self._fill_alpha(surf, rect, palette.FOG)
        if has_base:
            self._marks_on_art(surf, rect, x, y, col, cell)
            return
        if col.difficult:
            self._rubble(surf, rect, x, y, cell)
        if col.damaging:
            self._hazard(surf, rect, x, y, col, cell)

    def _marks_on_art(self, surf: pygame.Surface, rect: pygame.Rect, x: int, y: int, col: Column, cell: int) -> None:
        """On a painted map the art already shows the terrain; only flag what the rules care about:
        a glowing edge around damaging ground, corner ticks for difficult ground."""
        if col.damaging:
            glow = palette.DAMAGE_GLOW.get(col.damage_type, palette.DAMAGE_GLOW_DEFAULT)
            width = max(2, cell // 14)
            for dx, dy in ((0, -1), (0, 1), (-1, 0), (1, 0)):
                nx, ny = x + dx, y + dy
                if self.board.inside(nx, ny) and self.board.column(nx, ny).damaging:
                    continue
                edge_line(surf, rect, dx, dy, glow, width)
        if col.difficult and cell >= 20:
            r = max(1, cell // 20)
            x0, y0 = rect.x + r * 3, rect.bottom - r * 3
            for dx, dy in ((0, 0), (r * 3, 0), (r * 3 // 2, -r * 3)):
                pygame.draw.circle(surf, (20, 16, 12), (x0 + dx, y0 + dy), r + 1)
                pygame.draw.circle(surf, (250, 226, 150), (x0 + dx, y0 + dy), r)

    @staticmethod
    def _fill_alpha(surf: pygame.Surface, rect: pygame.Rect, rgba: tuple[int, int, int, int]) -> None:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        layer.fill(rgba)
        surf.blit(layer, rect)

    def _texture(self, surf: pygame.Surface, rect: pygame.Rect, x: int, y: int, col: Column,
                 colour: palette.Colour, cell: int) -> None:
        """Flagstone seams on floors, specks on dirt, bricks on walls."""
        dark = palette.shade(colour, 0.86)
        if col.terrain in ("floor", "stone"):
            pygame.draw.rect(surf, dark, rect, 1)
        elif col.terrain == "wall":
            mid = rect.y + cell // 2
            pygame.draw.line(surf, dark, (rect.x, mid), (rect.right - 1, mid))
            off = cell // 2 if y % 2 else 0
            pygame.draw.line(surf, dark, (rect.x + off, rect.y), (rect.x + off, mid))
            pygame.draw.line(surf, dark, (rect.x + (cell // 2 - off), mid), (rect.x + (cell // 2 - off), rect.bottom))
        elif col.terrain in ("dirt", "grass", "mud", "sand"):
            for k in range(4):
                px = rect.x + int(cell * _noise(x * 3 + k, y))
                py = rect.y + int(cell * _noise(x, y * 3 + k))
                pygame.draw.circle(surf, dark, (px, py), max(1, cell // 24))

    def _rubble(self, surf: pygame.Surface, rect: pygame.Rect, x: int, y: int, cell: int) -> None:
        colour = (92, 84, 74)
        light = (170, 160, 146)
        for k in range(3):
            cx = rect.x + int(cell * (0.2 + 0.6 * _noise(x + k * 7, y)))
            cy = rect.y + int(cell * (0.2 + 0.6 * _noise(x, y + k * 5)))
            r = max(2, int(cell * (0.08 + 0.06 * _noise(x + k, y + k))))
            pts = [(cx - r, cy + r // 2), (cx - r // 3, cy - r), (cx + r, cy - r // 3), (cx + r // 2, cy + r)]
            pygame.draw.polygon(surf, colour, pts)
            pygame.draw.line(surf, light, pts[0], pts[1])

    def _hazard(self, surf: pygame.Surface, rect: pygame.Rect, x: int, y: int, col: Column, cell: int) -> None:
        glow = palette.DAMAGE_GLOW.get(col.damage_type, palette.DAMAGE_GLOW_DEFAULT)
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.circle(layer, (*glow, 90), (cell // 2, cell // 2), int(cell * 0.55))
        pygame.draw.circle(layer, (*glow, 120), (cell // 2, cell // 2), int(cell * 0.32))
        surf.blit(layer, rect)
        for k in range(2):
            fx = rect.x + int(cell * (0.25 + 0.5 * _noise(x + k, y * 2)))
            fy = rect.y + int(cell * (0.35 + 0.4 * _noise(x * 2, y + k)))
            r = max(2, cell // 8)
            pygame.draw.polygon(surf, palette.shade(glow, 1.2), [(fx, fy - 2 * r), (fx + r, fy + r), (fx - r, fy + r)])

    def _draw_edges(self, surf: pygame.Surface, rect: pygame.Rect, x: int, y: int, cell: int) -> None:
        """Cliff faces, cast shadows and rims where neighbouring ground differs in height."""
        board = self.board
        g = board.ground(x, y)
        unit = max(2, cell // 7)
        for dx, dy in ((0, -1), (-1, 0), (1, 0), (0, 1)):
            nx, ny = x + dx, y + dy
            if not board.inside(nx, ny):
                continue
            d = board.ground(nx, ny) - g
            if d > 0:
                self._face(surf, rect, dx, dy, d, nx, ny, unit, cell)
            elif d < 0:
                self._rim(surf, rect, dx, dy, -d)

    def _face(self, surf: pygame.Surface, rect: pygame.Rect, dx: int, dy: int, d: int, nx: int, ny: int,
              unit: int, cell: int) -> None:
        """The low square next to higher ground: the cliff face when the wall is to the north,
        and on every side a shadow that deepens with the drop, under a dark contour line."""
        depth = min(cell // 2, unit * min(d, 4))
        if dy == -1:
            face_colour = palette.shade(self.ground_colour(nx, ny, self.board.column(nx, ny)), 0.58)
            face = pygame.Rect(rect.x, rect.y, rect.w, depth)
            surf.fill(face_colour, face)
            pygame.draw.line(surf, palette.shade(face_colour, 0.6), face.bottomleft, (face.right - 1, face.bottom), 2)
        else:
            surf.blit(_shade_strip(dx, dy, max(2, depth * 2 // 3), cell, min(d, 4)), _strip_at(rect, dx, dy, depth * 2 // 3))
        _contour(surf, rect, dx, dy, d)

    @staticmethod
    def _rim(surf: pygame.Surface, rect: pygame.Rect, dx: int, dy: int, d: int) -> None:
        colour = (255, 248, 225) if d >= 2 else (214, 208, 190)
        width = 2 if d >= 2 else 1
        if dy == -1:
            pygame.draw.line(surf, colour, rect.topleft, (rect.right - 1, rect.y), width)
        elif dy == 1:
            pygame.draw.line(surf, (30, 26, 22), (rect.x, rect.bottom - 1), (rect.right - 1, rect.bottom - 1), width + 1)
        elif dx == -1:
            pygame.draw.line(surf, colour, rect.topleft, (rect.x, rect.bottom - 1), width)
        else:
            pygame.draw.line(surf, (30, 26, 22), (rect.right - 1, rect.y), (rect.right - 1, rect.bottom - 1), width + 1)

    @staticmethod
    def _draw_grid(surf: pygame.Surface, cell: int) -> None:
        layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        w, h = surf.get_size()
        for x in range(0, w + 1, cell):
            pygame.draw.line(layer, (0, 0, 0, 70), (x, 0), (x, h))
        for y in range(0, h + 1, cell):
            pygame.draw.line(layer, (0, 0, 0, 70), (0, y), (w, y))
        surf.blit(layer, (0, 0))


def contour_width(d: int) -> int:
    """How thick the line between two heights is: 1 for a step, up to 4 for a cliff."""
    return max(1, min(4, (d + 1) // 2 + (1 if d >= 3 else 0)))


def _contour(surf: pygame.Surface, rect: pygame.Rect, dx: int, dy: int, d: int) -> None:
    """A dark line on the low square's edge towards higher ground, thicker for a bigger drop."""
    edge_line(surf, rect, dx, dy, (14, 12, 10), contour_width(d))


def edge_line(surf: pygame.Surface, rect: pygame.Rect, dx: int, dy: int, colour, width: int) -> None:
    """A line just inside the square's edge on the side (dx, dy) points to."""
    if dy:
        y = rect.y + width // 2 if dy < 0 else rect.bottom - 1 - width // 2
        pygame.draw.line(surf, colour, (rect.x, y), (rect.right - 1, y), width)
    else:
        x = rect.x + width // 2 if dx < 0 else rect.right - 1 - width // 2
        pygame.draw.line(surf, colour, (x, rect.y), (x, rect.bottom - 1), width)


def _strip_at(rect: pygame.Rect, dx: int, dy: int, depth: int) -> tuple[int, int]:
    depth = max(2, depth)
    if dx == -1:
        return rect.topleft
    if dx == 1:
        return (rect.right - depth, rect.y)
    return (rect.x, rect.bottom - depth)


_STRIPS: dict[tuple, pygame.Surface] = {}


def _shade_strip(dx: int, dy: int, depth: int, cell: int, d: int) -> pygame.Surface:
    """A shadow fading away from the higher side (darker for a bigger drop), cached."""
    key = (dx, dy, depth, cell, d)
    strip = _STRIPS.get(key)
    if strip is None:
        size = (depth, cell) if dx else (cell, depth)
        strip = pygame.Surface(size, pygame.SRCALPHA)
        top = 60 + 22 * d
        for i in range(depth):
            a = int(top * (1 - i / depth))
            k = i if dx == -1 else depth - 1 - i
            if dx:
                pygame.draw.line(strip, (0, 0, 0, a), (k, 0), (k, cell))
            else:
                pygame.draw.line(strip, (0, 0, 0, a), (0, k), (cell, k))
        _STRIPS[key] = strip
    return strip


def describe_square(board: Board, x: int, y: int,
                    hazard_note: Callable[[Column], str] | None = None) -> str:
    """A short line about a square for the hover read-out: height, terrain, water, hazards (in
    the ruleset's words when it gives `hazard_note`)."""
    col = board.column(x, y)
    parts = [f"({x}, {y})", f"height {col.ground}", col.terrain if col.terrain != "floor" else f"{col.material} floor"]
    if col.liquid:
        parts.append(f"water {col.liquid} deep")
    if col.difficult:
        parts.append("difficult")
    if col.damaging and hazard_note is not None:
        parts.append(hazard_note(col))
    elif col.damaging:
        kind = "" if col.damage_type == "untyped" else f" {col.damage_type}"
        parts.append(f"{col.damage}{kind} damage on entering")
    if col.burrowable and not col.liquid:
        parts.append("diggable")
    if col.conceals:
        parts.append("obscured (concealment)")
    return " · ".join(parts)
