"""Leaps beyond the baseline jump (000 Movement > Jump): a Might or Agility test mid-move.

Ordinary movement already includes the baseline long jump (Might or Agility squares, at least
1). A creature standing on firm ground may instead try a jump 1 or 2 squares longer, landing at
most 1 square above or below where it took off. It pays the squares of the attempt from its
movement (it cannot jump farther than its movement allows), leaves adjacent enemies (who may
make opportunity attacks), then tests: tier 2 adds 1 square to its baseline, tier 3 adds 2.
If the result falls short, it comes down after its baseline plus whatever the test added, and
over a gap that means falling. Damaging terrain and zones where it lands react to the `entered`
hook.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.decisions import Decision, Option
from ...core.events import Moved
from ...core.geometry import Cell
from ..mounted_combat import passengers
from ..round.action_economy import spend
from ..move_actions.advance import move_budget
from .falling import fall, needs_to_fall
from ..hooks import ENTERED
from .reachable import WALK, Terrain, reachable
from ..abilities.tests import make_test
from ..position.directions import heading
from .walking import opportunity_attackers

EXTRA_BY_TIER = {1: 0, 2: 1, 3: 2}


def can_leap(battle: Battle, c: Creature, t: Terrain) -> bool:
    if c.has("prone") or c.has("grabbed") or c.has("restrained") or not c.active or c.aloft:
        return False
    return t.stance(c.pos) == WALK and not t.difficult(c.pos) and not t.damaging(c.pos)


def _clear_line(t: Terrain, start: Cell, dx: int, dy: int, k: int) -> bool:
    """Every square the jump passes over is open at take-off height or one above it."""
    x, y, z = start
    return not any(t.space_blocked((x + dx * i, y + dy * i, z)) and
                   t.space_blocked((x + dx * i, y + dy * i, z + 1)) for i in range(1, k))


def _landing(t: Terrain, start: Cell, dx: int, dy: int, k: int) -> Cell | None:
    x, y, z = start
    for dz in (0, 1, -1):
        land = (x + dx * k, y + dy * k, z + dz)
        if t.stance(land) == WALK and t.can_stop(land):
            return land
    return None


def leap_options(battle: Battle, c: Creature) -> list[Option]:
    t = Terrain(battle, c)
    if not can_leap(battle, c, t):
        return []
    left, fresh = move_budget(battle, c)
    budget = max(left, fresh)
    base = t.jump
    if budget <= base:
        return []
    easy = reachable(battle, c, budget).cost
    out = []
    for dx, dy in ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)):
        for k in range(base + 1, min(base + 2, budget) + 1):
            if not _clear_line(t, c.pos, dx, dy, k):
                break
            land = _landing(t, c.pos, dx, dy, k)
            if land is None or land in easy:
                continue
            need = k - base + 1
            out.append(Option("leap", {"to": list(land), "dir": [dx, dy], "squares": k},
                              f"Leap {k} squares, landing {heading(c.pos, land)} "
                              f"(Might or Agility test, tier {need}+ to make it)"))
    return out


def start_leap(battle: Battle, c: Creature, choice: Option) -> None:
    k = int(choice.args["squares"])
    left, fresh = move_budget(battle, c)
    if k > left:
        spend(battle, "move")
        left = fresh
    battle.turn["move_left"] = max(0, left - k)
    battle.push({"step": "ds.leap", "creature": c.id, "start": list(c.pos),
                 "to": list(choice.args["to"]), "dir": list(choice.args["dir"]), "squares": k,
                 "phase": "leave"})


def leap_step(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    c = battle.creatures[frame["creature"]]
    start = tuple(frame["start"])
    if frame["phase"] == "leave":
        frame["phase"] = "jump"
        dx, dy = frame["dir"]
        first = (start[0] + dx, start[1] + dy, start[2])
        for other in reversed(opportunity_attackers(battle, c, start, first)):  # type: ignore[arg-type]
            battle.push({"step": "ds.opportunity", "attacker": other.id, "target": c.id})
        return None
    battle.pop()
    if c.pos != start or not c.active or c.has("grabbed") or c.has("restrained") or c.has("prone"):
        return None
    _jump(battle, c, start, frame)  # type: ignore[arg-type]
    return None


def _jump(battle: Battle, c: Creature, start: Cell, frame: dict) -> None:
    t = Terrain(battle, c)
    result = make_test(battle, c, ("might", "agility"), "leap")
    made = t.jump + EXTRA_BY_TIER[result.tier]
    k = int(frame["squares"])
    dx, dy = frame["dir"]
    if made >= k:
        end = tuple(frame["to"])
    else:
        end = _short(t, start, dx, dy, made)
    c.pos = end  # type: ignore[assignment]
    battle.emit(Moved(c.id, (start, end), k, "jump", False))
    _passengers_after_leap(battle, c, start)
    battle.rules.react(ENTERED, battle, c, start, _told)
    if needs_to_fall(battle, c):
        fall(battle, c)


def _passengers_after_leap(battle: Battle, c: Creature, start: Cell) -> None:
    """A leaping mount takes its riders and climbers along; a rider or climber that leaps
    lands clear of its carrier and is off it (000 Mounted Combat: passengers move with their
    carrier and only with it)."""
    passengers.carry(battle, c, start, emit=True)
    passengers.off_if_clear(battle, c, "leapt off")


def _told() -> None:
    """A leap's move is told in one piece before it lands, so nothing is left to tell."""


def _short(t: Terrain, start: Cell, dx: int, dy: int, made: int) -> Cell:
    """Where a leap that falls short comes down: on ground if there is any, else in the air
    above the gap (and then it falls)."""
    x, y, z = start
    for i in range(made, 0, -1):
        spot = (x + dx * i, y + dy * i, z)
        land = _landing(t, start, dx, dy, i)
        if land is not None:
            return land
        if not t.space_blocked(spot) and t.can_stop(spot):
            return spot
    return start
