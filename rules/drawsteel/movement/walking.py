"""Willing movement along a path, square by square (000 Move Actions, Opportunity Attacks).

The `ds.walk` step moves a creature one square at a time. Before each square it checks which
adjacent enemies the move would leave behind; unless the mover is shifting, each of them may make
an opportunity attack (a melee free strike, taken as a free triggered action) first. The heroes'
side decides on its attacks before the director's side. What a step means to others (a held
creature dragged along, riders carried, damaging terrain and zones biting, grabs coming apart,
hidden creatures seen) is theirs to do: the walk fires the `stepped`, `entered`, `path_told`,
`places_changed` and `move_ended` hooks.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.decisions import Decision, Option
from ...core.crowding import make_room
from ...core.events import Moved, Note
from ...core.geometry import Cell, space_distance, spaces_adjacent
from ..harm.conditions import can_take_triggered
from ..abilities.edges_and_banes import edges_and_banes
from .climb_and_swim import attempt, needs_test
from ..maneuvers.hide_and_search import is_hidden_from
from ..hooks import ENTERED, MOVE_ENDED, PATH_TOLD, PLACES_CHANGED, STEPPED
from .reachable import Reach
from ..abilities.power_roll import net_edges
from ..abilities.triggered_actions import heroes_first, offer_on_approach

OPPORTUNITY_STRIKE = "melee_free_strike"


def start_walk(battle: Battle, c: Creature, reach: Reach, dest: Cell, shift: bool) -> None:
    """Queue a walk along the cheapest path to `dest` from a reachability result."""
    path = reach.path_to(dest)
    battle.push({"step": "ds.walk", "creature": c.id, "path": [list(p) for p in path],
                 "costs": [reach.cost[p] for p in path],
                 "stances": [reach.stance.get(p, "walk") for p in path],
                 "index": 0, "segment": 0, "checked": -1, "shift": shift})


def walking(battle: Battle) -> frozenset[str]:
    """Creatures whose walk is under way, paused for a decision (an opportunity attack): they
    may be passing through another creature's space, where they cannot stop (000 Movement)."""
    return frozenset(f["creature"] for f in battle.stack if f.get("step") == "ds.walk")


def opportunity_attackers(battle: Battle, mover: Creature, here: Cell, there: Cell) -> list[Creature]:
    """Enemies the step from `here` to `there` leaves behind who may strike, players' side first."""
    strike = battle.abilities.get(OPPORTUNITY_STRIKE)
    out = []
    for other in battle.creatures.values():
        if other.side == mover.side or not can_take_triggered(other):
            continue
        held = other.condition("grabbed")
        if held is not None and held.source == mover.id:
            continue  # dragged along: it never leaves its grabber's side
        if not spaces_adjacent(here, mover.squares, other.pos, other.squares):
            continue
        if is_hidden_from(battle, mover, other):
            continue  # it cannot strike what it cannot find
        if space_distance(there, mover.squares, other.pos, other.squares) <= 1:
            continue
        if strike is not None:
            edges, banes, _ = edges_and_banes(battle, other, mover, strike)
            if net_edges(edges, banes) < 0:
                continue
        out.append(other)
    return heroes_first(battle, out)


def walk(battle: Battle, frame: dict, choice: Option | None) -> None:
    c = battle.creatures[frame["creature"]]
    path = frame["path"]
    rules = battle.rules

    def tell() -> None:
        _flush(battle, frame, c)

    while frame["index"] < len(path) - 1:
        i = frame["index"]
        if not c.active:
            break
        here, there = tuple(path[i]), tuple(path[i + 1])
        if c.pos != here or c.has("grabbed") or c.has("restrained"):
            break  # knocked off its path (or held fast) by what happened on the way
        if not frame["shift"] and frame["checked"] < i:
            frame["checked"] = i
            attackers = opportunity_attackers(battle, c, here, there)  # type: ignore[arg-type]
            if attackers:
                _flush(battle, frame, c)
                for other in reversed(attackers):
                    battle.push({"step": "ds.opportunity", "attacker": other.id, "target": c.id})
                return None
        stance = frame["stances"][i + 1]
        if not frame.get("tested") and needs_test(battle, c, there, stance):  # type: ignore[arg-type]
            _flush(battle, frame, c)
            frame["tested"] = True
            if not attempt(battle, c, stance):
                _refund(battle, frame, c)
                break
        c.pos = there  # type: ignore[assignment]
        rules.react(STEPPED, battle, c, here)
        frame["index"] = i + 1
        rules.react(ENTERED, battle, c, here, tell)
        if c.active and offer_on_approach(battle, c, here, there):  # type: ignore[arg-type]
            _flush(battle, frame, c)
            return None  # the move goes on once the responses are settled
    _flush(battle, frame, c)
    if not c.active and make_room(battle, c) is not None:  # knocked out inside a friend's space
        battle.emit(Note(f"{c.name} drops inside another's space and comes to rest beside it", c.id))
    elif c.pos == tuple(frame["path"][frame["index"]]):
        c.aloft = frame["stances"][frame["index"]] == "fly" and c.active
    rules.react(PLACES_CHANGED, battle)
    rules.react(MOVE_ENDED, battle, c)
    battle.pop()
    return None


def _refund(battle: Battle, frame: dict, c: Creature) -> None:
    """A failed climb or swim test wastes no movement: the rest of the path is given back."""
    if battle.turn.get("creature") == c.id and not frame.get("granted"):
        unused = frame["costs"][-1] - frame["costs"][frame["index"]]
        battle.turn["move_left"] = battle.turn.get("move_left", 0) + unused


def _flush(battle: Battle, frame: dict, c: Creature) -> None:
    """Tell the squares walked since the last report as one Moved event."""
    start, end = frame["segment"], frame["index"]
    if end > start:
        path = tuple(tuple(p) for p in frame["path"][start:end + 1])
        cost = frame["costs"][end] - frame["costs"][start]
        battle.emit(Moved(c.id, path, cost, frame["stances"][end], frame["shift"]))
        battle.rules.react(PATH_TOLD, battle, c, path)
    frame["segment"] = end


def opportunity(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    attacker = battle.creatures[frame["attacker"]]
    target = battle.creatures[frame["target"]]
    if not (can_take_triggered(attacker) and target.active):
        battle.pop()
        return None
    if choice is None:
        options = (Option("opportunity_attack", {"strike": True}, f"Strike {target.name}"),
                   Option("opportunity_attack", {"strike": False}, f"Let {target.name} go"))
        return Decision("opportunity_attack", attacker.side, options,
                        f"{target.name} moves away from {attacker.name}: opportunity attack?",
                        creature=attacker.id)
    battle.pop()
    if choice.args["strike"]:
        battle.push({"step": "ds.ability", "ability": OPPORTUNITY_STRIKE, "user": attacker.id,
                     "targets": [target.id], "phase": "pay", "triggered": True})
    return None
