"""001 Attacks & Damage, Fumble: a natural 1 brings a complication, chosen by a d6
(rules-decisions): 1-2 the weapon (or a spell's focus) is dropped at its feet (picking it up,
or drawing a spare, is a free action); 3-4 it slips and falls prone; 5-6 the blow lands on an ally beside it
(plain damage, no attack roll; nobody beside it: nothing more happens)."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Condition
from ...core.events import ConditionGained
from ...core.geometry import spaces_adjacent
from ..content.model import Ability
from ..creature import OldeCreature
from ..combat_actions.disarm import drop_weapon
from ..events import Fumbled
from .damage import take_damage
from .damage_roll import roll_damage

def fumble(battle: Battle, c: OldeCreature, a: Ability) -> None:
    face = battle.dice.roll(6, "fumble")
    if face <= 2:
        battle.emit(Fumbled(c.id, "drop"))
        drop_weapon(battle, c, c.pos, 0, a.id)
    elif face <= 4:
        knock_prone(battle, c, c.id)
        battle.emit(Fumbled(c.id, "slip"))
    else:
        _hit_ally(battle, c, a)


def _hit_ally(battle: Battle, c: OldeCreature, a: Ability) -> None:
    allies = sorted((o for o in battle.creatures.values()
                     if o.side == c.side and o.id != c.id and o.active
                     and spaces_adjacent(c.pos, c.squares, o.pos, o.squares)), key=lambda o: o.id)
    battle.emit(Fumbled(c.id, "ally", allies[0].id if allies else ""))
    if allies:
        ally: OldeCreature = allies[0]  # type: ignore[assignment]
        take_damage(battle, ally, roll_damage(battle, c, ally, a, False), c.id)


def knock_prone(battle: Battle, c: OldeCreature, source: str) -> None:
    if not c.has("prone"):
        c.conditions.append(Condition("prone", "until_removed", source))
        battle.emit(ConditionGained(c.id, "prone", "until_removed", source))
