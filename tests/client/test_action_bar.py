"""A calmer action bar (issue 20 point 4), played through the battle screen's input handlers:
fixed number keys, menus for the actions that are not abilities, labels never cut unseen, and
an ability key that never starts aimed at an ally while an enemy could be hit.

Rules behind what is offered: 000 Taking a Turn (a main action, a maneuver and a move action;
the main action may stand in for either), 000 Maneuvers, 000 Main Actions."""
from __future__ import annotations

import pygame

from game.hud.bar_memory import BarMemory
from game.hud.label_fit import ELLIPSIS, fit_label, with_whole_label
from game.hud.turn_menu import ActionGroup, build_groups, number_keys
from game.pickers import Button, TurnPicker

from game.pickers import CreaturePicker


def start_korrins_turn(drive, battle):
    d = drive(battle)
    assert isinstance(d.picker, CreaturePicker)
    d.click(4, 4)  # Korrin's token
    assert isinstance(d.picker, TurnPicker) and d.picker.creature.id == "korrin"
    return d


def _keys(picker: TurnPicker) -> dict[str, str]:
    return {g.key: g.hotkey for g in picker.groups}


def test_ability_keys_stay_put_when_abilities_become_unusable(drive, ledge):
    d = start_korrins_turn(drive, ledge)
    before = _keys(d.picker)
    assert before["ability:hammerfall_blow"] == "1" and before["ability:quake_stomp"] == "3"
    d.key(pygame.K_1, "1")  # Hammerfall Blow on the Warden
    d.battle.dice.queue(3, 3)
    d.click(5, 4)
    d.click(5, 4)
    while d.battle.pending() is not None and d.battle.pending().kind != "turn":
        d.key(pygame.K_1, "1")
    assert isinstance(d.picker, TurnPicker) and d.battle.current == "korrin"
    after = _keys(d.picker)
    assert {k: v for k, v in after.items() if k in before} == before, "nothing renumbered"
    used = next(b for b in d.picker.buttons() if b.key == "ability:hammerfall_blow")
    assert not used.enabled and used.label.startswith("1  "), "the spent ability is greyed in its place"
    d.key(pygame.K_r, "r")  # main actions: spent, so the menu stays shut
    assert d.picker.menu is None


def test_a_creatures_menu_keeps_its_order_across_turns():
    """An action offered on an earlier turn keeps its place (greyed) when it is not offered."""
    memory = BarMemory()
    hide = ActionGroup("maneuver:hide", "Hide", "maneuver", [object()], action="maneuver")  # type: ignore[list-item]
    stand = ActionGroup("maneuver:stand_up", "Stand up", "maneuver", [object()], action="maneuver")  # type: ignore[list-item]
    grab = ActionGroup("maneuver:grab", "Grab", "maneuver", [object()], action="maneuver")  # type: ignore[list-item]
    first = memory.keep("korrin", [hide, grab])
    number_keys(first)
    assert [(g.label, g.hotkey) for g in first] == [("Hide", "1"), ("Grab", "2")]
    later = memory.keep("korrin", [stand, grab])
    number_keys(later)
    assert [(g.label, g.hotkey, bool(g.options)) for g in later] == \
        [("Hide", "1", False), ("Grab", "2", True), ("Stand up", "3", True)]


def test_other_actions_open_from_menus_with_one_entry_each(drive, ledge):
    d = start_korrins_turn(drive, ledge)
    labels = [b.label for b in d.picker.buttons()]
    assert labels[-3:] == ["R  Main actions \u00bb", "Q  Maneuvers \u00bb", "F  Move actions \u00bb"]
    d.key(pygame.K_q, "q")
    entries = d.picker.choice_buttons()
    names = [b.label for b in entries]
    assert names == ["1  Aid attack", "2  Assist a test", "3  Hide"], "one Hide, not one per enemy"
    assert all(b.tooltip for b in entries), "every action says what it does"
    hide = d.scene.hud.choice_panel
    assert hide is not None and "Maneuvers" in d.scene.hud.choice_signature[0]
    d.key(pygame.K_1, "1")  # Aid attack: the target comes after, on the board
    assert d.picker.menu is None and d.picker.group.key == "maneuver:aid_attack"
    assert d.scene.hud.choice_panel is None
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_q, "q")
    d.key(pygame.K_ESCAPE)
    assert d.picker.menu is None and d.picker.group is None and d.scene.overlay is None


