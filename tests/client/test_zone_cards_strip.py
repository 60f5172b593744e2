"""The card strip of Cards & Zones on the battle screen (002 Initiative and Rounds): the round's
cards lowest first, a pack sharing one card shown once, a beast with three cards shown three
times, the card being played marked "now", played cards "done", and the strip following the
battle from turn to turn. Rulesets without cards draw no strip."""
from __future__ import annotations

import pygame

from game.hud.card_strip import card_tooltip, short_name, strip_entries
from game.view import ViewState
from rules.core.registry import get_ruleset

RULES = get_ruleset("zone_cards")


def _battle(encounter: str = "zc_tavern", seed: int = 3):
    return RULES.encounter_battle(encounter, seed, settings={"card_swaps": False})


def test_the_strip_lists_every_card_lowest_first_and_a_pack_once() -> None:
    """002 Initiative and Rounds: a group of alike foes acts on one card."""
    battle = _battle()
    battle.pending()
    cards = RULES.turn_strip(battle)
    numbers = [c.number for c in cards]
    assert numbers == sorted(numbers) and len(set(numbers)) == len(numbers)
    bruisers = [c for c in cards if any(h.startswith("tavern_bruiser") for h in c.holders)]
    assert len(bruisers) == 1 and len(bruisers[0].holders) == 3
    entries = strip_entries(cards, ViewState.of(battle), battle.sides[0])
    pack = next(e for e in entries if e.count == 3)
    assert pack.name == "Bruiser" and "Tavern Bruiser 1" in card_tooltip(pack)


def test_a_beast_with_three_cards_is_on_the_strip_three_times() -> None:
    """002 Initiative and Rounds: a big monster may draw several cards and act on each."""
    battle = _battle("zc_crossroads", 5)
    battle.pending()
    cards = RULES.turn_strip(battle)
    troll = [c for c in cards if any("troll" in h for h in c.holders)]
    assert len(troll) == 3


def test_the_card_being_played_is_now_and_those_before_it_done() -> None:
    """002 Initiative and Rounds: the lowest card acts first, then the next."""
    battle = _battle()
    decision = battle.pending()
    cards = RULES.turn_strip(battle)
    assert cards[0].state == "now" and decision.creature in cards[0].holders
    assert all(c.state == "waiting" for c in cards[1:])
    battle.choose(next(o for o in decision.options if o.kind == "end_turn"))
    while battle.current in cards[0].holders:
        d = battle.pending()
        battle.choose(next((o for o in d.options if o.kind == "end_turn"), d.options[0]))
    cards = RULES.turn_strip(battle)
    now = [c for c in cards if c.state == "now"]
    assert cards[0].state == "done" and len(now) == 1 and battle.current in now[0].holders


def test_short_names_fit_on_a_card() -> None:
    assert short_name("Brannoc Vey", True) == "Brannoc"
    assert short_name("Tavern Bruiser 2", False) == "Bruiser"
    assert short_name("Cook", False) == "Cook"


def test_the_screen_draws_the_strip_and_follows_the_turns(drive) -> None:
    d = drive(_battle(), "hotseat")
    if d.scene.overlay is not None:
        d.key(pygame.K_RETURN, "\r")
    d.app.draw()
    strip = d.scene.card_strip
    assert strip.entries and strip.rects
    now = [e for e in strip.entries if e.state == "now"]
    assert len(now) == 1 and d.battle.creatures[d.battle.current].name in now[0].names
    first = strip.rects[0]
    assert "Card" in strip.tooltip_at(first.center)


def test_a_ruleset_without_cards_draws_no_strip(drive, ledge) -> None:
    d = drive(ledge, "hotseat")
    d.app.draw()
    assert d.scene.card_strip.entries == [] and d.scene.card_strip.rects == []


def test_while_heroes_may_trade_cards_the_strip_shows_the_cards_held() -> None:
    """002 Swapping Initiative: trades are made before the round, with the cards in view."""
    battle = RULES.encounter_battle("zc_tavern", 3)
    decision = battle.pending()
    assert decision.kind == "card_swap"
    cards = RULES.turn_strip(battle)
    held = sorted(card for c in battle.creatures.values() for card in c.cards)
    assert sorted({c.number for c in cards}) == sorted(set(held))
    assert all(c.state == "waiting" for c in cards)


def test_the_strip_looks_as_it_did(golden) -> None:
    """Golden image (STEELGRID_REGOLD=1 rewrites it): played, current and waiting cards, a pack
    with one member down, a creature out of the fight."""
    from game.hud.card_strip import StripEntry, draw_card_strip
    entries = [StripEntry(2, "Brannoc", "heroes", 1, 1, "done", "Brannoc Vey"),
               StripEntry(4, "Troll", "monsters", 1, 1, "now", "Marsh Troll"),
               StripEntry(6, "Wolf", "monsters", 3, 2, "waiting", "Grey Wolf 1, Grey Wolf 2, Grey Wolf 3"),
               StripEntry(8, "Adder", "monsters", 1, 0, "waiting", "Mire Adder"),
               StripEntry(9, "Troll", "monsters", 1, 1, "waiting", "Marsh Troll")]
    surface = pygame.Surface((400, 64), pygame.SRCALPHA)
    surface.fill((30, 34, 40, 255))
    rects = draw_card_strip(surface, pygame.Rect(0, 0, 400, 64), entries)
    assert len(rects) == 5 and rects[1].y == rects[0].y
    golden(surface, "zone_cards_strip")
