"""Triggered actions offered when their trigger happens (000 Taking a Turn > Triggered Actions
and Free Triggered Actions).

An ability with action "triggered" or "free_triggered" and `fires_on` set to one of the offered
triggers is put to its owner's side as a `trigger` decision the moment the trigger happens:

- "ally_targeted": an enemy's ability has just been paid for and targets an ally of the owner
  within `trigger_range` squares; the response resolves before that ability's power roll.
- "targeted": the same, when the enemy's ability targets the owner itself.
- "damaged": another creature's ability (an ally's area too) has damaged the owner; the
  response comes once the ability has resolved for all its targets.
- "ally_damaged": the same, when an enemy's ability has damaged an ally of the owner within
  `trigger_range` squares.
- "enemy_adjacent": an enemy's own move (or shift) has just brought it next to the owner; the
  move pauses in that square while the owner answers.

The response is aimed at `respond_to`: the creature that set it off ("source") or the creature
that was targeted or damaged ("target"), and must be able to reach it. A creature takes one
triggered action per round and any number of free triggered actions, and none while surprised,
dazed or unconscious. When several creatures may answer the same trigger, the heroes' side
decides first, then the director's. Responses never set off further responses.
"""
from __future__ import annotations

from typing import Iterable

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.decisions import Decision, Option
from ...core.events import Note
from ...core.geometry import Cell, space_distance, spaces_adjacent
from ..harm.conditions import can_take_triggered
from ..events import TriggerUsed
from ..content.model import Ability
from ..heroes.class_resources import can_pay
from .targeting import target_sets

TRIGGER_WORDS = {"ally_targeted": "an ally is targeted", "targeted": "targeted",
                 "damaged": "damaged", "ally_damaged": "an ally is damaged",
                 "enemy_adjacent": "an enemy moves next to it"}
ON_TARGETING = ("ally_targeted", "targeted")
"""Triggers offered once an ability is paid for, before its power roll."""
ON_DAMAGE = ("damaged", "ally_damaged")
"""Triggers offered once an ability has resolved and damaged someone."""


def may_use(c: Creature, ability: Ability) -> bool:
    """Able to act, a triggered (not free) one only if this round's is still unused, and a
    heroic one only with the resource to pay for it."""
    if ability.cost and not can_pay(c, ability.cost):
        return False
    return can_take_triggered(c) and (ability.action == "free_triggered" or not c.triggered_used)


def heroes_first(battle: Battle, creatures: Iterable[Creature]) -> list[Creature]:
    """Order responders by side: the heroes' side decides before the director's."""
    order = {side: i for i, side in enumerate(battle.sides)}
    return sorted(creatures, key=lambda o: order.get(o.side, 9))


def offer_responses(battle: Battle, triggers: tuple[str, ...], source: Creature,
                    targets: Iterable[str]) -> bool:
    """Queue a `ds.trigger` step for every ability that may answer one of these triggers; True
    if any was queued."""
    firing = _firing_ids(battle.abilities, triggers)
    if not firing:
        return False
    about = [t for t in targets if t in battle.creatures]
    answering = {o.id: found for o in battle.creatures.values()  # most have none: a set test first
                 if o.id != source.id and not firing.isdisjoint(o.abilities)
                 and (found := _answering(battle, o, firing))}
    if not answering:  # most creatures have no triggered action: nothing to order
        return False
    frames = []
    for owner in heroes_first(battle, (battle.creatures[i] for i in answering)):
        for ability in answering[owner.id]:
            trigger = ability.fires_on
            concerned = [t for t in about if _concerns(battle, owner, ability, source.id, t)]
            if concerned and may_use(owner, ability) and _aims(battle, owner, ability, source.id, concerned):
                frames.append({"step": "ds.trigger", "owner": owner.id, "ability": ability.id,
                               "trigger": trigger, "source": source.id, "about": concerned})
    for frame in reversed(frames):
        battle.push(frame)
    return bool(frames)


def _answering(battle: Battle, owner: Creature, firing: frozenset[str]) -> list[Ability]:
    """The owner's abilities among `firing` (`_firing_ids`)."""
    known = battle.abilities
    return [known[a] for a in owner.abilities if a in firing]


_FIRING: dict[tuple[int, tuple[str, ...]], tuple[dict, int, frozenset[str]]] = {}
"""(id of an abilities table, triggers) -> (the table, its size, the ids answering them)."""


def _firing_ids(known: dict[str, Ability], triggers: tuple[str, ...]) -> frozenset[str]:
    """Ids of the abilities in `known` that answer one of `triggers`, kept per table (a battle's
    table is filled at set-up; one that grew since is read again)."""
    key = (id(known), triggers)
    found = _FIRING.get(key)
    if found is None or found[0] is not known or found[1] != len(known):
        if len(_FIRING) >= 64:
            _FIRING.clear()
        found = _FIRING[key] = (known, len(known),
                                frozenset(a for a, ability in known.items() if ability.fires_on in triggers))
    return found[2]


