"""Who acts when (000 Combat Round): surprise, the d10 for the first side, alternating picks.

Steps: `ds.start` (surprise and the first side), `ds.round` (one combat round), `ds.pick` (a side
chooses its next creature; when one side has nobody left, the other side's creatures act one
after another). The side that went first goes first every round. What happens at the end of a
round (breath, long falls, zones fading) reacts to the `round_ending` hook.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.decisions import Decision, Option
from ...core.events import (CombatStarted, ConditionEnded, FirstSideChosen, FirstSideRolled,
                           RoundEnded, RoundStarted)
from ..director import groups, solos
from ..hooks import ROUND_ENDING, ROUND_STARTED
from ..objectives.captives import is_captive
from ..minions.units import unit_frame, unit_of, unit_option, units_of

HEROES, MONSTERS = "heroes", "monsters"
NO_TOTAL = [-100]
"""The Agility total of a creature that joined after the tests."""
STALL_ROUNDS = 5
"""Rounds without any damage after which the Director ends the fight (0 in settings: never)."""


def other_side(battle: Battle, side: str) -> str:
    return next(s for s in battle.sides if s != side)


def can_take_turn(battle: Battle, cid: str) -> bool:
    """Alive, conscious, on the board and not a bound captive (objectives/captives.py)."""
    c = battle.creatures[cid]
    return not (c.dead or c.removed or c.unconscious or is_captive(c))


def waiting(battle: Battle, side: str) -> list[str]:
    """Creatures on `side` that can still take a turn this round, in roster order (a solo's
    second turn counts, once another creature has had a turn since its first)."""
    return [c.id for c in battle.creatures.values()
            if c.side == side and solos.has_turn_left(battle, c) and can_take_turn(battle, c.id)]


def start(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    if frame.get("phase", "roll") == "roll":
        return _roll_first_side(battle, frame)
    if choice is None:
        chooser = frame["chooser"]
        options = tuple(Option("first_side", {"side": s}, f"{s} go first") for s in battle.sides)
        default = 0 if chooser == battle.sides[0] else 1
        return Decision("first_side", chooser, options,
                        f"The {chooser} choose which side acts first", default=default)
    _set_first(battle, choice.args["side"], frame["chooser"])
    return None


def _roll_first_side(battle: Battle, frame: dict) -> None:
    surprised = tuple(sorted(c.id for c in battle.creatures.values() if c.has("surprised")))
    battle.emit(CombatStarted(tuple(battle.sides), surprised))
    if battle.settings.get("turn_order") == "agility":
        _agility_tests(battle)
    forced = battle.settings.get("first_side")
    if forced in battle.sides:
        _set_first(battle, forced, "scenario")
        return None
    fully_surprised = [s for s in battle.sides
                       if all(c.has("surprised") for c in battle.living(s))]
    if len(fully_surprised) == 1:
        _set_first(battle, other_side(battle, fully_surprised[0]), "surprise")
        return None
    roll = battle.dice.roll(10, "who goes first")
    chooser = battle.sides[0] if roll >= 6 else battle.sides[1]
    battle.emit(FirstSideRolled(roll, chooser))
    frame["phase"] = "choose"
    frame["chooser"] = chooser
    return None


def _set_first(battle: Battle, side: str, chooser: str) -> None:
    battle.first_side = side
    battle.emit(FirstSideChosen(side, chooser))
    battle.pop()
    battle.push({"step": "ds.round", "round": 1, "phase": "start"})


def _agility_tests(battle: Battle) -> None:
    """The optional order by Agility test (000 Argument Timer > Alternative Turn Order): each
    hero, each lone enemy and each group of enemies (a Director's group, or a minion squad)
    makes one test, highest total first within each side; a group's members share its total.
    Testers of one side whose totals tie make the whole test again (2d10 + Agility) until the
    tie breaks; each reroll is kept after the earlier totals, so it only orders the tied ones."""
    testers: dict[str, list[Creature]] = {}
    for c in battle.creatures.values():
        testers.setdefault(groups.test_unit(c), []).append(c)
    totals = {key: [_agility_test(battle, members, "agility order")]
              for key, members in testers.items()}
    for side in battle.sides:
        keys = [key for key, members in testers.items() if members[0].side == side]
        while True:
            seen: dict[tuple, list[str]] = {}
            for key in keys:
                seen.setdefault(tuple(totals[key]), []).append(key)
            ties = [tied for tied in seen.values() if len(tied) > 1]
            if not ties:
                break
            for tied in ties:
                for key in tied:
                    totals[key].append(_agility_test(battle, testers[key], "agility tie"))
    battle.data["agility_order"] = {c.id: list(totals[key])
                                    for key, members in testers.items() for c in members}


def _agility_test(battle: Battle, members: list[Creature], why: str) -> int:
    """One Agility test's total: 2d10 + Agility; a group tests with its best Agility (its
    quickest member sets the pace; docs/rules-decisions.md)."""
    dice = battle.dice
    lead = max(members, key=lambda c: c.char("agility"))
    who = lead.id if len(members) == 1 else groups.test_unit(lead)
    return dice.roll(10, f"{why} {who}") + dice.roll(10, f"{why} {who}") + lead.char("agility")


def _first_by_agility(battle: Battle, candidates: list[str]) -> list[str]:
    """The units whose test total is highest: one hero or lone enemy, or the members of the
    group that tested together (among those the Director picks, 000 Enemies Act In Groups).
    A creature that joined after the tests (summoned) has none: it acts after the rest."""
    order = battle.data["agility_order"]
    best = max(order.get(cid, NO_TOTAL) for cid in candidates)
    return [cid for cid in candidates if order.get(cid, NO_TOTAL) == best]


def round_step(battle: Battle, frame: dict, choice: Option | None) -> None:
    if frame["phase"] == "start":
        battle.round = frame["round"]
        battle.acted.clear()
        solos.new_round(battle)
        groups.new_round(battle)
        for c in battle.creatures.values():
            c.triggered_used = False
        battle.emit(RoundStarted(battle.round))
        battle.rules.react(ROUND_STARTED, battle)
        frame["phase"] = "running"
        battle.push({"step": "ds.pick", "side": battle.first_side})
        return None
    battle.rules.react(ROUND_ENDING, battle)
    battle.emit(RoundEnded(battle.round))
    if battle.round == 1:
        for c in battle.creatures.values():
            if c.has("surprised"):
                c.conditions = [x for x in c.conditions if x.name != "surprised"]
                battle.emit(ConditionEnded(c.id, "surprised", "end of the first round"))
    limit = int(battle.settings.get("max_rounds", 0) or 0)
    battle.pop()
    if _stalled(battle):
        winner, reason = stalemate_result(battle)
        battle.finish(winner, reason)
        return None
    if limit and battle.round >= limit:
        battle.finish("draw", f"no side won within {limit} rounds")
        return None
    battle.push({"step": "ds.round", "round": battle.round + 1, "phase": "start"})
    return None


def _stalled(battle: Battle) -> bool:
    """Count rounds in which nobody took damage; the Director calls time after enough of them."""
    quiet = battle.data.get("quiet_rounds", 0)
    quiet = 0 if battle.data.get("damage_this_round", 0) else quiet + 1
    battle.data["quiet_rounds"] = quiet
    battle.data["damage_this_round"] = 0
    limit = int(battle.settings.get("stall_rounds", STALL_ROUNDS) or 0)
    return bool(limit) and quiet >= limit


def stalemate_result(battle: Battle) -> tuple[str, str]:
    """The side keeping the larger share of its starting Stamina among those still fighting."""
    shares = {}
    for side in battle.sides:
        members = [c for c in battle.creatures.values() if c.side == side]
        total = sum(c.max_stamina for c in members) or 1
        shares[side] = sum(max(c.stamina, 0) for c in members if c.active) / total
    best = max(shares.values())
    leaders = [s for s, v in shares.items() if v == best]
    if len(leaders) > 1:
        return "draw", "the fight stalled with neither side ahead"
    return leaders[0], "the fight stalled and the Director called it for the side clearly ahead"


def pick(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    """A side picks its next unit; a Director's group keeps the pick until all of it has acted
    (`director/groups.py`). After each turn a villain action may be offered (`ds.villain`)."""
    side = frame["side"]
    ids = waiting(battle, side)
    if not ids or not groups.still_going(battle, frame.get("group", ""), ids):
        side = other_side(battle, side)
        ids = waiting(battle, side)
        if not ids:
            battle.pop()
            return None
    allowed = set(groups.choosable(battle, side, ids))
    candidates = [unit[0] for unit in units_of(battle, side, ids)  # a squad is one unit
                  if any(member in allowed for member in unit)]
    if choice is None:
        if battle.settings.get("turn_order") == "agility":
            candidates = _first_by_agility(battle, candidates)
        if len(candidates) > 1:
            options = tuple(unit_option(battle, unit_of(battle, side, cid, ids)) for cid in candidates)
            return Decision("next_creature", side, options, f"The {side} choose who acts next")
        chosen = candidates[0]
    else:
        chosen = choice.args["creature"]
    battle.pop()
    unit = unit_of(battle, side, chosen, ids)
    keep = groups.after_pick(battle, side, chosen, [i for i in ids if i == chosen or i not in unit])
    solos.turn_begun(battle, chosen)
    nxt = {"step": "ds.pick", "side": side if keep else other_side(battle, side)}
    battle.push({**nxt, "group": groups.group_of(battle.creatures[chosen])} if keep else nxt)
    battle.push({"step": "ds.villain", "after": chosen})
    battle.push(unit_frame(battle, chosen))
    return None
