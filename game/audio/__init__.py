"""Sound effects: a `SoundBoard` that loads the short effects in assets/sounds/ and plays them
by name at the chosen volume, and stays silent (never raising, never printing) on a machine
without a sound device. Which event plays which sound is the animations' business
(`game.anim.sounds`)."""
from .board import SOUND_NAMES, SOUNDS_DIR, SoundBoard

__all__ = ["SOUND_NAMES", "SOUNDS_DIR", "SoundBoard"]
