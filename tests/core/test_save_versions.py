"""Save versions: version 2 keeps a creature's ruleset statistics apart under "stats"; a
version 1 save (statistics mixed into the creature) still loads, into the same battle."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules.core.creature import CORE_FIELDS, Creature
from rules.core.registry import get_ruleset
from rules.core.save import SAVE_VERSION, SaveError, battle_to_dict, dumps, loads


@pytest.fixture()
def battle():
    rules = get_ruleset("drawsteel")
    b = rules.encounter_battle(next(iter(rules.encounters())), 5)
    b.pending()
    return b


def _as_version_1(data: dict) -> dict:
    flat = [{**{k: v for k, v in c.items() if k != "stats"}, **c["stats"]} for c in data["creatures"]]
    return {**data, "version": 1, "creatures": flat}


def test_new_saves_round_trip_with_stats_apart(battle):
    data = battle_to_dict(battle)
    assert data["version"] == SAVE_VERSION == 2
    for c in data["creatures"]:
        assert set(c) - {"stats"} <= CORE_FIELDS
        assert "stamina" in c["stats"] and "stamina" not in c
    again = loads(dumps(battle))
    assert dumps(again) == dumps(battle)
    assert all(type(c) is get_ruleset("drawsteel").creature_type for c in again.creatures.values())


def test_a_version_1_save_loads_into_the_same_battle(battle):
    old = json.dumps(_as_version_1(battle_to_dict(battle)))
    loaded = loads(old)
    assert dumps(loaded) == dumps(battle)


def test_a_damaged_version_1_save_is_refused_in_one_line(battle):
    data = _as_version_1(battle_to_dict(battle))
    data["creatures"] = "nobody"
    with pytest.raises(SaveError) as info:
        loads(json.dumps(data))
    assert "\n" not in str(info.value) and "creatures" in str(info.value)


def test_stats_may_not_shadow_shared_fields(battle):
    data = battle_to_dict(battle)
    data["creatures"][0]["stats"]["side"] = "monsters"
    with pytest.raises(SaveError):
        loads(json.dumps(data))


def test_the_shared_creature_names_no_ruleset_statistic():
    """rules.core's Creature holds only what every system shares."""
    shared = set(CORE_FIELDS)
    assert not shared & {"stamina", "max_stamina", "characteristics", "recoveries", "surges",
                         "victories", "free_strike", "speed", "stability", "hero", "resource"}
    plain = Creature("a", "A", "heroes")
    assert Creature.from_dict(plain.to_dict()) == plain


V1_FILE = Path(__file__).resolve().parents[1] / "data" / "save_files" / "version1_saltreed_ford.json"


def test_a_real_version_1_save_loads_and_plays_on():
    """A save written by the previous release (version 1, six decisions into Saltreed Ford)
    loads, asks the same question again, and plays on to the end."""
    from rules.ai.play import play_out
    from rules.ai.random_player import RandomPlayer

    text = V1_FILE.read_text(encoding="utf-8")
    assert json.loads(text)["version"] == 1
    battle = loads(text)
    assert battle.pending() is not None and battle.pending().kind == "turn"
    assert json.loads(dumps(battle))["version"] == 2
    play_out(battle, {s: RandomPlayer(3) for s in battle.sides})
    assert battle.winner
