"""Olde Swords Reign on the battle screen (seed 001): who may see which declarations (solo,
hot-seat, watch), the reveal held for reading before the dice, HP with AC and Fatigue on the
tokens, the dying table's roll and a fumble's complication told, the title screen offering the
rules, and a short watched fight. Set STEELGRID_SHOTS=folder to keep screenshots."""
from __future__ import annotations

import argparse
import time

import pygame
from test_olde_swords_kit import PLACES, RULES, osr, shot, yard_battle  # noqa: F401  (osr is a fixture)

from game.anim.d20_events import dying_words, fumble_words, roll_words
from game.anim.dispatch import steps_for
from game.anim.effects import Banner
from game.intents import from_decision
from game.match import MatchSetup
from game.pickers import DeclarePicker
from game.scenes.battle import describe_choice
from game.scenes.handoff import HandoffOverlay
from game.view import ViewState
from rules.core.registry import event_types


def _half_declared():
    """The bandits' phase with Bandit 1 already declared (it stays and dodges)."""
    battle = yard_battle()
    for label in ("Stay put", "Dodge"):
        decision = battle.pending()
        battle.choose(next(o for o in decision.options if o.label == label))
    assert battle.pending().creature == "bandit_2"
    return battle


def _open(app, battle, mode: str):
    app.screenshot_path = None
    app.start_battle(MatchSetup(None, None, mode, 1), battle)
    scene = app.scene
    scene.paused = True  # the AI holds its answer, so the half-declared side stays as it is
    scene.anim.pace = 0.0
    for _ in range(3):
        app.step(1 / 60)
    return scene


def test_an_ai_sides_declarations_stay_hidden_until_it_is_done_in_solo_play(app):
    """001 Combat Order (declare first): a side's declarations are its own until all are in;
    a watcher sees them as they come."""
    solo = _open(app, _half_declared(), "solo")
    assert solo.decision is not None and solo.decision.side == "monsters"
    assert from_decision(solo.battle, solo.decision), "the rules hold Bandit 1's declaration"
    assert solo.shown_intents() == []
    option = solo.decision.options[0]
    assert describe_choice(solo.battle, solo.decision, option, secret=True) == "Bandit 2 has declared"
    watch = _open(app, _half_declared(), "watch")
    assert [i.creature for i in watch.shown_intents()] == ["bandit_1"]


def test_hot_seat_covers_a_half_declared_side_until_its_player_is_ready(osr):
    """Hot-seat: one player's declarations are hidden from the other until they are revealed;
    a game loaded mid-declaration opens on the hand-off screen."""
    d = osr(yard_battle(), "hotseat")
    d.declare(None, "Dodge")
    d.key(pygame.K_F5)
    d.key(pygame.K_F9)
    assert isinstance(d.scene.overlay, HandoffOverlay) and d.scene.overlay.side == "monsters"
    assert d.scene.shown_intents() == []
    shot(d, "osr_hotseat_handoff.png")
    d.key(pygame.K_RETURN)
    assert d.scene.overlay is None
    assert [i.creature for i in d.scene.shown_intents() if not i.preview] == ["bandit_1"]


def test_a_hot_seat_game_resumed_part_way_opens_on_the_hand_off(app, osr):
    """Loading a saved hot-seat game (`steelgrid play --load`, or resuming) shows the hand-off
    before the board, like F9 does."""
    from rules.core.save import dumps, loads
    d = osr(yard_battle(), "hotseat")
    d.declare(None, "Dodge")
    saved = loads(dumps(d.battle))
    app.start_battle(MatchSetup(None, None, "hotseat", 1), saved)
    for _ in range(3):
        app.step(1 / 60)
    assert isinstance(app.scene.overlay, HandoffOverlay) and app.scene.shown_intents() == []


