"""002 Dodging and Parrying: a defender's reactions and the pools they roll. Dodge with Finesse;
parry with Strike holding a melee weapon, else with Force; break free of a grapple with Force;
resist a spell with the action the spell names."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Option
from ..content.model import Ability
from ..creature import ZoneCardsCreature
from ..pools import pool_size
from ..round.budget import can_react
from .moves import reactions_against

WORDS = {"dodge": "Dodge", "parry": "Parry", "break_free": "Break free", "resist": "Resist the magic"}


def wielded(battle: Battle, c: ZoneCardsCreature) -> Ability | None:
    return battle.abilities.get(c.wielding) if c.wielding else None


def reaction_pool(battle: Battle, c: ZoneCardsCreature, reaction: str, ability: Ability) -> tuple[str, int]:
    """(action, gear dice) a reaction rolls."""
    if reaction == "dodge":
        return "finesse", 0
    if reaction == "break_free":
        return "force", 0
    if reaction == "resist":
        return ability.resist, 0
    weapon = wielded(battle, c)
    if weapon is not None and weapon.melee:
        return "strike", weapon.bonus
    return "force", 0


def allowed(c: ZoneCardsCreature, move: str) -> tuple[str, ...]:
    """Reactions open to the defender now: a held creature may only parry (or break free)."""
    if not can_react(c):
        return ()
    found = reactions_against(move)
    if c.tags.get("held_by"):
        found = tuple(r for r in found if r in ("parry", "break_free"))
    return found


def reaction_options(battle: Battle, c: ZoneCardsCreature, move: str, ability: Ability) -> list[Option]:
    out = [Option("react", {"reaction": ""}, "Let it come (keep the maneuver)")]
    for r in allowed(c, move):
        action, gear = reaction_pool(battle, c, r, ability)
        n = pool_size(c, action, gear)
        out.append(Option("react", {"reaction": r}, f"{WORDS[r]} ({action.capitalize()}, {n} dice)"))
    return out
