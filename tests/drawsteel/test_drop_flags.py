"""The odds card flags the tiers that take a target out (issue 20 point 1: a KILL / DOWN flag
on the odds when a tier drops the target; 000 Stamina > Dying and Death)."""
from __future__ import annotations

from game.hud.odds_card import outcome_rows
from rules.drawsteel.content.skirmish import encounter_battle
from rules.drawsteel.forecast import ability_preview


def _strike(battle):
    while battle.pending().kind != "turn" or battle.pending().side != "heroes":
        battle.choose(battle.pending().options[0])
    hero = battle.creatures[battle.current]
    foe = next(c for c in battle.creatures.values() if c.side == "monsters")
    ability = next(a for a in hero.abilities if battle.abilities[a].rolls and battle.abilities[a].is_strike)
    return hero, foe, ability


def test_a_tier_that_kills_a_monster_is_flagged_and_drawn() -> None:
    battle = encounter_battle("saltreed_ford_ambush", 1)
    hero, foe, ability = _strike(battle)
    foe.stamina = 1
    odds = ability_preview(battle, hero.id, ability, [foe.id]).targets[0]
    assert odds.drops == ("KILL", "KILL", "KILL")
    assert all(row[2].endswith(" - KILL") for row in outcome_rows(odds, True))
    foe.stamina = 200
    odds = ability_preview(battle, hero.id, ability, [foe.id]).targets[0]
    assert odds.drops == ("", "", "")


def test_a_tier_that_leaves_a_hero_dying_says_down_and_one_past_death_says_kill() -> None:
    battle = encounter_battle("saltreed_ford_ambush", 1)
    hero, foe, ability = _strike(battle)
    friend = next(c for c in battle.creatures.values() if c.side == "heroes" and c.id != hero.id)
    friend.stamina = 1
    odds = ability_preview(battle, hero.id, ability, [friend.id]).targets[0]
    assert "DOWN" in odds.drops
    friend.stamina = -friend.winded_value + 1
    odds = ability_preview(battle, hero.id, ability, [friend.id]).targets[0]
    assert odds.drops == ("KILL", "KILL", "KILL")
