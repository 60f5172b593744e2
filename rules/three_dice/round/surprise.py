"""003 Surprise: when one side lies in wait (the encounter's `ambush`), its members each make an
Agility (Stealth) check (3D + Agility + their stealth training) and the group counts its lowest
result (the clumsiest gives everyone away). Each creature of the other side whose passive Mind
(Awareness), 10 + Mind, is below that result is surprised: it neither moves, acts nor reacts
until its first turn is over. The hiders start the fight hidden. A tie goes to the watcher."""
from __future__ import annotations

from ...core.battle import Battle
from ..creature import ThreeDiceCreature
from ..dice3 import roll_pool
from ..events import CheckRolled, Surprised

STEALTH = "Agility (Stealth)"


def determine_surprise(battle: Battle) -> list[str]:
    hiders = [c for c in battle.creatures.values() if c.tags.get("ambusher") and c.active]
    if not hiders:
        return []
    results = []
    for h in hiders:
        c: ThreeDiceCreature = h  # type: ignore[assignment]
        roll = roll_pool(battle, 0, "stealth")
        total = roll.total + c.agility + c.stealth
        results.append(total)
        battle.emit(CheckRolled(c.id, STEALTH, roll.faces, roll.kept, total, 0, True))
        c.tags["hidden"] = True
        c.tags["seen_at"] = list(c.pos)
    group = min(results)
    sides = {h.side for h in hiders}
    caught = []
    for o in battle.creatures.values():
        w: ThreeDiceCreature = o  # type: ignore[assignment]
        if w.side in sides or not w.active:
            continue
        if w.passive_awareness < group:
            w.tags["surprised"] = True
            caught.append(w.id)
            battle.emit(Surprised(w.id, w.passive_awareness, group))
    return caught
