"""The look-ahead copy of a battle skips `__init__` for speed (issue 18): it must still set
every field a battle has, so a field added later cannot be silently missing from copies."""
from __future__ import annotations

from dataclasses import fields

from rules.ai import sim
from rules.core.battle import Battle
from rules.core.registry import find_encounter


def test_a_clone_sets_every_field_of_a_battle():
    rules = find_encounter("emberfield_stampede")[0]
    battle = rules.encounter_battle("emberfield_stampede", 1, settings=dict(sim.SIM_SETTINGS))
    battle.pending()
    copy = battle.clone()
    assert set(vars(copy)) == {f.name for f in fields(Battle)}
    assert copy.cache == {} and copy.forecast_dice is None and copy.events == []
    assert copy.creatures == battle.creatures and copy.creatures is not battle.creatures
    first = next(iter(copy.creatures))
    copy.creatures[first].conditions.append(copy.creatures[first].conditions[0]
                                            if copy.creatures[first].conditions else _mark())
    assert copy.creatures[first] != battle.creatures[first]


def _mark():
    from rules.core.creature import Condition
    return Condition("marked")


def test_a_clone_shares_objects_but_never_changes_the_originals():
    """Look-ahead copies share the battle's objects (issue 18: copying them every time was a
    cost); damaging or moving one in a copy swaps in the copy's own, leaving the original whole
    (000 Objects: a damaged object keeps its lower Stamina only in the battle it was hit in)."""
    from rules.drawsteel.forced.moving_objects import move_object
    from rules.drawsteel.harm.damage import damage_object
    rules = find_encounter("emberfield_stampede")[0]
    battle = rules.encounter_battle("emberfield_stampede", 1, settings=dict(sim.SIM_SETTINGS))
    oid, original = next(iter(battle.objects.items()))
    stamina, origin = original.stamina, original.origin
    copy = battle.clone()
    assert copy.objects[oid] is original
    damage_object(copy, oid, 1)
    assert copy.objects[oid].stamina == stamina - 1 and original.stamina == stamina
    mover = next(iter(copy.creatures.values()))
    move_object(copy, mover, oid, 1, True, [(0, 0, 1)])  # lifted, then it drops back down
    assert copy.objects[oid] is not original and original.origin == origin
    assert battle.objects[oid] is original
