"""Squads in whole battles (RULES-NOTES Minions; 000 Taking Turns > Enemies Act In Groups): made
from encounter slots with their captains, kept through save and load, picked as one unit, and
the pool always the sum of the living members' shares."""
from __future__ import annotations

from rules.ai.greedy import GreedyPlayer
from rules.core.save import battle_from_dict, battle_to_dict
from rules.drawsteel.content.skirmish import encounter_battle
from rules.drawsteel.minions.squad import living_members, pool, squads
from rules.drawsteel.minions.units import units_of
from rules.drawsteel.ruleset import RULESET


def _battle(encounter: str = "reedmarsh_raiders", seed: int = 1, rounds: int = 0):
    settings = {"first_side": "monsters", **({"max_rounds": rounds} if rounds else {})}
    return encounter_battle(encounter, seed, settings=settings)


def test_encounter_slots_become_squads_with_their_captains() -> None:
    battle = _battle()
    records = squads(battle)
    assert len(records) == 1
    cut = next(r for r in records.values() if r["name"] == "Reedling Cutthroat squad")
    assert len(cut["members"]) == 4 and cut["worth"] == 4
    assert battle.creatures[cut["captain"]].template == "briarback_warden"
    assert cut["benefit_on"]
    assert all(battle.creatures[m].speed == 6 + 2 for m in cut["members"])
    first = battle.creatures[cut["members"][0]]
    assert first.squad_pool == 16 and first.squad_max == 16


def test_a_squad_is_one_unit_for_the_turn_picker() -> None:
    battle = _battle()
    units = units_of(battle, "monsters")
    assert len(units) == 8  # warden, cutthroats, two lurkers, the toad, three bullocks
    assert sorted(len(u) for u in units) == [1, 1, 1, 1, 1, 1, 1, 4]


def test_squads_survive_save_and_load() -> None:
    battle = _battle()
    again = battle_from_dict(battle_to_dict(battle))
    assert squads(again) == squads(battle)
    assert again.creatures["reedling_cutthroat_1"].squad == "squad_a"


def test_the_pool_is_always_the_living_members_shares() -> None:
    """Play a greedy battle; after every decision each squad's members hold at most a worth
    each, at most one holds less, and the bar every member carries shows the pool."""
    battle = _battle(seed=3, rounds=2)
    player = GreedyPlayer()
    for _ in range(400):
        decision = battle.pending()
        if decision is None:
            break
        battle.choose(player(battle, decision))
        for sid, record in squads(battle).items():
            alive = living_members(battle, sid)
            shares = [m.stamina for m in alive]
            assert all(0 < s <= record["worth"] for s in shares)
            assert sum(s < record["worth"] for s in shares) <= 1
            for mid in record["members"]:
                assert battle.creatures[mid].squad_pool == pool(battle, sid)
    assert any(battle.creatures[m].dead for r in squads(battle).values() for m in r["members"])


def test_minion_vitals_show_the_squad_pool() -> None:
    battle = _battle()
    c = battle.creatures["reedling_cutthroat_3"]
    bar = RULESET.vitals(c)
    assert (bar.current, bar.maximum) == (16, 16)
    assert not bar.worn_word
    assert any("squad" in b.lower() for b in bar.badges)


def test_a_minions_tooltip_tells_its_squad_and_captain() -> None:
    battle = _battle()
    text = RULESET.describe_creature(battle, "reedling_cutthroat_2")
    assert "Reedling Cutthroat squad: pool 16/16, 4 of 4 standing" in text
    assert "Captain Briarback Warden leads it: +2 speed" in text


def test_the_forecast_adds_a_captains_strike_damage() -> None:
    from rules.drawsteel.content.skirmish import encounter_battle as build
    battle = build("forge_cult_muster", 1)
    preview = RULESET.forecast.ability_preview(battle, "cinder_thrall_1", "ember_maul", ["tamsin"])
    assert preview.targets[0].outcomes[0].startswith("4 damage")  # tier 1: 3, +1 with the acolyte
