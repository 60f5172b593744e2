"""001 Combat Actions: Dash, Help, Grapple, Shove, Stabilize, healing (Cast Spell) and a dropped
weapon (scripted dice)."""
from __future__ import annotations

from .kit import action_labels, creature, declare, fight, labels_after_move, of

GOBLIN = {"goblin_cutter": (3, 2)}


def test_dash_doubles_the_movement() -> None:
    """001 Combat Actions, Dash: Bryn (Speed 6) reaches 10 squares off; the action is the Dash."""
    battle = fight({"bryn_ashford": (0, 0)}, {"goblin_cutter": (11, 7)}, first_contact=[15])
    options = battle.pending().options
    far = next(o for o in options if o.args["to"] == [10, 0, 1])
    assert far.args.get("dash") and far.label == "Dash 10 squares"
    events = declare(battle, "bryn_ashford", to=(10, 0), action="dash", dash=True)
    assert creature(battle, "bryn_ashford").pos == (10, 0, 1) and of(events, "moved")


def test_help_gives_edge_on_the_next_roll() -> None:
    """001 Combat Actions, Help: Anselm helps Bryn, whose attack then rolls +1d6 (4)."""
    battle = fight({"brother_anselm": (2, 3), "bryn_ashford": (2, 2)}, GOBLIN, first_contact=[15, 15])
    declare(battle, "brother_anselm", action="help", target="bryn_ashford")
    battle.dice.queue(5, 4, 3)
    events = declare(battle, "bryn_ashford", action="attack", target="goblin_cutter", ability="longsword")
    roll = of(events, "os_d20")[0]
    assert roll["d6s"] == [4] and roll["total"] == 5 + 5 + 4 and roll["success"]


def test_grapple_drops_speed_to_zero() -> None:
    """001 Combat Actions, Grapple: STR 15 + 3 = 18 beats the goblin's DEX 5 + 2 = 7; it cannot
    move in its phase."""
    battle = fight({"bryn_ashford": (2, 2)}, GOBLIN, first_contact=[15])
    battle.dice.queue(15, 5)
    declare(battle, "bryn_ashford", action="grapple", target="goblin_cutter")
    assert creature(battle, "goblin_cutter").has("grappled")
    assert [o.label for o in battle.pending().options] == ["Stay put"]


def test_shove_knocks_prone() -> None:
    """001 Combat Actions, Shove: 12 + 3 = 15 beats 10 + 2 = 12; the goblin is prone."""
    battle = fight({"bryn_ashford": (2, 2)}, GOBLIN, first_contact=[15])
    battle.dice.queue(12, 10)
    declare(battle, "bryn_ashford", action="shove", target="goblin_cutter", how="prone")
    assert creature(battle, "goblin_cutter").has("prone")


def test_shove_back_pushes_one_square() -> None:
    """001 Combat Actions, Shove: pushed 5 ft straight away; a tie would hold for the target."""
    battle = fight({"bryn_ashford": (2, 2)}, GOBLIN, first_contact=[15])
    battle.dice.queue(12, 10)
    declare(battle, "bryn_ashford", action="shove", target="goblin_cutter", how="push")
    assert creature(battle, "goblin_cutter").pos == (4, 2, 1)


def test_stabilize_spends_a_supply() -> None:
    """001 Combat Actions, Stabilize: 1 Supply; the dying ally is stable, waking at 1 HP."""
    battle = fight({"brother_anselm": (2, 3), "bryn_ashford": (2, 2)}, {"goblin_cutter": (11, 7)},
                   dying=["bryn_ashford"])
    battle.dice.queue(5, 5)
    declare(battle, "goblin_cutter")
    bryn = creature(battle, "bryn_ashford")
    bryn.stable = False
    bryn.tags.pop("wakes", None)
    declare(battle, "brother_anselm", action="stabilize", target="bryn_ashford")
    assert bryn.stable and creature(battle, "brother_anselm").supplies == 2


def test_healing_gets_a_dying_ally_up() -> None:
    """001 Combat Actions, Cast Spell: Mending Touch (1d8 5 + WIS 3) on dying Bryn; he is up,
    then saves CON (14) against 12."""
    battle = fight({"brother_anselm": (2, 3), "bryn_ashford": (2, 2)}, {"goblin_cutter": (11, 7)},
                   dying=["bryn_ashford"])
    battle.dice.queue(4, 4)
    declare(battle, "goblin_cutter")
    battle.dice.queue(5, 10)
    declare(battle, "brother_anselm", action="cast", target="bryn_ashford", ability="mending_touch")
    bryn = creature(battle, "bryn_ashford")
    assert bryn.active and bryn.hp == 8 and bryn.fatigue == 0


def test_dodge_and_disengage_are_always_offered() -> None:
    """001 Combat Actions: Dodge, Disengage and Hide need no target."""
    battle = fight({"bryn_ashford": (2, 2)}, GOBLIN, first_contact=[15])
    assert action_labels(battle, "bryn_ashford")[:3] == ["Dodge", "Disengage", "Hide"]


def test_disarm_sends_the_weapon_flying() -> None:
    """001 Combat Actions, Disarm: DEX 14 + 3 beats 6 + 2; the blade flies 7 ft (two squares)
    east (d8 7); the goblin cannot attack until it stands beside it and picks it up, a free
    action (Wren's opportunity attack as it steps away misses)."""
    battle = fight({"wren_tallow": (2, 2)}, GOBLIN, first_contact=[15])
    battle.dice.queue(14, 6, 7, 7)
    events = declare(battle, "wren_tallow", action="disarm", target="goblin_cutter")
    assert of(events, "os_weapon_landed")[0]["at"] == [5, 2, 1]
    assert not any("Rusty" in x for x in action_labels(battle, "goblin_cutter"))
    assert "Pick up the dropped weapon" not in labels_after_move(battle, "goblin_cutter")
    assert "Pick up the dropped weapon" in labels_after_move(battle, "goblin_cutter", to=(4, 2))
    battle.dice.queue(2)
    events = declare(battle, "goblin_cutter", to=(4, 2), free="pick_up")
    assert of(events, "os_free_action")[0]["what"] == "pick_up"
    assert not creature(battle, "goblin_cutter").tags.get("dropped")


def test_hide_behind_cover_keeps_archers_off() -> None:
    """001 Combat Actions, Hide: Wren steps behind the wall, DEX 10 + 3 = 13 against 12: the
    archer beyond the wall cannot target her; hiding in the open is lost."""
    walls = [(5, 1), (5, 2), (5, 3)]
    battle = fight({"wren_tallow": (2, 5)}, {"goblin_archer": (9, 2)}, first_contact=[15], walls=walls)
    battle.dice.queue(10)
    declare(battle, "wren_tallow", to=(4, 2), action="hide")
    assert creature(battle, "wren_tallow").has("hidden")
    assert not any("Wren" in x for x in action_labels(battle, "goblin_archer"))
    open_field = fight({"wren_tallow": (2, 5)}, {"goblin_archer": (9, 2)}, first_contact=[15])
    events = declare(open_field, "wren_tallow", action="hide")
    assert of(events, "os_declaration_lost")[0]["why"] == "there is no cover to hide behind"
