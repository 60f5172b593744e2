"""The in-battle menu (Esc): save, load a save from a list, settings, leave."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UISelectionList

from .. import saves
from .overlay import Overlay, centred

ITEMS = (("resume", "Resume (Esc)"), ("save", "Save as a new game file (F5: quick save)"), ("load", "Load a save... (F9 quick load)"),
         ("speed", "Animation speed"), ("settings", "Settings (F3)"), ("grid", "Grid on/off (G)"), ("heights", "Heights on/off (H)"),
         ("react", "Reactions"),
         ("help", "Help (F1)"), ("title", "Quit to title"), ("quit", "Quit game"))


class MenuOverlay(Overlay):
    def __init__(self, scene) -> None:
        w, h = 420, 70 + 46 * len(ITEMS)
        super().__init__(scene, centred(scene.app.size, w, h))
        UILabel(pygame.Rect(16, 10, w - 32, 34), "Menu", self.manager, container=self.panel,
                object_id="#heading_label")
        self.buttons: dict[UIButton, str] = {}
        for i, (key, label) in enumerate(ITEMS):
            button = UIButton(pygame.Rect(20, 54 + i * 46, w - 40, 40), label, self.manager,
                              container=self.panel, object_id="#mode_button")
            self.buttons[button] = key
        self.list: UISelectionList | None = None
        self.list_panel = None
        self.load_button: UIButton | None = None
        self.saves: list[saves.SaveInfo] = []
        self._label_speed()
        self._label_react()

    def _label_react(self) -> None:
        for button, key in self.buttons.items():
            if key == "react":
                auto = self.scene.setup.auto_react
                button.set_text("Reactions: the AI answers for you" if auto else "Reactions: you choose each one")

    def _label_speed(self) -> None:
        for button, key in self.buttons.items():
            if key == "speed":
                button.set_text(f"Animation speed: {self.scene.hud.speed_button.text.split(': ')[-1]} (F2)")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element in self.buttons:
                self.choose(self.buttons[event.ui_element])
                return True
            if event.ui_element is self.load_button:
                self._load_selected()
                return True
        if event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION and event.ui_element is self.list:
            self._load_selected()
            return True
        return super().handle_event(event)

    def choose(self, key: str) -> None:
        scene = self.scene
        if key == "resume":
            self.close()
        elif key == "save":
            scene.quick_save(saves.new_slot())
            self.close()
        elif key == "load":
            self._show_saves()
        elif key == "speed":
            scene.cycle_speed()
            self._label_speed()
        elif key == "settings":
            self.close()
            scene.open_settings()
        elif key == "grid":
            scene.grid = not scene.grid
        elif key == "heights":
            scene.heights = not scene.heights
        elif key == "react":
            scene.setup.auto_react = not scene.setup.auto_react
            self._label_react()
        elif key == "help":
            self.close()
            scene.open_help()
        elif key == "title":
            self.close()
            scene.app.title()
        elif key == "quit":
            scene.app.quit(0)

    def _show_saves(self) -> None:
        self.saves = saves.list_saves()
        if self.list_panel is not None:
            self.list_panel.kill()
        rect = self.panel.rect
        w = 460
        self.list_panel = pygame_gui.elements.UIPanel(pygame.Rect(rect.right + 10, rect.y, w, rect.h),
                                                      manager=self.manager, starting_height=21)
        UILabel(pygame.Rect(12, 10, w - 24, 30), "Saved games" if self.saves else "No saved games yet",
                self.manager, container=self.list_panel, object_id="#heading_label")
        self.list = UISelectionList(pygame.Rect(10, 48, w - 24, rect.h - 120), [s.label for s in self.saves],
                                    self.manager, container=self.list_panel)
        self.load_button = UIButton(pygame.Rect(w - 170, rect.h - 60, 150, 42), "Load", self.manager,
                                    container=self.list_panel, object_id="#primary_button")

    def _load_selected(self) -> None:
        if self.list is None:
            return
        chosen = self.list.get_single_selection()
        info = next((s for s in self.saves if s.label == chosen), None)
        if info is None:
            return
        self.close()
        self.scene.quick_load(info.slot)

    def kill(self) -> None:
        if self.list_panel is not None:
            self.list_panel.kill()
        super().kill()
