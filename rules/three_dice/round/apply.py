"""Carrying out a turn's choice."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Option
from .. import actions
from ..attacking.strike import ability_of, start_strike
from ..creature import ThreeDiceCreature
from ..hiding import hide
from ..movement.walk import start_walk
from ..zones.grapple import throw_hooks
from ..zones.moves import start_zone_move
from .standing import drop_prone, stand

SIMPLE = {"dash": actions.dash, "disengage": actions.disengage, "dodge": actions.dodge,
          "rally": actions.rally, "hide": hide}


def apply_choice(battle: Battle, frame: dict, c: ThreeDiceCreature, choice: Option) -> None:
    kind, args = choice.kind, choice.args
    if kind == "end_turn":
        frame["phase"] = "end"
    elif kind == "move":
        start_walk(battle, c, tuple(args["to"]))
    elif kind == "zone_move":
        if args.get("dash"):
            battle.turn["action"] = 0
            actions.dash(battle, c)
        start_zone_move(battle, c, args["zone"], bool(args.get("journey")))
    elif kind == "stand":
        stand(battle, c)
    elif kind == "drop_prone":
        drop_prone(battle, c)
    elif kind == "ability":
        _use(battle, c, args)
    elif kind == "grapple":
        battle.turn["action"] = 0
        throw_hooks(battle, c, args["zone"])
    elif kind == "main_action":
        battle.turn["action"] = 0
        if args["action"] == "stabilise":
            actions.stabilise_ally(battle, c, battle.creatures[args["target"]])  # type: ignore[arg-type]
        else:
            SIMPLE[args["action"]](battle, c)


def _use(battle: Battle, c: ThreeDiceCreature, args: dict) -> None:
    ability = ability_of(battle, args["ability"])
    battle.turn[ability.cost] = 0
    if ability.cost == "action" and not ability.heal:
        battle.turn["attacked"] = True
    start_strike(battle, c, ability.id, args["target"], bool(args.get("withdraw")))
