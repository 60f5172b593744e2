#!/usr/bin/env python3
"""Render benchmark: one full battle frame at 1920x1080 in software (SDL's dummy video driver).

`render_figures()` returns JSON-ready figures (median milliseconds per frame); `tools/bench`
calls it, and running this file prints them. Frames are drawn exactly as the game draws them
(board, move overlay, objects, tokens, effects, widgets, roster and read-outs) with a person's
turn pending, so the movement overlay is on screen:

- `largest_map_*`: the largest map in maps/ with its encounter, the whole map in view, and at
  the default zoom of 48 pixels a square;
- `synthetic_64x64_40_creatures`: the design's worst case, a 64 x 64 board with 40 creatures.
"""
from __future__ import annotations

import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep stdout clean for JSON

SIZE = (1920, 1080)
FRAMES = 120


def _largest_map() -> Path | None:
    from game.assets import map_files
    best, area = None, -1
    for path in map_files():
        try:
            from game.maps.tiled import load_map
            board = load_map(path).board
        except Exception:
            continue
        if board.width * board.height > area:
            best, area = path, board.width * board.height
    return best


def _synthetic_battle():
    """64 x 64 stepped terrain with 20 heroes and 20 monsters of mixed sizes (some flying)."""
    from rules.core.board import Board, Column
    from rules.drawsteel.content.loader import default_content
    from rules.drawsteel.round.starting_combat import creature_from_template, new_battle
    content = default_content()
    columns = []
    for y in range(64):
        for x in range(64):
            ground = 1 + ((x // 8 + y // 8) % 4)
            terrain = "dirt" if (x * 7 + y * 3) % 11 == 0 else "floor"
            columns.append(Column(ground=ground, terrain=terrain, material="dirt" if terrain == "dirt" else "stone",
                                  difficult=(x + y) % 17 == 0))
    board = Board(64, 64, columns, name="Benchmark")
    heroes = ["korrin", "sefa", "maelis", "hollis"]
    monsters = ["mirefang_skulk", "briarback_warden", "cinderhorn_bullock", "duskwing_shrike"]
    creatures = []
    for i in range(40):
        side = "heroes" if i < 20 else "monsters"
        template = (heroes if side == "heroes" else monsters)[i % 4]
        t = content.creatures[template]
        x = 4 + (i % 10) * 6
        y = 8 + (i // 10) * 14
        ground = max(board.ground(cx, cy) for cx in range(x, x + 2) for cy in range(y, y + 2))
        z = ground + (3 if "fly" in t.movement else 0)
        creatures.append(creature_from_template(t, f"c{i}", side, (x, y, z)))
    return new_battle(board, creatures, dict(content.abilities), 1, {"first_side": "heroes"})


def _time_frames(app, frames: int = FRAMES) -> dict:
    for _ in range(10):
        app.draw()
    samples = []
    for _ in range(frames):
        start = time.perf_counter()
        app.draw()
        samples.append((time.perf_counter() - start) * 1000)
    return {"median_ms": round(statistics.median(samples), 3), "min_ms": round(min(samples), 3),
            "p90_ms": round(sorted(samples)[int(len(samples) * 0.9)], 3), "frames": frames}


def _scene_at_human_turn(app, battle, setup):
    """Open the battle screen and play (by AI) until the first person's turn shows its overlay."""
    app.start_battle(setup, battle)
    scene = app.scene
    scene.anim.pace = 0.0
    for _ in range(400):
        app.step(0)
        if scene.picker is not None and scene.battle.pending() is not None and scene.battle.pending().kind == "turn":
            break
        if scene.picker is not None:
            option = scene.picker.confirm() or scene.battle.pending().options[0]
            scene.apply(option)
        time.sleep(0.001)
    scene.anim.effects.clear()
    return scene


def _frame_parts(scene, app) -> dict:
    """Where a frame's time goes: the board, the tokens, everything else."""
    from game.render.tokens import Marks, draw_creatures
    surface = app.screen
    cam = scene.camera
    parts = {}
    for name, fn in (("board_ms", lambda: scene.board_art.draw(surface, cam)),
                     ("tokens_ms", lambda: draw_creatures(surface, cam, scene.view, Marks(current=scene.view.current,
                                                                                          acted=frozenset(scene.view.acted)))),
                     ("widgets_ms", lambda: app.manager.draw_ui(surface))):
        for _ in range(5):
            fn()
        start = time.perf_counter()
        for _ in range(50):
            fn()
        parts[name] = round((time.perf_counter() - start) * 1000 / 50, 3)
    return parts


def render_figures(frames: int = FRAMES) -> dict:
    """Frame times at 1920x1080 in software; see the module docstring."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("STEELGRID_HOME", str(Path(os.environ.get("TMPDIR", "/tmp")) / "steelgrid-bench"))
    from game.app import App
    from game.match import MatchSetup, build_battle
    figures: dict = {"resolution": f"{SIZE[0]}x{SIZE[1]}", "driver": os.environ["SDL_VIDEODRIVER"]}
    app = App(SIZE)
    try:
        path = _largest_map()
        if path is not None:
            setup = MatchSetup(str(path), None, "solo", 1)
            battle = build_battle(setup)
            scene = _scene_at_human_turn(app, battle, setup)
            scene.camera.fit(smallest=8)
            figures["largest_map"] = {"map": path.name, "squares": f"{battle.board.width}x{battle.board.height}",
                                      "creatures": len(battle.creatures), "cell_px": scene.camera.cell}
            figures["largest_map_whole_view"] = _time_frames(app, frames) | _frame_parts(scene, app)
            scene.camera.cell = 48
            scene._frame_the_fight()
            scene.camera.cell = 48
            figures["largest_map_zoom48"] = _time_frames(app, frames)
        setup = MatchSetup(None, None, "solo", 1)
        scene = _scene_at_human_turn(app, _synthetic_battle(), setup)
        scene.camera.fit(smallest=8)
        figures["synthetic_64x64_40_creatures"] = (_time_frames(app, frames) | {"cell_px": scene.camera.cell}
                                                   | _frame_parts(scene, app))
    finally:
        app.shutdown()
    return figures


if __name__ == "__main__":
    import argparse
    parser = argparse.ArgumentParser(description="Time full battle frames at 1920x1080 in software.")
    parser.add_argument("--frames", type=int, default=FRAMES, help="frames timed per figure")
    print(json.dumps(render_figures(parser.parse_args().frames), indent=2))
