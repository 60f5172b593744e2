"""004 Rounds and Initiative: a round is the heroes' side acting, then their foes'. Within a side
each member acts once, in whatever order its player picks. When it is not plain that the heroes
act first, each hero makes a DEX save against the quickest foe before the first round; those who
lose it sit the first round out (and are caught unawares until it ends)."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Decision, Option
from ...core.events import CombatStarted, RoundEnded, RoundStarted
from ...core.last_side import last_side_standing
from ..attacking.risky_moves import opposed_save
from ..creature import BrighterCreature
from ..hooks import ROUND_ENDED

NAME = "brighter_worlds"
SURPRISE_SAVE = "to act before the foe"
"""What a hero's DEX save at the start is for (the narrator words it as the fight's opening)."""
SIDES = ("heroes", "monsters")


def start(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    battle.pop()
    surprised = _surprise_saves(battle)
    battle.emit(CombatStarted(tuple(battle.sides), tuple(surprised)))
    battle.first_side = battle.sides[0]
    battle.push({"step": "bw.round", "phase": "start"})
    return None


def _surprise_saves(battle: Battle) -> list[str]:
    heroes = [c for c in battle.creatures.values() if c.side == "heroes" and c.tags.get("surprise_check")]
    foes = [c for c in battle.creatures.values() if c.side != "heroes" and c.active]
    if not heroes or not foes:
        return []
    quickest: BrighterCreature = max(foes, key=lambda f: (f.die("DEX"), f.id))  # type: ignore[arg-type, attr-defined]
    lost = []
    for hero in heroes:
        if not opposed_save(battle, hero, quickest, "DEX", SURPRISE_SAVE):  # type: ignore[arg-type]
            hero.tags["surprised"] = True
            lost.append(hero.id)
    for foe in foes:
        foe.tags["surprised"] = False
    return lost


def round_step(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    if frame["phase"] == "start":
        battle.round += 1
        battle.acted.clear()
        battle.emit(RoundStarted(battle.round))
        for c in battle.creatures.values():
            c.tags.pop("attacked_by", None)
        frame["phase"] = "end"
        for side in reversed(battle.sides):
            battle.push({"step": "bw.side", "side": side})
        return None
    battle.emit(RoundEnded(battle.round))
    for c in battle.creatures.values():
        if battle.round == 1:
            c.tags.pop("surprised", None)
    battle.rules.react(ROUND_ENDED, battle)
    limit = int(battle.settings.get("max_rounds", 0) or 0)
    if limit and battle.round >= limit:
        battle.finish("draw", f"no side prevailed within {limit} rounds")
        return None
    frame["phase"] = "start"
    return None


def side_step(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    """The side's members act one by one; its player picks who goes next."""
    side = frame["side"]
    ready = [c for c in battle.creatures.values()
             if c.side == side and c.active and c.id not in battle.acted
             and not (battle.round == 1 and c.tags.get("surprised"))]
    if not ready:
        battle.pop()
        return None
    if choice is None:
        if len(ready) == 1:
            _begin(battle, ready[0].id)
            return None
        options = tuple(Option("creature", {"creature": c.id}, c.name) for c in ready)
        return Decision("next_creature", side, options, f"Who acts next for the {side}?")
    _begin(battle, choice.args["creature"])
    return None


def _begin(battle: Battle, cid: str) -> None:
    battle.push({"step": "bw.turn", "creature": cid, "phase": "start"})


def check_end(battle: Battle) -> tuple[str, str] | None:
    """The fight is over when one side has nobody left in it (killed, incapacitated, fled or
    surrendered)."""
    return last_side_standing(battle, "left in the fight")
