"""Remembered answers (issue 20 point 4): a question the rules ask after nearly every strike
(take the tier rolled, spend surges, kill or knock out) offers "always ...", the answer is kept
in the settings, given without asking from then on, and forgotten from the settings screen.

Rules behind the questions: 000 Knocking Creatures Out (kill or knock out); the tier and surge
questions as RULES-NOTES Heroes and docs/rules-decisions.md read them."""
from __future__ import annotations

import json

import pygame
import pytest

from game.pickers import ChoicePicker, CreaturePicker, TurnPicker
from game.settings import settings_path

from conftest import ledge_battle  # tests/client/conftest.py


@pytest.fixture
def fresh_settings(app):
    app.settings.forget_prompts()
    yield app.settings
    app.settings.forget_prompts()


def _strike_for_tier_three(drive):
    d = drive(ledge_battle())
    assert isinstance(d.picker, CreaturePicker)
    d.click(4, 4)  # Korrin
    assert isinstance(d.picker, TurnPicker)
    d.key(pygame.K_1, "1")  # Hammerfall Blow
    d.battle.dice.queue(10, 9)  # tier 3
    d.click(5, 4)
    d.key(pygame.K_RETURN)
    return d


def test_always_take_the_tier_rolled_is_remembered_and_forgotten(drive, app, fresh_settings):
    d = _strike_for_tier_three(drive)
    assert isinstance(d.picker, ChoicePicker) and d.battle.pending().kind == "tier"
    labels = [b.label for b in d.picker.buttons()]
    assert labels[-1] == "4. Always take the tier rolled"
    d.key(pygame.K_4, "4")
    assert d.battle.pending() is None or d.battle.pending().kind != "tier"
    assert fresh_settings.recall("drawsteel:tier") == "rolled"
    saved = json.loads(settings_path().read_text())
    assert saved["remembered"] == {"drawsteel:tier": "rolled"}
    tiers = [e for e in d.battle.events if e.kind == "tier_chosen"]
    assert not tiers, "the tier rolled was taken"

    again = _strike_for_tier_three(drive)
    assert again.battle.pending() is None or again.battle.pending().kind != "tier", "not asked again"
    assert not isinstance(again.picker, ChoicePicker) or again.battle.pending().kind != "tier"
    assert any(e.kind == "power_rolled" for e in again.battle.events)

    from game.scenes.settings import SettingsOverlay
    again.scene.open_settings()
    overlay = again.scene.overlay
    assert isinstance(overlay, SettingsOverlay) and overlay.prompts_label.text == "1 answer given without asking: tier: rolled"
    overlay.forget_prompts()
    again.scene.close_overlay()
    assert fresh_settings.recall("drawsteel:tier") is None
    third = _strike_for_tier_three(drive)
    assert isinstance(third.picker, ChoicePicker) and third.battle.pending().kind == "tier"


def test_kill_or_knock_out_offers_always(drive, fresh_settings):
    battle = ledge_battle()
    battle.creatures["warden"].stamina = 1
    d = drive(battle)
    d.click(4, 4)
    d.key(pygame.K_1, "1")
    d.battle.dice.queue(10, 9)
    d.click(5, 4)
    d.key(pygame.K_RETURN)
    while d.battle.pending() is not None and d.battle.pending().kind not in ("knock_out", "turn"):
        d.key(pygame.K_1, "1")
    assert d.battle.pending().kind == "knock_out"
    labels = [b.label for b in d.picker.buttons()]
    assert labels[2:] == ["3. Always kill", "4. Always knock out"]
    d.key(pygame.K_4, "4")
    assert fresh_settings.recall("drawsteel:knock_out") == "knock_out"
    warden = d.battle.creatures["warden"]
    assert not warden.dead and warden.unconscious


def test_surges_offer_always_in_a_panel_that_cuts_nothing(drive, fresh_settings):
    battle = ledge_battle()
    battle.creatures["korrin"].surges = 3
    d = drive(battle)
    d.click(4, 4)
    d.key(pygame.K_1, "1")
    d.battle.dice.queue(5, 5)  # tier 2: the Warden lives, so surges are offered
    d.click(5, 4)
    d.key(pygame.K_RETURN)
    if d.battle.pending().kind == "tier":
        d.key(pygame.K_1, "1")
    assert d.battle.pending().kind == "surge"
    labels = [b.label for b in d.picker.buttons()]
    assert labels[-2:] == ["5. Never spend surges", "6. Always spend surges sensibly"]
    panel = d.scene.hud.choice_buttons
    assert panel and not d.scene.hud.action_buttons, "too long for the bar: a panel over the board"
    assert all(not b.text.endswith("\u2026") for b in panel)
    d.key(pygame.K_6, "6")
    assert fresh_settings.recall("drawsteel:surge") == "sensible"
    assert d.battle.pending() is None or d.battle.pending().kind != "surge"
