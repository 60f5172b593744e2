"""Battle zones over the map art: each zone a translucent tinted area with its name and what it
offers (cover, darkness, rough ground, a hazard), the ways between zones that are not simply
side by side, and, for the creature whose turn it is, the zones it can move into this turn and
those its attacks reach.

Everything shown comes from the battle's `ZoneBoard` and the ruleset's `zone_reach` answer; this
module only draws. The tinted areas are painted once per zoom level and reused every frame.
"""
from __future__ import annotations

import math
from typing import Any

import pygame

from rules.core.zones import ADJACENT, DETACHED, INACCESSIBLE, Zone, ZoneBoard, ZoneLink, ZoneReach

from . import overlays, palette
from .text import label

TINTS: tuple[palette.Colour, ...] = ((96, 168, 255), (120, 214, 120), (238, 196, 84),
                                      (214, 124, 214), (96, 214, 214), (246, 140, 96))
"""Zone colours, taken in turn (neighbouring zones on the shipped maps never share one)."""
FILL_ALPHA = 48
REACH_ALPHA = 70


def zone_tags(zone: Zone) -> str:
    """The zone's properties in a few words ("cover 3 · dark · difficult · fire")."""
    tags = [f"cover {zone.cover}"] if zone.cover else []
    tags += [word for word, on in (("dark", zone.dark), ("difficult", zone.difficult)) if on]
    if zone.hazard:
        tags.append(zone.hazard)
    return " · ".join(tags)


def zone_note(board: ZoneBoard | None, x: int, y: int) -> str:
    """The hover read-out's words for the zone under a square (' · zone Hill: cover 3'), or ''."""
    zone = board.zone_at((x, y)) if board is not None else None
    if zone is None:
        return ""
    tags = zone_tags(zone)
    return f" · zone {zone.name}" + (f": {tags}" if tags else "")


def reach_caption(name: str, reach: ZoneReach) -> str:
    """What the overlay says over one zone: its cost in moves and whether it is in range."""
    parts = []
    cost = reach.moves.get(name)
    if name == reach.start:
        parts.append("here")
    elif cost is not None:
        parts.append(f"{cost} move{'s' * (cost != 1)}")
    if name in reach.in_range:
        parts.append("in range")
    return " · ".join(parts)


