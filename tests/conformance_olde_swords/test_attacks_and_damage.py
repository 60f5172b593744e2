"""001 Attacks & Damage: d20 + ability + PB against AC, damage by weapon kind, critical hits,
fumbles, EDGE and SETBACK, cover (scripted dice)."""
from __future__ import annotations

from rules.olde_swords.attacks_and_damage.fumble import knock_prone

from .kit import action_labels, creature, declare, fight, labels_after_move, of

BRYN = {"bryn_ashford": (2, 2)}
OGRE = {"hill_ogre": (3, 1)}


def _hit(events: list) -> dict:
    return of(events, "os_d20")[0]


def test_melee_adds_str_to_attack_and_damage() -> None:
    """001 Attacks & Damage: Bryn (STR +3, PB +2) rolls 6 = 11 against the ogre's AC 11 and hits;
    1d8 rolls 4, +3 STR = 7."""
    battle = fight(BRYN, OGRE, first_contact=[15])
    battle.dice.queue(6, 4)
    events = declare(battle, "bryn_ashford", action="attack", target="hill_ogre", ability="longsword")
    assert (_hit(events)["total"], _hit(events)["success"]) == (11, True)
    assert of(events, "damaged")[0]["amount"] == 7 and creature(battle, "hill_ogre").hp == 23


def test_a_miss_deals_nothing() -> None:
    """001 Attacks & Damage: 5 + 5 = 10 against AC 11 misses; no damage is rolled."""
    battle = fight(BRYN, OGRE, first_contact=[15])
    battle.dice.queue(5)
    events = declare(battle, "bryn_ashford", action="attack", target="hill_ogre", ability="longsword")
    assert not _hit(events)["success"] and not of(events, "damaged")


def test_ranged_adds_dex_to_the_attack_only() -> None:
    """001 Attacks & Damage: Wren's shortbow: d20 6 + DEX 3 + PB 2 = 11; 1d6 rolls 5, nothing added."""
    battle = fight({"wren_tallow": (1, 6)}, OGRE, first_contact=[15])
    battle.dice.queue(6, 5)
    events = declare(battle, "wren_tallow", action="attack", target="hill_ogre", ability="shortbow")
    assert _hit(events)["total"] == 11 and _hit(events)["bonus"] == 5
    assert of(events, "os_damage")[0]["bonus"] == 0 and of(events, "damaged")[0]["amount"] == 5


def test_finesse_uses_dex_for_attack_and_damage() -> None:
    """001 Attacks & Damage: Wren's rapier: d20 + 5 to hit, 1d8 + DEX 3 damage."""
    battle = fight({"wren_tallow": (2, 2)}, OGRE, first_contact=[15])
    battle.dice.queue(10, 2)
    events = declare(battle, "wren_tallow", action="attack", target="hill_ogre", ability="rapier")
    assert _hit(events)["bonus"] == 5 and of(events, "damaged")[0]["amount"] == 5


def test_natural_20_doubles_the_dice_not_the_ability() -> None:
    """001 Attacks & Damage, Critical Hit: two d8 (3 and 6) + STR 3 = 12."""
    battle = fight(BRYN, OGRE, first_contact=[15])
    battle.dice.queue(20, 3, 6)
    events = declare(battle, "bryn_ashford", action="attack", target="hill_ogre", ability="longsword")
    rolled = of(events, "os_damage")[0]
    assert rolled["critical"] and rolled["dice"] == [3, 6] and rolled["total"] == 12


def test_natural_1_misses_and_slips_prone() -> None:
    """001 Attacks & Damage, Fumble (rules-decisions): a natural 1, then a d6 of 3: prone."""
    battle = fight(BRYN, OGRE, first_contact=[15])
    battle.dice.queue(1, 3)
    events = declare(battle, "bryn_ashford", action="attack", target="hill_ogre", ability="longsword")
    assert of(events, "os_fumble")[0]["what"] == "slip" and creature(battle, "bryn_ashford").has("prone")
    assert not of(events, "damaged")


