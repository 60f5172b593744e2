"""001 Opportunity Attacks: a foe that leaves a creature's reach draws one free melee attack
from it, unless the foe Disengaged first or the creature is already in melee with another of
its foes; each creature makes at most one a round. Taken whenever allowed (rules-decisions)."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.geometry import Cell, space_distance
from ..attacks_and_damage.attack import make_attack
from ..combat_actions.disarm import armed_abilities
from ..content.model import Ability
from ..creature import OldeCreature
from ..events import OpportunityAttack

USED = "oa_used"


def melee_ability(battle: Battle, c: OldeCreature) -> Ability | None:
    for aid in armed_abilities(battle, c):
        a = battle.abilities[aid]
        if a.melee:
            return a
    return None


def _within(a: OldeCreature, a_pos: Cell, b: OldeCreature, b_pos: Cell, reach: int) -> bool:
    return space_distance(a_pos, a.squares, b_pos, b.squares) <= reach


def in_melee_with_another(battle: Battle, foe: OldeCreature, mover: OldeCreature) -> bool:
    return any(o.side != foe.side and o.id != mover.id and o.active
               and _within(foe, foe.pos, o, o.pos, 1)  # type: ignore[arg-type]
               for o in battle.creatures.values())


def who_may_strike(battle: Battle, mover: OldeCreature, start: Cell, end: Cell) -> list[OldeCreature]:
    """Foes whose reach the step from `start` to `end` leaves and who may strike at it."""
    out = []
    for foe in battle.creatures.values():
        if foe.side == mover.side or not foe.active or foe.tags.get(USED):
            continue
        a = melee_ability(battle, foe)  # type: ignore[arg-type]
        if a is None:
            continue
        if _within(foe, foe.pos, mover, start, a.reach) and not _within(foe, foe.pos, mover, end, a.reach) \
                and not in_melee_with_another(battle, foe, mover):  # type: ignore[arg-type]
            out.append(foe)
    return sorted(out, key=lambda f: f.id)  # type: ignore[return-value]


def strike(battle: Battle, foe: OldeCreature, mover: OldeCreature) -> None:
    foe.tags[USED] = True
    battle.emit(OpportunityAttack(foe.id, mover.id))
    a = melee_ability(battle, foe)
    assert a is not None
    make_attack(battle, foe, mover, a, "opportunity attack")
