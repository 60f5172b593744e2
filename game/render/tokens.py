"""Creature tokens: portrait, side ring, health bar and the marks a creature wears.

Size shows at a glance: within one square a tiny creature's token is half a square across and a
large one fills it; creatures of size 2 or more get a square token over their whole space. A
flier aloft is drawn lifted above its shadow with an altitude badge; a burrower under the ground
is a mound of earth. Creatures sharing squares are laid out by `stacks` so none hides another.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from ..assets import TOKENS
from ..view import CreatureView, ViewState
from . import palette
from .side_marker import side_marker
from .squad_marks import crown, draw_links, focus_member, group_of, members, squad_colour, squad_light
from .big_tokens import big_token_image, big_token_size, corner_radius
from .stack_marks import draw_stack_badges
from .stacks import StackLayout, layout
from .text import rounded_box, text
from .token_art import portrait

SIZE_FACTORS = {"1T": 0.46, "1S": 0.62, "1M": 0.80, "1L": 0.96}
LIFT_PER_SQUARE = 0.22
MAX_LIFT_SQUARES = 8
SEAT_RAISE = 0.3
"""How far up a rider or climber is drawn on its carrier, as a fraction of a square."""


def token_diameter(size: str, squares: int, cell: int) -> int:
    """How many pixels across a creature's token is at this zoom."""
    if squares >= 2:
        return big_token_size(squares, cell)
    return max(4, int(cell * SIZE_FACTORS.get(size, 0.8)))


@lru_cache(maxsize=64)
def _portrait(template: str, name: str) -> pygame.Surface:
    path = TOKENS / f"{template}.png"
    if template and path.exists():
        try:
            return pygame.image.load(str(path))
        except pygame.error:
            pass
    return portrait(template, 256, name)


