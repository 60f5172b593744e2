"""The enemy's reach as Olde Swords Reign tells the client (issue 20 point 3): where a creature
could move on its turn and whom it could hit from there, and why a target cannot be picked.

Sources: 001 Combat Order ("move up to your Speed and take one Action"; declare first),
001 Combat Actions (Dash, Hide), 001 Attacks & Damage (Cover), 001 Opportunity Attacks (a
creature's reach)."""
from __future__ import annotations

from rules.core.board import Board, Column
from rules.core.creature import Condition
from rules.core.registry import get_ruleset
from rules.olde_swords.content.loader import default_content
from rules.olde_swords.setup import creature_from_template, new_battle

RULES = get_ruleset("olde_swords")
WALL = Column(ground=5, terrain="wall", material="stone")


def _battle(extra: tuple = ()):
    """A 20 x 8 yard on ground 1 with a wall across it at x = 10 (squares 0 to 6; row 7 open)."""
    t = default_content().creatures
    placed = [("goblin_cutter", "cutter", "monsters", (2, 3, 1)),
              ("goblin_archer", "archer", "monsters", (3, 5, 1)),
              ("bryn_ashford", "bryn", "heroes", (7, 3, 1)),
              ("wren_tallow", "wren", "heroes", (13, 3, 1))] + list(extra)
    creatures = []
    for template, cid, side, pos in placed:
        c = creature_from_template(t[template], cid, side)
        c.pos = pos
        creatures.append(c)
    board = Board(20, 8, [Column(ground=1)] * 160, name="Yard")
    for y in range(7):
        board.set_column(10, y, WALL)
    return new_battle(board, creatures, seed=1)


def test_threat_covers_its_move_within_speed_and_its_melee_reach():
    """001 Combat Order: move up to your Speed (6 squares) and take one Action; a melee weapon
    reaches the squares beside where it stops (001 Opportunity Attacks: its reach)."""
    battle = _battle()
    found = RULES.threat(battle, "cutter")
    assert found is not None and found.creature == "cutter"
    assert (2, 3) in found.moves and (8, 3) in found.moves
    assert (9, 3) not in found.moves  # 7 squares: beyond its Speed
    assert (9, 3) in found.strikes and (1, 3) in found.strikes
    assert found.moves <= found.strikes
    assert found.targets == {"bryn": "Rusty Blade"}  # Wren is past the wall and out of reach


def test_a_grappled_creature_strikes_only_from_where_it_stands():
    """001 Combat Actions, Grapple: the grappled creature's Speed drops to 0."""
    battle = _battle()
    battle.creatures["cutter"].conditions.append(Condition("grappled", "until_removed", "bryn"))
    found = RULES.threat(battle, "cutter")
    assert found.moves == frozenset({(2, 3)})
    assert found.targets == {}


def test_a_declared_move_is_where_it_will_strike_from_and_a_dash_strikes_no_one():
    """001 Combat Order (declare first): once its move is declared, it acts from that square;
    001 Combat Actions, Dash: the action goes on moving."""
    battle = _battle()
    frame = {"step": "os.phase", "side": "monsters", "stage": "declare", "order": ["cutter", "archer"],
             "declared": {"cutter": {"to": [6, 3, 1], "dash": False, "action": "attack"}}, "draft": {}}
    battle.stack.append(frame)
    found = RULES.threat(battle, "cutter")
    assert found.moves == frozenset({(6, 3)}) and found.targets == {"bryn": "Rusty Blade"}
    frame["declared"]["cutter"] = {"to": [4, 3, 1], "dash": True, "action": "dash"}
    assert RULES.threat(battle, "cutter").targets == {}
    frame["draft"] = {"to": None, "dash": False}
    assert RULES.threat(battle, "archer").moves == frozenset({(3, 5)})


def test_a_foe_behind_the_wall_is_out_of_sight_and_the_wall_is_named():
    """001 Attacks & Damage, Cover: a completely obscured target cannot be targeted."""
    battle = _battle()
    block = RULES.target_block(battle, "archer", "crude_bow", "wren")
    assert block is not None
    assert block.reason == "out of sight: a wall blocks the line to Wren Tallow"
    assert block.blocked_at is not None and block.blocked_at[0] == 10
    assert RULES.target_block(battle, "archer", "crude_bow", "bryn") is None


def test_a_foe_too_far_is_out_of_reach_in_squares():
    """001 Attacks & Damage: a melee weapon reaches the squares beside its wielder."""
    battle = _battle()
    block = RULES.target_block(battle, "cutter", "rusty_blade", "bryn")
    assert block is not None and block.blocked_at is None
    assert block.reason == "out of reach: Bryn Ashford is 5 squares away, Rusty Blade reaches 1 square"


def test_a_hidden_foe_is_out_of_sight_unless_beside_it():
    """001 Combat Actions, Hide (rules-decisions: only a foe beside a hidden creature can target
    it): hidden Bryn, 9 squares off, is in the bow's reach but out of its sight, and the archer
    cannot walk beside her this turn."""
    battle = _battle()
    battle.creatures["archer"].pos = (0, 0, 1)
    battle.creatures["bryn"].pos = (9, 3, 1)
    assert RULES.threat(battle, "archer").targets.get("bryn") == "Crude Bow"
    battle.creatures["bryn"].conditions.append(Condition("hidden", "until_removed", "bryn"))
    block = RULES.target_block(battle, "archer", "crude_bow", "bryn")
    assert block is not None
    assert block.reason == "out of sight: Bryn Ashford is hidden from Goblin Archer (only a foe beside it can find it)"
    assert "bryn" not in RULES.threat(battle, "archer").targets


def test_a_disarmed_creature_strikes_only_where_it_can_pick_its_weapon_up():
    """001 Combat Actions, Disarm, and free actions (pick up a weapon, draw a spare): the cutter's
    only blade lies beside Bryn's corner, so it can re-arm there and strike; lying far off, no one
    is threatened."""
    battle = _battle()
    cutter = battle.creatures["cutter"]
    cutter.tags["dropped"] = "rusty_blade"
    battle.data["loose_weapons"] = {"cutter": [6, 2, 1]}
    assert RULES.threat(battle, "cutter").targets == {"bryn": "Rusty Blade"}
    battle.data["loose_weapons"] = {"cutter": [19, 7, 1]}
    found = RULES.threat(battle, "cutter")
    assert found.targets == {} and not found.strikes
