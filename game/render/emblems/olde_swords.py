"""Emblems of Olde Swords Reign's heroes and monsters. Each draws on a `Pen` in coordinates
from 0 to 1; the portrait's disc is the circle of radius 0.5 about the centre."""
from __future__ import annotations

import math

from .parts import DARK, STEEL, WOOD, arrow, bat, big_head, blade, bow, goblin_head, hooded_face, skull, \
    wolf_head
from .pen import Emblem, Pen


def _sellsword(pen: Pen) -> None:
    """A sell-sword's iron kettle hat over a broadsword held point-up."""
    blade(pen, (0.50, 0.78), (0.50, 0.08), 0.10)
    pen.poly([(0.14, 0.62), (0.86, 0.62), (0.80, 0.70), (0.20, 0.70)], (120, 124, 132))
    pen.poly([(0.28, 0.62), (0.30, 0.40), (0.50, 0.32), (0.70, 0.40), (0.72, 0.62)], (150, 154, 162))
    pen.poly([(0.32, 0.58), (0.34, 0.42), (0.50, 0.36), (0.50, 0.58)], (176, 180, 188), 0)
    for x in (0.36, 0.50, 0.64):
        pen.circle((x, 0.56), 0.016, (90, 92, 100), 0)


def _scout(pen: Pen) -> None:
    """A poacher's bow with an arrow laid across it, and a slim fencer's blade behind."""
    blade(pen, (0.70, 0.84), (0.30, 0.12), 0.05)
    bow(pen, (0.38, 0.50), 0.70, WOOD, (236, 230, 210))
    arrow(pen, (0.30, 0.50), (0.78, 0.50), (170, 130, 80), (60, 130, 70))


def _hedge_wizard(pen: Pen) -> None:
    """A crooked fen-wood staff and the three spells its owner knows, circling its head."""
    pen.stroke([(0.42, 0.90), (0.46, 0.66), (0.42, 0.46), (0.50, 0.30), (0.58, 0.34)], (110, 84, 50), 0.06, 6)
    pen.circle((0.52, 0.28), 0.06, (120, 200, 120), 5)
    for k, colour in enumerate(((255, 120, 60), (120, 200, 255), (230, 230, 110))):
        a = math.radians(200 + k * 70)
        pen.circle((0.52 + 0.28 * math.cos(a), 0.34 + 0.22 * math.sin(a) + 0.10), 0.06, colour, 5)


def _friar(pen: Pen) -> None:
    """A friar's string of wooden prayer beads around a sun disc, and a roll of bandage."""
    for k in range(14):
        a = math.radians(k * 360 / 14)
        pen.circle((0.50 + 0.30 * math.cos(a), 0.46 + 0.30 * math.sin(a)), 0.04, (170, 120, 70), 4)
    for k in range(8):
        a = math.radians(k * 45)
        pen.poly([(0.50 + 0.10 * math.cos(a - 0.3), 0.46 + 0.10 * math.sin(a - 0.3)),
                  (0.50 + 0.20 * math.cos(a), 0.46 + 0.20 * math.sin(a)),
                  (0.50 + 0.10 * math.cos(a + 0.3), 0.46 + 0.10 * math.sin(a + 0.3))], (255, 210, 90), 4)
    pen.circle((0.50, 0.46), 0.11, (255, 226, 120))
    pen.ellipse((0.56, 0.70, 0.26, 0.16), (240, 236, 220))
    pen.ellipse((0.60, 0.73, 0.08, 0.10), (200, 196, 180), 0)


def _goblin_cutter(pen: Pen) -> None:
    """A goblin's grinning head and the short knife it darts in with."""
    goblin_head(pen, (120, 150, 80), (255, 80, 50))
    blade(pen, (0.24, 0.86), (0.10, 0.60), 0.06)


def _goblin_archer(pen: Pen) -> None:
    """A goblin peering over a rock, bow raised."""
    goblin_head(pen, (140, 150, 90), (255, 220, 60))
    pen.poly([(0.08, 0.86), (0.16, 0.66), (0.40, 0.60), (0.64, 0.62), (0.88, 0.72), (0.92, 0.90)], (130, 126, 120))
    pen.poly([(0.20, 0.70), (0.40, 0.64), (0.56, 0.66), (0.40, 0.70)], (160, 156, 150), 0)
    bow(pen, (0.80, 0.40), 0.50, WOOD, (236, 230, 210))


def _bandit(pen: Pen) -> None:
    """A hooded robber, a red scarf over the lower face, short sword drawn."""
    hooded_face(pen, (96, 84, 70), (200, 160, 120), DARK)
    pen.poly([(0.36, 0.52), (0.64, 0.52), (0.62, 0.66), (0.50, 0.72), (0.38, 0.66)], (180, 50, 40), 5)
    blade(pen, (0.74, 0.86), (0.90, 0.44), 0.06)


def _crossbow(pen: Pen) -> None:
    """A loaded crossbow seen from the front, aimed at the viewer."""
    pen.thick((0.50, 0.30), (0.50, 0.90), WOOD, 0.10)
    pen.stroke([(0.14, 0.44), (0.30, 0.34), (0.50, 0.30), (0.70, 0.34), (0.86, 0.44)], (90, 92, 100), 0.05, 6)
    pen.line((0.14, 0.44), (0.50, 0.56), (236, 230, 210), 0.012)
    pen.line((0.86, 0.44), (0.50, 0.56), (236, 230, 210), 0.012)
    pen.thick((0.50, 0.56), (0.50, 0.16), (150, 110, 70), 0.03)
    pen.poly([(0.50, 0.08), (0.54, 0.16), (0.46, 0.16)], STEEL, 4)
    pen.circle((0.50, 0.56), 0.03, (60, 60, 66))


