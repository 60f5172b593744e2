"""Versioned JSON saves. A loaded battle continues exactly as the original would have.

The pending decision is not stored: steps never change state while asking, so the loaded
battle simply asks again. Content the battle uses (abilities) is stored in the save so that a
save stays playable even if the content files change later.
"""
from __future__ import annotations

import json
import os
import sys
import time
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

from .battle import Battle
from .board import Board, BoardObject
from .creature import CORE_FIELDS
from .dice import Dice
from .events import event_from_dict
from . import save_memo
from .readers import path, show
from .registry import UnknownRuleset, get_ruleset
from .save_memo import plain_of
from .save_check import (MAX_DEPTH, Problem, check_board, check_creature, check_dice, check_object,
                         check_plain, check_references, check_top)
from .state_checks import space_problems, vitals_problems
from .zones.board import ZoneBoard

SAVE_FORMAT = "steelgrid-save"
MAX_SAVE_BYTES = 64 * 2 ** 20
"""Largest save file read (a long battle's save is well under a megabyte)."""
SAVE_VERSION = 2
"""2: a creature's ruleset statistics sit under "stats" (version 1 saves are migrated on load)."""


class SaveError(ValueError):
    """A save file that cannot be loaded; the message is one line naming the problem."""


def _decoded(rules: Any, key: str, plain: Any) -> Any:
    """The ability a save names, read again only when its data differs from last time's."""
    ability = save_memo.known_ability(rules.id, key, plain)
    if ability is None:
        ability = _read(rules.decode_ability, plain, path("abilities", key))
        save_memo.remember_ability(rules.id, key, plain, ability)
    return ability


def battle_to_dict(battle: Battle, with_content: bool = True) -> dict:
    """The battle as plain data. The events and abilities in it are shared with a memo: write
    it out (or copy it) rather than change it in place."""
    encode = battle.rules.encode_ability
    return {
        "format": SAVE_FORMAT, "version": SAVE_VERSION, "ruleset": battle.ruleset,
        "board": battle.board.to_dict(),
        "creatures": [c.to_dict() for c in battle.creatures.values()],
        "objects": [o.to_dict() for o in battle.objects.values()],
        **({"abilities": {k: plain_of(a, encode) for k, a in sorted(battle.abilities.items())}}
           if with_content else {}),
        "sides": list(battle.sides), "round": battle.round, "acted": sorted(battle.acted),
        "current": battle.current, "first_side": battle.first_side, "turn": battle.turn,
        "data": battle.data, "settings": battle.settings, "stack": battle.stack,
        "winner": battle.winner, "dice": battle.dice.to_dict(),
        **({"events": [plain_of(e, _event_data) for e in battle.events]} if with_content else {}),
        **({"zones": battle.zones.to_dict()} if battle.zones is not None else {}),
    }


def battle_from_dict(d: dict, own_data: bool = False) -> Battle:
    """The battle a save's data holds; every field is checked first (`rules.core.save_check`),
    so a bad save is refused with one line naming the place, never half loaded. `own_data`:
    `d` was read from text for this call alone, so its event log may be remembered."""
    if d.get("format") != SAVE_FORMAT:
        raise SaveError("not a Steelgrid save (missing format marker)")
    if d.get("version") == 1:
        d = _migrate_v1(d)
    if d.get("version") != SAVE_VERSION:
        raise SaveError(f"save version {show(d.get('version'))} is not supported (expected {SAVE_VERSION})")
    ruleset = d.get("ruleset")
    try:
        rules = get_ruleset(str(ruleset))
    except UnknownRuleset:
        raise SaveError(f"ruleset: unknown ruleset {show(ruleset)}") from None
    try:
        known = save_memo.reused_events(d["events"]) if isinstance(d.get("events"), list) else []
        _check_plain(d, rules.id, len(known))
        battle = _build(d, rules, known)
    except Problem as exc:
        raise SaveError(str(exc)) from None
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        raise SaveError(f"damaged save: {type(exc).__name__}: {exc}") from None
    problems = vitals_problems(battle) + space_problems(battle)
    if problems:
        raise SaveError(f"creatures: {problems[0]}")
    _check_goes_on(battle)
    if own_data:
        save_memo.remember_events(d["events"], battle.events)
    return battle


