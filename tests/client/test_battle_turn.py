"""Playing a turn through the battle screen's input handlers: pick a creature, move (and undo),
strike with the odds shown first, push a creature off a ledge, end the turn."""
from __future__ import annotations

import pygame

from game.pickers import ChoicePicker, CreaturePicker, ForcePicker, TurnPicker


def start_korrins_turn(drive, battle):
    d = drive(battle)
    assert isinstance(d.picker, CreaturePicker)
    d.click(4, 4)  # Korrin's token
    assert isinstance(d.picker, TurnPicker)
    assert d.picker.creature.id == "korrin"
    return d


def test_picking_a_creature_by_clicking_its_token(drive, ledge):
    d = drive(ledge)
    assert d.battle.pending().kind == "next_creature"
    assert d.picker.selectable() == {"korrin", "sefa", "maelis"}
    assert "choose who acts next" in d.scene.hud.prompt.text
    d.click(3, 3)  # Sefa
    assert d.battle.pending().kind == "turn"
    assert d.battle.current == "sefa"


def test_picking_a_creature_from_the_keyboard(drive, ledge):
    d = drive(ledge)
    d.key(pygame.K_TAB)
    focused = d.picker.focus.args["creature"]
    d.key(pygame.K_RETURN)
    assert d.battle.current == focused


def test_moving_walks_the_shown_path_and_can_be_undone(drive, ledge):
    d = drive(ledge)
    d.click(3, 3)  # Sefa, who is not next to any enemy
    before = d.battle.creatures["sefa"].pos
    d.hover(2, 6)
    focus = d.picker.focus
    assert focus is not None and focus.kind == "move"
    path = d.picker.reach.path_to(tuple(focus.args["to"]))
    d.click(2, 6)
    moved = d.events("moved")[-1]
    assert tuple(moved["path"][-1]) == tuple(focus.args["to"]) == d.battle.creatures["sefa"].pos
    assert [tuple(p) for p in moved["path"]] == [tuple(p) for p in path]
    assert len(path) > 2
    assert d.scene.view.creatures["sefa"].pos == tuple(float(v) for v in focus.args["to"])
    assert d.scene.can_undo()
    d.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert d.battle.creatures["sefa"].pos == before
    assert not d.events("moved")
    assert isinstance(d.picker, TurnPicker)


def test_undo_is_refused_once_a_die_is_rolled(drive, ledge):
    d = start_korrins_turn(drive, ledge)
    d.click(4, 5)  # still next to the Warden: no opportunity attack
    assert d.scene.can_undo()
    d.key(pygame.K_1, "1")  # Hammerfall Blow
    d.battle.dice.queue(3, 3)
    d.click(5, 4)
    d.click(5, 4)  # second click rolls
    assert d.events("power_rolled")
    d.settle()
    assert not d.scene.can_undo()


def test_a_strike_shows_the_odds_before_rolling(drive, ledge):
    d = start_korrins_turn(drive, ledge)
    d.key(pygame.K_1, "1")
    assert d.picker.group.label == "Hammerfall Blow"
    d.hover(5, 4)
    odds = d.picker.odds()
    assert odds is not None and odds.rolls
    target = odds.targets[0]
    assert target.name == "Briarback Warden"
    assert abs(sum(target.chances) - 1.0) < 1e-9
    assert all(text for text in target.outcomes)
    assert any("high ground" in why for why in target.reasons) or target.reasons == []
    d.click(5, 4)
    assert not d.events("power_rolled"), "the first click only selects"
    assert d.picker.locked
    d.battle.dice.queue(6, 6)
    d.click(5, 4)
    rolled = d.events("power_rolled")
    assert rolled and rolled[0]["results"][0]["target"] == "warden"


def test_pushing_a_creature_off_a_ledge(drive, ledge):
    d = start_korrins_turn(drive, ledge)
    d.key(pygame.K_1, "1")
    d.battle.dice.queue(10, 9)  # a natural 19: tier 3, push 3 (2 after the Warden's stability)
    d.click(5, 4)
    d.key(pygame.K_RETURN)
    assert isinstance(d.picker, ChoicePicker) and d.battle.pending().kind == "tier"
    assert "Tier 3" in d.picker.buttons()[0].label and "damage" in d.picker.buttons()[0].label
    d.key(pygame.K_1, "1")
    assert isinstance(d.picker, ForcePicker)
    east = next(p for p in d.picker.previews if p.label.lower() == "push 1 east")
    assert east.fall is not None and east.fall[0] == 3 and east.fall[1] > 0
    assert "falls 3" in east.summary(d.battle)
    d.hover(*east.end[:2])
    assert d.picker.current is east
    stamina = d.battle.creatures["warden"].stamina
    d.click(*east.end[:2])
    assert d.battle.pending().kind == "force_move", "the first click selects"
    d.click(*east.end[:2])
    fell = d.events("fell")
    assert fell and fell[0]["creature"] == "warden" and fell[0]["height"] == 3
    warden = d.battle.creatures["warden"]
    assert warden.pos == east.end
    assert warden.stamina == stamina - east.damage["warden"]
    assert warden.has("prone")
    assert d.scene.view.creatures["warden"].pos == tuple(float(v) for v in east.end)
    assert "prone" in d.scene.view.creatures["warden"].conditions


def test_ending_the_turn_asks_twice_when_the_main_action_is_unused(drive, ledge):
    d = start_korrins_turn(drive, ledge)
    d.key(pygame.K_e, "e")
    assert d.battle.current == "korrin"
    assert "still has a main action" in d.scene.hud.prompt.text
    d.press(d.scene.hud.end_button)
    assert d.events("turn_ended")[-1]["creature"] == "korrin"
    assert d.battle.pending().side == "monsters"


def test_disengage_and_other_actions_come_from_the_bar(drive, ledge):
    d = start_korrins_turn(drive, ledge)
    labels = [b.label for b in d.picker.buttons()]
    assert any("Hammerfall Blow" in label for label in labels)
    assert any("Move actions" in label for label in labels)
    d.key(pygame.K_f, "f")  # the move actions' menu
    assert any("Disengage" in b.label for b in d.picker.choice_buttons())
    d.key(pygame.K_ESCAPE)
    assert d.picker.menu is None
    disabled = [b for b in d.picker.buttons() if not b.enabled]
    assert any("Quake Stomp" in b.label and "Needs 3" in b.tooltip for b in disabled)
    d.key(pygame.K_x, "x")
    assert d.picker.group.key == "disengage"
    d.hover(4, 5)
    assert d.picker.focus is not None and d.picker.focus.kind == "disengage"
    d.key(pygame.K_ESCAPE)
    assert d.picker.group is None
    assert d.scene.overlay is None


def test_leaving_an_enemy_asks_its_side_about_an_opportunity_attack(drive, ledge):
    d = start_korrins_turn(drive, ledge)
    d.click(2, 6)  # walks away from the Warden
    decision = d.battle.pending()
    assert decision.kind == "opportunity_attack" and decision.side == "monsters"
    assert isinstance(d.picker, ChoicePicker)
    assert "[Monsters]" in d.scene.hud.prompt.text
    assert sorted(d.scene.hud.action_buttons.values()) == ["option:0", "option:1"]
    d.key(pygame.K_2, "2")  # let him go
    assert d.battle.pending().kind == "turn" and d.battle.current == "korrin"
    assert d.events("moved")


def test_picking_a_creature_from_the_roster(drive, ledge):
    d = drive(ledge)
    d.frame(2)
    rect = next(r for r, cid in d.scene.hud.roster_rows if cid == "maelis")
    d.scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    d.scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1))
    d.settle()
    assert d.battle.current == "maelis"
