"""The client with a second ruleset (a fake one registered for each test, see `fake_ruleset` in
conftest): the title screen picks the rules first and offers only their encounters; badges,
odds bands and modifier words are drawn; creatures that flee or surrender are animated off the
board and listed as such; the credits name every licence."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
import pygame_gui

from game import saves
from game.anim import Animator
from game.camera import Camera
from game.credits import CC_BY_SA_LINK, DRAW_STEEL_NOTICE, credits_html, credits_markdown
from game.hud.odds_card import TIER_COLOURS, band_colour, draw_odds, modifier_words, outcome_rows
from game.hud.roster import render_roster, status_tag
from game.match import MatchSetup, build_battle, training_ground
from game.pickers.turn import distance_of, main_actions_left
from game.render.board import BoardRenderer
from game.render.tokens import Marks, draw_creatures
from game.view import CreatureView, ViewState
from rules.core.board import Board
from rules.core.events import LeftTheFight
from rules.core.forecast import AbilityPreview, TargetOdds
from rules.core.registry import get_ruleset
from rules.core.vitals import Vitals


ROOT = Path(__file__).resolve().parents[2]
FAKE_BADGES = ("STR d8", "DEX d6", "WIL d4", "Armor 1")
"""The badges the fake ruleset (conftest) puts on every bar."""


def title(app, setup: MatchSetup | None = None):
    app.screenshot_path = None
    app.title("", setup)
    app.step(1 / 60)
    return app.scene


def select(scene, widget, text: str) -> None:
    scene.handle_event(pygame.event.Event(pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, ui_element=widget, text=text))


# ---------------------------------------------------------------------------- title screen

def test_the_title_lists_every_ruleset_and_offers_only_the_chosen_ones_encounters(app, fake_ruleset):
    scene = title(app)
    titles = [item["text"] for item in scene.ruleset_list.item_list]
    assert titles[0] == "Draw Steel" and titles[-1] == "Fake Worlds"
    assert scene.setup.ruleset == "drawsteel"
    assert "Draw Steel rules" in scene.subtitle_label.text
    assert "fake_duel" not in scene.encounters and scene.encounters

    select(scene, scene.ruleset_list, "Fake Worlds")
    assert scene.setup.ruleset == "fakeworld"
    assert scene.encounters == {"fake_duel": "Fake Duel"}
    assert [i["text"] for i in scene.encounter_list.item_list] == ["Fake Duel"]
    assert scene.setup.encounter == "fake_duel"
    assert "Fake Worlds rules" in scene.subtitle_label.text

    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert app.scene.battle.ruleset == "fakeworld"
    assert app.scene.setup.ruleset == "fakeworld" and app.scene.setup.encounter == "fake_duel"
    assert app.scene.battle.rules is fake_ruleset


def test_a_maps_own_encounter_is_offered_only_under_its_own_rules(app, fake_ruleset):
    from game.scenes.title import MAP_DEFAULT
    scene = title(app)
    skyreach = next(name for name, path in scene.maps.items() if path and "skyreach" in path)
    select(scene, scene.map_list, skyreach)
    texts = [i["text"] for i in scene.encounter_list.item_list]
    own = [t for t in texts if t.endswith(f" ({MAP_DEFAULT})")]
    assert len(own) == 1 and len(set(texts)) == len(texts)  # named once, not twice (issue 20 point 5)
    assert scene.setup.encounter is None  # the map's own (a Draw Steel encounter)

    select(scene, scene.ruleset_list, "Fake Worlds")
    assert [i["text"] for i in scene.encounter_list.item_list] == ["Fake Duel"]
    assert scene.setup.encounter == "fake_duel"

    select(scene, scene.ruleset_list, "Draw Steel")
    assert [i["text"] for i in scene.encounter_list.item_list] == texts
    assert scene.setup.encounter is None


def test_the_training_ground_is_the_chosen_rulesets(fake_ruleset, monkeypatch):
    from rules.core import registry
    ground = Board.flat(9, 7, ground=0)
    ground.name = "Fake Ground"
    monkeypatch.setitem(registry._LOADED, "fakeworld", replace(fake_ruleset, training_ground=lambda: ground))
    assert training_ground(ruleset="fakeworld") is ground
    assert training_ground(ruleset="drawsteel").name != "Fake Ground"
    assert training_ground().name != "Fake Ground"


def test_a_set_up_without_an_encounter_fights_the_rulesets_first(fake_ruleset):
    battle = build_battle(MatchSetup(ruleset="fakeworld", seed=3))
    assert battle.ruleset == "fakeworld"
    assert MatchSetup.from_dict(MatchSetup(ruleset="fakeworld").to_dict()).ruleset == "fakeworld"


def test_a_saved_battle_of_another_ruleset_loads_under_its_rules(app, fake_ruleset):
    battle = fake_ruleset.encounter_battle("fake_duel", 4)
    saves.save_game(battle, MatchSetup(None, "fake_duel", "hotseat", 4))  # meta without a ruleset
    loaded, setup = saves.load_game(saves.QUICKSAVE)
    assert loaded.ruleset == "fakeworld" and loaded.rules is fake_ruleset
    assert setup.ruleset == "fakeworld" and setup.encounter == "fake_duel"
    scene = title(app)
    scene.load(saves.QUICKSAVE)
    assert app.scene.battle.rules is fake_ruleset


def test_sides_a_mode_does_not_name_take_roles_by_position(fake_ruleset, monkeypatch):
    from rules.core import registry
    monkeypatch.setitem(registry._LOADED, "fakeworld", replace(fake_ruleset, sides=("crew", "raiders")))
    setup = MatchSetup(mode="solo", ruleset="fakeworld")
    assert setup.controller("crew") == "human" and setup.controller("raiders") == "ai"
    assert setup.controller("heroes") == "human"


# ---------------------------------------------------------------------------- credits

def test_the_credits_name_every_licence_in_game_and_in_the_readme(app):
    scene = title(app)
    scene.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=scene.credits_button))
    assert scene.credits is not None
    shown = scene.credits.box.html_text
    for words in (DRAW_STEEL_NOTICE, "Brighter Worlds", "Olde Swords Reign, 2nd edition", "CC BY-SA 4.0",
                  CC_BY_SA_LINK, "all text is rewritten"):
        assert words in shown
    assert shown == credits_html()
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert scene.credits is None
    readme = ROOT.joinpath("README.md").read_text(encoding="utf-8")
    assert " ".join(DRAW_STEEL_NOTICE.split()) in " ".join(readme.split())
    assert credits_markdown() in readme
    assert "## Licences and credits" in readme


# ---------------------------------------------------------------------------- odds card

def band_preview() -> AbilityPreview:
    wound = TargetOdds("troll", "Troll", 0, 0, ["+enhanced: the troll cannot see you", "-impaired: in cover"],
                       (0.0, 0.0, 0.0), ("", "", ""), modifier="enhanced",
                       bands=(("Grit only", 0.35, ""), ("Direct Damage", 0.40, "save to avoid a Wound"),
                              ("Wound", 0.25, "STR d8 → d6")))
    return AbilityPreview("Greatsword", "d10, keep the better of it and a d12", True, [wound])


def test_the_odds_card_draws_a_rulesets_bands_and_modifier_word(golden):
    odds = band_preview()
    t = odds.targets[0]
    assert modifier_words(t) == "enhanced"
    rows = outcome_rows(t, odds.rolls)
    assert [r[0] for r in rows] == ["Grit only", "Direct Damage", "Wound"]
    assert [r[3] for r in rows] == [band_colour(i, 3) for i in range(3)]
    assert len(set(r[3] for r in rows)) == 3
    surface = pygame.Surface((640, 420))
    surface.fill((0, 0, 0))
    draw_odds(surface, surface.get_rect(), odds, locked=True)
    colours = {tuple(surface.get_at((x, y)))[:3] for x in range(0, 640, 2) for y in range(0, 420, 2)}
    assert band_colour(0, 3) in colours and band_colour(2, 3) in colours
    assert TIER_COLOURS[1] not in colours, "no tier bars when the ruleset gives bands"
    golden(surface, "odds_bands")


def test_draw_steel_odds_keep_their_tiers_and_edge_words():
    t = TargetOdds("w", "Warden", 1, 0, ["+edge: flanking"], (0.2, 0.5, 0.3), ("3 damage", "5", "8"))
    assert modifier_words(t) == "edge"
    assert [r[0] for r in outcome_rows(t, True)] == ["T1", "T2", "T3"]
    assert outcome_rows(t, False) == []


# ---------------------------------------------------------------------------- badges and the roster

def token_view(badges: tuple[str, ...], **kw) -> ViewState:
    view = ViewState(Board.flat(6, 4, ground=1))
    c = CreatureView(id="troll", name="Troll", side="monsters", template="briarback_warden", size="1L", squares=1,
                     x=2.0, y=1.0, z=1.0, vitals=Vitals("Grit", 3, 5, badges=badges), **kw)
    view.creatures = {"troll": c}
    return view


def draw_tokens(view: ViewState, hover: str = "") -> pygame.Surface:
    surface = pygame.Surface((6 * 48, 4 * 48))
    camera = Camera(surface.get_rect(), (6, 4), 48)
    camera.x = camera.y = 0
    BoardRenderer(view.board).draw(surface, camera)
    draw_creatures(surface, camera, view, Marks(hover=hover))
    return surface


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def test_badges_are_drawn_under_the_hovered_token_only():
    plain, badged = token_view(()), token_view(FAKE_BADGES)
    assert same(draw_tokens(plain), draw_tokens(badged)), "no badges on tokens nobody points at"
    assert not same(draw_tokens(plain, "troll"), draw_tokens(badged, "troll"))
    # a ruleset without badges (Draw Steel) looks as before when hovered
    assert same(draw_tokens(plain, "troll"), draw_tokens(token_view(()), "troll"))


def test_the_roster_shows_badges_and_who_fled_or_surrendered():
    view = token_view(FAKE_BADGES)
    fled = replace(view.creatures["troll"], id="gob", name="Goblin", left="fled")
    gave_up = replace(view.creatures["troll"], id="bandit", name="Bandit", left="surrendered")
    view.creatures.update(gob=fled, bandit=gave_up)
    assert [status_tag(c) for c in view.creatures.values()] == ["", "fled", "surrendered"]
    image, rows = render_roster((318, 300), view, ["monsters"], {"monsters": "AI"}, frozenset(), frozenset())
    assert [cid for _, cid in rows] == ["troll", "gob", "bandit"]
    assert all(rect.h > 24 for rect, _ in rows), "rows with badges are taller"

    # a roster too short for every badge line keeps every creature, the acting one's badges first
    crowd = token_view(FAKE_BADGES)
    for i in range(11):
        crowd.creatures[f"imp{i}"] = replace(crowd.creatures["troll"], id=f"imp{i}", name=f"Imp {i}")
    crowd.current = "imp3"
    room = 8 + 28 + 24 * 12 + 12
    image, rows = render_roster((318, room), crowd, ["monsters"], {"monsters": "AI"}, frozenset(), frozenset())
    assert len(rows) == 12
    assert [cid for rect, cid in rows if rect.h > 24] == ["imp3"]
    image, rows = render_roster((318, room - 12), crowd, ["monsters"], {"monsters": "AI"}, frozenset(), frozenset())
    assert len(rows) == 12 and all(rect.h < 24 for rect, _ in rows)


def test_the_view_knows_who_left_the_fight_and_how(ledge):
    ledge.creatures["warden"].removed = True
    ledge.events.append(LeftTheFight("warden", "surrendered"))
    ledge.creatures["bullock"].removed = True
    view = ViewState.of(ledge)
    assert view.creatures["warden"].left == "surrendered" and view.creatures["warden"].alpha == 0
    assert view.creatures["bullock"].left == "left"
    assert view.creatures["sefa"].left == "" and not view.creatures["sefa"].out


# ---------------------------------------------------------------------------- leaving the fight

def play_out(anim: Animator, limit: float = 10.0) -> int:
    frames = 0
    while anim.busy and frames * (1 / 30) < limit:
        anim.update(1 / 30)
        frames += 1
    return frames


def test_a_creature_that_flees_slides_off_the_nearest_edge_and_is_gone(ledge):
    view = ViewState.of(ledge)
    warden = view.creatures["warden"]
    start = (warden.x, warden.y)
    anim = Animator(view)
    anim.pace = 1.0
    anim.play([LeftTheFight("warden", "fled")])
    anim.update(1 / 30)
    anim.update(0.3)
    assert 0 < view.creatures["warden"].alpha < 1
    assert play_out(anim) > 0 and not anim.busy
    warden = view.creatures["warden"]
    assert warden.left == "fled" and warden.alpha == 0 and not warden.moving
    inside = 0 <= warden.x < view.board.width and 0 <= warden.y < view.board.height
    assert not inside and (warden.x, warden.y) != start


def test_a_creature_that_surrenders_shows_a_white_flag_then_is_gone(ledge):
    from game.anim.effects import WhiteFlag
    view = ViewState.of(ledge)
    anim = Animator(view)
    anim.pace = 1.0
    anim.play([LeftTheFight("maelis", "surrendered")])
    anim.update(1 / 30)
    assert any(isinstance(e, WhiteFlag) for e in anim.effects)
    assert view.creatures["maelis"].left == "surrendered"
    surface = pygame.Surface((800, 600))
    camera = Camera(surface.get_rect(), (view.board.width, view.board.height), 40)
    anim.draw(surface, camera)
    play_out(anim)
    assert not anim.busy and view.creatures["maelis"].alpha == 0


def test_leaving_the_fight_plays_in_the_battle_screen(drive, ledge):
    d = drive(ledge)
    d.battle.creatures["warden"].removed = True
    d.scene.anim.pace = 1.0
    d.scene.anim.play([LeftTheFight("warden", "fled")])
    d.settle()
    assert d.scene.view.creatures["warden"].left == "fled"
    d.frame(2)


# ---------------------------------------------------------------------------- pickers

def test_pickers_read_an_unknown_rulesets_abilities_with_defaults():
    from types import SimpleNamespace
    assert distance_of(SimpleNamespace(name="Shove")) == ("", 0)
    melee = SimpleNamespace(name="Club", action="main", deals_damage=True, text="",
                            distance=SimpleNamespace(kind="melee", reach=1, within=0))
    assert distance_of(melee) == ("melee", 1)
    blast = SimpleNamespace(distance=SimpleNamespace(kind="burst", reach=2))
    assert distance_of(blast) == ("burst", 2)
    assert main_actions_left(SimpleNamespace(turn={})) == 0
    assert main_actions_left(SimpleNamespace(turn={"main": 1})) == 1
    assert main_actions_left(SimpleNamespace()) == 0
    assert get_ruleset("drawsteel").title == "Draw Steel"


def test_brighter_worlds_events_animate_even_with_fields_missing(ledge):
    from types import SimpleNamespace

    from game.anim.dispatch import RULESET_ANIMATIONS
    view = ViewState.of(ledge)
    camera = Camera(pygame.Rect(0, 0, 800, 600), (view.board.width, view.board.height), 40)
    surface = pygame.Surface((800, 600))
    full = {
        "bw_attack": SimpleNamespace(attacker="korrin", attack="club", name="Club", targets=("warden",)),
        "bw_damage_rolled": SimpleNamespace(attacker="korrin", target="warden", rolled=(7,), kept=7, mode="enhanced",
                                            reasons=(), armor=1, grit_lost=3, grit=0, direct=3, attribute="str"),
        "bw_save": SimpleNamespace(creature="warden", attribute="str", die=8, mode="", roll=2, needs=4,
                                   passed=False, why="direct damage"),
        "bw_opposed_save": SimpleNamespace(actor="sefa", resister="warden", attribute="dex", actor_roll=5,
                                           resister_roll=3, actor_won=True, why="risky move"),
        "bw_wounded": SimpleNamespace(creature="warden", attribute="str", before=8, after=6, source="korrin"),
    }
    for kind, ev in full.items():
        for event in (ev, SimpleNamespace()):
            fx: list = []
            for step in RULESET_ANIMATIONS[kind](event, view):
                step.begin(view, fx)
                step.tick(view, 1.0)
                step.end(view)
            for effect in fx:
                effect.draw(surface, camera)
            assert fx or event is not ev, f"{kind} shows something"


def test_play_with_an_unknown_ruleset_exits_with_an_error(capsys):
    import argparse

    from game.app import run_game
    args = argparse.Namespace(map=None, encounter=None, seed=1, mode="solo", ruleset="nowhere",
                              screenshot=None, after_turns=0)
    assert run_game(args) == 2
    assert "unknown ruleset 'nowhere'" in capsys.readouterr().err


def test_the_title_keeps_its_buttons_on_the_smallest_window(app):
    from game.app import MIN_SIZE
    scene = title(app)
    try:
        app.resize(MIN_SIZE)
        scene = app.scene
        for button in (scene.start_button, scene.load_button, scene.credits_button, scene.quit_button):
            assert button.rect.bottom <= MIN_SIZE[1]
    finally:
        app.resize((1280, 800))
