"""001 Combat Order: after first contact, all enemies declare and resolve, then all heroes, and
so on until combat ends. A round is one enemy phase and one hero phase (the first round opens
with the phase of the heroes who passed first contact); each creature's one opportunity attack
a round comes back when a round starts."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Decision, Option
from ...core.events import RoundEnded, RoundStarted
from ..opportunity_attacks.opportunity import USED
from .first_contact import PASSED


def round_step(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    if frame["phase"] == "start":
        _start_round(battle)
        frame["phase"] = "end"
        return None
    battle.emit(RoundEnded(battle.round))
    limit = int(battle.settings.get("max_rounds", 0) or 0)
    if limit and battle.round >= limit:
        battle.finish("draw", f"no side prevailed within {limit} rounds")
        return None
    frame["phase"] = "start"
    return None


def _start_round(battle: Battle) -> None:
    battle.round += 1
    battle.acted.clear()
    battle.emit(RoundStarted(battle.round))
    for c in battle.creatures.values():
        c.tags.pop(USED, None)
    for side in ("heroes", "monsters"):
        battle.push({"step": "os.phase", "side": side, "stage": "start", "first": False})
    passed = battle.data.pop(PASSED, [])
    if battle.round == 1 and passed:
        battle.push({"step": "os.phase", "side": "heroes", "stage": "start", "first": True,
                     "only": passed})
