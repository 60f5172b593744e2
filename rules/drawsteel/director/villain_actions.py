"""Villain actions (RULES-NOTES Villain actions): a leader or solo has up to three; each may be
used once an encounter, the Director's side uses at most one a round, and only at the end of
another creature's turn.

After every turn the `ds.villain` step (pushed by the turn order under the turn) asks the
Director whether one of its leaders or solos uses a villain action now; the answer "none" is
the default. The action resolves as an ability with no action spent.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.decisions import Decision, Option
from ..abilities.targeting import target_sets
from ..harm.conditions import can_take_triggered
from .events import VillainActionUsed
from .pool import DIRECTOR
from .traits import after_turn

USED = "villain_used"
"""Creature tag: the villain actions it has used this encounter."""
ROUND = "villain_round"
"""battle.data key: the round in which the Director last used a villain action."""


def villains(battle: Battle, after: str) -> list[Creature]:
    """Leaders and solos of the Director's side able to act now (not the one whose turn ended)."""
    return [c for c in battle.creatures.values()
            if c.side == DIRECTOR and c.id != after and getattr(c, "villain_actions", ())
            and can_take_triggered(c)]


def villain_options(battle: Battle, after: str) -> list[Option]:
    """Every villain action that may be used now, with each set of targets it could take."""
    if battle.data.get(ROUND) == battle.round or battle.winner:
        return []
    out = []
    for c in villains(battle, after):
        for ability_id in c.villain_actions:
            ability = battle.abilities.get(ability_id)
            if ability is None or ability_id in c.tags.get(USED, ()):
                continue
            for targets in target_sets(battle, c, ability):
                names = ", ".join(battle.creatures[t].name for t in targets if t in battle.creatures)
                out.append(Option("villain_action", {"creature": c.id, "ability": ability_id,
                                                     "targets": list(targets)},
                                  f"{c.name}: {ability.name}" + (f" on {names}" if names else "")))
    return out


def villain_step(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    """The `ds.villain` step at the end of `frame["after"]`'s turn: first the traits that act
    once a turn is over (`traits.after_turn`), then the offer of a villain action."""
    if frame.get("phase", "traits") == "traits":
        frame["phase"] = "offer"
        after_turn(battle, battle.creatures[frame["after"]])
        return None
    options = villain_options(battle, frame["after"])
    if not options:
        battle.pop()
        return None
    if choice is None:
        pass_ = Option("villain_action", {"creature": ""}, "No villain action now")
        ended = battle.creatures[frame["after"]].name
        return Decision("villain_action", DIRECTOR, (pass_, *options),
                        f"{ended}'s turn is over: use a villain action?", default=0)
    battle.pop()
    if choice.args.get("creature"):
        use(battle, battle.creatures[choice.args["creature"]], choice.args["ability"],
            list(choice.args["targets"]), frame["after"])
    return None


def use(battle: Battle, c: Creature, ability_id: str, targets: list[str], after: str) -> None:
    """Spend the villain action (once an encounter, the side's one this round) and resolve it."""
    c.tags[USED] = [*c.tags.get(USED, ()), ability_id]
    battle.data[ROUND] = battle.round
    ability = battle.abilities[ability_id]
    battle.emit(VillainActionUsed(c.id, ability_id, ability.name, after))
    battle.push({"step": "ds.ability", "ability": ability_id, "user": c.id, "targets": targets,
                 "phase": "pay", "villain": True})
