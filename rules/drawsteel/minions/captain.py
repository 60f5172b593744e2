"""A captain and the benefit it gives the squad it leads (RULES-NOTES Minions).

A minion's stat block names its "with captain" benefit: a bonus its squad has for as long as a
non-minion captain leads it and is still in the fight. The kinds:

| kind            | value | while led                                              |
| --------------- | ----- | ------------------------------------------------------ |
| `speed`         | N     | each minion's speed is N higher                        |
| `stability`     | N     | each minion's stability is N higher                    |
| `free_strike`   | N     | each minion's free strike value is N higher            |
| `strike_damage` | N     | the squad's strikes deal N more damage to each target  |
| `strike_edge`   | 1     | the squad's strikes have an edge                       |

The first three change the minions' statistics when the squad forms under its captain and
change back when the captain is downed; the last two are asked for as each strike resolves.
"""
from __future__ import annotations

from typing import Any

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.events import Note
from .squad import squad_of, squad_record, squads

BENEFITS = ("speed", "stability", "free_strike", "strike_damage", "strike_edge")
STAT_BENEFITS = ("speed", "stability", "free_strike")
BENEFIT_LIMIT = 5
"""The largest bonus one benefit may give."""


def led(battle: Battle, record: dict[str, Any]) -> bool:
    """Is the squad's captain still in the fight?"""
    captain = battle.creatures.get(record.get("captain", ""))
    return captain is not None and captain.active


def apply_benefit(battle: Battle, sid: str) -> None:
    """Raise the members' statistics by the captain's benefit (once)."""
    record = squad_record(battle, sid)
    if record is None or record.get("benefit_on") or not led(battle, record):
        return
    _shift_stats(battle, record, +1)
    record["benefit_on"] = True


def on_downed(battle: Battle, c: Creature, *_: object) -> None:
    """The `downed` hook: a fallen captain's squad loses its benefit."""
    for sid, record in squads(battle).items():
        if record.get("captain") != c.id or not record.get("benefit_on"):
            continue
        _shift_stats(battle, record, -1)
        record["benefit_on"] = False
        battle.emit(Note(f"{record['name']} loses its captain, {c.name}, and the benefit it gave",
                         c.id))


def _shift_stats(battle: Battle, record: dict[str, Any], sign: int) -> None:
    for kind in STAT_BENEFITS:
        bonus = int(record["benefit"].get(kind, 0))
        if not bonus:
            continue
        for mid in record["members"]:
            m = battle.creatures.get(mid)
            if m is not None:
                setattr(m, kind, max(0, getattr(m, kind) + sign * bonus))


def _strike_bonus(battle: Battle, user: Creature, is_strike: bool, kind: str) -> int:
    record = squad_of(battle, user)
    if record is None or not is_strike or not led(battle, record):
        return 0
    return int(record["benefit"].get(kind, 0))


def strike_edge(battle: Battle, user: Creature, is_strike: bool) -> str:
    """The reason a led minion's strike has an edge ('' when it has none)."""
    if not _strike_bonus(battle, user, is_strike, "strike_edge"):
        return ""
    captain = battle.creatures[squad_of(battle, user)["captain"]]
    return f"{user.name}'s squad is led by {captain.name}"


def strike_damage(battle: Battle, user: Creature, is_strike: bool) -> int:
    """Extra damage a led minion's strike deals each target."""
    return _strike_bonus(battle, user, is_strike, "strike_damage")
