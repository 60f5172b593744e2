"""The player's settings, kept between runs as a small JSON file in the user's config folder.

`load()` reads them (defaults when there is no file); a file that cannot be read as settings is
renamed to `settings.json.<time>.broken`, and the one line saying so is returned for the caller
to show. Unknown keys are ignored and each bad value falls back to its default, so an older or
hand-edited file still gives the rest of its settings. `save()` writes atomically.

The folder is `$STEELGRID_HOME` when set (everything of the game's in one place, as the tests
use it), else `$XDG_CONFIG_HOME/steelgrid`, else `~/.config/steelgrid`.
"""
from __future__ import annotations

import json
import os
import time
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

SPEED_CHOICES = (0.5, 1.0, 2.0, 4.0, 0.0)
"""Animation speeds (the animator's `SPEEDS`; 0 shows everything at once)."""
WINDOW_SIZES = ((960, 600), (1280, 800), (1440, 900), (1600, 1000), (1920, 1080))
MAX_REMEMBERED = 200


@dataclass
class Settings:
    """Everything the settings screen changes."""
    speed: float = 1.0
    volume: float = 0.7
    muted: bool = False
    colour_blind: bool = False
    """Side colours that differ in brightness too, and a shape on every token (see
    `game.settings_palette`)."""
    window: tuple[int, int] = (1280, 800)
    remembered: dict[str, str] = field(default_factory=dict)
    """Prompt -> the answer the player asked to be given every time ("always take the best
    tier"); the settings screen can forget them all."""

    def remember(self, prompt: str, answer: str) -> None:
        if len(self.remembered) < MAX_REMEMBERED or prompt in self.remembered:
            self.remembered[prompt] = answer

    def recall(self, prompt: str) -> str | None:
        return self.remembered.get(prompt)

    def forget_prompts(self) -> int:
        """Forget every remembered answer; returns how many there were."""
        n = len(self.remembered)
        self.remembered.clear()
        return n

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["window"] = list(self.window)
        return {"version": 1} | d


def config_dir() -> Path:
    home = os.environ.get("STEELGRID_HOME")
    if home:
        return Path(home)
    xdg = os.environ.get("XDG_CONFIG_HOME")
    return (Path(xdg) if xdg else Path.home() / ".config") / "steelgrid"


def settings_path() -> Path:
    return config_dir() / "settings.json"


# ---------------------------------------------------------------------------- reading values

def _speed(v: Any) -> float:
    if isinstance(v, (int, float)) and not isinstance(v, bool) and float(v) in SPEED_CHOICES:
        return float(v)
    raise ValueError


def _volume(v: Any) -> float:
    if isinstance(v, (int, float)) and not isinstance(v, bool) and 0 <= v <= 1:
        return float(v)
    raise ValueError


def _flag(v: Any) -> bool:
    if isinstance(v, bool):
        return v
    raise ValueError


def _window(v: Any) -> tuple[int, int]:
    if (isinstance(v, list) and len(v) == 2 and all(isinstance(n, int) and not isinstance(n, bool) for n in v)
            and 640 <= v[0] <= 7680 and 400 <= v[1] <= 4320):
        return (v[0], v[1])
    raise ValueError


def _remembered(v: Any) -> dict[str, str]:
    if isinstance(v, dict) and all(isinstance(k, str) and isinstance(a, str) for k, a in v.items()):
        return dict(list(v.items())[:MAX_REMEMBERED])
    raise ValueError


READERS = {"speed": _speed, "volume": _volume, "muted": _flag, "colour_blind": _flag,
           "window": _window, "remembered": _remembered}


def from_dict(d: dict[str, Any]) -> Settings:
    """Settings from plain data: each value that is missing or wrong keeps its default."""
    out = Settings()
    for f in fields(Settings):
        if f.name in d:
            try:
                setattr(out, f.name, READERS[f.name](d[f.name]))
            except ValueError:
                pass
    return out


# ---------------------------------------------------------------------------- the file

def load(path: Path | None = None) -> tuple[Settings, str]:
    """The saved settings and '' (defaults when there is no file); for a file that is not
    settings: defaults and one line saying where the broken file was set aside."""
    path = path or settings_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings(), ""
    except (OSError, UnicodeDecodeError) as exc:
        return Settings(), f"{path}: cannot be read ({type(exc).__name__}); default settings used"
    try:
        data = json.loads(text)
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
    except ValueError as exc:
        why = str(exc).splitlines()[0] if str(exc) else "not JSON"
        aside = _set_aside(path)
        where = f"moved to {aside.name}" if aside else "left in place"
        return Settings(), f"{path}: broken settings file ({why}); {where}, default settings used"
    return from_dict(data), ""


def _set_aside(path: Path) -> Path | None:
    target = path.with_name(f"{path.name}.{time.strftime('%Y%m%d-%H%M%S')}.broken")
    try:
        path.replace(target)
    except OSError:
        return None
    return target


def save(settings: Settings, path: Path | None = None) -> bool:
    """Write the settings (atomically); False when the folder cannot be written."""
    path = path or settings_path()
    tmp = path.with_name(path.name + ".tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_text(json.dumps(settings.to_dict(), indent=2, sort_keys=True) + "\n", encoding="utf-8")
        tmp.replace(path)
    except OSError:
        return False
    return True