def test_natural_1_drops_the_weapon_until_picked_up() -> None:
    """001 Attacks & Damage, Fumble: a d6 of 1: dropped. 001 Combat Actions, free actions: Bryn
    may pick it up or draw his spare greataxe; with neither he cannot attack, with the greataxe
    drawn he fights with it, with the longsword back in hand with both."""
    battle = fight(BRYN, {"hill_ogre": (3, 1), "goblin_archer": (11, 7)}, first_contact=[15], max_rounds=3)
    battle.dice.queue(1, 1)
    declare(battle, "bryn_ashford", action="attack", target="hill_ogre", ability="longsword")
    battle.dice.queue(2, 2)
    declare(battle, "hill_ogre")
    declare(battle, "goblin_archer")
    free = labels_after_move(battle, "bryn_ashford")
    assert free == ["No free action", "Pick up the dropped weapon", "Draw the Greataxe"]
    labels = action_labels(battle, "bryn_ashford")
    assert not any("Longsword" in x or "Greataxe" in x for x in labels)
    drawn = action_labels(battle, "bryn_ashford", free="draw")
    assert any("Greataxe" in x for x in drawn) and not any("Longsword" in x for x in drawn)
    both = action_labels(battle, "bryn_ashford", free="pick_up")
    assert any("Greataxe" in x for x in both) and any("Longsword" in x for x in both)


def test_natural_1_can_strike_an_ally() -> None:
    """001 Attacks & Damage, Fumble: a d6 of 6: the blow lands on the ally beside the attacker."""
    battle = fight({"bryn_ashford": (2, 2), "brother_anselm": (1, 2)}, OGRE, first_contact=[15, 1])
    battle.dice.queue(1, 6, 5)
    events = declare(battle, "bryn_ashford", action="attack", target="hill_ogre", ability="longsword")
    assert of(events, "os_fumble")[0]["ally"] == "brother_anselm"
    assert creature(battle, "brother_anselm").hp == 16 - 8


def test_edge_and_setback_cancel_one_for_one() -> None:
    """RULES-NOTES: a prone target in melee (EDGE) that is also Dodging (SETBACK): no d6."""
    battle = fight(BRYN, OGRE, first_contact=[1])
    declare(battle, "hill_ogre")
    knock_prone(battle, creature(battle, "hill_ogre"), "test")
    battle.dice.queue(10, 1)
    events = declare(battle, "bryn_ashford", action="attack", target="hill_ogre", ability="longsword")
    assert _hit(events)["d6s"] == [] and _hit(events)["edge"] == 0


def test_edges_stack() -> None:
    """RULES-NOTES: helped (EDGE) against a prone target in melee (EDGE): +2d6."""
    battle = fight(BRYN, OGRE, first_contact=[15])
    battle.pending()
    knock_prone(battle, creature(battle, "hill_ogre"), "test")
    creature(battle, "bryn_ashford").tags["helped"] = "x"
    battle.dice.queue(3, 4, 5, 1)
    events = declare(battle, "bryn_ashford", action="attack", target="hill_ogre", ability="longsword")
    assert _hit(events)["d6s"] == [4, 5] and _hit(events)["total"] == 3 + 5 + 9


def test_dodging_target_gives_setback() -> None:
    """001 Combat Actions, Dodge: attacks against it have SETBACK until its next turn."""
    battle = fight(BRYN, OGRE, first_contact=[1])
    declare(battle, "hill_ogre")
    battle.dice.queue(15, 2, 4)
    events = declare(battle, "bryn_ashford", action="attack", target="hill_ogre", ability="longsword")
    assert _hit(events)["edge"] == -1 and _hit(events)["total"] == 15 + 5 - 2


def test_full_cover_cannot_be_targeted() -> None:
    """001 Attacks & Damage, Cover: a goblin wholly behind a wall is not offered as a target."""
    battle = fight({"wren_tallow": (1, 3)}, {"goblin_archer": (8, 3)}, first_contact=[15],
                   walls=[(5, 2), (5, 3), (5, 4)])
    assert not any("Goblin" in x for x in action_labels(battle, "wren_tallow"))
    open_field = fight({"wren_tallow": (1, 3)}, {"goblin_archer": (8, 3)}, first_contact=[15])
    assert "Shortbow on Goblin Archer" in action_labels(open_field, "wren_tallow")
