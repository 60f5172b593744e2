"""Every action of a turn that is not an ability, a move or ending the turn says what it does in
the action bar's tooltip, for every ruleset whose turns the action bar shows (issue 20 point 4).
Draw Steel's own check is tests/drawsteel/test_action_help.py. Sources: 003 Actions and Rally,
003 Knocked Down, 003 Detached Zones, 003 Hidden Attackers and Obscured Targets; 001 Combat
Actions (Olde Swords Reign's declarations); 002 Maneuver
in Combat (Typical Slow Maneuvers, Typical Fast Maneuvers), 002 Movement in Combat, 002 Fleeing
and Chasing, 002 Fire, 002 Poison; 004 Rounds and Initiative (risky moves, Defend, first aid)."""
from __future__ import annotations

import pytest

from rules.ai.random_player import RandomPlayer
from rules.core.registry import get_ruleset

NO_HELP_NEEDED = ("move", "end_turn", "ability")


def options_met(ruleset: str, kind: str, steps: int = 1500):
    """(rules, battle, option) for every option of `kind` decisions met in random play of the
    ruleset's first four encounters."""
    rules = get_ruleset(ruleset)
    for encounter in list(rules.encounters())[:4]:
        battle = rules.encounter_battle(encounter, 2)
        player = RandomPlayer(2)
        for _ in range(steps):
            decision = battle.pending()
            if decision is None:
                break
            if decision.kind == kind:
                for option in decision.options:
                    yield rules, battle, option
            battle.choose(player(battle, decision))


@pytest.mark.parametrize("ruleset", ["three_dice", "zone_cards", "brighter_worlds"])
def test_every_other_action_met_in_play_is_described(ruleset: str) -> None:
    missing: set[str] = set()
    met: set[str] = set()
    for rules, battle, option in options_met(ruleset, "turn"):
        if option.kind in NO_HELP_NEEDED:
            continue
        key = option.kind + ":" + str(option.args.get("action") or "")
        met.add(key)
        if not rules.describe_action(battle, option):
            missing.add(key)
    assert met and not missing, sorted(missing)


def test_every_declarable_action_of_olde_swords_is_described() -> None:
    """001 Combat Actions: what a creature may declare besides attacks and spells."""
    missing: set[str] = set()
    met: set[str] = set()
    for rules, battle, option in options_met("olde_swords", "declare", 2000):
        action = option.args.get("action") or ("free:" + str(option.args["free"]) if "free" in option.args else "")
        if not action or action in ("attack", "cast"):
            continue
        met.add(action)
        if not rules.describe_action(battle, option):
            missing.add(action)
    assert {"dodge", "hide", "dash"} <= met and not missing, sorted(missing)


@pytest.mark.parametrize("ruleset", ["three_dice", "zone_cards", "brighter_worlds", "olde_swords"])
def test_the_descriptions_are_short_sentences(ruleset: str) -> None:
    import importlib
    helps = importlib.import_module(f"rules.{ruleset}.action_help").HELP
    for key, words in helps.items():
        assert words.endswith(".") and 20 <= len(words) <= 170, key
