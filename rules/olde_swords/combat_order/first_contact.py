"""001 Combat Order, first contact: before the first round each hero rolls d20 + DEX (less
Fatigue) against DC 12; those who pass act first, in a phase of their own, before the foes."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Decision, Option
from ...core.events import CombatStarted
from ..creature import OldeCreature
from ..events import FirstContact
from ..rolls import d20_test
from ..saving_throws.saves import check_bonus

NAME = "olde_swords"
SIDES = ("heroes", "monsters")
FIRST_CONTACT_DC = 12
PASSED = "first_contact"
"""battle.data key: the ids of the heroes who passed."""


def start(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    battle.pop()
    battle.emit(CombatStarted(tuple(battle.sides), ()))
    battle.first_side = battle.sides[0]
    passed = []
    for c in battle.creatures.values():
        hero: OldeCreature = c  # type: ignore[assignment]
        if hero.side == "heroes" and hero.active:
            roll = d20_test(battle, hero, "first contact", check_bonus(hero, "DEX"), FIRST_CONTACT_DC, [])
            battle.emit(FirstContact(hero.id, roll.d20, roll.total, roll.success))
            if roll.success:
                passed.append(hero.id)
    battle.data[PASSED] = passed
    battle.push({"step": "os.round", "phase": "start"})
    return None
