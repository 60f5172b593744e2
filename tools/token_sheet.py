#!/usr/bin/env python3
"""Save a contact sheet of every creature's token, to look at the art in one picture.

    python tools/token_sheet.py                  # /tmp/steelgrid-tokens.png
    python tools/token_sheet.py --out sheet.png  # somewhere else

Each cell shows the portrait large, then the token as the board draws it at 48, 32 and 20
pixels a square (a medium creature's token fills 80% of its square), on a dirt-brown ground,
with the creature's id below. Portraits are painted fresh by `game.render.token_art`, so the
sheet shows the code as it is now even before `tools/make_tokens.py` refreshes assets/tokens/.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.render import tokens  # noqa: E402
from game.render.text import text  # noqa: E402
from game.render.token_art import portrait  # noqa: E402
from rules.drawsteel.content.loader import default_content  # noqa: E402

COLUMNS = 6
BIG = 112
ZOOMS = (48, 32, 20)
CELL_W, CELL_H = 210, 150
GROUND = (92, 76, 58)


def _cell(template_id: str, name: str, side: str) -> pygame.Surface:
    cell = pygame.Surface((CELL_W, CELL_H))
    cell.fill(GROUND)
    cell.blit(portrait(template_id, BIG, name), (4, 4))
    x = BIG + 12
    y = 6
    for zoom in ZOOMS:
        token = tokens.token_image(template_id, name, side, tokens.token_diameter("1M", 1, zoom))
        cell.blit(token, (x, y))
        y += token.get_height() + 6
    cell.blit(text(template_id, 13, (240, 236, 226)), (4, BIG + 10))
    return cell


def sheet(ids: list[str] | None = None) -> pygame.Surface:
    """The contact sheet of the default content's creatures (or only `ids`)."""
    creatures = [c for c in default_content().creatures.values() if not ids or c.id in ids]
    rows = (len(creatures) + COLUMNS - 1) // COLUMNS
    out = pygame.Surface((COLUMNS * CELL_W, rows * CELL_H))
    out.fill((30, 28, 26))
    for i, creature in enumerate(creatures):
        side = "heroes" if creature.kind == "hero" else "monsters"
        cell = _cell(creature.id, creature.name, side)
        out.blit(cell, ((i % COLUMNS) * CELL_W, (i // COLUMNS) * CELL_H))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="/tmp/steelgrid-tokens.png")
    parser.add_argument("ids", nargs="*", help="only these creature ids")
    args = parser.parse_args(argv)
    pygame.init()
    # paint every portrait fresh rather than load the saved PNGs
    tokens._portrait = lambda template, name: portrait(template, 256, name)  # type: ignore[assignment]
    pygame.image.save(sheet(args.ids), args.out)
    print(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
