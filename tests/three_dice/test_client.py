"""The 3D rules in the window, headless (003 Using Battle Zones; 003 Taking Your Turn): the title
screen offers them, a zone battle opens on the battle screen with the turn's choices on the
action bar, the zone overlay gets its reach from the rules, and AI against AI plays on."""
from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
pytest.importorskip("pygame_gui")

from game.sim_boards import on_own_map  # noqa: E402
from rules.core.registry import get_ruleset  # noqa: E402


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    os.environ["STEELGRID_HOME"] = str(tmp_path_factory.mktemp("home"))
    from game.app import App
    application = App((1280, 800))
    yield application
    application.shutdown()


def _open(app, encounter: str, mode: str):
    from game.match import MatchSetup
    battle = on_own_map(encounter, 3, {})
    app.start_battle(MatchSetup(None, encounter, mode, 3), battle)
    scene = app.scene
    scene.anim.pace = 0.0
    return scene


def test_the_title_screen_offers_the_3d_rules() -> None:
    from game.match import ruleset_choices
    assert ruleset_choices()["three_dice"] == get_ruleset("three_dice").title


def test_a_zone_turn_on_the_action_bar(app) -> None:
    from game.hud.turn_menu import build_groups
    scene = _open(app, "td_tavern_brawl", "hotseat")
    for _ in range(600):
        app.step(1 / 60)
        decision = scene.battle.pending()
        if decision is not None and decision.kind == "turn" and not scene.anim.busy:
            break
    decision = scene.battle.pending()
    assert decision is not None and decision.kind == "turn"
    groups, _, end = build_groups(scene.battle, decision.options)
    labels = {g.label for g in groups}
    assert end is not None and {"Dash", "Disengage", "Dodge"} <= labels
    reach = get_ruleset("three_dice").zone_reach(scene.battle, decision.creature)
    assert reach is not None and reach.start in scene.battle.zones.names
    app.draw()


def test_ai_against_ai_plays_on_in_the_window(app) -> None:
    scene = _open(app, "td_boarding", "watch")
    for _ in range(900):
        app.step(1 / 60)
    assert scene.battle.round >= 1 and any(e.kind == "td_attack" for e in scene.battle.events)
    app.draw()


def test_a_grid_turn_offers_squares_and_attacks(app) -> None:
    """003 Using a Battle Grid: the turn's moves are squares on the board; the rest are buttons."""
    from game.hud.turn_menu import build_groups
    scene = _open(app, "td_bridge_ogre", "hotseat")
    for _ in range(600):
        app.step(1 / 60)
        decision = scene.battle.pending()
        if decision is not None and decision.kind == "next_creature" and not scene.anim.busy:
            scene.battle.choose(0)
        elif decision is not None and decision.kind == "turn" and not scene.anim.busy:
            break
    decision = scene.battle.pending()
    assert decision is not None and decision.kind == "turn"
    groups, moves, end = build_groups(scene.battle, decision.options)
    assert moves and end is not None and any(g.kind == "ability" for g in groups)
    assert get_ruleset("three_dice").move_range(scene.battle, decision.creature) is not None
    app.draw()
