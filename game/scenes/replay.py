"""The replay viewer: a saved battle (a save or the autosave) played back one log line at a time,
forwards and backwards, with the board as it stood at each line.

`ReplayListScene` (the title screen's Replays button) lists the saves; `ReplayScene` shows one.
Right (or the Forward button) plays the next moment's animation and sounds; Left steps back at
once; Up/Down jump to the previous or next round, Home/End to the start or the end, Space plays
the battle on by itself, F2 changes the animation speed, F1 lists the keys. The timeline itself is `replay_timeline`.
"""
from __future__ import annotations

from html import escape

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UISelectionList, UITextBox

from rules.core.save import SaveError

from .. import saves
from ..anim import SPEED_NAMES, SPEEDS, Animator
from ..camera import Camera
from ..hud.log_panel import COLOURS as LOG_COLOURS
from ..render import overlays, palette
from ..render.board import BoardRenderer
from ..render.dropped import draw_loose_weapons
from ..render.objects import draw_objects
from ..render.tokens import Marks, draw_creatures
from . import Scene
from .replay_timeline import Replay, open_replay

SIDE_W = 380
BAR_H = 120
TOP_H = 40
LOG_LINES = 26
AUTO_PAUSE = 0.5
"""Seconds between moments while the replay plays by itself (at normal speed)."""


def _coloured(line: str, kind: str) -> str:
    """A past line of the log, coloured by its kind as the battle's log colours it."""
    colour = LOG_COLOURS.get(kind)
    body = escape(line)
    return f"<font color='{colour}'>{body}</font>" if colour else body


class ReplayListScene(Scene):
    """Every save, newest first; double-click or Watch opens one in the viewer."""

    def __init__(self, app, message: str = "") -> None:
        super().__init__(app)
        self.saves = saves.list_saves()
        self.message = message
        self._build()

    def _build(self) -> None:
        m, root = self.manager, self.root
        w, h = self.app.size
        UILabel(pygame.Rect(40, 20, 600, 40), "Replays", m, container=root, object_id="#heading_label")
        hint = ("Choose a saved battle to watch again, step by step." if self.saves
                else "No saved battles yet: F5 in a battle saves one, and the last turn is always autosaved.")
        UILabel(pygame.Rect(40, 60, w - 80, 28), hint, m, container=root, object_id="#prompt_label")
        self.list = UISelectionList(pygame.Rect(40, 100, min(820, w - 80), h - 220),
                                    [s.label for s in self.saves], m, container=root)
        self.watch_button = UIButton(pygame.Rect(40, h - 100, 220, 48), "Watch (Enter)", m, container=root,
                                     object_id="#primary_button")
        self.back_button = UIButton(pygame.Rect(280, h - 100, 220, 48), "Back to title (Esc)", m, container=root)
        self.message_label = UILabel(pygame.Rect(40, h - 46, w - 80, 28), self.message, m, container=root,
                                     object_id="#prompt_label")
        if self.saves:
            self._select(0)

    def _select(self, i: int) -> None:
        for n, item in enumerate(self.list.item_list):
            item["selected"] = n == i
            if item["button_element"] is not None:
                (item["button_element"].select if n == i else item["button_element"].unselect)()

    def chosen(self) -> saves.SaveInfo | None:
        label = self.list.get_single_selection()
        return next((s for s in self.saves if s.label == label), None)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION and event.ui_element is self.list:
            self.watch()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.watch_button:
            self.watch()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back_button:
            self.app.title()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.title()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.watch()

    def watch(self) -> None:
        info = self.chosen()
        if info is None:
            self.message_label.set_text("Choose a save first.")
            return
        try:
            replay = open_replay(info.path)
        except SaveError as exc:
            self.message_label.set_text(f"Could not open: {exc}")
            return
        self.app.switch(ReplayScene(self.app, replay))

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(palette.BACKDROP)

    def resize(self, size: tuple[int, int]) -> None:
        self.root.kill()
        self.root = pygame_gui.core.UIContainer(pygame.Rect((0, 0), size), self.manager, starting_height=1)
        self._build()


