"""Emblems of the Barrow dead. Each draws on a `Pen` in coordinates from 0 to 1; the
portrait's disc is the circle of radius 0.5 about the centre."""
from __future__ import annotations

from .pen import Emblem, Pen

BONE = (226, 212, 168)
GRAVE_LIGHT = (150, 230, 255)


def _husk(pen: Pen) -> None:
    """A head bound in grave wrappings, one cold eye showing between the bands."""
    pen.ellipse((0.28, 0.16, 0.44, 0.62), (176, 156, 116))
    for k, y in enumerate((0.26, 0.40, 0.56, 0.68)):
        tilt = 0.04 if k % 2 else -0.04
        pen.poly([(0.27, y - tilt), (0.73, y + tilt), (0.73, y + tilt + 0.06), (0.27, y - tilt + 0.06)],
                 (204, 188, 146), 5)
    pen.poly([(0.34, 0.34), (0.50, 0.35), (0.50, 0.39), (0.34, 0.39)], (20, 18, 16), 0)
    pen.circle((0.42, 0.365), 0.022, GRAVE_LIGHT, 0)
    pen.poly([(0.62, 0.72), (0.70, 0.72), (0.78, 0.88), (0.70, 0.90)], (204, 188, 146), 5)


def _ghoul(pen: Pen) -> None:
    """A gaunt, long-eared grey face with sunken red eyes and a mouthful of needles."""
    skin = (150, 170, 150)
    pen.poly([(0.30, 0.36), (0.10, 0.22), (0.34, 0.30)], skin, 6)
    pen.poly([(0.70, 0.36), (0.90, 0.22), (0.66, 0.30)], skin, 6)
    pen.poly([(0.30, 0.24), (0.70, 0.24), (0.74, 0.48), (0.62, 0.82), (0.38, 0.82), (0.26, 0.48)], skin)
    pen.ellipse((0.33, 0.38, 0.13, 0.12), (30, 34, 32), 0)
    pen.ellipse((0.54, 0.38, 0.13, 0.12), (30, 34, 32), 0)
    pen.circle((0.40, 0.44), 0.02, (255, 80, 60), 0)
    pen.circle((0.60, 0.44), 0.02, (255, 80, 60), 0)
    pen.poly([(0.38, 0.62), (0.62, 0.62), (0.58, 0.74), (0.42, 0.74)], (40, 20, 24), 5)
    for k in range(6):
        x = 0.40 + k * 0.04
        pen.poly([(x, 0.62), (x + 0.04, 0.62), (x + 0.02, 0.67)], BONE, 0)
        pen.poly([(x, 0.74), (x + 0.04, 0.74), (x + 0.02, 0.69)], BONE, 0)


def _shade(pen: Pen) -> None:
    """A hooded grey outline drifting on a ragged hem, two cold eyes in the dark of the hood,
    a knife held low."""
    cloak = (120, 128, 150)
    pen.poly([(0.50, 0.14), (0.68, 0.26), (0.74, 0.56), (0.80, 0.86), (0.68, 0.76), (0.60, 0.88),
              (0.50, 0.76), (0.40, 0.88), (0.32, 0.76), (0.20, 0.86), (0.26, 0.56), (0.32, 0.26)], cloak)
    pen.ellipse((0.37, 0.26, 0.26, 0.24), (14, 14, 22), 0)
    pen.ellipse((0.41, 0.34, 0.06, 0.04), GRAVE_LIGHT, 0)
    pen.ellipse((0.53, 0.34, 0.06, 0.04), GRAVE_LIGHT, 0)
    pen.poly([(0.72, 0.56), (0.86, 0.36), (0.84, 0.52), (0.76, 0.60)], (210, 226, 240), 5)


