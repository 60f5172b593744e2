"""Dice pools of Cards & Zones on the screen (002 Close Combat, Ranged Combat, Dodging and
Parrying): each rolled pool shown as dice with the sixes picked out, and the odds card giving
the exact chance of one, two and three or more sixes. Set STEELGRID_SHOTS=folder to keep
screenshots."""
from __future__ import annotations

import os
from fractions import Fraction

import pygame

from game.anim.zc_events import DicePool
from game.pickers import TurnPicker
from game.render.dice_pool import draw_dice, pool_caption, pool_picture
from rules.core.registry import get_ruleset
from rules.zone_cards.client_face import success_bands
from rules.zone_cards.odds import successes

RULES = get_ruleset("zone_cards")


def _battle():
    return RULES.encounter_battle("zc_tavern", 3, settings={"card_swaps": False})


def _hero_can_attack(battle):
    """Play on until a hero's turn offers an attack (heroes close in, monsters end turns)."""
    for _ in range(300):
        d = battle.pending()
        if d.kind == "turn":
            hero = battle.creatures[d.creature].side == "heroes"
            attack = next((o for o in d.options if o.kind == "attack"), None)
            if hero and attack is not None:
                return d, attack
            move = next((o for o in d.options if o.kind == "zone_move"), None)
            end = next(o for o in d.options if o.kind == "end_turn")
            battle.choose((move or end) if hero else end)
            continue
        battle.choose(d.options[0])
    raise AssertionError("no hero could attack")


def test_successes_are_drawn_gold_and_first() -> None:
    surface = pygame.Surface((200, 40), pygame.SRCALPHA)
    rect = draw_dice(surface, (3, 6, 1, 6), (0, 0), 20)
    assert rect.w == 4 * 20 + 3 * 4
    gold, grey = surface.get_at((10, 3)), surface.get_at((3 * 24 + 10, 3))
    assert gold[0] > 200 and gold[1] > 150 and grey[0] < 150
    assert pool_caption("Brannoc Vey", "strike at Hearth Drake", 2, 1) == \
        "Brannoc Vey: strike at Hearth Drake - 2 successes (1 needed)"
    assert pool_picture((6, 2), "x").get_width() > 0


def test_the_chance_of_one_two_and_three_or_more_sixes_is_exact() -> None:
    """002 Close Combat: one six hits; each further six adds a Harm."""
    rows = success_bands(5, 1, 2)
    p = successes(5)
    assert [r[0] for r in rows] == ["1 six", "2 sixes", "3+ sixes"]
    assert rows[0][1] == float(p[1]) and rows[1][1] == float(p[2])
    assert abs(rows[2][1] - float(Fraction(1) - p[0] - p[1] - p[2])) < 1e-12
    assert [r[2] for r in rows] == ["Harm 2", "Harm 3", "Harm 4+"]
    assert success_bands(4, 2, 1)[0][2] == "a miss"


def test_the_odds_card_carries_the_sixes_under_the_hit_chances() -> None:
    battle = _battle()
    decision, attack = _hero_can_attack(battle)
    target = attack.args["target"]
    preview = RULES.forecast.ability_preview(battle, decision.creature, attack.args["ability"], [target])
    labels = [b[0] for b in preview.targets[0].bands]
    assert labels[:2] == ["Hit (no reaction)", "Hit (best reaction)"]
    assert labels[2:] == ["1 six", "2 sixes", "3+ sixes"]


def test_a_roll_shows_its_dice_on_the_board(drive) -> None:
    battle = _battle()
    decision, attack = _hero_can_attack(battle)
    d = drive(battle, "solo")
    assert isinstance(d.picker, TurnPicker)
    group = next(g for g in d.picker.groups if attack in g.options)
    d.picker.press(group.key)
    d.scene._refresh_picker_widgets()
    target = battle.creatures[attack.args["target"]]
    d.hover(int(target.pos[0]), int(target.pos[1]))
    odds = d.picker.odds()
    assert odds is not None and any(b[0] == "1 six" for b in odds.targets[0].bands)
    _shot(d, "zc_odds_card.png")
    d.scene.anim.pace = 1.0
    d.scene.apply(attack)
    for _ in range(400):
        d.frame()
        if any(isinstance(e, DicePool) for e in d.scene.anim.effects):
            break
    pools = [e for e in d.scene.anim.effects if isinstance(e, DicePool)]
    assert pools and pools[0].faces and "success" in pools[0].caption
    _shot(d, "zc_dice_pool.png")
    d.scene.anim.pace = 0.0
    d.settle()


def _shot(d, name: str) -> None:
    folder = os.environ.get("STEELGRID_SHOTS")
    if folder:
        d.frame(2)
        d.app.draw()
        pygame.image.save(pygame.display.get_surface(), os.path.join(folder, name))