class ReplayScene(Scene):
    """One saved battle, moment by moment."""

    def __init__(self, app, replay: Replay, back=None) -> None:
        super().__init__(app)
        self.replay = replay
        self.back_to = back
        """What Esc or Done returns to (a callable making the scene); the list of saves by default."""
        self.step = -1
        """The moment shown (-1: before the first)."""
        self.playing = False
        self.wait = 0.0
        self.time = 0.0
        self.view = replay.view_at(-1)
        self.after = None
        """The view the running animation ends in (set aside until it has played)."""
        self.anim = Animator(self.view)
        self.anim.pace = app.settings.speed
        self.anim.sound = app.sound.play
        start = replay.start or replay.battle
        self.board_art = BoardRenderer(start.board, self._map_art())
        self.camera = Camera(self._viewport(), (start.board.width, start.board.height))
        self.camera.fit(smallest=24)
        self.drag: tuple[int, int] | None = None
        self._build()
        self.show()

    # ------------------------------------------------------------------ layout
    def _viewport(self) -> pygame.Rect:
        w, h = self.app.size
        return pygame.Rect(0, TOP_H, w - SIDE_W, h - TOP_H - BAR_H)

    def _map_art(self):
        if not self.replay.setup.map_path or self.replay.start is None:
            return None
        try:
            from ..render.tiled_art import map_picture
            return map_picture(self.replay.setup.map_path)
        except Exception:  # the picture is a nicety; the board draws without it
            return None

    def _build(self) -> None:
        m, root = self.manager, self.root
        w, h = self.app.size
        self.status = UILabel(pygame.Rect(12, 6, w - SIDE_W - 24, 28), "", m, container=root,
                              object_id="#heading_label")
        UILabel(pygame.Rect(w - SIDE_W + 10, 6, SIDE_W - 20, 28), "Log", m, container=root,
                object_id="#heading_label")
        self.log = UITextBox("", pygame.Rect(w - SIDE_W + 6, TOP_H, SIDE_W - 12, h - TOP_H - BAR_H),
                             m, container=root, object_id="#combat_log")
        y = h - BAR_H + 8
        self.line = UILabel(pygame.Rect(12, y, w - 24, 30), "", m, container=root, object_id="#prompt_label")
        self.note = UILabel(pygame.Rect(12, y + 30, w - 24, 22), self.replay.note and
                            f"The board shows the battle as saved: {self.replay.note}.", m, container=root)
        labels = (("start", "|< Start (Home)"), ("round_back", "<< Round (Up)"), ("back", "< Back (Left)"),
                  ("play", "Play (Space)"), ("forward", "Forward (Right) >"), ("round_on", "Round (Down) >>"),
                  ("end", "End (End) >|"), ("leave", "Done (Esc)"))
        bw = min(150, (w - 24) // len(labels) - 6)
        self.buttons: dict[UIButton, str] = {}
        for i, (key, label) in enumerate(labels):
            button = UIButton(pygame.Rect(12 + i * (bw + 6), h - 56, bw, 44), label, m, container=root,
                              object_id="#primary_button" if key == "forward" else None)
            self.buttons[button] = key
        self.play_button = next(b for b, k in self.buttons.items() if k == "play")

    # ------------------------------------------------------------------ moving through the story
    @property
    def last(self) -> int:
        return len(self.replay.moments) - 1

    def go(self, step: int, animate: bool = False) -> None:
        """Show moment `step` (clamped); moving one on can animate it, anything else jumps."""
        step = max(-1, min(self.last, step))
        if animate and step == self.step + 1 and self.replay.start is not None:
            self.anim.skip()
            self._settle()
            self.anim.play(self.replay.events_of(step))
            self.after = self.replay.view_at(step)
        else:
            self.anim.clear()
            self.after = None
            self.view = self.replay.view_at(step)
            self.anim.view = self.view
        self.step = step
        if step >= self.last:
            self.playing = False
        self._follow()
        self.show()

    def _follow(self) -> None:
        """Bring the creature the shown line is about into view (the camera stays put if it is)."""
        if self.step < 0:
            return
        ev = self.replay.events[self.replay.moments[self.step].index]
        c = self.view.creatures.get(str(getattr(ev, "creature", "") or getattr(ev, "target", "")))
        if c is None:
            return
        at = self.camera.cell_rect(c.x, c.y, c.squares)
        if not self.camera.viewport.inflate(-2 * self.camera.cell, -2 * self.camera.cell).contains(at):
            self.camera.centre_on(c.x + c.squares / 2, c.y + c.squares / 2)

    def _settle(self) -> None:
        """Once a moment's animation is over, the board is exactly the moment's (as the battle
        screen syncs its view after animating)."""
        if self.after is not None and not self.anim.busy:
            self.view, self.after = self.after, None
            self.anim.view = self.view

    def forward(self) -> None:
        self.go(self.step + 1, animate=True)

    def back(self) -> None:
        self.go(self.step - 1)

    def round_step(self, direction: int) -> None:
        """To the previous or next round's first line (or the start or end)."""
        moments = self.replay.moments
        current = moments[self.step].round if self.step >= 0 else 0
        if direction > 0:
            target = next((i for i in range(self.step + 1, len(moments)) if moments[i].round > current), self.last)
        else:
            starts = [i for i in range(0, max(0, self.step)) if moments[i].kind == "round_started"
                      and moments[i].round < current]
            target = starts[-1] if starts else -1
        self.go(target)

    def toggle_play(self) -> None:
        if self.step >= self.last:
            self.go(-1)
        self.playing = not self.playing
        self.wait = 0.0
        self.show()

    # ------------------------------------------------------------------ what is shown
    def show(self) -> None:
        moments = self.replay.moments
        here = moments[self.step] if self.step >= 0 else None
        rnd = f"Round {here.round}" if here and here.round else "Before the first round"
        where = self.replay.battle.board.name or self.replay.setup.map_name
        self.status.set_text(f"Replay: {self.replay.name} · {where} · {rnd} · "
                             f"line {self.step + 1} of {len(moments)}")
        self.line.set_text(here.line if here else "The battle is about to begin (Right to step on).")
        first = max(0, self.step - LOG_LINES + 1)
        rows = [_coloured(m.line, m.kind) for m in moments[first:max(0, self.step)]]
        if here is not None:
            rows.append(f"<font color='#FFCE54'><b>{escape(here.line)}</b></font>")
        self.log.set_text("<br>".join(rows) or "<i>Nothing has happened yet.</i>")
        bar = self.log.scroll_bar
        if bar is not None:
            bar.set_scroll_from_start_percentage(1.0)
            bar.has_moved_recently = True
        self.play_button.set_text("Pause (Space)" if self.playing else "Play (Space)")

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            self.act(self.buttons[event.ui_element])
        elif event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif event.type == pygame.MOUSEWHEEL:
            self.camera.zoom_at(1 if event.y > 0 else -1, *pygame.mouse.get_pos())
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2) \
                and self.camera.viewport.collidepoint(event.pos):
            self.drag = event.pos
        elif event.type == pygame.MOUSEBUTTONUP:
            self.drag = None
        elif event.type == pygame.MOUSEMOTION and self.drag is not None:
            self.camera.pan(self.drag[0] - event.pos[0], self.drag[1] - event.pos[1])
            self.drag = event.pos

    KEYS = {pygame.K_RIGHT: "forward", pygame.K_LEFT: "back", pygame.K_UP: "round_back",
            pygame.K_PAGEUP: "round_back", pygame.K_DOWN: "round_on", pygame.K_PAGEDOWN: "round_on",
            pygame.K_HOME: "start", pygame.K_END: "end", pygame.K_SPACE: "play", pygame.K_ESCAPE: "leave",
            pygame.K_F1: "help"}

    def _key(self, key: int) -> None:
        if key == pygame.K_F2:
            self.cycle_speed()
        elif key in (pygame.K_EQUALS, pygame.K_PLUS, pygame.K_KP_PLUS):
            self.camera.zoom_at(1)
        elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.camera.zoom_at(-1)
        elif key in self.KEYS:
            self.act(self.KEYS[key])

    def act(self, what: str) -> None:
        if what != "play":
            self.playing = False
        actions = {"forward": self.forward, "back": self.back, "start": lambda: self.go(-1),
                   "end": lambda: self.go(self.last), "round_back": lambda: self.round_step(-1),
                   "round_on": lambda: self.round_step(1), "play": self.toggle_play,
                   "leave": self.leave_replay, "help": self.help_toast}
        actions[what]()

    def cycle_speed(self) -> None:
        """F2: the next animation speed (remembered in the settings, as in battle)."""
        i = SPEEDS.index(self.anim.pace) if self.anim.pace in SPEEDS else 1
        self.anim.pace = SPEEDS[(i + 1) % len(SPEEDS)]
        self.app.settings.speed = self.anim.pace
        self.app.save_settings()
        self.line.set_text(f"Animation speed: {SPEED_NAMES[self.anim.pace]} (F2)")

    def help_toast(self) -> None:
        self.line.set_text("Right: next line · Left: back · Up/Down: by round · Home/End · Space: play · "
                           "F2: speed · wheel: zoom · drag: pan · M: sound · Esc: done")

    def leave_replay(self) -> None:
        self.app.switch(self.back_to() if self.back_to is not None else ReplayListScene(self.app))

    # ------------------------------------------------------------------ the frame
    def update(self, dt: float) -> None:
        self.time += dt
        self.anim.update(dt)
        self._settle()
        if self.playing and not self.anim.busy:
            self.wait += dt
            if self.wait >= AUTO_PAUSE / (self.anim.pace or 4.0):
                self.wait = 0.0
                self.forward()

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(palette.BACKDROP)
        cam = self.camera
        self.board_art.draw(surface, cam, False, False, self.replay.start or self.replay.battle)  # zones, no reach
        clip = surface.get_clip()
        surface.set_clip(cam.viewport)
        for squares in self.view.zones.values():
            overlays.tint_squares(surface, cam, squares, palette.ZONE, alpha=60, border=False)
            overlays.outline_region(surface, cam, squares, palette.ZONE, width=2)
        draw_objects(surface, cam, self.view.objects)
        draw_loose_weapons(surface, cam, self.view)
        draw_creatures(surface, cam, self.view, Marks(current=self.view.current, acted=frozenset(self.view.acted),
                                                      time=self.time))
        self.anim.draw(surface, cam)
        surface.set_clip(clip)

    def resize(self, size: tuple[int, int]) -> None:
        self.root.kill()
        self.root = pygame_gui.core.UIContainer(pygame.Rect((0, 0), size), self.manager, starting_height=1)
        self._build()
        self.camera.resize(self._viewport())
        self.show()
