"""How the events of a declare-first d20 ruleset (seed 001) are shown: a side starting to
declare, each revealed declaration as an intent arrow on the board, d20 rolls against AC or a
DC, damage rolls, fumbles with their complication, the dying table's 2d6 and the row reached,
Fatigue, opportunity attacks and a side whose nerve breaks.

Fields are read with defaults, as for every ruleset's own events, so a change in them never
stops an animation (the log tells the whole story in the ruleset's words)."""
from __future__ import annotations

from typing import Any

from ..intents import Intent
from ..render import palette
from ..view import ViewState
from .kit import Handler, _announce, _at, _float, _name
from .effects import Banner, Effect, FloatingText, Ring
from .steps import InstantStep, PauseStep, Step

FUMBLE_WORDS = {"drop": "drops the weapon", "slip": "slips and falls prone"}
DYING_COLOURS = {"back up": (130, 240, 150), "stable": (170, 220, 255), "still dying": (255, 200, 120),
                 "heroic last action": (255, 150, 90), "dead": (255, 90, 90)}


def _get(ev: Any, name: str, default: Any = "") -> Any:
    return getattr(ev, name, default)


def _phase(ev: Any, view: ViewState) -> list[Step]:
    side = str(_get(ev, "side"))
    who = "The quickest heroes" if _get(ev, "first", False) else f"The {palette.SIDE_NAMES.get(side, side).lower()}"

    def apply(v: ViewState, fx: list[Effect]) -> None:
        v.intents = []
        fx.append(Banner(f"{who} declare", palette.side_colour(side), 1.4, 22, 1))
    return [InstantStep(apply), PauseStep(0.3)]


def _declared(ev: Any, view: ViewState) -> list[Step]:
    """A revealed declaration joins the arrows on the board (from where its creature stands)."""
    def apply(v: ViewState, fx: list[Effect]) -> None:
        c = v.creatures.get(str(_get(ev, "creature")))
        if c is None:
            return
        to = tuple(int(x) for x in _get(ev, "to", ()) or ()) or None
        v.intents.append(Intent(c.id, c.side, (int(c.x), int(c.y), int(c.z)), to,  # type: ignore[arg-type]
                                str(_get(ev, "action")), str(_get(ev, "target")), str(_get(ev, "ability"))))
    return [InstantStep(apply), PauseStep(0.12)]


def _declaration_lost(ev: Any, view: ViewState) -> list[Step]:
    words = f"{str(_get(ev, 'action')).replace('_', ' ').capitalize()} lost: {_get(ev, 'why')}"
    return [InstantStep(lambda v, fx: _float(v, fx, str(_get(ev, "creature")), words, (220, 200, 160), 14, 1.6)),
            PauseStep(0.3)]


def roll_words(ev: Any, target_name: str = "") -> str:
    """One d20 roll in a line: "Bryn: attack on Bandit  d20 14 +5 EDGE +3 = 22 vs 15, hit"."""
    purpose = str(_get(ev, "purpose"))
    d6s = tuple(_get(ev, "d6s", ()) or ())
    extra = ""
    if d6s:
        word = "EDGE +" if _get(ev, "edge", 0) > 0 else "SETBACK -"
        extra = f" {word}{sum(d6s)}"
    attack = "attack" in purpose  # an attack or an opportunity attack, against AC
    yes, no = ("hit", "miss") if attack else ("success", "failure")
    verdict = yes if _get(ev, "success", False) else no
    d20 = _get(ev, "d20", "?")
    if attack and d20 == 20:
        verdict = "CRITICAL hit"
    elif attack and d20 == 1:
        verdict = "FUMBLE"
    on = f" on {target_name}" if target_name else ""
    against = _get(ev, "against", 0)
    versus = f" vs {'AC' if attack else 'DC'} {against}" if against else ""
    return f"{purpose[:1].upper() + purpose[1:]}{on}: d20 {d20} {_get(ev, 'bonus', 0):+d}{extra} = {_get(ev, 'total', '?')}{versus}, {verdict}"


