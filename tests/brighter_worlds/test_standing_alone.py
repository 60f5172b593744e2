"""004 Morale Saves ("a hopeless situation" impairs the save), as decided in
docs/rules-decisions.md (Morale): the last creature of a side, facing two or more foes, makes an
impaired morale save at the end of every round."""
from __future__ import annotations

from rules.brighter_worlds.content.loader import default_content
from rules.brighter_worlds.morale import at_round_end
from rules.brighter_worlds.setup import creature_from_template, new_battle
from rules.core.board import Board, Column


def _battle():
    t = default_content().creatures
    placed = [("oswin_harrowgate", "oswin", "heroes", (0, 0, 1)),
              ("garrick_fenmoss", "garrick", "heroes", (0, 2, 1)),
              ("rook_cutthroat", "cut", "monsters", (9, 5, 1))]
    creatures = []
    for template, cid, side, pos in placed:
        c = creature_from_template(t[template], cid, side)
        c.pos = pos
        creatures.append(c)
    board = Board(10, 6, [Column(ground=1)] * 60, name="Field")
    battle = new_battle(board, creatures, seed=1)
    battle.data["tide_turned_monsters"] = True
    return battle


def test_the_last_one_saves_impaired_every_round():
    battle = _battle()
    for _ in range(2):
        battle.dice.queue(4)
        at_round_end(battle)
    saves = [e for e in battle.events if e.kind == "bw_save"]
    assert len(saves) == 2
    assert all(s.mode == "impaired" and "- it stands alone against many" in s.reasons for s in saves)
    assert all(s.passed for s in saves) and not battle.creatures["cut"].removed


def test_failing_it_gives_up():
    battle = _battle()
    battle.dice.queue(3)
    at_round_end(battle)
    assert battle.creatures["cut"].removed
    assert [e.how for e in battle.events if e.kind == "left_the_fight"] == ["fled"]


def test_a_lone_creature_against_a_lone_foe_does_not_save():
    battle = _battle()
    battle.creatures["garrick"].dead = True
    at_round_end(battle)
    assert not [e for e in battle.events if e.kind == "bw_save"]
