"""Creatures sharing squares never hide each other, and big creatures fill their space
(issue 20, point 2). Who may share squares is the rules' business (000 Movement: sizes two or
more apart; 000 Mounted Combat; 000 Movement > Movement Types > Fly); the client only draws it.
Golden image: `STEELGRID_REGOLD=1 pytest tests/client/test_stacks.py`, then look at it."""
from __future__ import annotations

import pygame

from game.camera import Camera
from game.render.board import BoardRenderer
from game.render.stacks import describe_stack, find_stacks, layout
from game.render.tokens import Marks, draw_creatures, token_diameter
from game.view import ViewState
from rules.core.board import Board

from test_golden import creature

CELL = 48


def stack_view() -> ViewState:
    """A Delver (size 3) with a hero inside its space; a hero riding a size 2 strider; two
    fliers hovering over one walker's square; a tiny and a small creature side by side."""
    board = Board.flat(14, 6, ground=1, terrain="dirt", material="dirt")
    view = ViewState(board)
    row = [creature("delver", "3", 0, 1, template="hollowjaw_delver", side="monsters"),
           creature("inside", "1M", 1, 2, template="korrin"),
           creature("strider", "2", 4, 1, template="ashmane_strider"),
           creature("rider", "1M", 4, 1, template="hollis", carrier="strider"),
           creature("walker", "1M", 8, 2, template="briarback_warden", side="monsters"),
           creature("flier_a", "1M", 8, 2, z=5, template="sefa", aloft=True),
           creature("flier_b", "1M", 8, 2, z=3, template="maelis", aloft=True),
           creature("tiny", "1T", 11, 2, template="ember_sprite", side="monsters"),
           creature("small", "1S", 12, 2, template="mirefang_skulk", side="monsters")]
    view.creatures = {c.id: c for c in row}
    return view


def draw(view: ViewState) -> pygame.Surface:
    surface = pygame.Surface((view.board.width * CELL, view.board.height * CELL))
    camera = Camera(surface.get_rect(), (view.board.width, view.board.height), CELL)
    camera.x = camera.y = 0
    BoardRenderer(view.board).draw(surface, camera)
    draw_creatures(surface, camera, view, Marks(current="inside", time=0.0))
    return surface


def test_overlapping_spaces_form_stacks_biggest_first():
    """000 Movement: a creature may stop in the space of one two or more sizes bigger; 000
    Mounted Combat: a rider fills a square of its mount's space."""
    stacks = [[c.id for c in group] for group in find_stacks(stack_view().creatures.values())]
    assert ["delver", "inside"] in stacks
    assert ["strider", "rider"] in stacks
    assert sorted(next(s for s in stacks if "walker" in s)) == ["flier_a", "flier_b", "walker"]
    assert not any("tiny" in s or "small" in s for s in stacks)


def test_same_square_creatures_fan_out_smaller_and_apart():
    """000 Movement > Movement Types > Fly: fliers over a walker's square are drawn side by side,
    not on top of each other."""
    out = layout(stack_view().creatures.values())
    spots = {out.offset(cid) for cid in ("walker", "flier_a", "flier_b")}
    assert len(spots) == 3
    assert all(out.scale(cid) < 1 for cid in ("walker", "flier_a", "flier_b"))
    assert out.offset("inside") == (0.0, 0.0) and out.scale("inside") == 1.0


def test_small_creature_drawn_over_the_big_one_it_stands_in():
    """The hero inside the Delver's space stays in sight: its portrait's middle is the hero's."""
    view = stack_view()
    surface = draw(view)
    inside = draw(ViewState(view.board, creatures={"inside": view.creatures["inside"]}))
    centre = (int(1.5 * CELL), int(2.5 * CELL))
    assert surface.get_at(centre) == inside.get_at(centre)


def test_big_creatures_fill_their_space_and_little_ones_stay_inside_a_square():
    """000 Combat > Set the Map > Size and Space: size 2 and 3 tokens cover (nearly) their whole space; 1T and
    1S are smaller than one square."""
    assert token_diameter("2", 2, CELL) >= 0.95 * 2 * CELL
    assert token_diameter("3", 3, CELL) >= 0.95 * 3 * CELL
    assert token_diameter("1T", 1, CELL) < 0.5 * CELL
    assert token_diameter("1S", 1, CELL) < 0.7 * CELL
    surface = draw(stack_view())
    corner = surface.get_at((int(0.3 * CELL), int(1.3 * CELL)))  # the Delver's top-left square
    ground = draw(ViewState(stack_view().board)).get_at((int(0.3 * CELL), int(1.3 * CELL)))
    assert corner != ground