def _d20(ev: Any, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        who = _name(v, str(_get(ev, "creature")))
        target = str(_get(ev, "target"))
        colour = (150, 230, 160) if _get(ev, "success", False) else (255, 150, 130)
        fx.append(Banner(f"{who}: {roll_words(ev, _name(v, target) if target else '')}", colour, 2.0, 18, 2))
    at = _at(view, str(_get(ev, "creature")))
    return [InstantStep(apply), PauseStep(0.45, (at[0], at[1]) if at else None)]


def _damage(ev: Any, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        dice = " + ".join(str(x) for x in _get(ev, "dice", ()) or ())
        bonus = _get(ev, "bonus", 0)
        crit = "Critical, dice doubled: " if _get(ev, "critical", False) else ""
        words = f"{crit}damage {dice}{f' {bonus:+d}' if bonus else ''} = {_get(ev, 'total', '?')}"
        fx.append(Banner(f"{_name(v, str(_get(ev, 'attacker')))}: {words}", (255, 240, 200), 1.8, 18, 3))
    return [InstantStep(apply), PauseStep(0.25)]


def fumble_words(what: str, ally: str) -> str:
    if what == "ally":
        return f"swings wild and strikes {ally}" if ally else "swings wild, but nobody is close"
    return FUMBLE_WORDS.get(what, what)


def _fumble(ev: Any, view: ViewState) -> list[Step]:
    cid = str(_get(ev, "creature"))

    def apply(v: ViewState, fx: list[Effect]) -> None:
        ally = str(_get(ev, "ally"))
        words = fumble_words(str(_get(ev, "what")), _name(v, ally) if ally else "")
        fx.append(Banner(f"Fumble! {_name(v, cid)} {words}", (255, 170, 90), 2.6, 20, 1))
        _float(v, fx, cid, "Fumble!", (255, 170, 90), 18, 1.4)
    at = _at(view, cid)
    return [InstantStep(apply), PauseStep(0.7, (at[0], at[1]) if at else None)]


def _weapon_landed(ev: Any, view: ViewState) -> list[Step]:
    def apply(v: ViewState, fx: list[Effect]) -> None:
        at = tuple(int(x) for x in _get(ev, "at", ()) or ())
        if len(at) >= 3:
            v.loose_weapons[str(_get(ev, "owner"))] = at  # type: ignore[assignment]
            fx.append(Ring(at[0] + 0.5, at[1] + 0.5, (230, 230, 240), 0.5, 0.6))
            fx.append(FloatingText(at[0] + 0.5, at[1] + 0.5, 0.0, f"{_name(v, str(_get(ev, 'owner')))}'s weapon",
                                   (230, 230, 240), 14, 1.6))
    return [InstantStep(apply), PauseStep(0.3)]


def dying_words(ev: Any, name: str) -> str:
    """The dying table in a line: "Wren, dying: 2d6 3+4 -1 Fatigue = 6: still dying"."""
    dice = tuple(_get(ev, "dice", ()) or ())
    rolled = "+".join(str(x) for x in dice)
    fatigue = _get(ev, "fatigue", 0)
    less = f" -{fatigue} Fatigue" if fatigue else ""
    return f"{name}, dying: 2d6 {rolled}{less} = {_get(ev, 'total', '?')}: {_get(ev, 'row')}"


def _dying(ev: Any, view: ViewState) -> list[Step]:
    cid = str(_get(ev, "creature"))
    row = str(_get(ev, "row"))
    colour = DYING_COLOURS.get(row, (255, 200, 120))

    def apply(v: ViewState, fx: list[Effect]) -> None:
        fx.append(Banner(dying_words(ev, _name(v, cid)), colour, 3.0, 20, 1))
        _float(v, fx, cid, row.capitalize(), colour, 18, 1.8)
    at = _at(view, cid)
    return [InstantStep(apply), PauseStep(0.9, (at[0], at[1]) if at else None)]


def _fatigue(ev: Any, view: ViewState) -> list[Step]:
    cid = str(_get(ev, "creature"))

    def apply(v: ViewState, fx: list[Effect]) -> None:
        c = v.creatures.get(cid)
        if c is not None:
            c.vitals = v.bar_after(c.vitals, ev)
        _float(v, fx, cid, f"Fatigue {_get(ev, 'fatigue', '?')}", (220, 190, 255), 16, 1.4)
    return [InstantStep(apply), PauseStep(0.2)]


FREE_DONE = {"pick_up": "Picks up the weapon", "draw": "Draws a spare", "potion": "Drinks a potion"}


def _free_action(ev: Any, view: ViewState) -> list[Step]:
    """A free action as it resolves: a word over the creature (the weapon leaves the ground)."""
    cid, what = str(_get(ev, "creature")), str(_get(ev, "what"))

    def apply(v: ViewState, fx: list[Effect]) -> None:
        if what == "pick_up":
            v.loose_weapons.pop(cid, None)
        _float(v, fx, cid, FREE_DONE.get(what, what.replace("_", " ").capitalize()), (220, 230, 255), 15, 1.4)
    return [InstantStep(apply), PauseStep(0.3)]


def _opportunity(ev: Any, view: ViewState) -> list[Step]:
    return _announce(str(_get(ev, "attacker")), "Opportunity attack", (str(_get(ev, "target")),), view)


def _broke(ev: Any, view: ViewState) -> list[Step]:
    side = str(_get(ev, "side"))
    words = f"The {palette.SIDE_NAMES.get(side, side).lower()} break: {_get(ev, 'why')}"
    return [InstantStep(lambda v, fx: fx.append(Banner(words, palette.GOLD, 2.4, 22, 1))), PauseStep(0.6)]


def _first_contact(ev: Any, view: ViewState) -> list[Step]:
    passed = bool(_get(ev, "passed", False))
    words = f"First contact {_get(ev, 'total', '?')}: " + ("acts first" if passed else "too slow")
    colour = (150, 230, 160) if passed else (200, 200, 210)
    return [InstantStep(lambda v, fx: _float(v, fx, str(_get(ev, "creature")), words, colour, 15, 1.6)),
            PauseStep(0.25)]


D20_ANIMATIONS: dict[str, Handler] = {
    "os_phase": _phase, "os_declared": _declared, "os_declaration_lost": _declaration_lost,
    "os_d20": _d20, "os_damage": _damage, "os_fumble": _fumble, "os_weapon_landed": _weapon_landed,
    "os_dying": _dying, "os_fatigue": _fatigue, "os_opportunity": _opportunity, "os_broke": _broke,
    "os_first_contact": _first_contact, "os_free_action": _free_action,
}
"""Events of the declare-first d20 ruleset, by kind."""
