"""Small helpers for the sentences the log tells."""
from __future__ import annotations


def join_names(names: list[str]) -> str:
    """"A", "A and B", "A, B and C"."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def squares(n: int) -> str:
    return f"{n} square" + ("" if n == 1 else "s")
