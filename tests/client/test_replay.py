"""The replay viewer (issue 20, point 8): a saved battle opened from the title screen's Replays
list and stepped through one log line at a time, forwards and backwards, the board showing the
state at each line."""
from __future__ import annotations

from html import escape

import pygame
import pygame_gui
import pytest

from game import saves
from game.match import MatchSetup, build_battle
from game.scenes.replay import ReplayListScene, ReplayScene
from game.scenes.replay_timeline import open_replay
from game.view import ViewState
from rules.ai.greedy import GreedyPlayer
from rules.ai.play import play_out

SETUP = MatchSetup(None, None, "watch", 7)


@pytest.fixture(scope="module")
def finished():
    """The default encounter on the training ground, played to the end by the greedy AI."""
    battle = build_battle(SETUP)
    player = GreedyPlayer()
    play_out(battle, {side: player for side in battle.sides})
    assert battle.winner
    return battle


@pytest.fixture
def saved(finished):
    saves.save_game(finished, SETUP, "finished")
    return finished


def key(scene, k: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def press(scene, element) -> None:
    scene.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=element))


def picture(view: ViewState, bars: bool = True) -> dict:
    """Where everyone is and how hurt (a body's bar is not drawn, so the dead show None; one
    who left the fight is off the board, wherever the view keeps its token)."""
    return {cid: (None if c.left else c.pos, None if c.dead or not bars else c.vitals.current,
                  c.dead, c.unconscious) for cid, c in view.creatures.items()}


def open_viewer(app) -> ReplayScene:
    app.screenshot_path = None
    app.title()
    app.step(1 / 60)
    press(app.scene, app.scene.replays_button)
    listing = app.scene
    assert isinstance(listing, ReplayListScene)
    key(listing, pygame.K_RETURN)
    assert isinstance(app.scene, ReplayScene)
    app.scene.anim.pace = 0.0
    return app.scene


# ---------------------------------------------------------------------------- the timeline

def test_the_start_is_rebuilt_and_the_last_line_shows_the_end(saved):
    replay = open_replay("finished")
    assert replay.note == "" and replay.start is not None
    assert len(replay.moments) > 50
    assert picture(replay.view_at(-1)) == picture(ViewState.of(build_battle(SETUP)))
    assert picture(replay.view_at(len(replay.moments) - 1)) == picture(ViewState.of(saved))


def test_a_battle_of_minion_squads_replays_to_its_end():
    """A squad's minions share one Stamina pool (RULES-NOTES Minions): the replay's bars follow it."""
    setup = MatchSetup(None, "reedmarsh_raiders", "watch", 3)
    battle = build_battle(setup)
    player = GreedyPlayer()
    play_out(battle, {side: player for side in battle.sides})
    saves.save_game(battle, setup, "squads")
    replay = open_replay("squads")
    assert replay.note == ""
    # positions and deaths; a squad-mate's bar follows the pool only when the view re-reads
    # the battle, which a replay cannot (left for later, see the closing note of issue 16)
    assert picture(replay.view_at(len(replay.moments) - 1), False) == picture(ViewState.of(battle), False)


def test_every_line_is_the_logs_own_words(saved):
    replay = open_replay("finished")
    narrator = saved.rules.narrator(saved)
    lines = [narrator.line(e) for e in saved.events]
    assert [m.line for m in replay.moments] == [x.strip() for x in lines if x and x.strip()]
    assert all(replay.moments[i].round <= replay.moments[i + 1].round for i in range(len(replay.moments) - 1))


def test_a_save_whose_map_is_gone_still_steps_through_its_log(finished, tmp_path):
    gone = MatchSetup(str(tmp_path / "vanished.tmx"), None, "watch", 7)
    saves.save_game(finished, gone, "lost-map")
    replay = open_replay("lost-map")
    assert replay.start is None and "vanished.tmx" in replay.note
    assert picture(replay.view_at(3)) == picture(ViewState.of(finished))  # the board as saved
    assert len(replay.moments) > 50


# ---------------------------------------------------------------------------- the viewer

def test_replays_from_the_title_list_the_saves_and_the_autosave(app, saved):
    saves.autosave(saved, SETUP)
    app.title()
    app.step(1 / 60)
    press(app.scene, app.scene.replays_button)
    labels = [item["text"] for item in app.scene.list.item_list]
    assert any(x.startswith("finished:") for x in labels) and any(x.startswith("autosave:") for x in labels)
    key(app.scene, pygame.K_ESCAPE)
    assert type(app.scene).__name__ == "TitleScene"


def test_no_saves_yet_says_so(app):
    app.title()
    app.step(1 / 60)
    press(app.scene, app.scene.replays_button)
    press(app.scene, app.scene.watch_button)
    assert isinstance(app.scene, ReplayListScene) and "Choose a save" in app.scene.message_label.text


def test_a_broken_save_is_refused_in_one_line(app):
    saves.saves_dir().mkdir(parents=True)
    (saves.saves_dir() / "mangled.json").write_text('{"format": "steelgrid-save", "version": 2}')
    app.title()
    app.step(1 / 60)
    press(app.scene, app.scene.replays_button)
    key(app.scene, pygame.K_RETURN)
    text = app.scene.message_label.text
    assert isinstance(app.scene, ReplayListScene) and text.startswith("Could not open:") and "\n" not in text


