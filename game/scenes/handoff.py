"""Hot-seat hand-off: the board is hidden until the next player says they are ready."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from ..render import palette
from .overlay import Overlay


class HandoffOverlay(Overlay):
    def __init__(self, scene, side: str, note: str = "", title: str = "") -> None:
        w, h = scene.app.size
        super().__init__(scene, pygame.Rect(0, 0, w, h))
        self.side, self.note, self.title = side, note, title
        name = palette.SIDE_NAMES.get(side, side)
        player = "Player 1" if side == scene.battle.sides[0] else "Player 2"
        UILabel(pygame.Rect(0, h // 2 - 130, w, 96), title or f"{name}' turn", self.manager, container=self.panel,
                object_id="#title_label")
        UILabel(pygame.Rect(0, h // 2 - 30, w, 30), f"Pass the controls to {player} ({name}).",
                self.manager, container=self.panel, object_id="#subtitle_label")
        if note:
            UILabel(pygame.Rect(0, h // 2 + 90, w, 26), note, self.manager, container=self.panel,
                    object_id="#subtitle_label")
        self.ready = UIButton(pygame.Rect(w // 2 - 120, h // 2 + 30, 240, 50), "I'm ready (Enter)",
                              self.manager, container=self.panel, object_id="#primary_button")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.ready:
            self.close()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.close()
            return True
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)

    def resize(self, size: tuple[int, int]) -> None:
        self.kill()
        self.__init__(self.scene, self.side, self.note, self.title)  # type: ignore[misc]
