"""003 Using Battle Zones: moving on the zone board. A zone is about 30 feet across: with 25
feet of movement a creature goes anywhere in its zone (to close with a foe there or to step
back and shoot), with 50 it may also move on into one adjacent zone, and each further 50 (the
Dash action doubles the movement) one zone more. A detached zone costs its distance in moves;
an inaccessible one cannot be entered until something links it. A creature standing prone must
first stand (half its speed). Leaving a zone while fighting provokes opportunity attacks from
everyone it was fighting, unless it took the Disengage action."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Decision, Option
from ...core.zones.placing import place_in_zone
from ..creature import ThreeDiceCreature
from ..events import ZoneMoved
from ..opportunity import provoke
from .engagement import disengage_all, engaged_foes
from .costs import zone_costs
from .transit import TRANSIT, journey_left, journey_options

CLOSE = 25
ZONE_MOVE = 50


def feet_left(battle: Battle) -> int:
    return int(battle.turn.get("feet", 0))


def can_close(battle: Battle) -> bool:
    """Enough movement to get anywhere in one's own zone."""
    return feet_left(battle) >= CLOSE


def moves_left(battle: Battle) -> int:
    return max(0, feet_left(battle) // ZONE_MOVE - int(battle.turn.get("zone_spent", 0)))


def zone_options(battle: Battle, c: ThreeDiceCreature) -> list[Option]:
    zones = battle.zones
    here = zones.zone_of(c) if zones is not None else None
    if zones is None or here is None or c.has("prone"):
        return []
    moves = moves_left(battle)
    dashed = 0
    if battle.turn.get("action", 0) > 0:
        dashed = max(0, (feet_left(battle) + c.best_speed) // ZONE_MOVE - int(battle.turn.get("zone_spent", 0)))
    journeys = journey_options(battle, c, here.name, moves, dashed)
    out = []
    costs = zone_costs(battle, c, here.name)
    now = {z: cost for z, cost in costs.items() if cost <= moves}
    for name, cost in now.items():
        if cost > 0:
            out.append(Option("zone_move", {"zone": name},
                              f"Move to {name} ({cost} move{'s' * (cost != 1)})"))
    for name, cost in costs.items():
        if 0 < cost <= dashed and name not in now:
            out.append(Option("zone_move", {"zone": name, "dash": True},
                              f"Dash to {name} ({cost} move{'s' * (cost != 1)}, uses your action)"))
    return out + journeys


def start_zone_move(battle: Battle, c: ThreeDiceCreature, name: str, journey: bool = False) -> None:
    go = {"step": "td.zone_go", "creature": c.id, "zone": name, "journey": journey}
    foes = [] if battle.turn.get("disengaged") else [f.id for f in engaged_foes(battle, c)]
    if foes:
        provoke(battle, c, foes, "leaves the fight", go)
    else:
        battle.push(go)


def zone_go_step(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    battle.pop()
    c: ThreeDiceCreature = battle.creatures[frame["creature"]]  # type: ignore[assignment]
    zones = battle.zones
    here = zones.zone_of(c) if zones is not None else None
    if zones is None or here is None or not c.active:
        return None
    disengage_all(battle, c)
    if frame.get("journey"):
        _journey(battle, c, here.name, frame["zone"])
        return None
    c.tags.pop(TRANSIT, None)
    cost = zone_costs(battle, c, here.name).get(frame["zone"], 0)
    battle.turn["zone_spent"] = int(battle.turn.get("zone_spent", 0)) + cost
    if place_in_zone(zones, battle, c.id, frame["zone"]):
        c.aloft = False
        battle.emit(ZoneMoved(c.id, here.name, frame["zone"], cost))
    return None


def _journey(battle: Battle, c: ThreeDiceCreature, here: str, to: str) -> None:
    zones = battle.zones
    assert zones is not None
    left = journey_left(battle, c, here, to)
    spend = min(left, moves_left(battle))
    battle.turn["zone_spent"] = int(battle.turn.get("zone_spent", 0)) + spend
    left -= spend
    if left > 0:
        c.tags[TRANSIT] = {"to": to, "left": left}
        battle.emit(ZoneMoved(c.id, here, to, spend, left))
        return
    c.tags.pop(TRANSIT, None)
    if place_in_zone(zones, battle, c.id, to):
        c.aloft = False
        battle.emit(ZoneMoved(c.id, here, to, spend))
