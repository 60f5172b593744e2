"""The combat log: events narrated by the battle's ruleset in a scrolling pygame-gui text box.

Lines are collected as the animations reach their events and handed to the text box once per
frame (the widget lays text out again on every change, so batching keeps frames smooth). Only
the latest lines stay in the box; the full story is in the battle's event list.
"""
from __future__ import annotations

import html

import pygame
import pygame_gui

from rules.core.battle import Battle
from rules.core.events import Event
from rules.core.ruleset import Narrator

KEEP = 140
TRIM_TO = 90
COLOURS = {"round_started": "#FFCE54", "damaged": "#FF8A80", "died": "#FF5252",
           "combat_ended": "#FFCE54", "turn_started": "#FFFFFF", "power_rolled": "#D7CCC8", "test_made": "#B3E5FC",
           "condition_gained": "#CE93D8", "fell": "#FFAB91", "slammed": "#FFAB91",
           "healed": "#A5D6A7", "knocked_out": "#B39DDB"}
SIDE_HEX = {"heroes": "#64B5F6", "monsters": "#EF8A80"}


class LogPanel:
    def __init__(self, rect: pygame.Rect, manager: pygame_gui.UIManager, container=None) -> None:
        self.box = pygame_gui.elements.UITextBox("", rect, manager, container=container,
                                                 object_id="#combat_log")
        self.lines: list[str] = []
        self.pending: list[str] = []
        self.narrator: Narrator | None = None

    def bind(self, battle: Battle) -> None:
        """Narrate this battle from now on, in its ruleset's words."""
        self.narrator = battle.rules.narrator(battle)

    def add_event(self, ev: Event, battle: Battle) -> None:
        if self.narrator is None or self.narrator.battle is not battle:
            self.bind(battle)
        line = self.narrator.line(ev)  # type: ignore[union-attr]
        if line is None:
            return
        self.add(line, ev.kind, _side_of(ev, battle))

    def add(self, line: str, kind: str = "", side: str = "") -> None:
        body = html.escape(line.strip())
        indent = "&nbsp;&nbsp;" * min(3, (len(line) - len(line.lstrip())) // 2)
        colour = COLOURS.get(kind) or (SIDE_HEX.get(side) if kind in ("turn_started", "ability_used", "moved") else None)
        if kind == "round_started":
            body = f"<b>{body}</b>"
        if colour:
            body = f"<font color='{colour}'>{body}</font>"
        self.pending.append(indent + body)

    def flush(self, force_trim: bool = False) -> None:
        """Hand the collected lines to the widget (call once per frame)."""
        if not self.pending and not force_trim:
            return
        self.lines.extend(self.pending)
        if len(self.lines) > KEEP or force_trim:
            self.lines = self.lines[-TRIM_TO:]
            self.box.set_text("<br>".join(self.lines))
        elif self.pending:
            prefix = "<br>" if len(self.lines) > len(self.pending) else ""
            self.box.append_html_text(prefix + "<br>".join(self.pending))
        self.pending = []
        self.scroll_to_end()

    def scroll_to_end(self) -> None:
        """Show the newest lines (the widget starts at the top after laying its text out again)."""
        bar = self.box.scroll_bar
        if bar is not None:
            bar.set_scroll_from_start_percentage(1.0)
            bar.has_moved_recently = True

    def reset(self, battle: Battle, last: int = 40) -> None:
        """Show the last few lines of a battle's story (after loading or undo)."""
        self.bind(battle)
        self.lines, self.pending = [], []
        for ev in battle.events[-last * 2:]:
            self.add_event(ev, battle)
        self.lines = self.pending[-last:]
        self.pending = []
        self.box.set_text("<br>".join(self.lines))
        self.scroll_to_end()

    def set_rect(self, rect: pygame.Rect) -> None:
        self.box.set_relative_position(rect.topleft)
        self.box.set_dimensions(rect.size)

    def kill(self) -> None:
        self.box.kill()


def _side_of(ev: Event, battle: Battle) -> str:
    cid = getattr(ev, "creature", "")
    c = battle.creatures.get(cid) if isinstance(cid, str) else None
    return c.side if c else ""
