"""Harm on the Cards & Zones creature panel and tooltip (002 Injuries): a hero's rows (lesser,
moderate, severe; physical and mental) in words on the roster and as boxes in the tooltip, an
NPC's Harm points as its bar, and the bar moving as Harm is shown."""
from __future__ import annotations

from game.anim.zc_events import ZC_ANIMATIONS
from game.scenes.battle import creature_tooltip
from game.view import ViewState
from rules.core.registry import get_ruleset
from rules.zone_cards.events import HarmTaken

RULES = get_ruleset("zone_cards")


def _battle():
    return RULES.encounter_battle("zc_tavern", 3, settings={"card_swaps": False})


def test_a_hero_shows_the_rows_holding_harm_in_words() -> None:
    """002 Injuries: Harm is written in the row of its level."""
    battle = _battle()
    hero = battle.creatures["brannoc_vey"]
    assert "Body unhurt" in RULES.vitals(hero).badges and "Mind unhurt" in RULES.vitals(hero).badges
    hero.physical = [1, 1, 0]
    hero.mental = [0, 0, 1]
    badges = RULES.vitals(hero).badges
    assert "Body lesser 1/2, moderate 1/2" in badges and "Mind severe 1/1" in badges


def test_the_tooltip_draws_every_row_as_boxes() -> None:
    battle = _battle()
    hero = battle.creatures["brannoc_vey"]
    hero.physical = [2, 1, 0]
    html = creature_tooltip(battle, "brannoc_vey")
    assert "Body: lesser [x][x]  moderate [x][ ]  severe [ ]" in html
    assert "Mind: lesser [ ][ ]  moderate [ ][ ]  severe [ ]" in html
    assert "[2, 1, 0]" not in html


def test_an_npc_counts_harm_points_on_its_bar() -> None:
    """002 Injuries: NPCs and animals may use Harm points instead of rows."""
    battle = _battle()
    cook = battle.creatures["tavern_cook"]
    bar = RULES.vitals(cook)
    assert bar.name == "Toughness" and bar.current == bar.maximum
    assert "Harm points" in creature_tooltip(battle, "tavern_cook")


def test_the_bar_follows_harm_as_it_is_shown() -> None:
    battle = _battle()
    view = ViewState.of(battle)
    before = view.creatures["brannoc_vey"].vitals.current
    ev = HarmTaken("brannoc_vey", "physical", 1, "lesser", 0, before - 1)
    for step in ZC_ANIMATIONS["zc_harm"](ev, view):
        if hasattr(step, "apply"):
            step.apply(view, [])
    assert view.creatures["brannoc_vey"].vitals.current == before - 1
