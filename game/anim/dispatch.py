"""Which animation each class of event gets: one table from event class to the steps that show
it (`animations()`), read by `steps_for`.

The engine's event classes come from `rules.core.events`. A ruleset's own classes (abilities
used, power rolls, zones ...) are found once by their kind in the engine's register of event
classes, since the client never imports a ruleset's modules. Every handler reads the typed
event; bars move as the ruleset says (`ViewState.bar_after`).
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable

from rules.core.targets import object_id
from rules.core.events import (Burrowed, CombatEnded, ConditionEnded, ConditionGained, Damaged,
                               Died, Event, Fell, ForceMoved, Healed, HurledThrough, KnockedOut,
                               LeftTheFight, Moved, Note, ObjectDamaged, ObjectDestroyed,
                               ObjectForceMoved, RoundStarted, Slammed, StateChanged, TurnEnded,
                               TurnStarted)
from rules.core.events import EVENT_TYPES
from rules.core.registry import event_types

from ..render import palette
from ..view import CreatureView, ViewState
from .effects import Banner, Effect, FloatingText, Ring
from .kit import Handler, _announce, _at, _float, _name
from .d20_events import D20_ANIMATIONS
from .zc_events import ZC_ANIMATIONS
from .steps import (DeathStep, FallStep, FleeStep, InstantStep, PathStep, PauseStep, RiseStep,
                    ShakeStep, ShatterStep, Step, SurrenderStep)


DAMAGE_COLOURS = {"fire": (255, 150, 60), "cold": (150, 210, 255), "sonic": (230, 200, 255),
                  "corruption": (200, 120, 230), "poison": (150, 230, 90), "acid": (170, 240, 80),
                  "lightning": (255, 240, 120), "holy": (255, 250, 200), "psychic": (255, 140, 220)}


def steps_for(ev: Event, view: ViewState) -> list[Step]:
    """The steps that animate one event (none for events nothing shows)."""
    handler = _handler(type(ev))
    return handler(ev, view) if handler else []


# ---------------------------------------------------------------------------- helpers

def _creature_change(cid: str, change: Callable[[CreatureView], None]) -> Callable[[ViewState, list[Effect]], None]:
    def apply(view: ViewState, fx: list[Effect]) -> None:
        c = view.creatures.get(cid)
        if c is not None:
            change(c)
    return apply


# ---------------------------------------------------------------------------- movement

def _moved(ev: Moved, view: ViewState) -> list[Step]:
    return [PathStep(ev.creature, list(ev.path), forced=False)]


def _force_moved(ev: ForceMoved, view: ViewState) -> list[Step]:
    return [PathStep(ev.creature, list(ev.path), forced=True)]


def _slammed(ev: Slammed, view: ViewState) -> list[Step]:
    cids = [ev.creature] + [x for x in ev.into.split(",") if x in view.creatures]
    return [ShakeStep(cids, ev.at)]


def _force_absorbed(ev: Any, view: ViewState) -> list[Step]:
    return [ShakeStep([ev.creature], ev.at)]


def _hurled(ev: HurledThrough, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        x, y = ev.at[0] + 0.5, ev.at[1] + 0.5
        fx.append(FloatingText(x, y, 0.0, "CRASH!", (255, 220, 140), 18, 0.9))
    return [InstantStep(apply)]


def _fell(ev: Fell, view: ViewState) -> list[Step]:
    return [FallStep(ev.creature, ev.start, ev.end, prone_after=ev.damage > 0),
            InstantStep(lambda v, fx: _landed(v, fx, ev))]


def _landed(view: ViewState, fx: list[Effect], ev: Fell) -> None:
    at = _at(view, ev.creature)
    if at is None:
        return
    fx.append(Ring(at[0], at[1], (210, 190, 150), 0.9, 0.45))
    words = f"Falls {ev.height}" + ("" if ev.damage else ": unhurt")
    _float(view, fx, ev.creature, words, (240, 220, 170), 15, 1.0)


def _falling_far(ev: Any, view: ViewState) -> list[Step]:
    return [FallStep(ev.creature, ev.start, ev.now, prone_after=False),
            InstantStep(lambda v, fx: _float(v, fx, ev.creature,
                                             f"Still falling: {ev.remaining} to go",
                                             (240, 220, 170), 15, 1.2))]


def _burrowed(ev: Burrowed, view: ViewState) -> list[Step]:
    return [RiseStep(ev.creature, ev.start, ev.end)]


# ---------------------------------------------------------------------------- objects and zones

def _object_destroyed(ev: ObjectDestroyed, view: ViewState) -> list[Step]:
    return [ShatterStep(ev.object, list(ev.cells), ev.material)]


def _object_damaged(ev: ObjectDamaged, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        o = v.objects.get(ev.object)
        if o is not None:
            o.vitals = v.bar_after(o.vitals, ev)
            fx.append(FloatingText(o.x + o.size / 2, o.y + o.size / 2, 0.0, f"-{ev.amount}", (230, 230, 230), 16))
    return [InstantStep(apply)]


def _object_force_moved(ev: ObjectForceMoved, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        o = v.objects.get(ev.object)
        if o is not None and ev.path:
            o.x, o.y, o.z = (float(c) for c in ev.path[-1])
    return [InstantStep(apply)]


def _zone_created(ev: Any, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        v.zones[f"{ev.owner}/{ev.name}"] = {(c[0], c[1]) for c in ev.cells}
    return [InstantStep(apply), PauseStep(0.3)]


def _zone_ended(ev: Any, view: ViewState) -> list[Step]:
    return [InstantStep(lambda v, fx: v.zones.pop(f"{ev.owner}/{ev.name}", None))]


# ---------------------------------------------------------------------------- harm and state

def _damaged(ev: Damaged, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        c = v.creatures.get(ev.target)
        if c is None:
            return
        c.vitals = v.bar_after(c.vitals, ev)
        amount = ev.amount
        colour = DAMAGE_COLOURS.get(ev.damage_type, (255, 80, 70)) if amount else (190, 190, 190)
        value = f"-{amount}" if amount else "0"
        if amount < ev.raw:
            value += " (resisted)"
        elif amount > ev.raw:
            value += " (weak!)"
        _float(v, fx, c.id, value, colour, 22)
    return [InstantStep(apply), PauseStep(0.12)]


def _temporary_gained(ev: Any, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        c = v.creatures.get(ev.creature)
        if c is not None:
            c.vitals = v.bar_after(c.vitals, ev)
            _float(v, fx, c.id, f"+{ev.amount} temp", (140, 200, 255), 18)
    return [InstantStep(apply)]


def _healed(ev: Healed, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        c = v.creatures.get(ev.target)
        if c is not None:
            c.vitals = v.bar_after(c.vitals, ev)
            _float(v, fx, c.id, f"+{ev.amount}", (110, 240, 130), 20)
    return [InstantStep(apply)]


def _state_changed(ev: StateChanged, view: ViewState) -> list[Step]:
    if not ev.active or ev.state not in ("winded", "dying"):
        return []
    colour = (240, 160, 60) if ev.state == "winded" else (255, 70, 70)
    return [InstantStep(lambda v, fx: _float(v, fx, ev.creature, ev.state.title(), colour, 15, 1.3))]


def _died(ev: Died, view: ViewState) -> list[Step]:
    return [DeathStep(ev.creature)]


def _left_the_fight(ev: LeftTheFight, view: ViewState) -> list[Step]:
    """Fled: off the board by the nearest edge. Surrendered: a white flag, then gone. Any other
    way of leaving: the token fades and the roster says it left."""
    if ev.how == "fled":
        return [FleeStep(ev.creature)]
    if ev.how == "surrendered":
        return [SurrenderStep(ev.creature), PauseStep(0.2)]

    def gone(v: ViewState, fx: list[Effect]) -> None:
        c = v.creatures.get(ev.creature)
        if c is not None:
            c.left, c.alpha = ev.how or "left", 0.0
    return [InstantStep(gone)]


def _knocked_out(ev: KnockedOut, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        c = v.creatures.get(ev.creature)
        if c is not None:
            c.unconscious = True
            if "prone" not in c.conditions:
                c.conditions.append("prone")
            _float(v, fx, c.id, "Knocked out", (200, 200, 255), 16)
    return [InstantStep(apply), PauseStep(0.3)]


def _condition_gained(ev: ConditionGained, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        c = v.creatures.get(ev.creature)
        if c is not None:
            if ev.condition not in c.conditions:
                c.conditions.append(ev.condition)
            colour = palette.CONDITION_COLOURS.get(ev.condition, (255, 255, 255))
            _float(v, fx, c.id, ev.condition.title(), colour, 16, 1.2)
    return [InstantStep(apply), PauseStep(0.1)]


def _condition_ended(ev: ConditionEnded, view: ViewState) -> list[Step]:
    def change(c: CreatureView) -> None:
        c.conditions = [x for x in c.conditions if x != ev.condition]
    return [InstantStep(_creature_change(ev.creature, change))]


def _hid(ev: Any, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        c = v.creatures.get(ev.creature)
        if c is not None:
            c.hidden = True
            _float(v, fx, c.id, "Hidden", palette.HIDDEN, 16, 1.2)
    return [InstantStep(apply), PauseStep(0.1)]


def _revealed(ev: Any, view: ViewState) -> list[Step]:
    """Partly revealed creatures look found until the view is synced with the battle."""
    def apply(v: ViewState, fx: list[Effect]) -> None:
        c = v.creatures.get(ev.creature)
        if c is not None:
            c.hidden = False
            _float(v, fx, c.id, "Found" if ev.reason.startswith("found") else "Seen",
                   palette.HIDDEN, 16, 1.2)
    return [InstantStep(apply), PauseStep(0.1)]


# ---------------------------------------------------------------------------- the round

def _turn_started(ev: TurnStarted, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        v.current = ev.creature
        v.round = ev.round
    at = _at(view, ev.creature)
    return [InstantStep(apply), PauseStep(0.15, (at[0], at[1]) if at else None)]


def _turn_ended(ev: TurnEnded, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        v.acted.add(ev.creature)
        v.current = ""
    return [InstantStep(apply)]


def _round_started(ev: RoundStarted, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        v.round = ev.round
        v.acted = set()
        fx.append(Banner(f"Round {ev.round}", palette.GOLD, 1.3, 26))
    return [InstantStep(apply), PauseStep(0.35)]


def _combat_ended(ev: CombatEnded, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        v.winner = ev.winner
        words = "A draw" if ev.winner == "draw" else f"The {ev.winner} win!"
        fx.append(Banner(words, palette.GOLD, 3.0, 30))
    return [InstantStep(apply), PauseStep(0.8)]


def _note(ev: Note, view: ViewState) -> list[Step]:
    if not ev.creature:
        return []
    if "Critical" in ev.text:
        return [InstantStep(lambda v, fx: _float(v, fx, ev.creature, "Critical! Extra action", palette.GOLD, 16, 1.6))]
    return []


# ---------------------------------------------------------------------------- abilities and rolls

def _ability_used(ev: Any, view: ViewState) -> list[Step]:
    return _announce(ev.creature, ev.name, ev.targets, view)


# Brighter Worlds' attacks, damage rolls, saves and Wounds, read with defaults so a change in
# their fields never stops an animation (the log tells the whole story in the ruleset's words).

def _attack_made(ev: Any, view: ViewState) -> list[Step]:
    return _announce(str(getattr(ev, "attacker", "")), str(getattr(ev, "name", "Attack")),
                     getattr(ev, "targets", ()), view)


def _damage_rolled(ev: Any, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        kept, armor = getattr(ev, "kept", "?"), getattr(ev, "armor", 0)
        mode = getattr(ev, "mode", "")
        words = f"Damage {kept}" + (f" ({mode})" if mode else "") + f" vs {_name(v, str(getattr(ev, 'target', '')))}"
        words += f": Armor {armor}" if armor else ""
        lost, direct = getattr(ev, "grit_lost", 0), getattr(ev, "direct", 0)
        words += f", Grit -{lost}" if lost else ""
        if direct:
            words += f", {direct} Direct Damage to {str(getattr(ev, 'attribute', '')).upper()}"
        elif not lost:
            words += ": no harm"
        fx.append(Banner(words, (255, 240, 200), 2.0, 18, 2))
    return [InstantStep(apply), PauseStep(0.45)]


def _save_made(ev: Any, view: ViewState) -> list[Step]:
    passed = bool(getattr(ev, "passed", False))
    words = (f"{str(getattr(ev, 'attribute', '')).upper()} save {getattr(ev, 'roll', '?')}: "
             + ("saved" if passed else "failed"))
    colour = (150, 230, 160) if passed else (255, 140, 120)
    return [InstantStep(lambda v, fx: _float(v, fx, str(getattr(ev, "creature", "")), words, colour, 15, 1.3)),
            PauseStep(0.3)]


def _opposed_save(ev: Any, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        actor, resister = str(getattr(ev, "actor", "")), str(getattr(ev, "resister", ""))
        won = bool(getattr(ev, "actor_won", False))
        fx.append(Banner(f"{_name(v, actor)} {getattr(ev, 'actor_roll', '?')} vs {_name(v, resister)} "
                         f"{getattr(ev, 'resister_roll', '?')}: {_name(v, actor if won else resister)} wins",
                         (220, 235, 255), 2.0, 18, 2))
    return [InstantStep(apply), PauseStep(0.4)]


def _wounded(ev: Any, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        c = v.creatures.get(str(getattr(ev, "creature", "")))
        if c is None:
            return
        c.vitals = v.bar_after(c.vitals, ev)
        attr = str(getattr(ev, "attribute", "")).upper()
        before, after = getattr(ev, "before", 0), getattr(ev, "after", 0)
        die = (lambda n: f"d{n}" if n else "0")
        _float(v, fx, c.id, f"Wound! {attr} {die(before)} -> {die(after)}", (255, 90, 80), 18, 1.5)
        at = _at(v, c.id)
        if at is not None:
            fx.append(Ring(at[0], at[1], (255, 90, 80), 0.7, 0.4, at[2]))
    return [InstantStep(apply), PauseStep(0.3)]


def _power_rolled(ev: Any, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        dice = " + ".join(str(x) for x in ev.dice)
        parts = []
        for r in ev.results:
            c = v.creatures.get(r["target"])
            name = c.name if c else object_id(r["target"])
            parts.append(f"{name}: {r['total']} = tier {r['tier']}")
        crit = "  CRITICAL!" if ev.critical else ""
        fx.append(Banner(f"Power roll {dice} {ev.bonus:+d}   " + "; ".join(parts) + crit,
                         (255, 240, 200), 2.2, 18, 2))
    return [InstantStep(apply), PauseStep(0.5)]


def _test_made(ev: Any, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        c = v.creatures.get(ev.creature)
        who = c.name if c else ev.creature
        dice = " + ".join(str(x) for x in ev.dice)
        fx.append(Banner(f"{who}: {ev.characteristic.title()} test to {ev.purpose}   "
                         f"{dice} {ev.bonus:+d} = {ev.total}, tier {ev.tier}",
                         (220, 235, 255), 2.0, 18, 2))
    return [InstantStep(apply), PauseStep(0.4)]


def _trigger_used(ev: Any, view: ViewState) -> list[Step]:
    return [InstantStep(lambda v, fx: _float(v, fx, ev.creature, f"{ev.name}!", palette.GOLD, 16, 1.4)),
            PauseStep(0.3)]


def _tier_chosen(ev: Any, view: ViewState) -> list[Step]:
    return [InstantStep(lambda v, fx: _float(v, fx, ev.creature, f"Settles for tier {ev.tier}", (220, 220, 255), 14))]


# ---------------------------------------------------------------------------- the table

ENGINE_ANIMATIONS: dict[type[Event], Handler] = {
    Moved: _moved, ForceMoved: _force_moved, Slammed: _slammed, HurledThrough: _hurled,
    ObjectDestroyed: _object_destroyed, ObjectDamaged: _object_damaged,
    ObjectForceMoved: _object_force_moved, Fell: _fell, Burrowed: _burrowed,
    Damaged: _damaged, Healed: _healed, StateChanged: _state_changed, Died: _died,
    KnockedOut: _knocked_out, LeftTheFight: _left_the_fight, ConditionGained: _condition_gained,
    ConditionEnded: _condition_ended, TurnStarted: _turn_started, TurnEnded: _turn_ended,
    RoundStarted: _round_started, CombatEnded: _combat_ended, Note: _note,
}
"""The engine's own events, by class."""

