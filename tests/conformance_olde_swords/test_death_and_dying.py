"""001 Death & Dying: the five rows of the dying table (2d6 minus Fatigue), getting back up
and its CON save (scripted dice)."""
from __future__ import annotations

from .kit import creature, declare, fight, of

HEROES = {"brother_anselm": (2, 5), "bryn_ashford": (2, 2)}
FOES = {"goblin_cutter": (10, 6)}


def _to_hero_phase(*dice: int):
    """Bryn lies dying; the goblin's phase passes; then his dying roll uses `dice`."""
    battle = fight(HEROES, FOES, dying=["bryn_ashford"])
    battle.dice.queue(*dice)
    events = declare(battle, "goblin_cutter")
    return battle, events


def test_11_or_more_back_up_with_con_or_a_hit_die() -> None:
    """001 Death & Dying: 6+5 = 11: back up with the higher of CON (+2) and a d10 Hit Die (4);
    the CON save (d20 10 + 2 + PB 2 = 14 against 12) keeps Fatigue away; he declares at once."""
    battle, events = _to_hero_phase(6, 5, 4, 10)
    assert of(events, "os_dying")[0]["row"] == "back up"
    bryn = creature(battle, "bryn_ashford")
    assert bryn.active and bryn.hp == 4 and bryn.fatigue == 0
    assert battle.pending().creature in ("brother_anselm", "bryn_ashford")


def test_getting_back_up_fails_the_con_save_and_gains_fatigue() -> None:
    """001 Death & Dying, getting back up: CON save 3 + 4 = 7 against 12 fails: 1 Fatigue."""
    battle, events = _to_hero_phase(6, 6, 1, 3)
    bryn = creature(battle, "bryn_ashford")
    assert bryn.hp == 2 and bryn.fatigue == 1 and of(events, "os_fatigue")


def test_10_is_stable_and_wakes_next_turn_at_1_hp() -> None:
    """001 Death & Dying: 5+5 = 10: stable; at his side's next phase he wakes with 1 HP."""
    battle, events = _to_hero_phase(5, 5)
    bryn = creature(battle, "bryn_ashford")
    assert of(events, "os_dying")[0]["row"] == "stable" and bryn.stable and not bryn.active
    declare(battle, "brother_anselm")
    battle.dice.queue(15)
    declare(battle, "goblin_cutter")
    assert bryn.active and bryn.hp == 1


def test_5_to_9_is_still_dying() -> None:
    """001 Death & Dying: 4+4 = 8: still dying, rolling again next round."""
    battle, events = _to_hero_phase(4, 4)
    bryn = creature(battle, "bryn_ashford")
    assert of(events, "os_dying")[0]["row"] == "still dying" and bryn.dying and not bryn.stable


def test_4_is_one_heroic_action_then_death() -> None:
    """001 Death & Dying: 2+2 = 4: he declares with his side, acts, and dies when the phase ends."""
    battle, events = _to_hero_phase(2, 2)
    assert of(events, "os_dying")[0]["row"] == "heroic last action"
    declare(battle, "brother_anselm")
    events = declare(battle, "bryn_ashford")
    assert creature(battle, "bryn_ashford").dead and of(events, "died")


def test_3_or_less_is_dead_outright() -> None:
    """001 Death & Dying: 1+2 = 3: dead."""
    battle, events = _to_hero_phase(1, 2)
    assert of(events, "os_dying")[0]["row"] == "dead" and creature(battle, "bryn_ashford").dead


def test_fatigue_is_taken_off_the_dying_roll() -> None:
    """001 Death & Dying: 6+5 = 11 less Fatigue 2 = 9: still dying."""
    battle = fight(HEROES, FOES, dying=["bryn_ashford"])
    creature(battle, "bryn_ashford").fatigue = 2
    battle.dice.queue(6, 5)
    events = declare(battle, "goblin_cutter")
    assert of(events, "os_dying")[0]["total"] == 9 and creature(battle, "bryn_ashford").dying
