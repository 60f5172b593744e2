"""Set-up shared by the Olde Swords Reign screen tests (seed 001): a small fight on the ruleset's
training yard, reached only through its Ruleset face, and a driver that also stops where the
screen holds revealed declarations for reading. Holds no tests itself."""
from __future__ import annotations

import os
import time

import pygame
import pytest
from conftest import Driver

from rules.core.battle import Battle
from rules.core.registry import get_ruleset

RULES = get_ruleset("olde_swords")
PLACES = {"bryn_ashford": (4, 8), "wren_tallow": (4, 11), "bandit_1": (8, 8), "bandit_2": (10, 11)}
"""Two heroes west of two bandits on the yard's open floor (ground height 2)."""


def yard_battle(seed: int = 1, first_contact: tuple[int, ...] = (1, 1), settings: dict | None = None) -> Battle:
    """Bryn and Wren against two bandits. `first_contact` scripts the heroes' d20s (001 Combat
    Order, first contact): the default (two 1s) lets the bandits declare first."""
    roster = {c.id: c for c, _ in RULES.encounter_roster("forge_bandit_toll")}
    creatures = []
    for cid, (x, y) in PLACES.items():
        c = roster[cid]
        c.pos = (x, y, 2)
        creatures.append(c)
    battle = RULES.new_battle(RULES.training_ground(), creatures, seed, {"ask_knock_out": True, **(settings or {})})
    battle.dice.queue(*first_contact)
    return battle


class OsDriver(Driver):
    """The shared driver, also settling while revealed declarations wait to be read."""

    def settle(self, limit: float = 120.0) -> None:
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            self.frame()
            scene = self.app.scene
            if not hasattr(scene, "picker"):
                return
            if scene.anim.busy:
                continue
            if scene.held_events is not None or scene.battle.winner:
                return
            if scene.picker is not None and scene.decision is scene.battle.pending():
                return
            if scene.overlay is not None and scene.overlay.blocks:
                return
            time.sleep(0.002)
        raise AssertionError("the battle screen did not settle")

    def declare(self, move_index: int | None, action_label: str) -> None:
        """Declare for the creature in the picker: a move option (None: stay put), then the
        action option whose label starts with `action_label`."""
        p = self.picker
        option = p.stay if move_index is None else list(p.squares.values())[move_index]
        self.scene._commit(option)
        self.settle()
        p = self.picker
        chosen = next(o for o in p.decision.options if o.label.startswith(action_label))
        self.scene._commit(p.press(f"option:{p.decision.options.index(chosen)}"))
        self.settle()


@pytest.fixture
def osr(app):
    """osr(battle, mode) opens the battle screen on an Olde Swords battle."""
    def start(battle: Battle, mode: str = "hotseat") -> OsDriver:
        app.screenshot_path = None
        return OsDriver(app, battle, mode)
    yield start
    app.screenshot_path = None


def shot(d: Driver, name: str) -> None:
    """Keep a picture of the screen when STEELGRID_SHOTS names a folder."""
    folder = os.environ.get("STEELGRID_SHOTS")
    if folder:
        d.frame()
        d.app.draw()
        pygame.image.save(pygame.display.get_surface(), os.path.join(folder, name))
