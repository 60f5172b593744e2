"""The title screen's "Random encounter" (issue 16): foes built by the encounter budget for the
chosen heroes (RULES-NOTES Encounter budget), played like any encounter."""
from __future__ import annotations

import pygame
import pygame_gui

from game.match import MatchSetup, battle_settings, build_battle
from rules.drawsteel.content.budget import ev_range


def title(app):
    app.screenshot_path = None
    app.title("")
    app.step(1 / 60)
    return app.scene


def press(scene, button) -> None:
    scene.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button))


def test_foes_button_cycles_through_the_difficulties(app):
    scene = title(app)
    assert scene.foes_button.visible and scene.foes_button.text == "Foes: as written"
    press(scene, scene.foes_button)
    assert scene.setup.foes == "easy" and scene.foes_button.text == "Random encounter: easy"
    for _ in range(4):
        press(scene, scene.foes_button)
    assert scene.setup.foes == ""


def foes_ev(foes) -> int:
    """The foes' worth as the budget counts it: minions by the four (RULES-NOTES Encounter
    budget; a minion's EV is for four of them)."""
    from collections import Counter
    minions = Counter(c.template for c in foes if c.organization == "minion")
    per = {c.template: c.ev for c in foes}
    return (sum(c.ev for c in foes if c.organization != "minion")
            + sum(per[t] * -(-n // 4) for t, n in minions.items()))


def test_starting_a_random_encounter_fights_budgeted_foes(app):
    from game.scenes.battle import BattleScene
    scene = title(app)
    press(scene, scene.foes_button)
    press(scene, scene.foes_button)  # standard
    scene.seed_entry.set_text("12")
    press(scene, scene.start_button)
    assert isinstance(app.scene, BattleScene)
    battle = app.scene.battle
    foes = [c for c in battle.creatures.values() if c.side == "monsters"]
    heroes = [c for c in battle.creatures.values() if c.side == "heroes" and c.hero]
    low, high = ev_range(len(heroes), 1, "standard")
    assert low <= foes_ev(foes) <= high
    assert [o["name"] for o in battle.data["objectives"]][0] == "Drive them off"


def test_random_foes_follow_the_encounter_onto_its_map():
    setup = MatchSetup(map_path="maps/ember_barrow.tmx", encounter="barrow_of_embers",
                       ruleset="drawsteel", seed=4, foes="hard")
    assert battle_settings(setup)["random_foes"] == {"difficulty": "hard", "seed": 4}
    battle = build_battle(setup)
    foes = [c for c in battle.creatures.values() if c.side == "monsters"]
    low, high = ev_range(4, 1, "hard")
    assert low <= foes_ev(foes) <= high
    assert MatchSetup.from_dict(setup.to_dict()).foes == "hard"
