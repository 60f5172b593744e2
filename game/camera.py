"""The battle camera: which part of the board the viewport shows, and at what zoom.

World coordinates are board squares (floats); screen coordinates are pixels. `cell` is how many
pixels one square takes; zoom steps through a fixed list so cached drawings stay reusable.
"""
from __future__ import annotations

import pygame

ZOOMS = (16, 20, 24, 28, 32, 40, 48, 56, 64, 80, 96, 112)
DEFAULT_ZOOM = 48


class Camera:
    def __init__(self, viewport: pygame.Rect, board_size: tuple[int, int], cell: int = DEFAULT_ZOOM) -> None:
        self.viewport = pygame.Rect(viewport)
        self.board_w, self.board_h = board_size
        self.cell = cell
        self.x = 0.0
        """Screen offset: the pixel (in board pixels at this zoom) at the viewport's left edge."""
        self.y = 0.0

    # ------------------------------------------------------------------ conversions
    def to_screen(self, wx: float, wy: float) -> tuple[int, int]:
        """Board coordinates (squares) to a screen pixel."""
        return (int(self.viewport.x + wx * self.cell - self.x),
                int(self.viewport.y + wy * self.cell - self.y))

    def to_world(self, sx: float, sy: float) -> tuple[float, float]:
        return ((sx - self.viewport.x + self.x) / self.cell, (sy - self.viewport.y + self.y) / self.cell)

    def cell_at(self, sx: float, sy: float) -> tuple[int, int] | None:
        """The board square under a screen pixel, or None outside the board or viewport."""
        if not self.viewport.collidepoint(sx, sy):
            return None
        wx, wy = self.to_world(sx, sy)
        x, y = int(wx // 1), int(wy // 1)
        if 0 <= x < self.board_w and 0 <= y < self.board_h:
            return (x, y)
        return None

    def cell_rect(self, x: float, y: float, n: float = 1) -> pygame.Rect:
        sx, sy = self.to_screen(x, y)
        size = int(round(n * self.cell))
        return pygame.Rect(sx, sy, size, size)

    # ------------------------------------------------------------------ moving
    def pan(self, dx: float, dy: float) -> None:
        self.x += dx
        self.y += dy
        self.clamp()

    def centre_on(self, wx: float, wy: float) -> None:
        self.x = wx * self.cell - self.viewport.w / 2
        self.y = wy * self.cell - self.viewport.h / 2
        self.clamp()

    def centre(self) -> tuple[float, float]:
        return self.to_world(self.viewport.centerx, self.viewport.centery)

    def zoom_at(self, steps: int, sx: float | None = None, sy: float | None = None) -> None:
        """Zoom in (steps > 0) or out, keeping the board point under (sx, sy) in place."""
        if sx is None or sy is None:
            sx, sy = self.viewport.center
        index = min(range(len(ZOOMS)), key=lambda i: abs(ZOOMS[i] - self.cell))
        new = ZOOMS[max(0, min(len(ZOOMS) - 1, index + steps))]
        if new == self.cell:
            return
        wx, wy = self.to_world(sx, sy)
        self.cell = new
        self.x = wx * new - (sx - self.viewport.x)
        self.y = wy * new - (sy - self.viewport.y)
        self.clamp()

    def fit(self, smallest: int = 32) -> None:
        """The largest zoom at which the whole board fits (but not below `smallest`), centred."""
        fitting = [z for z in ZOOMS if z * self.board_w <= self.viewport.w and z * self.board_h <= self.viewport.h]
        self.cell = max(fitting[-1] if fitting else ZOOMS[0], smallest)
        self.centre_on(self.board_w / 2, self.board_h / 2)

    def resize(self, viewport: pygame.Rect) -> None:
        wx, wy = self.centre()
        self.viewport = pygame.Rect(viewport)
        self.centre_on(wx, wy)

    def clamp(self) -> None:
        """Keep at least part of the board in view; centre a board smaller than the view."""
        w, h = self.board_w * self.cell, self.board_h * self.cell
        margin = self.cell
        if w + 2 * margin <= self.viewport.w:
            self.x = (w - self.viewport.w) / 2
        else:
            self.x = max(-margin, min(self.x, w - self.viewport.w + margin))
        if h + 2 * margin <= self.viewport.h:
            self.y = (h - self.viewport.h) / 2
        else:
            self.y = max(-margin, min(self.y, h - self.viewport.h + margin))
