"""The Olde Swords Reign battle log tells a healing roll as healing: a potion drunk as a free
action and a healing spell roll HP regained, not damage (001 Combat Actions: free actions,
drink a potion; Cast Spell)."""
from __future__ import annotations

from rules.core.registry import get_ruleset
from rules.olde_swords.events import DamageRolled

RULES = get_ruleset("olde_swords")


def _line(battle, event) -> str:
    battle.emit(event)
    return list(RULES.narrate(battle))[-1]


def test_a_potion_roll_is_told_as_healing():
    battle = RULES.encounter_battle(sorted(RULES.encounters())[0], 1)
    hero = next(c for c in battle.creatures.values() if c.side == "heroes")
    line = _line(battle, DamageRolled(hero.id, hero.id, "potion", (5,), 0, 5, False))
    assert line.endswith("rolls 5 for healing.") and "damage" not in line


def test_a_healing_spell_roll_is_told_as_healing_and_a_blow_as_damage():
    battle = RULES.encounter_battle(sorted(RULES.encounters())[0], 1)
    healer = next(c for c in battle.creatures.values()
                  if any(battle.abilities[a].kind == "spell_heal" for a in c.abilities))
    spell = next(a for a in healer.abilities if battle.abilities[a].kind == "spell_heal")
    assert _line(battle, DamageRolled(healer.id, healer.id, spell, (3,), 1, 4, False)).endswith("rolls 4 for healing.")
    blow = next(a for a in healer.abilities if battle.abilities[a].kind != "spell_heal")
    assert _line(battle, DamageRolled(healer.id, healer.id, blow, (3,), 1, 4, False)).endswith("rolls 4 damage.")
