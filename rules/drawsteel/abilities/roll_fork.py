"""Look-ahead forks at the power roll: an ability's cost, its targeting and the responses to it
are played once, and only what follows the roll is played once per way the dice can land.

The advisor marks a look-ahead copy with `HOLD` instead of forecast dice. When the acting
creature's power roll comes up on that copy, the `ds.ability` step stops there with a
`ROLL_FORK` decision (changing nothing more), and the advisor copies the paused battle once per
group of dice. A roll by the acting creature that is not an ability's (a test on the way) takes
the mark instead and spoils it: the copy never pauses, and the advisor plays each group from the
start as before. The fork never happens in real play (only look-ahead copies hold the mark).
"""
from __future__ import annotations

from ...core.battle import AFTER_KEY, Battle
from ...core.creature import Creature
from ...core.decisions import Decision
from ..minions.squad import squad_of


class _Hold(tuple):
    """The type of `HOLD` (a tuple, like the forecast dice it stands in for)."""


HOLD = _Hold(("hold", "hold"))
"""Stands in `battle.forecast_dice` for the dice of the roll the copy pauses at."""
ROLL_FORK = "roll_fork"
"""The kind of the decision a held copy pauses at (answered by the advisor, never a player)."""


def fork_at(battle: Battle, user: Creature) -> Decision | None:
    """The pause decision when `user`'s power roll is the one the held copy waits for: the
    acting creature's, still able to act, with no step queued to run after this one (the
    resumed copy then runs exactly what the unpaused one would have); else None."""
    if battle.forecast_dice is not HOLD or user.id != battle.current or not user.active \
            or AFTER_KEY in battle.data:
        return None
    return Decision(ROLL_FORK, user.side, (), f"{user.name}'s power roll (look-ahead)", creature=user.id)


def spoil_hold(battle: Battle) -> None:
    """The acting creature rolls something else first: the copy will not pause."""
    battle.forecast_dice = None


def paused(battle: Battle) -> bool:
    decision = battle.pending()
    return decision is not None and decision.kind == ROLL_FORK


ROLL_FACTS = "roll_fork.facts"
"""`battle.cache` key of a table the copies resumed from one held copy share: each target's
edges and banes for the roll, worked out by the first copy to roll (every copy rolls from the
same state, so they are the same for all)."""


def resume(paused_copy: Battle, dice: tuple[int, int] | None, facts: dict) -> Battle:
    """Let a paused copy roll `dice` (its next `pending` carries on from the roll); `facts` is
    the table shared by every copy resumed from the same held copy."""
    paused_copy.forecast_dice = dice
    paused_copy.cache[ROLL_FACTS] = facts
    paused_copy.reconsider()
    return paused_copy


def roll_facts(battle: Battle) -> dict | None:
    """The shared table for the roll a resumed copy is about to make (taken: any later roll in
    the same copy works its facts out afresh)."""
    return battle.cache.pop(ROLL_FACTS, None) if battle.cache else None


def critical_from_plain(battle: Battle, user: Creature) -> bool:
    """Can the copy where `user`'s main-action roll is a critical hit be made from the copy
    where the same roll gives every target tier 3 without one (`with_extra_main`)? On the user's
    own turn a critical hit only adds a main action (`critical_hit.grant_extra_main`), and
    nothing played after the roll in look-ahead asks how many main actions are left, except the
    worth of an Aid Attack mark (one's side can still use it). So: yes, while no creature bears
    such a mark, for a creature that is not in a squad (whose kept roll would differ)."""
    if battle.current != user.id or squad_of(battle, user) is not None:
        return False
    return not aid_marks_out(battle)


def aid_marks_out(battle: Battle) -> bool:
    """Does any creature bear an Aid Attack mark (the one worth that reads main actions left)?
    Asked before the option (`critical_from_plain`) and of the settled twin, since the blow
    itself may leave a mark that weighed the choices made after it."""
    return any(mark.name == "aided" for c in battle.creatures.values() for mark in c.conditions)


def with_extra_main(plain: Battle, user: Creature) -> Battle:
    """A copy of a settled look-ahead copy with one main action more: the same roll as a
    critical hit (see `critical_from_plain`). If `user`'s turn ended while the copy settled, the
    extra action went with it."""
    copy = plain.clone()
    if copy.turn.get("creature") == user.id:
        copy.turn["main"] = copy.turn.get("main", 0) + 1
        copy.reconsider()  # the decision waiting was asked of the twin (its options built there)
    return copy
