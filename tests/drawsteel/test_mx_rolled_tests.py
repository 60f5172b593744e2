"""Edges and banes on tests (rolled_tests.setup_test): Defend's double edge on resistance
tests lapses while the defender has a creature taunted (000 Main Actions > Defend)."""
from __future__ import annotations

from rules.core.creature import Condition
from rules.drawsteel.main_actions.charge_defend_heal import defend
from rules.drawsteel.abilities.tests import setup_test
from test_grab_fear_reach import pair


def test_defend_gives_double_edge_on_resistance_tests() -> None:
    battle = pair()
    battle.pending()
    hero = battle.creatures["hero"]
    defend(battle, hero)
    assert setup_test(battle, hero, ("might",), resistance=True).edges == 2
    assert setup_test(battle, hero, ("might",)).edges == 0


def test_no_double_edge_while_the_defender_has_a_creature_taunted() -> None:
    battle = pair()
    battle.pending()
    hero, ogre = battle.creatures["hero"], battle.creatures["ogre"]
    defend(battle, hero)
    ogre.conditions.append(Condition("taunted", "eot", hero.id))
    assert setup_test(battle, hero, ("might",), resistance=True).edges == 0
