"""Drawing the battle screen: the board, overlays, objects, tokens, effects and read-outs.
Mixed into `BattleScene`."""
from __future__ import annotations

import pygame

from ..pickers import CreaturePicker, TurnPicker
from ..render import overlays, palette
from ..render.board import describe_square
from ..render.dropped import draw_loose_weapons, weapon_note
from ..hud.objectives_card import draw_objectives_card
from ..render.objectives import draw_objectives
from ..render.objects import draw_objects
from ..render.focus import draw_focus
from ..render.height_lens import draw_height_label, draw_height_lens
from ..render.sight_line import draw_sight_line
from ..render.stacks import describe_stack
from ..render.threat import draw_creature_threat, draw_side_threat, draw_threat_targets, threat_line
from ..render.tokens import Marks, draw_creatures
from ..render.zones import zone_note


class BattleDrawing:
    """How the battle scene paints itself each frame."""

    def draw(self, surface: pygame.Surface) -> None:
        cam = self.camera
        self._fill_margins(surface)
        self.board_art.draw(surface, cam, self.grid, self.heights, self.battle, self.view.current)
        clip = surface.get_clip()
        surface.set_clip(cam.viewport)
        busy = self.anim.busy
        if self.picker is not None and not busy:
            self.picker.draw(surface, cam, "under")
        if self.show_threat and not busy:
            draw_side_threat(surface, cam, self.threats.side(self.battle, self.threat_side()))
        shown = self.hovered_threat() if not busy else None
        if shown is not None:
            draw_creature_threat(surface, cam, self.view, shown)
        for squares in self.view.zones.values():
            overlays.tint_squares(surface, cam, squares, palette.ZONE, alpha=60, border=False)
            overlays.outline_region(surface, cam, squares, palette.ZONE, width=2)
        objectives = self.battle.rules.objectives(self.battle)
        draw_objectives(surface, cam, objectives, self._object_squares())
        if self.hover_sq is not None and not busy:
            draw_height_lens(surface, cam, self.battle.board, self.hover_sq, label=False)
        draw_objects(surface, cam, self.view.objects)
        draw_loose_weapons(surface, cam, self.view)
        declaring = self.decision.creature if self.decision is not None and not busy else ""
        marks = Marks(current=self.view.current or declaring, acted=frozenset(self.view.acted),
                      selectable=self.picker.selectable() if self.picker is not None and not busy else frozenset(),
                      hover=self.hover_cid, targets=self.picker.targets() if self.picker and not busy else frozenset(),
                      time=self.time)
        draw_creatures(surface, cam, self.view, marks)
        self.stack_layout = marks.stacks
        if shown is not None:
            draw_threat_targets(surface, cam, self.view, shown, marks)
        if self.picker is not None and not busy:
            if not isinstance(self.picker, CreaturePicker):  # who acts next is no target
                draw_focus(surface, cam, self.view, marks, self.time)
            if getattr(self.picker, "blocked", None) is not None:
                draw_sight_line(surface, cam, self.picker.blocked)
        self.draw_intents(surface, cam)
        if self.picker is not None and not busy:
            self.picker.draw(surface, cam, "over")
        if self.hover_sq is not None and not busy:
            overlays.hover_square(surface, cam, self.hover_sq)
            draw_height_label(surface, cam, self.battle.board, self.hover_sq)
        self.anim.draw(surface, cam)
        surface.set_clip(clip)
        self._draw_readouts(surface)

    def threat_side(self) -> str:
        """The side the T overlay shows: the one not deciding now (the second side at first)."""
        acting = self.decision.side if self.decision is not None else ""
        c = self.battle.creatures.get(self.battle.current)
        acting = acting or (c.side if c is not None else self.battle.sides[0])
        return next((s for s in self.battle.sides if s != acting), self.battle.sides[-1])

    def hovered_threat(self):
        """The hovered creature's reach, unless it is the one acting or a target is being chosen."""
        cid = self.hover_cid
        if not cid or cid == self.view.current or cid not in self.battle.creatures:
            return None
        if isinstance(self.picker, TurnPicker) and self.picker.group is not None:
            return None
        if self.decision is not None and cid == self.decision.creature:
            return None
        return self.threats.of(self.battle, cid)

    def _fill_margins(self, surface: pygame.Surface) -> None:
        """Clear the parts of the viewport the board does not cover."""
        view = self.camera.viewport
        board = self.camera.cell_rect(0, 0).unionall([self.camera.cell_rect(self.battle.board.width - 1,
                                                                            self.battle.board.height - 1)])
        inside = board.clip(view)
        if inside.w == 0 or inside.h == 0:
            surface.fill(palette.BACKDROP, view)
            return
        for rect in (pygame.Rect(view.x, view.y, view.w, inside.y - view.y),
                     pygame.Rect(view.x, inside.bottom, view.w, view.bottom - inside.bottom),
                     pygame.Rect(view.x, inside.y, inside.x - view.x, inside.h),
                     pygame.Rect(inside.right, inside.y, view.right - inside.right, inside.h)):
            if rect.w > 0 and rect.h > 0:
                surface.fill(palette.BACKDROP, rect)

    def _draw_readouts(self, surface: pygame.Surface) -> None:
        """The card strip, the odds card and the square read-out, drawn over the board but
        under the widgets."""
        self.card_strip.draw(surface, self.camera.viewport, self.battle, self.view, self.anim.busy)
        if self.picker is not None and not self.anim.busy:
            odds = self.picker.odds()
            if odds is not None:
                self.hud.draw_odds(surface, odds, self.picker.locked)
        self.hud.draw_info(surface, self._hover_text())
        draw_objectives_card(surface, self.hud.viewport(), self.battle.rules.objectives(self.battle))

    def _object_squares(self) -> dict[str, set[tuple[int, int]]]:
        """The squares each board object still standing covers."""
        return {o.id: {(c[0], c[1]) for c in o.cells} for o in self.battle.objects.values()}

    def _update_roster(self) -> None:
        selectable = self.picker.selectable() if self.picker is not None else frozenset()
        focus = self.picker.targets() if isinstance(self.picker, CreaturePicker) else frozenset()
        self.hud.update_roster(self.view, self.battle.sides, {s: self.who_label(s) for s in self.battle.sides},
                               selectable, focus)

    def _hover_text(self) -> str:
        if self.hover_sq is None:
            return ""
        x, y = self.hover_sq
        value = describe_square(self.battle.board, x, y, self.battle.rules.hazard_note)
        shown = self.hovered_threat() if not self.anim.busy else None
        if shown is not None:
            value = threat_line(self.view, shown) + " · " + value
        stack = describe_stack(list(self.view.creatures.values()), x, y, self.view.height_above_ground)
        if stack:
            value += f" · {stack}"
        weapon = weapon_note(self.view, x, y)
        if weapon:
            value += f" · {weapon}"
        obj = self.view.object_at(x, y)
        if obj is not None:
            value += f" · {obj.name} ({obj.material}, {obj.vitals.name} {obj.vitals.current})"
        return value + zone_note(self.battle.zones, x, y)