class ZoneLayer:
    """Draws one battle's zones; keeps the painted areas while the zone board stays the same."""

    def __init__(self) -> None:
        self._areas: dict[tuple, tuple[pygame.Surface, tuple[int, int]]] = {}
        self._link_words: dict[ZoneLink, str] = {}
        self._board: ZoneBoard | None = None
        self._reach_key: tuple | None = None
        self._reach: ZoneReach | None = None

    def draw(self, surface: pygame.Surface, camera, board: ZoneBoard,
             reach: ZoneReach | None = None) -> None:
        if board is not self._board:
            self._areas.clear()
            self._link_words.clear()
            self._board = board
        for n, zone in enumerate(board.zones):
            self._area(surface, camera, zone, TINTS[n % len(TINTS)], FILL_ALPHA)
        if reach is not None:
            self._draw_reach(surface, camera, board, reach)
        self._draw_links(surface, camera, board)
        for n, zone in enumerate(board.zones):
            self._draw_name(surface, camera, zone, TINTS[n % len(TINTS)], reach)

    def reach_for(self, battle: Any, creature: str) -> ZoneReach | None:
        """The ruleset's answer for this creature, asked again only after the battle moves on."""
        if battle.zones is None or not creature or creature not in battle.creatures:
            return None
        key = (id(battle.zones), creature, len(battle.events), battle.round)
        if key != self._reach_key:
            self._reach_key = key
            self._reach = battle.rules.zone_reach(battle, creature)
        return self._reach

    # ------------------------------------------------------------------ pieces
    def _area(self, surface: pygame.Surface, camera, zone: Zone, colour: palette.Colour,
              alpha: int) -> None:
        key = (zone.name, camera.cell, colour, alpha)
        art = self._areas.get(key)
        if art is None:
            def paint(image: pygame.Surface, local) -> None:
                overlays.tint_squares(image, local, zone.cells, colour, alpha, border=False)
                overlays.outline_region(image, local, set(zone.cells), colour, max(2, local.cell // 12))
            art = self._areas[key] = overlays.baked(zone.cells, camera.cell, paint)
        image, (x0, y0) = art
        surface.blit(image, camera.to_screen(x0, y0))

    def _draw_reach(self, surface: pygame.Surface, camera, board: ZoneBoard, reach: ZoneReach) -> None:
        for name in reach.moves:
            if name != reach.start:
                self._area(surface, camera, board.zone(name), palette.REACH, REACH_ALPHA)
        for name in reach.in_range:
            zone = board.zone(name)
            key = (zone.name, camera.cell, palette.TARGET, 0)
            if key not in self._areas:
                self._areas[key] = overlays.baked(zone.cells, camera.cell, lambda image, local, z=zone:
                                                  overlays.outline_region(image, local, set(z.cells),
                                                                          palette.TARGET, max(3, local.cell // 8)))
            image, (x0, y0) = self._areas[key]
            surface.blit(image, camera.to_screen(x0, y0))

    def _draw_links(self, surface: pygame.Surface, camera, board: ZoneBoard) -> None:
        """Ways that are not plain borders, as lines between the zones' middles: detached and
        cut-off ones dashed, and zones linked though apart (a ship grappled to another) solid."""
        size = max(11, min(15, camera.cell // 3))
        for link in board.links:
            if link not in self._link_words:
                self._link_words[link] = _link_words(board, link)
            words = self._link_words[link]
            if not words:
                continue
            start = camera.to_screen(*board.zone(link.a).centre)
            end = camera.to_screen(*board.zone(link.b).centre)
            colour = palette.DANGER if link.kind == INACCESSIBLE else (240, 240, 240)
            width = max(2, camera.cell // 14)
            if link.kind == ADJACENT:
                pygame.draw.line(surface, (0, 0, 0), start, end, width + 2)
                pygame.draw.line(surface, colour, start, end, width)
            else:
                _dashed(surface, colour, start, end, width)
            label(surface, words, ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2), size, colour)

    @staticmethod
    def _draw_name(surface: pygame.Surface, camera, zone: Zone, colour: palette.Colour,
                   reach: ZoneReach | None) -> None:
        cx, cy = camera.to_screen(*zone.centre)
        size = max(12, min(18, camera.cell // 2))
        lines = [(zone.name, size, palette.shade(colour, 1.25))]
        tags = zone_tags(zone)
        if tags:
            lines.append((tags, size - 3, (235, 235, 235)))
        caption = reach_caption(zone.name, reach) if reach is not None else ""
        if caption:
            lines.append((caption, size - 2, palette.REACH if zone.name in reach.moves else palette.TARGET))
        y = cy - (len(lines) - 1) * (size + 4) / 2
        for text_value, text_size, text_colour in lines:
            label(surface, text_value, (cx, y), text_size, text_colour)
            y += size + 4


def _link_words(board: ZoneBoard, link: ZoneLink) -> str:
    """The caption of a way worth drawing, or '' for two zones that simply share a border."""
    if link.kind == INACCESSIBLE:
        return f"no way across · {link.distance} zones"
    if link.kind == DETACHED:
        return f"{link.distance} moves"
    return "" if _touch(board.zone(link.a), board.zone(link.b)) else "linked"


def _touch(a: Zone, b: Zone) -> bool:
    """Whether two zones meet: they share a border or a corner, or only a wall or a doorway
    one square thick lies between them."""
    return any((x + dx, y + dy) in b.cells for x, y in a.cells
               for dx in (-2, -1, 0, 1, 2) for dy in (-2, -1, 0, 1, 2))


def _dashed(surface: pygame.Surface, colour: palette.Colour, start: tuple[int, int],
            end: tuple[int, int], width: int, dash: int = 10) -> None:
    length = math.dist(start, end)
    if length < 1:
        return
    dx, dy = (end[0] - start[0]) / length, (end[1] - start[1]) / length
    pos = 0.0
    while pos < length:
        stop = min(length, pos + dash)
        a = (start[0] + dx * pos, start[1] + dy * pos)
        b = (start[0] + dx * stop, start[1] + dy * stop)
        pygame.draw.line(surface, (0, 0, 0), a, b, width + 2)
        pygame.draw.line(surface, colour, a, b, width)
        pos += dash * 2