def test_the_other_sides_declarations_are_revealed_and_held_before_they_resolve(osr):
    """001 Combat Order: the bandits (the AI) declare, the player reads their intents on the
    board while nothing has moved yet, then resolves them; then the heroes declare."""
    d = osr(yard_battle(), "solo")
    scene = d.scene
    assert scene.held_events is not None and scene.picker is None
    revealed = [e for e in d.battle.events if e.kind == "os_declared"]
    assert [(i.creature, i.to, i.action, i.target) for i in scene.view.intents] == \
        [(e.creature, tuple(e.to) or None, e.action, e.target) for e in revealed]
    for i in scene.view.intents:
        c = scene.view.creatures[i.creature]
        assert (int(c.x), int(c.y)) == PLACES[i.creature], "nothing moves before the player resolves"
    assert "have declared" in scene.hud.prompt.text
    shot(d, "osr_reveal.png")
    d.key(pygame.K_RETURN)
    assert scene.held_events is None and scene.view.intents == []
    assert isinstance(d.picker, DeclarePicker) and d.picker.creature.side == "heroes"


def test_hot_seat_hands_over_between_the_sides(osr):
    d = osr(yard_battle(), "hotseat")
    d.declare(None, "Dodge")
    d.declare(None, "Dodge")
    d.key(pygame.K_RETURN)  # lock in
    assert d.scene.held_events is not None, "both players may look before the dice"
    d.key(pygame.K_RETURN)  # resolve
    assert isinstance(d.scene.overlay, HandoffOverlay) and d.scene.overlay.side == "heroes"
    assert d.scene.shown_intents() == []


def test_hp_bar_with_ac_and_fatigue_badges(osr):
    """001 Saving Throws / Death & Dying: Fatigue is shown next to AC on the token."""
    battle = yard_battle()
    bryn = battle.creatures["bryn_ashford"]
    bar = RULES.vitals(bryn)
    assert bar.name == "HP" and bar.maximum == bryn.max_hp and bar.badges == (f"AC {bryn.ac}",)
    gained = event_types()["os_fatigue"]("bryn_ashford", 2, "getting back up")
    assert RULES.vitals_after(bar, gained).badges == (f"AC {bryn.ac}", "Fatigue 2")
    d = osr(battle, "hotseat")
    assert d.scene.decision.creature == "bandit_1"
    d.app.draw()  # the declaring creature's badges are drawn under its bar


def _banners(ev, battle) -> list[str]:
    view = ViewState.of(battle)
    fx: list = []
    for step in steps_for(ev, view):
        step.begin(view, fx)
    return [e.value for e in fx if isinstance(e, Banner)]


def test_the_dying_tables_roll_and_row_are_told():
    """001 Death & Dying: 2d6 minus Fatigue, and the row of the table it lands on."""
    battle = yard_battle()
    ev = event_types()["os_dying"]("wren_tallow", (3, 4), 1, 6, "still dying")
    assert dying_words(ev, "Wren Tallow") == "Wren Tallow, dying: 2d6 3+4 -1 Fatigue = 6: still dying"
    assert _banners(ev, battle) == ["Wren Tallow, dying: 2d6 3+4 -1 Fatigue = 6: still dying"]
    last = event_types()["os_dying"]("wren_tallow", (2, 2), 0, 4, "heroic last action")
    assert _banners(last, battle)[0].endswith("= 4: heroic last action")


def test_a_fumbles_complication_is_told():
    """001 Attacks & Damage (fumble): the weapon dropped, a slip, or a blow to an ally."""
    battle = yard_battle()
    assert fumble_words("drop", "") == "drops the weapon"
    assert fumble_words("slip", "") == "slips and falls prone"
    ally = event_types()["os_fumble"]("bandit_1", "ally", "bandit_2")
    assert _banners(ally, battle) == ["Fumble! Bandit 1 swings wild and strikes Bandit 2"]


