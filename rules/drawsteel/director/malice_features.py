"""Spending Malice at the start of a monster's turn on its Malice features (RULES-NOTES Malice).

When a creature of the Director's side starts its turn, the `ds.malice` step offers every
Malice feature it may afford: the basic ones (every monster) and those its stat block lists.
Each may be bought once a turn; the Director keeps buying until it answers "none" (the
default). What a feature does is `feature_model.FEATURE_KINDS`; the boosts to the next power
roll sit in the creature's `boost` tag until an ability uses them or the turn ends.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.decisions import Decision, Option
from ..abilities.targeting import target_sets
from ..content.loader import default_content
from ..content.model import Effect
from ..harm.damage import gain_temporary_stamina
from ..movement.granted_movement import push_granted_move
from .events import MaliceFeatureUsed
from .feature_model import MaliceFeature
from .pool import DIRECTOR, malice, spend

BOOST = "boost"
"""Creature tag: {"potency": n, "damage": n} for its next power roll this turn."""
SPEED = "malice_speed"
"""Creature tag: speed added until the end of this turn."""


def features_of(battle: Battle, c: Creature) -> list[MaliceFeature]:
    """The basic features and the creature's own, in that order."""
    known = default_content().malice
    own = [known[f] for f in getattr(c, "malice_features", ()) if f in known]
    return [f for f in known.values() if f.basic and f not in own] + own


def at_turn_start(battle: Battle, c: Creature) -> None:
    """The `turn_started` hook: a Director's creature gets the chance to spend Malice."""
    if c.side == DIRECTOR and not getattr(c, "hero", False) and malice(battle) > 0:
        battle.push({"step": "ds.malice", "creature": c.id, "used": []})


def feature_options(battle: Battle, c: Creature, used: list[str]) -> list[Option]:
    out = []
    for f in features_of(battle, c):
        if f.id in used or f.cost > malice(battle):
            continue
        label = f"{f.name} ({f.cost} Malice)"
        if f.kind != "ability":
            out.append(Option("malice", {"feature": f.id}, label))
            continue
        ability = battle.abilities.get(f.ability)
        for targets in target_sets(battle, c, ability) if ability else ():
            names = ", ".join(battle.creatures[t].name for t in targets if t in battle.creatures)
            out.append(Option("malice", {"feature": f.id, "targets": list(targets)},
                              label + (f" on {names}" if names else "")))
    return out


def malice_step(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    c = battle.creatures[frame["creature"]]
    options = feature_options(battle, c, frame["used"]) if c.active else []
    if not options:
        battle.pop()
        return None
    if choice is None:
        none = Option("malice", {"feature": ""}, "Spend no Malice")
        return Decision("malice", c.side, (none, *options),
                        f"{c.name} starts its turn: spend Malice ({malice(battle)})?",
                        creature=c.id, default=0)
    fid = choice.args.get("feature", "")
    if not fid:
        battle.pop()
        return None
    frame["used"].append(fid)
    feature = next(f for f in features_of(battle, c) if f.id == fid)
    buy(battle, c, feature, list(choice.args.get("targets", [])))
    return None


def buy(battle: Battle, c: Creature, f: MaliceFeature, targets: list[str]) -> None:
    """Pay for a feature and put it to work."""
    spend(battle, f.cost, f"{c.name}: {f.name}")
    battle.emit(MaliceFeatureUsed(c.id, f.id, f.name, f.cost))
    if f.kind in ("potency", "damage"):
        boost = dict(c.tags.get(BOOST, {}))
        amount = f.amount or max(c.characteristics.values(), default=0)
        boost[f.kind] = boost.get(f.kind, 0) + amount
        c.tags[BOOST] = boost
    elif f.kind == "speed":
        c.tags[SPEED] = c.tags.get(SPEED, 0) + f.amount
        c.speed += f.amount
    elif f.kind == "temp_stamina":
        gain_temporary_stamina(battle, c, f.amount, c.id)
    elif f.kind == "shift":
        push_granted_move(battle, c, Effect(shift=f.amount))
    elif f.kind == "ability":
        battle.push({"step": "ds.ability", "ability": f.ability, "user": c.id,
                     "targets": targets, "phase": "pay"})


def take_boost(user: Creature, rolls: bool) -> dict:
    """The boosts bought for the next power roll, used up by this ability if it rolls."""
    return user.tags.pop(BOOST, {}) if rolls else {}


def at_turn_end(battle: Battle, c: Creature) -> None:
    """The `turn_ending` hook: unused boosts and bought speed end with the turn."""
    c.tags.pop(BOOST, None)
    extra = c.tags.pop(SPEED, 0)
    if extra:
        c.speed -= extra