RULESET_ANIMATIONS: dict[str, Handler] = {
    "force_absorbed": _force_absorbed, "falling_far": _falling_far,
    "zone_created": _zone_created, "zone_ended": _zone_ended,
    "ability_used": _ability_used, "power_rolled": _power_rolled, "test_made": _test_made,
    "tier_chosen": _tier_chosen, "trigger_used": _trigger_used,
    "hid": _hid, "revealed": _revealed, "temporary_stamina_gained": _temporary_gained,
    "bw_attack": _attack_made, "bw_damage_rolled": _damage_rolled, "bw_save": _save_made,
    "bw_opposed_save": _opposed_save, "bw_wounded": _wounded,
}
"""Events some ruleset adds, by kind (a ruleset without one of them simply never emits it)."""


@lru_cache(maxsize=None)
def _handler(cls: type) -> Handler | None:
    """`animations().get(cls)`, found without loading every ruleset: an event's class is
    registered under its kind by the time the event exists, so its ruleset is loaded already."""
    kind = getattr(cls, "kind", None)
    own = D20_ANIMATIONS.get(kind) or RULESET_ANIMATIONS.get(kind) or ZC_ANIMATIONS.get(kind)
    if own is not None and EVENT_TYPES.get(kind) is cls:
        return own
    return ENGINE_ANIMATIONS.get(cls)


@lru_cache(maxsize=1)
def animations() -> dict[type[Event], Handler]:
    """Event class -> its animation, for the engine's events and every registered ruleset's."""
    classes = event_types()
    table = dict(ENGINE_ANIMATIONS)
    table.update({classes[kind]: handler for kind, handler in {**RULESET_ANIMATIONS, **D20_ANIMATIONS, **ZC_ANIMATIONS}.items()
                  if kind in classes})
    return table
