"""The help page (F1): every control and what the marks on the board mean."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextBox

from ..controls import help_html
from .overlay import Overlay, centred


class HelpOverlay(Overlay):
    blocks = False

    def __init__(self, scene) -> None:
        size = scene.app.size
        w, h = min(760, size[0] - 80), min(640, size[1] - 80)
        super().__init__(scene, centred(size, w, h))
        UILabel(pygame.Rect(16, 8, w - 32, 34), "How to play", self.manager, container=self.panel,
                object_id="#heading_label")
        self.box = UITextBox(help_html(), pygame.Rect(12, 46, w - 28, h - 110), self.manager,
                             container=self.panel, object_id="#help_box")
        self.close_button = UIButton(pygame.Rect(w - 160, h - 56, 140, 40), "Close (F1)", self.manager,
                                     container=self.panel)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.close_button:
            self.close()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_F1, pygame.K_ESCAPE, pygame.K_RETURN):
            self.close()
            return True
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
