"""Setting up an Olde Swords Reign fight: creatures from their stat blocks, and the built-in
training ground with walls to hide behind (cover), a raised gallery (height) and rubble."""
from __future__ import annotations

from typing import Mapping, Sequence

from ..core.battle import Battle
from ..core.board import Board, BoardObject, Column
from ..core.creature import Creature
from ..core.grid_battle import grid_battle
from ..core.placement import place_roster
from ..core.ruleset import RosterEntry
from .combat_order.first_contact import NAME, SIDES
from .content.loader import Content, default_content
from .content.model import CreatureTemplate
from .creature import OldeCreature

FLOOR = Column(ground=2, terrain="floor", material="stone")
EARTH = Column(ground=2, terrain="dirt", material="dirt")
GALLERY = Column(ground=3, terrain="floor", material="stone")
WALL = Column(ground=5, terrain="wall", material="stone")
RUBBLE = Column(ground=2, terrain="rubble", material="stone", difficult=True)


def training_ground(width: int = 24, height: int = 18) -> Board:
    """The sparring yard: two low walls to take cover behind, a gallery one step up, rubble and
    a strip of earth a burrower can dig through."""
    columns = [EARTH if y >= height - 3 else FLOOR for y in range(height) for x in range(width)]
    board = Board(width, height, columns, name="Olde Swords Yard")
    for y in range(3, 7):
        board.set_column(11, y, WALL)
    for y in range(11, 15):
        board.set_column(12, y, WALL)
    for x in range(9, 15):
        board.set_column(x, 0, GALLERY)
        board.set_column(x, 1, GALLERY)
    for x, y in ((7, 8), (16, 9), (8, 12)):
        board.set_column(x, y, RUBBLE)
    board.objects = [BoardObject("crate", "wood", (17, 4, 2), name="supply crate")]
    return board


def creature_from_template(t: CreatureTemplate, cid: str, side: str, name: str = "") -> OldeCreature:
    mods = {s.lower() + "_mod": v for s, v in t.scores}
    return OldeCreature(
        id=cid, name=name or t.name, side=side, size=t.size, movement=tuple(t.movement),
        abilities=tuple(t.abilities), template=t.id, kind=t.kind, hp=t.hp, max_hp=t.hp, ac=t.ac,
        pb=t.pb, saves=tuple(t.saves), base_speed=t.speed, hit_die=t.hit_die,
        supplies=t.supplies, potions=t.potions, leader=t.leader, **mods)


def encounter_creatures(encounter_id: str, content: Content | None = None) -> list[RosterEntry]:
    content = content or default_content()
    out: list[RosterEntry] = []
    for slot in content.encounters[encounter_id].slots:
        template = content.creatures[slot.creature]
        for i in range(slot.count):
            cid = slot.creature + (f"_{i + 1}" if slot.count > 1 else "")
            while any(c.id == cid for c, _ in out):
                cid += "x"
            name = template.name + (f" {i + 1}" if slot.count > 1 else "")
            out.append((creature_from_template(template, cid, slot.side, name), slot))
    return out


def new_battle(board: Board, creatures: Sequence[Creature], seed: int = 0,
               settings: Mapping | None = None, content: Content | None = None) -> Battle:
    """A battle ready to run with these creatures, already placed, on this board."""
    content = content or default_content()
    return grid_battle(NAME, SIDES, board, creatures, seed, settings, content.abilities, "os.start")


def encounter_battle(encounter_id: str, seed: int = 0, board: Board | None = None,
                     settings: Mapping | None = None, content: Content | None = None) -> Battle:
    """The encounter on the training ground (or `board`): heroes from the west, foes from the east."""
    content = content or default_content()
    if encounter_id not in content.encounters:
        raise KeyError(f"unknown encounter {encounter_id!r} (known: {', '.join(sorted(content.encounters))})")
    roster = [c for c, _ in encounter_creatures(encounter_id, content)]
    board = board or training_ground()
    place_roster(board, roster, "heroes")
    return new_battle(board, roster, seed, settings, content)
