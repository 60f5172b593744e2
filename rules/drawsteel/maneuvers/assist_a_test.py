"""Assist a Test (000 Maneuvers > Make or Assist a Test): help an adjacent ally's next test.

The helper rolls a test of its own with its best characteristic (the ally's task is not known
yet, so the helper brings whatever it is best at). Tier 1 helps nothing, tier 2 gives the ally
an edge and tier 3 a double edge on the next test it makes before the end of its next turn.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Condition, Creature
from ..creature import CHARACTERISTICS
from ...core.decisions import Decision, Option
from ...core.events import ConditionGained, Note
from ...core.geometry import spaces_adjacent
from ..abilities.tests import ASSIST_MARK, make_test

NET_BY_TIER = {1: 0, 2: 1, 3: 2}


def assist_options(battle: Battle, c: Creature) -> list[Option]:
    if c.unconscious:
        return []
    return [Option("maneuver", {"maneuver": "assist_test", "target": a.id},
                   f"Assist {a.name}'s next test")
            for a in battle.allies_of(c)
            if a.id != c.id and a.active and spaces_adjacent(c.pos, c.squares, a.pos, a.squares)]


def assist(battle: Battle, helper: Creature, ally: Creature) -> None:
    battle.push({"step": "ds.assist", "helper": helper.id, "ally": ally.id})


def assist_step(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    battle.pop()
    helper, ally = battle.creatures[frame["helper"]], battle.creatures[frame["ally"]]
    result = make_test(battle, helper, CHARACTERISTICS, f"assist {ally.name}")
    net = NET_BY_TIER[result.tier]
    if net == 0:
        battle.emit(Note(f"{helper.name}'s help makes no difference.", helper.id))
        return None
    ally.conditions = [x for x in ally.conditions if x.name != ASSIST_MARK]
    ally.conditions.append(Condition(ASSIST_MARK, "eot", helper.id, ally.id, {"net": net}))
    battle.emit(ConditionGained(ally.id, ASSIST_MARK, "eot", helper.id))
    return None
