"""The Director's side on screen (issue 16): the header counts the Director's Malice, and the
Malice and villain-action decisions are answered from a plain list, behind the hot-seat
hand-off like the rest of a side's turn."""
from __future__ import annotations

from game.pickers import ChoicePicker
from game.scenes.battle import HANDOFF_KINDS
from rules.drawsteel.content.skirmish import encounter_battle


def test_the_header_shows_the_malice_counter(drive):
    battle = encounter_battle("pyre_marshal_muster", seed=1, settings={"first_side": "monsters"})
    d = drive(battle, mode="hotseat")
    d.scene._status()
    assert f"Malice {battle.data['malice']}" in d.scene.hud.status.text
    assert battle.data["malice"] == 5  # 0 Victories, 4 living heroes, round 1


def test_director_decisions_get_a_list_and_a_hand_off(drive):
    battle = encounter_battle("pyre_marshal_muster", seed=1, settings={"first_side": "monsters"})
    d = drive(battle, mode="hotseat")
    while battle.pending().kind == "next_creature":
        d.battle.choose(battle.pending().options[0])
    assert battle.pending().kind == "malice"
    d.scene.overlay = None
    d.scene.handoff_next = False
    d.settle()
    assert isinstance(d.picker, ChoicePicker)
    assert {"malice", "villain_action"} <= set(HANDOFF_KINDS)
