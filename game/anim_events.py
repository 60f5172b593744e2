"""Which animation each kind of event gets (see `anim` for the steps themselves)."""
from __future__ import annotations

from typing import Callable

from rules.core.events import Event

from .anim import (Banner, DeathStep, Effect, FallStep, FloatingText, InstantStep, PathStep,
                   PauseStep, RiseStep, ShakeStep, ShatterStep, Step, StrikeLine)
from .render import palette
from .view import CreatureView, ViewState

DAMAGE_COLOURS = {"fire": (255, 150, 60), "cold": (150, 210, 255), "sonic": (230, 200, 255),
                  "corruption": (200, 120, 230), "poison": (150, 230, 90), "acid": (170, 240, 80),
                  "lightning": (255, 240, 120), "holy": (255, 250, 200), "psychic": (255, 140, 220)}


def _at(view: ViewState, cid: str) -> tuple[float, float, float] | None:
    c = view.creatures.get(cid)
    if c is None:
        return None
    return (c.x + c.squares / 2, c.y + c.squares / 2, max(0.0, view.height_above_ground(c)))


def _float(view: ViewState, fx: list[Effect], cid: str, value: str, colour, size: int = 18,
           duration: float = 1.1) -> None:
    at = _at(view, cid)
    if at is not None:
        fx.append(FloatingText(at[0], at[1], at[2], value, colour, size, duration))


def _creature_change(cid: str, change: Callable[[CreatureView], None]) -> Callable[[ViewState, list[Effect]], None]:
    def apply(view: ViewState, fx: list[Effect]) -> None:
        c = view.creatures.get(cid)
        if c is not None:
            change(c)
    return apply


def steps_for(ev: Event, view: ViewState) -> list[Step]:
    d = ev.to_dict()
    handler = HANDLERS.get(d["kind"])
    return handler(d, view) if handler else []


def _moved(d: dict, view: ViewState) -> list[Step]:
    return [PathStep(d["creature"], d["path"], forced=False)]


def _force_moved(d: dict, view: ViewState) -> list[Step]:
    return [PathStep(d["creature"], d["path"], forced=True)]


def _slammed(d: dict, view: ViewState) -> list[Step]:
    cids = [d["creature"]] + [x for x in d["into"].split(",") if x in view.creatures]
    return [ShakeStep(cids, d["at"])]


def _force_absorbed(d: dict, view: ViewState) -> list[Step]:
    return [ShakeStep([d["creature"]], d["at"])]


