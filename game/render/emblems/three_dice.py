"""Emblems of 3D's heroes and monsters (the tavern bruiser and the sea reavers are Cards &
Zones' too). Each draws on a `Pen` in coordinates from 0 to 1; the portrait's disc is the
circle of radius 0.5 about the centre."""
from __future__ import annotations

from .parts import DARK, STEEL, WOOD, bat, big_head, bow, hooded_face, skull, wolf_head
from .pen import Emblem, Pen


def _dwarf_sergeant(pen: Pen) -> None:
    """A dwarf under a round iron helm, her red beard in two braids."""
    beard = (190, 90, 50)
    pen.poly([(0.30, 0.50), (0.70, 0.50), (0.66, 0.80), (0.58, 0.92), (0.42, 0.92), (0.34, 0.80)], beard)
    pen.thick((0.42, 0.80), (0.42, 0.92), (230, 200, 90), 0.04)
    pen.thick((0.58, 0.80), (0.58, 0.92), (230, 200, 90), 0.04)
    pen.ellipse((0.32, 0.30, 0.36, 0.30), (220, 170, 130))
    pen.circle((0.43, 0.44), 0.02, DARK, 0)
    pen.circle((0.57, 0.44), 0.02, DARK, 0)
    pen.poly([(0.40, 0.56), (0.60, 0.56), (0.64, 0.62), (0.50, 0.58), (0.36, 0.62)], beard, 4)
    pen.poly([(0.24, 0.38), (0.28, 0.20), (0.50, 0.10), (0.72, 0.20), (0.76, 0.38)], (130, 134, 144))
    pen.thick((0.22, 0.38), (0.78, 0.38), (100, 104, 112), 0.05)


def _courier(pen: Pen) -> None:
    """A courier's letter, folded and sealed in red wax, with a wing for haste."""
    pen.poly([(0.50, 0.34), (0.72, 0.16), (0.90, 0.22), (0.80, 0.30), (0.92, 0.36), (0.76, 0.42),
              (0.60, 0.46)], (240, 240, 250))
    pen.poly([(0.14, 0.34), (0.78, 0.34), (0.78, 0.76), (0.14, 0.76)], (236, 220, 180))
    pen.poly([(0.14, 0.34), (0.46, 0.58), (0.78, 0.34)], (210, 194, 150), 5)
    pen.circle((0.46, 0.58), 0.08, (190, 40, 40), 5)
    pen.circle((0.46, 0.58), 0.04, (150, 30, 30), 0)


def _hedge_witch(pen: Pen) -> None:
    """A hedge witch's pointed hat, its brim singed and still smoking."""
    pen.poly([(0.10, 0.70), (0.90, 0.70), (0.84, 0.78), (0.16, 0.78)], (70, 60, 90))
    pen.poly([(0.28, 0.70), (0.40, 0.40), (0.56, 0.10), (0.64, 0.30), (0.72, 0.70)], (80, 70, 110))
    pen.poly([(0.30, 0.62), (0.70, 0.62), (0.72, 0.70), (0.28, 0.70)], (180, 140, 60), 0)
    for x in (0.20, 0.76):
        pen.poly([(x - 0.04, 0.74), (x, 0.66), (x + 0.04, 0.74)], (255, 140, 50), 4)
    for k, (x, y) in enumerate(((0.22, 0.56), (0.18, 0.44), (0.24, 0.32))):
        pen.circle((x, y), 0.035 + 0.01 * k, (170, 170, 176), 4)


def _forester(pen: Pen) -> None:
    """A forester's quiver, full, every arrow counted."""
    for k, x in enumerate((0.36, 0.46, 0.56, 0.66)):
        pen.thick((x, 0.50), (x - 0.06 + 0.04 * k, 0.14), (170, 130, 80), 0.025)
        pen.poly([(x - 0.06 + 0.04 * k - 0.04, 0.12), (x - 0.06 + 0.04 * k, 0.24),
                  (x - 0.06 + 0.04 * k + 0.04, 0.12)], (60, 140, 80) if k % 2 else (200, 60, 50), 4)
    pen.poly([(0.30, 0.40), (0.72, 0.40), (0.66, 0.88), (0.36, 0.88)], (120, 80, 44))
    pen.thick((0.32, 0.52), (0.70, 0.52), (90, 56, 30), 0.04)
    pen.thick((0.34, 0.76), (0.68, 0.76), (90, 56, 30), 0.04)


