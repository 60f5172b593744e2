"""The title screen's party picker (issue 17, Heroes: "a party picker on the title screen"):
which shipped heroes fight a Draw Steel encounter, and at what level. The level rules are
docs/rules-decisions.md, "Hero levels and the party"."""
from __future__ import annotations

import pygame
import pygame_gui

from game import saves
from game.match import MatchSetup, build_battle
from game.scenes.party_choice import party_choice
from rules.core.registry import get_ruleset

DRAW_STEEL = get_ruleset("drawsteel")
OWN = ["korrin", "sefa", "maelis", "hollis"]
"""The heroes of the first Draw Steel encounter, saltreed_ford_ambush."""
ENCOUNTER = "saltreed_ford_ambush"
LEVEL_STAMINA = 6


def key(scene, k: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def press(scene, element) -> None:
    scene.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=element))


def title(app, setup: MatchSetup | None = None):
    app.screenshot_path = None
    app.title(setup=setup or MatchSetup(encounter=ENCOUNTER, ruleset="drawsteel", seed=3))
    app.step(1 / 60)
    return app.scene


def heroes_of(battle) -> list[str]:
    return sorted(c.template for c in battle.creatures.values() if c.side == "heroes")


def base_stamina(hero: str) -> int:
    return DRAW_STEEL.load_content().creatures[hero].stamina


def test_draw_steel_lists_its_heroes_with_class_and_a_stat_line() -> None:
    listed = {h.id: h for h in DRAW_STEEL.heroes()}
    shipped = {t.id for t in DRAW_STEEL.load_content().creatures.values() if t.hero}
    assert set(listed) == shipped and len(listed) >= 7
    korrin = listed["korrin"]
    assert korrin.name == "Korrin Ashbrand" and korrin.role == "Vanguard"
    assert "Stamina 28" in korrin.summary and "Ire" in korrin.summary
    assert "Hammerfall Blow" in korrin.summary and korrin.levels == (1, 2, 3)


def test_the_picker_shows_every_hero_as_a_card(app) -> None:
    scene = title(app)
    assert scene.party_button.visible
    key(scene, pygame.K_p)
    overlay = scene.party_overlay
    assert overlay is not None
    assert list(overlay.cards.values()) == [h.id for h in DRAW_STEEL.heroes()]
    texts = [card.text for card in overlay.cards]
    assert any("Korrin Ashbrand, Vanguard" in t for t in texts)
    assert any("Tamsin Wellspring, Mender" in t for t in texts)
    assert sorted(overlay.choice.chosen) == sorted(OWN) and overlay.choice.room == 4
    key(scene, pygame.K_ESCAPE)
    assert scene.party_overlay is None


def test_by_default_the_encounter_is_fought_as_written(app) -> None:
    scene = title(app)
    key(scene, pygame.K_RETURN)
    battle = app.scene.battle
    assert "party" not in battle.settings and "level" not in battle.settings
    assert heroes_of(battle) == sorted(OWN)
    korrin = next(c for c in battle.creatures.values() if c.template == "korrin")
    assert korrin.max_stamina == base_stamina("korrin")


def test_picking_by_keyboard_changes_the_heroes_and_their_level(app) -> None:
    scene = title(app)
    key(scene, pygame.K_p)
    order = list(scene.party_overlay.cards.values())
    key(scene, pygame.K_1 + order.index("korrin"))   # out
    key(scene, pygame.K_1 + order.index("tamsin"))   # in
    key(scene, pygame.K_l)                           # level 2
    key(scene, pygame.K_l)                           # level 3
    key(scene, pygame.K_RETURN)                      # closes the picker
    assert scene.party_overlay is None
    assert "Tamsin" in scene.party_button.text and "level 3" in scene.party_button.text
    key(scene, pygame.K_RETURN)                      # starts the battle
    battle = app.scene.battle
    assert heroes_of(battle) == sorted(["sefa", "maelis", "hollis", "tamsin"])
    assert battle.settings["level"] == 3
    tamsin = next(c for c in battle.creatures.values() if c.template == "tamsin")
    assert tamsin.max_stamina == base_stamina("tamsin") + 2 * LEVEL_STAMINA


