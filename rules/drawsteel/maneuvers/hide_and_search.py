"""Hide and Search for Hidden Creatures (000 Maneuvers > Hide, Search for Hidden Creatures;
Concealment > Invisible Creatures). The rules for hiding live in a chapter we do not have, so
the choices below are recorded in docs/rules-decisions.md ("Hiding, searching, concealment").

A creature is *unobserved* by an enemy when that enemy has no line of effect to it, or it has
cover or concealment from that enemy. Hide (a maneuver, no test) makes it hidden from every
active enemy that does not observe it. Hidden state is kept per observer in the tag
`hidden_from` (a list of creature ids, always replaced, never changed in place).

While hidden from someone, the creature cannot be targeted by that creature's single-target
abilities (areas still catch it), and its strikes against that creature gain an edge. Hiding
ends when the creature uses an ability on anyone but itself, and towards each observer that sees
it plainly after any move (its own or the observer's). Search is an Intuition test that finds
hidden enemies within 10 squares, how far depending on the tier; finding an invisible creature
takes a bane. A creature found by one searcher is found by the searcher's whole side.
"""
from __future__ import annotations

from typing import Callable

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.decisions import Option
from ...core.events import Note
from ...core.geometry import space_distance
from ..position.line_of_effect import sees
from ..position.concealment import concealment_reason, has_concealment, invisible, note_concealment
from ..events import Hid, Revealed
from ..content.model import Ability
from ..position.flanking_and_cover import has_cover
from ..abilities.power_roll import resolve
from ..abilities.tests import make_test, setup_test

HIDDEN_TAG = "hidden_from"
SEARCH_RANGE = 10
SEARCH_REACH_BY_TIER = {1: 1, 2: 5, 3: SEARCH_RANGE}
"""How far a search finds hidden creatures at each tier (in squares, space to space)."""
SEARCH_PURPOSE = "search for hidden creatures"


# ---------------------------------------------------------------------------- who sees whom

def unobserved(battle: Battle, c: Creature, observer: Creature) -> bool:
    """Is `c` out of `observer`'s plain sight: no line of effect, cover or concealment?"""
    if not sees(battle, observer, c):
        return True
    return has_concealment(battle, c, observer) or has_cover(battle, observer, c)


def hidden_from(c: Creature) -> list[str]:
    return list(c.tags.get(HIDDEN_TAG, ()))


def is_hidden(c: Creature) -> bool:
    return bool(c.tags.get(HIDDEN_TAG))


def is_hidden_from(battle: Battle, c: Creature, observer: Creature) -> bool:
    """Hidden from `observer`, and still out of its plain sight (a reveal that no move has
    announced yet, such as invisibility wearing off, already counts)."""
    return observer.id in c.tags.get(HIDDEN_TAG, ()) and unobserved(battle, c, observer)


def _set_hidden(c: Creature, ids: list[str]) -> None:
    if ids:
        c.tags[HIDDEN_TAG] = sorted(set(ids))
    else:
        c.tags.pop(HIDDEN_TAG, None)


def reveal(battle: Battle, c: Creature, observers: list[str] | None, reason: str) -> None:
    """End hiding towards these observers (all of them when None)."""
    now = hidden_from(c)
    gone = now if observers is None else [o for o in now if o in observers]
    if not gone:
        return
    _set_hidden(c, [o for o in now if o not in gone])
    battle.emit(Revealed(c.id, tuple(gone), reason))


# ---------------------------------------------------------------------------- the two maneuvers

def hiding_options(battle: Battle, c: Creature) -> list[Option]:
    """Hide and Search, when they could do something (the caller checks the maneuver is free)."""
    if not c.active:
        return []
    out = []
    fresh = _could_hide_from(battle, c)
    if fresh:
        names = ", ".join(e.name for e in fresh)
        out.append(Option("maneuver", {"maneuver": "hide"}, f"Hide from {names}"))
    if any(e.active and is_hidden_from(battle, e, c) for e in battle.enemies_of(c)):
        out.append(Option("maneuver", {"maneuver": "search"}, "Search for hidden creatures"))
    return out


def _could_hide_from(battle: Battle, c: Creature) -> list[Creature]:
    return [e for e in battle.enemies_of(c)
            if e.active and e.id not in c.tags.get(HIDDEN_TAG, ()) and unobserved(battle, c, e)]


def use_hiding(battle: Battle, c: Creature, name: str) -> None:
    if name == "hide":
        hide(battle, c)
    else:
        search(battle, c)


def hide(battle: Battle, c: Creature) -> None:
    fresh = [e.id for e in _could_hide_from(battle, c)]
    if not fresh:
        return
    _set_hidden(c, hidden_from(c) + fresh)
    battle.emit(Hid(c.id, tuple(sorted(fresh))))


def search(battle: Battle, c: Creature) -> None:
    """One Intuition test; each hidden enemy in range is found if the tier reaches it."""
    setup = setup_test(battle, c, ("intuition",))
    result = make_test(battle, c, ("intuition",), SEARCH_PURPOSE)
    side = [a.id for a in battle.creatures.values() if a.side == c.side]
    d1, d2 = result.dice
    against_invisible = resolve(d1, d2, setup.bonus, setup.edges, setup.banes + 1).tier
    for other in battle.enemies_of(c):
        if not is_hidden_from(battle, other, c):
            continue
        gap = space_distance(c.pos, c.squares, other.pos, other.squares)
        tier = result.tier
        if invisible(other):
            tier = against_invisible
            battle.emit(Note(f"{other.name} is invisible: the search counts as tier {tier} "
                             "against them (bane).", c.id))
        if gap <= SEARCH_REACH_BY_TIER[tier]:
            reveal(battle, other, side, f"found by {c.name}")


# ---------------------------------------------------------------------------- hooks

def sight_edges(battle: Battle, user: Creature, target: Creature, ability: Ability,
                edge: Callable[[int, str], None], bane: Callable[[int, str], None]) -> None:
    """Edge on strikes from hiding; bane on strikes against a concealed target."""
    if not ability.is_strike or target.id == user.id:
        return
    if is_hidden_from(battle, user, target):
        edge(1, f"{user.name} is hidden from {target.name}")
    if has_concealment(battle, target, user):
        bane(1, f"{concealment_reason(battle, target)} (concealment)")


def single_target_hidden(battle: Battle, user: Creature, other: Creature) -> bool:
    """Single-target abilities cannot pick a creature hidden from the user."""
    return is_hidden_from(battle, other, user)


def on_ability(battle: Battle, user: Creature, targets: list[str]) -> None:
    """Using an ability on anyone but oneself gives the user away."""
    if is_hidden(user) and any(t != user.id for t in targets):
        reveal(battle, user, None, "used an ability")


def after_move(battle: Battle, mover: Creature) -> None:
    """After anyone moves: note fog entered or left, and end hiding towards every active
    observer that now sees a hidden creature plainly."""
    note_concealment(battle, mover)
    for c in list(battle.creatures.values()):
        if not is_hidden(c) or c.dead or c.removed:
            continue
        seen = [o for o in hidden_from(c) if o in battle.creatures
                and battle.creatures[o].active and not unobserved(battle, c, battle.creatures[o])]
        if seen:
            reveal(battle, c, seen, "in plain sight")