def test_arrows_step_forwards_and_backwards_with_the_board_following(app, saved):
    scene = open_viewer(app)
    replay = scene.replay
    assert scene.step == -1 and picture(scene.view) == picture(replay.view_at(-1))
    assert "Nothing has happened yet" in scene.log.html_text
    for _ in range(12):
        key(scene, pygame.K_RIGHT)
        app.step(1 / 60)
    assert scene.step == 11
    assert scene.line.text == replay.moments[11].line
    assert scene.log.html_text.endswith(f"<b>{escape(replay.moments[11].line)}</b></font>")  # the newest line
    assert picture(scene.view) == picture(replay.view_at(11))
    key(scene, pygame.K_LEFT)
    assert scene.step == 10 and scene.line.text == replay.moments[10].line
    assert picture(scene.view) == picture(replay.view_at(10))
    key(scene, pygame.K_END)
    assert scene.step == len(replay.moments) - 1 and picture(scene.view) == picture(ViewState.of(saved))
    key(scene, pygame.K_HOME)
    assert scene.step == -1 and picture(scene.view) == picture(replay.view_at(-1))


def test_up_and_down_jump_by_round(app, saved):
    scene = open_viewer(app)
    key(scene, pygame.K_DOWN)
    first = scene.replay.moments[scene.step]
    assert first.kind == "round_started" and first.round == 1
    key(scene, pygame.K_DOWN)
    assert scene.replay.moments[scene.step].round == 2
    key(scene, pygame.K_UP)
    assert scene.replay.moments[scene.step].round == 1


def test_stepping_on_plays_the_animation_and_its_sound(app, saved):
    scene = open_viewer(app)
    scene.anim.pace = 4.0
    moved = next(i for i, m in enumerate(scene.replay.moments) if m.kind == "moved")
    scene.go(moved - 1)
    app.sound.played.clear()
    press(scene, next(b for b, k in scene.buttons.items() if k == "forward"))
    assert scene.anim.busy  # walking
    for _ in range(200):
        app.step(1 / 30)
        if not scene.anim.busy:
            break
    assert "step" in app.sound.played
    assert picture(scene.view) == picture(scene.replay.view_at(moved))


def test_space_plays_on_by_itself_and_esc_goes_back_to_the_list(app, saved):
    scene = open_viewer(app)
    key(scene, pygame.K_SPACE)
    assert scene.playing and scene.play_button.text == "Pause (Space)"
    for _ in range(30):
        app.step(1 / 10)
    assert scene.step > 3
    key(scene, pygame.K_SPACE)
    assert not scene.playing
    key(scene, pygame.K_ESCAPE)
    assert isinstance(app.scene, ReplayListScene)


def test_replay_viewer_golden(app, saved, golden):
    """At the start (so the picture does not hang on how the AI plays): the encounter's board and
    tokens, the empty log and the controls."""
    scene = open_viewer(app)
    scene.time = 0.0
    app.manager.update(0.0)
    app.draw()
    golden(app.screen.copy(), "replay_viewer")


def test_the_camera_brings_the_creature_of_the_line_into_view(app, saved):
    scene = open_viewer(app)
    scene.camera.cell = 96
    scene.camera.centre_on(0, 0)
    moved = [i for i, m in enumerate(scene.replay.moments) if m.kind == "moved"]
    scene.go(moved[3])
    ev = scene.replay.events[scene.replay.moments[moved[3]].index]
    c = scene.view.creatures[ev.creature]
    assert scene.camera.viewport.contains(scene.camera.cell_rect(c.x, c.y, c.squares))


def test_the_result_screen_replays_the_battle_just_fought(app, finished):
    from game.scenes.result import ResultScene
    app.screenshot_path = None
    app.switch(ResultScene(app, SETUP, finished))
    app.step(1 / 60)
    key(app.scene, pygame.K_r)
    scene = app.scene
    assert isinstance(scene, ReplayScene) and scene.replay.start is not None
    scene.anim.pace = 0.0
    key(scene, pygame.K_END)
    assert picture(scene.view) == picture(ViewState.of(finished))
    key(scene, pygame.K_ESCAPE)
    assert isinstance(app.scene, ResultScene)


def test_f2_changes_the_replay_speed_and_f1_lists_the_keys(app, saved, tmp_path, monkeypatch):
    from game import settings
    scene = open_viewer(app)
    scene.anim.pace = 1.0
    key(scene, pygame.K_F2)
    assert scene.anim.pace == 2.0 and settings.load()[0].speed == 2.0 and "fast" in scene.line.text
    key(scene, pygame.K_F1)
    assert "Space: play" in scene.line.text
    app.settings.speed = 1.0


def test_a_zone_battle_replays_with_tokens_laid_out_as_the_engine_did():
    """3D rules on battle zones: a move into a zone names no square; the replay lays the token
    out as the engine does, so every line's board agrees with the saved end."""
    from game.match import own_map
    from game.scenes.replay_timeline import replay_of
    setup = MatchSetup(own_map("td_tavern_brawl"), "td_tavern_brawl", "watch", 3)
    battle = build_battle(setup)
    player = GreedyPlayer()
    play_out(battle, {side: player for side in battle.sides}, max_decisions=3000)
    replay = replay_of(battle, setup, "tavern")
    assert replay.note == "" and battle.zones is not None

    def standing(view):  # where each creature on the board stands, its bar and whether it is dead
        return {cid: (c.pos, c.vitals.current, c.dead) for cid, c in view.creatures.items()
                if c.alpha > 0 and not c.left}
    assert standing(replay.view_at(len(replay.moments) - 1)) == standing(ViewState.of(battle))
    arrivals = [(i, m) for i, m in enumerate(replay.moments) if m.kind == "td_zone_moved"]
    assert arrivals
    for i, m in arrivals[:5]:
        ev = replay.events[m.index]
        if not ev.under_way:
            c = replay.view_at(i).creatures[ev.creature]
            assert (int(c.x), int(c.y)) in set(battle.zones.zone(ev.end).cells)
