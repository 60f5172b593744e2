"""Versioned JSON saves. A loaded battle continues exactly as the original would have.

The pending decision is not stored: steps never change state while asking, so the loaded
battle simply asks again. Content the battle uses (abilities) is stored in the save so that a
save stays playable even if the content files change later.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .battle import Battle
from .board import Board, BoardObject
from .creature import CORE_FIELDS
from .dice import Dice
from .events import event_from_dict
from .registry import UnknownRuleset, get_ruleset

SAVE_FORMAT = "steelgrid-save"
SAVE_VERSION = 2
"""2: a creature's ruleset statistics sit under "stats" (version 1 saves are migrated on load)."""


class SaveError(ValueError):
    """A save file that cannot be loaded; the message is one line naming the problem."""


def battle_to_dict(battle: Battle) -> dict:
    encode = battle.rules.encode_ability
    return {
        "format": SAVE_FORMAT, "version": SAVE_VERSION, "ruleset": battle.ruleset,
        "board": battle.board.to_dict(),
        "creatures": [c.to_dict() for c in battle.creatures.values()],
        "objects": [o.to_dict() for o in battle.objects.values()],
        "abilities": {k: encode(a) for k, a in sorted(battle.abilities.items())},
        "sides": list(battle.sides), "round": battle.round, "acted": sorted(battle.acted),
        "current": battle.current, "first_side": battle.first_side, "turn": battle.turn,
        "data": battle.data, "settings": battle.settings, "stack": battle.stack,
        "winner": battle.winner, "dice": battle.dice.to_dict(),
        "events": [e.to_dict() for e in battle.events],
    }


def battle_from_dict(d: dict) -> Battle:
    if d.get("format") != SAVE_FORMAT:
        raise SaveError("not a Steelgrid save (missing format marker)")
    if d.get("version") == 1:
        d = _migrate_v1(d)
    if d.get("version") != SAVE_VERSION:
        raise SaveError(f"save version {d.get('version')!r} is not supported (expected {SAVE_VERSION})")
    ruleset = d.get("ruleset")
    try:
        rules = get_ruleset(str(ruleset))
    except UnknownRuleset:
        raise SaveError(f"unknown ruleset {ruleset!r}") from None
    decode, creature_type = rules.decode_ability, rules.creature_type
    try:
        battle = Battle(
            ruleset=ruleset, board=Board.from_dict(d["board"]),
            creatures={c["id"]: creature_type.from_dict(c) for c in d["creatures"]},
            sides=_strings(d["sides"], "sides"), dice=Dice.from_dict(d["dice"]),
            objects={o["id"]: BoardObject.from_dict(o) for o in d["objects"]},
            abilities={k: decode(v) for k, v in d["abilities"].items()},
            round=_typed(d["round"], int, "round"), acted=set(_strings(d["acted"], "acted")),
            current=_typed(d["current"], str, "current"),
            first_side=_typed(d["first_side"], str, "first_side"),
            turn=_typed(d["turn"], dict, "turn"), data=_typed(d["data"], dict, "data"),
            settings=_typed(d["settings"], dict, "settings"),
            stack=_typed(d["stack"], list, "stack"), winner=_typed(d["winner"], str, "winner"),
            events=[event_from_dict(e) for e in d["events"]])
    except SaveError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        raise SaveError(f"damaged save: {type(exc).__name__}: {exc}") from None
    return battle


def _migrate_v1(d: dict) -> dict:
    """A version 1 save as version 2: each creature's ruleset fields move under "stats"."""
    creatures = d.get("creatures")
    if not isinstance(creatures, list) or not all(isinstance(c, dict) for c in creatures):
        raise SaveError("damaged save: creatures should be a list of tables")
    moved = [{**{k: v for k, v in c.items() if k in CORE_FIELDS},
              "stats": {k: v for k, v in c.items() if k not in CORE_FIELDS}} for c in creatures]
    return {**d, "version": SAVE_VERSION, "creatures": moved}


def _typed(value: Any, kind: type, name: str) -> Any:
    """The value itself if it has the expected JSON type; never converted."""
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveError(f"damaged save: {name} should be {kind.__name__}, not {type(value).__name__}")
    return value


def _strings(value: Any, name: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise SaveError(f"damaged save: {name} should be a list of names")
    return list(value)


def dumps(battle: Battle) -> str:
    return json.dumps(battle_to_dict(battle), sort_keys=True, separators=(",", ":"))


def loads(text: str) -> Battle:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"line {exc.lineno}: not valid JSON ({exc.msg})") from None
    if not isinstance(data, dict):
        raise SaveError("not a Steelgrid save (top level is not an object)")
    return battle_from_dict(data)


def save(battle: Battle, path: str | Path) -> None:
    """Write atomically: a crash mid-write never leaves a broken save behind."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(dumps(battle), encoding="utf-8")
    tmp.replace(path)


def load(path: str | Path) -> Battle:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise SaveError(f"{path}: cannot read ({exc.strerror})") from None
    except UnicodeDecodeError:
        raise SaveError(f"{path}: not a Steelgrid save (not UTF-8 text)") from None
    try:
        return loads(text)
    except SaveError as exc:
        raise SaveError(f"{path}: {exc}") from None


def event_log_json(battle: Battle) -> str:
    """The event log as canonical JSON lines (for byte-for-byte comparison)."""
    return "\n".join(json.dumps(e.to_dict(), sort_keys=True, separators=(",", ":"))
                     for e in battle.events)
