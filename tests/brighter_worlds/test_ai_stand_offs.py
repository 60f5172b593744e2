"""Brighter Worlds battles between two greedy sides end: nobody stands at the foot of a cliff
staring up at a foe it cannot reach, and nobody counts on a shot it has no line for.

Sources: 004 Rounds and Initiative (each round a creature moves about 40 feet and takes one
significant action, so a fight is won by closing in and attacking); docs/rules-decisions.md,
Moving on the grid (walls higher than a clamber are for climbers only) and Brighter Worlds line
of sight (a ranged attack needs a clear line to its target)."""
from __future__ import annotations

from rules.ai.greedy import GreedyPlayer
from rules.ai.sim import run_one
from rules.brighter_worlds.content.loader import default_content
from rules.brighter_worlds.setup import creature_from_template, new_battle
from rules.core.approach import FAR, walk_to_foe
from rules.core.board import Board, Column
from rules.core.sight import line_of_effect

LOW = Column(ground=1, terrain="floor", material="stone")
WIDTH, HEIGHT = 16, 10
RAMP = {0: 7, 1: 7, 2: 6, 3: 5, 4: 4, 5: 3}
"""The two bottom rows climb from the low yard to the ledge one level at a time."""


def _column(x: int, y: int) -> Column:
    if y >= HEIGHT - 2 and x in RAMP:
        return Column(ground=RAMP[x], terrain="floor", material="stone")
    if x <= 5:
        return Column(ground=7, terrain="floor", material="stone")
    return LOW


def _cliff_battle(placed, **stats):
    """A ledge seven levels up on the west (x 0-5), a low yard on the east, and a ramp between
    them along the southern edge."""
    t = default_content().creatures
    creatures = []
    for template, cid, side, pos in placed:
        c = creature_from_template(t[template], cid, side)
        c.pos = pos
        for key, value in stats.get(cid, {}).items():
            setattr(c, key, value)
        creatures.append(c)
    board = Board(WIDTH, HEIGHT, [_column(x, y) for y in range(HEIGHT) for x in range(WIDTH)], name="Ledge")
    return new_battle(board, creatures, seed=7)


def _turn_of(battle, cid: str):
    """Pass every other creature's turn until `cid` is to act."""
    while True:
        decision = battle.pending()
        if decision.kind == "turn" and decision.creature == cid:
            return decision
        pick = next((o for o in decision.options if o.args.get("creature") == cid), None)
        pick = pick or next((o for o in decision.options if o.kind == "end_turn"), decision.options[0])
        battle.choose(pick)


def test_a_walker_under_a_cliff_heads_for_the_ramp():
    battle = _cliff_battle([("tamsin_reedwhistle", "tamsin", "heroes", (2, 1, 7)),
                            ("mosshide_troll", "troll", "monsters", (6, 1, 1))],
                           tamsin={"abilities": ("skinning_knife",)}, troll={"fearless": True})
    decision = _turn_of(battle, "troll")
    troll, tamsin = battle.creatures["troll"], battle.creatures["tamsin"]
    before = walk_to_foe(battle, troll, troll.pos, tamsin)
    assert 0 < before < FAR
    choice = GreedyPlayer()(battle, decision)
    assert choice.kind == "move"
    assert walk_to_foe(battle, troll, tuple(choice.args["to"]), tamsin) < before


def test_the_walk_goes_round_by_the_ramp_not_through_the_cliff():
    battle = _cliff_battle([("tamsin_reedwhistle", "tamsin", "heroes", (2, 1, 7)),
                            ("mosshide_troll", "troll", "monsters", (6, 1, 1))])
    troll, tamsin = battle.creatures["troll"], battle.creatures["tamsin"]
    # up the ramp along the south edge and back north along the ledge: far more than the
    # four squares a straight line would say
    assert walk_to_foe(battle, troll, troll.pos, tamsin) >= 10


def test_an_archer_steps_to_where_she_can_see_her_target():
    battle = _cliff_battle([("tamsin_reedwhistle", "tamsin", "heroes", (1, 1, 7)),
                            ("mosshide_troll", "troll", "monsters", (12, 1, 1))],
                           tamsin={"abilities": ("hunting_bow",)}, troll={"fearless": True})
    tamsin, troll = battle.creatures["tamsin"], battle.creatures["troll"]
    assert not line_of_effect(battle, tamsin.pos, 1, troll.pos, troll.squares)
    decision = _turn_of(battle, "tamsin")
    assert not [o for o in decision.options if o.kind in ("ability", "risky")]
    choice = GreedyPlayer()(battle, decision)
    assert choice.kind == "move"
    assert line_of_effect(battle, tuple(choice.args["to"]), 1, troll.pos, troll.squares)


def test_the_toll_on_skyreach_span_ends_with_a_victor():
    """Seeds that once ran to the round limit: the troll waded under the cliff below the last
    archer, and she waited on the cliff top for a shot she could never take."""
    for seed in (1, 10, 18):
        battle = run_one("skyreach_toll", seed, "greedy", "greedy", make_battle=_on_own_map)
        assert battle.winner in ("heroes", "monsters"), f"seed {seed}: {battle.winner!r}"


def _on_own_map(encounter: str, seed: int, settings: dict):
    from game.sim_boards import on_own_map
    return on_own_map(encounter, seed, settings)
