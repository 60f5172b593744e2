"""001 Combat Actions, Ready: instead of acting now, the creature names a trigger and holds an
attack (a weapon or an attack or save spell) for it. The triggers this engine knows
(rules-decisions): "a foe comes within reach" (a foe's step brings it into the held ability's
reach, where it can be targeted) and "a foe casts a spell" (a foe the held ability can target
begins a spell: the readied attack lands first, and a caster it drops loses the spell). It
fires once, at the first creature that sets it off, and is lost when the creature's side next
begins a phase. It does not use up the creature's opportunity attack."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Option
from ...core.events import ConditionEnded
from ...core.geometry import Cell, space_distance
from ..attacks_and_damage.attack import make_attack
from ..creature import OldeCreature
from ..events import Readied, ReadyFired
from ..targeting import targets_from
from .disarm import armed_abilities
from .spells import cast

READIED = "readied"
"""Tag on a creature holding a readied action: [trigger, ability id]."""
IN_REACH, CASTS = "foe_in_reach", "foe_casts"
TRIGGERS = {IN_REACH: "a foe comes within reach", CASTS: "a foe casts a spell"}


def ready_options(battle: Battle, c: OldeCreature, base: dict, action_kind: str) -> list[Option]:
    out = []
    for aid in armed_abilities(battle, c):
        a = battle.abilities[aid]
        if a.kind == "spell_heal":
            continue
        for trigger, words in TRIGGERS.items():
            out.append(Option(action_kind, {**base, "action": "ready", "ability": aid, "trigger": trigger},
                              f"Ready {a.name} for when {words}"))
    return out


def ready(battle: Battle, c: OldeCreature, target: OldeCreature | None, decl: dict) -> None:
    c.tags[READIED] = [decl["trigger"], decl["ability"]]
    battle.emit(Readied(c.id, decl["trigger"], decl["ability"]))


def lapse(battle: Battle, c: OldeCreature) -> None:
    """The start of the creature's side's phase: a readied action never fired is lost."""
    if c.tags.pop(READIED, None):
        battle.emit(ConditionEnded(c.id, READIED, "its side acts again"))


def _holders(battle: Battle, foe: OldeCreature, trigger: str) -> list[OldeCreature]:
    return sorted((o for o in battle.creatures.values()  # type: ignore[misc]
                   if o.side != foe.side and o.active and (o.tags.get(READIED) or [""])[0] == trigger),
                  key=lambda o: o.id)


def _can_hit(battle: Battle, holder: OldeCreature, foe: OldeCreature) -> bool:
    aid = holder.tags[READIED][1]
    if aid not in armed_abilities(battle, holder):
        return False
    return foe in targets_from(battle, holder, holder.pos, battle.abilities[aid])


def _fire(battle: Battle, holder: OldeCreature, foe: OldeCreature, trigger: str) -> None:
    aid = holder.tags.pop(READIED)[1]
    battle.emit(ReadyFired(holder.id, foe.id, trigger))
    a = battle.abilities[aid]
    if a.spell:
        cast(battle, holder, foe, a)
    else:
        make_attack(battle, holder, foe, a, "readied attack")


def on_step(battle: Battle, mover: OldeCreature, before: Cell) -> bool:
    """After a step of `mover` from `before`: every readied "within reach" it sets off fires.
    True when one did."""
    fired = False
    for holder in _holders(battle, mover, IN_REACH):
        if not mover.active:
            break
        reach = battle.abilities[holder.tags[READIED][1]].reach
        was_in = space_distance(holder.pos, holder.squares, before, mover.squares) <= reach
        if not was_in and _can_hit(battle, holder, mover):
            _fire(battle, holder, mover, IN_REACH)
            fired = True
    return fired


def before_cast(battle: Battle, caster: OldeCreature) -> None:
    """A foe is about to cast: every readied "casts a spell" that can reach it fires first."""
    for holder in _holders(battle, caster, CASTS):
        if caster.active and _can_hit(battle, holder, caster):
            _fire(battle, holder, caster, CASTS)
