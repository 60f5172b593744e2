"""Golden images: tokens of every size, a flier, a burrower and their marks; one whole battle
frame. Regenerate with `STEELGRID_REGOLD=1 pytest tests/client -k golden` (then look at them)."""
from __future__ import annotations

import pygame

from game.camera import Camera
from game.render.board import BoardRenderer
from game.render.tokens import Marks, draw_creatures, token_diameter
from game.view import CreatureView, ViewState
from rules.core.board import Board
from rules.core.vitals import Vitals

CELL = 48


def creature(cid: str, size: str, x: int, y: int, z: int = 1, side: str = "heroes", template: str = "korrin",
             **kw) -> CreatureView:
    squares = int(size) if size.isdigit() else 1
    stamina, hero = kw.pop("stamina", 20), kw.pop("hero", False)
    vitals = Vitals("Stamina", stamina, 20, worn_at=10, worn_word="winded", floor=-10,
                    down_word="dying" if hero else "")
    return CreatureView(id=cid, name=cid, side=side, template=template, size=size, squares=squares,
                        x=float(x), y=float(y), z=float(z), vitals=vitals, **kw)


def token_sheet() -> pygame.Surface:
    """One row of sizes 1T, 1S, 1M, 1L, 2 and 3; below it a flier three squares up, a burrower
    under the dirt, a winded creature with conditions, a dying hero, an unconscious one and one
    that has acted this round."""
    board = Board.flat(16, 6, ground=1, terrain="dirt", material="dirt")
    view = ViewState(board)
    row = [creature("t", "1T", 0, 0, template="mirefang_skulk", side="monsters"),
           creature("s", "1S", 1, 0, template="sefa"),
           creature("m", "1M", 2, 0, template="korrin"),
           creature("l", "1L", 3, 0, template="cinderhorn_bullock", side="monsters"),
           creature("two", "2", 5, 0, template="duskwing_shrike", side="monsters"),
           creature("three", "3", 8, 0, template="hollowjaw_delver", side="monsters"),
           creature("flier", "2", 0, 3, z=4, template="duskwing_shrike", side="monsters", aloft=True),
           creature("burrower", "3", 3, 3, z=0, template="hollowjaw_delver", side="monsters"),
           creature("winded", "1M", 7, 4, template="hollis", stamina=8, conditions=["slowed", "prone", "bleeding"]),
           creature("dying", "1M", 9, 4, template="maelis", stamina=-3, hero=True),
           creature("ko", "1M", 11, 4, template="briarback_warden", side="monsters", stamina=0, unconscious=True,
                    conditions=["prone"]),
           creature("acted", "1M", 13, 4, template="sefa")]
    view.creatures = {c.id: c for c in row}
    surface = pygame.Surface((16 * CELL, 6 * CELL))
    camera = Camera(surface.get_rect(), (16, 6), CELL)
    camera.x = camera.y = 0
    BoardRenderer(board).draw(surface, camera)
    draw_creatures(surface, camera, view, Marks(current="m", acted=frozenset({"acted"}), time=0.0))
    return surface


def test_token_sizes_differ_inside_one_square_and_span_big_spaces():
    sizes = [token_diameter(s, 1, CELL) for s in ("1T", "1S", "1M", "1L")]
    assert sizes == sorted(sizes) and len(set(sizes)) == 4
    assert sizes[-1] <= CELL
    assert token_diameter("2", 2, CELL) > 1.8 * CELL
    assert token_diameter("3", 3, CELL) > 2.7 * CELL


def test_tokens_golden(golden):
    golden(token_sheet(), "tokens")


def test_battle_frame_golden(drive, ledge, golden, app):
    d = drive(ledge)
    d.click(4, 4)  # Korrin's turn
    d.key(pygame.K_1, "1")  # Hammerfall Blow
    d.hover(5, 4)  # the odds against the Warden
    scene = d.scene
    scene.anim.effects.clear()
    scene.hud.hide_tooltip()
    scene.time = 0.0
    scene.hover_cid = ""
    app.manager.update(0.0)
    app.draw()
    golden(app.screen.copy(), "battle_frame")
