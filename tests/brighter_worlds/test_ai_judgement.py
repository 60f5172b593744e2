"""The greedy AI's judgement in small Brighter Worlds positions: it takes a risky move when the
odds favour it (004 Rounds and Initiative: risky actions), it finishes the foe it can take out
(004 Wound), it does not blast its own side (004 Blast), and it gives first aid to a fallen
friend (docs/rules-decisions.md, Wounds and the incapacitated)."""
from __future__ import annotations

from rules.ai.greedy import GreedyPlayer
from rules.brighter_worlds.content.loader import default_content
from rules.brighter_worlds.setup import creature_from_template, new_battle
from rules.core.board import Board, Column

FLOOR = Column(ground=1, terrain="floor", material="stone")


def _battle(placed: list[tuple[str, str, str, tuple[int, int, int]]], **stats):
    t = default_content().creatures
    creatures = []
    for template, cid, side, pos in placed:
        c = creature_from_template(t[template], cid, side)
        c.pos = pos
        for key, value in stats.get(cid, {}).items():
            setattr(c, key, value)
        creatures.append(c)
    board = Board(12, 8, [FLOOR] * 96, name="Yard")
    battle = new_battle(board, creatures, seed=4)
    return battle


def _turn_of(battle, cid: str):
    while True:
        decision = battle.pending()
        if decision.kind == "turn" and decision.creature == cid:
            return decision
        battle.choose(next(o for o in decision.options if o.args.get("creature") == cid))


def test_a_nimble_hero_takes_the_risky_move_against_a_clumsy_foe():
    battle = _battle([("tamsin_reedwhistle", "tamsin", "heroes", (4, 4, 1)),
                      ("mosshide_troll", "troll", "monsters", (5, 4, 1))],
                     tamsin={"abilities": ("skinning_knife",)}, troll={"fearless": True})
    decision = _turn_of(battle, "tamsin")
    choice = GreedyPlayer()(battle, decision)
    assert choice.kind == "risky" and choice.args["targets"] == ["troll"]


def test_it_finishes_the_foe_it_can_take_out():
    battle = _battle([("oswin_harrowgate", "oswin", "heroes", (4, 4, 1)),
                      ("rook_cutthroat", "fresh", "monsters", (5, 4, 1)),
                      ("rook_cutthroat", "hurt", "monsters", (3, 4, 1))],
                     hurt={"str_die": 4, "grit": 0}, oswin={"abilities": ("war_hammer",)})
    decision = _turn_of(battle, "oswin")
    choice = GreedyPlayer()(battle, decision)
    assert choice.kind in ("ability", "risky") and choice.args["targets"] == ["hurt"]


def test_it_does_not_blast_its_own_side():
    battle = _battle([("maud_quillfeather", "maud", "heroes", (1, 1, 1)),
                      ("oswin_harrowgate", "oswin", "heroes", (6, 4, 1)),
                      ("rook_cutthroat", "cut", "monsters", (7, 4, 1))],
                     maud={"abilities": ("thunderclap",)})
    decision = _turn_of(battle, "maud")
    for option in decision.options:
        if option.kind == "ability":
            assert "oswin" in option.args["targets"]
    choice = GreedyPlayer()(battle, decision)
    assert choice.kind != "ability" or "oswin" not in choice.args["targets"]


def test_it_gives_first_aid_to_a_fallen_friend():
    battle = _battle([("garrick_fenmoss", "garrick", "heroes", (4, 4, 1)),
                      ("ysolde_vantrel", "ysolde", "heroes", (5, 4, 1)),
                      ("rook_cutthroat", "cut", "monsters", (10, 7, 1))],
                     ysolde={"str_die": 0, "incapacitated": True, "unconscious": True})
    decision = _turn_of(battle, "garrick")
    choice = GreedyPlayer()(battle, decision)
    assert choice.kind == "main_action" and choice.args == {"action": "first_aid", "target": "ysolde"}
