"""001 Combat Actions: Ready (a named trigger), Improvise (board-aware stunts against a DC) and
the free actions; with the falls and burning ground they lead to (scripted dice)."""
from __future__ import annotations

from .kit import EARTH, LAVA, LEDGE, action_labels, creature, declare, fight, of


def test_ready_fires_when_a_foe_comes_within_reach() -> None:
    """001 Combat Actions, Ready: Bryn readies his longsword for a foe coming within reach; the
    goblin steps beside him and takes the blow first (15 + 5 hits, 7 + 3 = 10 drops it), so its
    declared attack is lost."""
    battle = fight({"bryn_ashford": (2, 2)}, {"goblin_cutter": (6, 2)}, first_contact=[15])
    events = declare(battle, "bryn_ashford", action="ready", ability="longsword", trigger="foe_in_reach")
    assert of(events, "os_readied")[0]["trigger"] == "foe_in_reach"
    battle.dice.queue(15, 7)
    events = declare(battle, "goblin_cutter", to=(3, 2), action="attack", target="bryn_ashford",
                     ability="rusty_blade")
    assert of(events, "os_ready_fired")[0] == {"kind": "os_ready_fired", "creature": "bryn_ashford",
                                               "target": "goblin_cutter", "trigger": "foe_in_reach"}
    assert creature(battle, "goblin_cutter").dead and of(events, "os_declaration_lost")


def test_ready_is_lost_at_the_start_of_the_next_turn() -> None:
    """001 Combat Actions, Ready: a readied action that never fired lapses when its side acts again."""
    battle = fight({"bryn_ashford": (2, 2)}, {"goblin_cutter": (10, 2)}, first_contact=[15])
    declare(battle, "bryn_ashford", action="ready", ability="longsword", trigger="foe_in_reach")
    assert creature(battle, "bryn_ashford").tags.get("readied")
    events = declare(battle, "goblin_cutter")
    assert not creature(battle, "bryn_ashford").tags.get("readied")
    assert {"creature": "bryn_ashford", "condition": "readied"}.items() <= of(events, "condition_ended")[-1].items()


def test_ready_against_a_caster_strikes_before_the_spell() -> None:
    """001 Combat Actions, Ready: Wren holds her bow for a foe casting a spell; the cultist begins
    its Withering Word and her arrow lands first: a natural 20 doubles the d6 (6 + 5 = 11), the
    cultist (10 HP) falls and the spell is never cast."""
    battle = fight({"wren_tallow": (2, 2)}, {"grave_cultist": (9, 2)}, first_contact=[15])
    declare(battle, "wren_tallow", action="ready", ability="shortbow", trigger="foe_casts")
    battle.dice.queue(20, 6, 5)
    events = declare(battle, "grave_cultist", action="cast", target="wren_tallow", ability="withering_word")
    assert of(events, "os_ready_fired")[0]["trigger"] == "foe_casts"
    assert creature(battle, "grave_cultist").dead and creature(battle, "wren_tallow").hp == 14
    assert of(events, "os_declaration_lost")[0]["action"] == "cast"


def test_free_action_drink_a_potion() -> None:
    """001 Combat Actions, free actions: a potion drunk alongside a Dodge restores 1d8 (6)."""
    battle = fight({"bryn_ashford": (2, 2)}, {"goblin_cutter": (10, 2)}, first_contact=[15])
    bryn = creature(battle, "bryn_ashford")
    bryn.hp = 5
    battle.dice.queue(6)
    events = declare(battle, "bryn_ashford", free="potion", action="dodge")
    assert of(events, "os_free_action")[0]["what"] == "potion"
    assert bryn.hp == 11 and bryn.potions == 0


def test_no_free_action_is_asked_for_when_none_is_open() -> None:
    """001 Combat Actions, free actions: unhurt and armed, nothing to do for free: no question."""
    battle = fight({"bryn_ashford": (2, 2)}, {"goblin_cutter": (10, 2)}, first_contact=[15])
    assert action_labels(battle, "bryn_ashford")[0] == "Dodge"