def _check_plain(d: dict, ruleset: str, known_events: int) -> None:
    """`check_plain` on the save's data less the abilities and events that passed it before;
    a problem found is named by a check of the whole (so its place counts every event)."""
    rest = dict(d)
    abilities = d.get("abilities")
    if isinstance(abilities, dict):
        rest["abilities"] = {k: v for k, v in abilities.items()
                             if save_memo.known_ability(ruleset, k, v) is None}
    if known_events:
        rest["events"] = d["events"][known_events:]
    try:
        check_plain(rest)
    except Problem:
        check_plain(d)
        raise


def _build(d: dict, rules: Any, known_events: list[Any]) -> Battle:
    sides = check_top(d, rules.sides)
    bounds = check_board(d["board"])
    ids = _unique("creatures", [check_creature(c, path("creatures", n), rules.creature_type, sides, bounds)
                                for n, c in enumerate(d["creatures"], 1)])
    _unique("objects", [check_object(o, path("objects", n), bounds) for n, o in enumerate(d["objects"], 1)])
    check_references(d, set(ids), sides, rules.steps)
    check_dice(d["dice"])
    zones = _read(ZoneBoard.from_dict, d["zones"], "zones") if "zones" in d else None
    if zones is not None and zones.off_board(*bounds[:2]):
        raise Problem("zones", zones.off_board(*bounds[:2]))
    return Battle(
        ruleset=rules.id, board=Board.from_dict(d["board"]),
        creatures={c["id"]: rules.creature_type.from_dict(c) for c in d["creatures"]},
        sides=sides, dice=Dice.from_dict(d["dice"]),
        objects={o["id"]: BoardObject.from_dict(o) for o in d["objects"]},
        abilities={k: _decoded(rules, k, v) for k, v in d["abilities"].items()},
        round=d["round"], acted=set(d["acted"]), current=d["current"], first_side=d["first_side"],
        turn=d["turn"], data=d["data"], settings=d["settings"], stack=d["stack"], winner=d["winner"],
        events=known_events + _read_events(d["events"], len(known_events)),
        zones=zones)


def _read_events(data: list, start: int) -> list:
    """The events of a save's log from index `start` on (a bad one named by its place)."""
    try:
        return [event_from_dict(e) for e in data[start:]]
    except (KeyError, TypeError, ValueError, AttributeError, IndexError):
        for n, e in enumerate(data[start:], start + 1):
            _read(event_from_dict, e, path("events", n))
        raise


def _event_data(e: Any) -> dict:
    return e.to_dict()


def _unique(place: str, ids: list[str]) -> list[str]:
    seen: set[str] = set()
    for n, i in enumerate(ids, 1):
        if i in seen:
            raise Problem(path(path(place, n), "id"), f"{show(i)} is used twice")
        seen.add(i)
    return ids


def _read(reader: Callable[[Any], Any], value: Any, place: str) -> Any:
    """One entry read by its reader, a bad one reported at its place."""
    try:
        return reader(value)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        raise Problem(place, f"cannot be read ({type(exc).__name__}: {exc})") from None


def _check_goes_on(battle: Battle) -> None:
    """The loaded battle asks its next decision without failing (tried on a copy)."""
    try:
        battle.clone().pending()
    except Exception as exc:  # anything at all: the save is refused rather than crash play later
        text = str(exc).splitlines()[0] if str(exc) else ""
        raise SaveError(f"stack: the battle cannot go on from here ({type(exc).__name__}: {text})") from None


def _migrate_v1(d: dict) -> dict:
    """A version 1 save as version 2: each creature's ruleset fields move under "stats"."""
    creatures = d.get("creatures")
    if not isinstance(creatures, list) or not all(isinstance(c, dict) for c in creatures):
        raise SaveError("damaged save: creatures should be a list of tables")
    moved = [{**{k: v for k, v in c.items() if k in CORE_FIELDS},
              "stats": {k: v for k, v in c.items() if k not in CORE_FIELDS}} for c in creatures]
    return {**d, "version": SAVE_VERSION, "creatures": moved}


