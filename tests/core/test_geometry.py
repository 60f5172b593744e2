"""Property tests for the 3D grid geometry (rules/core/geometry.py).

Seed 000 is the specification: "All squares adjacent to your character cost 1 movement to move
into. No, there's no Pythagorean theorem on the grid" (000 Movement), and a size N creature fills
an N x N x N cube (000 Set the Map > Size and Space).
"""
from __future__ import annotations

from itertools import product

import pytest
from hypothesis import given, settings, strategies as st

from rules.core.geometry import (
    NEIGHBOURS_2D, NEIGHBOURS_3D, SIZE_CATEGORIES, cell_distance, cube, footprint, parse_size,
    size_rank, size_squares, space_distance, spaces_adjacent, spaces_overlap,
)

coord = st.integers(-20, 20)
cells = st.tuples(coord, coord, coord)
small = st.integers(-6, 6)
small_cells = st.tuples(small, small, small)
sizes = st.integers(1, 4)


def brute_space_distance(a, na, b, nb) -> int:
    """The distance between the nearest cells of two cubes, by looking at every pair."""
    return min(cell_distance(p, q) for p in cube(a, na) for q in cube(b, nb))


# ---------------------------------------------------------------- cell distance

@settings(deadline=None)
@given(cells, cells)
def test_cell_distance_symmetric(a, b):
    """000 Movement: distance between squares does not depend on direction."""
    assert cell_distance(a, b) == cell_distance(b, a)


@settings(deadline=None)
@given(cells, cells, cells)
def test_cell_distance_triangle_inequality(a, b, c):
    """000 Movement: going via a third square is never shorter."""
    assert cell_distance(a, c) <= cell_distance(a, b) + cell_distance(b, c)


@settings(deadline=None)
@given(cells, cells)
def test_cell_distance_is_chebyshev_3d(a, b):
    """000 Movement ("no Pythagorean theorem"): diagonals count 1, in 3D too (000 Size and Space:
    spaces have height), so distance is the largest axis gap."""
    d = cell_distance(a, b)
    assert d == max(abs(a[i] - b[i]) for i in range(3))
    assert d >= 0
    assert (d == 0) == (a == b)


@settings(deadline=None)
@given(cells)
def test_every_neighbour_is_one_step_away(a):
    """000 Movement: every adjacent square, diagonals included, is 1 away."""
    for d in NEIGHBOURS_3D:
        assert cell_distance(a, (a[0] + d[0], a[1] + d[1], a[2] + d[2])) == 1
    assert len(NEIGHBOURS_3D) == 26 and len(set(NEIGHBOURS_3D)) == 26
    assert len(NEIGHBOURS_2D) == 8 and len(set(NEIGHBOURS_2D)) == 8


# ---------------------------------------------------------------- spaces

@settings(deadline=None, max_examples=200)
@given(small_cells, sizes, small_cells, sizes)
def test_space_distance_matches_nearest_cells(a, na, b, nb):
    """000 Size and Space: a size N space is an N-cube; distance between spaces is measured
    between their nearest squares."""
    assert space_distance(a, na, b, nb) == brute_space_distance(a, na, b, nb)
    assert space_distance(a, na, b, nb) == space_distance(b, nb, a, na)


@settings(deadline=None, max_examples=200)
@given(small_cells, sizes, small_cells, sizes)
def test_space_distance_zero_iff_overlap(a, na, b, nb):
    """000 Size and Space: two spaces are at distance 0 exactly when they share a square."""
    share = bool(set(cube(a, na)) & set(cube(b, nb)))
    assert (space_distance(a, na, b, nb) == 0) == share
    assert spaces_overlap(a, na, b, nb) == share


@settings(deadline=None, max_examples=200)
@given(small_cells, sizes, small_cells, sizes)
def test_adjacency_iff_distance_one(a, na, b, nb):
    """000 Movement / Flanking: spaces are adjacent when they touch (face, edge or corner)
    without overlapping, i.e. some square of one is next to some square of the other."""
    ca, cb = set(cube(a, na)), set(cube(b, nb))
    touching = not (ca & cb) and any(cell_distance(p, q) == 1 for p in ca for q in cb)
    assert spaces_adjacent(a, na, b, nb) == touching
    assert spaces_adjacent(a, na, b, nb) == (space_distance(a, na, b, nb) == 1)


@settings(deadline=None)
@given(small_cells, st.integers(1, 6))
def test_cube_has_n_cubed_distinct_cells(origin, n):
    """000 Size and Space: "a horse has a size of 2 ... 2 squares long, 2 squares wide, and
    2 squares high" - a size N space is N^3 squares with its lowest corner at the origin."""
    cells_ = cube(origin, n)
    assert len(cells_) == n ** 3 == len(set(cells_))
    assert min(cells_) == origin
    for c in cells_:
        assert all(origin[i] <= c[i] < origin[i] + n for i in range(3))
    assert len(footprint(origin, n)) == n * n == len(set(footprint(origin, n)))


# ---------------------------------------------------------------- sizes

@pytest.mark.parametrize("token,expected", [
    ("1T", "1T"), ("1S", "1S"), ("1M", "1M"), ("1L", "1L"), ("1t", "1T"), (" 1l ", "1L"),
    ("1", "1M"), (1, "1M"), ("2", "2"), (2, "2"), (3, "3"), ("5", "5"), ("12", "12"),
])
def test_parse_size_accepts(token, expected):
    """000 Size and Space: size 1 is 1T, 1S, 1M or 1L; larger sizes are whole numbers."""
    assert parse_size(token) == expected


@pytest.mark.parametrize("token", [
    "0", 0, "-1", -2, "1X", "2M", "2L", "1.5", 1.5, "", "M", "T1", "large", "1 M", None,
])
def test_parse_size_rejects(token):
    """000 Size and Space: anything but 1T/1S/1M/1L or a whole number 2+ is not a size."""
    with pytest.raises(ValueError):
        parse_size(token)


@settings(deadline=None)
@given(st.text(max_size=4))
def test_parse_size_never_returns_unknown(token):
    """000 Size and Space: parse_size only ever yields a valid size (or raises ValueError)."""
    try:
        out = parse_size(token)
    except ValueError:
        return
    assert out in SIZE_CATEGORIES or (out.isdigit() and int(out) >= 2)


def test_size_rank_ordering():
    """000 Size and Space: "Size 1T is one size smaller than size 1S, two sizes smaller than
    1M, three sizes smaller than 1L, and four sizes smaller than size 2"."""
    order = ["1T", "1S", "1M", "1L", "2", "3", "4", "5"]
    ranks = [size_rank(s) for s in order]
    assert ranks == sorted(ranks) and len(set(ranks)) == len(ranks)
    assert size_rank("1S") - size_rank("1T") == 1
    assert size_rank("1M") - size_rank("1T") == 2
    assert size_rank("1L") - size_rank("1T") == 3
    assert size_rank("2") - size_rank("1T") == 4
    assert size_rank("3") - size_rank("2") == 1


@settings(deadline=None)
@given(st.integers(2, 50))
def test_size_squares(n):
    """000 Size and Space: every size 1 creature fills 1 square; size N fills N."""
    for s in SIZE_CATEGORIES:
        assert size_squares(s) == 1
    assert size_squares(str(n)) == n
    assert size_rank(str(n + 1)) == size_rank(str(n)) + 1
