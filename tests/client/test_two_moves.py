"""The whole two-move range at the start of a turn (issue 20 point 4): the pale ring beyond the
first move is where a second move, paid with the main action, could end (000 Taking a Turn: the
main action may be turned into a move action; 000 Move Actions > Advance); clicking there makes
both moves, and the ring is gone once the first move is spent."""
from __future__ import annotations

from game.pickers import TurnPicker


def _maelis_turn(drive, ledge):
    d = drive(ledge)
    d.click(1, 8)  # Maelis, on the floor in the south-west
    assert isinstance(d.picker, TurnPicker) and d.picker.creature.id == "maelis"
    return d


def test_the_second_move_is_shown_paler_beyond_the_first(drive, ledge):
    d = _maelis_turn(drive, ledge)
    picker = d.picker
    assert picker.second, "a pale ring at the start of the turn"
    assert not set(picker.second) & set(picker.squares), "the ring lies beyond the first move"
    for plan, first in picker.second.values():
        assert tuple(first.args["to"]) == plan.stop and plan.path[0] == d.battle.creatures["maelis"].pos
    square = next(iter(picker.second))
    d.hover(*square)
    plan, first = picker.second[square]
    assert picker.focus == first and picker.then == plan.path[-1]
    d.hover(0, 0)
    d.app.draw()
    x, y = square
    centre = tuple(int(v) for v in d.scene.camera.to_screen(x + 0.5, y + 0.3))
    with_ring = d.app.screen.get_at(centre)
    picker.second, picker._baked = {}, {}
    d.app.draw()
    assert d.app.screen.get_at(centre) != with_ring, "the ring is drawn"

def test_clicking_the_ring_makes_both_moves(drive, ledge):
    d = _maelis_turn(drive, ledge)
    square = max(d.picker.second, key=lambda sq: d.picker.second[sq][0].cost)
    plan, _ = d.picker.second[square]
    d.click(*square)
    moves = d.events("moved")
    assert len(moves) == 2, "the first move to the stop, then the second"
    assert tuple(moves[0]["path"][-1]) == plan.stop
    assert d.battle.creatures["maelis"].pos == plan.path[-1]
    assert d.battle.turn.get("main") == 0, "the second move took the main action"
    assert isinstance(d.picker, TurnPicker) and not d.picker.second, "no third move to show"


def test_no_ring_once_the_move_action_is_spent(drive, ledge):
    d = _maelis_turn(drive, ledge)
    near = next(sq for sq in d.picker.squares if sq != (1, 8))
    d.click(*near)
    assert isinstance(d.picker, TurnPicker) and d.picker.creature.id == "maelis"
    assert not d.picker.second


def test_the_second_moves_dangers_are_named_too(drive):
    """What the second move brings (here: damaging ground where it ends, 000 Damaging Terrain,
    or the Bullock's free strike as Maelis leaves it, 000 Free Strikes) is named in the pale
    path's caption, tried on a copy once the first move is made."""
    from dataclasses import replace

    from conftest import ledge_battle  # tests/client/conftest.py
    probe = ledge_battle()
    probe.choose(next(o for o in probe.pending().options if o.args.get("creature") == "maelis"))
    plans = probe.rules.second_moves(probe, "maelis")
    end, plan = max(plans.items(), key=lambda kv: (kv[1].cost, kv[0]))
    battle = ledge_battle()
    board = battle.board
    i = end[1] * board.width + end[0]
    board.columns[i] = replace(board.columns[i], damage=3, damage_type="fire")
    d = _maelis_turn(drive, battle)
    square = (end[0], end[1])
    assert square in d.picker.second
    warnings = d.picker.second_warnings(square)
    assert any(w.startswith("then ") and ("takes" in w or "strike" in w) for w in warnings), warnings
    assert not any(e.kind == "moved" for e in d.battle.events), "only a copy moved"
