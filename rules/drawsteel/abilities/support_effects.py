"""What an ability grants or saps besides damage, forced movement and conditions: healing, a
Recovery spent, heroic resource and surges gained, a lowered Stamina maximum, and halving the
damage of the ability a response answers (000 Damage > Damage Immunity; 000 Stamina;
RULES-NOTES Heroes).
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.events import Note
from ..content.model import Effect
from ..events import (DamageHalved, ResourceChanged, StaminaMaximumLowered, SurgesChanged,
                      ZoneEnded)
from ..harm.damage import end_temporary_stamina, heal
from ..harm.conditions import add_condition, remove_condition
from .surges import SURGE_CAP
from .summons import summon

def apply_support(battle: Battle, user: Creature, target: Creature, effect: Effect) -> None:
    """Everything the effect grants or saps, in the order the content format lists it."""
    if not effect.supports or target.dead:
        return
    if effect.halve_damage:
        _halve_answered(battle, user, target)
    if effect.lower_max_stamina:
        lower_maximum(battle, target, effect.lower_max_stamina, user.id)
    recovered = _spend_recovery(battle, user, target) if effect.spend_recovery else True
    if effect.heal and recovered:  # the extra of "a Recovery plus N" comes with the Recovery
        heal(battle, target, effect.heal, user.id)
    if effect.gain_resource and target.hero:
        target.resource += effect.gain_resource
        battle.emit(ResourceChanged(target.id, target.resource_name, effect.gain_resource, target.resource))
    if effect.mark:
        place_mark(battle, user, target)
    if effect.summon:
        summon(battle, user, target, effect.summon)
    if effect.gain_surges and target.hero:
        gained = min(effect.gain_surges, SURGE_CAP - target.surges)
        if gained > 0:
            target.surges += gained
            battle.emit(SurgesChanged(target.id, gained, target.surges, f"granted by {user.name}"))


def lower_maximum(battle: Battle, c: Creature, amount: int, source: str) -> None:
    """Lower the Stamina maximum for the encounter; Stamina above the new cap is lost with it."""
    c.max_stamina_lowered += amount
    battle.emit(StaminaMaximumLowered(c.id, amount, c.stamina_cap, source))
    if c.stamina > c.stamina_cap:
        c.stamina = c.stamina_cap


def _spend_recovery(battle: Battle, user: Creature, target: Creature) -> bool:
    """A hero spends one of its Recoveries; a Director's creature has none, but a hero's effect
    still gives it its recovery value (000 Stamina > Director-Controlled Creatures > No
    Recoveries)."""
    if target.stamina >= target.stamina_cap:
        return False
    if target.hero:
        if target.recoveries <= 0:
            battle.emit(Note(f"{target.name} has no Recovery left to spend", target.id))
            return False
        target.recoveries -= 1
        battle.emit(Note(f"{target.name} spends a Recovery ({target.recoveries} left)", target.id))
    elif not user.hero:
        return False
    heal(battle, target, target.recovery_value, user.id)
    return True


def _halve_answered(battle: Battle, user: Creature, target: Creature) -> None:
    """Mark the ability this response answers: its damage to `target` will be halved."""
    for frame in reversed(battle.stack):
        if frame.get("step") == "ds.ability" and frame.get("user") != user.id \
                and target.id in frame.get("targets", ()) and not frame.get("response"):
            frame.setdefault("halved", {})[target.id] = user.id
            return
    battle.emit(Note(f"there is no incoming damage for {target.name} to halve", target.id))


def halve(battle: Battle, hit: dict, target: Creature, amount: int) -> int:
    """Half the damage, rounded down, before weakness and immunity (000 Damage > Damage Immunity:
    halving comes first, immunity last); told once however often the hit step is entered."""
    halved = amount // 2
    if not hit.get("halved_told"):
        hit["halved_told"] = True
        battle.emit(DamageHalved(target.id, amount, halved, hit["halved_by"]))
    return halved


def end_of_encounter(battle: Battle) -> None:
    """What fades when the encounter ends: temporary Stamina (000 Stamina > Temporary Stamina),
    Stamina maximums lowered for the encounter, effects that last "until the end of the
    encounter" (marks among them), and every zone and aura."""
    end_temporary_stamina(battle)
    for c in battle.creatures.values():
        c.max_stamina_lowered = 0
        if c.dead or c.removed:
            continue
        for name in sorted({x.name for x in c.conditions if x.duration == "end_of_encounter"}):
            remove_condition(battle, c, name, "the encounter is over")
    for zone in battle.data.pop("zones", []):
        battle.emit(ZoneEnded(zone["owner"], zone["name"]))


MARK = "marked"
"""The lasting effect a mark leaves on its target; its source is the marker."""


def place_mark(battle: Battle, user: Creature, target: Creature) -> None:
    """Mark `target` for the encounter; the user's earlier mark, on anyone, ends."""
    for other in battle.creatures.values():
        for cond in list(other.conditions):
            if cond.name == MARK and cond.source == user.id:
                remove_condition(battle, other, MARK, f"{user.name} marks someone else")
    add_condition(battle, target, MARK, "end_of_encounter", user.id)


def marked_by_side(battle: Battle, user: Creature, target: Creature) -> str:
    """The name of whoever on the user's side marked the target, or ''."""
    for cond in target.conditions:
        marker = battle.creatures.get(cond.source) if cond.name == MARK else None
        if marker is not None and marker.side == user.side and not marker.dead:
            return marker.name
    return ""
