"""Drawing battle zones (game/render/zones.py), headless: zones tint the map art only where they
are, names and properties are told, the reach overlay marks the zones a creature can move into
and those in range (003 Using Battle Zones: own zone plus one adjacent zone in a turn; 002
Ranged Combat (Shoot): range counted in zones), and battles without zones look as before."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from _mapkit import MAPS  # noqa: E402
from game.camera import Camera  # noqa: E402
from game.maps.spawns import map_battle  # noqa: E402
from game.render.board import BoardRenderer  # noqa: E402
from game.render.zones import ZoneLayer, reach_caption, zone_tags  # noqa: E402
from rules.core.zones import Zone, zone_reach  # noqa: E402

CELL = 20


@pytest.fixture()
def battle():
    return map_battle(MAPS / "zones" / "crossroads_field.tmx", "saltreed_ford_ambush", 2)


def _camera(board) -> tuple[pygame.Surface, Camera]:
    surface = pygame.Surface((board.width * CELL, board.height * CELL))
    camera = Camera(surface.get_rect(), (board.width, board.height), CELL)
    camera.x = camera.y = 0
    return surface, camera


def _draw(battle, creature: str = "", with_battle: bool = True) -> pygame.Surface:
    surface, camera = _camera(battle.board)
    BoardRenderer(battle.board).draw(surface, camera, battle=battle if with_battle else None,
                                     creature=creature)
    return surface


def test_zones_tint_the_board_where_they_are(battle):
    plain, zoned = _draw(battle, with_battle=False), _draw(battle)
    ford = battle.zones.zone("Ford")
    x, y = sorted(ford.cells)[len(ford.cells) // 3]
    point = (x * CELL + 3, y * CELL + 3)
    assert plain.get_at(point) != zoned.get_at(point)


def test_a_battle_without_zones_looks_as_before(battle):
    battle.zones = None
    assert pygame.image.tobytes(_draw(battle), "RGB") == pygame.image.tobytes(
        _draw(battle, with_battle=False), "RGB")


def test_reach_overlay_asks_the_ruleset_and_draws_its_answer(battle, monkeypatch):
    """003 Using Battle Zones: from the road a creature reaches the ford this turn."""
    hero = next(c for c in battle.creatures.values() if c.side == "heroes")
    start = battle.zones.zone_of(hero).name
    asked: list[str] = []

    def reach(b, cid):
        asked.append(cid)
        return zone_reach(b.zones, start, 1, 0, 2)
    rules = battle.rules
    monkeypatch.setattr(type(battle), "rules", property(lambda self: _With(rules, reach)))
    before = _draw(battle)
    after = _draw(battle, hero.id)
    assert asked and asked[-1] == hero.id
    ford = battle.zones.zone("Ford")
    x, y = sorted(ford.cells)[len(ford.cells) // 3]
    assert before.get_at((x * CELL + 3, y * CELL + 3)) != after.get_at((x * CELL + 3, y * CELL + 3))


class _With:
    """A ruleset whose zone_reach is replaced (the rest passes through)."""

    def __init__(self, rules, reach) -> None:
        self._rules, self.zone_reach = rules, reach

    def __getattr__(self, name):
        return getattr(self._rules, name)


def test_shipped_rulesets_draw_no_reach_by_default(battle):
    hero = next(iter(battle.creatures))
    assert battle.rules.zone_reach(battle, hero) is None
    assert ZoneLayer().reach_for(battle, hero) is None


def test_words_on_the_zones():
    """002 Zones and Distance (cover), Circumstances (darkness); a fire hazard."""
    assert zone_tags(Zone("Wood", frozenset(), 2, True, True, "fire")) == "cover 2 · dark · difficult · fire"
    assert zone_tags(Zone("Road", frozenset())) == ""


def test_reach_captions(battle):
    reach = zone_reach(battle.zones, "Road", 1, 1, 3)
    assert reach_caption("Road", reach) == "here"
    assert reach_caption("Ford", reach) == "1 move · in range"
    assert reach_caption("Wood", reach) == "in range"


def test_hover_read_out_names_the_zone(battle):
    from game.render.zones import zone_note
    assert zone_note(battle.zones, 20, 2) == " · zone Hill: cover 3"
    assert zone_note(battle.zones, 1, 11) == " · zone Road"
    assert zone_note(None, 1, 1) == ""


def test_only_zones_linked_across_open_space_get_a_line(battle):
    """003 Using Battle Zones > Detached Zones: grappled ships are joined by a drawn line; rooms
    either side of a wall with a door are not."""
    from game.render.zones import _link_words
    from game.maps.tiled import load_map
    tavern = load_map(MAPS / "zones" / "tavern_brawl.tmx").battle_zones
    assert _link_words(tavern, tavern.link("Taproom", "Kitchen")) == ""
    ships = load_map(MAPS / "zones" / "grappled_ships.tmx").battle_zones
    assert _link_words(ships, ships.link("Hawk Main Deck", "Gull Waist")) == "no way across · 2 zones"
    grappled = ships.connect("Hawk Main Deck", "Gull Waist")
    assert _link_words(grappled, grappled.link("Hawk Main Deck", "Gull Waist")) == "linked"
    assert _link_words(ships, ships.link("Hawk Quarterdeck", "Longboat")) == "2 moves"
