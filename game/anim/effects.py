"""Effects: what is drawn over the board for a while (floating numbers and words, shards, rings,
strike lines, banners) without holding up the animation queue."""
from __future__ import annotations

import math
import random

import pygame

from ..render.text import label, text
from ..render.tokens import lift_pixels


def ease_out(u: float) -> float:
    return 1 - (1 - u) ** 3


def ease_in(u: float) -> float:
    return u * u


class Effect:
    """Something drawn over the board for a while; never holds up the queue."""

    def __init__(self, duration: float) -> None:
        self.duration = duration
        self.age = 0.0

    @property
    def alive(self) -> bool:
        return self.age < self.duration

    def update(self, dt: float) -> None:
        self.age += dt

    def draw(self, surface: pygame.Surface, camera) -> None:
        raise NotImplementedError


class FloatingText(Effect):
    """A number or word that rises and fades above a point of the board."""

    def __init__(self, wx: float, wy: float, lift: float, value: str, colour, size: int = 18,
                 duration: float = 1.1) -> None:
        super().__init__(duration)
        self.wx, self.wy, self.lift, self.value, self.colour, self.size = wx, wy, lift, value, colour, size
        self.stack = 0
        """How many texts above this spot were still rising when it started (they stack up)."""

    def draw(self, surface: pygame.Surface, camera) -> None:
        u = self.age / self.duration
        x, y = camera.to_screen(self.wx, self.wy)
        y -= lift_pixels(self.lift, camera.cell) + int(camera.cell * (0.4 + 0.6 * ease_out(u))) + self.stack * 18
        img = text(self.value, max(12, min(28, int(self.size * camera.cell / 48) + 6)), self.colour, True, (0, 0, 0))
        if u > 0.6:
            img = img.copy()
            img.set_alpha(int(255 * (1 - (u - 0.6) / 0.4)))
        surface.blit(img, img.get_rect(center=(x, y)))


class Shards(Effect):
    """Pieces of a broken object flying apart."""

    def __init__(self, cells: list[tuple[float, float]], colour, duration: float = 0.7) -> None:
        super().__init__(duration)
        rng = random.Random(len(cells) * 31 + int(sum(c[0] + c[1] for c in cells)))
        self.bits = []
        for cx, cy in cells:
            for _ in range(10):
                ang = rng.uniform(0, math.tau)
                speed = rng.uniform(0.6, 2.2)
                self.bits.append((cx + 0.5, cy + 0.5, math.cos(ang) * speed, math.sin(ang) * speed,
                                  rng.uniform(0.06, 0.16)))
        self.colour = colour

    def draw(self, surface: pygame.Surface, camera) -> None:
        u = self.age / self.duration
        for x, y, vx, vy, size in self.bits:
            px, py = camera.to_screen(x + vx * ease_out(u), y + vy * ease_out(u))
            r = max(1, int(size * camera.cell * (1 - u)))
            pygame.draw.polygon(surface, self.colour, [(px, py - r), (px + r, py + r // 2), (px - r, py + r)])


class Ring(Effect):
    """An expanding ring: an impact, a landing's dust, a burrower breaking the surface."""

    def __init__(self, wx: float, wy: float, colour, radius: float = 0.8, duration: float = 0.45,
                 lift: float = 0.0) -> None:
        super().__init__(duration)
        self.wx, self.wy, self.colour, self.radius, self.lift = wx, wy, colour, radius, lift

    def draw(self, surface: pygame.Surface, camera) -> None:
        u = self.age / self.duration
        x, y = camera.to_screen(self.wx, self.wy)
        y -= lift_pixels(self.lift, camera.cell)
        r = max(2, int(camera.cell * self.radius * ease_out(u)))
        width = max(1, int(camera.cell * 0.12 * (1 - u)) + 1)
        pygame.draw.circle(surface, self.colour, (x, y), r, width)


class StrikeLine(Effect):
    """A quick flash from an attacker to its target."""

    def __init__(self, a: tuple[float, float, float], b: tuple[float, float, float], colour,
                 duration: float = 0.45) -> None:
        super().__init__(duration)
        self.a, self.b, self.colour = a, b, colour

    def draw(self, surface: pygame.Surface, camera) -> None:
        u = self.age / self.duration
        ax, ay = camera.to_screen(self.a[0], self.a[1])
        bx, by = camera.to_screen(self.b[0], self.b[1])
        ay -= lift_pixels(self.a[2], camera.cell)
        by -= lift_pixels(self.b[2], camera.cell)
        t = min(1.0, u * 2.5)
        ex, ey = ax + (bx - ax) * t, ay + (by - ay) * t
        width = max(2, camera.cell // 12)
        pygame.draw.line(surface, self.colour, (ax, ay), (ex, ey), width)
        if t >= 1.0:
            pygame.draw.circle(surface, self.colour, (bx, by), max(3, int(camera.cell * 0.3 * (1 - u))), 2)


class Banner(Effect):
    """A line of text across the top of the board (a new round, an ability's name, a roll)."""

    def __init__(self, value: str, colour=(255, 255, 255), duration: float = 1.4, size: int = 22,
                 slot: int = 0) -> None:
        super().__init__(duration)
        self.value, self.colour, self.size, self.slot = value, colour, size, slot

    def draw(self, surface: pygame.Surface, camera) -> None:
        u = self.age / self.duration
        y = camera.viewport.bottom - 60 - self.slot * (self.size + 14)
        label(surface, self.value, (camera.viewport.centerx, y), self.size, self.colour,
              (10, 10, 16, int(190 * (1 - max(0.0, u - 0.75) / 0.25))))


class WhiteFlag(Effect):
    """A small white flag waved above a creature that gives up the fight."""

    def __init__(self, wx: float, wy: float, lift: float, height: float = 0.5, duration: float = 1.2) -> None:
        super().__init__(duration)
        self.wx, self.wy, self.lift, self.height = wx, wy, lift, height
        """`height`: how far above the point the pole's foot stands, in squares."""

    def draw(self, surface: pygame.Surface, camera) -> None:
        u = self.age / self.duration
        x, y = camera.to_screen(self.wx, self.wy)
        cell = camera.cell
        foot = y - lift_pixels(self.lift, cell) - int(cell * self.height)
        top = foot - max(12, int(cell * 0.75))
        width = max(1, cell // 24)
        w, h = max(10, int(cell * 0.5)), max(7, int(cell * 0.32))
        layer = pygame.Surface((w + 4, foot - top + h + 4), pygame.SRCALPHA)
        ox, oy = 1, h // 2 + 2
        pygame.draw.line(layer, (60, 44, 30), (ox, oy), (ox, oy + foot - top), width + 1)
        wave = math.sin(self.age * 12.0) * h * 0.25
        cloth = [(ox, oy), (ox + w, oy + wave), (ox + w, oy + h + wave), (ox, oy + h)]
        pygame.draw.polygon(layer, (248, 248, 244), cloth)
        pygame.draw.polygon(layer, (30, 30, 36), cloth, 1)
        if u > 0.7:
            layer.set_alpha(int(255 * (1 - (u - 0.7) / 0.3)))
        surface.blit(layer, (x - ox, top - oy))
