"""Abilities that fire when their creature dies (000 Forced Movement > Death Effects and
Forced Movement).

A creature's `fires_on = "death"` ability resolves the moment it dies, from the space where it
died. When the killing blow also force moves it, the death waits until the movement is over
(`damage.apply_damage(defer_death=True)`), so the burst goes off where the body came to rest.
Such abilities roll nothing and move nobody, so they resolve at once without any decision.
Being triggered actions, they fail when the creature was surprised or dazed (`triggers.py`).
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ..abilities.resolving_abilities import apply_conditions
from ..abilities.ability_math import effect_for
from .damage import apply_damage
from ..events import AbilityUsed
from ..content.model import Ability
from ..abilities.targeting import target_sets
from ..abilities.triggered_actions import death_effect_allowed


def on_death(battle: Battle, c: Creature) -> None:
    """React to a death (the `died` hook): each of the creature's death effects goes off, if
    it still may."""
    for aid in c.abilities:
        ability = battle.abilities.get(aid)
        if ability is not None and ability.fires_on == "death" and \
                death_effect_allowed(battle, c, ability):
            _resolve(battle, c, ability)


def _resolve(battle: Battle, c: Creature, ability: Ability) -> None:
    sets = target_sets(battle, c, ability)
    targets = [t for t in (sets[0] if sets else ()) if t in battle.creatures]
    battle.emit(AbilityUsed(c.id, ability.id, ability.name, tuple(targets), 0))
    effect = effect_for(ability, 0)
    for tid in targets:
        target = battle.creatures[tid]
        if target.dead:
            continue
        if effect.deals_damage:
            apply_damage(battle, target, effect.damage, effect.damage_type, c.id)
        apply_conditions(battle, c, target, effect)
