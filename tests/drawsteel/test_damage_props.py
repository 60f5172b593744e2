"""Damage and Stamina (rules/drawsteel/damage.py) against seed 000 "Damage" and "Stamina".

Property tests over amounts, immunities and weaknesses, temporary Stamina, and the winded /
dying / dead / unconscious states.
"""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from rules.core.battle import Battle
from rules.core.board import Board
from rules.drawsteel.creature import IMMUNE_ALL
from rules.drawsteel.creature import DrawSteelCreature as Creature
from rules.core.dice import Dice
from rules.core.events import Damaged, Died, KnockedOut, StateChanged
from rules.drawsteel.harm.damage import (
    apply_damage, gain_temporary_stamina, heal, modified_damage, would_kill,
)

TYPES = ("untyped", "acid", "cold", "corruption", "fire", "holy", "lightning", "poison",
         "psychic", "sonic")
TYPED = TYPES[1:]
amounts = st.integers(-5, 60)
values = st.integers(1, 15)
tables = st.dictionaries(st.sampled_from(TYPED + ("damage",)), values, max_size=4)


def make(hero: bool = False, stamina: int = 20, max_stamina: int | None = None, temp: int = 0,
         immunities=None, weaknesses=None) -> tuple[Battle, Creature]:
    c = Creature(id="t", name="Target", side="heroes" if hero else "monsters", hero=hero,
                 max_stamina=max_stamina if max_stamina is not None else stamina, stamina=stamina,
                 temp_stamina=temp, immunities=dict(immunities or {}),
                 weaknesses=dict(weaknesses or {}))
    other = Creature(id="o", name="Other", side="monsters" if hero else "heroes", pos=(2, 2, 0))
    battle = Battle("drawsteel", Board.flat(4, 4), {"t": c, "o": other},
                    ["heroes", "monsters"], Dice(0))
    return battle, c


def highest(table: dict, damage_type: str) -> int:
    """The one value that applies: the larger of the general "damage" entry and the typed one
    (a typed entry never applies to untyped damage; docs/rules-decisions.md)."""
    typed = table.get(damage_type, 0) if damage_type != "untyped" else 0
    return max(table.get("damage", 0), typed)


# ---------------------------------------------------------------- immunity and weakness

@settings(deadline=None)
@given(amounts, st.sampled_from(TYPES), tables, tables)
def test_modified_damage_never_negative(amount, damage_type, imm, weak):
    """000 Damage Immunity: immunity reduces damage "to a minimum of 0 damage"."""
    _, c = make(immunities=imm, weaknesses=weak)
    assert modified_damage(c, amount, damage_type) >= 0


@settings(deadline=None)
@given(st.integers(1, 60), st.sampled_from(TYPES), tables, tables)
def test_weakness_before_immunity_highest_only(amount, damage_type, imm, weak):
    """000 Damage Immunity ("should be the last thing applied") and Damage Weakness; RULES-NOTES
    Damage: only the highest immunity and the highest weakness apply."""
    _, c = make(immunities=imm, weaknesses=weak)
    expected = max(0, amount + highest(weak, damage_type) - highest(imm, damage_type))
    assert modified_damage(c, amount, damage_type) == expected


def test_seed_examples():
    """000 Damage Immunity: fire immunity 5 and 8 fire damage -> 3. 000 Damage Weakness: fire
    weakness 5 and 10 fire damage -> 15. Weakness first: 8 fire with weakness 5 and immunity
    10 is 3 (immunity first would give 5)."""
    _, c = make(immunities={"fire": 5})
    assert modified_damage(c, 8, "fire") == 3
    assert modified_damage(c, 8, "cold") == 8
    _, c = make(weaknesses={"fire": 5})
    assert modified_damage(c, 10, "fire") == 15
    _, c = make(immunities={"fire": 10}, weaknesses={"fire": 5})
    assert modified_damage(c, 8, "fire") == 3


def test_only_the_highest_applies():
    """RULES-NOTES Damage: with fire immunity 3 and damage immunity 5, 8 fire damage is 3 (not 0)."""
    _, c = make(immunities={"fire": 3, "damage": 5}, weaknesses={"fire": 2, "damage": 4})
    assert modified_damage(c, 8, "fire") == 8 + 4 - 5
    assert modified_damage(c, 8, "untyped") == 8 + 4 - 5


