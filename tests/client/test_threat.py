"""The enemy's reach (issue 20, point 3): hover a creature to see where it could move this turn
and whom it could hit; T shades the squares the other side threatens; a target that cannot be
picked says why and the line to it is drawn. The answers come from the ruleset's face
(`Ruleset.threat`, `Ruleset.target_block`), built on Draw Steel's own rules: 000 Move Actions >
Advance (how far); ability distances and line of effect as abilities/targeting.py plays them
(whom); 000 Maneuvers > Hide and 000 Movement > Movement Types > Burrow > Targeting Burrowing
Creatures (who is out of sight). Golden images: `STEELGRID_REGOLD=1 pytest tests/client/test_threat.py`, then look."""
from __future__ import annotations

import pygame

from game.controls import help_html
from game.render.threat import SIDE_WASH, ThreatMaps, gives_threats


# ---------------------------------------------------------------------------- the face's answers

def test_a_creature_threatens_what_its_advance_and_strikes_reach(ledge):
    """000 Move Actions > Advance: the Bullock (speed 5 and more) could move and gore Korrin and
    Maelis; its moves include where it stands, its strike squares reach past them."""
    found = ledge.rules.threat(ledge, "bullock")
    bullock = ledge.creatures["bullock"]
    assert (bullock.pos[0], bullock.pos[1]) in found.moves
    assert {"korrin", "maelis"} <= set(found.targets)
    assert found.moves <= found.strikes
    assert "warden" not in found.targets  # its own side


def test_nobody_is_threatened_by_the_dead_and_a_ruleset_without_the_query_says_nothing(ledge):
    from dataclasses import replace
    ledge.creatures["bullock"].dead = True
    assert ledge.rules.threat(ledge, "bullock") is None
    bare = replace(ledge.rules, threat=lambda battle, cid: None)
    assert bare.threat(ledge, "warden") is None


def test_out_of_reach_names_the_distance_and_the_reach(ledge):
    """An ability's distance (targeting rules): a melee 1 strike cannot reach a foe three squares
    away."""
    block = ledge.rules.target_block(ledge, "korrin", ledge.creatures["korrin"].abilities[0], "bullock")
    assert block is not None and block.blocked_at is None
    assert block.reason == "out of reach: Cinderhorn Bullock is 3 squares away, Hammerfall Blow reaches 1"


def test_out_of_sight_names_what_cuts_the_line_and_where(ledge):
    """Line of effect (targeting rules, as 000 Cover and Flanking use it): the platform's edge stands between Maelis on the
    floor and the Warden up on it."""
    block = ledge.rules.target_block(ledge, "maelis", "cinder_lance", "warden")
    assert block is not None and block.blocked_at == (3, 6, 2)
    assert block.reason == "out of sight: the edge of higher ground (height 4) blocks the line to Briarback Warden"
    assert ledge.rules.target_block(ledge, "korrin", ledge.creatures["korrin"].abilities[0], "warden") is None


# ---------------------------------------------------------------------------- the screen

def board_picture(scene) -> pygame.Surface:
    """The battle view as the scene paints it (board, marks, read-outs), without the widgets,
    which other tests' windows may still share."""
    scene.anim.effects.clear()
    scene.time = 0.0
    surface = pygame.Surface(scene.app.screen.get_size())
    scene.draw(surface)
    return surface.subsurface(scene.camera.viewport).copy()


def test_hovering_an_enemy_shows_its_reach_and_whom_it_could_hit(drive, ledge, app, golden):
    d = drive(ledge)
    d.click(4, 4)  # Korrin's turn
    d.hover(7, 7)  # the Bullock
    d.frame(2)
    scene = d.scene
    scene.threats.wait()  # worked out in the background
    found = scene.hovered_threat()
    assert found is not None and found.creature == "bullock"
    assert scene._hover_text().startswith("Cinderhorn Bullock could hit: Korrin Ashbrand (")
    golden(board_picture(scene), "threat_hover")


def test_no_enemy_reach_while_choosing_a_target(drive, ledge):
    d = drive(ledge)
    d.click(4, 4)
    d.key(pygame.K_1, "1")
    d.hover(7, 7)
    d.frame(2)
    assert d.scene.hovered_threat() is None


