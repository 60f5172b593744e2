"""The declare phase on the battle screen (seed 001, Combat Order: a side declares every move
and action before any die is rolled, then they resolve). Mixed into `BattleScene`.

- While a person declares, the side's declarations so far are drawn as arrows, with the option
  in focus as a thinner preview; U takes the last answer back until the side is locked in.
- Declarations are private to the side making them: an AI side's are hidden from the person in
  solo play until the side is done, and in hot-seat play the hand-off screen covers the board.
- Once a side is done, its declarations are revealed together as arrows. When someone at this
  screen has not made them (solo: the AI's; hot-seat: the other player's), the battle holds
  there, so they can be read, until the player says to resolve them.
"""
from __future__ import annotations

from ..intents import Intent, action_words, from_decision, is_declaring, revealed_side, split_at_reveal
from ..pickers import Button, DeclarePicker
from ..render import palette
from ..render.intents import draw_intents

REVEAL_PAUSE = 1.2
"""Seconds the revealed arrows stay up when nobody needs to read them (watch, your own side)."""
RESOLVE = "resolve"
"""Action-bar key of the button that ends the reveal hold."""
RESOLVE_BUTTON = Button(RESOLVE, "Resolve (Enter)", "", "Roll the dice and play out every declaration",
                        True, style="#primary_button")


class DeclarePhase:
    """Intents on the board, the reveal hold and which declarations each player may see."""

    held_events: list | None = None
    """Events waiting behind a reveal the player has not yet dismissed."""

    # ------------------------------------------------------------------ who sees what
    def may_see_declaring(self, side: str) -> bool:
        """Whether the screen may show a side's declarations before the side is done."""
        if self.setup.mode == "watch" or self.app.autoplay:
            return True
        return self.setup.controller(side) == "human"

    def shown_intents(self) -> list[Intent]:
        """The intents drawn this frame: revealed ones, plus the declaring side's own (when this
        screen may show them) and the picker's preview."""
        if self.overlay is not None and self.overlay.blocks:
            return []
        out = list(self.view.intents)
        decision = self.battle.pending()
        if (is_declaring(decision) and not self.anim.busy and self.held_events is None
                and self.may_see_declaring(decision.side)):  # type: ignore[union-attr]
            mine = from_decision(self.battle, decision)
            preview = self.picker.preview() if isinstance(self.picker, DeclarePicker) else None
            if preview is not None:
                mine = [i for i in mine if i.creature != preview.creature] + [preview]
            out += mine
        return out

    def draw_intents(self, surface, camera) -> None:
        intents = self.shown_intents()
        if not intents:
            return
        captions = {i.creature: action_words(self.battle, i) for i in intents if not i.preview}
        if isinstance(self.picker, DeclarePicker):
            captions["preview"] = self.picker.caption()
        draw_intents(surface, camera, self.view, intents, captions)

    # ------------------------------------------------------------------ the reveal
    def play_with_reveal(self, fresh: list) -> None:
        """Animate new events; a reveal of declarations is held for reading when needed."""
        head, tail = split_at_reveal(fresh)
        if not head:
            self.anim.play(fresh)
            return
        self.anim.play(head)
        side = revealed_side(self.battle, head)
        if self._should_hold(side):
            self.held_events = tail
            self.held_side = side
            return
        from ..anim.steps import InstantStep, PauseStep
        self.anim.queue.append((PauseStep(REVEAL_PAUSE), None))
        self.anim.queue.append((InstantStep(lambda v, fx: v.intents.clear()), None))
        self.anim.play(tail)

    def _should_hold(self, side: str) -> bool:
        if self.app.autoplay or self.setup.mode == "watch":
            return False
        return self.setup.mode == "hotseat" or self.setup.controller(side) != "human"

    def follow_declarer(self, decision) -> None:
        """Keep the creature now declaring in sight."""
        c = self.battle.creatures.get(decision.creature or "")
        if c is not None:
            self._ensure_visible((c.pos[0] + c.squares / 2, c.pos[1] + c.squares / 2))

    def _look_at_intents(self) -> None:
        """Centre the camera on the revealed arrows (once, as the hold begins)."""
        points = []
        for i in self.view.intents:
            c = self.view.creatures.get(i.creature)
            if c is not None:
                points.append((c.x + c.squares / 2, c.y + c.squares / 2))
            if i.to is not None:
                points.append((i.to[0] + 0.5, i.to[1] + 0.5))
        if points:
            self.cam_target = (sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points))

    def show_reveal(self) -> None:
        """The prompt while the revealed declarations wait to be read."""
        if not getattr(self, "reveal_shown", False):
            self.reveal_shown = True
            self._look_at_intents()
        side = getattr(self, "held_side", "")
        name = palette.SIDE_NAMES.get(side, side)
        who = "Both players may look" if self.setup.mode == "hotseat" else "Read them before they resolve"
        self.hud.set_prompt(f"The {name.lower()} have declared: their intents are on the board. {who}.",
                            "Enter or Resolve: roll the dice and play them out · hover a token for its stat block")
        self.hud.set_actions([RESOLVE_BUTTON])
        self.hud.show_turn_buttons(False, False)

    def resolve_reveal(self) -> None:
        """Play out the declarations that were held for reading."""
        if self.held_events is None:
            return
        events, self.held_events = self.held_events, None
        self.reveal_shown = False
        self.view.intents.clear()
        self.hud.set_actions([])
        self.anim.play(events)
        self.view_stale = True
