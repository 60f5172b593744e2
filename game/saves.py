"""Save files in the user's data folder: quick saves, the autosave and resuming after a crash.

The battle itself is written by `rules.core.save` (atomic, versioned JSON). Next to each save a
small `.meta.json` remembers how the game was set up (mode, map file), which the battle file
does not hold. The folder is `$STEELGRID_HOME`, else `$XDG_DATA_HOME/steelgrid`, else
`~/.local/share/steelgrid`.
"""
from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from pathlib import Path

from rules.core.battle import Battle
from rules.core.save import SaveError, load, save

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
    """Write the battle and its set-up; raises OSError if the folder cannot be written."""
    path = slot_path(slot)
    save(battle, path)
    meta = setup.to_dict() | {"saved_at": time.time(), "round": battle.round,
                              "over": bool(battle.winner), "summary": _summary(battle, setup)}
    tmp = _meta_path(path).with_suffix(".tmp")
    tmp.write_text(json.dumps(meta), encoding="utf-8")
    tmp.replace(_meta_path(path))
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
        raise SaveError(f"no save called {path.stem!r} yet")
    battle = load(path)
    setup = _read_meta(path)
    setup.ruleset = battle.ruleset  # the battle knows its rules, whatever the meta file says
    if setup.encounter and setup.encounter not in battle.rules.encounters():
        setup.encounter = None
    return battle, setup


def _read_meta(path: Path) -> MatchSetup:
    try:
        data = json.loads(_meta_path(path).read_text(encoding="utf-8"))
        return MatchSetup.from_dict(data if isinstance(data, dict) else {})
    except (OSError, ValueError, TypeError):
        return MatchSetup(seed=0)


def autosave(battle: Battle, setup: MatchSetup) -> Path | None:
    """Save after a turn; a full disk or read-only folder never interrupts the game."""
    try:
        return save_game(battle, setup, AUTOSAVE)
    except OSError:
        return None


def resumable() -> SaveInfo | None:
    """The autosave of an unfinished battle, if there is one."""
    info = next((s for s in list_saves() if s.slot == AUTOSAVE), None)
    if info is None:
        return None
    try:
        meta = json.loads(_meta_path(info.path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return info
    return None if meta.get("over") else info


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
        try:
            meta = json.loads(_meta_path(path).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            meta = {}
        out.append(SaveInfo(path.stem, path, float(meta.get("saved_at", path.stat().st_mtime)),
                            str(meta.get("summary", "battle"))))
    return sorted(out, key=lambda s: -s.saved_at)
