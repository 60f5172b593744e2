"""The zone board: zones and their links, distances and ranges counted in zones, reach in one
turn, an event linking two zones, laying tokens out in a zone, and finding who stands where.

Rules cited: seed 003 "Using Battle Zones" (with "Detached Zones"), seed 002 "Zones and
Distance", "Movement in Combat" and "Ranged Combat (Shoot)"."""
from __future__ import annotations

import pytest

from rules.core.creature import Creature
from rules.core.zones import (ADJACENT, DETACHED, INACCESSIBLE, Zone, ZoneBoard, ZoneError, ZoneLink,
                              board_of, zone_reach)

from test_zones_kit import field_board, ships_board, strip


class _Battle:
    def __init__(self, *creatures: Creature) -> None:
        self.creatures = {c.id: c for c in creatures}


def test_a_single_zone_serves_a_tight_brawl():
    """003 Using Battle Zones: tight quarters may be one zone; everyone is 0 zones apart."""
    board = board_of([strip("taproom", 0, 8, 6)])
    assert board.distance("taproom", "taproom") == 0
    assert board.zone_range("taproom", "taproom") == 0
    assert board.reachable("taproom", 1) == {"taproom": 0}


def test_adjacent_zones_are_one_move_apart():
    """002 Movement in Combat: entering the next zone is one move (a fast maneuver)."""
    board = field_board()
    assert board.distance("road", "ford") == 1
    assert board.distance("road", "hill") == 2
    assert board.distance("wood", "hill") == 2
    assert set(board.neighbours("ford")) == {"road", "hill", "wood"}


def test_reach_in_one_turn_is_own_zone_plus_one_adjacent():
    """003 Using Battle Zones: speed 50 moves within your zone and into one adjacent zone."""
    board = field_board()
    assert board.reachable("road", 1) == {"road": 0, "ford": 1}
    assert board.reachable("road", 0) == {"road": 0}
    assert board.reachable("ford", 1) == {"ford": 0, "road": 1, "hill": 1, "wood": 1}


def test_weapon_range_bands_count_zones():
    """002 Ranged Combat (Shoot): a sling (0-1) reaches the same or the next zone, a longbow
    (1-3) one to three zones away but not its own zone."""
    board = field_board()
    assert board.in_range("road", "ford", 0, 1) and board.in_range("road", "road", 0, 1)
    assert not board.in_range("road", "hill", 0, 1)
    assert not board.in_range("road", "road", 1, 3)
    assert board.in_range("road", "wood", 1, 3) and board.zone_range("road", "wood") == 2
    assert board.in_reach("road", 1, 3) == ("ford", "hill", "wood")


def test_detached_zone_takes_several_moves():
    """003 Using Battle Zones > Detached Zones: the distance to a detached zone is set by the
    storyteller and may take several turns to cover."""
    board = ships_board()
    assert board.distance("quarterdeck", "boat") == 3
    assert "boat" not in board.reachable("quarterdeck", 2)
    assert board.reachable("quarterdeck", 3)["boat"] == 3
    assert board.zone_range("quarterdeck", "boat") == 3


def test_inaccessible_zone_cannot_be_entered_but_can_be_shot_at():
    """003 Using Battle Zones > Detached Zones: ships out of each other's reach fire ranged
    weapons and spells across; nobody walks over."""
    board = ships_board()
    assert board.distance("main deck", "forecastle") is None
    assert board.distance("quarterdeck", "waist") is None
    assert board.zone_range("main deck", "forecastle") == 2
    assert board.zone_range("quarterdeck", "waist") == 4
    assert board.line_of_effect("main deck", "waist")
    assert board.in_range("main deck", "forecastle", 1, 3)


def test_grappling_links_two_ships():
    """003 Using Battle Zones > Detached Zones: an action can make an inaccessible zone
    accessible again, e.g. one ship coming alongside the other."""
    board = ships_board()
    grappled = board.connect("main deck", "forecastle")
    assert grappled.distance("main deck", "forecastle") == 1
    assert grappled.distance("quarterdeck", "waist") == 3
    assert grappled.link("forecastle", "main deck").kind == ADJACENT
    assert board.distance("main deck", "forecastle") is None, "the old board is unchanged"
    assert len(grappled.links) == len(board.links)


def test_unlinked_zones_have_no_distance_or_range():
    board = board_of([strip("a", 0), strip("b", 5)])
    assert board.distance("a", "b") is None and board.zone_range("a", "b") is None
    assert not board.line_of_effect("a", "b")


def test_zone_properties_are_carried():
    """002 Zones and Distance (cover spots) and Circumstances (darkness); 003 hindered ground."""
    board = field_board()
    assert board.zone("hill").cover == 3
    assert board.zone("wood").dark and board.zone("wood").difficult
    fire = Zone("burning barn", frozenset({(0, 0)}), hazard="fire")
    assert board_of([fire]).zone("burning barn").hazard == "fire"


