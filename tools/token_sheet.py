#!/usr/bin/env python3
"""Save a contact sheet of every creature's token, to look at the art in one picture.

    python tools/token_sheet.py                  # Draw Steel's creatures, /tmp/steelgrid-tokens.png
    python tools/token_sheet.py --ruleset olde_swords
    python tools/token_sheet.py --all            # every ruleset's creatures
    python tools/token_sheet.py --out sheet.png ID ...  # only these creatures, somewhere else

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
from rules.core.registry import all_rulesets  # noqa: E402

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


def roster(rulesets: list[str], ids: list[str]) -> list[tuple[str, str, str]]:
    """(id, name, side) of each creature of these rulesets (or only `ids`), each id once."""
    seen: dict[str, tuple[str, str, str]] = {}
    for rules in all_rulesets():
        if rulesets and rules.id not in rulesets:
            continue
        for cid, c in rules.load_content().creatures.items():
            if cid not in seen and (not ids or cid in ids):
                side = "heroes" if getattr(c, "kind", "") == "hero" else "monsters"
                seen[cid] = (cid, getattr(c, "name", cid), side)
    return list(seen.values())


def sheet(creatures: list[tuple[str, str, str]]) -> pygame.Surface:
    """The contact sheet of these creatures, six to a row."""
    rows = max(1, (len(creatures) + COLUMNS - 1) // COLUMNS)
    out = pygame.Surface((COLUMNS * CELL_W, rows * CELL_H))
    out.fill((30, 28, 26))
    for i, (cid, name, side) in enumerate(creatures):
        out.blit(_cell(cid, name, side), ((i % COLUMNS) * CELL_W, (i // COLUMNS) * CELL_H))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="/tmp/steelgrid-tokens.png")
    parser.add_argument("--ruleset", default="drawsteel", help="whose creatures (default drawsteel)")
    parser.add_argument("--all", action="store_true", help="every ruleset's creatures")
    parser.add_argument("ids", nargs="*", help="only these creature ids")
    args = parser.parse_args(argv)
    pygame.init()
    # paint every portrait fresh rather than load the saved PNGs
    tokens._portrait = lambda template, name: portrait(template, 256, name)  # type: ignore[assignment]
    pygame.image.save(sheet(roster([] if args.all else [args.ruleset], args.ids)), args.out)
    print(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
