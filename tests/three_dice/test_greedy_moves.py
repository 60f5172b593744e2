"""The greedy player's moves in the 3D rules (issue 19 point 1, blunders read in the Skyreach
ogre battle): a creature whose action is still free rates each square by what it could hit from
there, so it walks up and strikes in one turn; and a foe far beyond reach still draws it on
(the old rating stopped counting distance at 99 feet, so a hero 150 feet from the last monster
stood still for two rounds)."""
from __future__ import annotations

import tomllib

from rules.ai.greedy import GreedyPlayer
from rules.core.battle import Battle
from rules.three_dice.scenarios.format import parse_scenario
from rules.three_dice.scenarios.runner import build_battle


def _hero_to_act(width: int, hero: str, foe: str) -> Battle:
    """A two-row board, `width` squares wide, with the hero and one foe (their TOML lines),
    played on to the hero's first turn."""
    row = " ".join(["."] * width)
    text = f'''
title = "greedy moves"
cites = "003 Movement"
[map]
rows = """
{row}
{row}
"""
[[creature]]
id = "hero"
side = "heroes"
{hero}
[[creature]]
id = "foe"
side = "monsters"
hp = 30
{foe}
[expect]
hero = {{ hp = 99 }}
'''
    battle = build_battle(parse_scenario(tomllib.loads(text), "greedy_moves.toml"))
    while (d := battle.pending()) is not None and not (d.kind == "turn" and d.creature == "hero"):
        battle.choose(GreedyPlayer()(battle, d))
    return battle


def scene(width: int, hero_at: int, foe_at: int) -> Battle:
    return _hero_to_act(width, f'at = [{hero_at}, 0]\nstrength = 3\nspeed = 30\nabilities = ["warhammer"]',
                        f'at = [{foe_at}, 1]\nabilities = ["warhammer"]')


def test_attack_left_follows_the_action_of_the_turn() -> None:
    battle = scene(12, 0, 10)
    advisor = battle.rules.advisor()
    hero = battle.creatures["hero"]
    assert advisor.attack_left(battle, hero)
    battle.turn["action"] = 0
    assert not advisor.attack_left(battle, hero)


def test_a_fighter_walks_up_and_strikes_in_the_same_turn() -> None:
    """The foe is 25 feet off: within a 30-foot move, then the warhammer (003 Actions)."""
    battle = scene(12, 0, 6)
    first = GreedyPlayer()(battle, battle.pending())
    assert first.kind == "move"
    battle.choose(first)
    second = GreedyPlayer()(battle, battle.pending())
    assert second.kind == "ability" and second.args["target"] == "foe"


def test_a_foe_far_beyond_reach_still_draws_a_fighter_on() -> None:
    """The last foe is 200 feet away: the hero closes in (dashing or moving), not ends its turn."""
    battle = scene(44, 0, 41)
    choice = GreedyPlayer()(battle, battle.pending())
    assert choice.kind != "end_turn"
    start = battle.creatures["hero"].pos
    for _ in range(3):
        d = battle.pending()
        if d is None or d.creature != "hero":
            break
        battle.choose(GreedyPlayer()(battle, d))
    assert battle.creatures["hero"].pos[0] > start[0] + 5


def dagger_scene(foe_at: int) -> Battle:
    """003 Ranged Attacks: a thrower and a foe that cannot move, on one row."""
    return _hero_to_act(16, 'at = [0, 0]\nspeed = 30\nabilities = ["thrown_dagger"]',
                        f'at = [{foe_at}, 0]\nspeed = 0\nabilities = ["thrown_dagger"]')


def test_a_thrower_steps_within_normal_range_before_throwing() -> None:
    """003 Ranged Attacks: beyond its normal range (20 of 20/60 feet) a thrown dagger rolls with
    disadvantage. The foe stands 45 feet off; a 30-foot move brings it within 20 feet, so the
    greedy player steps in first and throws without the disadvantage (it used to throw at once:
    the promise of a square held the throw, so a move had to be worth the throw twice over)."""
    battle = dagger_scene(9)
    first = GreedyPlayer()(battle, battle.pending())
    assert first.kind == "move"
    battle.choose(first)
    hero, foe = battle.creatures["hero"], battle.creatures["foe"]
    assert max(abs(hero.pos[0] - foe.pos[0]), abs(hero.pos[1] - foe.pos[1])) * 5 <= 20
    second = GreedyPlayer()(battle, battle.pending())
    assert second.kind == "ability" and second.args["target"] == "foe"


def test_within_normal_range_the_thrower_throws_at_once() -> None:
    """003 Ranged Attacks: 15 feet off, nothing is gained by moving first."""
    battle = dagger_scene(3)
    choice = GreedyPlayer()(battle, battle.pending())
    assert choice.kind == "ability"
