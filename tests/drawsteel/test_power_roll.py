"""Power rolls (rules/drawsteel/power_roll.py) against RULES-NOTES "Power rolls" and seed 000.

The oracle below is written straight from RULES-NOTES: 2d10 + bonus; tier 1 at 11 or less,
tier 2 at 12-16, tier 3 at 17+; edges and banes capped at 2 each then cancelled; a net edge is
+2, a net bane -2, a double edge raises the tier, a double bane lowers it; a natural 19 or 20 is
always tier 3; automatic outcomes override.
"""
from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given, settings, strategies as st

from rules.drawsteel.abilities.power_roll import (
    critical_chance, net_edges, resolve, tier_of_total, tier_probabilities,
    tier_probabilities_float,
)

DICE = list(product(range(1, 11), repeat=2))
bonuses = st.integers(-12, 12)
counts = st.integers(0, 5)


def oracle_tier(d1: int, d2: int, bonus: int, edges: int, banes: int) -> int:
    e, b = min(edges, 2), min(banes, 2)
    net = e - b
    total = d1 + d2 + bonus + {1: 2, -1: -2}.get(net, 0)
    tier = 1 if total <= 11 else 2 if total <= 16 else 3
    if net == 2:
        tier = min(3, tier + 1)
    if net == -2:
        tier = max(1, tier - 1)
    if d1 + d2 >= 19:
        tier = 3
    return tier


# ---------------------------------------------------------------- tiers and totals

@pytest.mark.parametrize("total,tier", [
    (-5, 1), (2, 1), (11, 1), (12, 2), (14, 2), (16, 2), (17, 3), (20, 3), (30, 3)])
def test_tier_of_total_boundaries(total, tier):
    """RULES-NOTES Power rolls: 11 or lower tier 1, 12-16 tier 2, 17 or higher tier 3."""
    assert tier_of_total(total) == tier


@pytest.mark.parametrize("d1,d2,bonus,tier", [
    (5, 6, 0, 1), (6, 6, 0, 2), (1, 10, 1, 2), (8, 8, 0, 2), (8, 9, 0, 3), (7, 7, 3, 3),
    (6, 5, 1, 2), (10, 6, 0, 2), (10, 6, 1, 3), (2, 2, 7, 1), (2, 2, 8, 2)])
def test_resolve_boundaries_11_12_16_17(d1, d2, bonus, tier):
    """RULES-NOTES Power rolls: totals 11/12 and 16/17 are the tier boundaries."""
    r = resolve(d1, d2, bonus)
    assert r.total == d1 + d2 + bonus and r.natural == d1 + d2
    assert r.tier == tier


@settings(deadline=None)
@given(st.integers(1, 10), st.integers(1, 10), bonuses, counts, counts)
def test_resolve_matches_oracle(d1, d2, bonus, edges, banes):
    """RULES-NOTES Power rolls: resolve() follows the written rules for every roll."""
    assert resolve(d1, d2, bonus, edges, banes).tier == oracle_tier(d1, d2, bonus, edges, banes)


def test_single_edge_and_bane_move_total_by_two():
    """RULES-NOTES Power rolls: "net one edge: +2 to the total; net one bane: -2"."""
    assert resolve(5, 5, 1, edges=1).total == 13
    assert resolve(5, 5, 1, banes=1).total == 9
    assert resolve(5, 5, 1, edges=1).tier == 2   # 11 -> 13
    assert resolve(6, 6, 0, banes=1).tier == 1   # 12 -> 10
    assert resolve(8, 8, 0, edges=1).tier == 3   # 16 -> 18


def test_double_edge_and_bane_move_the_tier_not_the_total():
    """RULES-NOTES Power rolls: double edge = tier up one (max 3), no numeric bonus; double bane
    = tier down one (min 1)."""
    r = resolve(5, 5, 0, edges=2)
    assert r.total == 10 and r.tier == 2
    assert resolve(8, 8, 3, edges=2).tier == 3
    r = resolve(8, 8, 3, banes=2)
    assert r.total == 19 and r.tier == 2
    assert resolve(1, 1, 0, banes=2).tier == 1


# ---------------------------------------------------------------- edges and banes

@settings(deadline=None)
@given(counts, counts)
def test_net_edges_caps_and_cancels(edges, banes):
    """RULES-NOTES Power rolls: count each, cap each at 2, then cancel."""
    net = net_edges(edges, banes)
    assert -2 <= net <= 2
    assert net == min(edges, 2) - min(banes, 2)


@pytest.mark.parametrize("edges,banes,net", [
    (1, 1, 0),   # edge + bane = nothing
    (2, 2, 0),   # double edge + double bane = nothing
    (2, 1, 1),   # double edge + one bane = one edge
    (1, 2, -1),  # double bane + one edge = one bane
    (5, 0, 2), (0, 7, -2), (3, 3, 0), (4, 1, 1), (0, 0, 0)])
def test_net_edges_named_cases(edges, banes, net):
    """RULES-NOTES Power rolls: edge + bane or double edge + double bane is nothing; double edge
    + one bane = one edge; double bane + one edge = one bane; more than two count as two."""
    assert net_edges(edges, banes) == net


