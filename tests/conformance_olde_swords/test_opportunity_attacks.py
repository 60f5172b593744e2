"""001 Opportunity Attacks: leaving reach draws one; not after Disengage, not from a creature
already in melee with another, one a round (scripted dice)."""
from __future__ import annotations

from .kit import declare, fight, of


def test_leaving_reach_draws_an_opportunity_attack() -> None:
    """001 Opportunity Attacks: the goblin steps away from Bryn and he strikes (d20 15, 1d8 6)."""
    battle = fight({"bryn_ashford": (2, 2)}, {"goblin_cutter": (3, 2)})
    battle.dice.queue(15, 6)
    events = declare(battle, "goblin_cutter", to=(8, 2))
    assert of(events, "os_opportunity") == [{"kind": "os_opportunity", "attacker": "bryn_ashford",
                                             "target": "goblin_cutter"}]
    assert of(events, "died")


def test_not_after_disengage() -> None:
    """001 Opportunity Attacks: the goblin Disengaged before moving: no attack."""
    battle = fight({"bryn_ashford": (2, 2)}, {"goblin_cutter": (3, 2)})
    events = declare(battle, "goblin_cutter", to=(8, 2), action="disengage")
    assert not of(events, "os_opportunity") and not of(events, "os_d20")


def test_not_when_already_in_melee_with_another() -> None:
    """001 Opportunity Attacks: Bryn is beside a second goblin, so the first leaves freely."""
    battle = fight({"bryn_ashford": (2, 2)}, {"goblin_cutter": (3, 2), "goblin_archer": (2, 3)})
    events = declare(battle, "goblin_cutter", to=(8, 2)) + declare(battle, "goblin_archer")
    assert not of(events, "os_opportunity")


def test_one_per_round() -> None:
    """001 Opportunity Attacks: two goblins walk away; Bryn strikes only the first (and misses)."""
    battle = fight({"bryn_ashford": (2, 2)}, {"goblin_cutter#1": (3, 2), "goblin_cutter#2": (3, 3)})
    declare(battle, "goblin_cutter_1", to=(8, 2))
    battle.dice.queue(2)
    events = declare(battle, "goblin_cutter_2", to=(8, 4))
    assert len(of(events, "os_opportunity")) == 1


def test_disengage_then_dash_to_flee() -> None:
    """001 Combat Actions, Disengage: "you can Dash afterwards to flee": Bryn, beside the goblin,
    dashes 9 squares away having Disengaged, and draws no opportunity attack."""
    from .kit import creature, declare, fight, of
    battle = fight({"bryn_ashford": (2, 2)}, {"goblin_cutter": (3, 2)}, first_contact=[15])
    events = declare(battle, "bryn_ashford", to=(11, 7), action="disengage", dash=True)
    assert not of(events, "os_opportunity") and creature(battle, "bryn_ashford").pos == (11, 7, 1)