def _bandit_chief(pen: Pen) -> None:
    """The chief: masked, with a plumed wide hat and a gold ring in one ear."""
    pen.ellipse((0.30, 0.28, 0.40, 0.52), (200, 150, 110))
    pen.poly([(0.30, 0.42), (0.70, 0.42), (0.70, 0.50), (0.30, 0.50)], DARK, 0)
    pen.circle((0.41, 0.46), 0.02, (255, 240, 200), 0)
    pen.circle((0.59, 0.46), 0.02, (255, 240, 200), 0)
    pen.poly([(0.40, 0.66), (0.60, 0.66), (0.56, 0.70), (0.44, 0.70)], (90, 40, 30), 0)
    pen.circle((0.29, 0.58), 0.03, (255, 200, 60), 4)
    pen.poly([(0.10, 0.34), (0.90, 0.34), (0.80, 0.28), (0.66, 0.10), (0.34, 0.10), (0.20, 0.28)], (60, 40, 70))
    pen.poly([(0.28, 0.30), (0.72, 0.30), (0.72, 0.34), (0.28, 0.34)], (200, 160, 60), 0)
    pen.poly([(0.62, 0.14), (0.92, 0.02), (0.84, 0.14), (0.70, 0.22)], (220, 60, 50), 5)


def _cave_bat(pen: Pen) -> None:
    """A door-wide cave bat, leathery wings spread, shrieking."""
    bat(pen, (110, 80, 64), (140, 104, 84), (255, 200, 60))
    pen.ellipse((0.45, 0.52, 0.10, 0.08), DARK, 0)


def _ash_borer(pen: Pen) -> None:
    """A great grey worm breaking up through the earth, its round mouth ringed with teeth."""
    pen.ellipse((0.08, 0.74, 0.84, 0.20), (100, 80, 60))
    for k, (x, y, r) in enumerate(((0.50, 0.74, 0.20), (0.48, 0.58, 0.19), (0.50, 0.42, 0.18))):
        pen.circle((x, y), r, (150, 148, 144) if k % 2 else (130, 128, 126))
    pen.circle((0.50, 0.34), 0.17, (170, 168, 164))
    pen.circle((0.50, 0.34), 0.10, (60, 30, 34))
    for k in range(8):
        a = math.radians(k * 45)
        pen.poly([(0.5 + 0.10 * math.cos(a - 0.35), 0.34 + 0.10 * math.sin(a - 0.35)),
                  (0.5 + 0.05 * math.cos(a), 0.34 + 0.05 * math.sin(a)),
                  (0.5 + 0.10 * math.cos(a + 0.35), 0.34 + 0.10 * math.sin(a + 0.35))], (240, 236, 220), 0)


def _hill_ogre(pen: Pen) -> None:
    """A hill ogre's broad brown face, a tuft of hair and two jutting tusks."""
    big_head(pen, (170, 130, 90), (120, 86, 56), (40, 30, 20), (240, 230, 200))
    pen.poly([(0.40, 0.20), (0.46, 0.06), (0.50, 0.18), (0.56, 0.04), (0.60, 0.20)], (80, 56, 36), 5)


def _barrow_skeleton(pen: Pen) -> None:
    """A skull under a rusted nasal helm, in a collar of rotten mail."""
    pen.poly([(0.22, 0.74), (0.78, 0.74), (0.84, 0.92), (0.16, 0.92)], (120, 110, 100))
    for x in (0.28, 0.40, 0.52, 0.64, 0.76):
        pen.circle((x, 0.82), 0.025, (90, 80, 72), 0)
    skull(pen, (0.50, 0.44), 0.20, (226, 220, 200), (30, 26, 24))
    pen.poly([(0.28, 0.40), (0.30, 0.24), (0.50, 0.16), (0.70, 0.24), (0.72, 0.40)], (150, 96, 60))
    pen.thick((0.50, 0.36), (0.50, 0.56), (150, 96, 60), 0.05)


def _grave_cultist(pen: Pen) -> None:
    """A robed zealot in a deep purple hood, a bone-white skull sign on the breast."""
    hooded_face(pen, (80, 50, 100), (180, 170, 160), (255, 60, 60))
    skull(pen, (0.50, 0.76), 0.07, (236, 230, 210), (60, 30, 70))


def _marsh_wolf(pen: Pen) -> None:
    """A lean grey-green wolf of the marsh, reeds at its jaw."""
    wolf_head(pen, (120, 130, 110), (240, 220, 90), (170, 176, 160))
    for x in (0.14, 0.20, 0.80, 0.86):
        pen.thick((x, 0.94), (x + 0.02, 0.66), (190, 180, 100), 0.03)


EMBLEMS: dict[str, Emblem] = {
    "bryn_ashford": ((130, 100, 80), _sellsword),
    "wren_tallow": ((70, 120, 80), _scout),
    "odile_marchbank": ((80, 70, 130), _hedge_wizard),
    "brother_anselm": ((150, 120, 80), _friar),
    "goblin_cutter": ((100, 90, 60), _goblin_cutter),
    "goblin_archer": ((90, 110, 120), _goblin_archer),
    "bandit": ((110, 90, 70), _bandit),
    "bandit_crossbow": ((100, 80, 90), _crossbow),
    "bandit_chief": ((140, 110, 60), _bandit_chief),
    "cave_bat": ((60, 56, 70), _cave_bat),
    "ash_borer": ((110, 100, 90), _ash_borer),
    "hill_ogre": ((120, 130, 80), _hill_ogre),
    "barrow_skeleton": ((70, 80, 96), _barrow_skeleton),
    "grave_cultist": ((110, 60, 80), _grave_cultist),
    "marsh_wolf": ((80, 100, 90), _marsh_wolf),
}
