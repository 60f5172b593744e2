"""Setting up a fight: creatures from their stat blocks, the encounter's circumstances (an
ambush, how grim Fear is, weary heroes, groups on one card) written on them, and the built-in
training ground with three zones in a row."""
from __future__ import annotations

from typing import Mapping, Sequence

from ..core.battle import Battle
from ..core.board import Board, Column
from ..core.creature import Creature
from ..core.grid_battle import grid_battle
from ..core.placement import place_roster
from ..core.ruleset import RosterEntry
from ..core.zones.board import ZoneBoard
from ..core.zones.links import ZoneLink
from ..core.zones.placing import place_in_zone
from ..core.zones.zone import Zone
from .cards.deck import GROUP_TAG
from .combat.moves import FISTS
from .content.loader import Content, default_content
from .content.model import CreatureTemplate, Encounter
from .creature import ZoneCardsCreature
from .round.rounds import NAME, SIDES

FLOOR = Column(ground=0, terrain="floor", material="stone")
SETTING_TAG = "zc_settings"


def training_ground(width: int = 24, height: int = 12) -> Board:
    return Board(width, height, [FLOOR] * (width * height), name="Cards & Zones Yard")


def training_zones(board: Board) -> ZoneBoard:
    third = board.width // 3
    names = ("West", "Middle", "East")
    zones = tuple(Zone(n, frozenset((x, y) for x in range(i * third, (i + 1) * third)
                                    for y in range(board.height)), cover=2 if n == "Middle" else 0)
                  for i, n in enumerate(names))
    return ZoneBoard(zones, (ZoneLink("West", "Middle"), ZoneLink("Middle", "East")))


def creature_from_template(t: CreatureTemplate, cid: str, side: str, name: str = "") -> ZoneCardsCreature:
    first = next((w for w in t.weapons), "")
    c = ZoneCardsCreature(
        id=cid, name=name or t.name, side=side, size=t.size, abilities=tuple(t.weapons),
        template=t.id, kind=t.kind, body=t.body, agility=t.agility, wits=t.wits, heart=t.heart,
        skills=dict(t.skills), weapons=tuple(t.weapons), armor=t.armor, toughness=t.toughness,
        sees_dark=t.sees_dark, fear=t.fear, antidotes=t.antidotes)
    c.wielding = first
    c.tags["card_count"] = t.cards
    return c


def _settings(enc: Encounter) -> dict:
    return {"ambush": enc.ambush, "sure_ambush": enc.sure_ambush, "position": enc.position,
            "weary": enc.weary}


def encounter_creatures(encounter_id: str, content: Content | None = None) -> list[RosterEntry]:
    content = content or default_content()
    enc = content.encounters[encounter_id]
    out: list[RosterEntry] = []
    total = {t: sum(s.count for s in enc.slots if s.creature == t) for t in {s.creature for s in enc.slots}}
    seen: dict[str, int] = {}
    for n_slot, slot in enumerate(enc.slots):
        template = content.creatures[slot.creature]
        for _ in range(slot.count):
            n = seen[slot.creature] = seen.get(slot.creature, 0) + 1
            many = total[slot.creature] > 1
            cid = slot.creature + (f"_{n}" if many else "")
            c = creature_from_template(template, cid, slot.side, template.name + (f" {n}" if many else ""))
            if slot.one_card and slot.count > 1:
                c.tags[GROUP_TAG] = f"slot{n_slot + 1}"
            c.tags[SETTING_TAG] = _settings(enc)
            out.append((c, slot))  # type: ignore[arg-type]
    return out


def new_battle(board: Board, creatures: Sequence[Creature], seed: int = 0,
               settings: Mapping | None = None, content: Content | None = None) -> Battle:
    """A battle with these creatures, already placed; the encounter's circumstances come from
    the creatures unless the settings name them."""
    content = content or default_content()
    chosen = dict(settings or {})
    for c in creatures:
        for key, value in dict(c.tags.pop(SETTING_TAG, {}) or {}).items():
            chosen.setdefault(key, value)
    abilities = dict(content.abilities)
    abilities[FISTS.id] = FISTS
    return grid_battle(NAME, SIDES, board, creatures, seed, chosen, abilities, "zc.start")


def encounter_battle(encounter_id: str, seed: int = 0, board: Board | None = None,
                     settings: Mapping | None = None, content: Content | None = None) -> Battle:
    """The encounter on the training ground: heroes in the West zone, foes in the East."""
    content = content or default_content()
    if encounter_id not in content.encounters:
        raise KeyError(f"unknown encounter {encounter_id!r} (known: {', '.join(sorted(content.encounters))})")
    board = board or training_ground()
    roster = encounter_creatures(encounter_id, content)
    place_roster(board, [c for c, _ in roster], "heroes")
    battle = new_battle(board, [c for c, _ in roster], seed, settings, content)
    battle.zones = training_zones(board)
    for c, _ in roster:
        place_in_zone(battle.zones, battle, c.id, "West" if c.side == SIDES[0] else "East")
    return battle
