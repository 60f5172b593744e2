"""Squeezed into a shared space (000 Movement): two creatures within one size of each other that
end up in the same space (the Director's call, say at the bottom of a narrow shaft) take a bane
on ability rolls and on tests. Creatures two or more sizes apart share freely, and a rider on its
mount is never squeezed (mounted_combat/rider_not_squeezed.toml)."""
from __future__ import annotations

from rules.drawsteel.abilities.edges_and_banes import edges_and_banes
from rules.drawsteel.position.flanking_and_cover import squeezed
from rules.drawsteel.abilities.tests import setup_test
from rules.drawsteel.scenarios import battle_from_toml

BODY = '''
[map]
rows = """
. . . .
"""

[[creature]]
id = "hero"
side = "heroes"
at = [0, 0]
stamina = 20

[[creature]]
id = "ally"
side = "heroes"
at = [2, 0]
stamina = 20
size = "{ally_size}"

[[creature]]
id = "goblin"
side = "monsters"
at = [1, 0]
stamina = 20
'''


def _squeeze(ally_size: str):
    battle = battle_from_toml(BODY.format(ally_size=ally_size))
    battle.creatures["ally"].pos = battle.creatures["hero"].pos  # forced into one space
    return battle


def test_a_squeezed_creature_takes_a_bane_on_ability_rolls() -> None:
    battle = _squeeze("1M")
    hero, goblin = battle.creatures["hero"], battle.creatures["goblin"]
    assert squeezed(battle, hero) and squeezed(battle, battle.creatures["ally"])
    edges, banes, why = edges_and_banes(battle, hero, goblin, battle.abilities["melee_free_strike"])
    assert banes == 1 and any("squeezed" in w for w in why), why


def test_a_squeezed_creature_takes_a_bane_on_tests() -> None:
    battle = _squeeze("1S")  # one size apart still squeezes
    setup = setup_test(battle, battle.creatures["hero"], ("might",))
    assert setup.banes == 1


def test_creatures_two_sizes_apart_share_without_a_squeeze() -> None:
    battle = _squeeze("1T")
    hero, goblin = battle.creatures["hero"], battle.creatures["goblin"]
    assert not squeezed(battle, hero)
    _, banes, _ = edges_and_banes(battle, hero, goblin, battle.abilities["melee_free_strike"])
    assert banes == 0
