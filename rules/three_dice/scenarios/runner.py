"""Run a 3D `Scenario`: build its battle (its board and zones, its creatures, the shipped
abilities with its own on top, its seed and dice) and play it with the shared runner. Who acts
next within a group answers itself (the first ready creature, or the one a step names)."""
from __future__ import annotations

from typing import Any

from ...core.battle import Battle
from ...core.scenario_kit.runner import Outcome, pending_state, play, run_meta
from ...core.zones.placing import place_in_zone
from ..content.loader import default_content
from ..creature import ThreeDiceCreature
from ..setup import new_battle
from .expect import FIELDS
from .format import Scenario

AUTO_KINDS = ("next_creature",)


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
    return play(scenario, build_battle(scenario), FIELDS, AUTO_KINDS)


def creature_state(c: ThreeDiceCreature) -> dict[str, Any]:
    return {"name": c.name, "side": c.side, "size": c.size, "pos": list(c.pos), "hp": c.hp,
            "max_hp": c.max_hp, "armor": c.armor, "conditions": [x.name for x in c.conditions],
            "dying": c.dying, "stable": c.stable, "dead": c.dead, "reaction": c.reaction,
            "engaged": list(c.tags.get("engaged", ()))}


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
        t: ThreeDiceCreature = c  # type: ignore[assignment]
        flags = [k for k in ("dying", "stable", "dead") if getattr(t, k)]
        lines.append(f"  {cid} ({t.side}) at {tuple(t.pos)}: HP {t.hp}/{t.max_hp}, armor {t.armor}"
                     + (f"; {', '.join(x.name for x in t.conditions)}" if t.conditions else "")
                     + (f"; {', '.join(flags)}" if flags else ""))
    return lines