def test_zone_at_a_square_and_of_a_creature():
    """003 Using Battle Zones: a creature's zone is the zone its token stands in."""
    board = field_board()
    assert board.zone_at((4, 1)).name == "ford"
    assert board.zone_at((4, 1, 7)).name == "ford"
    assert board.zone_at((40, 1)) is None
    rider = Creature("r", "Rider", "heroes", pos=(7, 2, 0))
    assert board.zone_of(rider).name == "hill"


def test_creatures_in_a_zone_leave_out_the_dead():
    board = field_board()
    a = Creature("a", "A", "heroes", pos=(0, 0, 0))
    b = Creature("b", "B", "monsters", pos=(2, 2, 0))
    c = Creature("c", "C", "monsters", pos=(1, 1, 0), dead=True)
    d = Creature("d", "D", "monsters", pos=(6, 0, 0))
    assert [x.id for x in board.creatures_in("road", _Battle(a, b, c, d))] == ["a", "b"]


def test_free_cell_lays_tokens_out_without_overlap():
    board = board_of([strip("deck", 0, 3, 3)])
    first = board.free_cell("deck", set())
    assert first == (1, 1), "the middle first"
    taken = {first}
    for _ in range(8):
        spot = board.free_cell("deck", taken)
        assert spot is not None and spot not in taken
        taken.add(spot)
    assert board.free_cell("deck", taken) is None


def test_free_cell_fits_a_large_creature_inside_the_zone():
    board = board_of([strip("deck", 0, 3, 3)])
    spot = board.free_cell("deck", {(1, 1)}, size=2)
    assert spot is None
    spot = board.free_cell("deck", {(0, 0)}, size=2)
    assert spot is not None
    block = {(spot[0] + i, spot[1] + j) for i in range(2) for j in range(2)}
    assert (0, 0) not in block and all(c in board.zone("deck").cells for c in block)


def test_zone_reach_gathers_moves_and_range():
    """003 Using Battle Zones: where a creature can get this turn and what it can shoot at."""
    reach = zone_reach(field_board(), "road", 1, 0, 1)
    assert reach.moves == {"road": 0, "ford": 1}
    assert reach.in_range == ("road", "ford")


@pytest.mark.parametrize("zones, links, message", [
    ([strip("a", 0), strip("a", 5)], [], "two zones are named 'a'"),
    ([strip("", 0)], [], "needs a name"),
    ([strip("a", 0), strip("b", 2)], [], "'b' overlaps 'a'"),
    ([strip("a", 0)], [ZoneLink("a", "x")], "unknown zone 'x'"),
    ([strip("a", 0)], [ZoneLink("a", "a")], "linked to itself"),
    ([strip("a", 0), strip("b", 5)], [ZoneLink("a", "b", "teleport")], "unknown kind"),
    ([strip("a", 0), strip("b", 5)], [ZoneLink("a", "b", DETACHED, 0)], "distance must be 1 or more"),
    ([strip("a", 0), strip("b", 5)], [ZoneLink("a", "b"), ZoneLink("b", "a", INACCESSIBLE, 2)],
     "linked twice"),
    ([strip("a", 0, cover=-1)], [], "cover must be 0 or more"),
])
def test_a_board_that_cannot_be_is_refused_in_one_line(zones, links, message):
    with pytest.raises(ZoneError) as err:
        board_of(zones, links)
    assert message in str(err.value) and "\n" not in str(err.value)


def test_unknown_zone_names_are_refused():
    with pytest.raises(ZoneError, match="unknown zone 'moon'"):
        field_board().distance("road", "moon")


def test_round_trip_through_plain_data():
    board = ships_board().connect("main deck", "forecastle")
    assert ZoneBoard.from_dict(board.to_dict()) == board


@pytest.mark.parametrize("data, place", [
    ([], "expected a table"),
    ({"zones": [{"name": "a", "cells": [[0, 0]], "dark": "yes"}]}, "zones[1].dark"),
    ({"zones": [{"name": "a", "cells": [[0, -1]]}]}, "zones[1].cells[1]"),
    ({"zones": [{"name": "a", "cells": [[0, 0]], "colour": 1}]}, "zones[1].colour"),
    ({"zones": [{"name": "a", "cells": []}], "links": [{"a": "a", "b": "b"}]}, "links[1]"),
    ({"zones": [], "links": [{"a": "a", "b": "b", "kind": "portal"}]}, "links[1].kind"),
    ({"zones": [{"name": "a", "cells": [], "hazard": 3}]}, "zones[1].hazard"),
])
def test_bad_saved_boards_name_the_place(data, place):
    with pytest.raises(ZoneError) as err:
        ZoneBoard.from_dict(data)
    assert place in str(err.value)
