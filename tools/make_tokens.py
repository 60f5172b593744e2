#!/usr/bin/env python3
"""Paint the token portraits into assets/tokens/ (one PNG per creature in the content).

    python tools/make_tokens.py            # every creature in the default content
    python tools/make_tokens.py --out DIR  # somewhere else

The art is drawn from shapes by `game.render.token_art`; re-running gives the same files.
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

from game.render.token_art import portrait  # noqa: E402
from rules.drawsteel.content.loader import default_content  # noqa: E402

SIZE = 256


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "assets" / "tokens"))
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    for template in default_content().creatures.values():
        path = out / f"{template.id}.png"
        pygame.image.save(portrait(template.id, SIZE, template.name), str(path))
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