@settings(deadline=None)
@given(st.integers(1, 1000), st.sampled_from(TYPED), st.integers(0, 50))
def test_immunity_all(amount, damage_type, weakness):
    """000 Damage Immunity: "If the value of the immunity is 'all', then the target ignores all
    damage of the indicated type" - even with a weakness."""
    _, c = make(immunities={damage_type: IMMUNE_ALL}, weaknesses={damage_type: weakness})
    assert modified_damage(c, amount, damage_type) == 0


def test_typed_immunity_does_not_stop_untyped():
    """000 Damage Types: untyped damage is only reduced by general damage immunity."""
    _, c = make(immunities={"fire": 10})
    assert modified_damage(c, 6, "untyped") == 6


# ---------------------------------------------------------------- temporary Stamina

@settings(deadline=None)
@given(st.integers(0, 40), st.integers(1, 40), st.integers(0, 60), st.booleans())
def test_temporary_stamina_absorbs_first(temp, stamina, amount, hero):
    """000 Temporary Stamina: "the temporary Stamina decreases first, and any leftover damage is
    applied to your Stamina as usual" (10 temporary, 16 damage -> 6 Stamina lost)."""
    battle, c = make(hero=hero, stamina=stamina, max_stamina=40, temp=temp)
    lost = apply_damage(battle, c, amount)
    taken = max(0, amount)
    assert c.temp_stamina == max(0, temp - taken)
    assert lost == max(0, taken - temp)
    if not c.unconscious:
        assert c.stamina == stamina - lost
    dmg = [e for e in battle.events if isinstance(e, Damaged)]
    assert len(dmg) == 1 and dmg[0].amount == taken and dmg[0].temporary == c.temp_stamina


def test_seed_temporary_example():
    """000 Temporary Stamina: 10 temporary Stamina and 16 damage -> no temporary, -6 Stamina."""
    battle, c = make(hero=True, stamina=30, temp=10)
    apply_damage(battle, c, 16)
    assert (c.temp_stamina, c.stamina) == (0, 24)


@settings(deadline=None)
@given(st.integers(0, 30), st.integers(0, 30))
def test_temporary_stamina_does_not_stack(first, second):
    """000 Temporary Stamina: "you get whichever amount of temporary Stamina is greater"."""
    battle, c = make()
    gain_temporary_stamina(battle, c, first)
    gain_temporary_stamina(battle, c, second)
    assert c.temp_stamina == max(first, second)
    told = [e for e in battle.events if e.kind == "temporary_stamina_gained"]
    assert [e.total for e in told] == [first, max(first, second)]


def test_temporary_stamina_does_not_change_winded():
    """000 Temporary Stamina: it does not count toward winded or dying states."""
    battle, c = make(hero=True, stamina=10, max_stamina=20, temp=50)
    assert c.winded
    apply_damage(battle, c, 5)
    assert c.stamina == 10 and c.winded


def test_healing_never_restores_temporary_stamina():
    """000 Temporary Stamina: "Regaining Stamina can't restore temporary Stamina"."""
    battle, c = make(hero=True, stamina=10, max_stamina=20, temp=3)
    apply_damage(battle, c, 5)
    heal(battle, c, 100)
    assert c.temp_stamina == 0 and c.stamina == 20


# ---------------------------------------------------------------- winded, dying, dead

def seed_hero_dead(stamina: int, winded_value: int) -> bool:
    """000 Dying and Death: "While your Stamina is lower than 0, if it reaches the negative of
    your winded value, you die." """
    return stamina < 0 and stamina <= -winded_value


@settings(deadline=None)
@given(st.integers(1, 80), st.integers(0, 120))
def test_hero_states(max_stamina, amount):
    """000 Winded (at or below half), Dying and Death: a hero is dying at 0 or below and dies
    when Stamina (below 0) reaches the negative of the winded value."""
    battle, c = make(hero=True, stamina=max_stamina)
    apply_damage(battle, c, amount)
    after = max_stamina - amount
    wv = max_stamina // 2
    assert c.winded_value == wv
    assert c.dead == seed_hero_dead(after, wv)
    if not c.dead:
        assert c.stamina == after
        assert c.winded == (after <= wv)
        assert c.dying == (after <= 0)
        assert c.has("bleeding") == (after <= 0)
    assert any(isinstance(e, Died) for e in battle.events) == c.dead


