"""A minion squad on screen (RULES-NOTES Minions): each member's bar is the squad's shared pool,
and every member's token carries the squad's marker; a creature on its own carries none."""
from __future__ import annotations

from dataclasses import replace

import pygame

from game.camera import Camera
from game.render.board import BoardRenderer
from game.render.squad_marks import squad_colour
from game.render.tokens import Marks, draw_creatures
from game.view import ViewState
from rules.core.board import Board
from rules.drawsteel.content.skirmish import encounter_battle

from test_hiding_look import frame
from test_golden import CELL, creature


def test_every_member_shows_the_squad_pool_and_marker():
    battle = encounter_battle("reedmarsh_raiders", 1)
    view = ViewState.of(battle)
    members = [c for c in view.creatures.values() if c.template == "reedling_cutthroat"]
    assert len(members) >= 4  # the encounter's squad of cutthroats (its size is the roster's)
    pools = {(c.vitals.current, c.vitals.maximum, c.vitals.group) for c in members}
    assert len(pools) == 1  # one shared pool, shown on every member
    current, maximum, group = pools.pop()
    assert current == maximum and maximum % len(members) == 0 and group == "A"
    others = {c.vitals.group for c in view.creatures.values() if c.template != "reedling_cutthroat"}
    assert "A" not in others  # another squad gets its own marker
    warden = next(c for c in view.creatures.values() if c.template == "briarback_warden")
    assert warden.vitals.group == ""  # the captain has a bar of its own ...
    assert warden.vitals.leads == "A"  # ... and leads squad A (RULES-NOTES Minions, captains)
    assert all(c.vitals.leads == "" for c in view.creatures.values() if c.id != warden.id)


def test_the_marker_is_drawn_on_the_token():
    board = Board.flat(4, 2)
    alone = creature("m", "1M", 1, 0, z=0, side="monsters", template="reedling_cutthroat")
    marked = replace(alone, vitals=replace(alone.vitals, group="A"))
    plain, badged = frame(board, [alone]), frame(board, [marked])
    assert pygame.image.tobytes(plain, "RGB") != pygame.image.tobytes(badged, "RGB")


def test_clicking_any_member_picks_the_squad():
    from game.pickers.creature import CreaturePicker
    battle = encounter_battle("reedmarsh_raiders", 1, settings={"first_side": "monsters"})
    decision = battle.pending()
    assert decision.kind == "next_creature"
    picker = CreaturePicker(battle, decision)
    members = sorted(c.id for c in battle.creatures.values() if c.template == "reedling_cutthroat")
    squad = picker.by_id[members[-1]]
    assert squad is picker.by_id["reedling_cutthroat_1"]
    assert squad.args["members"][0] == "reedling_cutthroat_1" and len(squad.args["members"]) == len(members)
    assert any("squad" in b.label for b in picker.buttons())
    assert "briarback_warden" in picker.selectable()


def squad_frame(creatures: list, hover: str = "", current: str = "") -> pygame.Surface:
    board = Board.flat(10, 3)
    view = ViewState(board)
    view.creatures = {c.id: c for c in creatures}
    surface = pygame.Surface((10 * CELL, 3 * CELL))
    camera = Camera(surface.get_rect(), (10, 3), CELL)
    camera.x = camera.y = 0
    BoardRenderer(board).draw(surface, camera)
    draw_creatures(surface, camera, view, Marks(hover=hover, current=current))
    return surface


def in_squad(cid: str, x: int, group: str, y: int = 1):
    c = creature(cid, "1S", x, y, z=0, side="monsters", template="reedling_cutthroat")
    return replace(c, vitals=replace(c.vitals, group=group))


def captain(cid: str, x: int, group: str):
    c = creature(cid, "1M", x, 1, z=0, side="monsters", template="briarback_warden")
    return replace(c, vitals=replace(c.vitals, leads=group))


def square_pixels(surface: pygame.Surface, x: int, y: int) -> bytes:
    return pygame.image.tobytes(surface.subsurface((x * CELL, y * CELL, CELL, CELL)), "RGB")


def test_pointing_at_a_member_lights_up_the_whole_squad_and_links_it():
    """Members standing apart are shown to belong together: ringed and joined by a line to the
    member under the pointer (or on its turn); a creature of another squad is left alone."""
    squad = [in_squad("a1", 0, "A"), in_squad("a2", 8, "A"), in_squad("b1", 4, "B", y=2)]
    rest, pointed, on_turn = squad_frame(squad), squad_frame(squad, hover="a1"), squad_frame(squad, current="a1")
    assert square_pixels(rest, 8, 1) != square_pixels(pointed, 8, 1)  # the far member is ringed
    assert square_pixels(rest, 6, 1) != square_pixels(pointed, 6, 1)  # the line crosses the gap
    assert square_pixels(rest, 8, 1) != square_pixels(on_turn, 8, 1)
    assert square_pixels(rest, 4, 2) == square_pixels(pointed, 4, 2)  # squad B's member: no ring
    alone = [creature("solo", "1M", 0, 1, z=0, side="monsters"), in_squad("a2", 8, "A")]
    assert square_pixels(squad_frame(alone), 8, 1) == square_pixels(squad_frame(alone, hover="solo"), 8, 1)


def test_each_squad_has_a_colour_of_its_own():
    assert len({squad_colour(tag) for tag in "ABCDEF"}) == 6
    a, b = squad_frame([in_squad("a1", 2, "A")]), squad_frame([in_squad("a1", 2, "B")])
    assert square_pixels(a, 2, 1) != square_pixels(b, 2, 1)


def test_the_captain_wears_its_squads_letter_under_a_crown():
    plain = squad_frame([creature("w", "1M", 2, 1, z=0, side="monsters", template="briarback_warden")])
    led = squad_frame([captain("w", 2, "A")])
    member = squad_frame([replace(captain("w", 2, ""), vitals=replace(captain("w", 2, "").vitals, group="A"))])
    assert square_pixels(plain, 2, 1) != square_pixels(led, 2, 1)
    assert square_pixels(member, 2, 1) != square_pixels(led, 2, 1)  # the crown tells captain from member


def test_pointing_at_the_captain_lights_up_its_squad_and_a_member_lights_up_the_captain():
    group = [captain("w", 0, "A"), in_squad("a1", 8, "A")]
    rest = squad_frame(group)
    assert square_pixels(rest, 8, 1) != square_pixels(squad_frame(group, hover="w"), 8, 1)
    assert square_pixels(rest, 0, 1) != square_pixels(squad_frame(group, hover="a1"), 0, 1)
