"""The result screen: who won, how, and what each creature did."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextBox

from rules.core.battle import Battle
from rules.core.events import CombatEnded, Damaged, Died

from ..match import MatchSetup
from ..render import palette
from ..render.text import text
from ..view import left_the_fight
from . import Scene


def tally(battle: Battle) -> dict[str, dict[str, int]]:
    """Per creature: damage dealt and taken, and kills, added up from the event log."""
    out = {cid: {"dealt": 0, "taken": 0, "kills": 0} for cid in battle.creatures}
    for ev in battle.events:
        if isinstance(ev, Damaged):
            if ev.target in out:
                out[ev.target]["taken"] += ev.amount
            if ev.source in out:
                out[ev.source]["dealt"] += ev.amount
        elif isinstance(ev, Died) and ev.killer in out:
            out[ev.killer]["kills"] += 1
    return out


class ResultScene(Scene):
    def __init__(self, app, setup: MatchSetup, battle: Battle) -> None:
        super().__init__(app)
        self.setup, self.battle = setup, battle
        w, h = app.size
        m = self.manager
        ended = next((e for e in reversed(battle.events) if isinstance(e, CombatEnded)), None)
        winner = battle.winner or (ended.winner if ended else "")
        self.headline = "A draw" if winner == "draw" else f"The {winner} win!"
        self.colour = palette.side_colour(winner) if winner in battle.sides else palette.GOLD
        reason = ended.reason if ended else ""
        reason = reason[:1].upper() + reason[1:]
        UILabel(pygame.Rect(0, 24, w, 96), self.headline, m, container=self.root, object_id="#title_label")
        UILabel(pygame.Rect(0, 110, w, 30), f"{reason} · {battle.round} rounds · {battle.board.name or setup.map_name} · seed {setup.seed}", m,
                container=self.root, object_id="#subtitle_label")
        self.table = UITextBox(self._table_html(), pygame.Rect(w // 2 - 380, 160, 760, h - 280), m,
                               container=self.root)
        self.again = UIButton(pygame.Rect(w // 2 - 380, h - 100, 200, 50), "Play again (Enter)", m,
                              container=self.root, object_id="#primary_button",
                              tool_tip_text="Same map, encounter and mode with a new seed")
        self.title_button = UIButton(pygame.Rect(w // 2 - 170, h - 100, 180, 50), "Title screen (T)", m,
                                     container=self.root)
        self.quit_button = UIButton(pygame.Rect(w // 2 + 200, h - 100, 180, 50), "Quit (Q)", m, container=self.root)
        self.replay_button = UIButton(pygame.Rect(w // 2 + 20, h - 100, 170, 50), "Replay (R)", m,
                                      container=self.root, tool_tip_text="Step through this battle again")

    def _table_html(self) -> str:
        stats = tally(self.battle)
        rows = []
        gone = left_the_fight(self.battle)
        for side in self.battle.sides:
            colour = "#64B5F6" if side == "heroes" else "#EF8A80"
            rows.append(f"<font color='{colour}'><b>{side.title()}</b></font>")
            for c in self.battle.creatures.values():
                if c.side != side:
                    continue
                bar = self.battle.rules.vitals(c)
                state = "dead" if c.dead else gone.get(c.id, "left the fight") if c.removed else \
                    "unconscious" if c.unconscious else (bar.down_word if bar.down else f"{bar.read_out} {bar.name}")
                s = stats[c.id]
                rows.append(f"<b>{c.name}</b>: {state} · dealt {s['dealt']} · took {s['taken']}"
                            + (f" · {s['kills']} kill{'s' if s['kills'] != 1 else ''}" if s['kills'] else ""))
            rows.append("")
        return "<br>".join(rows)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.again:
                self.play_again()
            elif event.ui_element is self.title_button:
                self.app.title(setup=self.setup)
            elif event.ui_element is self.quit_button:
                self.app.quit(0)
            elif event.ui_element is self.replay_button:
                self.watch_replay()
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.play_again()
            elif event.key == pygame.K_t:
                self.app.title(setup=self.setup)
            elif event.key == pygame.K_q:
                self.app.quit(0)
            elif event.key == pygame.K_r:
                self.watch_replay()

    def watch_replay(self) -> None:
        """Step through the battle just fought; Esc comes back here."""
        from .replay import ReplayScene
        from .replay_timeline import replay_of
        setup, battle = self.setup, self.battle
        self.app.switch(ReplayScene(self.app, replay_of(battle, setup, "this battle"),
                                    back=lambda: ResultScene(self.app, setup, battle)))

    def play_again(self) -> None:
        fresh = self.setup.same_game()  # the same rules, map, encounter, mode and party; a new seed
        fresh.ruleset = self.setup.ruleset or self.battle.ruleset
        self.app.start_battle(fresh)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill((16, 18, 24))
        band = pygame.Surface((w, 150), pygame.SRCALPHA)
        band.fill((*self.colour, 40))
        surface.blit(band, (0, 20))
        img = text("Steelgrid", 14, palette.TEXT_DIM)
        surface.blit(img, (12, h - 24))