def _halberd(pen: Pen) -> None:
    """A caravan guard's halberd, long in the haft, axe blade and spike at the head."""
    pen.thick((0.40, 0.94), (0.56, 0.06), WOOD, 0.05)
    pen.poly([(0.53, 0.22), (0.80, 0.14), (0.86, 0.30), (0.78, 0.44), (0.50, 0.36)], STEEL)
    pen.poly([(0.54, 0.26), (0.30, 0.24), (0.52, 0.32)], STEEL, 5)
    pen.poly([(0.56, 0.06), (0.60, -0.02), (0.58, 0.10)], STEEL, 5)
    pen.thick((0.46, 0.60), (0.50, 0.52), (160, 40, 40), 0.07)


def _bandit_archer(pen: Pen) -> None:
    """A hooded archer in green, bow held upright."""
    hooded_face(pen, (70, 96, 60), (200, 160, 120), DARK)
    pen.poly([(0.36, 0.54), (0.64, 0.54), (0.60, 0.66), (0.40, 0.66)], (60, 70, 50), 4)
    bow(pen, (0.78, 0.54), 0.56, WOOD, (236, 230, 210))


def _bruiser(pen: Pen) -> None:
    """A brawler's raised fist and a foaming tankard of ale."""
    pen.poly([(0.52, 0.40), (0.82, 0.40), (0.80, 0.86), (0.54, 0.86)], (170, 120, 60))
    pen.stroke([(0.82, 0.50), (0.92, 0.54), (0.92, 0.70), (0.81, 0.74)], (140, 96, 50), 0.04, 5)
    for k in range(4):
        pen.circle((0.56 + k * 0.08, 0.38 - 0.02 * (k % 2)), 0.06, (250, 246, 230), 4)
    pen.thick((0.52, 0.56), (0.82, 0.56), (110, 76, 40), 0.03)
    skin = (220, 160, 120)
    pen.poly([(0.16, 0.40), (0.46, 0.40), (0.48, 0.70), (0.20, 0.72)], skin)
    for k in range(4):
        pen.poly([(0.16 + k * 0.075, 0.30), (0.23 + k * 0.075, 0.30), (0.235 + k * 0.075, 0.46),
                  (0.16 + k * 0.075, 0.46)], skin, 5)
    pen.thick((0.30, 0.72), (0.30, 0.92), skin, 0.16)


def _dire_wolf(pen: Pen) -> None:
    """A dire wolf's dark head, red-eyed, with a scar across one eye."""
    wolf_head(pen, (70, 64, 64), (255, 60, 40), (110, 100, 100))
    pen.line((0.60, 0.32), (0.72, 0.56), (220, 170, 160), 0.02)


def _cave_ogre(pen: Pen) -> None:
    """A pale, long-armed cave ogre, a knotted club over its shoulder."""
    pen.thick((0.70, 0.90), (0.86, 0.20), WOOD, 0.08)
    pen.circle((0.86, 0.20), 0.08, (120, 84, 50))
    big_head(pen, (170, 176, 168), (120, 124, 120), (255, 210, 80), (236, 226, 196))


def _carrion_hawk(pen: Pen) -> None:
    """A carrion hawk's head in profile: hooked beak, bald red neck, a hard yellow eye."""
    pen.poly([(0.30, 0.90), (0.34, 0.60), (0.50, 0.58), (0.56, 0.90)], (190, 90, 80))
    pen.poly([(0.24, 0.62), (0.26, 0.34), (0.44, 0.20), (0.64, 0.22), (0.70, 0.40), (0.56, 0.64)], (80, 64, 52))
    pen.poly([(0.62, 0.28), (0.84, 0.34), (0.88, 0.48), (0.80, 0.44), (0.66, 0.46)], (230, 190, 80))
    pen.circle((0.52, 0.34), 0.05, (255, 210, 60), 4)
    pen.circle((0.53, 0.34), 0.02, DARK, 0)


def _grave_bat(pen: Pen) -> None:
    """A small pale bat with a skull for a face."""
    bat(pen, (110, 110, 124), (190, 190, 200), (40, 20, 30))
    skull(pen, (0.50, 0.40), 0.08, (236, 232, 220), (40, 30, 40))


def _tunnel_borer(pen: Pen) -> None:
    """A giant burrowing beetle from above: ridged shell, six legs and great mandibles."""
    for side in (-1, 1):
        for y in (0.46, 0.60, 0.74):
            pen.stroke([(0.5 + side * 0.12, y), (0.5 + side * 0.30, y - 0.04), (0.5 + side * 0.38, y + 0.06)],
                       (60, 50, 40), 0.03, 5)
    pen.ellipse((0.30, 0.38, 0.40, 0.52), (110, 80, 50))
    pen.line((0.50, 0.40), (0.50, 0.88), DARK, 0.012)
    pen.ellipse((0.36, 0.24, 0.28, 0.20), (90, 64, 40))
    pen.poly([(0.40, 0.28), (0.28, 0.10), (0.44, 0.22)], (200, 180, 140), 5)
    pen.poly([(0.60, 0.28), (0.72, 0.10), (0.56, 0.22)], (200, 180, 140), 5)
    pen.ellipse((0.36, 0.46, 0.10, 0.22), (150, 116, 76), 0)


