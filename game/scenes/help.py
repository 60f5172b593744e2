"""The help page (F1): every control and what the marks on the board mean."""
from __future__ import annotations

import pygame

from ..controls import help_html
from .overlay import PageOverlay


class HelpOverlay(PageOverlay):
    close_keys = (pygame.K_F1, pygame.K_ESCAPE, pygame.K_RETURN)

    def __init__(self, scene) -> None:
        super().__init__(scene, "How to play", help_html(), "Close (F1)", (760, 640))
