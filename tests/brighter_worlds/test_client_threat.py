"""The enemy's reach as Brighter Worlds tells the client (issue 20 point 3): where a creature could
move on its turn and whom it could hit from there, and why a target cannot be picked.

Sources: 004 Rounds and Initiative (about 40 feet, 8 squares, and one significant action),
004 Blast, 004 Attack Modifiers (cover impairs), and the grid reading of melee and ranged
distances and line of effect in docs/rules-decisions.md."""
from __future__ import annotations

from rules.brighter_worlds.content.loader import default_content
from rules.brighter_worlds.setup import creature_from_template, new_battle
from rules.core.board import Board, Column
from rules.core.creature import Condition
from rules.core.registry import get_ruleset

RULES = get_ruleset("brighter_worlds")
WALL = Column(ground=5, terrain="wall", material="stone")


def _battle():
    """A 24 x 8 field on ground 1 with a wall across it at x = 12 (rows 0 to 6; row 7 open)."""
    t = default_content().creatures
    placed = [("rook_cutthroat", "cut", "monsters", (1, 3, 1)),
              ("rook_slinger", "slinger", "monsters", (4, 5, 1)),
              ("oswin_harrowgate", "oswin", "heroes", (9, 3, 1)),
              ("tamsin_reedwhistle", "tamsin", "heroes", (15, 3, 1)),
              ("maud_quillfeather", "maud", "heroes", (11, 7, 1))]
    creatures = []
    for template, cid, side, pos in placed:
        c = creature_from_template(t[template], cid, side)
        c.pos = pos
        creatures.append(c)
    board = Board(24, 8, [Column(ground=1)] * 192, name="Field")
    for y in range(7):
        board.set_column(12, y, WALL)
    return new_battle(board, creatures, seed=1)


def test_threat_covers_its_eight_squares_and_its_knife_reach():
    """004 Rounds and Initiative: about 40 feet (8 squares) and one significant action."""
    battle = _battle()
    found = RULES.threat(battle, "cut")
    assert found is not None
    assert (1, 3) in found.moves and (8, 3) in found.moves and (9, 2) in found.moves
    assert (10, 3) not in found.moves  # 9 squares away
    assert (10, 3) in found.strikes and found.moves <= found.strikes
    assert found.targets == {"oswin": "Rusty Knife"}


def test_prone_halves_and_held_stops_its_move():
    """004 Wound effects as activation.py plays them: standing up costs half the movement; a held
    creature cannot move on its next turn."""
    battle = _battle()
    cut = battle.creatures["cut"]
    cut.conditions.append(Condition("prone", "until_removed", "oswin"))
    found = RULES.threat(battle, "cut")
    assert (5, 3) in found.moves and (6, 3) not in found.moves and found.targets == {}
    cut.conditions = [Condition("held", "until_removed", "oswin")]
    assert RULES.threat(battle, "cut").moves == frozenset({(1, 3)})


def test_ranged_and_blast_reach_whom_they_can_see():
    """A sling reaches 8 squares with a clear line; the wall hides Tamsin; Maud's blast (004 Blast)
    lands around a point in sight within range."""
    battle = _battle()
    slinger = RULES.threat(battle, "slinger")
    assert slinger.targets.get("oswin") == "Sling" and "tamsin" not in slinger.targets
    assert "maud" in slinger.targets
    maud = RULES.threat(battle, "maud")
    assert maud.targets.get("slinger") == "Thunderclap"
    assert (11, 7) in maud.moves and not maud.strikes - maud.moves - _ring(maud.moves)


def _ring(squares: frozenset) -> set:
    return {(x + dx, y + dy) for x, y in squares for dx in (-1, 0, 1) for dy in (-1, 0, 1)}


def test_a_foe_behind_the_wall_is_out_of_sight_and_the_wall_is_named():
    battle = _battle()
    battle.creatures["slinger"].pos = (7, 5, 1)
    block = RULES.target_block(battle, "slinger", "sling", "tamsin")
    assert block is not None and block.reason == "out of sight: a wall blocks the line to Tamsin Reedwhistle"
    assert block.blocked_at is not None and block.blocked_at[0] == 12
    assert RULES.target_block(battle, "slinger", "sling", "oswin") is None


def test_a_foe_too_far_is_out_of_reach_in_squares():
    battle = _battle()
    block = RULES.target_block(battle, "cut", "rusty_knife", "oswin")
    assert block is not None and block.blocked_at is None
    assert block.reason == "out of reach: Oswin Harrowgate is 8 squares away, Rusty Knife reaches 1 square"


def test_a_ranged_shot_through_partial_cover_is_told_impaired():
    """004 Attack Modifiers: attacking through cover is impaired. Tamsin stands just past the end
    of the wall, where every spot the slinger can shoot from sees only part of her."""
    battle = _battle()
    battle.creatures["slinger"].pos = (4, 1, 1)
    battle.creatures["slinger"].speed = 0
    battle.creatures["tamsin"].pos = (12, 7, 1)
    assert RULES.threat(battle, "slinger").targets.get("tamsin") == "Sling, impaired: the target is partly behind cover"


def test_a_burrowed_foe_is_beneath_the_ground():
    battle = _battle()
    battle.creatures["oswin"].tags["burrowed"] = True
    block = RULES.target_block(battle, "slinger", "sling", "oswin")
    assert block is not None and block.reason == "out of sight: Oswin Harrowgate is beneath the ground"
    assert "oswin" not in RULES.threat(battle, "slinger").targets


def test_a_knocked_down_target_is_told_enhanced():
    """004 Attack Modifiers: an attack with an advantage is enhanced (the activation's reasons: a
    target knocked down is open to a melee attack)."""
    battle = _battle()
    battle.creatures["oswin"].conditions.append(Condition("prone", "until_removed", "cut"))
    assert RULES.threat(battle, "cut").targets["oswin"] == "Rusty Knife, enhanced: the target is knocked down"
