"""The client's screens: title, battle (with its hand-off, menu and help overlays) and result."""
from __future__ import annotations

import pygame
import pygame_gui


class Scene:
    """A screen of the game. The app feeds it events, time and a surface to draw on.

    Widgets go inside `self.root` (a container covering the window) so leaving the scene
    removes them all at once.
    """

    def __init__(self, app) -> None:
        self.app = app
        self.manager: pygame_gui.UIManager = app.manager
        self.root = pygame_gui.core.UIContainer(pygame.Rect((0, 0), app.size), self.manager,
                                                starting_height=1)

    def handle_event(self, event: pygame.event.Event) -> None:
        """React to one input or widget event."""

    def update(self, dt: float) -> None:
        """Advance by dt seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw what lies under the widgets."""

    def draw_over(self, surface: pygame.Surface) -> None:
        """Draw what lies over the widgets."""

    def resize(self, size: tuple[int, int]) -> None:
        self.root.set_dimensions(size)

    def leave(self) -> None:
        self.root.kill()