def test_a_weapon_knocked_away_lies_on_the_board_until_picked_up(osr):
    """001 Combat Actions (Disarm): the weapon lands on a square of the board, shown there and
    named by the hover read-out; the view follows the battle's loose weapons when it syncs."""
    from game.render.dropped import weapon_note
    battle = yard_battle()
    view = ViewState.of(battle)
    landed = event_types()["os_weapon_landed"]("bandit_1", (6, 6, 2), 10)
    for step in steps_for(landed, view):
        step.begin(view, [])
    assert view.loose_weapons == {"bandit_1": (6, 6, 2)}
    assert weapon_note(view, 6, 6) == "Bandit 1's weapon lies here" and weapon_note(view, 5, 6) == ""
    battle.data["loose_weapons"] = {"bandit_2": [7, 7, 2]}
    view.sync(battle)
    assert view.loose_weapons == {"bandit_2": (7, 7, 2)}
    d = osr(battle, "hotseat")
    d.hover(7, 7)
    assert "Bandit 2's weapon lies here" in d.scene._hover_text()
    d.app.draw()


def test_a_d20_roll_is_told_against_ac_with_edge():
    """001 Attacks & Damage: d20 + bonus (+ EDGE d6) against AC."""
    ev = event_types()["os_d20"]("bandit_1", "attack", 14, 4, (3,), 1, 21, 16, True, ("flanking",), "bryn_ashford")
    assert roll_words(ev, "Bryn Ashford") == "Attack on Bryn Ashford: d20 14 +4 EDGE +3 = 21 vs AC 16, hit"
    swing = event_types()["os_d20"]("bandit_1", "opportunity attack", 1, 4, (), 0, 5, 16, False, (), "bryn_ashford")
    assert roll_words(swing, "Bryn Ashford").endswith("= 5 vs AC 16, FUMBLE")
    save = event_types()["os_d20"]("bryn_ashford", "CON save", 9, 2, (2,), -1, 9, 12, False, ("prone",))
    assert roll_words(save) == "CON save: d20 9 +2 SETBACK -2 = 9 vs DC 12, failure"


def test_the_title_screen_and_play_offer_olde_swords():
    from game.app import _not_in_window
    from game.match import ruleset_choices
    assert ruleset_choices()["olde_swords"] == "Olde Swords Reign"
    assert _not_in_window(MatchSetup(encounter="forge_bandit_toll")) == ""
    from game.app import _setup_from_args
    setup = _setup_from_args(argparse.Namespace(encounter="forge_bandit_toll", map=None, mode="watch",
                                                ruleset=None, seed=3))
    assert setup.map_path and setup.map_path.endswith("cinder_forge.tmx")


def test_the_title_screen_starts_an_olde_swords_fight_on_the_declare_board(app):
    import pygame_gui

    from game.scenes.battle import BattleScene
    from game.scenes.title import TitleScene
    app.screenshot_path = None
    app.switch(TitleScene(app))
    app.step(1 / 60)
    scene = app.scene
    scene.handle_event(pygame.event.Event(pygame_gui.UI_SELECTION_LIST_NEW_SELECTION,
                                          ui_element=scene.ruleset_list, text="Olde Swords Reign"))
    assert scene.setup.ruleset == "olde_swords" and "forge_bandit_toll" in scene.encounters
    scene.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=scene.start_button))
    assert isinstance(app.scene, BattleScene) and app.scene.battle.ruleset == "olde_swords"
    app.scene.anim.pace = 0.0
    # the AI thinks on a worker thread: wait for it by the clock, not by a count of frames (a
    # loaded machine ran 240 frames before the worker answered)
    deadline = time.monotonic() + 30.0
    while time.monotonic() < deadline:
        app.step(1 / 60)
        if isinstance(app.scene.picker, DeclarePicker) or app.scene.held_events is not None:
            break
        time.sleep(0.002)
    assert isinstance(app.scene.picker, DeclarePicker) or app.scene.held_events is not None


def test_the_help_page_explains_declaring():
    from game.controls import help_html
    page = help_html()
    assert "Declaring first" in page and "Lock in" in page and "Resolve" in page


def test_a_short_watched_fight_plays_to_its_end(osr):
    """Watch mode: both sides declare and resolve by the AI until a side wins or rounds run out."""
    battle = RULES.encounter_battle("forge_bandit_toll", 5, settings={"max_rounds": 3})
    d = osr(battle, "watch")
    assert d.battle.winner
    assert any(e.kind == "os_declared" for e in d.battle.events)
    assert d.scene.hud.log is not None
