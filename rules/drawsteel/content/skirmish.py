"""Setting up a skirmish from an encounter: creatures from content placed on a board.

Until a Tiled map is chosen, encounters play on `training_ground()`, a built-in board with a
raised platform, a sunken pit, walls, rubble, a pool and breakable objects.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.board import Board, BoardObject, Column
from ...core.creature import Creature
from ...core.geometry import Cell, cube
from typing import Any, Mapping
from .loader import Content, default_content
from .budget import build
from .hero_levels import leveled, party_and_level
from .model import EncounterSlot
from ..round.starting_combat import creature_from_template, new_battle
from ..minions.forming import mark_squads

FLOOR = Column(ground=3, terrain="floor", material="stone")
DIRT = Column(ground=3, terrain="dirt", material="dirt")
RUBBLE = Column(ground=3, terrain="rubble", material="stone", difficult=True)
WALL = Column(ground=7, terrain="wall", material="stone")
PLATFORM = Column(ground=5, terrain="floor", material="stone")
RAMP = Column(ground=4, terrain="floor", material="stone")
PIT = Column(ground=0, terrain="floor", material="stone")
POOL = Column(ground=1, terrain="water", material="stone", liquid=2)
EMBERS = Column(ground=3, terrain="embers", material="stone", damage=3, damage_type="fire")


def training_ground(width: int = 24, height: int = 20) -> Board:
    """A compact arena with something for every rule: heights, a pit, water, hazards, objects."""
    board = Board(width, height, [DIRT if (x + y) % 7 == 0 else FLOOR
                                  for y in range(height) for x in range(width)], name="Training Ground")
    paint = board.set_column
    for y in range(4, 9):
        paint(11, y, WALL)
    for x in range(9, 14):
        for y in range(12, 16):
            paint(x, y, PLATFORM)
    for x in range(9, 14):
        paint(x, 11, RAMP)
    for x in range(16, 19):
        for y in range(3, 6):
            paint(x, y, PIT)
    for x in range(4, 7):
        for y in range(13, 16):
            paint(x, y, POOL)
    for x, y in ((7, 5), (8, 6), (15, 9), (16, 9), (6, 9)):
        paint(x, y, RUBBLE)
    paint(19, 14, EMBERS)
    paint(20, 14, EMBERS)
    board.objects = [
        BoardObject("crate1", "wood", (8, 9, 3), name="wooden crate"),
        BoardObject("crate2", "wood", (14, 7, 3), name="wooden crate"),
        BoardObject("pillar1", "stone", (17, 10, 3), name="stone pillar"),
        BoardObject("window1", "glass", (11, 9, 3), name="glass pane"),
        BoardObject("grate1", "metal", (11, 3, 3), name="iron grate"),
    ]
    return board


FLIER_LIFT = 2
"""Fliers start this many squares above the ground they are placed over."""


def place(board: Board, creature: Creature, taken: set[Cell], columns: list[int]) -> bool:
    """Put a creature on the first free spot within the given x columns: the space on the
    ground there and, for a flier, the space it is lifted into must both be free."""
    n = creature.squares
    for x in columns:
        for y in range(0, board.height - n + 1):
            if x + n > board.width:
                continue
            z = board.footprint_ground((x, y, 0), n)
            if any(board.ground(cx, cy) != z for cx in range(x, x + n) for cy in range(y, y + n)):
                continue
            if any(board.column(cx, cy).damaging or board.column(cx, cy).liquid
                   for cx in range(x, x + n) for cy in range(y, y + n)):
                continue
            pos = (x, y, z + (FLIER_LIFT if creature.can("fly") else 0))
            cells = set(cube((x, y, z), n)) | set(cube(pos, n))
            if cells & taken or any(set(o.cells) & cells for o in board.objects):
                continue
            creature.pos = pos
            taken |= set(cube(pos, n))
            return True
    return False


def encounter_creatures(encounter_id: str, content: Content,
                        settings: dict | None = None) -> list[Creature]:
    """The encounter's creatures, its heroes replaced by the `party` setting if given and every
    hero at the `level` setting (content/hero_levels.py)."""
    enc = content.encounters[encounter_id]
    _, level = party_and_level(settings)
    out: list[Creature] = []
    groups: list[tuple[EncounterSlot, list[Creature]]] = []
    for slot in encounter_slots(encounter_id, content, settings):
        template = leveled(content.creatures[slot.creature], level, content.abilities)
        groups.append((slot, []))
        for i in range(slot.count):
            cid = f"{slot.creature}" + (f"_{i + 1}" if slot.count > 1 else "")
            while any(c.id == cid for c in out):
                cid += "x"
            name = template.name + (f" {i + 1}" if slot.count > 1 else "")
            c = creature_from_template(template, cid, slot.side, (0, 0, 0), name)
            c.group = getattr(slot, "group", "")
            out.append(c)
            groups[-1][1].append(out[-1])
    mark_squads(groups, {t.id for t in content.creatures.values() if t.organization == "minion"})
    return out


def encounter_slots(encounter_id: str, content: Content,
                    settings: dict | None = None) -> list[EncounterSlot]:
    """The encounter's slots, its heroes' replaced by the `party` setting when given, and its
    foes by foes built to a difficulty with the `random_foes` setting."""
    party, level = party_and_level(settings)
    slots = list(content.encounters[encounter_id].slots)
    if party:
        unknown = [p for p in party if p not in content.creatures or not content.creatures[p].hero]
        if unknown:
            raise KeyError(f"unknown hero {unknown[0]!r} in the party")
        slots = [s for s in slots if not hero_slot(s, content)] + [EncounterSlot(p, "heroes") for p in party]
    if settings and settings.get(RANDOM_FOES):
        slots = [s for s in slots if s.side == "heroes"] + random_foes(settings[RANDOM_FOES], slots,
                                                                       level, content)
    return slots


RANDOM_FOES = "random_foes"
"""Battle setting: {"difficulty": ..., "seed": ...} replaces the encounter's foes with foes
built by the encounter budget for its heroes (content/budget.py)."""


def random_foes(choice: dict, slots: list[EncounterSlot], level: int,
                content: Content) -> list[EncounterSlot]:
    """Foes for the heroes of these slots at this level, built to the chosen difficulty."""
    heroes = sum(s.count for s in slots if s.side == "heroes" and content.creatures[s.creature].hero)
    picks = build(max(1, heroes), level, str(choice.get("difficulty", "standard")),
                  int(choice.get("seed", 0)), content)
    return [EncounterSlot(p.creature, "monsters", p.count, content.creatures[p.creature].name)
            for p in picks]


def hero_slot(slot: EncounterSlot, content: Content) -> bool:
    """A slot a chosen party replaces: a hero's (a heroes' mount stays)."""
    return slot.side == "heroes" and content.creatures[slot.creature].hero


def with_malice(settings: Mapping[str, Any] | None) -> dict:
    """A played encounter has the Director's Malice unless the settings turn it off."""
    return {"malice": True, **(settings or {})}


def encounter_battle(encounter_id: str, seed: int = 0, board: Board | None = None,
                     content: Content | None = None, settings: dict | None = None) -> Battle:
    """A ready-to-run battle: heroes placed from the west edge, monsters from the east."""
    content = content or default_content()
    if encounter_id not in content.encounters:
        known = ", ".join(sorted(content.encounters))
        raise KeyError(f"unknown encounter {encounter_id!r} (known: {known})")
    board = board or training_ground()
    creatures = encounter_creatures(encounter_id, content, settings)
    taken: set[Cell] = set()
    west = list(range(0, board.width // 2))
    east = list(range(board.width - 1, board.width // 2, -1))
    for c in sorted(creatures, key=lambda c: -c.squares):
        if not place(board, c, taken, west if c.side == "heroes" else east):
            raise ValueError(f"no room to place {c.name} on {board.name or 'the board'}")
    settings = {"encounter": encounter_id, **(settings or {})}  # its objectives and breaking
    return new_battle(board, creatures, dict(content.abilities), seed, with_malice(settings))
