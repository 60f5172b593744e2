"""Panels that sit over the battle screen (menu, help, hot-seat hand-off)."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIPanel


class Overlay:
    """A panel over the battle. While it is open it gets input first; `blocks` stops the battle
    from moving on underneath (the hand-off screen hides the board entirely)."""

    blocks = True

    def __init__(self, scene, rect: pygame.Rect) -> None:
        self.scene = scene
        self.manager: pygame_gui.UIManager = scene.manager
        self.panel = UIPanel(rect, manager=self.manager, starting_height=20)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """True when the overlay used the event."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)

    def update(self, dt: float) -> None:
        pass

    def resize(self, size: tuple[int, int]) -> None:
        rect = self.panel.rect
        self.panel.set_relative_position(((size[0] - rect.w) // 2, (size[1] - rect.h) // 2))

    def close(self) -> None:
        self.scene.close_overlay()

    def kill(self) -> None:
        self.panel.kill()


def centred(size: tuple[int, int], w: int, h: int) -> pygame.Rect:
    return pygame.Rect((size[0] - w) // 2, (size[1] - h) // 2, w, h)


class PageOverlay(Overlay):
    """A centred page of text with a heading and a close button (help, credits); the close
    button or any of `close_keys` (and Esc) shut it."""

    blocks = False
    close_keys: tuple[int, ...] = (pygame.K_ESCAPE, pygame.K_RETURN)

    def __init__(self, scene, heading: str, html: str, close_label: str, size: tuple[int, int]) -> None:
        from pygame_gui.elements import UIButton, UILabel, UITextBox
        screen = scene.app.size
        w, h = min(size[0], screen[0] - 80), min(size[1], screen[1] - 80)
        super().__init__(scene, centred(screen, w, h))
        UILabel(pygame.Rect(16, 8, w - 32, 34), heading, self.manager, container=self.panel,
                object_id="#heading_label")
        self.box = UITextBox(html, pygame.Rect(12, 46, w - 28, h - 110), self.manager,
                             container=self.panel, object_id="#help_box")
        self.close_button = UIButton(pygame.Rect(w - 160, h - 56, 140, 40), close_label, self.manager,
                                     container=self.panel)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.close_button:
            self.close()
            return True
        if event.type == pygame.KEYDOWN and event.key in self.close_keys:
            self.close()
            return True
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
