"""Carrying out a turn's choice: spend the maneuver it costs, then do it."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Option
from ..combat.attack import start_attack
from ..combat.hold import start_break_free
from ..creature import ZoneCardsCreature
from ..effects.fire import extinguish
from ..maneuvers import fast
from ..maneuvers.climb import climb
from ..maneuvers.words import lure, persuade, survey
from ..movement.flee import start_flee
from ..movement.zone_move import move_to
from ..place import steps_from
from .budget import spend

SLOW = ("attack", "flee", "persuade", "lure", "survey", "climb", "extinguish")


def apply_choice(battle: Battle, c: ZoneCardsCreature, choice: Option) -> None:
    kind, args = choice.kind, choice.args
    if kind == "zone_move":
        cost = next((n for z, n, _ in steps_from(battle, c) if z == args["zone"]), 1)
        for _ in range(cost):
            spend(battle, c, False)
        move_to(battle, c, args["zone"])
        return
    spend(battle, c, kind in SLOW)
    target = battle.creatures.get(args.get("target", ""))
    if kind == "attack":
        start_attack(battle, c, args["ability"], args["target"], args["move"])
    elif kind == "flee":
        start_flee(battle, c, args["zone"])
    elif kind == "persuade":
        persuade(battle, c, target)  # type: ignore[arg-type]
    elif kind == "lure":
        lure(battle, c, target)  # type: ignore[arg-type]
    elif kind == "survey":
        survey(battle, c)
    elif kind == "climb":
        climb(battle, c, args["zone"])
    elif kind == "extinguish":
        extinguish(battle, c)
    elif kind == "break_free":
        start_break_free(battle, c)
    else:
        _fast(battle, c, kind, args)


def _fast(battle: Battle, c: ZoneCardsCreature, kind: str, args: dict) -> None:
    if kind == "draw":
        fast.draw_weapon(battle, c, args["weapon"])
    elif kind == "stand":
        fast.stand_up(battle, c)
    elif kind == "close":
        fast.close_on(battle, c, args["target"])
    elif kind == "cover":
        fast.take_cover(battle, c)
    elif kind == "shout":
        fast.shout(battle, c, args["target"])
    elif kind == "turn_around":
        fast.turn_around(battle, c)
    elif kind == "lines":
        fast.throw_lines(battle, c, args["zone"])
    elif kind == "antidote":
        fast.antidote(battle, c)
