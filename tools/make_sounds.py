"""Write the game's sound effects to assets/sounds/ as small mono 16-bit WAV files.

Every sound is synthesised here from sine waves, seeded noise and envelopes (standard library
only), so the files are original work of the project and come out byte for byte the same on
every run. Run `python tools/make_sounds.py` (optionally with an output folder) to regenerate.
"""
from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path
from typing import Callable

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"

Signal = list[float]


def silence(seconds: float) -> Signal:
    return [0.0] * int(RATE * seconds)


def tone(freq: Callable[[float], float], seconds: float) -> Signal:
    """A sine whose frequency follows `freq(t)` (t from 0 to 1 over the sound)."""
    n = int(RATE * seconds)
    phase, out = 0.0, []
    for i in range(n):
        phase += 2 * math.pi * freq(i / n) / RATE
        out.append(math.sin(phase))
    return out


def noise(seconds: float, rng: random.Random, smooth: float = 0.0) -> Signal:
    """White noise; `smooth` (0..1) low-passes it into a duller rumble."""
    out, last = [], 0.0
    for _ in range(int(RATE * seconds)):
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out.append(last)
    return out


def envelope(signal: Signal, attack: float, decay: float) -> Signal:
    """A quick rise over `attack` seconds, then an exponential fall with time constant `decay`."""
    a = max(1, int(RATE * attack))
    return [s * (i / a if i < a else math.exp(-(i - a) / (RATE * decay))) for i, s in enumerate(signal)]


def mix(*parts: tuple[Signal, float, float]) -> Signal:
    """Sum (signal, start second, gain) parts into one signal."""
    length = max(int(RATE * start) + len(sig) for sig, start, _ in parts)
    out = [0.0] * length
    for sig, start, gain in parts:
        offset = int(RATE * start)
        for i, s in enumerate(sig):
            out[offset + i] += s * gain
    return out


def normalise(signal: Signal, peak: float = 0.8) -> Signal:
    top = max(abs(s) for s in signal) or 1.0
    return [s * peak / top for s in signal]


# ---------------------------------------------------------------------------- the effects

def footstep(rng: random.Random) -> Signal:
    """Two soft footfalls: dull noise thumps with a low body."""
    def fall() -> Signal:
        body = envelope(tone(lambda t: 110 - 40 * t, 0.09), 0.003, 0.025)
        grit = envelope(noise(0.09, rng, 0.85), 0.002, 0.02)
        return mix((body, 0, 0.6), (grit, 0, 0.8))
    return normalise(mix((fall(), 0, 1.0), (fall(), 0.16, 0.8)), 0.55)


def hit(rng: random.Random) -> Signal:
    """A sharp crack over a short thump."""
    crack = envelope(noise(0.16, rng, 0.3), 0.001, 0.03)
    thump = envelope(tone(lambda t: 190 - 110 * t, 0.16), 0.002, 0.05)
    return normalise(mix((crack, 0, 0.9), (thump, 0, 0.8)), 0.8)


def slam(rng: random.Random) -> Signal:
    """A heavy low impact with rumbling debris."""
    boom = envelope(tone(lambda t: 75 - 35 * t, 0.4), 0.002, 0.12)
    rumble = envelope(noise(0.4, rng, 0.93), 0.004, 0.1)
    crack = envelope(noise(0.05, rng, 0.2), 0.001, 0.012)
    return normalise(mix((boom, 0, 1.0), (rumble, 0, 1.4), (crack, 0, 0.5)), 0.9)


def fall(rng: random.Random) -> Signal:
    """A falling whistle, then a thud on landing."""
    whistle = tone(lambda t: 900 - 650 * t, 0.38)
    whistle = [s * 0.35 * math.sin(math.pi * i / len(whistle)) for i, s in enumerate(whistle)]
    thud = envelope(tone(lambda t: 80 - 30 * t, 0.25), 0.002, 0.07)
    dust = envelope(noise(0.25, rng, 0.9), 0.003, 0.06)
    return normalise(mix((whistle, 0, 1.0), (thud, 0.36, 1.0), (dust, 0.36, 1.2)), 0.8)


def dice(rng: random.Random) -> Signal:
    """Dice rattling on a table: a run of short, bright clicks that slow down."""
    parts: list[tuple[Signal, float, float]] = []
    at = 0.0
    for n in range(9):
        pitch = rng.uniform(1800, 3200)
        click = envelope(mix((tone(lambda t, p=pitch: p, 0.03), 0, 0.5), (noise(0.03, rng, 0.1), 0, 0.5)),
                         0.0005, 0.006)
        parts.append((click, at, 1.0 - n * 0.07))
        at += 0.025 + n * 0.012 + rng.uniform(0, 0.015)
    return normalise(mix(*parts), 0.6)


def death(rng: random.Random) -> Signal:
    """A low falling groan that trembles and fades."""
    n_seconds = 0.8
    groan = tone(lambda t: 220 - 140 * t, n_seconds)
    wobble = [s * (0.75 + 0.25 * math.sin(2 * math.pi * 7 * i / RATE)) for i, s in enumerate(groan)]
    shaped = envelope(wobble, 0.03, 0.3)
    breath = envelope(noise(n_seconds, rng, 0.95), 0.05, 0.25)
    return normalise(mix((shaped, 0, 1.0), (breath, 0, 0.8)), 0.7)


EFFECTS: dict[str, Callable[[random.Random], Signal]] = {
    "step": footstep, "hit": hit, "slam": slam, "fall": fall, "dice": dice, "death": death,
}
"""Sound name -> how it is made; the file is assets/sounds/NAME.wav."""


def write_wav(path: Path, signal: Signal) -> None:
    frames = b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s)) * 32767)) for s in signal)
    with wave.open(str(path), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(frames)


def make_all(folder: Path = OUT) -> list[Path]:
    """Write every effect into `folder`; returns the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for n, (name, make) in enumerate(sorted(EFFECTS.items())):
        path = folder / f"{name}.wav"
        write_wav(path, make(random.Random(1000 + n)))
        written.append(path)
    return written


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    for p in make_all(target):
        print(f"{p} ({p.stat().st_size} bytes)")
