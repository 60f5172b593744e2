"""What Draw Steel tells a screen: Stamina as a bar, why an ability cannot be used, where a
creature can move, and the pieces for setting up a battle on a map. These fill the client's
side of `RULESET` (see `rules.core.ruleset.Ruleset`); the client itself never reads a
creature's Draw Steel statistics.
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any, Mapping, Sequence

from ..core.battle import Battle
from ..core.board import Board, BoardObject
from ..core.creature import Creature
from ..core.events import Damaged, Event, Healed, ObjectDamaged
from ..core.ruleset import HeroEntry, RosterEntry
from ..core.vitals import Vitals
from .round.starting_combat import new_battle
from .content.loader import DATA_DIR, Content, default_content, load_content
from .events import ResourceChanged, SurgesChanged, TemporaryStaminaGained, TemporaryStaminaLost
from .movement.reachable import Reach, reachable
from .content.skirmish import encounter_creatures, encounter_slots, with_malice
from .content.hero_levels import LEVELS
from .move_actions.advance import move_budget
from .minions.squad_vitals import squad_tag, squad_vitals

STAMINA = "Stamina"


def vitals(c: Creature) -> Vitals:
    """A creature's Stamina: winded at half its maximum or less (000 Stamina > Winded); a hero
    at 0 or below is dying and dies at minus its winded value (000 Stamina > Dying). A minion
    shows its squad's shared pool (minions/squad_vitals.py); a squad's captain carries the
    squad's tag as the one it leads."""
    if getattr(c, "squad", ""):
        return squad_vitals(c, STAMINA)
    led = getattr(c, "captain_of", "")
    return Vitals(STAMINA, c.stamina, c.max_stamina, c.temp_stamina,
                  worn_at=c.winded_value, worn_word="winded", floor=-c.winded_value,
                  down_word="dying" if c.hero else "", badges=_hero_badges(c),
                  leads=squad_tag(led) if led else "")


def _hero_badges(c: Creature) -> tuple[str, ...]:
    """A hero's heroic resource and surges, as the token shows them ("Ire 3", "2 surges")."""
    if not c.hero:
        return ()
    out = [f"{c.resource_name} {c.resource}"] if c.resource_name else []
    if c.surges:
        out.append(f"{c.surges} surge{'s' if c.surges > 1 else ''}")
    return tuple(out)


def _rebadged(bar: Vitals, prefix: str, text: str, suffix: str = "") -> Vitals:
    """The bar with the badge that starts with `prefix` (or ends with `suffix`) replaced."""
    kept = tuple(b for b in bar.badges
                 if not ((prefix and b.startswith(prefix + " ")) or (suffix and b.endswith(suffix))))
    return replace(bar, badges=kept + ((text,) if text else ()))


def object_vitals(obj: BoardObject) -> Vitals:
    """An object's Stamina (objects keep no maximum: the bar starts full)."""
    return Vitals(STAMINA, obj.stamina, obj.stamina)


def vitals_after(bar: Vitals, ev: Event) -> Vitals:
    """The bar once `ev` has happened: damage and healing carry the new Stamina, a gain of
    temporary Stamina the new pool (pools do not stack, 000 Temporary Stamina)."""
    match ev:
        case Damaged(stamina=value, temporary=pool):
            return bar.changed(current=value, temporary=pool)
        case Healed(stamina=value) | ObjectDamaged(stamina=value):
            return bar.changed(current=value)
        case TemporaryStaminaGained(total=pool):
            return bar.changed(temporary=pool)
        case TemporaryStaminaLost():
            return bar.changed(temporary=0)
        case ResourceChanged(resource=name, total=total) if name:
            return _rebadged(bar, name, f"{name} {total}")
        case SurgesChanged(total=total):
            return _rebadged(bar, "", f"{total} surge{'s' if total > 1 else ''}" if total else "",
                             suffix=("surge", "surges"))
    return bar


def why_unusable(battle: Battle, cid: str, ability_id: str) -> str:
    """Why a creature has no option for an ability right now, as far as a player can tell: the
    Heroic Resource it costs, a spent main action, or nothing in reach."""
    c = battle.creatures[cid]
    ability = battle.abilities[ability_id]
    if ability.cost and c.resource < ability.cost:
        return f"Needs {ability.cost} {c.resource_name or 'resource'} (has {c.resource})."
    if ability.action == "main" and battle.turn.get("main", 0) <= 0:
        return "The main action has been used this turn."
    return "Nothing it can target from here, or its action is already spent."


def move_range(battle: Battle, cid: str) -> Reach:
    """Everywhere the creature can get to with the movement left in its Advance or a fresh one."""
    c = battle.creatures[cid]
    left, fresh = move_budget(battle, c)
    return reachable(battle, c, max(left, fresh))


def encounter_roster(encounter_id: str, settings: Mapping[str, Any] | None = None) -> list[RosterEntry]:
    """The encounter's creatures from the shipped content (ids as in skirmish battles), each with
    the encounter slot it fills; the `party` and `level` settings pick and raise the heroes."""
    content = default_content()
    chosen = dict(settings or {})
    creatures = encounter_creatures(encounter_id, content, chosen)
    slots = encounter_slots(encounter_id, content, chosen)
    return list(zip(creatures, [slot for slot in slots for _ in range(slot.count)]))


def heroes() -> list[HeroEntry]:
    """The shipped heroes for the title screen's party picker, each with a one-line summary of
    its level 1 stat block: Stamina, speed, its Heroic Resource and its signature abilities."""
    content = default_content()
    out = []
    for t in content.creatures.values():
        if not t.hero:
            continue
        signature = [content.abilities[a].name for a in t.abilities
                     if a in content.abilities and content.abilities[a].signature]
        parts = [f"Stamina {t.stamina}", f"speed {t.speed}"]
        if t.resource_name:
            parts.append(t.resource_name)
        if signature:
            parts.append("signature: " + ", ".join(signature))
        out.append(HeroEntry(t.id, t.name, t.role.title(), " \u00b7 ".join(parts), LEVELS))
    return out


def battle_on_board(board: Board, creatures: Sequence[Creature], seed: int = 0,
                    settings: Mapping[str, Any] | None = None) -> Battle:
    """A Draw Steel battle with these creatures, already placed, and the shipped abilities."""
    return new_battle(board, list(creatures), dict(default_content().abilities), seed,
                      with_malice(settings))


def check_content(paths: Sequence[Path]) -> Content:
    """The shipped content loaded afresh with these extra files or folders; raises
    `ContentError` (a `ValueError`, one line naming file and place) on the first problem."""
    return load_content([DATA_DIR] + [Path(p) for p in paths])
