"""What a hit does (002 Close Combat, Holding and Wrestling, Fire, Poison): weapon damage plus
extra successes as levels of Harm (armor takes its rating off physical Harm, never below one);
a shove puts the target on the ground; a grapple restrains it (a gag also stops it speaking);
a burning weapon or breath sets it alight; venom calls for a poison test."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Condition
from ..content.model import Ability
from ..creature import ZoneCardsCreature
from ..effects.fire import catch_fire
from ..effects.poison import poison_test
from ..events import Restrained
from ..harm import take_harm


def harm_level(a: ZoneCardsCreature, t: ZoneCardsCreature, ability: Ability, extras: int) -> int:
    level = ability.damage + extras
    if ability.harm == "physical" and t.armor:
        level = max(1, level - t.armor)
    return level


def planned_harm(a: ZoneCardsCreature, t: ZoneCardsCreature, ability: Ability, move: str, extras: int) -> int:
    """The level of Harm a hit will deal (0 for none)."""
    if move in ("grapple", "gag"):
        return 0
    if move == "push":
        return extras
    return harm_level(a, t, ability, extras)


def on_hit(battle: Battle, a: ZoneCardsCreature, t: ZoneCardsCreature, ability: Ability, move: str,
           extras: int) -> int:
    """Apply the hit; the level of Harm it dealt (0 for none)."""
    if move in ("grapple", "gag"):
        t.tags["held_by"] = a.id
        if move == "gag":
            t.tags["gagged"] = True
        battle.emit(Restrained(t.id, a.id, move == "gag"))
        return 0
    if move == "push":
        if not t.has("prone"):
            t.conditions.append(Condition("prone", "until_removed", a.id))
        if extras:
            take_harm(battle, t, extras, "physical", a.id)
        return extras
    level = harm_level(a, t, ability, extras)
    take_harm(battle, t, level, ability.harm, a.id)
    if ability.fire and t.active:
        catch_fire(battle, t, ability.fire)
    if ability.poison and t.active:
        poison_test(battle, t, ability.poison)
    return level
