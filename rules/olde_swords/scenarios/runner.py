"""Run an Olde Swords Reign `Scenario`: build its battle (its board, its creatures, the shipped
abilities with its own on top, its seed and dice) and play it with the shared runner. Every
part of every declaration (the move, a free action when one is asked for, the action) needs a
step: nothing answers itself."""
from __future__ import annotations

from typing import Any

from ...core.battle import Battle
from ...core.scenario_kit.runner import Outcome, pending_state, play, run_meta
from ..content.loader import default_content
from ..creature import OldeCreature
from ..setup import new_battle
from .expect import FIELDS
from .format import Scenario

AUTO_KINDS: tuple[str, ...] = ()


def build_battle(scenario: Scenario) -> Battle:
    """A fresh battle for the scenario, with its setup dice (first contact) queued."""
    board = scenario.map.board()
    creatures = [spec.build() for spec in scenario.creatures]
    battle = new_battle(board, creatures, scenario.seed, dict(scenario.settings), default_content())
    battle.abilities.update(scenario.abilities)
    battle.dice.queue(*scenario.dice)
    return battle


def run_scenario(scenario: Scenario) -> Outcome:
    """Play the scenario to its end and collect every failure (never raises for engine errors)."""
    return play(scenario, build_battle(scenario), FIELDS, AUTO_KINDS)


def creature_state(c: OldeCreature) -> dict[str, Any]:
    return {"name": c.name, "side": c.side, "size": c.size, "pos": list(c.pos), "hp": c.hp,
            "max_hp": c.max_hp, "ac": c.ac, "fatigue": c.fatigue, "supplies": c.supplies,
            "potions": c.potions, "conditions": [x.name for x in c.conditions],
            "dying": c.dying, "stable": c.stable, "dead": c.dead, "removed": c.removed,
            "aloft": c.aloft, "tags": sorted(c.tags)}


def outcome_state(outcome: Outcome) -> dict[str, Any]:
    """The final state for `scenario run --json`: the battle plus how the run went."""
    battle = outcome.battle
    meta = run_meta(outcome)
    return {"scenario": meta["scenario"], "stopped": meta["stopped"], "round": battle.round,
            "winner": battle.winner, "current": battle.current,
            "pending": pending_state(battle),
            "creatures": {cid: creature_state(c) for cid, c in battle.creatures.items()},  # type: ignore[arg-type]
            "answers": [a.to_dict() for a in outcome.answers]}


def state_lines(outcome: Outcome) -> list[str]:
    battle = outcome.battle
    lines = [f"  round {battle.round}" + (f", winner {battle.winner}" if battle.winner else "")]
    for cid, c in battle.creatures.items():
        o: OldeCreature = c  # type: ignore[assignment]
        flags = [k for k in ("dying", "stable", "dead", "removed", "aloft") if getattr(o, k)]
        lines.append(f"  {cid} ({o.side}) at {tuple(o.pos)}: HP {o.hp}/{o.max_hp}, AC {o.ac}, "
                     f"Fatigue {o.fatigue}"
                     + (f"; {', '.join(x.name for x in o.conditions)}" if o.conditions else "")
                     + (f"; {', '.join(flags)}" if flags else ""))
    return lines