def dumps(battle: Battle, meta: dict | None = None) -> str:
    """The save's text; `meta` (plain data about how the game was set up, kept by the client)
    travels in the same file, so a save and its metadata are always written together.

    The abilities and the event log, most of a save, are written from each one's remembered
    text (neither ever changes) and set into place: the bytes are those of encoding it all at
    once, at a fraction of the cost for a battle saved after every decision."""
    data = battle_to_dict(battle, with_content=False)
    if meta is not None:
        data["meta"] = meta
    data["abilities"], data["events"] = _ABILITIES_MARK, _EVENTS_MARK
    text = _encode(data)
    head, _, tail = text.partition(_encode(_ABILITIES_MARK))
    text = head + _abilities_text(battle) + tail
    head, _, tail = text.partition(_encode(_EVENTS_MARK))
    return head + "[" + ",".join([plain_of(e, _encoded, save_memo.TEXT) for e in battle.events]) + "]" + tail


def _abilities_text(battle: Battle) -> str:
    encode = battle.rules.encode_ability
    parts = [_key_text(k) + plain_of(a, lambda a: _encode(encode(a)), save_memo.TEXT)
             for k, a in sorted(battle.abilities.items())]
    return "{" + ",".join(parts) + "}"


@lru_cache(maxsize=4096)
def _key_text(key: str) -> str:
    return _encode(key) + ":"


def _encode(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def _encoded(e: Any) -> str:
    return _encode(e.to_dict())


_MARK = f"{os.getpid()}-{time.time_ns()}-\u0000"
_ABILITIES_MARK, _EVENTS_MARK = "abilities-" + _MARK, "events-" + _MARK
"""They stand in for the abilities and the event log while the rest of a save is encoded; no
save data holds them."""


def loads(text: str) -> Battle:
    return battle_from_dict(parse(text), own_data=True)


def parse(text: str) -> dict:
    """A save's JSON as data: refused in one line when it is not JSON, too big, nested too deep
    or holds a number JSON cannot mean (NaN, Infinity, a number of hundreds of digits)."""
    if len(text) > MAX_SAVE_BYTES:
        raise SaveError(f"the file is larger than {MAX_SAVE_BYTES // 2 ** 20} MiB")
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise SaveError(f"line {exc.lineno}: not valid JSON ({exc.msg})") from None
    except RecursionError:
        raise SaveError(f"nested more than {MAX_DEPTH} deep") from None
    except ValueError as exc:
        raise SaveError(_number_problem(str(exc))) from None
    if not isinstance(data, dict):
        raise SaveError("not a Steelgrid save (top level is not an object)")
    return data


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a save may hold")


def _number_problem(text: str) -> str:
    """Python's own refusal of a whole number too long to read, told as a save problem (numbers
    short enough to read are bounded by `check_plain`, which names their place)."""
    if "integer string conversion" in text:
        return f"a number of more than {sys.get_int_max_str_digits()} digits is out of range"
    return text


def save(battle: Battle, path: str | Path, meta: dict | None = None) -> None:
    """Write atomically: the text goes to a temporary file in the same folder, is flushed to
    disk, and replaces the save in one step (then the folder is flushed too), so a crash at any
    moment leaves the old save or the new one, never a broken or mismatched one."""
    write_atomic(Path(path), dumps(battle, meta))


TMP_SUFFIX = ".tmp"


def write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}{TMP_SUFFIX}")
    try:
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def clean_stale_temporaries(folder: Path, older_than: float = 60.0) -> int:
    """Remove temporary files a write that was cut short left behind; returns how many."""
    if not folder.is_dir():
        return 0
    removed = 0
    cutoff = time.time() - older_than
    for tmp in folder.glob(f".*{TMP_SUFFIX}"):
        try:
            if tmp.stat().st_mtime < cutoff:
                tmp.unlink()
                removed += 1
        except OSError:
            continue
    return removed


def read_meta(path: str | Path) -> dict:
    """The metadata stored with a save ({} when it has none or cannot be read)."""
    try:
        data = parse(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, SaveError):
        return {}
    meta = data.get("meta")
    return meta if isinstance(meta, dict) else {}


def load(path: str | Path) -> Battle:
    path = Path(path)
    try:
        if path.stat().st_size > MAX_SAVE_BYTES:
            raise SaveError(f"{path}: the file is larger than {MAX_SAVE_BYTES // 2 ** 20} MiB")
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
