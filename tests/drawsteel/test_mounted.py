"""Mounted combat and climbing other creatures as a whole (000 Mounted Combat; 000 Move Actions
> Ride; 000 Movement > Climb or Swim > Climbing Other Creatures): random play keeps riders on
their mounts' backs and survives save/reload; the greedy player rides and shakes off climbers."""
from __future__ import annotations

import os

import pytest

from rules.ai.greedy import GreedyPlayer
from rules.ai.random_player import RandomPlayer
from rules.core.battle import Battle
from rules.core.geometry import spaces_overlap
from rules.core.save import dumps, event_log_json, loads
from rules.drawsteel.scenarios import battle_from_toml

MAP = '[map]\nrows = """\n' + ". . . . . . . . . . . .\n" * 8 + '"""\n'

CAVALRY = MAP + """
[[creature]]
id = "strider"
template = "ashmane_strider"
side = "heroes"
at = [0, 0]

[[creature]]
id = "knight"
template = "korrin"
side = "heroes"
riding = "strider"
at = [1, 1]

[[creature]]
id = "scout"
template = "sefa"
side = "heroes"
at = [0, 4]

[[creature]]
id = "ogre"
side = "monsters"
size = 2
at = [8, 4]
stamina = 40
free_strike = 4
might = 2

[[creature]]
id = "imp"
side = "monsters"
climbing = "ogre"
at = [9, 5]
stamina = 12
free_strike = 2

[[creature]]
id = "wild"
template = "ashmane_strider"
side = "monsters"
at = [9, 0]
"""


def scene(body: str, settings: str = "") -> Battle:
    return battle_from_toml(settings + body)


def pick(battle: Battle, cid: str):
    """Have `cid` act next and return its turn decision."""
    decision = battle.pending()
    if decision is not None and decision.kind == "next_creature":
        battle.choose(next(o for o in decision.options if o.args.get("creature") == cid))
        decision = battle.pending()
    assert decision is not None and decision.creature == cid
    return decision


def _on_backs(battle: Battle) -> None:
    """Every passenger sits inside its living carrier's space."""
    for c in battle.creatures.values():
        carrier = battle.creatures.get(c.carrier) if c.carrier else None
        if c.carrier:
            assert carrier is not None and not carrier.removed, c.id
            if not carrier.dead and not c.dead:
                assert spaces_overlap(c.pos, c.squares, carrier.pos, carrier.squares), c.id


def _play(seed: int, reload: bool) -> Battle:
    battle = scene(CAVALRY, "max_rounds = 3\nask_knock_out = false\n")
    battle.dice.state = seed * 7919 + 1
    players = {"heroes": RandomPlayer(seed * 2 + 1), "monsters": RandomPlayer(seed * 2 + 2)}
    for _ in range(5000):
        if reload:
            battle = loads(dumps(battle))
        decision = battle.pending()
        if decision is None:
            break
        battle.choose(players[decision.side](battle, decision))
        _on_backs(battle)
    assert battle.over
    return battle


RELOAD_SEEDS = range(6) if os.environ.get("STEELGRID_FULL") else (1, 3)
"""`make test` plays the two seeds that between them meet every decision and event kind the six
of `make test-full` do (getting on and off, grabs, slams, deaths, consumables)."""


@pytest.mark.parametrize("seed", RELOAD_SEEDS)
def test_random_play_with_riders_and_climbers_reloads_identically(seed: int) -> None:
    straight = _play(seed, False)
    reloaded = _play(seed, True)
    assert event_log_json(reloaded) == event_log_json(straight)


def test_riding_survives_save_and_load() -> None:
    battle = loads(dumps(scene(CAVALRY)))
    assert battle.creatures["knight"].tags["riding"] == "strider"
    assert battle.creatures["imp"].tags["climbing"] == "ogre"


