"""003 Detached Zones: reaching a detached zone (or one of difficult ground) may take several
turns. A creature whose moves
this turn fall short of the way across sets out: it is under way (out of melee: it neither
makes nor receives melee attacks, though it can still be shot, and it makes no attacks itself),
and each later turn its moves go on along the way until it arrives. Moving anywhere else
abandons the journey."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Option
from ..creature import ThreeDiceCreature
from .costs import step_cost

TRANSIT = "transit"


def journey_options(battle: Battle, c: ThreeDiceCreature, here: str, moves: int, dashed: int) -> list[Option]:
    zones = battle.zones
    assert zones is not None
    under_way = c.tags.get(TRANSIT)
    if under_way:
        return _carry_on(under_way["to"], int(under_way["left"]), moves, dashed)
    out = []
    for link in zones.linked(here):
        other = link.other(here)
        cost = step_cost(battle, c, link, other)
        if cost is None:
            continue
        if cost > moves >= 1:
            out.append(Option("zone_move", {"zone": other, "journey": True},
                              f"Set out for {other} ({cost} moves, {moves} this turn)"))
        elif cost > dashed >= 1 and moves == 0:
            out.append(Option("zone_move", {"zone": other, "journey": True, "dash": True},
                              f"Dash, setting out for {other} ({cost} moves, {dashed} this turn)"))
    return out


def _carry_on(to: str, left: int, moves: int, dashed: int) -> list[Option]:
    if moves >= 1:
        return [Option("zone_move", {"zone": to, "journey": True}, f"Carry on to {to} ({left} to go)")]
    if dashed >= 1:
        return [Option("zone_move", {"zone": to, "journey": True, "dash": True},
                       f"Dash on towards {to} ({left} to go, uses your action)")]
    return []


def journey_left(battle: Battle, c: ThreeDiceCreature, here: str, to: str) -> int:
    """Moves still to go on the way to `to`."""
    under_way = c.tags.get(TRANSIT)
    if under_way and under_way["to"] == to:
        return int(under_way["left"])
    zones = battle.zones
    assert zones is not None
    link = zones.link(here, to)
    return (step_cost(battle, c, link, to) or 0) if link is not None else 0
