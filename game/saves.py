"""Save files in the user's data folder: quick saves, the autosave and resuming after a crash.

The battle itself is written by `rules.core.save` (atomic, versioned JSON), and how the game
was set up (mode, map file, a summary for the load menu) travels inside the same file as its
`meta`, so the two are always written together. (Older saves kept that in a `.meta.json` next to
the save; it is still read.) An autosave that cannot be loaded is set aside (renamed with
`.corrupt`) rather than offered for resume again. The folder is `$STEELGRID_HOME`, else `$XDG_DATA_HOME/steelgrid`, else
`~/.local/share/steelgrid`.
"""
from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from pathlib import Path

from rules.core.battle import Battle
from rules.core.save import SaveError, clean_stale_temporaries, load, read_meta, save

from .match import MatchSetup

AUTOSAVE = "autosave"
QUICKSAVE = "quicksave"


def data_dir() -> Path:
    home = os.environ.get("STEELGRID_HOME")
    if home:
        return Path(home)
    xdg = os.environ.get("XDG_DATA_HOME")
    base = Path(xdg) if xdg else Path.home() / ".local" / "share"
    return base / "steelgrid"


def saves_dir() -> Path:
    return data_dir() / "saves"


def slot_path(slot: str) -> Path:
    return saves_dir() / f"{slot}.json"


def _meta_path(path: Path) -> Path:
    return path.with_name(path.stem + ".meta.json")


@dataclass
class SaveInfo:
    """One save on disk, for the load menu."""
    slot: str
    path: Path
    saved_at: float
    summary: str

    @property
    def label(self) -> str:
        when = time.strftime("%d %b %H:%M", time.localtime(self.saved_at))
        return f"{self.slot}: {self.summary} ({when})"


def new_slot() -> str:
    """A fresh slot name for a save kept alongside the others (the date and time)."""
    base = time.strftime("save-%Y%m%d-%H%M%S")
    slot, n = base, 1
    while slot_path(slot).exists():
        n += 1
        slot = f"{base}-{n}"
    return slot


def save_game(battle: Battle, setup: MatchSetup, slot: str = QUICKSAVE) -> Path:
    """Write the battle and its set-up as one file; raises OSError if the folder cannot be
    written."""
    path = slot_path(slot)
    clean_stale_temporaries(path.parent)
    meta = setup.to_dict() | {"saved_at": time.time(), "round": battle.round,
                              "over": bool(battle.winner), "summary": _summary(battle, setup)}
    save(battle, path, meta)
    _meta_path(path).unlink(missing_ok=True)  # an older save's separate metadata, now stale
    return path


def _summary(battle: Battle, setup: MatchSetup) -> str:
    left = {s: sum(1 for c in battle.creatures.values() if c.side == s and c.active) for s in battle.sides}
    counts = " v ".join(str(n) for n in left.values())
    return f"{setup.map_name}, round {battle.round}, {counts} standing"


def load_game(slot_or_path: str | Path) -> tuple[Battle, MatchSetup]:
    """Read a save back; raises SaveError (one line) when it cannot be loaded."""
    path = Path(slot_or_path)
    if not path.suffix:
        path = slot_path(str(slot_or_path))
    if not path.exists():
        named = Path(slot_or_path).suffix
        raise SaveError(f"{path}: no such save file" if named else f"no save called {path.stem!r} yet")
    battle = load(path)
    setup = _read_meta(path)
    setup.ruleset = battle.ruleset  # the battle knows its rules, whatever the meta file says
    if setup.encounter and setup.encounter not in battle.rules.encounters():
        setup.encounter = None
    return battle, setup


def _meta(path: Path) -> dict:
    """A save's metadata: inside the save, else (older saves) in its `.meta.json`."""
    meta = read_meta(path)
    if meta:
        return meta
    try:
        data = json.loads(_meta_path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _read_meta(path: Path) -> MatchSetup:
    try:
        return MatchSetup.from_dict(_meta(path))
    except (ValueError, TypeError, KeyError):
        return MatchSetup(seed=0)


def autosave(battle: Battle, setup: MatchSetup) -> Path | None:
    """Save after a turn; a full disk or read-only folder never interrupts the game."""
    try:
        return save_game(battle, setup, AUTOSAVE)
    except OSError:
        return None


def resumable() -> SaveInfo | None:
    """The autosave of an unfinished battle, if there is one that loads; one that does not is
    set aside (see `set_aside`) and not offered."""
    info = next((s for s in list_saves() if s.slot == AUTOSAVE), None)
    if info is None:
        return None
    try:
        battle = load(info.path)
    except SaveError:
        set_aside(info.path)
        return None
    return None if battle.winner or _meta(info.path).get("over") else info


def set_aside(path: Path) -> Path | None:
    """Rename a save that cannot be loaded to `<name>.<time>.corrupt` (kept, never deleted, and
    no longer listed); returns the new path, or None if it could not be renamed."""
    target = path.with_name(f"{path.name}.{time.strftime('%Y%m%d-%H%M%S')}.corrupt")
    try:
        path.replace(target)
        _meta_path(path).unlink(missing_ok=True)
    except OSError:
        return None
    return target


def clear_autosave() -> None:
    for path in (slot_path(AUTOSAVE), _meta_path(slot_path(AUTOSAVE))):
        try:
            path.unlink()
        except OSError:
            pass


def list_saves() -> list[SaveInfo]:
    """Every save in the folder, newest first."""
    folder = saves_dir()
    if not folder.is_dir():
        return []
    out = []
    for path in folder.glob("*.json"):
        if path.name.endswith(".meta.json"):
            continue
        meta = _meta(path)
        try:
            saved_at = float(meta.get("saved_at", path.stat().st_mtime))
        except (OSError, TypeError, ValueError):
            continue
        out.append(SaveInfo(path.stem, path, saved_at, str(meta.get("summary", "battle"))))
    return sorted(out, key=lambda s: -s.saved_at)