@settings(deadline=None)
@given(st.integers(1, 10), st.integers(1, 10), bonuses, counts, counts)
def test_edge_never_hurts_bane_never_helps(d1, d2, bonus, edges, banes):
    """RULES-NOTES Power rolls: for the very same dice, one more edge never lowers the tier and
    one more bane never raises it."""
    base = resolve(d1, d2, bonus, edges, banes).tier
    assert resolve(d1, d2, bonus, edges + 1, banes).tier >= base
    assert resolve(d1, d2, bonus, edges, banes + 1).tier <= base


@settings(deadline=None)
@given(bonuses, counts, counts)
def test_edge_never_hurts_bane_never_helps_in_odds(bonus, edges, banes):
    """RULES-NOTES Power rolls: an edge never lowers P(tier 3) nor raises P(tier 1); a bane the
    reverse."""
    p = tier_probabilities(bonus, edges, banes)
    pe = tier_probabilities(bonus, edges + 1, banes)
    pb = tier_probabilities(bonus, edges, banes + 1)
    assert pe[2] >= p[2] and pe[0] <= p[0]
    assert pb[2] <= p[2] and pb[0] >= p[0]


# ---------------------------------------------------------------- naturals

@settings(deadline=None)
@given(st.sampled_from([(9, 10), (10, 9), (10, 10)]), st.integers(-30, 5), counts, counts)
def test_natural_19_or_20_is_always_tier_3(dice, bonus, edges, banes):
    """RULES-NOTES Power rolls: "A natural 19 or 20 ... is always tier 3" - even with a big
    penalty and a double bane (docs/rules-decisions.md: a natural beats a double bane)."""
    r = resolve(dice[0], dice[1], bonus, edges, banes)
    assert r.tier == 3 and r.natural_crit


def test_natural_19_beats_double_bane_explicitly():
    """RULES-NOTES Power rolls: natural 19 with double bane and -10 is still tier 3."""
    assert resolve(9, 10, -10, banes=2).tier == 3
    assert resolve(10, 10, -10, edges=0, banes=5).tier == 3
    assert not resolve(9, 9, 0).natural_crit


def test_critical_chance_is_three_in_a_hundred():
    """RULES-NOTES Power rolls: natural 19 or 20 on 2d10 = 3/100."""
    assert critical_chance() == Fraction(3, 100)
    assert sum(1 for a, b in DICE if a + b >= 19) == 3


# ---------------------------------------------------------------- automatic outcomes

@settings(deadline=None)
@given(st.integers(1, 3), st.integers(1, 10), st.integers(1, 10), bonuses, counts, counts)
def test_automatic_tier_overrides(auto, d1, d2, bonus, edges, banes):
    """RULES-NOTES Power rolls: automatic tier outcomes override the roll."""
    assert resolve(d1, d2, bonus, edges, banes, automatic=auto).tier == auto
    p = tier_probabilities(bonus, edges, banes, auto)
    assert p[auto - 1] == 1 and sum(p) == 1


# ---------------------------------------------------------------- exact odds

@settings(deadline=None)
@given(bonuses, counts, counts)
def test_tier_probabilities_sum_to_one_exactly(bonus, edges, banes):
    """RULES-NOTES Power rolls: odds are exact fractions of the 100 ways 2d10 land."""
    p = tier_probabilities(bonus, edges, banes)
    assert all(isinstance(x, Fraction) for x in p)
    assert sum(p) == 1
    assert all(0 <= x <= 1 for x in p)
    assert all((x * 100).denominator == 1 for x in p)
    f = tier_probabilities_float(bonus, edges, banes)
    assert f == tuple(float(x) for x in p)


@settings(deadline=None)
@given(bonuses, counts, counts)
def test_tier_probabilities_match_brute_force(bonus, edges, banes):
    """RULES-NOTES Power rolls ("compute them exactly, not by sampling"): the odds equal an
    independent enumeration of all 100 dice pairs under the written rules."""
    counts_ = [0, 0, 0]
    for d1, d2 in DICE:
        counts_[oracle_tier(d1, d2, bonus, edges, banes) - 1] += 1
    assert tier_probabilities(bonus, edges, banes) == tuple(Fraction(c, 100) for c in counts_)


@settings(deadline=None)
@given(st.integers(-15, 15), counts, counts)
def test_more_bonus_never_lowers_tier_3(bonus, edges, banes):
    """RULES-NOTES Power rolls: a bigger bonus never lowers P(tier 3) nor raises P(tier 1)."""
    lo = tier_probabilities(bonus, edges, banes)
    hi = tier_probabilities(bonus + 1, edges, banes)
    assert hi[2] >= lo[2]
    assert hi[0] <= lo[0]


@pytest.mark.parametrize("bonus", [-20, -12])
def test_hopeless_roll_still_crits(bonus):
    """RULES-NOTES Power rolls: even a hopeless bonus leaves the 3% natural 19/20 at tier 3."""
    assert tier_probabilities(bonus, 0, 2)[2] == Fraction(3, 100)
