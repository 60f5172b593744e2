"""Granted moves and teleports are answered on the board (issue 17: the ability vocabulary in
the client): every place is marked, a click selects, a second click (or Enter) takes it, and
"stay put" is a button."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.pickers import SquarePicker, picker_for  # noqa: E402
from rules.drawsteel.content.skirmish import encounter_battle  # noqa: E402


def _granted_shift():
    battle = encounter_battle("saltreed_ford_ambush", 2)
    while battle.pending().kind != "turn":
        battle.choose(battle.pending().options[0])
    sefa = battle.creatures["sefa"]
    battle.push({"step": "ds.granted_move", "creature": sefa.id, "squares": 2, "shift": True,
                 "ignore_slowed": False})
    battle._pending = None  # the turn decision asked before gives way to the granted shift
    return battle, sefa


def test_a_granted_shift_is_chosen_on_the_board() -> None:
    battle, sefa = _granted_shift()
    decision = battle.pending()
    picker = picker_for(battle, decision)
    assert isinstance(picker, SquarePicker)
    assert [b.label for b in picker.buttons()] == ["Sefa Quickwater stays put"]
    square, options = next(iter(picker.places.items()))
    assert picker.click(square) is None and picker.locked
    chosen = picker.click(square)
    assert chosen is options[0] and chosen.args["to"]
    battle.choose(chosen)
    assert sefa.pos == tuple(chosen.args["to"])


def test_staying_put_is_a_button() -> None:
    battle, sefa = _granted_shift()
    before = sefa.pos
    picker = picker_for(battle, battle.pending())
    battle.choose(picker.press("option:0"))
    assert sefa.pos == before


def test_the_header_counts_only_the_living_among_those_who_acted(drive, ledge, app) -> None:
    """Issue 20, clean text: "11 of 10 have acted" after deaths; a fallen creature that had
    acted no longer counts on either side of the sum."""
    d = drive(ledge)
    scene = d.scene
    warden = next(c for c in scene.battle.creatures.values() if c.side == "monsters")
    scene.view.acted.update(scene.view.creatures)  # everyone has acted, and then one falls
    scene.view.creatures[warden.id].dead = True
    scene._status()
    words = scene.hud.status.text
    acted, alive = [int(w) for w in words.split("·")[-1].split() if w.isdigit()][:2]
    assert acted <= alive


def test_the_header_leaves_out_a_bound_captive_who_never_acts(drive, app) -> None:
    """000 Objective Endings > Save Another: a bound captive takes no turns, so "n of m have
    acted" does not wait on it (Ruleset.takes_turns)."""
    from rules.drawsteel.scenarios.inline import battle_from_toml
    from tests.drawsteel.test_save_and_escort import _save
    battle = battle_from_toml(_save((1, 1)))
    d = drive(battle)
    scene = d.scene
    scene._status()
    acting = [c for c in battle.creatures.values() if c.id != "griffon" and not c.dead]
    assert f"0 of {len(acting)} have acted" in scene.hud.status.text
    assert not battle.rules.takes_turns(battle, "griffon") and battle.rules.takes_turns(battle, acting[0].id)