def _wight(pen: Pen) -> None:
    """A pale skull under an iron circlet, floating on a trail of mist."""
    mist = (170, 200, 220)
    pen.poly([(0.36, 0.62), (0.64, 0.62), (0.58, 0.78), (0.66, 0.90), (0.50, 0.82), (0.36, 0.92),
              (0.42, 0.76)], mist, 5)
    pen.ellipse((0.28, 0.20, 0.44, 0.42), (220, 226, 228))
    pen.poly([(0.38, 0.56), (0.62, 0.56), (0.60, 0.70), (0.40, 0.70)], (220, 226, 228))
    pen.ellipse((0.34, 0.36, 0.12, 0.11), (20, 30, 40), 0)
    pen.ellipse((0.54, 0.36, 0.12, 0.11), (20, 30, 40), 0)
    pen.circle((0.40, 0.415), 0.025, GRAVE_LIGHT, 0)
    pen.circle((0.60, 0.415), 0.025, GRAVE_LIGHT, 0)
    pen.poly([(0.50, 0.50), (0.47, 0.56), (0.53, 0.56)], (20, 30, 40), 0)
    for x in (0.43, 0.50, 0.57):
        pen.line((x, 0.60), (x, 0.69), (60, 70, 80), 0.012)
    pen.poly([(0.27, 0.26), (0.73, 0.26), (0.72, 0.19), (0.64, 0.22), (0.57, 0.12), (0.50, 0.20),
              (0.43, 0.12), (0.36, 0.22), (0.28, 0.19)], (110, 116, 126), 6)


def _knight(pen: Pen) -> None:
    """A great helm of yellowed bone with a visor slit, a ridge of vertebrae for a crest and
    a red glow inside."""
    pen.poly([(0.30, 0.28), (0.50, 0.18), (0.70, 0.28), (0.72, 0.74), (0.50, 0.86), (0.28, 0.74)], BONE)
    pen.poly([(0.34, 0.30), (0.50, 0.22), (0.50, 0.82), (0.32, 0.72)], (200, 184, 138), 0)
    pen.poly([(0.32, 0.44), (0.68, 0.44), (0.68, 0.51), (0.32, 0.51)], (24, 18, 16), 0)
    pen.poly([(0.47, 0.50), (0.53, 0.50), (0.53, 0.74), (0.47, 0.74)], (24, 18, 16), 0)
    pen.circle((0.41, 0.475), 0.02, (255, 90, 60), 0)
    pen.circle((0.59, 0.475), 0.02, (255, 90, 60), 0)
    for k in range(4):
        y = 0.09 + k * 0.045
        pen.ellipse((0.455 - 0.004 * k, y, 0.09 + 0.008 * k, 0.04), BONE, 4)
    for y in (0.60, 0.68):
        pen.line((0.34, y), (0.44, y + 0.02), (150, 130, 96), 0.012)
        pen.line((0.66, y), (0.56, y + 0.02), (150, 130, 96), 0.012)


def _gravecaller(pen: Pen) -> None:
    """A cracked bronze funeral bell, and a violet soul called up by its toll."""
    soul = (196, 150, 250)
    pen.poly([(0.42, 0.18), (0.58, 0.18), (0.56, 0.28), (0.48, 0.34), (0.52, 0.38), (0.46, 0.40),
              (0.42, 0.30)], soul, 5)
    pen.circle((0.50, 0.17), 0.075, soul, 5)
    pen.poly([(0.43, 0.22), (0.57, 0.22), (0.55, 0.28), (0.48, 0.33), (0.44, 0.28)], soul, 0)
    pen.circle((0.47, 0.17), 0.018, (50, 20, 70), 0)
    pen.circle((0.54, 0.17), 0.018, (50, 20, 70), 0)
    pen.poly([(0.44, 0.30), (0.56, 0.30), (0.58, 0.36), (0.42, 0.36)], (120, 90, 50), 5)
    pen.poly([(0.42, 0.36), (0.58, 0.36), (0.66, 0.46), (0.70, 0.66), (0.80, 0.76), (0.20, 0.76),
              (0.30, 0.66), (0.34, 0.46)], (176, 128, 60))
    pen.poly([(0.44, 0.40), (0.50, 0.40), (0.40, 0.72), (0.34, 0.72)], (216, 170, 96), 0)
    pen.stroke([(0.58, 0.40), (0.54, 0.52), (0.60, 0.58), (0.55, 0.70)], (40, 24, 20), 0.018, 0)
    pen.circle((0.50, 0.80), 0.05, (120, 90, 50))
    pen.poly([(0.20, 0.76), (0.80, 0.76), (0.78, 0.79), (0.22, 0.79)], (120, 90, 50), 0)


EMBLEMS: dict[str, Emblem] = {
    "barrow_husk": ((120, 108, 86), _husk),
    "dirge_ghoul": ((78, 96, 88), _ghoul),
    "barrow_shade": ((56, 62, 92), _shade),
    "barrow_wight": ((52, 86, 118), _wight),
    "ossuary_knight": ((104, 70, 56), _knight),
    "gravecaller_ossiane": ((96, 58, 120), _gravecaller),
}