def test_picking_with_the_mouse_and_the_arrow_keys(app) -> None:
    scene = title(app)
    press(scene, scene.party_button)
    overlay = scene.party_overlay
    card = {hero: button for button, hero in overlay.cards.items()}
    for hero in ("sefa", "maelis", "hollis"):
        press(scene, card[hero])
    assert overlay.choice.chosen == ["korrin"]
    level_two = next(b for b, level in overlay.level_buttons.items() if level == 2)
    press(scene, level_two)
    key(scene, pygame.K_RIGHT)                       # the marker moves to the second card
    key(scene, pygame.K_SPACE)
    assert overlay.choice.chosen == ["korrin", list(card)[1]] and overlay.choice.level == 2
    press(scene, overlay.done_button)
    assert scene.setup.party == ["korrin", list(card)[1]] and scene.setup.level == 2


def test_no_more_heroes_than_places_and_never_none(app) -> None:
    scene = title(app)
    key(scene, pygame.K_p)
    overlay = scene.party_overlay
    order = list(overlay.cards.values())
    key(scene, pygame.K_1 + order.index("tamsin"))
    assert "room for 4 heroes" in overlay.status.text
    assert sorted(overlay.choice.chosen) == sorted(OWN)
    for hero in ("sefa", "maelis", "hollis"):
        key(scene, pygame.K_1 + order.index(hero))
    key(scene, pygame.K_1 + order.index("korrin"))
    assert overlay.choice.chosen == ["korrin"] and "at least one" in overlay.status.text
    key(scene, pygame.K_r)
    assert overlay.choice.picked == [] and overlay.choice.as_written


def test_picking_the_encounters_own_heroes_again_is_no_choice() -> None:
    choice = party_choice(DRAW_STEEL, ENCOUNTER)
    choice.toggle("korrin")
    choice.toggle("korrin")
    assert choice.picked == [] and choice.as_written


def test_a_ruleset_without_a_heroes_list_shows_no_picker(app) -> None:
    scene = title(app)
    scene.handle_event(pygame.event.Event(pygame_gui.UI_SELECTION_LIST_NEW_SELECTION,
                                          ui_element=scene.ruleset_list, text="Brighter Worlds"))
    assert scene.setup.ruleset == "brighter_worlds"
    assert not scene.party_button.visible
    key(scene, pygame.K_p)
    assert scene.party_overlay is None
    assert party_choice(get_ruleset("brighter_worlds"), scene.setup.encounter) is None


def test_the_party_plays_on_a_map_too(app) -> None:
    setup = MatchSetup(map_path="maps/hollowdeep_warren.tmx", encounter=ENCOUNTER, ruleset="drawsteel",
                       seed=4, party=["orrin", "ysolde"], level=2)
    battle = build_battle(setup)
    assert heroes_of(battle) == ["orrin", "ysolde"]
    orrin = next(c for c in battle.creatures.values() if c.template == "orrin")
    assert orrin.max_stamina == base_stamina("orrin") + LEVEL_STAMINA


def test_a_saved_game_reloads_the_same_party(app) -> None:
    scene = title(app, MatchSetup(encounter=ENCOUNTER, ruleset="drawsteel", seed=8,
                                  party=["tamsin", "ysolde", "korrin"], level=2))
    assert "Tamsin" in scene.party_button.text
    key(scene, pygame.K_RETURN)
    battle, setup = app.scene.battle, app.scene.setup
    saves.save_game(battle, setup, "party-test")
    loaded, again = saves.load_game("party-test")
    assert heroes_of(loaded) == sorted(["tamsin", "ysolde", "korrin"])
    assert again.party == ["tamsin", "ysolde", "korrin"] and again.level == 2
    assert loaded.settings["party"] == again.party
    fresh = build_battle(again.same_game())       # "play again" keeps the party and level
    assert heroes_of(fresh) == heroes_of(loaded)
    assert {c.max_stamina for c in fresh.creatures.values() if c.template == "tamsin"} == \
        {base_stamina("tamsin") + LEVEL_STAMINA}


def test_leaving_the_title_closes_an_open_party_picker(app) -> None:
    """The picker's panel lies outside the title's own widgets: leaving the title must take it
    away too, or it hangs over the next screen (seen over the replay viewer)."""
    scene = title(app)
    key(scene, pygame.K_p)
    assert scene.party_overlay is not None
    panel = scene.party_overlay.panel
    app.title()
    assert not panel.alive()
