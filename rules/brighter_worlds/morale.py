"""004 Morale Saves: a non-player creature makes a WIL save (4 or more) the first time it is
Wounded, the first time one of its companions is incapacitated or killed, and once when the tide
of battle turns against its side. Failing, it gives up: it flees off the map by the shortest way
when no foe is engaged with it and a way exists, and surrenders otherwise.

Measured readings (docs/rules-decisions.md): the tide has turned when the side has no more than
half of its creatures still fighting and fewer than the other side; the last creature of a side
facing two or more foes saves again at the end of every round, impaired. A living leader of the side
(other than the creature itself) or a promised reward enhances the save; being engaged by two or
more foes impairs it.
"""
from __future__ import annotations

from ..core.battle import Battle
from ..core.events import LeftTheFight, Moved
from ..core.geometry import spaces_adjacent
from .attributes import PLAIN, net_mode, roll_dice
from .creature import BrighterCreature
from .events import SaveMade
from .movement.reach import reachable

DUE = "morale_due"
"""battle.data: creature ids owing a morale save, in the order they became due."""
MODE_WORDS = {1: "enhanced", 0: "", -1: "impaired"}
FLEE_BUDGET = 200


def makes_morale_saves(c: BrighterCreature) -> bool:
    return c.npc and not c.fearless and c.active


def on_wounded(battle: Battle, c: BrighterCreature, source: str) -> None:
    if makes_morale_saves(c) and not c.tags.get("wounded_before"):
        c.tags["wounded_before"] = True
        _due(battle, c.id, "its first Wound")


def on_downed(battle: Battle, c: BrighterCreature, source: str) -> None:
    key = f"companion_down_{c.side}"
    if battle.data.get(key):
        return
    battle.data[key] = True
    for other in battle.creatures.values():
        if other.side == c.side and other.id != c.id and makes_morale_saves(other):  # type: ignore[arg-type]
            _due(battle, other.id, f"seeing {c.name} fall")


ALONE = "standing alone"


def at_round_end(battle: Battle) -> None:
    for side in battle.sides:
        key = f"tide_turned_{side}"
        if battle.data.get(key) or not tide_turned(battle, side):
            continue
        battle.data[key] = True
        for c in battle.creatures.values():
            if c.side == side and makes_morale_saves(c):  # type: ignore[arg-type]
                _due(battle, c.id, "the tide turning")
    for side in battle.sides:
        last = alone_against_many(battle, side)
        if last is not None:
            _due(battle, last.id, ALONE)
    resolve_morale(battle)


def alone_against_many(battle: Battle, side: str) -> BrighterCreature | None:
    """The side's last creature in the fight, when it faces two or more: it makes a morale save
    at the end of every round, impaired by the hopelessness of it (see docs/rules-decisions.md)."""
    mine = [c for c in battle.creatures.values() if c.side == side and c.active]
    others = sum(1 for c in battle.creatures.values() if c.side != side and c.active)
    if len(mine) == 1 and others >= 2 and makes_morale_saves(mine[0]):  # type: ignore[arg-type]
        return mine[0]  # type: ignore[return-value]
    return None


def tide_turned(battle: Battle, side: str) -> bool:
    mine = [c for c in battle.creatures.values() if c.side == side]
    fighting = sum(1 for c in mine if c.active)
    others = sum(1 for c in battle.creatures.values() if c.side != side and c.active)
    return fighting * 2 <= len(mine) and fighting < others


def _due(battle: Battle, cid: str, why: str) -> None:
    due = battle.data.setdefault(DUE, [])
    if all(entry[0] != cid for entry in due):
        due.append([cid, why])


def resolve_morale(battle: Battle) -> None:
    """Every morale save owed, in order."""
    while battle.data.get(DUE):
        cid, why = battle.data[DUE].pop(0)
        c = battle.creatures[cid]
        if makes_morale_saves(c):  # type: ignore[arg-type]
            morale_save(battle, c, why)  # type: ignore[arg-type]
    battle.data.pop(DUE, None)


def morale_reasons(battle: Battle, c: BrighterCreature) -> list[str]:
    out: list[str] = []
    if any(o.side == c.side and o.id != c.id and o.active and getattr(o, "leader", False)
           for o in battle.creatures.values()):
        out.append("+ a leader rallies it")
    if c.tags.get("reward"):
        out.append("+ it was promised a reward")
    if len(engaged_foes(battle, c)) >= 2:
        out.append("- two or more foes are on it")
    return out


def engaged_foes(battle: Battle, c: BrighterCreature) -> list[BrighterCreature]:
    return [o for o in battle.creatures.values()  # type: ignore[misc]
            if o.side != c.side and o.active and not o.tags.get("burrowed")
            and spaces_adjacent(o.pos, o.squares, c.pos, c.squares)]


def morale_save(battle: Battle, c: BrighterCreature, why: str) -> bool:
    reasons = morale_reasons(battle, c) + (["- it stands alone against many"] if why == ALONE else [])
    mode = net_mode(any(r.startswith("+") for r in reasons), any(r.startswith("-") for r in reasons))
    die = c.die("WIL")
    roll = roll_dice(battle.dice, (die,), mode, f"{c.name}'s morale") if die else 0
    passed = roll >= 4
    battle.emit(SaveMade(c.id, "WIL", die, MODE_WORDS[mode], roll, 4, passed,
                         f"morale ({why})", tuple(reasons)))
    if not passed:
        give_up(battle, c)
    return passed


def give_up(battle: Battle, c: BrighterCreature) -> None:
    """Flee off the map when free to, else surrender; either way it leaves the fight."""
    route = [] if engaged_foes(battle, c) or c.has("held") else escape_route(battle, c)
    if route:
        if len(route) > 1:
            battle.emit(Moved(c.id, tuple(route), len(route) - 1, "walk"))
        c.pos = route[-1]
        how = "fled"
    else:
        how = "surrendered"
    c.removed = True
    c.aloft = False
    battle.emit(LeftTheFight(c.id, how))


TURNS_BELOW = 2
"""Whole turns a creature may start and end beneath the ground before it counts as gone."""


def stay_below(battle: Battle, c: BrighterCreature) -> None:
    """A whole turn spent beneath the ground; after `TURNS_BELOW` of them in a row the creature
    has tunnelled away and left the fight (see docs/rules-decisions.md)."""
    c.tags["turns_below"] = int(c.tags.get("turns_below", 0)) + 1
    if c.tags["turns_below"] >= TURNS_BELOW:
        c.removed = True
        battle.emit(LeftTheFight(c.id, "fled"))


def escape_route(battle: Battle, c: BrighterCreature) -> list:
    """The shortest way to a square on the map's edge (empty when there is none)."""
    reach = reachable(battle, c, FLEE_BUDGET)
    board = battle.board
    n = c.squares
    edge = [p for p in reach.stops | {c.pos}
            if p[0] == 0 or p[1] == 0 or p[0] + n == board.width or p[1] + n == board.height]
    if not edge:
        return []
    best = min(edge, key=lambda p: (reach.cost.get(p, 0), p))
    return reach.path_to(best) if best != c.pos else [c.pos]