def test_t_shades_the_squares_the_other_side_threatens(drive, ledge, app):
    """The far corner is out of reach of the Bullock and the buried Delver (the Warden and the
    Shrike, who would reach it, are taken off for this)."""
    for cid in ("warden", "shrike"):
        ledge.creatures[cid].removed = True
    d = drive(ledge)
    d.click(4, 4)
    d.hover(0, 0)
    d.frame(2)
    before = board_picture(d.scene)
    d.key(pygame.K_t, "t")
    assert d.scene.show_threat and d.scene.threat_side() == "monsters"
    d.scene.threats.side(d.battle, "monsters")
    d.scene.threats.wait()
    threatened = d.scene.threats.side(d.battle, "monsters")
    assert (6, 7) in threatened and (0, 0) not in threatened
    assert threatened == d.scene.threats.of(d.battle, "bullock").strikes | d.scene.threats.of(d.battle, "delver").strikes
    after = board_picture(d.scene)
    x, y = d.point(6, 7)
    x, y = x - d.scene.camera.viewport.x, y - d.scene.camera.viewport.y
    a, b = before.get_at((x, y + 10)), after.get_at((x, y + 10))
    assert b.r - b.g > a.r - a.g  # redder than before
    assert SIDE_WASH[0] > SIDE_WASH[1]
    d.key(pygame.K_t, "t")
    assert not d.scene.show_threat


def test_a_target_out_of_sight_says_why_and_draws_the_cut_line(drive, ledge, app, golden):
    d = drive(ledge)
    d.click(1, 8)  # Maelis acts
    d.key(pygame.K_1, "1")  # Cinder Lance
    d.hover(5, 4)  # the Warden, up on the platform
    d.frame(2)
    picker = d.scene.picker
    assert picker.blocked is not None and picker.blocked.blocked_at == (3, 6, 2)
    assert "the edge of higher ground (height 4) blocks the line" in picker.hint
    scene = d.scene
    golden(board_picture(scene), "threat_blocked")


def test_help_tells_the_new_key_and_marks():
    page = help_html()
    assert "<b>T</b>: shade every square the other side could strike" in page
    assert "Hover a creature" in page and "x2 / x3" in page and "contour" in page.lower()


def test_answers_come_from_the_background_and_are_forgotten_when_the_battle_moves_on(ledge):
    maps = ThreatMaps()
    try:
        decision = ledge.pending()
        maps.of(ledge, "bullock")
        maps.wait()
        assert maps.known(ledge, "bullock") and maps.of(ledge, "bullock").creature == "bullock"
        ledge.choose(decision.options[decision.default])  # the battle moves on
        assert not maps.known(ledge, "bullock")
    finally:
        maps.shutdown()


def test_only_rulesets_that_answer_the_threat_query_get_a_threat_map():
    from rules.core import registry
    assert gives_threats(registry.get_ruleset("drawsteel"))
    assert gives_threats(registry.get_ruleset("olde_swords"))
    assert not gives_threats(registry.get_ruleset("zone_cards"))


def test_strike_squares_count_height_so_a_tall_pillar_top_is_out_of_reach(ledge):
    """Reach is counted in three dimensions (000 Combat > Set the Map > Size and Space: spaces
    are cubes): Maelis can walk next to a pillar 6 squares high but her close harm cannot land
    on its top, while the floor beside it is threatened."""
    from rules.core.board import Column
    board = ledge.board
    board.columns[4 * board.width + 0] = Column(ground=7, terrain="wall", material="stone")
    found = ledge.rules.threat(ledge, "maelis")
    assert (1, 5) in found.moves and (0, 5) in found.strikes
    assert (0, 4) not in found.strikes


def test_stale_questions_are_dropped_so_answers_never_queue_up(ledge):
    """With T on, a fast battle asks again after every decision: only the newest question waits."""
    maps = ThreatMaps()
    try:
        futures = []
        for _ in range(6):
            decision = ledge.pending()
            maps.side(ledge, "monsters")
            futures.append(next(iter(maps._asked.values())))
            ledge.choose(decision.options[decision.default])
        assert sum(1 for f in futures if f.cancelled()) >= 4
    finally:
        maps.shutdown()