def _bog_lurker(pen: Pen) -> None:
    """One great eye above the bog water, tentacles reaching out of it."""
    pen.poly([(0.0, 0.62), (1.0, 0.62), (1.0, 1.0), (0.0, 1.0)], (60, 90, 60), 0)
    for x0, x1, y1 in ((0.26, 0.10, 0.30), (0.74, 0.90, 0.30), (0.36, 0.24, 0.14)):
        pen.stroke([(x0, 0.66), ((x0 + x1) / 2 + 0.06, (0.66 + y1) / 2), (x1, y1)], (120, 140, 90), 0.05, 6)
    pen.ellipse((0.28, 0.40, 0.44, 0.36), (100, 120, 80))
    pen.circle((0.50, 0.54), 0.11, (240, 230, 140), 5)
    pen.ellipse((0.47, 0.46, 0.06, 0.16), DARK, 0)
    for y in (0.76, 0.86):
        pen.stroke([(0.18, y), (0.34, y - 0.02), (0.50, y), (0.66, y - 0.02), (0.82, y)], (130, 170, 120), 0.016, 0)


def _sea_reaver(pen: Pen) -> None:
    """A sea raider in a knotted bandana with a gold earring, cutlass raised."""
    pen.ellipse((0.30, 0.26, 0.40, 0.52), (190, 140, 100))
    pen.poly([(0.28, 0.40), (0.32, 0.22), (0.50, 0.16), (0.68, 0.22), (0.72, 0.40)], (40, 80, 160))
    pen.poly([(0.70, 0.30), (0.86, 0.40), (0.80, 0.46), (0.68, 0.38)], (40, 80, 160), 5)
    pen.circle((0.42, 0.48), 0.022, DARK, 0)
    pen.thick((0.54, 0.48), (0.64, 0.48), DARK, 0.03)
    pen.poly([(0.38, 0.62), (0.62, 0.62), (0.60, 0.78), (0.40, 0.78)], (60, 40, 30), 0)
    pen.circle((0.30, 0.58), 0.03, (255, 200, 60), 4)
    pen.stroke([(0.20, 0.90), (0.14, 0.66), (0.16, 0.44)], STEEL, 0.05, 5)
    pen.thick((0.14, 0.90), (0.28, 0.88), (150, 120, 60), 0.04)


def _reaver_captain(pen: Pen) -> None:
    """A reaver captain's three-cornered hat with a skull upon it, and crossed cutlasses below."""
    for flip in (1, -1):
        pen.stroke([(0.5 - 0.30 * flip, 0.90), (0.5 - 0.10 * flip, 0.66), (0.5 + 0.22 * flip, 0.52)],
                   STEEL, 0.045, 5)
    pen.poly([(0.08, 0.50), (0.30, 0.22), (0.50, 0.14), (0.70, 0.22), (0.92, 0.50), (0.70, 0.42),
              (0.50, 0.50), (0.30, 0.42)], (40, 34, 40))
    pen.poly([(0.12, 0.48), (0.30, 0.40), (0.50, 0.48), (0.70, 0.40), (0.88, 0.48), (0.70, 0.44),
              (0.50, 0.52), (0.30, 0.44)], (200, 160, 60), 0)
    skull(pen, (0.50, 0.28), 0.07, (240, 236, 220), (40, 34, 40))


EMBLEMS: dict[str, Emblem] = {
    "brenna_ashgrove": ((150, 110, 90), _dwarf_sergeant),
    "corin_vale": ((70, 130, 150), _courier),
    "ilsa_morrow": ((120, 90, 70), _hedge_witch),
    "tobin_reed": ((90, 130, 70), _forester),
    "hale_dunmore": ((110, 110, 140), _halberd),
    "bandit_archer": ((100, 110, 70), _bandit_archer),
    "tavern_bruiser": ((150, 100, 70), _bruiser),
    "dire_wolf": ((100, 60, 60), _dire_wolf),
    "cave_ogre": ((80, 90, 110), _cave_ogre),
    "carrion_hawk": ((150, 130, 100), _carrion_hawk),
    "grave_bat": ((80, 70, 100), _grave_bat),
    "tunnel_borer": ((130, 100, 60), _tunnel_borer),
    "bog_lurker": ((70, 110, 80), _bog_lurker),
    "sea_reaver": ((60, 100, 140), _sea_reaver),
    "reaver_captain": ((130, 60, 60), _reaver_captain),
}
