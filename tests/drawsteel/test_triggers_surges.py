"""Triggered actions and surges: the AI answers the new decisions sensibly, and a pending
trigger decision survives save and reload (000 Triggered Actions; RULES-NOTES Heroes)."""
from __future__ import annotations


from rules.ai.greedy import GreedyPlayer
from rules.core.battle import Battle
from rules.core.decisions import Option
from rules.core.save import dumps, loads
from rules.drawsteel.scenarios import battle_from_toml

CLEAVE = """
[[ability]]
id = "cleave"
name = "Cleave"
action = "main"
keywords = ["melee", "strike", "weapon"]
distance = "melee 1"
target = "one creature"
roll = ["might"]
tier1 = { damage = 3 }
tier2 = { damage = 5 }
tier3 = { damage = 7 }
"""


def scene(creatures: str, first: str = "heroes") -> Battle:
    return battle_from_toml('[map]\nrows = """\n. . .\n. . .\n"""\n' + CLEAVE + creatures, first)


def hero_against(ogre_stamina: int, surges: int = 3) -> Battle:
    return scene(f"""
[[creature]]
id = "hero"
side = "heroes"
at = [0, 0]
stamina = 20
might = 2
surges = {surges}
abilities = ["cleave"]

[[creature]]
id = "ogre"
side = "monsters"
at = [1, 0]
stamina = {ogre_stamina}
free_strike = 2
""")


def surge_decision(battle: Battle):
    battle.pending()
    battle.dice.queue(5, 5)  # 12: tier 2, 5 damage
    battle.choose(Option("ability", {"ability": "cleave", "targets": ["ogre"]}))
    battle.choose(Option("tier", {"tier": 2}))
    decision = battle.pending()
    assert decision is not None and decision.kind == "surge"
    return decision


def test_greedy_spends_the_fewest_surges_that_kill() -> None:
    battle = hero_against(8)  # 5 + 2 = 7 leaves it standing, 5 + 4 = 9 kills
    choice = GreedyPlayer()(battle, surge_decision(battle))
    assert choice.args == {"surges": 2, "target": "ogre", "damage": 4}


def test_greedy_spends_what_it_may_when_no_kill_is_in_reach() -> None:
    battle = hero_against(40, surges=2)
    choice = GreedyPlayer()(battle, surge_decision(battle))
    assert choice.args["surges"] == 2 and "damage" in choice.args


def test_no_surge_decision_without_surges() -> None:
    battle = hero_against(40, surges=0)
    battle.pending()
    battle.dice.queue(5, 5)
    battle.choose(Option("ability", {"ability": "cleave", "targets": ["ogre"]}))
    battle.choose(Option("tier", {"tier": 2}))
    decision = battle.pending()
    assert decision is not None and decision.kind == "turn"
    assert battle.creatures["ogre"].stamina == 35


def test_trigger_decision_survives_save_and_reload_and_greedy_uses_it() -> None:
    battle = scene("""
[[creature]]
id = "hollis"
template = "hollis"
side = "heroes"
at = [1, 1]

[[creature]]
id = "sefa"
template = "sefa"
side = "heroes"
at = [1, 0]

[[creature]]
id = "ogre"
side = "monsters"
at = [0, 0]
stamina = 30
free_strike = 4
""", first="monsters")
    battle.pending()
    battle.choose(Option("ability", {"ability": "melee_free_strike", "targets": ["sefa"]}))
    decision = battle.pending()
    assert decision is not None and decision.kind == "trigger" and decision.side == "heroes"
    again = loads(dumps(battle)).pending()
    assert again is not None and [o.key for o in again.options] == [o.key for o in decision.options]
    assert GreedyPlayer()(battle, decision).args["use"] is True


def test_greedy_keeps_its_surges_when_the_hit_kills_anyway() -> None:
    battle = hero_against(4)
    assert GreedyPlayer()(battle, surge_decision(battle)).args == {"surges": 0}


def test_content_checks_the_trigger_keys() -> None:
    import pytest

    from rules.drawsteel.content.loader import ContentError, parse_ability
    base = {"name": "X", "distance": "melee 1", "target": "one enemy", "effect": {"damage": 1}}
    with pytest.raises(ContentError, match="must be a triggered or free_triggered action"):
        parse_ability("x", {**base, "fires_on": "damaged"}, "ability.x")
    with pytest.raises(ContentError, match="trigger_range"):
        parse_ability("x", {**base, "action": "triggered", "trigger": "t", "trigger_range": 2}, "ability.x")
    with pytest.raises(ContentError, match="respond_to"):
        parse_ability("x", {**base, "action": "triggered", "trigger": "t", "fires_on": "damaged",
                            "respond_to": "nobody"}, "ability.x")
    ok = parse_ability("x", {**base, "action": "free_triggered", "trigger": "t",
                             "fires_on": "ally_targeted", "trigger_range": 2}, "ability.x")
    assert (ok.fires_on, ok.trigger_range, ok.respond_to) == ("ally_targeted", 2, "source")
