"""Setting up a 3D fight: creatures from their stat blocks, the encounter's circumstances
(who lies in wait, how tied initiative is settled) written on them, and the built-in training
ground, which carries three battle zones for the encounters fought in zones."""
from __future__ import annotations

from typing import Mapping, Sequence

from ..core.battle import Battle
from ..core.board import Board, BoardObject, Column
from ..core.creature import Creature
from ..core.grid_battle import grid_battle
from ..core.placement import place_roster
from ..core.ruleset import RosterEntry
from ..core.zones.board import ZoneBoard
from ..core.zones.links import ZoneLink
from ..core.zones.zone import Zone
from .attacking.attack import UNARMED
from .content.loader import Content, default_content
from .content.model import CreatureTemplate
from .creature import ThreeDiceCreature
from .round.rounds import NAME, SIDES

FLOOR = Column(ground=2, terrain="floor", material="stone")
EARTH = Column(ground=2, terrain="dirt", material="dirt")
WALL = Column(ground=8, terrain="wall", material="stone")
RUBBLE = Column(ground=2, terrain="rubble", material="stone", difficult=True)
CRAWL = Column(ground=2, terrain="crawlway", material="stone")
TIE_TAG = "tie_rule"


def training_ground(width: int = 24, height: int = 18) -> Board:
    """A yard with a low wall to hide behind, rubble, a crawlway and diggable earth."""
    columns = [EARTH if (x + 2 * y) % 7 == 0 else FLOOR for y in range(height) for x in range(width)]
    board = Board(width, height, columns, name="3D Training Yard")
    for y in range(5, 13):
        if y not in (8, 9):
            board.set_column(11, y, WALL)
    board.set_column(11, 8, CRAWL)
    for x, y in ((6, 3), (7, 3), (16, 14), (17, 14)):
        board.set_column(x, y, RUBBLE)
    board.objects = [BoardObject("crate", "wood", (15, 4, 2), name="crate")]
    return board


def training_zones(board: Board) -> ZoneBoard:
    """West, Middle and East thirds of the yard, side by side."""
    third = board.width // 3
    names = ("West", "Middle", "East")
    zones = tuple(Zone(n, frozenset((x, y) for x in range(i * third, (i + 1) * third)
                                    for y in range(board.height)), cover=1 if n == "Middle" else 0)
                  for i, n in enumerate(names))
    return ZoneBoard(zones, (ZoneLink("West", "Middle"), ZoneLink("Middle", "East")))


def creature_from_template(t: CreatureTemplate, cid: str, side: str, name: str = "") -> ThreeDiceCreature:
    movement = ("walk",) + (("fly",) if t.fly else ()) + (("burrow",) if t.burrow else ())
    return ThreeDiceCreature(
        id=cid, name=name or t.name, side=side, size=t.size, movement=movement,
        abilities=tuple(t.abilities), template=t.id, kind=t.kind, strength=t.strength,
        agility=t.agility, mind=t.mind, armor=t.armor, hp=t.hp, max_hp=t.hp, speed=t.speed,
        fly_speed=t.fly, burrow_speed=t.burrow, stealth=t.stealth)


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
            c = creature_from_template(template, cid, slot.side, template.name + (f" {n}" if many else ""))
            c.tags[TIE_TAG] = enc.tie_rule
            if enc.ambush == slot.side:
                c.tags["ambusher"] = True
            out.append((c, slot))
    return out


def new_battle(board: Board, creatures: Sequence[Creature], seed: int = 0,
               settings: Mapping | None = None, content: Content | None = None) -> Battle:
    """A battle ready to run with these creatures, already placed, on this board. The tie rule
    comes from the settings, else from the encounter written on the creatures."""
    content = content or default_content()
    chosen = dict(settings or {})
    if "tie_rule" not in chosen:
        rules = [c.tags.get(TIE_TAG) for c in creatures if c.tags.get(TIE_TAG)]
        chosen["tie_rule"] = rules[0] if rules else "agility"
    for c in creatures:
        c.tags.pop(TIE_TAG, None)
    abilities = dict(content.abilities)
    abilities[UNARMED.id] = UNARMED
    return grid_battle(NAME, SIDES, board, creatures, seed, chosen, abilities, "td.start")


def encounter_battle(encounter_id: str, seed: int = 0, board: Board | None = None,
                     settings: Mapping | None = None, content: Content | None = None) -> Battle:
    """The encounter on the training ground (or `board`): heroes from the west, foes from the
    east; an encounter fought in zones gets the yard's three zones."""
    content = content or default_content()
    if encounter_id not in content.encounters:
        raise KeyError(f"unknown encounter {encounter_id!r} (known: {', '.join(sorted(content.encounters))})")
    board = board or training_ground()
    roster = encounter_creatures(encounter_id, content)
    place_roster(board, [c for c, _ in roster], "heroes")
    battle = new_battle(board, [c for c, _ in roster], seed, settings, content)
    if content.encounters[encounter_id].zones:
        battle.zones = training_zones(board)
    return battle
