"""A battle fought in zones keeps its zone board in the save file (under "zones"), including
links made during the fight; saves without zones (all older saves) load as before; a damaged
zone board is refused in one line. 003 Using Battle Zones > Detached Zones (the grappled
ships stay grappled after a reload)."""
from __future__ import annotations

import json

import pytest

from rules.core.registry import get_ruleset
from rules.core.save import SaveError, battle_to_dict, dumps, loads
from test_zones_kit import ships_board


@pytest.fixture()
def battle():
    rules = get_ruleset("drawsteel")
    b = rules.encounter_battle(next(iter(rules.encounters())), 3)
    b.pending()
    return b


def test_a_battle_without_zones_saves_no_zones_key(battle):
    assert battle.zones is None
    assert "zones" not in battle_to_dict(battle)
    assert loads(dumps(battle)).zones is None


def test_the_zone_board_round_trips_with_the_battle(battle):
    battle.zones = ships_board().connect("main deck", "forecastle")
    again = loads(dumps(battle))
    assert again.zones == battle.zones
    assert again.zones.distance("main deck", "forecastle") == 1
    assert dumps(again) == dumps(battle)


def test_copies_share_the_unchanging_board(battle):
    battle.zones = ships_board()
    copy = battle.clone()
    copy.zones = copy.zones.connect("main deck", "forecastle")
    assert battle.zones.distance("main deck", "forecastle") is None


def test_a_damaged_zone_board_is_refused_in_one_line(battle):
    data = battle_to_dict(battle)
    data["zones"] = {"zones": [{"name": "deck", "cells": [[0, 0]]}], "links": [{"a": "deck", "b": "sea"}]}
    with pytest.raises(SaveError) as err:
        loads(json.dumps(data))
    text = str(err.value)
    assert text.startswith("zones:") and "unknown zone 'sea'" in text and "\n" not in text


def test_zones_reaching_off_the_board_are_refused(battle):
    data = battle_to_dict(battle)
    width = battle.board.width
    data["zones"] = {"zones": [{"name": "sea", "cells": [[width, 0]]}], "links": []}
    with pytest.raises(SaveError) as err:
        loads(json.dumps(data))
    assert str(err.value).startswith("zones: zones[1]: zone 'sea' reaches off the")
