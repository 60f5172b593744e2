"""Saving and loading remember what never changes (abilities, events) without changing what a
save holds or what a load refuses (issue 21: a save round trip after every fuzzed decision)."""
from __future__ import annotations

import json

import pytest

from rules.ai.random_player import RandomPlayer
from rules.core.battle import Battle
from rules.core.registry import get_ruleset
from rules.core.save import SaveError, battle_to_dict, dumps, loads


def _played(rules_id: str, decisions: int, seed: int = 3) -> list[Battle]:
    """A battle saved, as text read back, after each of its first decisions."""
    rules = get_ruleset(rules_id)
    battle = rules.encounter_battle(next(iter(rules.encounters())), seed)
    player = RandomPlayer(seed)
    seen = []
    for _ in range(decisions):
        decision = battle.pending()
        if decision is None:
            break
        battle.choose(player(battle, decision))
        seen.append(battle)
        battle = loads(dumps(battle))
    return seen


def _whole(battle: Battle) -> str:
    return json.dumps(battle_to_dict(battle), sort_keys=True, separators=(",", ":"))


@pytest.mark.parametrize("rules_id", ["drawsteel", "three_dice"])
def test_a_save_holds_the_bytes_of_its_data_encoded_at_once(rules_id: str) -> None:
    for battle in _played(rules_id, 30):
        assert dumps(battle) == _whole(battle)


def test_a_log_that_grew_loads_as_if_read_whole() -> None:
    battle = _played("drawsteel", 25)[-1]
    text = dumps(battle)
    again = loads(text)  # the first part of its log was read by the loads before
    data = json.loads(text)
    assert [e.to_dict() for e in again.events] == data["events"]
    assert dumps(again) == text


def test_a_bad_event_after_a_remembered_log_is_named_by_its_place_in_the_whole_log() -> None:
    battle = _played("drawsteel", 25)[-1]
    text = dumps(battle)
    loads(text)
    data = json.loads(text)
    last = len(data["events"])
    data["events"].append({"kind": "no_such_event"})
    with pytest.raises(SaveError, match=rf"events\[{last + 1}\]"):
        loads(json.dumps(data))


def test_a_remembered_log_changed_early_on_is_checked_again() -> None:
    battle = _played("drawsteel", 25)[-1]
    text = dumps(battle)
    loads(text)
    data = json.loads(text)
    data["events"][0]["kind"] = "no_such_event"
    with pytest.raises(SaveError, match=r"events\[1\]"):
        loads(json.dumps(data))
    data["events"][0] = {**json.loads(text)["events"][0], "extra": 10 ** 30}
    with pytest.raises(SaveError, match=r"events\[1\]"):
        loads(json.dumps(data))


def test_a_changed_ability_is_checked_again() -> None:
    battle = _played("drawsteel", 5)[-1]
    data = json.loads(dumps(battle))
    key = sorted(data["abilities"])[0]
    data["abilities"][key] = {"deep": 10 ** 30}
    with pytest.raises(SaveError, match="abilities"):
        loads(json.dumps(data))
