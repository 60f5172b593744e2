"""Attacking the square where a hidden creature was last seen (003 Hidden Attackers and
Obscured Targets: "if it is not there, the attack automatically misses")."""
from __future__ import annotations

from rules.three_dice.attacking.attack import make_attack, moved_unseen
from rules.three_dice.setup import encounter_battle


def _hero_and_hidden_borer():
    battle = encounter_battle("td_warren_borers", 1)
    hero, borer = battle.creatures["corin_vale"], battle.creatures["tunnel_borer_1"]
    borer.pos = (hero.pos[0] + 1, hero.pos[1], hero.pos[2])
    borer.tags["hidden"] = True
    return battle, hero, borer


def test_a_hidden_creature_that_moved_away_is_missed_whatever_the_dice() -> None:
    battle, hero, borer = _hero_and_hidden_borer()
    borer.tags["seen_at"] = [borer.pos[0], borer.pos[1] + 1, borer.pos[2]]
    hp = borer.hp
    assert moved_unseen(borer)
    assert not make_attack(battle, hero, battle.abilities["longsword"], borer)
    assert borer.hp == hp
    assert any(e.kind == "td_empty_square" for e in battle.events)
    assert not any(e.kind == "td_attack" for e in battle.events)


def test_a_hidden_creature_still_where_it_was_seen_is_attacked_with_disadvantage() -> None:
    battle, hero, borer = _hero_and_hidden_borer()
    borer.tags["seen_at"] = list(borer.pos)
    assert not moved_unseen(borer)
    make_attack(battle, hero, battle.abilities["longsword"], borer)
    rolled = [e for e in battle.events if e.kind == "td_attack"]
    assert rolled and rolled[-1].mode == -1
