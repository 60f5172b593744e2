"""Property tests for forced movement (issue 5, Done when; 000 Forced Movement).

On random small boards with random heights, walls, dirt banks, objects and bystanders, against
walkers, fliers in the air and burrowers dug into the dirt, with stability drawn from -2 to 2
and moves that may be vertical: whatever straight push or pull, or slide, the forcer picks,
the target never ends inside solid ground (unless it burrows into dirt), inside an object, or in
a space it may not share; every square of a push takes it farther from the source and every
square of a pull closer (or into the source); and it never moves more squares than the effect's
distance minus stability (never below 0) plus the big-versus-little bonus.
"""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings, strategies as st

from rules.core.board import Board, BoardObject, Column
from rules.drawsteel.creature import DrawSteelCreature as Creature
from rules.core.events import ForceMoved
from rules.core.geometry import space_distance
from rules.drawsteel.forced.forced_movement import absorbs_forced_move, execute, forced_distance, plans_for
from rules.drawsteel.content.model import Ability, Distance, ForcedMove, Targeting
from rules.drawsteel.round.starting_combat import new_battle

WEAPON = Ability("shove", "Shove", keywords=("melee", "weapon"), distance=Distance("melee", 1),
                 target=Targeting("creature", 1))
W, H = 6, 6
COLUMNS = {"floor": Column(), "step": Column(ground=1), "ledge": Column(ground=2),
           "wall": Column(ground=5, terrain="wall"), "dirt": Column(ground=2, material="dirt"),
           "lava": Column(terrain="lava", damage=3, damage_type="fire")}


def _target(draw, board: Board, spot: tuple[int, int]) -> Creature:
    x, y = spot
    kind = draw(st.sampled_from(["walker", "walker", "flier", "burrower"]))
    ground = board.ground(x, y)
    z, movement, aloft = ground, ("walk",), False
    if kind == "flier":
        z, movement, aloft = ground + draw(st.integers(1, 3)), ("walk", "fly"), True
    elif kind == "burrower":
        movement = ("walk", "burrow")
        if board.column(x, y).burrowable:
            z = ground - 1
    return Creature("tgt", "Target", "monsters", size=draw(st.sampled_from(["1S", "1M", "1L"])),
                    pos=(x, y, z), movement=movement, aloft=aloft,
                    stability=draw(st.integers(-2, 2)), max_stamina=200, stamina=200)


@st.composite
def scenes(draw):
    names = draw(st.lists(st.sampled_from(["floor"] * 5 + list(COLUMNS)), min_size=W * H,
                          max_size=W * H))
    board = Board(W, H, [COLUMNS[n] for n in names])
    free = [(x, y) for y in range(H) for x in range(W) if names[y * W + x] != "wall"]
    if len(free) < 5:
        return None
    spots = draw(st.lists(st.sampled_from(free), min_size=3, max_size=5, unique=True))
    (sx, sy), (tx, ty), (bx, by) = spots[:3]
    source = Creature("src", "Source", "heroes", size=draw(st.sampled_from(["1S", "1M", "1L"])),
                      pos=(sx, sy, board.ground(sx, sy)))
    target = _target(draw, board, (tx, ty))
    bystander = Creature("by", "Bystander", "monsters", pos=(bx, by, board.ground(bx, by)),
                         max_stamina=200, stamina=200)
    board.objects = [BoardObject(f"crate{i}", draw(st.sampled_from(["glass", "wood", "stone"])),
                                 (ox, oy, board.ground(ox, oy)))
                     for i, (ox, oy) in enumerate(spots[3:])]
    forced = ForcedMove(draw(st.sampled_from(["push", "pull", "slide"])), draw(st.integers(1, 4)),
                        vertical=draw(st.booleans()))
    battle = new_battle(board, [source, target, bystander], {}, 1, {"first_side": "heroes"})
    return battle, forced, draw(st.integers(0, 10_000))


def _settle_landings(battle) -> None:
    """Answer any question about where a faller lands (the first space offered)."""
    while battle.data.get("after_step"):
        decision = battle.pending()
        if decision is None or decision.kind != "land":
            return
        battle.choose(0)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(scenes())
def test_forced_moves_obey_the_rules(scene) -> None:
    if scene is None:
        return
    battle, forced, pick = scene
    source, target = battle.creatures["src"], battle.creatures["tgt"]
    vertical = forced.vertical or target.aloft
    distance = forced_distance(source, target, forced, WEAPON)
    bonus = 1 if source.rank > target.rank else 0
    assert distance == max(0, forced.distance + bonus - max(0, target.stability))
    plans = plans_for(battle, source, target, forced.kind, distance, vertical)
    if absorbs_forced_move(battle, target, vertical):
        assert [len(p.steps) for _, p in plans] == list(range(1, distance + 1))
    if not plans:
        return
    _, plan = plans[pick % len(plans)]
    start = target.pos
    execute(battle, source, target, forced.kind, distance, vertical, plan.steps)
    moved = [e for e in battle.events if isinstance(e, ForceMoved)]
    _settle_landings(battle)
    assert sum(e.distance for e in moved) <= distance
    if forced.kind in ("push", "pull"):
        path = [start] + [p for e in moved for p in e.path[1:]]
        for a, b in zip(path, path[1:]):
            before = space_distance(source.pos, source.squares, a, target.squares)
            after = space_distance(source.pos, source.squares, b, target.squares)
            assert (after > before) if forced.kind == "push" else (after < before or after == 0)
    if not target.dead:
        _assert_in_a_legal_space(battle, target)


def _assert_in_a_legal_space(battle, target: Creature) -> None:
    board = battle.board
    for cell in target.cells:
        if board.is_solid(cell):
            assert target.can("burrow") and board.is_burrowable(cell), cell
    assert not set(target.cells) & set(battle.object_cells())
    for other in battle.creatures.values():
        if other.id != target.id and not other.dead:
            shared = set(other.cells) & set(target.cells)
            assert not shared or abs(other.rank - target.rank) >= 2