def test_hover_names_everyone_on_the_square():
    view = stack_view()
    line = describe_stack(list(view.creatures.values()), 8, 2, view.height_above_ground)
    assert line.startswith("3 here:")
    assert "sefa" not in line and "flier_a (4 up)" in line and "flier_b (2 up)" in line
    assert "rider riding strider" in describe_stack(list(view.creatures.values()), 4, 1, view.height_above_ground)


def test_stacks_golden(golden):
    golden(draw(stack_view()), "stacks")


def test_a_long_read_out_wraps_at_its_parts_instead_of_running_off_the_board(app):
    from game.hud.battle_hud import wrap_parts
    parts = ["Hollis Brackenfield could hit: Duskwing Shrike 2 (Ranged Free Strike)", "(26, 22)", "height 3",
             "2 here: Duskwing Shrike 2 (2 up), Hollis Brackenfield"]
    lines = wrap_parts(" \u00b7 ".join(parts), 420)
    assert len(lines) >= 2 and " \u00b7 ".join(lines) == " \u00b7 ".join(parts)
    assert wrap_parts("height 3", 420) == ["height 3"]


def test_one_altitude_badge_per_token_and_none_on_a_rider(monkeypatch):
    """000 Mounted Combat: a rider aloft on a flying mount is as high as its mount, so only the
    mount wears the altitude badge; each other flier wears exactly one."""
    import game.render.tokens as tokens
    board = Board.flat(8, 4, ground=1, terrain="dirt", material="dirt")
    view = ViewState(board)
    row = [creature("mount", "2", 1, 1, z=5, template="ashmane_strider", aloft=True),
           creature("rider", "1M", 1, 1, z=5, template="hollis", carrier="mount", aloft=True),
           creature("flier", "1M", 5, 1, z=3, template="sefa", aloft=True)]
    view.creatures = {c.id: c for c in row}
    shown: list[str] = []
    real = tokens.badge
    monkeypatch.setattr(tokens, "badge", lambda surface, centre, value, *a, **k: (shown.append(value),
                                                                                  real(surface, centre, value, *a, **k)))
    draw(view)
    assert sorted(shown) == ["2", "4"]


def test_the_focused_target_wears_brackets_in_the_target_colour(monkeypatch):
    """While choosing a target, the one in focus is marked over everything else."""
    import game.render.focus as focus
    from game.render import palette
    view = stack_view()
    marks = Marks(current="inside", targets=frozenset({"delver"}), time=0.0)
    surface = pygame.Surface((view.board.width * CELL, view.board.height * CELL))
    camera = Camera(surface.get_rect(), (view.board.width, view.board.height), CELL)
    camera.x = camera.y = 0
    draw_creatures(surface, camera, view, marks)
    seen: list[tuple] = []
    monkeypatch.setattr(focus, "brackets", lambda surf, rect, colour, *a: seen.append((rect, colour)))
    focus.draw_focus(surface, camera, view, marks, 0.0)
    assert len(seen) == 1 and seen[0][1] == palette.TARGET
    assert seen[0][0].w > 3 * CELL  # around the whole 3 x 3 token


def test_hovering_a_stack_on_the_battle_screen_names_everyone_and_points_at_the_top_token(drive, ledge):
    """000 Movement > Movement Types > Fly: Maelis stands under the flying Shrike's space; the
    read-out lists both, and the pointer on her square finds her token, drawn over the Shrike's."""
    ledge.creatures["maelis"].pos = (9, 2, 1)
    d = drive(ledge)
    d.hover(9, 2)
    d.frame(3)
    scene = d.scene
    assert "2 here: Duskwing Shrike (3 up), Maelis Thornvow" in scene._hover_text()
    assert scene.hover_cid == "maelis"
    assert [s for s in scene.stack_layout.stacks if "maelis" in s] == [["shrike", "maelis"]]
