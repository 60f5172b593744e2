"""001 Combat Order: first contact, sides alternating, declare first (scripted dice)."""
from __future__ import annotations

from .kit import creature, declare, fight, of

HEROES = {"bryn_ashford": (2, 2), "wren_tallow": (2, 4)}
FOES = {"goblin_cutter": (9, 2)}


def test_first_contact_passers_act_first() -> None:
    """001 Combat Order: d20 + DEX against DC 12; Wren (DEX +3) rolls 9 = 12 and passes, Bryn
    (DEX +1) rolls 10 = 11 and fails; only Wren declares in the opening phase."""
    battle = fight(HEROES, FOES, first_contact=[10, 9])
    decision = battle.pending()
    contact = of(battle.events, "os_first_contact")
    assert [(c["creature"], c["total"], c["passed"]) for c in contact] == [
        ("bryn_ashford", 11, False), ("wren_tallow", 12, True)]
    assert of(battle.events, "os_phase")[-1] == {"kind": "os_phase", "side": "heroes", "first": True}
    assert decision.creature == "wren_tallow"
    events = declare(battle, "wren_tallow")
    assert of(events, "os_phase")[-1]["side"] == "monsters"


def test_nobody_passes_so_the_enemies_go_first() -> None:
    """001 Combat Order: with no hero passing, all enemies declare and resolve, then all heroes."""
    battle = fight(HEROES, FOES, first_contact=[2, 2])
    assert battle.pending().creature == "goblin_cutter"
    events = declare(battle, "goblin_cutter")
    assert of(events, "os_phase")[-1]["side"] == "heroes"
    events = declare(battle, "bryn_ashford") + declare(battle, "wren_tallow")
    assert of(events, "round_started")[0]["round"] == 2
    assert battle.pending().creature == "goblin_cutter"


def test_nothing_is_rolled_until_the_side_has_declared() -> None:
    """001 Combat Order, why declare first: every declaration is in before any die is rolled."""
    battle = fight(HEROES, {"goblin_cutter": (3, 3)}, first_contact=[15, 15])
    battle.pending()
    rolled = len(battle.dice.history)
    declare(battle, "bryn_ashford", action="attack", target="goblin_cutter", ability="longsword")
    assert len(battle.dice.history) == rolled and not of(battle.events, "os_declared")
    battle.dice.queue(2, 3)
    events = declare(battle, "wren_tallow", to=(2, 3), action="attack", target="goblin_cutter", ability="rapier")
    assert [d["creature"] for d in of(events, "os_declared")] == ["bryn_ashford", "wren_tallow"]
    assert len(of(events, "os_d20")) == 2


def test_attack_on_a_target_that_fell_earlier_in_the_phase_is_lost() -> None:
    """001 Combat Order (rules-decisions): Bryn's blow drops the goblin; Wren's declared attack on
    it is lost, with no roll and no new target."""
    battle = fight(HEROES, {"goblin_cutter": (3, 3), "goblin_archer": (9, 6)}, first_contact=[15, 15])
    declare(battle, "bryn_ashford", action="attack", target="goblin_cutter", ability="longsword")
    battle.dice.queue(15, 8)
    events = declare(battle, "wren_tallow", to=(2, 3), action="attack", target="goblin_cutter", ability="rapier")
    assert creature(battle, "goblin_cutter").dead
    lost = of(events, "os_declaration_lost")
    assert lost == [{"kind": "os_declaration_lost", "creature": "wren_tallow", "action": "attack",
                     "why": "Goblin Cutter already fell"}]
    assert len(of(events, "os_d20")) == 1


def test_squares_declared_by_an_ally_are_taken() -> None:
    """001 Combat Order: a square an ally has declared it will move to cannot be declared again."""
    battle = fight(HEROES, FOES, first_contact=[15, 15])
    declare(battle, "bryn_ashford", to=(5, 3))
    options = battle.pending().options
    assert all(o.args["to"] != [5, 3, 1] for o in options)
