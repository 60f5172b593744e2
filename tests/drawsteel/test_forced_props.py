"""Property tests for forced movement (issue 5, Done when; 000 Forced Movement).

On random small boards with random heights, walls, objects and bystanders: whatever straight
push or pull, or slide, the forcer picks, the target never ends inside solid ground (unless it
burrows) or in a space it may not share; every square of a push takes it farther from the
source and every square of a pull closer; and it never moves more squares than the effect's
distance minus stability plus the big-versus-little bonus.
"""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings, strategies as st

from rules.core.board import Board, BoardObject, Column
from rules.core.creature import Creature
from rules.core.events import ForceMoved
from rules.core.geometry import space_distance
from rules.drawsteel.forced import execute, forced_distance, plans_for
from rules.drawsteel.model import Ability, Distance, ForcedMove, Targeting
from rules.drawsteel.ruleset import new_battle

WEAPON = Ability("shove", "Shove", keywords=("melee", "weapon"), distance=Distance("melee", 1),
                 target=Targeting("creature", 1))


@st.composite
def scenes(draw):
    w, h = 7, 7
    heights = draw(st.lists(st.sampled_from([0, 0, 0, 1, 2, 5]), min_size=w * h, max_size=w * h))
    columns = [Column(ground=g, terrain="wall" if g == 5 else "floor") for g in heights]
    board = Board(w, h, columns)
    free = [(x, y) for y in range(h) for x in range(w) if heights[y * w + x] != 5]
    spots = draw(st.lists(st.sampled_from(free), min_size=3, max_size=4, unique=True)) if len(free) >= 4 else None
    if spots is None:
        return None
    (sx, sy), (tx, ty), (bx, by) = spots[:3]
    size = draw(st.sampled_from(["1S", "1M", "1L"]))
    source = Creature("src", "Source", "heroes", size=draw(st.sampled_from(["1S", "1M", "1L"])),
                      pos=(sx, sy, board.ground(sx, sy)))
    target = Creature("tgt", "Target", "monsters", size=size, pos=(tx, ty, board.ground(tx, ty)),
                      stability=draw(st.integers(0, 2)), max_stamina=200, stamina=200)
    bystander = Creature("by", "Bystander", "monsters", pos=(bx, by, board.ground(bx, by)),
                         max_stamina=200, stamina=200)
    if len(spots) == 4:
        ox, oy = spots[3]
        board.objects = [BoardObject("crate", draw(st.sampled_from(["glass", "wood", "stone"])),
                                     (ox, oy, board.ground(ox, oy)))]
    movement = draw(st.sampled_from(["push", "pull", "slide"]))
    forced = ForcedMove(movement, draw(st.integers(1, 4)))
    battle = new_battle(board, [source, target, bystander], {}, 1, {"first_side": "heroes"})
    return battle, forced, draw(st.integers(0, 10_000))


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(scenes())
def test_forced_moves_obey_the_rules(scene) -> None:
    if scene is None:
        return
    battle, forced, pick = scene
    source, target = battle.creatures["src"], battle.creatures["tgt"]
    distance = forced_distance(source, target, forced, WEAPON)
    bonus = 1 if source.rank > target.rank else 0
    assert distance == max(0, forced.distance + bonus - target.stability)
    plans = plans_for(battle, source, target, forced.kind, distance, False)
    if not plans:
        return
    _, plan = plans[pick % len(plans)]
    start = target.pos
    execute(battle, source, target, forced.kind, distance, False, plan.steps)
    moved = [e for e in battle.events if isinstance(e, ForceMoved)]
    squares = sum(e.distance for e in moved)
    assert squares <= distance
    if forced.kind in ("push", "pull"):
        path = [start] + [p for e in moved for p in e.path[1:]]
        for a, b in zip(path, path[1:]):
            before = space_distance(source.pos, source.squares, a, target.squares)
            after = space_distance(source.pos, source.squares, b, target.squares)
            assert (after > before) if forced.kind == "push" else (after < before)
    if not target.dead:
        assert not any(battle.board.is_solid(c) for c in target.cells)
        for other in battle.creatures.values():
            if other.id != target.id and not other.dead:
                shared = set(other.cells) & set(target.cells)
                assert not shared or abs(other.rank - target.rank) >= 2