@lru_cache(maxsize=1024)
def token_image(template: str, name: str, side: str, diameter: int, variant: str = "") -> pygame.Surface:
    """The round token with its side ring. Variants: 'dim' (has acted), 'grey' (unconscious or
    dead), 'prone' (turned on its side)."""
    ring = max(3, diameter // 9)
    inner = max(2, diameter - 2 * ring)
    face = pygame.transform.smoothscale(_portrait(template, name), (inner, inner))
    if variant in ("grey", "dead"):
        face = pygame.transform.grayscale(face)
    out = pygame.Surface((diameter, diameter), pygame.SRCALPHA)
    centre = (diameter // 2, diameter // 2)
    colour = palette.side_colour(side)
    if variant == "grey":
        colour = palette.shade(colour, 0.55)
    pygame.draw.circle(out, (12, 12, 16), centre, diameter // 2)
    pygame.draw.circle(out, colour, centre, diameter // 2 - 1)
    pygame.draw.circle(out, palette.shade(colour, 0.6), centre, inner // 2 + 1)
    out.blit(face, face.get_rect(center=centre))
    if diameter >= 24:
        pygame.draw.circle(out, palette.shade(colour, 1.3), centre, diameter // 2 - 1, 1)
    if palette.SIDE_MARKERS.get(side) and diameter >= 16:
        side_marker(out, palette.SIDE_MARKERS[side], colour, diameter)
    if variant == "dim":
        shade = pygame.Surface((diameter, diameter), pygame.SRCALPHA)
        pygame.draw.circle(shade, (0, 0, 0, 105), centre, diameter // 2)
        out.blit(shade, (0, 0))
    if variant == "prone":
        out = pygame.transform.rotate(out, 90)
        squash = pygame.transform.smoothscale(out, (diameter, max(4, int(diameter * 0.78))))
        out = pygame.Surface((diameter, diameter), pygame.SRCALPHA)
        out.blit(squash, squash.get_rect(center=centre))
    return fast(out)


def fast(image: pygame.Surface) -> pygame.Surface:
    """The image in the screen's pixel format (much quicker to blit), once a window exists."""
    return image.convert_alpha() if pygame.display.get_surface() is not None else image


@lru_cache(maxsize=256)
def _shadow(w: int, h: int, alpha: int) -> pygame.Surface:
    surf = pygame.Surface((max(2, w), max(2, h)), pygame.SRCALPHA)
    rect = surf.get_rect()
    for i in range(4):
        pygame.draw.ellipse(surf, (0, 0, 0, alpha // 4), rect.inflate(-i * w // 10, -i * h // 10))
    return surf


@lru_cache(maxsize=128)
def _mound(w: int) -> pygame.Surface:
    h = max(4, int(w * 0.62))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.ellipse(surf, (58, 40, 26), rect)
    pygame.draw.ellipse(surf, (118, 86, 56), rect.inflate(-w // 8, -h // 5).move(0, -h // 14))
    pygame.draw.ellipse(surf, (150, 112, 74), rect.inflate(-w // 2, -h // 2).move(-w // 10, -h // 6))
    for k in range(6):
        a = k * 1.05
        cx = w / 2 + math.cos(a) * w * 0.3
        cy = h / 2 + math.sin(a) * h * 0.28
        pygame.draw.circle(surf, (84, 60, 40), (int(cx), int(cy)), max(1, w // 30))
    for k in range(3):
        x0 = int(w * (0.3 + 0.2 * k))
        pygame.draw.line(surf, (40, 26, 18), (x0, int(h * 0.35)), (x0 + w // 14, int(h * 0.6)), max(1, w // 60))
    return surf


@lru_cache(maxsize=256)
def condition_icon(name: str, size: int) -> pygame.Surface:
    """A small round badge for a condition: its colour and a two-letter mark."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    colour = palette.CONDITION_COLOURS.get(name, (200, 200, 200))
    pygame.draw.circle(surf, (10, 10, 12), (size // 2, size // 2), size // 2)
    pygame.draw.circle(surf, colour, (size // 2, size // 2), size // 2 - 1)
    glyph = palette.CONDITION_GLYPHS.get(name, name[:2].title())
    img = text(glyph, max(7, int(size * 0.52)), (16, 16, 20), True)
    surf.blit(img, img.get_rect(center=(size // 2, size // 2)))
    return surf


def _triangle(surface: pygame.Surface, centre: tuple[int, int], r: int, up: bool, colour) -> None:
    x, y = centre
    pts = [(x, y - r), (x + r, y + r), (x - r, y + r)] if up else [(x, y + r), (x + r, y - r), (x - r, y - r)]
    pygame.draw.polygon(surface, colour, pts)


def badge(surface: pygame.Surface, centre: tuple[int, int], value: str, size: int,
          colour, arrow: str = "") -> None:
    """A pill with an optional up/down arrow and a short value (altitude, depth, tick)."""
    img = text(value, max(8, size), (255, 255, 255), True)
    w = img.get_width() + (size if arrow else 0) + 6
    h = img.get_height()
    rect = pygame.Rect(0, 0, w, h)
    rect.center = centre
    pygame.draw.rect(surface, (10, 10, 14), rect.inflate(2, 2), border_radius=h // 2)
    pygame.draw.rect(surface, colour, rect, border_radius=h // 2)
    x = rect.x + 3
    if arrow:
        _triangle(surface, (x + size // 3, rect.centery), max(2, size // 3), arrow == "up", (255, 255, 255))
        x += size - 2
    surface.blit(img, (x, rect.y))


SEE_THROUGH = 0.45
"""Opacity of hidden and invisible creatures' tokens."""


class Marks:
    """What the battle scene wants highlighted on tokens this frame."""

    def __init__(self, current: str = "", acted: frozenset[str] = frozenset(), selectable: frozenset[str] = frozenset(),
                 hover: str = "", targets: frozenset[str] = frozenset(), time: float = 0.0) -> None:
        self.current, self.acted, self.selectable = current, acted, selectable
        self.hover, self.targets, self.time = hover, targets, time
        self.stacks = StackLayout()
        """Set by `draw_creatures`: how creatures sharing squares are fanned out."""


def screen_centre(camera, c: CreatureView, stacks: StackLayout | None = None) -> tuple[int, int]:
    dx, dy = stacks.offset(c.id) if stacks is not None else (0.0, 0.0)
    return camera.to_screen(c.x + c.squares / 2 + dx, c.y + c.squares / 2 + dy)


def seat_pixels(c: CreatureView, cell: int) -> int:
    """A rider or climber is drawn raised a little, on its carrier's back."""
    return int(cell * SEAT_RAISE) if c.carrier else 0


def lift_pixels(height: float, cell: int) -> int:
    return int(max(0.0, min(height, MAX_LIFT_SQUARES)) * cell * LIFT_PER_SQUARE)


def draw_creatures(surface: pygame.Surface, camera, view: ViewState, marks: Marks) -> None:
    """Shadows and mounds, then the dead, then tokens from lowest to highest, then their marks."""
    clip = surface.get_clip()
    surface.set_clip(camera.viewport)
    visible = [c for c in view.creatures.values() if c.alpha > 0.01 and _on_screen(camera, c)]
    heights = {c.id: view.height_above_ground(c) for c in visible}
    marks.stacks = layout(visible)
    for c in visible:
        if c.dead and not c.moving:
            _draw_corpse(surface, camera, c)
    for c in visible:
        if heights[c.id] < -0.01:
            _draw_mound(surface, camera, c)
        elif heights[c.id] > 0.01 and not (c.dead and not c.moving):
            _draw_shadow(surface, camera, c, heights[c.id], marks.stacks)
    order = draw_order([c for c in visible if not (c.dead and not c.moving) and heights[c.id] >= -0.01],
                       heights, marks.stacks)
    squad = _focused_squad(surface, camera, order, heights, marks)
    for c in order:
        _draw_token(surface, camera, c, heights[c.id], marks)
    for c in squad:
        _squad_ring(surface, camera, c, heights[c.id], marks)
    for c in order:
        _draw_marks(surface, camera, c, heights[c.id], marks)
    for c in visible:
        if heights[c.id] < -0.01 and not c.dead:
            _draw_marks(surface, camera, c, heights[c.id], marks)
    draw_stack_badges(surface, camera, view, marks.stacks)
    surface.set_clip(clip)


def _focused_squad(surface: pygame.Surface, camera, order: list[CreatureView], heights: dict[str, float],
                   marks: Marks) -> list[CreatureView]:
    """The other members of the squad in focus (squad_marks), with the lines to them drawn."""
    hub = focus_member(order, marks.hover, marks.current)
    if hub is None:
        return []
    others = [c for c in members(order, group_of(hub), hub.side) if c.id != hub.id]
    centre = token_centre(camera, hub, heights[hub.id], marks)
    draw_links(surface, centre, [token_centre(camera, c, heights[c.id], marks) for c in others],
               squad_light(group_of(hub)), camera.cell)
    return others


def _squad_ring(surface: pygame.Surface, camera, c: CreatureView, height: float, marks: Marks) -> None:
    d = drawn_size(c, camera.cell, marks)
    rect = pygame.Rect(0, 0, d, d)
    rect.center = token_centre(camera, c, height, marks)
    ring(surface, c, rect, (10, 10, 14), 2, 5)
    ring(surface, c, rect, squad_light(group_of(c)), 3, 3)


def draw_order(creatures: list[CreatureView], heights: dict[str, float], stacks: StackLayout) -> list[CreatureView]:
    """Lowest first; a stack is drawn whole at the level of its highest member, bigger creatures
    first, so the smaller ones on top stay in sight."""
    level = {c.id: c.z + max(0.0, heights[c.id]) for c in creatures}
    top: dict[str, float] = {}
    for stack in stacks.stacks:
        here = [level[cid] for cid in stack if cid in level]
        for cid in stack:
            if here:
                top[cid] = max(here)

    def key(c: CreatureView) -> tuple:
        if c.id in top:
            return (top[c.id], 1, stacks.rank[c.id], c.y)
        return (level[c.id], 0, int(bool(c.carrier)), c.y)
    return sorted(creatures, key=key)


def _on_screen(camera, c: CreatureView) -> bool:
    rect = camera.cell_rect(c.x, c.y, c.squares).inflate(camera.cell * 2, camera.cell * 3)
    return rect.colliderect(camera.viewport)


def _draw_shadow(surface: pygame.Surface, camera, c: CreatureView, height: float,
                 stacks: StackLayout | None = None) -> None:
    d = token_diameter(c.size, c.squares, camera.cell)
    grow = 1.0 + 0.07 * min(height, MAX_LIFT_SQUARES)
    alpha = int(max(60, 150 - 10 * height) * c.alpha)
    shadow = _shadow(int(d * grow), int(d * grow * 0.6), alpha)
    cx, cy = screen_centre(camera, c, stacks)
    lift = lift_pixels(height, camera.cell)
    # the light comes from the upper left, so a creature's shadow falls down and to the right
    surface.blit(shadow, shadow.get_rect(center=(cx + lift // 2, cy + d // 6 + lift // 4)))


def _draw_mound(surface: pygame.Surface, camera, c: CreatureView) -> None:
    d = token_diameter(c.size, c.squares, camera.cell)
    mound = _mound(max(6, int(d * 1.02)))
    cx, cy = screen_centre(camera, c)
    rect = mound.get_rect(center=(cx + int(c.shake[0]), cy + int(c.shake[1])))
    surface.blit(mound, rect)
    peek = token_image(c.template, c.name, c.side, max(4, d // 2), "")
    peek = peek.copy()
    peek.set_alpha(int(150 * c.alpha))
    surface.blit(peek, peek.get_rect(center=rect.center))
    ring = palette.side_colour(c.side)
    pygame.draw.ellipse(surface, ring, rect.inflate(4, 4), max(2, d // 20))


def _draw_corpse(surface: pygame.Surface, camera, c: CreatureView) -> None:
    d = token_diameter(c.size, c.squares, camera.cell)
    cx, cy = screen_centre(camera, c)
    img = token_image(c.template, c.name, c.side, max(4, int(d * 0.8)), "dead").copy()
    img.set_alpha(int(110 * c.alpha))
    surface.blit(img, img.get_rect(center=(cx, cy)))
    r = max(3, d // 4)
    colour = (40, 10, 10)
    pygame.draw.line(surface, colour, (cx - r, cy - r), (cx + r, cy + r), max(2, d // 12))
    pygame.draw.line(surface, colour, (cx + r, cy - r), (cx - r, cy + r), max(2, d // 12))


def _variant(c: CreatureView, marks: Marks) -> str:
    if c.dead or c.unconscious or c.left:
        return "grey"
    if "prone" in c.conditions:
        return "prone"
    if c.id in marks.acted and c.id != marks.current:
        return "dim"
    return ""


def drawn_size(c: CreatureView, cell: int, marks: Marks) -> int:
    """Pixels across the creature's token this frame (smaller when fanned out in a stack)."""
    return max(4, int(token_diameter(c.size, c.squares, cell) * c.scale * marks.stacks.scale(c.id)))


def token_centre(camera, c: CreatureView, height: float, marks: Marks) -> tuple[int, int]:
    """Where the token's middle is drawn: its space (fanned out in a stack), lifted when aloft,
    raised on a carrier, shaken after a slam."""
    cx, cy = screen_centre(camera, c, marks.stacks)
    return (cx + int(c.shake[0]),
            cy + int(c.shake[1]) - lift_pixels(max(0.0, height), camera.cell) - seat_pixels(c, camera.cell))


def _image(c: CreatureView, d: int, variant: str) -> pygame.Surface:
    if c.squares >= 2:
        return fast(big_token_image(_portrait(c.template, c.name), c.side, d, c.squares, variant))
    return token_image(c.template, c.name, c.side, d, variant)


def ring(surface: pygame.Surface, c: CreatureView, rect: pygame.Rect, colour, pad: int, width: int) -> None:
    """A ring around a token: round for one square, a rounded square for a big creature."""
    if c.squares >= 2:
        box = rect.inflate(2 * pad, 2 * pad)
        pygame.draw.rect(surface, colour, box, width, border_radius=corner_radius(box.w))
    else:
        pygame.draw.circle(surface, colour, rect.center, rect.w // 2 + pad, width)


def _draw_token(surface: pygame.Surface, camera, c: CreatureView, height: float, marks: Marks) -> None:
    d = drawn_size(c, camera.cell, marks)
    img = _image(c, d, _variant(c, marks))
    alpha = c.alpha * (SEE_THROUGH if c.hidden or "invisible" in c.conditions else 1.0)
    if alpha < 0.99:
        img = img.copy()
        img.set_alpha(int(255 * alpha))
    rect = img.get_rect(center=token_centre(camera, c, height, marks))
    if c.id == marks.current:
        pulse = 0.5 + 0.5 * math.sin(marks.time * 4.0)
        ring(surface, c, rect, palette.CURRENT, 3 + int(2 * pulse), 3)
    elif c.id in marks.selectable:
        pulse = 0.5 + 0.5 * math.sin(marks.time * 5.0)
        ring(surface, c, rect, palette.mix(palette.side_colour(c.side), (255, 255, 255), pulse), 3, 2)
    if c.id in marks.targets:
        ring(surface, c, rect, palette.TARGET, 4, 2)
    surface.blit(img, rect)
    if c.down:
        pulse = 0.5 + 0.5 * math.sin(marks.time * 6.0)
        ring(surface, c, rect, (255, int(40 + 60 * pulse), 40), 1, 2)
    if c.id == marks.hover:
        ring(surface, c, rect, (255, 255, 255), 1, 2)


def _draw_marks(surface: pygame.Surface, camera, c: CreatureView, height: float, marks: Marks) -> None:
    cell = camera.cell
    d = drawn_size(c, cell, marks)
    cx, cy = token_centre(camera, c, height, marks)
    if cell >= 20:
        bar_y = cy + d // 2 + max(2, cell // 16)
        fanned = marks.stacks.scale(c.id) < 1.0
        _health_bar(surface, c, cx, bar_y, d if fanned else max(d, int(cell * 0.7)), cell)
        if c.vitals.badges and not c.dead and c.id in (marks.hover, marks.current):
            below = max(3, cell // 11) + 2 + (max(9, max(3, cell // 11) + 5) + 2 if cell >= 56 else 0)
            _badge_line(surface, c.vitals.badges, cx, bar_y + below, cell)
    icon = max(10, min(22, cell // 3))
    shown = c.conditions[:4]
    x = cx - (len(shown) * (icon - 1)) // 2 + icon // 2
    top = cy - d // 2 - icon // 3
    for name in shown:
        img = condition_icon(name, icon)
        surface.blit(img, img.get_rect(center=(x, top)))
        x += icon - 1
    if len(c.conditions) > 4:
        surface.blit(text(f"+{len(c.conditions) - 4}", icon // 2 + 4, (255, 255, 255), True, (0, 0, 0)), (x - icon // 3, top - icon // 2))
    small = max(9, min(16, cell // 4))
    if marks.stacks.scale(c.id) < 1.0:
        small = max(8, small * 4 // 5)
    right = (cx + d // 2 - small // 3, cy - d // 2 + small // 2)
    if height > 0.4 and not c.carrier:  # a rider is as high as its carrier, whose badge says so
        badge(surface, (cx + d // 2, cy + d // 2 - small // 2), f"{int(round(height))}", small, (40, 120, 200), "up")
    elif height < -0.4:
        badge(surface, (cx + d // 2, cy + small // 2), f"{int(round(-height))}", small, (120, 80, 40), "down")
    if c.unconscious:
        badge(surface, right, "KO", small, (90, 90, 110))
    elif c.down:
        badge(surface, right, c.vitals.down_word.title(), small, (190, 30, 40))
    elif c.worn:
        badge(surface, right, c.vitals.worn_word[:1].upper(), small, (214, 120, 30))
    if group_of(c) and not c.dead:  # a squad's marker: its members share one bar; its captain's is crowned
        spot = (cx - d // 2 + small // 3, cy + d // 2 - small // 2)
        badge(surface, spot, group_of(c), small, squad_colour(group_of(c)))
        if c.vitals.leads:
            crown(surface, (spot[0], spot[1] - small // 2), small * 5 // 4)
    if c.hidden and not c.dead:
        badge(surface, (cx, cy + d // 2 - small // 2), "hidden", small, palette.shade(palette.HIDDEN, 0.55))
    if c.id in marks.acted and c.id != marks.current and cell >= 36:
        _tick(surface, (cx - d // 2 + small // 2, cy - d // 2 + small // 2), small)


def _tick(surface: pygame.Surface, centre: tuple[int, int], size: int) -> None:
    x, y = centre
    r = size // 2 + 1
    pygame.draw.circle(surface, (10, 10, 14), centre, r + 1)
    pygame.draw.circle(surface, (70, 150, 90), centre, r)
    pygame.draw.lines(surface, (255, 255, 255), False,
                      [(x - r // 2, y), (x - r // 8, y + r // 2), (x + r // 2, y - r // 2)], max(2, size // 6))


def _badge_line(surface: pygame.Surface, badges: tuple[str, ...], cx: int, y: int, cell: int) -> None:
    """The ruleset's other vital statistics ("STR d8", "Armor 1") as one small line on a dark
    strip under the bar; drawn only for the hovered creature and the one whose turn it is, so
    the board stays uncluttered."""
    img = text("  ".join(badges), max(9, min(13, cell // 5)), (240, 236, 220), True)
    rect = img.get_rect(midtop=(cx, y)).inflate(8, 2)
    rect.clamp_ip(surface.get_clip())  # stays whole at the board's edge
    surface.blit(rounded_box(rect.w, rect.h, (10, 10, 14, 200), 4), rect)
    surface.blit(img, img.get_rect(center=rect.center))


def _health_bar(surface: pygame.Surface, c: CreatureView, cx: int, y: int, width: int, cell: int) -> None:
    """The bar under a token: green, amber when worn down, red below zero (filling towards the
    bar's floor), with the temporary pool as a thin blue strip on top."""
    vitals = c.vitals
    h = max(3, cell // 11)
    rect = pygame.Rect(cx - width // 2, y, width, h)
    pygame.draw.rect(surface, (10, 10, 12), rect.inflate(2, 2))
    pygame.draw.rect(surface, (60, 20, 20), rect)
    frac = max(0.0, min(1.0, vitals.current / max(1, vitals.maximum)))
    colour = (70, 200, 90) if not c.worn else (230, 150, 40)
    if vitals.current <= 0:
        colour = (200, 40, 40)
        frac = max(0.0, min(1.0, -vitals.current / max(1, -vitals.floor)))
    fill = rect.copy()
    fill.w = int(rect.w * frac)
    pygame.draw.rect(surface, colour, fill)
    if vitals.temporary > 0:
        extra = rect.copy()
        extra.w = max(2, int(rect.w * min(1.0, vitals.temporary / max(1, vitals.maximum))))
        extra.bottom = rect.top + max(1, h // 3)
        extra.h = max(1, h // 3)
        pygame.draw.rect(surface, (120, 200, 255), extra)
    if cell >= 56:
        img = text(vitals.read_out, max(9, h + 5), (255, 255, 255), True, (0, 0, 0))
        surface.blit(img, img.get_rect(midtop=(cx, rect.bottom)))
