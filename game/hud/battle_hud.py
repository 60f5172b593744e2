"""The battle screen's interface around the board: top bar, roster and log on the right, prompt
and action bar at the bottom, list panels for choices, the odds card and creature tooltips.

Buttons, panels, the log and tooltips are pygame-gui widgets; the roster (`roster`) and the
odds card (`odds_card`) are drawn straight from the view (they are pictures of the state).
"""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIImage, UILabel, UIPanel, UISelectionList, UITooltip

from rules.core.forecast import AbilityPreview

from ..pickers import Button
from ..render import palette
from ..render.text import rounded_box, text
from ..view import ViewState
from .label_fit import fit_label, text_width, with_whole_label
from .log_panel import LogPanel
from .odds_card import draw_odds
from .roster import ROW, render_roster, roster_key

FONT_SIZES = {"#ability_button": (13, 6), "#choice_button": (14, 10)}
"""(font size, side padding) of the button styles in assets/ui/theme.json, to fit labels."""
TOP = 40
SIDE = 320
BOTTOM = 124


class BattleHud:
    def __init__(self, manager: pygame_gui.UIManager, root, size: tuple[int, int]) -> None:
        self.manager, self.root = manager, root
        w, h = size
        self.size = size
        self.top = UIPanel(pygame.Rect(0, 0, w, TOP), manager=manager, container=root, starting_height=2)
        self.status = UILabel(pygame.Rect(8, 4, w - 520, 30), "", manager, container=self.top, object_id="#heading_label")
        self.speed_button = self._top_button(w - 500, "Speed", "Animation speed (F2). Space skips the current animations.")
        self.grid_button = self._top_button(w - 380, "Grid (G)", "Show the square grid (G); H shows every square's height")
        self.menu_button = self._top_button(w - 260, "Menu (Esc)", "Save, load, settings, quit")
        self.help_button = self._top_button(w - 140, "Help (F1)", "Every control on one page")
        self.side = UIPanel(pygame.Rect(w - SIDE, TOP, SIDE, h - TOP - BOTTOM), manager=manager, container=root,
                            starting_height=2)
        self.roster_height = 200
        self.log = LogPanel(pygame.Rect(4, self.roster_height, SIDE - 10, h - TOP - BOTTOM - self.roster_height - 6),
                            manager, container=self.side)
        self.bottom = UIPanel(pygame.Rect(0, h - BOTTOM, w, BOTTOM), manager=manager, container=root,
                              starting_height=2)
        self.prompt = UILabel(pygame.Rect(10, 4, w - 20, 24), "", manager, container=self.bottom,
                              object_id="#prompt_label")
        self.hint = UILabel(pygame.Rect(10, 26, w - 20, 20), "", manager, container=self.bottom,
                            object_id="#hint_label")
        self.undo_button = UIButton(pygame.Rect(w - 250, 54, 116, 56), "Undo move", manager,
                                    container=self.bottom, tool_tip_text="Take back moves (Ctrl+Z) until a die is rolled")
        self.end_button = UIButton(pygame.Rect(w - 128, 54, 116, 56), "End turn (E)", manager,
                                   container=self.bottom, object_id="#end_turn_button",
                                   tool_tip_text="End this creature's turn")
        self.action_buttons: dict[UIButton, str] = {}
        self.action_keys: list[tuple[str, str, bool, bool]] = []
        self.action_specs: list[Button] = []
        self.choice_panel: UIPanel | None = None
        self.choice_buttons: dict[UIButton, str] = {}
        self.choice_signature: tuple = ()
        self.force_list: UISelectionList | None = None
        self.force_entries: list[str] = []
        self.tooltip: UITooltip | None = None
        self.tooltip_key = ""
        self.roster_rows: list[tuple[pygame.Rect, str]] = []
        self._roster_key: tuple = ()
        self.roster_widget = UIImage(pygame.Rect(0, 0, SIDE - 2, 10), pygame.Surface((SIDE - 2, 10), pygame.SRCALPHA),
                                     manager, container=self.side)
        self.layout(size)

    def _top_button(self, x: int, label: str, tip: str) -> UIButton:
        return UIButton(pygame.Rect(x, 5, 112, 30), label, self.manager, container=self.top, tool_tip_text=tip)

    # ------------------------------------------------------------------ layout
    def viewport(self) -> pygame.Rect:
        w, h = self.size
        return pygame.Rect(0, TOP, w - SIDE, h - TOP - BOTTOM)

    def layout(self, size: tuple[int, int], roster_rows: int | None = None) -> None:
        self.size = size
        w, h = size
        self.top.set_dimensions((w, TOP))
        self.status.set_dimensions((max(200, w - 520), 30))
        for i, b in enumerate((self.speed_button, self.grid_button, self.menu_button, self.help_button)):
            b.set_relative_position((w - 500 + i * 120, 5))
        side_h = h - TOP - BOTTOM
        if roster_rows is not None:
            self.roster_rows_wanted = roster_rows
        rows = getattr(self, "roster_rows_wanted", 8)
        self.roster_height = min(int(side_h * 0.6), 16 + rows * ROW + 2 * 28)
        self.side.set_relative_position((w - SIDE, TOP))
        self.side.set_dimensions((SIDE, side_h))
        self.log.set_rect(pygame.Rect(4, self.roster_height, SIDE - 10, side_h - self.roster_height - 6))
        self.bottom.set_relative_position((0, h - BOTTOM))
        self.bottom.set_dimensions((w, BOTTOM))
        self.prompt.set_dimensions((w - 20, 24))
        self.hint.set_dimensions((w - 20, 20))
        self.undo_button.set_relative_position((w - 250, 54))
        self.end_button.set_relative_position((w - 128, 54))
        specs = self.action_specs
        self.action_keys = []
        self.set_actions(specs)

    # ------------------------------------------------------------------ texts
    def set_status(self, value: str) -> None:
        value = fit_status(value, self.status.rect.w - 12)
        if self.status.text != value:
            self.status.set_text(value)

    def set_prompt(self, prompt: str, hint: str) -> None:
        if self.prompt.text != prompt:
            self.prompt.set_text(prompt)
        if self.hint.text != hint:
            self.hint.set_text(hint)

    def set_speed_label(self, value: str) -> None:
        if self.speed_button.text != value:
            self.speed_button.set_text(value)

    # ------------------------------------------------------------------ action bar
    def set_actions(self, buttons: list[Button]) -> None:
        self.action_specs = list(buttons)
        keys = [(b.key, b.label, b.selected, b.enabled) for b in buttons]
        if [k[:2] + k[3:] for k in keys] == [k[:2] + k[3:] for k in self.action_keys]:
            for button, new, old in zip(self.action_buttons, keys, self.action_keys):
                if new[2] != old[2] and new[3]:
                    (button.select if new[2] else button.unselect)()
            self.action_keys = keys
            return
        for button in self.action_buttons:
            button.kill()
        self.action_buttons = {}
        self.action_keys = keys
        if not buttons:
            return
        per_row, width, height = self._bar_layout(buttons)
        size, padding = FONT_SIZES.get(buttons[0].style, (13, 6))
        for i, b in enumerate(buttons):
            r, col = divmod(i, per_row)
            rect = pygame.Rect(10 + col * (width + 6), 54 + r * (height + 2), width, height)
            shown = fit_label(b.label, width - 2 * padding - 4, size)
            tip = with_whole_label(b.tooltip, b.label, shown)
            button = UIButton(rect, shown, self.manager, container=self.bottom,
                              tool_tip_text=tip or None, object_id=b.style)
            if b.selected:
                button.select()
            if not b.enabled:
                button.disable()
            self.action_buttons[button] = b.key

    def _bar_layout(self, buttons: list[Button]) -> tuple[int, int, int]:
        """(buttons per row, button width, button height) of the action bar for these buttons."""
        area = self.size[0] - 270
        if buttons[0].style == "#choice_button":
            per_row = 1 if len(buttons) == 1 else 2 if len(buttons) <= 4 else 3
            rows = -(-len(buttons) // per_row)
            width = (area - 6 * per_row) // per_row
        else:
            rows = 1 if len(buttons) <= 6 else 2
            per_row = -(-len(buttons) // rows)
            width = max(90, min(200, (area - 6 * per_row) // per_row))
        return per_row, width, 56 if rows == 1 else 27

    def fits_in_bar(self, buttons: list[Button]) -> bool:
        """Whether every label of these buttons fits the action bar whole."""
        if not buttons:
            return True
        _, width, _ = self._bar_layout(buttons)
        size, padding = FONT_SIZES.get(buttons[0].style, (13, 6))
        return all(text_width(b.label, size) <= width - 2 * padding - 4 for b in buttons)

    def show_turn_buttons(self, undo: bool, end: bool, shown: bool | None = None) -> None:
        """Enable the undo and end buttons; both are shown while `shown` (by default: `end`)."""
        shown = end if shown is None else shown
        for button, on in ((self.undo_button, undo), (self.end_button, end)):
            if on and not button.is_enabled:
                button.enable()
            elif not on and button.is_enabled:
                button.disable()
        for button, visible in ((self.undo_button, shown), (self.end_button, shown)):
            if visible and not button.visible:
                button.show()
            elif not visible and button.visible:
                button.hide()

    def label_turn_buttons(self, undo: str, end: str) -> None:
        """Words on the undo and end buttons (a turn: "Undo move", "End turn (E)")."""
        for button, words in ((self.undo_button, undo), (self.end_button, end)):
            if button.text != words:
                button.set_text(words)
                button.rebuild()  # drawn with the new words at once, not some frames later

    # ------------------------------------------------------------------ choice list
    def set_choices(self, title: str, buttons: list[Button], narrow: bool = False) -> None:
        """A panel of choices over the board (or none when `buttons` is empty); `narrow` docks
        it at the board's right edge, leaving the odds card and most of the board in view."""
        signature = (title, tuple((b.key, b.label, b.selected, b.enabled) for b in buttons), narrow)
        if signature == self.choice_signature:
            return
        self.choice_signature = signature
        if self.choice_panel is not None:
            self.choice_panel.kill()
            self.choice_panel, self.choice_buttons = None, {}
        if not buttons:
            return
        view = self.viewport()
        width = min(view.w - 40, 340 if narrow else 720)
        height = 56 + 40 * len(buttons)
        left = view.right - width - 12 if narrow else view.centerx - width // 2
        rect = pygame.Rect(left, view.bottom - height - 16, width, height)
        self.choice_panel = UIPanel(rect, manager=self.manager, container=self.root, starting_height=5)
        UILabel(pygame.Rect(12, 8, width - 24, 30), fit_label(title, width - 40, 16, bold=True), self.manager,
                container=self.choice_panel, object_id="#heading_label")
        for i, b in enumerate(buttons):
            size, padding = FONT_SIZES.get(b.style, (13, 6))
            shown = fit_label(b.label, width - 28 - 2 * padding - 4, size)
            tip = with_whole_label(b.tooltip, b.label, shown)
            button = UIButton(pygame.Rect(12, 44 + i * 40, width - 28, 36), shown, self.manager,
                              container=self.choice_panel, object_id=b.style, tool_tip_text=tip or None)
            if b.selected:
                button.select()
            if not b.enabled:
                button.disable()
            self.choice_buttons[button] = b.key

    # ------------------------------------------------------------------ forced movement list
    def set_force_list(self, entries: list[str], selected: int | None) -> None:
        if entries != self.force_entries:
            if self.force_list is not None:
                self.force_list.kill()
                self.force_list = None
            self.force_entries = list(entries)
            if entries:
                view = self.viewport()
                height = min(view.h // 2, 20 * len(entries) + 8)
                widest = max(text_width(e, 14) for e in entries) + 40  # room for the text and a scroll bar
                rect = pygame.Rect(view.x + 8, view.bottom - height - 8, min(max(440, widest), view.w - 16), height)
                self.force_list = UISelectionList(rect, entries, self.manager, container=self.root,
                                                  starting_height=5, default_selection=None)
        if self.force_list is not None and selected is not None:
            current = self.force_list.get_single_selection()
            wanted = self.force_entries[selected]
            if current != wanted:
                for item in self.force_list.item_list:
                    item["selected"] = item["text"] == wanted
                    element = item.get("button_element")
                    if element is not None:
                        (element.select if item["selected"] else element.unselect)()

    def force_index(self, text_value: str) -> int | None:
        try:
            return self.force_entries.index(text_value)
        except ValueError:
            return None

    # ------------------------------------------------------------------ tooltips
    def show_tooltip(self, key: str, html: str, at: tuple[int, int]) -> None:
        if key == self.tooltip_key and self.tooltip is not None:
            return
        self.hide_tooltip()
        self.tooltip_key = key
        self.tooltip = UITooltip(html, (0, 16), self.manager, wrap_width=300)
        self.tooltip.find_valid_position(pygame.math.Vector2(at))

    def hide_tooltip(self) -> None:
        if self.tooltip is not None:
            self.tooltip.kill()
        self.tooltip, self.tooltip_key = None, ""

    # ------------------------------------------------------------------ roster (drawn)
    def update_roster(self, view: ViewState, sides: list[str], who: dict[str, str],
                      selectable: frozenset[str], focus: frozenset[str]) -> None:
        """Both sides' creatures with their health, who has acted and whose turn it is. The
        picture sits in the side panel as an image widget and is redrawn only when something
        changes."""
        key = (self.size, self.roster_height, tuple(sides), tuple(sorted(who.items())), view.current,
               frozenset(view.acted), selectable, focus, roster_key(view))
        if key != self._roster_key:
            self._roster_key = key
            size = (SIDE - 2, max(1, self.roster_height))
            image, rows = render_roster(size, view, sides, who, selectable, focus)
            left, top = self.size[0] - SIDE + 1, TOP + 1
            self.roster_rows = [(rect.move(left, top), cid) for rect, cid in rows]
            self.roster_widget.set_dimensions(image.get_size())
            self.roster_widget.set_image(image)

    def roster_at(self, pos: tuple[int, int]) -> str | None:
        for rect, cid in self.roster_rows:
            if rect.collidepoint(pos):
                return cid
        return None

    # ------------------------------------------------------------------ odds card (drawn)
    def draw_odds(self, surface: pygame.Surface, odds: AbilityPreview, locked: bool) -> None:
        draw_odds(surface, self.viewport(), odds, locked)

    # ------------------------------------------------------------------ read-outs (drawn)
    def draw_info(self, surface: pygame.Surface, value: str) -> None:
        if not value:
            return
        view = self.viewport()
        images = [text(line, 13, palette.TEXT) for line in wrap_parts(value, view.w - 40)]
        width = max(img.get_width() for img in images)
        height = sum(img.get_height() for img in images)
        box = rounded_box(width + 14, height + 6, (10, 12, 16, 200), 6)
        rect = box.get_rect(bottomright=(view.right - 8, view.bottom - 8))
        surface.blit(box, rect)
        y = rect.y + 3
        for img in images:
            surface.blit(img, (rect.right - 7 - img.get_width(), y))
            y += img.get_height()

    def kill_transient(self) -> None:
        self.set_choices("", [])
        self.set_force_list([], None)
        self.hide_tooltip()


def fit_status(value: str, width: int) -> str:
    """The header line within `width` pixels: when too long, the map's name (its second part)
    goes first, then the end is shortened with an ellipsis."""
    if text_width(value, 16, True) <= width:
        return value
    parts = value.split("  \u00b7  ")
    if len(parts) > 2:
        value = "  \u00b7  ".join(parts[:1] + parts[2:])
    return fit_label(value, width, 16, bold=True)


def wrap_parts(value: str, width: int, size: int = 13) -> list[str]:
    """The read-out's " · "-separated parts, gathered into lines no wider than `width` pixels."""
    lines: list[str] = []
    for part in value.split(" \u00b7 "):
        joined = f"{lines[-1]} \u00b7 {part}" if lines else part
        if lines and text(joined, size, palette.TEXT).get_width() <= width:
            lines[-1] = joined
        else:
            lines.append(part)
    return lines
