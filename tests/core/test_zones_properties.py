"""Properties of zone distances on random zone graphs (hypothesis): moves and ranges are
symmetric, obey the triangle inequality, reach grows with moves, and linking two zones
(`connect`) never makes any trip longer. 003 Using Battle Zones > Detached Zones."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.core.zones import LINK_KINDS, Zone, ZoneBoard, ZoneLink

NAMES = [f"z{n}" for n in range(7)]


@st.composite
def boards(draw) -> ZoneBoard:
    count = draw(st.integers(1, len(NAMES)))
    names = NAMES[:count]
    zones = [Zone(name, frozenset({(n, 0)})) for n, name in enumerate(names)]
    pairs = [(a, b) for i, a in enumerate(names) for b in names[i + 1:]]
    chosen = draw(st.lists(st.sampled_from(pairs), unique=True, max_size=len(pairs))) if pairs else []
    links = [ZoneLink(a, b, draw(st.sampled_from(LINK_KINDS)), draw(st.integers(1, 4)))
             for a, b in chosen]
    return ZoneBoard(tuple(zones), tuple(links))


def _le(x: int | None, y: int | None) -> bool:
    """x <= y where None means no way at all (infinitely far)."""
    return y is None or (x is not None and x <= y)


def _plus(x: int | None, y: int | None) -> int | None:
    return None if x is None or y is None else x + y


@settings(max_examples=150, deadline=None)
@given(boards(), st.data())
def test_distance_and_range_are_symmetric(board, data):
    a, b = data.draw(st.sampled_from(board.names)), data.draw(st.sampled_from(board.names))
    assert board.distance(a, b) == board.distance(b, a)
    assert board.zone_range(a, b) == board.zone_range(b, a)
    assert board.distance(a, a) == 0 == board.zone_range(a, a)


@settings(max_examples=150, deadline=None)
@given(boards(), st.data())
def test_triangle_inequality(board, data):
    a, b, c = (data.draw(st.sampled_from(board.names)) for _ in range(3))
    assert _le(board.distance(a, c), _plus(board.distance(a, b), board.distance(b, c)))
    assert _le(board.zone_range(a, c), _plus(board.zone_range(a, b), board.zone_range(b, c)))


@settings(max_examples=150, deadline=None)
@given(boards(), st.data())
def test_range_never_exceeds_moves(board, data):
    """Anywhere you can walk to, you can also aim at, no further away than the walk."""
    a, b = data.draw(st.sampled_from(board.names)), data.draw(st.sampled_from(board.names))
    assert _le(board.zone_range(a, b), board.distance(a, b))


@settings(max_examples=150, deadline=None)
@given(boards(), st.data(), st.integers(0, 6))
def test_reachable_matches_distance_and_grows_with_moves(board, data, moves):
    a = data.draw(st.sampled_from(board.names))
    near, further = board.reachable(a, moves), board.reachable(a, moves + 1)
    assert set(near) <= set(further)
    for name in board.names:
        d = board.distance(a, name)
        assert (name in near) == (d is not None and d <= moves)
        if name in near:
            assert near[name] == d


@settings(max_examples=150, deadline=None)
@given(boards(), st.data())
def test_connect_only_shortens(board, data):
    if len(board.names) < 2:
        return
    a = data.draw(st.sampled_from(board.names))
    b = data.draw(st.sampled_from([n for n in board.names if n != a]))
    linked = board.connect(a, b)
    assert linked.distance(a, b) == 1
    for x in board.names:
        for y in board.names:
            assert _le(linked.distance(x, y), board.distance(x, y))


@settings(max_examples=80, deadline=None)
@given(boards())
def test_saved_board_reads_back_the_same(board):
    assert ZoneBoard.from_dict(board.to_dict()) == board


JSON = st.recursive(st.none() | st.booleans() | st.integers(-5, 5) | st.text(max_size=4),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
                        st.sampled_from(["zones", "links", "name", "cells", "a", "b", "kind",
                                         "distance", "cover", "dark", "hazard"]), inner, max_size=4),
                    max_leaves=20)


@settings(max_examples=300, deadline=None)
@given(JSON)
def test_any_saved_data_reads_as_a_board_or_one_line_error(data):
    """A damaged save never crashes the reader: a board, or a ZoneError of one line."""
    from rules.core.zones import ZoneError
    try:
        ZoneBoard.from_dict(data)
    except ZoneError as exc:
        assert "\n" not in str(exc)
