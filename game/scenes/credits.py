"""The credits (title screen): the DRAW STEEL Creator License notice and the CC BY-SA works the
rules come from, from `game.credits`."""
from __future__ import annotations

import pygame

from ..credits import credits_html
from .overlay import PageOverlay


class CreditsOverlay(PageOverlay):
    close_keys = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER)

    def __init__(self, scene) -> None:
        super().__init__(scene, "Credits and licences", credits_html(), "Close (Esc)", (720, 560))
