"""Who an ability can be aimed at (003 Melee and Ranged Attacks, Cover): within reach for a
melee attack, within the longest range for a ranged one, never behind total cover, never a
creature deep under the ground; heals go to hurt allies in range (the dying included) or to
the healer itself."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.sight import line_of_effect
from ..content.model import Ability
from ..creature import ThreeDiceCreature
from ..zones.engagement import same_zone
from .cover import TOTAL, cover_bonus
from .geometry import feet_apart


def can_act(c: ThreeDiceCreature) -> bool:
    return c.active and not c.tags.get("surprised")


def targetable(battle: Battle, c: ThreeDiceCreature) -> bool:
    return not c.dead and not c.removed and not (battle.zones is None and c.tags.get("burrowed"))


def in_reach(battle: Battle, user: ThreeDiceCreature, target: ThreeDiceCreature,
             ability: Ability) -> bool:
    if battle.zones is not None:
        return _zone_reach(battle, user, target, ability)
    feet = feet_apart(battle, user, target)
    if feet is None or feet == 0 or feet > ability.farthest:
        return False
    if ability.heal:
        return line_of_effect(battle, user.pos, user.squares, target.pos, target.squares)
    return cover_bonus(battle, user, target, ability.ranged) != TOTAL


def _zone_reach(battle: Battle, user: ThreeDiceCreature, target: ThreeDiceCreature,
                ability: Ability) -> bool:
    if user.tags.get("transit") or (ability.melee and target.tags.get("transit")):
        return False
    if ability.melee:
        return same_zone(battle, user, target)
    feet = feet_apart(battle, user, target)
    return feet is not None and feet <= ability.farthest


def targets_for(battle: Battle, user: ThreeDiceCreature, ability: Ability) -> list[ThreeDiceCreature]:
    out = []
    for t in battle.creatures.values():
        if t.id == user.id and ability.heal and user.hp < user.max_hp:
            out.append(user)
            continue
        if t.id == user.id or not targetable(battle, t):  # type: ignore[arg-type]
            continue
        if ability.heal:
            if t.side != user.side or t.hp >= t.max_hp:  # type: ignore[attr-defined]
                continue
        elif t.side == user.side or not t.active and not getattr(t, "dying", False) and not getattr(t, "stable", False):
            continue
        if in_reach(battle, user, t, ability):  # type: ignore[arg-type]
            out.append(t)
    return out  # type: ignore[return-value]

