"""A scene's one-line notice that wraps instead of being cut: long error messages (a broken
map's path and problem, where a crash log went) stay whole on screen."""
from __future__ import annotations

import html

import pygame
from pygame_gui.elements import UITextBox


class MessageBox:
    """Plain text shown in a wrapping text box; `text` reads back what was set."""

    def __init__(self, rect: pygame.Rect, text: str, manager, container=None) -> None:
        self.text = text
        self.box = UITextBox(html.escape(text), rect, manager, container=container,
                             object_id="#message_box")

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.box.set_text(html.escape(text))
