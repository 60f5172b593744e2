"""A creature stopped inside another's space comes to rest in the nearest free space
(000 Movement: two creatures within one size never share a square; the same picture in 001)."""
from __future__ import annotations

from rules.core.crowding import crowded, make_room
from rules.drawsteel.content.skirmish import encounter_battle


def _two_in_one_square():
    battle = encounter_battle("saltreed_ford_ambush", 1)
    korrin, sefa = battle.creatures["korrin"], battle.creatures["sefa"]
    sefa.pos = korrin.pos
    return battle, korrin, sefa


def test_a_crowded_creature_moves_to_the_nearest_free_space() -> None:
    battle, korrin, sefa = _two_in_one_square()
    assert crowded(battle, sefa)
    spot = make_room(battle, sefa)
    assert spot is not None and spot != korrin.pos
    assert not crowded(battle, sefa) and not crowded(battle, korrin)
    assert max(abs(a - b) for a, b in zip(spot[:2], korrin.pos[:2])) == 1


def test_an_uncrowded_creature_stays_put() -> None:
    battle = encounter_battle("saltreed_ford_ambush", 1)
    sefa = battle.creatures["sefa"]
    before = sefa.pos
    assert make_room(battle, sefa) is None and sefa.pos == before
