"""Run a scenario: build its battle (its map and zones, its creatures, the shipped attacks with
its own on top, its seed, dice and dealt cards) and play it with the shared runner. The heroes'
card trades at a round's start, the spending of extra successes and a defender's card trade answer
themselves with their defaults (keep the cards; all as Harm) unless a step takes them."""
from __future__ import annotations

from typing import Any

from ...core.battle import Battle
from ...core.scenario_kit.runner import Outcome, pending_state, play, run_meta
from ...core.zones.placing import place_in_zone
from ..content.loader import default_content
from ..creature import ZoneCardsCreature
from ..setup import new_battle
from .expect import FIELDS, checking
from .format import Scenario

AUTO_KINDS = ("card_swap", "spend", "defence_swap")


def build_battle(scenario: Scenario) -> Battle:
    board = scenario.map.board()
    creatures = [spec.build() for spec in scenario.creatures]
    battle = new_battle(board, creatures, scenario.seed, dict(scenario.settings), default_content())
    battle.abilities.update(scenario.abilities)
    if scenario.zones is not None:
        battle.zones = scenario.zones
        for spec in scenario.creatures:
            if spec.zone:
                place_in_zone(scenario.zones, battle, spec.id, spec.zone)
    battle.dice.queue(*scenario.dice)
    return battle


def run_scenario(scenario: Scenario) -> Outcome:
    battle = build_battle(scenario)
    checking(battle)
    return play(scenario, battle, FIELDS, AUTO_KINDS)


def creature_state(c: ZoneCardsCreature) -> dict[str, Any]:
    return {"name": c.name, "side": c.side, "cards": list(c.cards), "physical": list(c.physical),
            "mental": list(c.mental), "harm_points": c.harm_points, "broken": c.broken,
            "removed": c.removed, "slow": c.slow, "fast": c.fast,
            "conditions": [x.name for x in c.conditions]}


def outcome_state(outcome: Outcome) -> dict[str, Any]:
    battle = outcome.battle
    meta = run_meta(outcome)
    return {"scenario": meta["scenario"], "stopped": meta["stopped"], "round": battle.round,
            "winner": battle.winner, "current": battle.current, "turn": dict(battle.turn),
            "pending": pending_state(battle),
            "creatures": {cid: creature_state(c) for cid, c in battle.creatures.items()},  # type: ignore[arg-type]
            "answers": [a.to_dict() for a in outcome.answers]}


def state_lines(outcome: Outcome) -> list[str]:
    battle = outcome.battle
    lines = [f"  round {battle.round}" + (f", winner {battle.winner}" if battle.winner else "")]
    for cid, c in battle.creatures.items():
        z: ZoneCardsCreature = c  # type: ignore[assignment]
        harm = f"points {z.harm_points}/{z.toughness}" if z.uses_points else f"body {z.physical} mind {z.mental}"
        lines.append(f"  {cid} ({z.side}) cards {z.cards}: {harm}" + (f"; broken ({z.broken})" if z.broken else ""))
    return lines
