"""The party picker (title screen): the heroes the rules offer as cards, which of them go into
the battle, and the level they fight at (issue 17, Heroes).

By keyboard: the number keys take a hero in or out, the arrows and Space do the same for the
hero under the marker, L changes the level, R goes back to the encounter's own heroes, and
Enter or Esc closes the picker.
"""
from __future__ import annotations

import math

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from .overlay import Overlay, centred
from .party_choice import PartyChoice

CARD_W, CARD_H, GAP = 480, 62, 8
HINT = "Keys: 1-9 or arrows and Space take a hero in or out, L the level, R the encounter's own, Enter done."


class PartyOverlay(Overlay):
    """Cards for the heroes on offer; pressing one takes that hero in or out of the party.
    The title screen reads `choice` when the picker closes."""

    blocks = False

    def __init__(self, scene, choice: PartyChoice, encounter_name: str) -> None:
        self.choice = choice
        self.cursor = 0
        n = len(choice.heroes)
        screen = scene.app.size
        self.columns = 2 if n <= 10 else 3
        self.card_w = min(CARD_W, (screen[0] - 52) // self.columns - GAP)  # narrower cards on a small window
        rows = math.ceil(n / self.columns)
        w = self.columns * (self.card_w + GAP) + 32
        h = 172 + rows * (CARD_H + GAP)
        super().__init__(scene, centred(screen, min(w, screen[0] - 20), min(h, screen[1] - 20)))
        self.cards: dict[UIButton, str] = {}
        self.level_buttons: dict[UIButton, int] = {}
        self._build(encounter_name, w, h, rows)
        self.refresh()

    def _build(self, encounter_name: str, w: int, h: int, rows: int) -> None:
        m, panel = self.manager, self.panel
        UILabel(pygame.Rect(16, 8, w - 32, 34), f"Choose your party: {encounter_name}", m, container=panel,
                object_id="#heading_label")
        self.status = UILabel(pygame.Rect(16, 44, w - 32, 24), "", m, container=panel, object_id="#prompt_label")
        for i, hero in enumerate(self.choice.heroes):
            x = 16 + (i % self.columns) * (self.card_w + GAP)
            y = 76 + (i // self.columns) * (CARD_H + GAP)
            card = UIButton(pygame.Rect(x, y, self.card_w, 32), "", m, container=panel, object_id="#mode_button",
                            tool_tip_text=hero.summary)
            self.cards[card] = hero.id
            UILabel(pygame.Rect(x + 10, y + 33, self.card_w - 10, 22), hero.summary, m, container=panel,
                    object_id="#hint_label")
        y = 80 + rows * (CARD_H + GAP)
        UILabel(pygame.Rect(16, y + 6, 110, 30), "Level (L)", m, container=panel, object_id="#heading_label")
        for i, level in enumerate(self.choice.levels):
            button = UIButton(pygame.Rect(130 + i * 96, y, 90, 40), f"Level {level}", m, container=panel,
                              object_id="#mode_button")
            self.level_buttons[button] = level
        self.reset_button = UIButton(pygame.Rect(w - 470, y, 250, 40), "The encounter's own heroes (R)", m,
                                     container=panel)
        self.done_button = UIButton(pygame.Rect(w - 210, y, 190, 40), "Done (Enter)", m, container=panel,
                                    object_id="#primary_button")
        UILabel(pygame.Rect(16, y + 52, w - 32, 24), HINT, m, container=panel, object_id="#hint_label")

    # ------------------------------------------------------------------ showing the choice
    def refresh(self, message: str = "") -> None:
        chosen = self.choice.chosen
        for i, (card, hero_id) in enumerate(self.cards.items()):
            hero = self.choice.entry(hero_id)
            mark = ">" if i == self.cursor else " "
            key = f"{i + 1}" if i < 9 else " "
            tick = "[x]" if hero_id in chosen else "[  ]"
            card.set_text(f"{mark} {key}  {tick}  {hero.name}, {hero.role}")
            (card.select if hero_id in chosen else card.unselect)()
        for button, level in self.level_buttons.items():
            (button.select if level == self.choice.level else button.unselect)()
        self.status.set_text(message or self._counted())

    def _counted(self) -> str:
        c = self.choice
        who = "the encounter's own heroes" if not c.picked else "your pick"
        return f"{len(c.chosen)} of {c.room} places filled ({who}), every hero at level {c.level}."

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._pressed(event.ui_element)
        if event.type == pygame.KEYDOWN:
            self._key(event.key)
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)

    def _pressed(self, element) -> bool:
        if element in self.cards:
            self.toggle(self.cards[element])
        elif element in self.level_buttons:
            self.choice.set_level(self.level_buttons[element])
            self.refresh()
        elif element is self.reset_button:
            self.choice.reset()
            self.refresh()
        elif element is self.done_button:
            self.close()
        else:
            return False
        return True

    def _key(self, key: int) -> None:
        ids = list(self.cards.values())
        moves = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -self.columns, pygame.K_DOWN: self.columns}
        if key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.close()
        elif pygame.K_1 <= key <= pygame.K_9 and key - pygame.K_1 < len(ids):
            self.cursor = key - pygame.K_1
            self.toggle(ids[self.cursor])
        elif key == pygame.K_SPACE and ids:
            self.toggle(ids[self.cursor])
        elif key in moves and ids:
            self.cursor = min(len(ids) - 1, max(0, self.cursor + moves[key]))
            self.refresh()
        elif key == pygame.K_l:
            self.choice.next_level()
            self.refresh()
        elif key == pygame.K_r:
            self.choice.reset()
            self.refresh()

    def toggle(self, hero_id: str) -> None:
        self.refresh(self.choice.toggle(hero_id))

    def close(self) -> None:
        self.scene.close_party(self.choice)
