"""The credits (title screen): the DRAW STEEL Creator License notice and the CC BY-SA works the
rules come from, from `game.credits`."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextBox

from ..credits import credits_html
from .overlay import Overlay, centred


class CreditsOverlay(Overlay):
    def __init__(self, scene) -> None:
        size = scene.app.size
        w, h = min(720, size[0] - 80), min(560, size[1] - 80)
        super().__init__(scene, centred(size, w, h))
        UILabel(pygame.Rect(16, 8, w - 32, 34), "Credits and licences", self.manager, container=self.panel,
                object_id="#heading_label")
        self.box = UITextBox(credits_html(), pygame.Rect(12, 46, w - 28, h - 110), self.manager,
                             container=self.panel, object_id="#help_box")
        self.close_button = UIButton(pygame.Rect(w - 160, h - 56, 140, 40), "Close (Esc)", self.manager,
                                     container=self.panel)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.close_button:
            self.close()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.close()
            return True
        return super().handle_event(event)
