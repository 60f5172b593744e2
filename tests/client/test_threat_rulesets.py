"""The enemy's reach on the screen for the other grid rulesets (issue 20 point 3): hovering an enemy
in an Olde Swords Reign, Brighter Worlds or 3D battle draws its move and strike squares and
names whom it could hit, from the ruleset's own answers (their rules are cited in
tests/<ruleset>/test_client_threat.py: 001 Combat Order, 004 Rounds and Initiative, 003 Taking
Your Turn)."""
from __future__ import annotations

import pytest

from game.render.threat import MOVE_WASH, gives_threats
from rules.core import registry

from test_threat import board_picture


def _battle(ruleset: str):
    if ruleset == "olde_swords":
        from tests.olde_swords.test_client_threat import _battle as make
        return make(), "cutter", "Goblin Cutter could hit: Bryn Ashford (Rusty Blade)"
    if ruleset == "brighter_worlds":
        from tests.brighter_worlds.test_client_threat import _battle as make
        return make(), "cut", "Rook Cutthroat could hit: Oswin Harrowgate (Rusty Knife)"
    from tests.three_dice.test_client_threat import _battle as make
    battle = make(("bog_lurker", "lurker", "monsters", (2, 2, 1)),
                  ("hale_dunmore", "hale", "heroes", (11, 3, 1)),
                  ("brenna_ashgrove", "brenna", "heroes", (12, 4, 1)))
    decision = battle.pending()
    if decision.creature == "lurker":  # it won the initiative: it waits this turn out
        battle.choose(next(o for o in decision.options if o.kind == "end_turn"))
    return battle, "lurker", "Bog Lurker could hit: Hale Dunmore (Tentacle Lash)"


@pytest.mark.parametrize("ruleset", ["olde_swords", "brighter_worlds", "three_dice"])
def test_hovering_an_enemy_shows_its_reach(drive, app, ruleset):
    assert gives_threats(registry.get_ruleset(ruleset))
    battle, foe, line = _battle(ruleset)
    d = drive(battle, "solo")
    before = board_picture(d.scene)
    x, y, _ = battle.creatures[foe].pos
    d.hover(x, y)
    d.frame(2)
    d.scene.threats.wait()
    found = d.scene.hovered_threat()
    assert found is not None and found.creature == foe
    assert d.scene._hover_text().startswith(line)
    after = board_picture(d.scene)
    sx, sy = d.point(x + 2, y)
    sx, sy = sx - d.scene.camera.viewport.x, sy - d.scene.camera.viewport.y
    a, b = before.get_at((sx, sy + 10)), after.get_at((sx, sy + 10))
    assert (b.b - b.g) > (a.b - a.g)  # the violet wash of its move lies there now
    assert MOVE_WASH[2] > MOVE_WASH[1]
