"""Setting up a Brighter Worlds fight: creatures from their stat blocks, an encounter's
circumstances (surprise in doubt, a promised reward) written on them, and the built-in
training ground with a ledge, a pool and burning ground."""
from __future__ import annotations

from typing import Mapping, Sequence

from ..core.battle import Battle
from ..core.board import Board, BoardObject, Column
from ..core.creature import Creature
from ..core.grid_battle import grid_battle
from ..core.placement import place_roster
from ..core.ruleset import RosterEntry
from .content.loader import Content, default_content
from .content.model import CreatureTemplate
from .creature import BrighterCreature
from .round.rounds import NAME, SIDES

FLOOR = Column(ground=2, terrain="floor", material="stone")
EARTH = Column(ground=2, terrain="dirt", material="dirt")
LEDGE = Column(ground=6, terrain="floor", material="stone")
STEP = Column(ground=3, terrain="floor", material="stone")
WALL = Column(ground=8, terrain="wall", material="stone")
POOL = Column(ground=0, terrain="water", material="stone", liquid=2)
LAVA = Column(ground=1, terrain="lava", material="stone", damage=3, damage_type="fire")
BRAMBLE = Column(ground=2, terrain="rubble", material="dirt", difficult=True)


def training_ground(width: int = 24, height: int = 18) -> Board:
    """A yard for every rule: a high ledge to be shoved off, a pool, a lava channel, brambles
    and earth a burrower can dig through."""
    columns = [EARTH if (x * 3 + y) % 5 == 0 else FLOOR for y in range(height) for x in range(width)]
    board = Board(width, height, columns, name="Brighter Worlds Yard")
    paint = board.set_column
    for x in range(9, 15):
        for y in range(2, 6):
            paint(x, y, LEDGE)
    for x in range(9, 15):
        paint(x, 6, STEP if x in (9, 14) else FLOOR)
    for y in range(11, 15):
        for x in range(4, 8):
            paint(x, y, POOL)
    for y in range(9, 16):
        paint(16, y, LAVA)
    for x, y in ((7, 7), (8, 8), (15, 12), (3, 4)):
        paint(x, y, BRAMBLE)
    for y in range(8, 11):
        paint(12, y, WALL)
    board.objects = [BoardObject("cart", "wood", (19, 4, 2), name="broken cart"),
                     BoardObject("statue", "stone", (5, 7, 2), name="old statue")]
    return board


def creature_from_template(t: CreatureTemplate, cid: str, side: str, name: str = "") -> BrighterCreature:
    return BrighterCreature(
        id=cid, name=name or t.name, side=side, size=t.size, movement=tuple(t.movement),
        abilities=tuple(t.attacks), template=t.id, kind=t.kind,
        str_die=t.STR, dex_die=t.DEX, wil_die=t.WIL, str_start=t.STR, dex_start=t.DEX,
        wil_start=t.WIL, armor=t.armor, grit=t.grit, max_grit=t.grit, speed=t.speed,
        leader=t.leader, fearless=t.fearless)


def encounter_creatures(encounter_id: str, content: Content | None = None) -> list[RosterEntry]:
    content = content or default_content()
    enc = content.encounters[encounter_id]
    out: list[RosterEntry] = []
    total = {t: sum(s.count for s in enc.slots if s.creature == t) for t in {s.creature for s in enc.slots}}
    seen: dict[str, int] = {}
    for slot in enc.slots:
        template = content.creatures[slot.creature]
        for _ in range(slot.count):
            n = seen[slot.creature] = seen.get(slot.creature, 0) + 1
            many = total[slot.creature] > 1
            cid = slot.creature + (f"_{n}" if many else "")
            while any(c.id == cid for c, _ in out):
                cid += "x"
            c = creature_from_template(template, cid, slot.side, template.name + (f" {n}" if many else ""))
            if enc.surprise and slot.side == "heroes":
                c.tags["surprise_check"] = True
            if enc.reward and slot.side != "heroes":
                c.tags["reward"] = True
            out.append((c, slot))
    return out


def new_battle(board: Board, creatures: Sequence[Creature], seed: int = 0,
               settings: Mapping | None = None, content: Content | None = None) -> Battle:
    """A battle ready to run with these creatures, already placed, on this board."""
    content = content or default_content()
    return grid_battle(NAME, SIDES, board, creatures, seed, settings, content.abilities, "bw.start")


def encounter_battle(encounter_id: str, seed: int = 0, board: Board | None = None,
                     settings: Mapping | None = None, content: Content | None = None) -> Battle:
    """The encounter on the training ground (or `board`): heroes from the west, foes from the east."""
    content = content or default_content()
    if encounter_id not in content.encounters:
        raise KeyError(f"unknown encounter {encounter_id!r} (known: {', '.join(sorted(content.encounters))})")
    board = board or training_ground()
    roster = encounter_creatures(encounter_id, content)
    place_roster(board, [c for c, _ in roster], "heroes")
    return new_battle(board, [c for c, _ in roster], seed, settings, content)

