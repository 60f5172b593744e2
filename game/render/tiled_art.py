"""The picture of a Tiled map: its painted tile layers composed into one image.

`game.maps.tiled` reads the map and says, for each layer and square, which image and rectangle the
author painted there (`LoadedMap.art`); this module only turns that into pixels. The elevation
layer is an authoring aid (numbered tiles), so it is left out: the board renderer shades heights
itself.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

SKIPPED_LAYERS = ("elevation",)


@lru_cache(maxsize=16)
def _sheet(path: str) -> pygame.Surface | None:
    try:
        return pygame.image.load(path)
    except (pygame.error, FileNotFoundError, OSError):
        return None


def _tile(art) -> pygame.Surface | None:
    sheet = _sheet(art.image)
    if sheet is None:
        return None
    tile = sheet.subsurface(pygame.Rect(art.rect)) if art.rect else sheet
    if art.flip_diagonal:
        tile = pygame.transform.flip(pygame.transform.rotate(tile, -90), True, False)
    if art.flip_x or art.flip_y:
        tile = pygame.transform.flip(tile, art.flip_x, art.flip_y)
    return tile


def compose(loaded) -> pygame.Surface | None:
    """One image of the whole map at its tile size, or None if it has no usable art."""
    art_layers = [a for a in getattr(loaded, "art", ()) if a.visible and a.name.lower() not in SKIPPED_LAYERS]
    if not art_layers:
        return None
    board = loaded.board
    tw, th = loaded.tile_size
    image = pygame.Surface((board.width * tw, board.height * th), pygame.SRCALPHA)
    drawn = False
    for layer in art_layers:
        target = image if layer.opacity >= 0.999 else pygame.Surface(image.get_size(), pygame.SRCALPHA)
        for i, art in enumerate(layer.tiles):
            if art is None:
                continue
            tile = _tile(art)
            if tile is None:
                continue
            y, x = divmod(i, board.width)
            target.blit(tile, (x * tw, y * th + th - tile.get_height()))
            drawn = True
        if target is not image:
            target.set_alpha(int(255 * layer.opacity))
            image.blit(target, (0, 0))
    return image if drawn else None


def map_picture(path: str | Path) -> pygame.Surface | None:
    """Load a Tiled map through `game.maps.tiled` and compose its picture; None when unavailable."""
    try:
        from ..maps import tiled
        loaded = tiled.load_map(path)
    except Exception:  # no loader yet, or a map it rejects: the board colours still work
        return None
    return compose(loaded)
