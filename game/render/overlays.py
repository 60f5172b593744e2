"""Marks drawn over the board while a person decides: where a creature can move and at what
cost, the path it will walk, an ability's range and area, its targets, and where a forced move
would carry its target (with the collisions and falls on the way)."""
from __future__ import annotations

from functools import lru_cache
from typing import Iterable

import pygame

from . import palette
from .text import label, text

Square = tuple[int, int]


@lru_cache(maxsize=128)
def _tile(cell: int, rgba: tuple[int, int, int, int], border: bool) -> pygame.Surface:
    surf = pygame.Surface((cell, cell), pygame.SRCALPHA)
    surf.fill(rgba)
    if border and cell >= 16:
        pygame.draw.rect(surf, (*rgba[:3], min(255, rgba[3] + 90)), surf.get_rect(), 1)
    return surf


def baked(squares: Iterable[Square], cell: int, paint) -> tuple[pygame.Surface, Square]:
    """Paint an overlay once onto its own transparent image covering `squares` (drawing with a
    camera local to that image) so that each frame costs a single blit. Returns (image, top-left
    square)."""
    from ..camera import Camera
    squares = list(squares)
    if not squares:
        return pygame.Surface((1, 1), pygame.SRCALPHA), (0, 0)
    x0 = min(x for x, _ in squares) - 1
    y0 = min(y for _, y in squares) - 1
    w = max(x for x, _ in squares) - x0 + 2
    h = max(y for _, y in squares) - y0 + 2
    image = pygame.Surface((w * cell, h * cell), pygame.SRCALPHA)
    local = Camera(image.get_rect(), (x0 + w, y0 + h), cell)
    local.x, local.y = x0 * cell, y0 * cell
    paint(image, local)
    from .tokens import fast
    return fast(image), (x0, y0)


def tint_squares(surface: pygame.Surface, camera, squares: Iterable[Square], colour, alpha: int = 70,
                 border: bool = True) -> None:
    tile = _tile(camera.cell, (*colour, alpha), border)
    view = camera.viewport
    for x, y in squares:
        sx, sy = camera.to_screen(x, y)
        if view.right > sx > view.x - camera.cell and view.bottom > sy > view.y - camera.cell:
            surface.blit(tile, (sx, sy))


def outline_region(surface: pygame.Surface, camera, squares: set[Square], colour, width: int = 2) -> None:
    """Draw the boundary of a set of squares (the edge of a range)."""
    cell = camera.cell
    for x, y in squares:
        sx, sy = camera.to_screen(x, y)
        if not camera.viewport.colliderect((sx - cell, sy - cell, cell * 3, cell * 3)):
            continue
        if (x, y - 1) not in squares:
            pygame.draw.line(surface, colour, (sx, sy), (sx + cell, sy), width)
        if (x, y + 1) not in squares:
            pygame.draw.line(surface, colour, (sx, sy + cell - 1), (sx + cell, sy + cell - 1), width)
        if (x - 1, y) not in squares:
            pygame.draw.line(surface, colour, (sx, sy), (sx, sy + cell), width)
        if (x + 1, y) not in squares:
            pygame.draw.line(surface, colour, (sx + cell - 1, sy), (sx + cell - 1, sy + cell), width)