def _hurled(d: dict, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        x, y = d["at"][0] + 0.5, d["at"][1] + 0.5
        fx.append(FloatingText(x, y, 0.0, "CRASH!", (255, 220, 140), 18, 0.9))
    return [InstantStep(apply)]


def _object_destroyed(d: dict, view: ViewState) -> list[Step]:
    return [ShatterStep(d["object"], list(d["cells"]), d["material"])]


def _object_damaged(d: dict, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        o = v.objects.get(d["object"])
        if o is not None:
            o.stamina = d["stamina"]
            fx.append(FloatingText(o.x + o.size / 2, o.y + o.size / 2, 0.0, f"-{d['amount']}", (230, 230, 230), 16))
    return [InstantStep(apply)]


def _object_force_moved(d: dict, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        o = v.objects.get(d["object"])
        if o is not None and d["path"]:
            o.x, o.y, o.z = (float(c) for c in d["path"][-1])
    return [InstantStep(apply)]


def _fell(d: dict, view: ViewState) -> list[Step]:
    return [FallStep(d["creature"], d["start"], d["end"], prone_after=d["damage"] > 0),
            InstantStep(lambda v, fx: _landed(v, fx, d))]


def _falling_far(d: dict, view: ViewState) -> list[Step]:
    return [FallStep(d["creature"], d["start"], d["now"], prone_after=False),
            InstantStep(lambda v, fx: _float(v, fx, d["creature"],
                                             f"Still falling: {d['remaining']} to go",
                                             (240, 220, 170), 15, 1.2))]


def _zone_created(d: dict, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        v.zones[f"{d['owner']}/{d['name']}"] = {(c[0], c[1]) for c in d["cells"]}
    return [InstantStep(apply), PauseStep(0.3)]


def _zone_ended(d: dict, view: ViewState) -> list[Step]:
    return [InstantStep(lambda v, fx: v.zones.pop(f"{d['owner']}/{d['name']}", None))]


def _landed(view: ViewState, fx: list[Effect], d: dict) -> None:
    from .anim import Ring
    at = _at(view, d["creature"])
    if at is None:
        return
    fx.append(Ring(at[0], at[1], (210, 190, 150), 0.9, 0.45))
    words = f"Falls {d['height']}" + ("" if d["damage"] else ": unhurt")
    _float(view, fx, d["creature"], words, (240, 220, 170), 15, 1.0)


def _burrowed(d: dict, view: ViewState) -> list[Step]:
    return [RiseStep(d["creature"], d["start"], d["end"])]


def _damaged(d: dict, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        c = v.creatures.get(d["target"])
        if c is None:
            return
        c.stamina, c.temp_stamina = d["stamina"], d.get("temporary", c.temp_stamina)
        amount = d["amount"]
        colour = DAMAGE_COLOURS.get(d["damage_type"], (255, 80, 70)) if amount else (190, 190, 190)
        value = f"-{amount}" if amount else "0"
        if amount < d["raw"]:
            value += " (resisted)"
        elif amount > d["raw"]:
            value += " (weak!)"
        _float(v, fx, c.id, value, colour, 22)
    return [InstantStep(apply), PauseStep(0.12)]


def _temporary_stamina(d: dict, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        c = v.creatures.get(d["creature"])
        if c is not None:
            c.temp_stamina = d["total"]
            _float(v, fx, c.id, f"+{d['amount']} temp", (140, 200, 255), 18)
    return [InstantStep(apply)]


def _healed(d: dict, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        c = v.creatures.get(d["target"])
        if c is not None:
            c.stamina = d["stamina"]
            _float(v, fx, c.id, f"+{d['amount']}", (110, 240, 130), 20)
    return [InstantStep(apply)]


def _state_changed(d: dict, view: ViewState) -> list[Step]:
    if not d["active"] or d["state"] not in ("winded", "dying"):
        return []
    colour = (240, 160, 60) if d["state"] == "winded" else (255, 70, 70)
    return [InstantStep(lambda v, fx: _float(v, fx, d["creature"], d["state"].title(), colour, 15, 1.3))]


def _died(d: dict, view: ViewState) -> list[Step]:
    return [DeathStep(d["creature"])]


def _knocked_out(d: dict, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        c = v.creatures.get(d["creature"])
        if c is not None:
            c.unconscious = True
            if "prone" not in c.conditions:
                c.conditions.append("prone")
            _float(v, fx, c.id, "Knocked out", (200, 200, 255), 16)
    return [InstantStep(apply), PauseStep(0.3)]


def _condition_gained(d: dict, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        c = v.creatures.get(d["creature"])
        if c is not None:
            if d["condition"] not in c.conditions:
                c.conditions.append(d["condition"])
            colour = palette.CONDITION_COLOURS.get(d["condition"], (255, 255, 255))
            _float(v, fx, c.id, d["condition"].title(), colour, 16, 1.2)
    return [InstantStep(apply), PauseStep(0.1)]


def _condition_ended(d: dict, view: ViewState) -> list[Step]:
    def change(c: CreatureView) -> None:
        c.conditions = [x for x in c.conditions if x != d["condition"]]
    return [InstantStep(_creature_change(d["creature"], change))]


def _hid(d: dict, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        c = v.creatures.get(d["creature"])
        if c is not None:
            c.hidden = True
            _float(v, fx, c.id, "Hidden", palette.HIDDEN, 16, 1.2)
    return [InstantStep(apply), PauseStep(0.1)]


def _revealed(d: dict, view: ViewState) -> list[Step]:
    """Partly revealed creatures look found until the view is synced with the battle."""
    def apply(v: ViewState, fx: list[Effect]) -> None:
        c = v.creatures.get(d["creature"])
        if c is not None:
            c.hidden = False
            _float(v, fx, c.id, "Found" if d["reason"].startswith("found") else "Seen",
                   palette.HIDDEN, 16, 1.2)
    return [InstantStep(apply), PauseStep(0.1)]


def _turn_started(d: dict, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        v.current = d["creature"]
        v.round = d["round"]
    at = _at(view, d["creature"])
    return [InstantStep(apply), PauseStep(0.15, (at[0], at[1]) if at else None)]


def _turn_ended(d: dict, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        v.acted.add(d["creature"])
        v.current = ""
    return [InstantStep(apply)]


def _round_started(d: dict, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        v.round = d["round"]
        v.acted = set()
        fx.append(Banner(f"Round {d['round']}", palette.GOLD, 1.3, 26))
    return [InstantStep(apply), PauseStep(0.35)]


def _ability_used(d: dict, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        user = _at(v, d["creature"])
        c = v.creatures.get(d["creature"])
        if user is None or c is None:
            return
        colour = palette.side_colour(c.side)
        fx.append(Banner(f"{c.name}: {d['name']}", colour, 1.6, 20, 1))
        for t in d["targets"]:
            if t == d["creature"]:
                continue
            at = _at(v, t) or _object_at(v, t)
            if at is not None:
                fx.append(StrikeLine(user, at, palette.shade(colour, 1.3)))
    at = _at(view, d["creature"])
    return [InstantStep(apply), PauseStep(0.4, (at[0], at[1]) if at else None)]


def _object_at(view: ViewState, target: str) -> tuple[float, float, float] | None:
    if not target.startswith("object:"):
        return None
    o = view.objects.get(target[len("object:"):])
    return (o.x + o.size / 2, o.y + o.size / 2, 0.0) if o else None


def _power_rolled(d: dict, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        dice = " + ".join(str(x) for x in d["dice"])
        parts = []
        for r in d["results"]:
            c = v.creatures.get(r["target"])
            name = c.name if c else r["target"].replace("object:", "")
            parts.append(f"{name}: {r['total']} = tier {r['tier']}")
        crit = "  CRITICAL!" if d["critical"] else ""
        fx.append(Banner(f"Power roll {dice} {d['bonus']:+d}   " + "; ".join(parts) + crit,
                         (255, 240, 200), 2.2, 18, 2))
    return [InstantStep(apply), PauseStep(0.5)]


def _test_made(d: dict, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        c = v.creatures.get(d["creature"])
        who = c.name if c else d["creature"]
        dice = " + ".join(str(x) for x in d["dice"])
        fx.append(Banner(f"{who}: {d['characteristic'].title()} test to {d['purpose']}   "
                         f"{dice} {d['bonus']:+d} = {d['total']}, tier {d['tier']}",
                         (220, 235, 255), 2.0, 18, 2))
    return [InstantStep(apply), PauseStep(0.4)]


def _resource_changed(d: dict, view: ViewState) -> list[Step]:
    def change(c: CreatureView) -> None:
        c.resource = d["total"]
    return [InstantStep(_creature_change(d["creature"], change))]


def _combat_ended(d: dict, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        v.winner = d["winner"]
        words = "A draw" if d["winner"] == "draw" else f"The {d['winner']} win!"
        fx.append(Banner(words, palette.GOLD, 3.0, 30))
    return [InstantStep(apply), PauseStep(0.8)]


def _note(d: dict, view: ViewState) -> list[Step]:
    if not d.get("creature"):
        return []
    value = d["text"]
    if "Critical" in value:
        return [InstantStep(lambda v, fx: _float(v, fx, d["creature"], "Critical! Extra action", palette.GOLD, 16, 1.6))]
    return []


def _trigger_used(d: dict, view: ViewState) -> list[Step]:
    return [InstantStep(lambda v, fx: _float(v, fx, d["creature"], f"{d['name']}!", palette.GOLD, 16, 1.4)),
            PauseStep(0.3)]


def _tier_chosen(d: dict, view: ViewState) -> list[Step]:
    return [InstantStep(lambda v, fx: _float(v, fx, d["creature"], f"Settles for tier {d['tier']}", (220, 220, 255), 14))]


HANDLERS: dict[str, Callable[[dict, ViewState], list[Step]]] = {
    "moved": _moved, "force_moved": _force_moved, "slammed": _slammed, "hurled_through": _hurled,
    "force_absorbed": _force_absorbed,
    "object_destroyed": _object_destroyed, "object_damaged": _object_damaged,
    "object_force_moved": _object_force_moved, "fell": _fell, "falling_far": _falling_far,
    "zone_created": _zone_created, "zone_ended": _zone_ended, "burrowed": _burrowed,
    "damaged": _damaged, "healed": _healed, "state_changed": _state_changed, "died": _died,
    "knocked_out": _knocked_out, "condition_gained": _condition_gained,
    "condition_ended": _condition_ended, "turn_started": _turn_started, "turn_ended": _turn_ended,
    "round_started": _round_started, "ability_used": _ability_used, "power_rolled": _power_rolled,
    "test_made": _test_made,
    "resource_changed": _resource_changed, "combat_ended": _combat_ended, "note": _note,
    "tier_chosen": _tier_chosen, "trigger_used": _trigger_used,
    "hid": _hid, "revealed": _revealed, "temporary_stamina_gained": _temporary_stamina,
}