def _concerns(battle: Battle, owner: Creature, ability: Ability, source_id: str, tid: str) -> bool:
    """Is this targeted or damaged creature one the owner's ability watches over?"""
    if ability.fires_on == "damaged":
        return tid == owner.id
    other, source = battle.creatures[tid], battle.creatures[source_id]
    if ability.fires_on in ("targeted", "enemy_adjacent"):
        return tid == owner.id and source.side != owner.side
    if source.side == owner.side or other.side != owner.side or other.id == owner.id or other.dead:
        return False
    return space_distance(owner.pos, owner.squares, other.pos, other.squares) <= ability.trigger_range


def _aims(battle: Battle, owner: Creature, ability: Ability, source: str,
          concerned: list[str]) -> list[tuple[str, ...]]:
    """The target sets the response may use: each must include whom it answers for."""
    wanted = {source} if ability.respond_to == "source" else set(concerned)
    return [s for s in target_sets(battle, owner, ability) if wanted & set(s)]


def offer(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    owner = battle.creatures[frame["owner"]]
    ability: Ability = battle.abilities[frame["ability"]]
    source = battle.creatures.get(frame["source"])
    concerned = [t for t in frame["about"] if t in battle.creatures and not battle.creatures[t].dead]
    sets = _aims(battle, owner, ability, frame["source"], concerned) \
        if source is not None and concerned and may_use(owner, ability) else []
    if not sets:
        battle.pop()
        return None
    if choice is None:
        return _ask(battle, frame, owner, ability, source, sets)  # type: ignore[arg-type]
    battle.pop()
    if choice.args.get("use"):
        use_response(battle, owner, ability, frame["trigger"], list(choice.args["targets"]))
    return None


def _ask(battle: Battle, frame: dict, owner: Creature, ability: Ability, source: Creature,
         sets: list[tuple[str, ...]]) -> Decision:
    def names(ids: Iterable[str]) -> str:
        return ", ".join(battle.creatures[t].name for t in ids if t in battle.creatures)
    options = [Option("trigger", {"use": True, "ability": ability.id, "targets": list(s)},
                      f"{ability.name} on {names(s)}") for s in sets]
    options.append(Option("trigger", {"use": False, "ability": ability.id},
                          f"Don't use {ability.name}"))
    if frame["trigger"] in ON_DAMAGE:
        what = f"{source.name} damaged {names(frame['about'])}"
    elif frame["trigger"] == "enemy_adjacent":
        what = f"{source.name} moves next to {owner.name}"
    else:
        what = f"{source.name} targets {names(frame['about'])}"
    kind = "free triggered action" if ability.action == "free_triggered" else "triggered action"
    return Decision("trigger", owner.side, tuple(options),
                    f"{what}: {owner.name} may respond with {ability.name} ({kind})?",
                    creature=owner.id, default=len(options) - 1)


def use_response(battle: Battle, owner: Creature, ability: Ability, trigger: str,
                 targets: list[str]) -> None:
    """Spend the round's triggered action (free ones cost nothing) and resolve the ability."""
    free = ability.action == "free_triggered"
    if not free:
        owner.triggered_used = True
    battle.emit(TriggerUsed(owner.id, ability.id, ability.name, TRIGGER_WORDS.get(trigger, trigger), free))
    battle.push({"step": "ds.ability", "ability": ability.id, "user": owner.id, "targets": targets,
                 "phase": "pay", "triggered": True, "response": True})


def death_effect_allowed(battle: Battle, c: Creature, ability: Ability) -> bool:
    """A death effect is the dying creature's triggered action: it fails if the creature was
    surprised, dazed or knocked out, or (for a triggered, not free, one) had used this round's
    already. Otherwise a triggered one uses up the round's triggered action."""
    if c.tags.get("died_unconscious"):
        why = f"{c.name} was unconscious"
    elif c.has("surprised") or c.has("dazed"):
        why = f"{c.name} is {'dazed' if c.has('dazed') else 'surprised'}"
    elif ability.action == "triggered" and c.triggered_used:
        why = f"{c.name} already used its triggered action this round"
    else:
        c.triggered_used = c.triggered_used or ability.action == "triggered"
        return True
    battle.emit(Note(f"{why}: {ability.name} does not go off", c.id))
    return False


def offer_on_approach(battle: Battle, mover: Creature, here: Cell, there: Cell) -> bool:
    """After a step of a willing move: offer "enemy_adjacent" responses to every creature the
    step brought the mover next to; True if any was queued (the move waits for them)."""
    if not any(a.fires_on == "enemy_adjacent" for a in battle.abilities.values()):
        return False
    newly = [o.id for o in battle.creatures.values()
             if o.id != mover.id and o.side != mover.side and o.active
             and spaces_adjacent(there, mover.squares, o.pos, o.squares)
             and not spaces_adjacent(here, mover.squares, o.pos, o.squares)]
    return bool(newly) and offer_responses(battle, ("enemy_adjacent",), mover, newly)
