"""003 The Order of Combat: surprise is settled, everyone rolls initiative, then round after
round each creature takes its turn in initiative order (a group of identical creatures, or
creatures whose tie their side settles, act one after another in the order their side picks)."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Decision, Option
from ...core.events import CombatStarted, RoundEnded, RoundStarted
from ...core.last_side import last_side_standing
from .initiative import roll_initiative
from .surprise import determine_surprise

NAME = "three_dice"
SIDES = ("heroes", "monsters")
ORDER = "order"


def start(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    battle.pop()
    surprised = determine_surprise(battle)
    battle.emit(CombatStarted(tuple(battle.sides), tuple(surprised)))
    battle.data[ORDER] = roll_initiative(battle, str(battle.settings.get("tie_rule", "agility")))
    battle.first_side = battle.sides[0]
    battle.push({"step": "td.round", "phase": "start"})
    return None


def round_step(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    if frame["phase"] == "start":
        battle.round += 1
        battle.acted.clear()
        battle.emit(RoundStarted(battle.round))
        frame["phase"] = "end"
        battle.push({"step": "td.slot", "index": 0})
        return None
    battle.emit(RoundEnded(battle.round))
    limit = int(battle.settings.get("max_rounds", 0) or 0)
    if limit and battle.round >= limit:
        battle.finish("draw", f"no side prevailed within {limit} rounds")
        return None
    frame["phase"] = "start"
    return None


def in_order(battle: Battle, cid: str) -> bool:
    c = battle.creatures[cid]
    return not c.dead and not c.removed and cid not in battle.acted


def slot_step(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    order = battle.data.get(ORDER, [])
    if frame["index"] >= len(order):
        battle.pop()
        return None
    ready = [cid for cid in order[frame["index"]] if in_order(battle, cid)]
    if not ready:
        frame["index"] += 1
        return None
    if choice is None and len(ready) > 1:
        side = battle.creatures[ready[0]].side
        options = tuple(Option("creature", {"creature": cid}, battle.creatures[cid].name) for cid in ready)
        return Decision("next_creature", side, options, f"Who acts next for the {side}?")
    cid = choice.args["creature"] if choice is not None else ready[0]
    battle.push({"step": "td.turn", "creature": cid, "phase": "start"})
    return None


def check_end(battle: Battle) -> tuple[str, str] | None:
    """Over when a side has nobody standing (dead, dying or stable heroes are out of it)."""
    return last_side_standing(battle, "left standing")