def reach(surface: pygame.Surface, camera, costs: dict[Square, int], far: set[Square],
          hazards: set[Square] = frozenset(), second: set[Square] = frozenset()) -> None:  # type: ignore[assignment]
    """Reachable squares: blue within this move, amber where the main action is needed for a
    second move, red where the ground itself hurts; `second`, pale blue without numbers: the
    rest of the turn's two-move range, shown before the first move."""
    tint_squares(surface, camera, [s for s in second if s not in costs], palette.REACH_SECOND, 56)
    if second:
        outline_region(surface, camera, set(second) | set(costs), palette.REACH_SECOND, 2)
    near = [s for s in costs if s not in far and s not in hazards]
    tint_squares(surface, camera, near, palette.REACH, 60)
    tint_squares(surface, camera, [s for s in far if s not in hazards], palette.REACH_FAR, 55)
    tint_squares(surface, camera, hazards, palette.DANGER, 70)
    if camera.cell < 28:
        return
    size = max(9, camera.cell // 4)
    for (x, y), cost in costs.items():
        sx, sy = camera.to_screen(x, y)
        if camera.viewport.collidepoint(sx, sy):
            surface.blit(text(str(cost), size, (255, 255, 255), True, (0, 0, 0)), (sx + 2, sy + camera.cell - size - 5))


def path(surface: pygame.Surface, camera, points: list[tuple[float, float, float]], n: int,
         colour=palette.PATH, caption: str = "") -> None:
    """A walked or forced path through the centres of the squares, with a caption at its end."""
    if len(points) < 2:
        return
    half = n / 2
    screen = [camera.to_screen(p[0] + half, p[1] + half) for p in points]
    width = max(2, camera.cell // 12)
    pygame.draw.lines(surface, (0, 0, 0), False, screen, width + 2)
    pygame.draw.lines(surface, colour, False, screen, width)
    for p in screen[1:-1]:
        pygame.draw.circle(surface, colour, p, width + 1)
    end = screen[-1]
    pygame.draw.circle(surface, (0, 0, 0), end, max(5, camera.cell // 6) + 2)
    pygame.draw.circle(surface, colour, end, max(5, camera.cell // 6))
    if caption:
        label(surface, caption, (end[0], end[1] - camera.cell * 0.55 - 8), max(12, min(16, camera.cell // 3)))


def target_marks(surface: pygame.Surface, camera, spaces: Iterable[tuple[float, float, int]], colour,
                 strong: bool = False) -> None:
    """Crosshair brackets around each target's space."""
    for x, y, n in spaces:
        rect = camera.cell_rect(x, y, n).inflate(-2, -2)
        arm = max(4, rect.w // 4)
        width = 3 if strong else 2
        for cx, cy, dx, dy in ((rect.left, rect.top, 1, 1), (rect.right, rect.top, -1, 1),
                               (rect.left, rect.bottom, 1, -1), (rect.right, rect.bottom, -1, -1)):
            pygame.draw.line(surface, colour, (cx, cy), (cx + dx * arm, cy), width)
            pygame.draw.line(surface, colour, (cx, cy), (cx, cy + dy * arm), width)


def hover_square(surface: pygame.Surface, camera, square: Square) -> None:
    rect = camera.cell_rect(*square)
    pygame.draw.rect(surface, (255, 255, 255), rect, 2)


def diamond(surface: pygame.Surface, camera, x: float, y: float, n: int, colour, selected: bool) -> None:
    cx, cy = camera.to_screen(x + n / 2, y + n / 2)
    r = max(4, int(camera.cell * (0.22 if not selected else 0.3)))
    pts = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    pygame.draw.polygon(surface, (0, 0, 0), [(px + 1, py + 1) for px, py in pts])
    pygame.draw.polygon(surface, colour, pts, 0 if selected else 2)


def impact(surface: pygame.Surface, camera, x: float, y: float, caption: str, colour=palette.DANGER) -> None:
    """A star burst where something will be hit, with what it costs."""
    cx, cy = camera.to_screen(x + 0.5, y + 0.5)
    r = max(6, camera.cell // 3)
    pts = []
    import math
    for k in range(16):
        rad = r if k % 2 == 0 else r * 0.5
        a = k * math.pi / 8
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    pygame.draw.polygon(surface, (0, 0, 0), [(px + 1, py + 1) for px, py in pts])
    pygame.draw.polygon(surface, colour, pts)
    if caption:
        label(surface, caption, (cx, cy + r + 10), max(11, min(15, camera.cell // 3)), (255, 230, 220))


def cross_out(surface: pygame.Surface, camera, x: float, y: float, n: int = 1) -> None:
    rect = camera.cell_rect(x, y, n).inflate(-camera.cell // 5, -camera.cell // 5)
    width = max(2, camera.cell // 10)
    pygame.draw.line(surface, palette.DANGER, rect.topleft, rect.bottomright, width)
    pygame.draw.line(surface, palette.DANGER, rect.topright, rect.bottomleft, width)
