"""Where the client's files live (assets, maps, fonts) and cached fonts for drawing text."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
TOKENS = ASSETS / "tokens"
THEME = ASSETS / "ui" / "theme.json"
MAPS = ROOT / "maps"


def _gui_font(name: str) -> Path | None:
    try:
        import pygame_gui.data  # noqa: F401  (the widget library ships the Noto Sans fonts)
    except ImportError:
        return None
    path = Path(pygame_gui.data.__file__).parent / name
    return path if path.exists() else None


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """Noto Sans (the same face as the widgets) at a pixel size, or pygame's default font."""
    if not pygame.font.get_init():
        pygame.font.init()
    path = _gui_font("NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf")
    return pygame.font.Font(str(path) if path else None, max(6, size))


def map_files() -> list[Path]:
    """The Tiled maps shipped in maps/, by name."""
    if not MAPS.is_dir():
        return []
    return sorted(MAPS.rglob("*.tmx"))
