"""Run a Brighter Worlds `Scenario`: build its battle (its board, its creatures, the shipped
attacks with its own on top, its seed and dice) and play it with the shared runner. Only the
choice of who acts next on a side answers itself (the first ready creature in file order, or
the one a step names); every turn needs a step."""
from __future__ import annotations

from typing import Any

from ...core.battle import Battle
from ...core.scenario_kit.runner import Outcome, pending_state, play, run_meta
from ..content.loader import default_content
from ..creature import BrighterCreature, die_name
from ..setup import new_battle
from .expect import FIELDS
from .format import Scenario

AUTO_KINDS = ("next_creature",)


def build_battle(scenario: Scenario) -> Battle:
    """A fresh battle for the scenario, with its setup dice queued."""
    board = scenario.map.board()
    creatures = [spec.build() for spec in scenario.creatures]
    battle = new_battle(board, creatures, scenario.seed, dict(scenario.settings), default_content())
    battle.abilities.update(scenario.abilities)
    battle.dice.queue(*scenario.dice)
    return battle


def run_scenario(scenario: Scenario) -> Outcome:
    """Play the scenario to its end and collect every failure (never raises for engine errors)."""
    return play(scenario, build_battle(scenario), FIELDS, AUTO_KINDS)


def creature_state(c: BrighterCreature) -> dict[str, Any]:
    return {"name": c.name, "side": c.side, "size": c.size, "pos": list(c.pos),
            "str_die": c.str_die, "dex_die": c.dex_die, "wil_die": c.wil_die,
            "armor": c.armor, "grit": c.grit, "max_grit": c.max_grit,
            "conditions": [x.name for x in c.conditions], "incapacitated": c.incapacitated,
            "dead": c.dead, "removed": c.removed, "aloft": c.aloft,
            "burrowed": bool(c.tags.get("burrowed"))}


def outcome_state(outcome: Outcome) -> dict[str, Any]:
    """The final state for `scenario run --json`: the battle plus how the run went."""
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
        b: BrighterCreature = c  # type: ignore[assignment]
        flags = [k for k in ("incapacitated", "dead", "removed", "aloft") if getattr(b, k)]
        lines.append(f"  {cid} ({b.side}) at {tuple(b.pos)}: STR {die_name(b.str_die)}, "
                     f"DEX {die_name(b.dex_die)}, WIL {die_name(b.wil_die)}, Armor {b.armor}, "
                     f"Grit {b.grit}/{b.max_grit}"
                     + (f"; {', '.join(x.name for x in b.conditions)}" if b.conditions else "")
                     + (f"; {', '.join(flags)}" if flags else ""))
    return lines
