"""The enemy's reach as the 3D rules tell the client on the grid (issue 20 point 3): where a
creature could move on its turn and whom it could hit from there, and why a target cannot be
picked, distances in feet.

Sources: 003 Taking Your Turn (move up to your speed and take one action), 003 Using a Battle
Grid (a square is 5 feet), 003 Melee and Ranged Attacks > Melee Attacks (reach) and > Ranged
Attacks (normal and long range), 003 Cover (total cover), 003 Hidden Attackers and Obscured
Targets."""
from __future__ import annotations

from rules.core.board import Board, Column
from rules.core.registry import get_ruleset
from rules.three_dice.content.loader import default_content
from rules.three_dice.setup import creature_from_template, new_battle

RULES = get_ruleset("three_dice")
WALL = Column(ground=5, terrain="wall", material="stone")


def _battle(*placed: tuple[str, str, str, tuple[int, int, int]]):
    """An 80 x 10 field on ground 1 with a wall across it at x = 20 (rows 0 to 8; row 9 open)."""
    t = default_content().creatures
    creatures = []
    for template, cid, side, pos in placed:
        c = creature_from_template(t[template], cid, side)
        c.pos = pos
        creatures.append(c)
    board = Board(80, 10, [Column(ground=1)] * 800, name="Field")
    for y in range(9):
        board.set_column(20, y, WALL)
    return new_battle(board, creatures, seed=1)


def test_threat_covers_its_move_and_its_reach_weapon():
    """003 Taking Your Turn: 30 ft of speed is 6 squares (003 Using a Battle Grid); the bog
    lurker's Tentacle Lash reaches 15 ft, three squares past where it could stop (003 Melee
    Attacks: some creatures have greater reach)."""
    battle = _battle(("bog_lurker", "lurker", "monsters", (2, 2, 1)),
                     ("hale_dunmore", "hale", "heroes", (11, 3, 1)),
                     ("brenna_ashgrove", "brenna", "heroes", (12, 4, 1)))
    found = RULES.threat(battle, "lurker")
    assert found is not None
    assert (2, 2) in found.moves and (8, 3) in found.moves
    assert (9, 3) not in found.moves
    assert (11, 3) in found.strikes and (12, 3) not in found.strikes
    assert found.targets == {"hale": "Tentacle Lash"}


def test_long_range_is_told_with_its_disadvantage():
    """003 Ranged Attacks: past a weapon's normal range (Shortbow 80 ft) the attack has
    disadvantage; Tobin is 155 ft off, 125 ft after the archer's move."""
    battle = _battle(("bandit_archer", "archer", "monsters", (1, 9, 1)),
                     ("tobin_reed", "tobin", "heroes", (32, 9, 1)),
                     ("hale_dunmore", "hale", "heroes", (14, 9, 1)))
    found = RULES.threat(battle, "archer")
    assert found.targets["tobin"] == "Shortbow, with disadvantage: beyond normal range"
    assert found.targets["hale"] == "Shortbow"


def test_a_shot_beside_a_foe_is_told_with_disadvantage_and_a_blow_is_preferred():
    """003 Ranged Attacks: a ranged attack made within 5 feet of a hostile creature that sees the
    shooter has disadvantage; the archer, held in place, would rather club Hale beside it."""
    battle = _battle(("bandit_archer", "archer", "monsters", (1, 9, 1)),
                     ("hale_dunmore", "hale", "heroes", (2, 9, 1)),
                     ("tobin_reed", "tobin", "heroes", (10, 9, 1)))
    battle.creatures["archer"].speed = 0
    found = RULES.threat(battle, "archer")
    assert found.targets["tobin"] == "Shortbow, with disadvantage: a foe next to you sees you"
    assert found.targets["hale"] == "Club"


def test_a_foe_too_far_is_out_of_reach_in_feet():
    """003 Ranged Attacks: no attack beyond long range (Shortbow 320 ft; Tobin is 355 ft off even
    after the archer's move); 003 Melee Attacks: a club reaches 5 ft."""
    battle = _battle(("bandit_archer", "archer", "monsters", (1, 9, 1)),
                     ("tobin_reed", "tobin", "heroes", (78, 9, 1)))
    block = RULES.target_block(battle, "archer", "club", "tobin")
    assert block is not None and block.reason == "out of reach: Tobin Reed is 385 ft away, Club reaches 5 ft"
    block = RULES.target_block(battle, "archer", "shortbow", "tobin")
    assert block.reason == ("out of reach: Tobin Reed is 385 ft away, "
                            "Shortbow reaches 320 ft (past 80 ft with disadvantage)")
    assert "tobin" not in RULES.threat(battle, "archer").targets


def test_a_foe_behind_the_wall_has_total_cover_and_the_wall_is_named():
    """003 Cover: a creature with total cover cannot be targeted."""
    battle = _battle(("bandit_archer", "archer", "monsters", (16, 3, 1)),
                     ("tobin_reed", "tobin", "heroes", (23, 3, 1)))
    block = RULES.target_block(battle, "archer", "shortbow", "tobin")
    assert block is not None and block.reason == "out of sight: a wall blocks the line to Tobin Reed"
    assert block.blocked_at is not None and block.blocked_at[0] == 20
    battle.creatures["tobin"].pos = (18, 3, 1)
    assert RULES.target_block(battle, "archer", "shortbow", "tobin") is None


def test_a_hidden_foe_is_struck_at_with_disadvantage_only_where_it_was_seen():
    """003 Hidden Attackers and Obscured Targets: attacks against a hidden creature have
    disadvantage, and one made where it is not automatically misses."""
    battle = _battle(("bandit_archer", "archer", "monsters", (1, 9, 1)),
                     ("tobin_reed", "tobin", "heroes", (14, 9, 1)))
    tobin = battle.creatures["tobin"]
    tobin.tags.update(hidden=True, seen_at=list(tobin.pos))
    assert RULES.threat(battle, "archer").targets["tobin"] == "Shortbow, with disadvantage: the target is hidden"
    tobin.tags["seen_at"] = [13, 9, 1]
    assert "tobin" not in RULES.threat(battle, "archer").targets


def test_zone_battles_leave_it_to_the_zone_overlay():
    from game.sim_boards import on_own_map
    battle = on_own_map("td_crossroads", 2, {})
    assert RULES.threat(battle, "tobin_reed") is None


def test_a_surprised_creature_threatens_nothing_on_its_first_turn():
    """003 Surpise! (the seed's heading): a surprised creature neither moves nor acts until its
    first turn is over."""
    battle = _battle(("bandit_archer", "archer", "monsters", (1, 9, 1)),
                     ("hale_dunmore", "hale", "heroes", (2, 9, 1)))
    battle.creatures["archer"].tags["surprised"] = True
    found = RULES.threat(battle, "archer")
    assert found.moves == frozenset({(1, 9)}) and found.targets == {} and not found.strikes


def test_after_the_attack_action_only_a_bonus_attack_is_left():
    """003 Bonus Actions (the off-hand attack only after the Attack action, docs/rules-decisions.md
    A turn): with its action spent, Corin could still stab with the off-hand dagger."""
    battle = _battle(("corin_vale", "corin", "heroes", (1, 9, 1)),
                     ("bandit", "bandit", "monsters", (2, 9, 1)))
    battle.current = "corin"
    battle.turn = {"creature": "corin", "move_left": 0, "action": 0, "bonus": 1, "attacked": True}
    assert RULES.threat(battle, "corin").targets == {"bandit": "Off-hand Dagger"}
    battle.turn["attacked"] = False
    assert RULES.threat(battle, "corin").targets == {}
