"""Exact 3D odds (RULES-NOTES The 3D system; 003 Attack Rolls): 3d6, and 4d6 keeping the best or
worst three, counted exactly; the forecast shows them."""
from __future__ import annotations

from fractions import Fraction

from hypothesis import given, strategies as st

from rules.core.registry import get_ruleset
from rules.three_dice.dice3 import keep, net_mode
from rules.three_dice.odds import chance_at_least, hit_chance, pool_totals


def test_plain_pool_is_3d6() -> None:
    totals = pool_totals(0)
    assert min(totals) == 3 and max(totals) == 18
    assert totals[10] == Fraction(27, 216) and totals[18] == Fraction(1, 216)
    assert chance_at_least(10) == Fraction(135, 216)  # 10 or more on 3d6: 62.5%


def test_advantage_and_disadvantage_mirror() -> None:
    for t in range(3, 19):
        assert pool_totals(1)[t] == pool_totals(-1)[21 - t]
    assert chance_at_least(18, 1) == Fraction(21, 1296)
    assert chance_at_least(3, -1) == 1


def test_hit_chance_uses_modifier_and_armor() -> None:
    assert hit_chance(3, 13) == chance_at_least(10)
    assert hit_chance(10, 5) == 1 and hit_chance(-10, 20) == 0


@given(st.lists(st.integers(1, 6), min_size=4, max_size=4))
def test_keep_best_and_worst(faces: list[int]) -> None:
    assert sum(keep(tuple(faces), 1)) == sum(faces) - min(faces)
    assert sum(keep(tuple(faces), -1)) == sum(faces) - max(faces)


def test_modes_do_not_stack() -> None:
    assert net_mode(2, 0) == 1 and net_mode(0, 3) == -1 and net_mode(2, 1) == 0


def test_forecast_shows_exact_hit_chance() -> None:
    rules = get_ruleset("three_dice")
    battle = rules.encounter_battle("td_tavern_brawl", 1)
    hero = battle.creatures["corin_vale"]
    foe = next(c for c in battle.creatures.values() if c.side == "monsters")
    preview = rules.forecast.ability_preview(battle, hero.id, "thrown_dagger", [foe.id])
    band = preview.targets[0].bands[0]
    assert band[0] == "Hit" and 0 < band[1] <= 1
