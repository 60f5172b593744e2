"""002 Initiative and Rounds: before the first round the ambush is settled and everyone draws
their cards; each round refills everyone's maneuvers, burns and poisons those it should, lets the
heroes trade cards, then runs the turns in card order."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Decision, Option
from ...core.events import CombatStarted, RoundEnded, RoundStarted
from ...core.last_side import last_side_standing
from ..cards.deck import deal
from ..cards.order import ORDER, set_order
from ..cards.swap import round_swaps, swap
from ..creature import ZoneCardsCreature
from ..effects.ambush import settle_ambush
from ..effects.fire import burn_at_round_start
from ..effects.poison import poison_at_round_start
from ..effects.tired import weary_tests

NAME = "zone_cards"
SIDES = ("heroes", "monsters")


def start(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    battle.pop()
    battle.emit(CombatStarted(tuple(battle.sides), ()))
    extra_for = settle_ambush(battle)
    weary_tests(battle)
    deal(battle, extra_for)
    battle.first_side = battle.sides[0]
    battle.push({"step": "zc.round", "phase": "start"})
    return None


def round_step(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    phase = frame["phase"]
    if phase == "start":
        _begin(battle)
        frame["phase"] = "swap"
        return None
    if phase == "swap":
        options = round_swaps(battle) if battle.settings.get("card_swaps", True) else []
        if choice is None and len(options) > 1:
            return Decision("card_swap", battle.sides[0], tuple(options),
                            "Trade initiative cards before the round?", default=0)
        if choice is not None and choice.kind == "swap_cards":
            a: ZoneCardsCreature = battle.creatures[choice.args["creature"]]  # type: ignore[assignment]
            b: ZoneCardsCreature = battle.creatures[choice.args["target"]]  # type: ignore[assignment]
            swap(battle, a, a.cards[0], b, b.cards[0], "agreed")
        set_order(battle)
        frame["phase"] = "end"
        battle.push({"step": "zc.slot", "index": 0, "member": 0})
        return None
    _finish_round(battle, frame)
    return None


def _begin(battle: Battle) -> None:
    battle.round += 1
    battle.acted.clear()
    battle.emit(RoundStarted(battle.round))
    for c in battle.creatures.values():
        z: ZoneCardsCreature = c  # type: ignore[assignment]
        z.slow = z.fast = max(1, len(z.cards))
    if battle.round > 1:
        for c in list(battle.creatures.values()):
            burn_at_round_start(battle, c)  # type: ignore[arg-type]
            poison_at_round_start(battle, c)  # type: ignore[arg-type]


def _finish_round(battle: Battle, frame: dict) -> None:
    battle.emit(RoundEnded(battle.round))
    if battle.round == 1:
        for c in battle.creatures.values():
            c.tags.pop("off_guard", None)
    limit = int(battle.settings.get("max_rounds", 0) or 0)
    if limit and battle.round >= limit:
        battle.finish("draw", f"no side prevailed within {limit} rounds")
        return
    frame["phase"] = "start"


def slot_step(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    order = battle.data.get(ORDER, [])
    while frame["index"] < len(order):
        card, ids = order[frame["index"]]
        if frame["member"] < len(ids):
            cid = ids[frame["member"]]
            frame["member"] += 1
            if battle.creatures[cid].active:
                battle.push({"step": "zc.turn", "creature": cid, "card": card, "phase": "start"})
                return None
            continue
        frame["index"] += 1
        frame["member"] = 0
    battle.pop()
    return None


def check_end(battle: Battle) -> tuple[str, str] | None:
    """Over when a side has nobody left in the fight (broken, fled or yielded)."""
    return last_side_standing(battle, "left in the fight")
