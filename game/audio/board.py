"""The sound board: the game's effects loaded once and played by name.

`start()` opens the mixer quietly; when there is no device (or the mixer cannot start, or a
file is missing) the board is simply silent: `play` does nothing and nothing is printed.
Volume (0 to 1) and mute apply to every effect.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pygame

from ..assets import ASSETS
from .quiet import stderr_silenced

SOUNDS_DIR = ASSETS / "sounds"
SOUND_NAMES = ("step", "hit", "slam", "fall", "dice", "death")
"""Every effect, each a file NAME.wav in assets/sounds/ (made by tools/make_sounds.py)."""
MIXER_ARGS = {"frequency": 22050, "size": -16, "channels": 2, "buffer": 512}


def open_mixer() -> bool:
    """Start pygame's mixer if it is not running; False (and silence) when it cannot."""
    try:
        if pygame.mixer.get_init():
            return True
        with stderr_silenced():
            pygame.mixer.init(**MIXER_ARGS)
        pygame.mixer.set_num_channels(16)
        return bool(pygame.mixer.get_init())
    except (pygame.error, NotImplementedError, OSError, AttributeError):
        return False


@dataclass
class SoundBoard:
    """Named effects at one volume; silent until `start()` succeeds."""
    volume: float = 0.7
    muted: bool = False
    folder: Path = SOUNDS_DIR
    sounds: dict[str, "pygame.mixer.Sound"] = field(default_factory=dict)
    played: list[str] = field(default_factory=list)
    """The names asked for since the last `played.clear()` (tests read it; kept short)."""

    @property
    def enabled(self) -> bool:
        return bool(self.sounds)

    def start(self) -> bool:
        """Open the mixer and load every effect; True when sound can be heard."""
        if self.sounds or not open_mixer():
            return self.enabled
        for name in SOUND_NAMES:
            path = self.folder / f"{name}.wav"
            try:
                self.sounds[name] = pygame.mixer.Sound(str(path))
            except (pygame.error, FileNotFoundError, OSError):
                continue
        self.set_volume(self.volume)
        return self.enabled

    def set_volume(self, volume: float) -> None:
        self.volume = max(0.0, min(1.0, float(volume)))
        for sound in self.sounds.values():
            sound.set_volume(self.volume)

    def toggle_mute(self) -> bool:
        """Mute or unmute; returns True when now muted."""
        self.muted = not self.muted
        if self.muted:
            self.stop()
        return self.muted

    def play(self, name: str) -> None:
        """Play an effect (nothing when muted, at volume 0, or without a sound device)."""
        self.played.append(name)
        del self.played[:-50]
        sound = self.sounds.get(name)
        if sound is None or self.muted or self.volume <= 0:
            return
        try:
            sound.play()
        except pygame.error:
            pass

    def stop(self) -> None:
        try:
            if pygame.mixer.get_init():
                pygame.mixer.stop()
        except pygame.error:
            pass
