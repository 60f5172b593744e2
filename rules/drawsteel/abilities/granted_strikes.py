"""A strike granted off-turn: "an ally of your choice can make a free strike" (000 Abilities;
RULES-NOTES Monster free strikes). It costs the striker no action, not even its triggered one.

The striker's side picks the target among the creatures its melee or ranged free strike can
reach, or lets the chance go.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.decisions import Decision, Option
from ...core.events import Note
from .targeting import target_sets

FREE_STRIKES = ("melee_free_strike", "ranged_free_strike")


def push_granted_strike(battle: Battle, striker: Creature) -> None:
    if striker.active:
        battle.push({"step": "ds.granted_strike", "creature": striker.id})


def _strike_options(battle: Battle, c: Creature) -> list[Option]:
    out = []
    for aid in FREE_STRIKES:
        ability = battle.abilities.get(aid)
        if ability is None:
            continue
        for targets in target_sets(battle, c, ability):
            names = ", ".join(battle.creatures[t].name for t in targets if t in battle.creatures)
            out.append(Option("granted_strike", {"ability": aid, "targets": list(targets)},
                              f"{ability.name} on {names}"))
    return out


def granted_strike_step(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    c = battle.creatures[frame["creature"]]
    options = _strike_options(battle, c) if c.active and not c.has("dazed") else []
    if not options:
        battle.pop()
        if c.active:
            battle.emit(Note(f"{c.name} has no one to strike", c.id))
        return None
    if choice is None:
        skip = Option("granted_strike", {"ability": "", "targets": []}, "Let the chance go")
        return Decision("granted_strike", c.side, tuple(options) + (skip,),
                        f"{c.name} may make a free strike", creature=c.id)
    battle.pop()
    if choice.args["ability"]:
        battle.push({"step": "ds.ability", "ability": choice.args["ability"], "user": c.id,
                     "targets": list(choice.args["targets"]), "phase": "pay", "granted": True})
    return None
