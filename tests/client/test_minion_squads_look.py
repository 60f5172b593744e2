"""A minion squad on screen (RULES-NOTES Minions): each member's bar is the squad's shared pool,
and every member's token carries the squad's marker; a creature on its own carries none."""
from __future__ import annotations

from dataclasses import replace

import pygame

from game.view import ViewState
from rules.drawsteel.content.skirmish import encounter_battle

from test_hiding_look import frame
from test_golden import creature


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
    assert warden.vitals.group == ""


def test_the_marker_is_drawn_on_the_token():
    from rules.core.board import Board
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
