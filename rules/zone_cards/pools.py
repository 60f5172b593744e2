"""002 Circumstances and Harm: building a pool of d6 for an action and rolling it.

A pool is the action's attribute dice plus its skill dice, plus gear (a weapon's bonus) and any
bonus dice the creature has waiting, minus the dice its Harm takes away (physical Harm from body
and agility pools, mental Harm from wits and heart pools; an NPC's or beast's Harm points from
every pool), and never fewer than one die (RULES-NOTES). Each 6 is a success."""
from __future__ import annotations

from ..core.battle import Battle
from .creature import ZoneCardsCreature
from .events import PoolRolled
from .words import ACTION_ATTRIBUTE, harm_kind_of

SUCCESS = 6


def harm_penalty(c: ZoneCardsCreature, action: str) -> int:
    if c.uses_points:
        return c.harm_points
    return c.worst_row(harm_kind_of(action))


def prone_penalty(c: ZoneCardsCreature, action: str) -> int:
    """A creature on the ground rolls one die fewer to strike, wrestle, dodge or parry."""
    return 1 if c.has("prone") and action in ("strike", "force", "finesse") else 0


def pool_size(c: ZoneCardsCreature, action: str, gear: int = 0, spend_bonus: bool = True) -> int:
    base = c.rating(action, ACTION_ATTRIBUTE[action]) + gear + (c.bonus if spend_bonus else 0)
    return max(1, base - harm_penalty(c, action) - prone_penalty(c, action))


def roll_pool(battle: Battle, c: ZoneCardsCreature, action: str, purpose: str, gear: int = 0,
              needed: int = 0, use_bonus: bool = True) -> int:
    """Roll the pool (spending the waiting bonus dice); the number of successes."""
    size = pool_size(c, action, gear, use_bonus)
    if use_bonus:
        c.bonus = 0
    faces = tuple(battle.dice.roll(6, f"{c.name} {action}") for _ in range(size))
    hits = sum(1 for f in faces if f == SUCCESS)
    battle.emit(PoolRolled(c.id, action, faces, hits, purpose, needed))
    return hits


def roll_plain(battle: Battle, who: str, size: int, purpose: str, action: str = "") -> int:
    """A pool that belongs to no creature's action (a poison's toxicity, a fall)."""
    faces = tuple(battle.dice.roll(6, purpose) for _ in range(max(0, size)))
    hits = sum(1 for f in faces if f == SUCCESS)
    battle.emit(PoolRolled(who, action or "director", faces, hits, purpose))
    return hits


def best_action(c: ZoneCardsCreature, actions: tuple[str, ...]) -> str:
    """The action among these with the biggest pool (the first on a tie)."""
    return max(actions, key=lambda a: (pool_size(c, a, spend_bonus=False), -actions.index(a)))