def test_improvise_over_the_edge() -> None:
    """001 Combat Actions, Improvise: on a 3-high ledge Bryn throws the goblin off (STR 14 + 3 = 17
    against DC 16); it falls 3 squares, 1d6 (4), and lies prone."""
    ledge = {(2, 2): LEDGE, (3, 2): LEDGE}
    battle = fight({"bryn_ashford": (2, 2)}, {"goblin_cutter": (3, 2)}, first_contact=[15], squares=ledge)
    battle.dice.queue(14, 4)
    events = declare(battle, "bryn_ashford", action="improvise", target="goblin_cutter", stunt="hurl")
    goblin = creature(battle, "goblin_cutter")
    assert of(events, "fell")[0]["height"] == 3 and goblin.pos == (4, 2, 1)
    assert goblin.hp == 3 and goblin.has("prone")


def test_improvise_into_lava_burns() -> None:
    """001 Combat Actions, Improvise: thrown into lava (STR 14 + 3 against 16), the goblin burns
    for 2d6 (3 + 4 = 7) and dies."""
    battle = fight({"bryn_ashford": (2, 2)}, {"goblin_cutter": (3, 2)}, first_contact=[15],
                   squares={(4, 2): LAVA})
    battle.dice.queue(14, 3, 4)
    events = declare(battle, "bryn_ashford", action="improvise", target="goblin_cutter", stunt="hurl")
    assert of(events, "os_hazard")[0]["cause"] == "burning" and creature(battle, "goblin_cutter").dead


def test_improvise_grit_in_the_eyes() -> None:
    """001 Combat Actions, Improvise: standing on earth Bryn throws grit (DEX 12 + 1 = 13 against
    12); the goblin's next attack has SETBACK (10 + 4 - 3 misses AC 16); it clears afterwards."""
    battle = fight({"bryn_ashford": (2, 2)}, {"goblin_cutter": (3, 2)}, first_contact=[15],
                   squares={(2, 2): EARTH})
    battle.dice.queue(12)
    declare(battle, "bryn_ashford", action="improvise", target="goblin_cutter", stunt="grit")
    assert creature(battle, "goblin_cutter").has("blinded")
    battle.dice.queue(10, 3)
    events = declare(battle, "goblin_cutter", action="attack", target="bryn_ashford", ability="rusty_blade")
    roll = of(events, "os_d20")[0]
    assert roll["edge"] == -1 and "grit in the eyes" in roll["reasons"] and not roll["success"]
    assert not creature(battle, "goblin_cutter").has("blinded")


def test_improvise_leap_over_lava() -> None:
    """001 Combat Actions, Improvise: Wren leaps the lava (DEX 10 + 3 = 13 against 12)."""
    battle = fight({"wren_tallow": (2, 2)}, {"goblin_cutter": (10, 2)}, first_contact=[15],
                   squares={(3, 2): LAVA})
    assert "Improvise: leap to 4, 2" in action_labels(battle, "wren_tallow")
    battle.dice.queue(10)
    declare(battle, "wren_tallow", action="improvise", stunt="leap", landing=[4, 2, 1])
    assert creature(battle, "wren_tallow").pos == (4, 2, 1)


def test_improvise_failed_leap_lands_in_the_lava() -> None:
    """001 Combat Actions, Improvise: a failed leap (2 + 3) lands in the lava: 2d6 (3 + 3)."""
    battle = fight({"wren_tallow": (2, 2)}, {"goblin_cutter": (10, 2)}, first_contact=[15],
                   squares={(3, 2): LAVA})
    battle.dice.queue(2, 3, 3)
    declare(battle, "wren_tallow", action="improvise", stunt="leap", landing=[4, 2, 1])
    wren = creature(battle, "wren_tallow")
    assert wren.pos == (3, 2, 1) and wren.hp == 14 - 6


def test_burning_ground_at_the_start_of_the_phase() -> None:
    """Burning ground (rules-decisions, 001 Combat Order): a creature starting its side's phase in
    lava burns for 2d6 (2 + 2)."""
    battle = fight({"bryn_ashford": (2, 2)}, {"goblin_cutter": (8, 2)}, first_contact=[1],
                   squares={(8, 2): LAVA})
    battle.dice.queue(2, 2)
    decision = battle.pending()
    assert decision.creature == "goblin_cutter"
    assert creature(battle, "goblin_cutter").hp == 3