@settings(deadline=None)
@given(st.integers(1, 80), st.integers(0, 120))
def test_monster_dies_at_zero(max_stamina, amount):
    """000 Director-Controlled Creatures: "die or are destroyed when their Stamina drops to 0"."""
    battle, c = make(hero=False, stamina=max_stamina)
    apply_damage(battle, c, amount)
    assert c.dead == (max_stamina - amount <= 0)
    assert not c.dying
    assert any(isinstance(e, Died) for e in battle.events) == c.dead


def test_hero_with_winded_value_zero_is_dying_at_zero():
    """000 Dying and Death: a hero at 0 Stamina is dying, not dead, whatever the winded value."""
    battle, c = make(hero=True, stamina=1)
    assert c.winded_value == 0
    assert not would_kill(c, 1, "untyped")
    apply_damage(battle, c, 1)
    assert c.stamina == 0 and c.dying and not c.dead


def test_hero_death_threshold_exact():
    """000 Dying and Death: Stamina 20 -> winded value 10; -9 is dying, -10 is dead."""
    battle, c = make(hero=True, stamina=20)
    apply_damage(battle, c, 29)
    assert c.stamina == -9 and c.dying and not c.dead
    assert any(isinstance(e, StateChanged) and e.state == "dying" and e.active
               for e in battle.events)
    apply_damage(battle, c, 1)
    assert c.dead and not c.dying


@settings(deadline=None)
@given(st.integers(1, 60), st.integers(1, 80), st.booleans(), st.sampled_from(TYPES), tables,
       tables)
def test_would_kill_agrees_with_apply_damage(max_stamina, amount, hero, damage_type, imm, weak):
    """000 Dying and Death / Director-Controlled Creatures: would_kill predicts death exactly."""
    battle, c = make(hero=hero, stamina=max_stamina, immunities=imm, weaknesses=weak)
    predicted = would_kill(c, amount, damage_type)
    apply_damage(battle, c, amount, damage_type)
    assert predicted == c.dead


# ---------------------------------------------------------------- knocking out

@settings(deadline=None)
@given(st.booleans(), st.integers(2, 60), st.integers(0, 200), st.integers(1, 20))
def test_knock_out_instead_of_kill(hero, max_stamina, overkill, later):
    """000 Knocking Creatures Out: damage that would kill may instead knock unconscious; "If a
    creature takes damage while unconscious in this way, they die." 000 Unconscious: prone."""
    battle, c = make(hero=hero, stamina=max_stamina)
    lethal = max_stamina + (max_stamina // 2 if hero else 0) + overkill
    apply_damage(battle, c, lethal, knock_out=True)
    assert c.unconscious and not c.dead and c.has("prone")
    assert not c.active
    assert any(isinstance(e, KnockedOut) for e in battle.events)
    assert not any(isinstance(e, Died) for e in battle.events)
    apply_damage(battle, c, later)
    assert c.dead and not c.unconscious
    assert any(isinstance(e, Died) for e in battle.events)


def test_knock_out_only_when_lethal():
    """000 Knocking Creatures Out: the choice only exists for damage that would kill."""
    battle, c = make(hero=False, stamina=20)
    apply_damage(battle, c, 5, knock_out=True)
    assert not c.unconscious and not c.dead and c.stamina == 15


def test_unconscious_creature_immune_damage_does_not_kill():
    """000 Knocking Creatures Out: it is *taking damage* that kills; damage fully stopped by
    immunity (0 taken) does not."""
    battle, c = make(hero=False, stamina=10, immunities={"fire": IMMUNE_ALL})
    apply_damage(battle, c, 50, knock_out=True)
    assert c.unconscious
    apply_damage(battle, c, 5, "fire")
    assert c.unconscious and not c.dead
    apply_damage(battle, c, 1, "cold")
    assert c.dead