def test_a_menu_entry_can_be_clicked(drive, ledge):
    d = start_korrins_turn(drive, ledge)
    menu = next(b for b, key in d.scene.hud.action_buttons.items() if key == "menu:main")
    d.press(menu)
    defend = next(b for b, key in d.scene.hud.choice_buttons.items()
                  if d.picker.choice_buttons()[int(key.split(":")[1])].label.endswith("Defend"))
    d.press(defend)
    assert d.battle.current == "korrin" and d.battle.turn.get("main") == 0, "Defend took the main action"


def test_a_long_label_is_shortened_and_its_tooltip_holds_it_whole(drive, ledge):
    d = start_korrins_turn(drive, ledge)
    long = "Hide from Mirefang Skulk 1, Mirefang Skulk 2 and Cinderhorn Bullock"
    shown = fit_label(long, 150, 13)
    assert shown.endswith(ELLIPSIS) and len(shown) < len(long)
    assert with_whole_label("Slip out of sight.", long, shown).startswith(f"<b>{long}</b>")
    assert fit_label("Hide", 150, 13) == "Hide"
    d.scene.hud.set_actions([Button("x", long, tooltip="Slip out of sight.")] * 9)
    button = next(iter(d.scene.hud.action_buttons))
    assert button.text.endswith(ELLIPSIS)
    assert long in button.tool_tip_text


def test_an_ability_key_aims_at_the_enemy_not_the_ally_under_the_mouse(drive, ledge):
    d = start_korrins_turn(drive, ledge)
    d.hover(3, 3)  # Sefa, an ally Hammerfall Blow could also hit
    d.key(pygame.K_1, "1")
    focus = d.picker.focus
    assert focus is not None and focus.args["targets"] == ["warden"]
    assert not d.picker.locked
    d.hover(5, 4)
    d.hover(3, 3)  # pointing at the ally on purpose still aims at her
    assert d.picker.focus.args["targets"] == ["sefa"]
    assert "(an ally!)" in d.picker.prompt


def test_groups_come_from_the_options_alone(ledge):
    decision = ledge.pending()
    ledge.choose(next(o for o in decision.options if o.args.get("creature") == "korrin"))
    groups, _, _ = build_groups(ledge, ledge.pending().options)
    hide = next(g for g in groups if g.key == "maneuver:hide")
    assert hide.label == "Hide" and hide.category == "maneuver"


def test_a_long_header_drops_the_map_name_before_anything_is_cut(app):
    from game.hud.battle_hud import fit_status
    from game.hud.label_fit import text_width
    line = ("Round 1  \u00b7  Brighter Worlds Yard  \u00b7  Oswin Harrowgate's turn (Heroes, player 1)"
            "  \u00b7  0 of 10 have acted")
    width = text_width(line, 16, True) - 40
    fitted = fit_status(line, width)
    assert "Yard" not in fitted and fitted.endswith("0 of 10 have acted")
    assert fit_status(line, 200).endswith(ELLIPSIS)


def test_keys_are_the_same_on_the_next_turn(drive, ledge):
    """Korrin's entries keep their keys from his first turn to his second (solo: the AI plays
    the monsters in between)."""
    d = drive(ledge, "solo")
    d.click(4, 4)
    first = {g.key: g.hotkey for g in d.picker.groups}
    menus = {c: [g.key for g in d.picker.menu_entries(c)] for c in ("main", "maneuver", "move")}
    for _ in range(12):
        if d.battle.round >= 2 and isinstance(d.picker, TurnPicker) and d.picker.creature.id == "korrin":
            break
        if isinstance(d.picker, CreaturePicker):
            d.scene._commit(d.picker.press("korrin" if "korrin" in d.picker.by_id else d.picker.order[0]))
            d.settle()
        elif isinstance(d.picker, TurnPicker):
            d.key(pygame.K_e, "e")
            d.key(pygame.K_e, "e")
        else:
            d.key(pygame.K_1, "1")
    assert d.battle.round >= 2 and d.picker.creature.id == "korrin"
    again = {g.key: g.hotkey for g in d.picker.groups}
    assert {k: again[k] for k in first} == first
    for c, keys in menus.items():
        assert [g.key for g in d.picker.menu_entries(c)][:len(keys)] == keys


def test_every_menu_entry_shows_the_rulesets_description(drive, ledge):
    """The tooltip of each usable entry holds the ruleset's own words for it (Leap, Claw Dirt
    and the rest come from rules/drawsteel/action_help.py)."""
    d = start_korrins_turn(drive, ledge)
    seen = 0
    for category in ("main", "maneuver", "move"):
        for g in d.picker.menu_entries(category):
            if g.options:
                about = d.battle.rules.describe_action(d.battle, g.options[0])
                tip = d.picker._tooltip(g)
                assert about and about.split(":")[0][:30] in tip.replace("&#x27;", "'"), g.key
                seen += 1
    assert seen >= 5
