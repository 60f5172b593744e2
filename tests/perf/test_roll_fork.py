"""Look-ahead plays an ability's cost and targeting once and forks at the power roll (issue 18):
the forked outcomes must be exactly those of playing each group of dice from the start."""
from __future__ import annotations

from rules.ai import sim
from rules.ai.greedy import GreedyPlayer
from rules.core.registry import find_encounter
from rules.drawsteel import advice
from rules.drawsteel.abilities.roll_fork import HOLD, ROLL_FORK
from rules.drawsteel.abilities.tests import take_forecast


def _turns_with_abilities(limit: int):
    """Real turn decisions of a greedy battle that offer rolled abilities, with the battle."""
    rules = find_encounter("emberfield_stampede")[0]
    battle = rules.encounter_battle("emberfield_stampede", 2, settings=dict(sim.SIM_SETTINGS))
    player, found = GreedyPlayer(), 0
    while found < limit and battle.pending() is not None:
        decision = battle.pending()
        if decision.kind == "turn" and any(o.kind == "ability" for o in decision.options):
            found += 1
            yield battle, decision
        battle.choose(player(battle, decision))


def _scored(battle, option, advisor):
    side = battle.pending().side
    return [(p, advisor.evaluate(b, side), b.pending().kind if b.pending() else None)
            for p, b in advisor.outcomes(battle, option)]


def test_forked_outcomes_match_playing_every_group_from_the_start(monkeypatch):
    advisor = advice.DrawSteelAdvisor()
    compared, held = 0, []
    real_held = advice._held_copies
    monkeypatch.setattr(advice, "_held_copies", lambda *args: held.append(real_held(*args)) or held[-1])
    for battle, decision in _turns_with_abilities(6):
        for option in decision.options:
            if option.kind not in ("ability", "charge"):
                continue
            with_fork = _scored(battle, option, advisor)
            with monkeypatch.context() as m:
                m.setattr(advice, "_held_copies", lambda *args: None)
                from_start = _scored(battle, option, advisor)
            assert with_fork == from_start, option.label
            compared += 1
    assert compared > 20 and sum(h is not None for h in held) > 5


def test_a_held_copy_pauses_at_the_acting_creatures_roll_and_nowhere_else():
    battle, decision = next(_turns_with_abilities(1))
    option = next(o for o in decision.options if o.kind == "ability"
                  and len(advice.DrawSteelAdvisor()._dice_groups(battle, o)) > 1)
    copy = battle.clone()
    copy.forecast_dice = HOLD
    copy.choose(option)
    advice.settle(copy, decision.side, advice.DrawSteelAdvisor(), stop=advice.FORK_STOPS)
    assert copy.pending().kind == ROLL_FORK and copy.stack[-1]["phase"] == "roll"
    real = battle.clone()  # a copy without the mark plays straight through the roll
    real.choose(option)
    assert real.pending() is None or real.pending().kind != ROLL_FORK


def test_another_roll_by_the_acting_creature_spoils_the_hold():
    battle, decision = next(_turns_with_abilities(1))
    copy = battle.clone()
    copy.forecast_dice = HOLD
    actor = copy.creatures[copy.current]
    assert take_forecast(copy, actor) is None and copy.forecast_dice is None


def _state(b):
    """All a settled look-ahead copy holds that play can read, in plain data."""
    decision = b.pending()
    return ({k: c.to_dict() for k, c in b.creatures.items()}, b.turn, b.data, b.stack, b.acted,
            b.winner, decision and [o.label for o in decision.options])


def test_a_critical_hit_copied_from_its_tier_3_twin_is_the_critical_hit_played(monkeypatch):
    """Issue 18: the critical hit's copy is the plain tier-3 copy plus one main action
    (000 Power Rolls > critical hits, RULES-NOTES Power rolls), not played again; it must hold
    exactly what playing the critical roll gives, options of the turn that follows included."""
    advisor = advice.DrawSteelAdvisor()
    derived = []
    real_with = advice.with_extra_main
    monkeypatch.setattr(advice, "with_extra_main", lambda *a: derived.append(1) or real_with(*a))
    compared = 0
    for battle, decision in _turns_with_abilities(8):
        for option in decision.options:
            if option.kind not in ("ability", "charge"):
                continue
            before = len(derived)
            quick = advisor.outcomes(battle, option)
            if len(derived) == before:
                continue
            with monkeypatch.context() as m:
                m.setattr(advice, "critical_from_plain", lambda *a: False)
                played = advisor.outcomes(battle, option)
            assert [p for p, _ in quick] == [p for p, _ in played]
            assert [_state(b) for _, b in quick] == [_state(b) for _, b in played], option.label
            compared += 1
    assert compared > 10