def test_greedy_rider_rides_towards_the_enemy() -> None:
    battle = scene(MAP + """
[[creature]]
id = "strider"
template = "ashmane_strider"
side = "heroes"
at = [0, 0]

[[creature]]
id = "knight"
side = "heroes"
riding = "strider"
at = [1, 1]
stamina = 20
might = 2

[[creature]]
id = "goblin"
side = "monsters"
at = [10, 1]
stamina = 10
""")
    decision = pick(battle, "knight")
    choice = GreedyPlayer()(battle, decision)
    assert choice.kind == "ride", choice.label


OGRE_WITH_IMP = MAP + """
[[creature]]
id = "ogre"
side = "heroes"
size = 2
at = [4, 4]
stamina = 40
free_strike = 4

[[creature]]
id = "imp"
side = "monsters"
climbing = "ogre"
at = [5, 5]
stamina = 30
free_strike = 2
agility = 2
"""
"""A size 2 ogre with an imp (Agility 2) clinging to its back."""


def test_greedy_ogre_shakes_off_a_climber() -> None:
    battle = scene(OGRE_WITH_IMP)
    tried = False
    pick(battle, "ogre")
    for _ in range(40):
        decision = battle.pending()
        if decision is None or decision.side != "heroes" or battle.current != "ogre":
            break
        choice = GreedyPlayer()(battle, decision)
        tried = tried or choice.kind == "knock_off"
        battle.choose(choice)
    assert tried or not battle.creatures["imp"].carrier


def test_greedy_weighs_a_knock_off_over_the_passengers_test_odds() -> None:
    """000 Climbing Other Creatures: the climber's Might or Agility test decides the knock-off,
    so the AI weighs each of its tiers with its exact chance, not one sample of the dice."""
    from rules.drawsteel.advice import DrawSteelAdvisor
    battle = scene(OGRE_WITH_IMP)
    pick(battle, "ogre")
    knock = next(o for o in battle.pending().options if o.kind == "knock_off")
    groups = DrawSteelAdvisor()._dice_groups(battle, knock)
    assert len(groups) == 3 and abs(sum(p for p, _ in groups) - 1.0) < 1e-9
    odds = sorted(round(p, 2) for p, _ in groups)  # +2: tier 1 on 2d10 <= 9, tier 3 on >= 15
    assert odds == [0.21, 0.36, 0.43]
    for dice in (min(g[1] for g in groups), max(g[1] for g in groups)):
        copy = battle.clone()
        copy.forecast_dice = dice  # the look-ahead dice go to the imp's test
        copy.choose(knock)
        landing = copy.pending()
        if landing is not None and landing.kind == "land":
            copy.choose(landing.options[0])
        imp = copy.creatures["imp"]
        shaken = sum(dice) + 2 <= 11
        assert (imp.carrier == "", imp.has("prone")) == (shaken, shaken), dice


KNIGHT_BY_STRIDER = MAP + """
[[creature]]
id = "strider"
template = "ashmane_strider"
side = "heroes"
at = [0, 0]

[[creature]]
id = "knight"
side = "heroes"
at = [2, 2]
stamina = 20
might = 2

[[creature]]
id = "goblin"
side = "monsters"
at = [11, 7]
stamina = 10
"""
"""A knight on foot beside a willing strider (speed 7 to its 5), the foe far off."""


def test_greedy_hero_mounts_a_faster_ally_mount_when_no_foe_is_in_reach() -> None:
    """000 Mounted Combat: with the foe far off, the hero climbs onto the willing strider (speed
    7 against its own 5) rather than plodding on foot."""
    battle = scene(KNIGHT_BY_STRIDER)
    pick(battle, "knight")
    choice = GreedyPlayer()(battle, battle.pending())
    assert choice.kind == "climb_on" and choice.args["target"] == "strider", choice.label


def test_greedy_lets_the_rider_act_before_its_unridden_mount() -> None:
    """000 Mounted Combat: the strider waits for the knight to get on rather than running off
    alone; once the knight is riding, the strider is picked like anyone else."""
    battle = scene(KNIGHT_BY_STRIDER)
    decision = battle.pending()
    assert decision.kind == "next_creature"
    assert GreedyPlayer()(battle, decision).args["creature"] == "knight"
