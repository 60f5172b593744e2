"""Tests made in combat (000 Maneuvers > Make or Assist a Test; RULES-NOTES Power rolls).

A test is a power roll of 2d10 plus one characteristic, read in the same three tiers as an
ability roll. Conditions that touch every power roll touch tests too: weakened gives a bane,
restrained a bane on Might and Agility tests, squeezing a bane, and bleeding costs Stamina on a
Might or Agility roll. A creature that took the Defend main action has a double edge on
resistance tests (tests made to withstand something another creature does to it), but not while
it has a creature taunted (000 Main Actions > Defend). A creature fully underwater that cannot
swim takes a bane on tests as on every power roll (000 Underwater Combat). An ally's
Assist a Test leaves a mark that adds an edge or a double edge to the creature's next test.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ...core.battle import Battle
from ...core.creature import Creature
from ..harm.conditions import is_taunting
from ..harm.damage import bleed
from ..harm.underwater import submerged
from ..events import TestMade
from ..position.flanking_and_cover import squeezed
from .power_roll import PowerRollResult, resolve, tier_probabilities
from .roll_fork import HOLD, spoil_hold

ASSIST_MARK = "assisted"
"""Condition left by Assist a Test; `data["net"]` is +1 or +2."""


@dataclass(frozen=True, slots=True)
class TestSetup:
    """Who tests with what, and every edge and bane with its reason."""
    creature: str
    characteristic: str
    bonus: int
    edges: int
    banes: int
    why: tuple[str, ...]


def best_characteristic(c: Creature, choices: tuple[str, ...]) -> str:
    """The highest of the allowed characteristics (the first listed wins a tie)."""
    return max(choices, key=lambda ch: (c.char(ch), -choices.index(ch)))


def setup_test(battle: Battle, c: Creature, choices: tuple[str, ...], *, resistance: bool = False,
               edges: int = 0, banes: int = 0, why: tuple[str, ...] = ()) -> TestSetup:
    """Work out the characteristic, edges and banes for a test `c` is about to make."""
    ch = best_characteristic(c, choices)
    reasons = list(why)
    if c.has("weakened"):
        banes += 1
        reasons.append(f"-bane: {c.name} is weakened")
    if c.has("restrained") and ch in ("might", "agility"):
        banes += 1
        reasons.append(f"-bane: {c.name} is restrained")
    if squeezed(battle, c):
        banes += 1
        reasons.append(f"-bane: {c.name} is squeezed into a shared space")
    if resistance and c.tags.get("defending") and not is_taunting(battle, c):
        edges += 2
        reasons.append(f"+double edge: {c.name} is defending")
    if not c.can("swim") and submerged(battle, c):
        banes += 1
        reasons.append(f"-bane: {c.name} is underwater without swimming")
    mark = c.condition(ASSIST_MARK)
    if mark is not None:
        net = int(mark.data.get("net", 0))
        helper = battle.creatures.get(mark.source)
        who = helper.name if helper else "an ally"
        if net > 0:
            edges += net
            reasons.append(f"+{'double ' if net == 2 else ''}edge: assisted by {who}")
    return TestSetup(c.id, ch, c.char(ch), edges, banes, tuple(reasons))


def test_odds(setup: TestSetup) -> tuple[Fraction, Fraction, Fraction]:
    """The exact chance of tiers 1, 2 and 3."""
    return tier_probabilities(setup.bonus, setup.edges, setup.banes)


def expected_tier(setup: TestSetup) -> float:
    p = test_odds(setup)
    return float(p[0] + 2 * p[1] + 3 * p[2])


def take_forecast(battle: Battle, roller: Creature, forced: bool = False) -> tuple[int, int] | None:
    """Look-ahead dice for the creature whose option the AI is weighing; a roll someone else
    makes on the way (an opportunity attack) rolls as usual and leaves them for the option.
    `forced`: the roll is the one the option forces on another creature (a resistance test)."""
    dice = battle.forecast_dice
    if not dice or (roller.id != battle.current and not forced):
        return None
    battle.forecast_dice = None
    if dice is HOLD:  # a look-ahead copy held for the ability's roll: this roll comes first
        spoil_hold(battle)
        return None
    return dice[0], dice[1]


def make_test(battle: Battle, c: Creature, choices: tuple[str, ...], purpose: str, *,
              resistance: bool = False, edges: int = 0, banes: int = 0,
              why: tuple[str, ...] = (), forced: bool = False) -> PowerRollResult:
    """Roll a test now: emit it, use up any assist mark, then bleed on Might or Agility.
    `forced`: the acting creature's option makes `c` roll (look-ahead dice go to this roll)."""
    s = setup_test(battle, c, choices, resistance=resistance, edges=edges, banes=banes, why=why)
    dice = take_forecast(battle, c, forced)
    if dice is not None:
        d1, d2 = dice
    else:
        d1 = battle.dice.roll(10, f"{purpose} test")
        d2 = battle.dice.roll(10, f"{purpose} test")
    r = resolve(d1, d2, s.bonus, s.edges, s.banes)
    c.conditions = [x for x in c.conditions if x.name != ASSIST_MARK]
    if battle.record:  # look-ahead copies keep no log: no event to build
        battle.emit(TestMade(c.id, purpose, s.characteristic, (d1, d2), s.bonus, s.edges, s.banes,
                             r.total, r.tier, s.why))
    if c.has("bleeding") and s.characteristic in ("might", "agility"):
        bleed(battle, c)  # paid once the test is made: a hero who bleeds out still gets its result
    return r
