"""Run a Draw Steel `Scenario`: build its battle and play it with the shared runner
(`rules.core.scenario_kit.runner`), answering by default only the decisions nobody needs to
script (who goes first, who acts next, which tier, kill or knock out...).
"""
from __future__ import annotations

from typing import Any

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.scenario_kit.runner import Answer, Outcome, pending_state, play, run_meta
from ..content.loader import default_content
from ..round.starting_combat import new_battle
from .expect import FIELDS
from .format import Scenario

AUTO_KINDS = ("first_side", "next_creature", "tier", "knock_out", "land", "surge", "malice",
              "villain_action")
"""Decision kinds that take their default answer when no step covers them."""

__all__ = ["AUTO_KINDS", "Answer", "Outcome", "battle_state", "build_battle", "creature_state",
           "outcome_state", "run_scenario"]


def build_battle(scenario: Scenario) -> Battle:
    """A fresh battle for the scenario, with its setup dice queued."""
    board = scenario.map.board(scenario.objects)
    creatures = [spec.build() for spec in scenario.creatures]
    abilities = {**default_content().abilities, **scenario.abilities}
    battle = new_battle(board, creatures, abilities, scenario.seed, dict(scenario.settings))
    battle.dice.queue(*scenario.dice)
    return battle


def run_scenario(scenario: Scenario) -> Outcome:
    """Play the scenario to its end and collect every failure (never raises for engine errors)."""
    return play(scenario, build_battle(scenario), FIELDS, AUTO_KINDS)


# ---------------------------------------------------------------------------- state as data

def creature_state(c: Creature) -> dict[str, Any]:
    return {"name": c.name, "side": c.side, "size": c.size, "pos": list(c.pos),
            "stamina": c.stamina, "max_stamina": c.max_stamina, "temp_stamina": c.temp_stamina,
            "conditions": [x.name for x in c.conditions], "winded": c.winded, "dying": c.dying,
            "dead": c.dead, "unconscious": c.unconscious, "aloft": c.aloft}


def battle_state(battle: Battle) -> dict[str, Any]:
    return {
        "round": battle.round, "winner": battle.winner, "first_side": battle.first_side,
        "current": battle.current, "turn": dict(battle.turn), "pending": pending_state(battle),
        "creatures": {cid: creature_state(c) for cid, c in battle.creatures.items()},
        "objects": {oid: {"material": o.material, "pos": list(o.origin), "size": o.size,
                          "stamina": o.stamina} for oid, o in battle.objects.items()},
    }


def outcome_state(outcome: Outcome) -> dict[str, Any]:
    """The final state for `scenario run --json`: the battle plus how the run went."""
    meta = run_meta(outcome)
    return {"scenario": meta["scenario"], "stopped": meta["stopped"], **battle_state(outcome.battle),
            "answers": [a.to_dict() for a in outcome.answers]}
