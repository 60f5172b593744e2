"""The declare phase played on the battle screen (seed 001, `001 Combat Order`: everyone on the
acting side says what they will do before any die is rolled, then it all resolves): each
declaration becomes an arrow, the side's last one waits to be locked in, and any of them can
be taken back until then. Set STEELGRID_SHOTS=folder to keep screenshots."""
from __future__ import annotations

import pygame
from test_olde_swords_kit import PLACES, osr, shot, yard_battle  # noqa: F401  (osr is a fixture)

from game.intents import from_decision
from game.pickers import DeclarePicker


def _declared(battle) -> list[dict]:
    return [e.to_dict() for e in battle.events if e.kind == "os_declared"]


def _dodge(d) -> None:
    options = d.picker.decision.options
    d.scene._commit(d.picker.press(f"option:{options.index(next(o for o in options if o.label == 'Dodge'))}"))
    d.settle()


def _move_beside_bryn(d) -> None:
    """Bandit 1 declares a move to the square east of Bryn (5, 8)."""
    assert (5, 8) in d.picker.squares
    d.click(5, 8)


def test_each_declaration_is_an_arrow_read_from_the_decision(osr):
    """001 Combat Order (declare first): the move, then the attack aimed at its target."""
    d = osr(yard_battle())
    p = d.picker
    assert isinstance(p, DeclarePicker) and p.creature.id == "bandit_1" and p.part == "move"
    d.hover(5, 8)
    way = p.path()
    assert way[0] == (8, 8, 2) and way[-1] == (5, 8, 2) and len(way) == 4  # the way it would walk
    _move_beside_bryn(d)
    assert d.picker.part == "action"
    preview = [i for i in d.scene.shown_intents() if i.creature == "bandit_1"]
    assert len(preview) == 1 and preview[0].to == (5, 8, 2) and preview[0].preview
    d.hover(*PLACES["bryn_ashford"])
    focus = d.picker.focus
    assert focus.args["target"] == "bryn_ashford" and focus.args["action"] == "attack"
    assert d.picker.odds() is not None  # the d20 odds against Bryn's AC, from where it will stand
    d.click(*PLACES["bryn_ashford"])
    assert d.picker.creature.id == "bandit_2"
    arrow = next(i for i in d.scene.shown_intents() if i.creature == "bandit_1")
    assert not arrow.preview and arrow.family == "attack"
    assert (arrow.to, arrow.action, arrow.target, arrow.ability) == ((5, 8, 2), "attack", "bryn_ashford",
                                                                     focus.args["ability"])
    assert arrow in from_decision(d.battle, d.battle.pending())
    assert not _declared(d.battle), "nothing is revealed or rolled while the side declares"
    shot(d, "osr_declaring.png")


def test_pointing_at_a_list_entry_previews_its_arrow(osr):
    """The action list is docked at the board's edge; pointing at an entry draws its arrow."""
    import pygame_gui
    d = osr(yard_battle())
    _move_beside_bryn(d)
    hud = d.scene.hud
    button = next(b for b, key in hud.choice_buttons.items()
                  if d.picker.decision.options[int(key.split(":")[1])].label.startswith("Shove prone"))
    assert hud.choice_panel.rect.right <= d.scene.camera.viewport.right
    d.scene.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_ON_HOVERED, ui_element=button))
    preview = next(i for i in d.scene.shown_intents() if i.preview)
    assert (preview.action, preview.target, preview.family) == ("shove", "bryn_ashford", "stunt")
    tips = {d.picker.decision.options[int(key.split(":")[1])].args.get("action"): b.tool_tip_text
            for b, key in hud.choice_buttons.items()}
    assert "setback" in tips["dodge"] and "STR" in tips["shove"], "each action says what it does (issue 20)"


def test_the_last_declaration_waits_to_be_locked_in_and_every_one_can_be_taken_back(osr):
    """001 Combat Order (declare first): no die is rolled until the side is done, so until the
    side is locked in any declaration may change."""
    d = osr(yard_battle())
    _move_beside_bryn(d)
    d.click(*PLACES["bryn_ashford"])
    d.key(pygame.K_s, "s")
    assert d.picker.part == "action" and d.picker.last
    _dodge(d)
    assert d.picker.pending is not None and not _declared(d.battle)
    assert "Lock" in d.picker.prompt
    d.key(pygame.K_ESCAPE)
    assert d.picker.pending is None and d.scene.overlay is None and not _declared(d.battle)
    d.key(pygame.K_u, "u")  # bandit 2's staying put is taken back
    assert d.picker.creature.id == "bandit_2" and d.picker.part == "move"
    d.key(pygame.K_u, "u")  # bandit 1's attack is taken back, its move stands
    assert d.picker.creature.id == "bandit_1" and d.picker.part == "action"
    assert d.battle.pending().info["draft"]["to"] == [5, 8, 2]
    d.key(pygame.K_u, "u")
    assert d.picker.part == "move" and not d.battle.pending().info["declared"]
    d.click(*PLACES["bandit_1"])  # clicking the creature itself: it stays put
    assert d.picker.part == "action" and not d.battle.pending().info["draft"].get("to")
    _dodge(d)
    d.declare(None, "Dodge")
    assert d.picker.pending is not None
    d.key(pygame.K_RETURN)
    revealed = _declared(d.battle)
    assert [e["creature"] for e in revealed] == ["bandit_1", "bandit_2"]
    assert all(e["action"] == "dodge" and not e["to"] for e in revealed)


def test_the_end_button_locks_the_side_in(osr):
    d = osr(yard_battle())
    d.declare(None, "Dodge")
    d.declare(None, "Hide")
    assert d.picker.pending is not None and d.scene.hud.end_button.visible
    d.press(d.scene.hud.end_button)
    assert [e["action"] for e in _declared(d.battle)] == ["dodge", "hide"]


def test_a_quick_save_mid_declaration_loads_back_with_its_arrows(osr):
    """Saves hold a half-declared side; its arrows come back from the loaded decision."""
    d = osr(yard_battle(), mode="solo-monsters")
    _move_beside_bryn(d)
    d.click(*PLACES["bryn_ashford"])
    before = d.scene.shown_intents()
    d.key(pygame.K_F5)
    d.declare(None, "Dodge")
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_F9)
    assert isinstance(d.picker, DeclarePicker) and d.picker.creature.id == "bandit_2"
    assert [i for i in d.scene.shown_intents() if not i.preview] == [i for i in before if not i.preview]


def test_a_foe_it_cannot_attack_from_the_declared_square_says_why(osr):
    """001 Combat Order (the move is made before the action): declared to stay put, the bandit
    points at Bryn, out of its weapon's reach from there; the hint says why and the line is
    drawn (`Ruleset.target_block`)."""
    d = osr(yard_battle())
    d.scene._commit(d.picker.press("stay"))
    d.settle()
    assert d.picker.part == "action"
    bryn = PLACES["bryn_ashford"]
    if "bryn_ashford" in d.picker.by_target:  # a ranged weapon reaches her: nothing to explain
        return
    d.hover(*bryn)
    assert d.picker.blocked is not None and "out of reach" in d.picker.blocked.reason
    assert d.picker.hint.startswith("Out of reach")
    shot(d, "osr_out_of_reach.png")
