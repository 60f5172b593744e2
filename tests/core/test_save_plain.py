"""The quick pass over a save's data (`check_plain`) refuses exactly what the careful walk
refuses, and names the place (issue 21, saves that refuse every bad file)."""
from __future__ import annotations

from collections import OrderedDict

import pytest

from rules.core.save_check import MAX_DEPTH, MAX_NUMBER, Problem, check_plain


def nested(depth: int) -> list:
    value: list = []
    for _ in range(depth):
        value = [value, 1]
    return value


@pytest.mark.parametrize("data, place", [
    ({"cells": [1, 2, MAX_NUMBER]}, "cells[3]"),
    ({"cells": [1, -MAX_NUMBER, "a"]}, "cells[2]"),
    ({"a": {"b": [0.5, float("inf")]}}, "a.b[2]"),
    ({"a": [True, None, {"x": 1e300}]}, "a[3].x"),
    ({"a": OrderedDict(b=MAX_NUMBER)}, "a.b"),
])
def test_out_of_range_numbers_are_refused_at_their_place(data: dict, place: str) -> None:
    with pytest.raises(Problem) as caught:
        check_plain(data)
    assert str(caught.value).startswith(place + ":")


def test_the_largest_numbers_a_save_holds_pass() -> None:
    check_plain({"dice": {"state": MAX_NUMBER - 1, "seed": -(MAX_NUMBER - 1)}, "flags": [True, False, None]})


def test_nesting_up_to_the_limit_passes_and_deeper_is_refused() -> None:
    check_plain({"data": nested(MAX_DEPTH - 1)})
    with pytest.raises(Problem, match="nested more than"):
        check_plain({"data": nested(MAX_DEPTH + 1)})
