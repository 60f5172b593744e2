"""How a Draw Steel combat ends (000 End of Combat): a side wins once every objective it must
meet is met, loses when an objective of its fails (unless the fight goes on), and otherwise
the fight ends as before, when a side has nobody left who can fight. At the end the met
objectives and their event endings are told, and each hero still alive on a winning side
gains a Victory."""
from __future__ import annotations

from typing import Any

from ...core.battle import Battle
from ..round.starting_combat import check_end as last_side_end
from .events import EventEnding, VictoriesAwarded
from .model import FAIL_ONLY
from .progress import settle
from .setup import KEY, objectives
from .captives import CAPTIVE
from .status import FAILED, MET, OPEN, fighting, status

HEROES = "heroes"


def check_end(battle: Battle) -> tuple[str, str] | None:
    """The end check: objectives first, then a broken side, then the last side standing (not
    while a killing blow's forced movement and death effect are still to come).

    The engine asks after every step, and mostly nothing has ended: the creatures are looked
    over for a pending death only once an ending is found (`last_side_end` looks for one
    itself before it answers anything but None)."""
    data = battle.data
    if KEY in data or "broken" in data:
        ended = objective_end(battle) or broken_end(battle) or bound_end(battle)
        if ended:
            if any(c.tags and "death_pending" in c.tags for c in battle.creatures.values()):
                return None
            return ended
    return last_side_end(battle)


def bound_end(battle: Battle) -> tuple[str, str] | None:
    """A side whose only creatures left are bound captives has nobody who can fight."""
    captives = {c.side for c in battle.creatures.values()
                if c.tags and CAPTIVE in c.tags and not c.dead}  # `is_captive`, without the call
    for side in captives:
        if not any(fighting(c) for c in battle.creatures.values() if c.side == side):
            other = _other(battle, side)
            if not any(fighting(c) for c in battle.creatures.values() if c.side == other):
                return "draw", "nobody is left standing"
            return other, f"the {side} have nobody left who can fight"
    return None


def objective_end(battle: Battle) -> tuple[str, str] | None:
    """(winner, reason) when objectives decide the fight, else None."""
    states = objectives(battle)
    if not states:
        return None
    results = [(o, status(battle, o)) for o in states]
    if all(r == OPEN for _, r in results):  # nothing met or failed yet: nobody wins or loses
        return None
    for o, result in results:
        if result == FAILED and o.get("on_fail", "lose") == "lose":
            return _other(battle, o["side"]), f"the {o['side']} failed: {o['name']}"
    for side in battle.sides:
        needed = [(o, r) for o, r in results if o["side"] == side and o["goal"] not in FAIL_ONLY
                  and not (r == FAILED and o.get("on_fail") == "fight on")]
        if needed and all(r == MET for _, r in needed):
            return side, "objective met: " + ", ".join(o["name"] for o, _ in needed)
    return None


def broken_end(battle: Battle) -> tuple[str, str] | None:
    side = battle.data.get("broken")
    if side and not any(c.active for c in battle.creatures.values() if c.side == side):
        return _other(battle, side), f"the {side} broke and gave up the fight"
    return None


def _other(battle: Battle, side: str) -> str:
    return next((s for s in battle.sides if s != side), side)


def on_end(battle: Battle) -> None:
    """Tell the objectives met and their event endings; award Victories to a winning party."""
    for o in objectives(battle):
        if status(battle, o) == MET:
            _tell_met(battle, o)
    if battle.winner == HEROES:
        for c in battle.creatures.values():
            if c.side == HEROES and getattr(c, "hero", False) and not c.dead:
                c.victories += 1  # type: ignore[attr-defined]
                battle.emit(VictoriesAwarded(c.id, 1, c.victories))  # type: ignore[attr-defined]


def _tell_met(battle: Battle, o: dict[str, Any]) -> None:
    settle(battle, o, MET)
    if o.get("ending") and o["side"] == battle.winner:
        battle.emit(EventEnding(o["id"], o["ending"]))
