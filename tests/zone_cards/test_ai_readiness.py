"""The greedy AI under Cards & Zones gets its best weapon to bear: it draws the blade it has
sheathed when a foe stands in its zone, and closes on a foe behind cover rather than throw at
it all day (002 Maneuver in Combat: drawing or swapping a weapon is a fast maneuver, as is moving
within the zone to come to grips; 002 Circumstances: cover makes a shot harder). Two greedy sides
no longer trade hopeless throws and grapples until the round limit."""
from __future__ import annotations

from rules.ai.greedy import GreedyPlayer
from rules.ai.sim import run_one
from rules.zone_cards.scenarios import parse_scenario
from rules.zone_cards.scenarios.runner import build_battle

ZONES = [{"name": "Deck", "rect": [0, 0, 3, 1], "links": ["Hold"]}, {"name": "Hold", "rect": [4, 0, 7, 1]}]
MAP = {"rows": ". . . . . . . .\n. . . . . . . ."}


def battle_of(creatures: list[dict], cards: dict):
    data = {"title": "AI", "cites": "002 Maneuver in Combat", "map": MAP, "zone": ZONES,
            "creature": creatures, "cards": cards, "expect": {"battle.round": 1}}
    return build_battle(parse_scenario(data, "ai"))


def captain(**kw) -> dict:
    return {"id": "captain", "side": "monsters", "zone": "Deck", "kind": "npc", "body": 4, "agility": 3,
            "skills": {"strike": 2, "shoot": 1}, "weapons": ["sword", "crossbow"], "wielding": "crossbow",
            "toughness": 5, "armor": 1, **kw}


def brannoc(**kw) -> dict:
    return {"id": "brannoc", "side": "heroes", "zone": "Deck", "body": 4, "agility": 3,
            "skills": {"strike": 2, "force": 1}, "weapons": ["sword", "throwing_axe"],
            "wielding": "throwing_axe", "armor": 1, **kw}


def test_a_foe_in_its_zone_and_a_sheathed_sword_it_draws_and_strikes():
    battle = battle_of([captain(), brannoc()], {"captain": 1, "brannoc": 2})
    player = GreedyPlayer()
    first = player(battle, battle.pending())
    assert first.kind == "draw" and first.args["weapon"] == "sword"
    battle.choose(first)
    second = player(battle, battle.pending())
    assert second.kind == "attack" and second.args["ability"] == "sword"


def test_a_foe_behind_cover_it_closes_on_rather_than_throw_at_poor_odds():
    battle = battle_of([brannoc(), captain(in_cover=True)], {"brannoc": 1, "captain": 2})
    decision = battle.pending()
    assert any(o.kind == "attack" and o.args["ability"] == "throwing_axe" for o in decision.options)
    choice = GreedyPlayer()(battle, decision)
    assert choice.kind in ("close", "draw")


def test_the_black_gull_boarding_ends_with_a_victor():
    """Seed 4 once ran to the round limit: the last hero threw at a captain behind cover, the
    captain grappled with a crossbow in hand, thirty rounds long."""
    battle = run_one("zc_boarding", 4, "greedy", "greedy", make_battle=_on_own_map)
    assert battle.winner in ("heroes", "monsters")


def _on_own_map(encounter: str, seed: int, settings: dict):
    from game.sim_boards import on_own_map
    return on_own_map(encounter, seed, settings)
