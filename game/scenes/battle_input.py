"""The battle screen's input: keys, mouse on the board and the roster, widget presses, and the
camera following the action. Mixed into `BattleScene`, whose state it reads and drives."""
from __future__ import annotations

import math

import pygame
import pygame_gui

from rules.core.decisions import Option

from ..render import palette
from ..render.threat import gives_threats
from ..pickers import ChoicePicker, CreaturePicker, DeclarePicker, ForcePicker, TurnPicker
from .battle_declare import RESOLVE

PAN_SPEED = 900


class BattleInput:
    """Input handling and camera control for the battle scene."""

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.overlay is not None and self.overlay.handle_event(event):
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
        elif event.type == pygame_gui.UI_BUTTON_ON_HOVERED and isinstance(self.picker, DeclarePicker):
            key = self.hud.choice_buttons.get(event.ui_element) or self.hud.action_buttons.get(event.ui_element)
            if key and self.picker.point_at(key):
                self._refresh_picker_widgets()
        elif event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and isinstance(self.picker, ForcePicker):
            index = self.hud.force_index(event.text)
            if index is not None:
                self.picker.pick_index(index)
                self._refresh_picker_widgets()
        elif event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION and isinstance(self.picker, ForcePicker):
            index = self.hud.force_index(event.text)
            if index is not None:
                self.picker.pick_index(index)
                self._commit(self.picker.confirm())
        elif event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEMOTION:
            self._mouse_move(event.pos, event.buttons)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self._mouse_down(event.pos, event.button)
        elif event.type == pygame.MOUSEBUTTONUP:
            self._mouse_up(event.pos, event.button)
        elif event.type == pygame.MOUSEWHEEL:
            self._wheel(event)

    def _button(self, element) -> None:
        hud = self.hud
        if element is hud.speed_button:
            self.cycle_speed()
        elif element is hud.grid_button:
            self.grid = not self.grid
        elif element is hud.menu_button:
            self.open_menu()
        elif element is hud.help_button:
            self.open_help()
        elif element is hud.undo_button:
            self.undo()
        elif element is hud.end_button and isinstance(self.picker, (TurnPicker, DeclarePicker)):
            self._commit(self.picker.end_turn())
        elif element in hud.action_buttons and hud.action_buttons[element] == RESOLVE:
            self.resolve_reveal()
        elif element in hud.action_buttons and self.picker is not None:
            key = hud.action_buttons[element]
            self._commit(self.picker.press(key))
        elif element in hud.choice_buttons and self.picker is not None:
            self._commit(self.picker.press(hud.choice_buttons[element]))

    def _key(self, event: pygame.event.Event) -> None:
        key, mod = event.key, event.mod
        ctrl = bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        if key == pygame.K_F1:
            self.open_help()
        elif key == pygame.K_F2:
            self.cycle_speed()
        elif key == pygame.K_F5:
            self.quick_save()
        elif key == pygame.K_F9:
            self.quick_load()
        elif key == pygame.K_SPACE:
            self.anim.skip()
        elif key == pygame.K_ESCAPE:
            if self.picker is None or not self.picker.cancel():
                self.open_menu()
            self._refresh_picker_widgets()
        elif key == pygame.K_z and ctrl or key == pygame.K_u:
            self.undo()
        elif key == pygame.K_g:
            self.grid = not self.grid
        elif key == pygame.K_h:
            self.heights = not self.heights
        elif key == pygame.K_t:
            self.toggle_threat()
        elif key == pygame.K_c:
            self._centre_on_current()
        elif key == pygame.K_p and self.setup.mode == "watch":
            self.paused = not self.paused
            self.toast("Paused (P to go on)" if self.paused else "Going on")
        elif key in (pygame.K_EQUALS, pygame.K_PLUS, pygame.K_KP_PLUS):
            self.camera.zoom_at(1)
        elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.camera.zoom_at(-1)
        elif key == pygame.K_RETURN or key == pygame.K_KP_ENTER:
            if self.held_events is not None and not self.anim.busy:
                self.resolve_reveal()
            elif self.battle.winner and not self.anim.busy:
                self.show_result()
            elif self.picker is not None:
                self._commit(self.picker.confirm())
        elif self.picker is not None:
            self._picker_key(key, mod, event.unicode)

    def toggle_threat(self) -> None:
        """T: shade (or stop shading) the squares the other side could strike this turn."""
        self.show_threat = not self.show_threat
        side = self.threat_side()
        name = palette.SIDE_NAMES.get(side, side)
        if not self.show_threat:
            self.toast("Threat map hidden (T shows it)")
        elif not gives_threats(self.battle.rules):
            self.toast(f"{self.battle.rules.title} gives no threat map")
        else:
            self.toast(f"Red squares: where the {name} could strike this turn (T hides them)")

    def _picker_key(self, key: int, mod: int, char: str) -> None:
        picker = self.picker
        if key == pygame.K_TAB or key in (pygame.K_RIGHTBRACKET, pygame.K_LEFTBRACKET):
            step = -1 if (mod & pygame.KMOD_SHIFT or key == pygame.K_LEFTBRACKET) else 1
            picker.cycle(step)
            if key == pygame.K_TAB:
                point = picker.focus_point()
                if point is not None:
                    self._ensure_visible(point)
            self._refresh_picker_widgets()
            return
        if isinstance(picker, TurnPicker):
            if key == pygame.K_e:
                self._commit(picker.end_turn())
            elif key == pygame.K_x:
                self._commit(picker.select_group("disengage"))
            elif char:
                self._commit(picker.hotkey(char))
            self._refresh_picker_widgets()
        elif isinstance(picker, ChoicePicker) and char and char.isdigit():
            self._commit(picker.hotkey(char))
        elif isinstance(picker, DeclarePicker) and char:
            self._commit(picker.hotkey(char))
        elif isinstance(picker, CreaturePicker) and char and char.isdigit() and char != "0":
            index = int(char) - 1
            if index < len(picker.order):
                self._commit(picker.press(picker.order[index]))

    def _commit(self, option: Option | None) -> None:
        if option is not None:
            self.apply(option)
        else:
            self._refresh_picker_widgets()

    def _mouse_move(self, pos: tuple[int, int], buttons) -> None:
        if self.mouse_down is not None and (buttons[0] or buttons[1] or buttons[2]):
            dx, dy = pos[0] - self.last_mouse[0], pos[1] - self.last_mouse[1]
            if self.dragging or abs(pos[0] - self.mouse_down[0]) + abs(pos[1] - self.mouse_down[1]) > 6:
                self.dragging = True
                self.camera.pan(-dx, -dy)
                self.cam_target = None
        self.last_mouse = pos
        square = self.camera.cell_at(*pos) if not self._over_widget(pos) else None
        if square != self.hover_sq:
            self.hover_sq = square
            self.hover_since = self.time
            if self.picker is not None:
                self.picker.hover(square)
                self._refresh_picker_widgets()

    def _over_widget(self, pos: tuple[int, int]) -> bool:
        if not self.camera.viewport.collidepoint(pos):
            return True
        for element in (self.hud.choice_panel, self.hud.force_list):
            if element is not None and element.rect.collidepoint(pos):
                return True
        return self.overlay is not None

    def _mouse_down(self, pos: tuple[int, int], button: int) -> None:
        if button in (1, 2):
            self.mouse_down, self.last_mouse, self.dragging = pos, pos, False
        elif button == 3:
            if self.picker is not None and self.picker.cancel():
                self._refresh_picker_widgets()

    def _mouse_up(self, pos: tuple[int, int], button: int) -> None:
        was_drag = self.dragging
        self.mouse_down, self.dragging = None, False
        if button != 1 or was_drag:
            return
        roster = self.hud.roster_at(pos)
        if roster is not None:
            self._roster_click(roster)
            return
        if self._over_widget(pos) or self.anim.busy:
            return
        square = self.camera.cell_at(*pos)
        if self.picker is not None and square is not None:
            self.picker.hover(square)
            self._commit(self.picker.click(square))

    def _roster_click(self, cid: str) -> None:
        if isinstance(self.picker, CreaturePicker) and cid in self.picker.by_id:
            self._commit(self.picker.press(cid))
            return
        c = self.view.creatures.get(cid)
        if c is not None:
            self.cam_target = (c.x + c.squares / 2, c.y + c.squares / 2)

    def _wheel(self, event: pygame.event.Event) -> None:
        pos = self.last_mouse
        if self._over_widget(pos):
            return
        if pygame.key.get_mods() & pygame.KMOD_SHIFT and self.picker is not None:
            self.picker.cycle(-1 if event.y > 0 else 1)
            self._refresh_picker_widgets()
            return
        self.camera.zoom_at(1 if event.y > 0 else -1, *pos)

    def _pan_keys(self, dt: float) -> None:
        if self.overlay is not None and self.overlay.blocks:
            return
        if self.manager.get_focus_set():
            return
        keys = pygame.key.get_pressed()
        dx = (keys[pygame.K_RIGHT] or keys[pygame.K_d]) - (keys[pygame.K_LEFT] or keys[pygame.K_a])
        dy = (keys[pygame.K_DOWN] or keys[pygame.K_s]) - (keys[pygame.K_UP] or keys[pygame.K_w])
        if dx or dy:
            self.camera.pan(dx * PAN_SPEED * dt, dy * PAN_SPEED * dt)
            self.cam_target = None


    def _ensure_visible(self, point: tuple[float, float]) -> None:
        sx, sy = self.camera.to_screen(*point)
        inner = self.camera.viewport.inflate(-self.camera.viewport.w * 0.3, -self.camera.viewport.h * 0.3)
        if not inner.collidepoint(sx, sy):
            self.cam_target = point

    def _follow_camera(self, dt: float) -> None:
        focus = self.anim.focus
        if focus is not None and focus != self.last_focus:
            self.last_focus = focus
            self._ensure_visible(focus)
        if self.cam_target is None:
            return
        if self.anim.pace == 0.0:
            self.camera.centre_on(*self.cam_target)
            self.cam_target = None
            return
        cx, cy = self.camera.centre()
        tx, ty = self.cam_target
        k = 1 - math.exp(-dt * 7)
        self.camera.centre_on(cx + (tx - cx) * k, cy + (ty - cy) * k)
        if abs(tx - cx) < 0.05 and abs(ty - cy) < 0.05:
            self.cam_target = None

    def _map_art(self):
        """The Tiled map's own picture for the board, when the game is played on one."""
        if not self.setup.map_path:
            return None
        from ..render.tiled_art import map_picture
        return map_picture(self.setup.map_path)

    def _frame_the_fight(self) -> None:
        """Start zoomed in enough to read the tokens, centred on the creatures."""
        self.camera.fit(smallest=40)
        alive = [c for c in self.battle.creatures.values() if not c.dead and not c.removed]
        if alive:
            self.camera.centre_on(sum(c.pos[0] + c.squares / 2 for c in alive) / len(alive),
                                  sum(c.pos[1] + c.squares / 2 for c in alive) / len(alive))

    def _centre_on_current(self) -> None:
        cid = self.battle.current or (self.decision.creature if self.decision else "")
        c = self.view.creatures.get(cid)
        if c is not None:
            self.cam_target = (c.x + c.squares / 2, c.y + c.squares / 2)

