"""Drawing the battle screen: the board, overlays, objects, tokens, effects and read-outs.
Mixed into `BattleScene`."""
from __future__ import annotations

import pygame

from ..pickers import CreaturePicker
from ..render import overlays, palette
from ..render.board import describe_square
from ..render.dropped import draw_loose_weapons, weapon_note
from ..hud.objectives_card import draw_objectives_card
from ..render.objectives import draw_objectives
from ..render.objects import draw_objects
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
        for squares in self.view.zones.values():
            overlays.tint_squares(surface, cam, squares, palette.ZONE, alpha=60, border=False)
            overlays.outline_region(surface, cam, squares, palette.ZONE, width=2)
        objectives = self.battle.rules.objectives(self.battle)
        draw_objectives(surface, cam, objectives, self._object_squares())
        draw_objects(surface, cam, self.view.objects)
        draw_loose_weapons(surface, cam, self.view)
        declaring = self.decision.creature if self.decision is not None and not busy else ""
        marks = Marks(current=self.view.current or declaring, acted=frozenset(self.view.acted),
                      selectable=self.picker.selectable() if self.picker is not None and not busy else frozenset(),
                      hover=self.hover_cid, targets=self.picker.targets() if self.picker and not busy else frozenset(),
                      time=self.time)
        draw_creatures(surface, cam, self.view, marks)
        self.draw_intents(surface, cam)
        if self.picker is not None and not busy:
            self.picker.draw(surface, cam, "over")
        if self.hover_sq is not None and not busy:
            overlays.hover_square(surface, cam, self.hover_sq)
        self.anim.draw(surface, cam)
        surface.set_clip(clip)
        self._draw_readouts(surface)

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
        """The odds card and the square read-out, drawn over the board but under the widgets."""
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
        weapon = weapon_note(self.view, x, y)
        if weapon:
            value += f" · {weapon}"
        obj = self.view.object_at(x, y)
        if obj is not None:
            value += f" · {obj.name} ({obj.material}, {obj.vitals.name} {obj.vitals.current})"
        return value + zone_note(self.battle.zones, x, y)

