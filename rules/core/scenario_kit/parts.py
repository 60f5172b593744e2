"""The parts of a scenario file that every ruleset reads in the same order and shape: the
header (title, cites, description, seed, scripted dice, a known failure), the creatures of both
sides and the script (steps and expectations). What differs is handed in: the ruleset's combat
chapter (`Chapter`), how it reads one creature, its expectation fields and its largest die."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence, TypeVar

from .expect import Expectation, Fields
from .options import Names
from .reading import fail, hint, number, numbers, path, text
from .script import Step, array, cites as read_cites, known_failure, needs_checks, parse_step

T = TypeVar("T")


def whole_heading(cited: str) -> str:
    return cited


def first_heading(cited: str) -> str:
    return cited.split(" > ")[0]


def last_heading(cited: str) -> str:
    return cited.split(" > ")[-1]


@dataclass(frozen=True)
class Chapter:
    """The combat chapter a ruleset's scenarios cite, and what else they may cite."""
    number: str
    """The seed's number, such as "003"."""
    headings: tuple[str, ...]
    example: str
    """A heading to suggest, such as "Attack Rolls"."""
    notes: str
    """Its section of RULES-NOTES, such as "RULES-NOTES The 3D system"."""
    module: str
    """Its rules package, such as "rules/three_dice/"."""
    heading: Callable[[str], str] = whole_heading
    """Which part of a cited "A > B" must be one of `headings`."""

    @property
    def other_sources(self) -> tuple[str, ...]:
        return (self.notes, "docs/rules-decisions.md ", self.module)


def chapter_cites(data: Mapping[str, Any], chapter: Chapter) -> tuple[str, ...]:
    """`cites`, each a heading of the ruleset's chapter or another source it may cite."""
    items = read_cites(data, f"{chapter.number} {chapter.example}")
    cited = re.compile(re.escape(chapter.number) + r" (.+)\Z")
    for n, item in enumerate(items, 1):
        where = path("cites", n) if len(items) > 1 else "cites"
        m = cited.match(item)
        if m:
            heading = chapter.heading(m[1])
            if heading not in chapter.headings:
                fail(where, f"{heading!r} is not a heading of chapter {chapter.number} "
                            f"{hint(heading, chapter.headings)}")
        elif not item.startswith(chapter.other_sources):
            fail(where, f"cite a heading of the combat chapter such as '{chapter.number} {chapter.example}', "
                        f"'{chapter.notes}', 'docs/rules-decisions.md <section>' or the module that "
                        f"decides it ('{chapter.module}...'), got {item!r}")
    return items


def read_header(data: Mapping[str, Any], chapter: Chapter, largest_die: int | None,
                settings: dict[str, Any]) -> dict[str, Any]:
    """The header's fields as `Scenario` takes them; `settings` are the ruleset's own."""
    if "max_rounds" in data:
        settings["max_rounds"] = number(data, "max_rounds", "", lo=1, hi=100)
    title = text(data, "title", "")
    if not title.strip():
        fail("title", "must not be empty")
    return {"title": title, "cites": chapter_cites(data, chapter),
            "description": text(data, "description", "", ""),
            "known_failure": known_failure(data), "seed": number(data, "seed", "", 0, lo=0),
            "dice": numbers(data.get("dice", []), "dice", lo=1, hi=largest_die), "settings": settings}


def read_creatures(data: Mapping[str, Any], read_one: Callable[[Any, str], T],
                   side_of: Callable[[T], str], sides: Sequence[str]) -> list[T]:
    """Every `[[creature]]`, read in order; both sides must have someone."""
    found = [read_one(item, path("creature", n)) for n, item in enumerate(array(data, "creature"), 1)]
    for side in sides:
        if not any(side_of(c) == side for c in found):
            fail("creature", f"nobody is on the {side} side (a battle needs both sides)")
    return found


def read_script(data: Mapping[str, Any], names: Names, fields: Fields,
                parse_expect: Callable[[Any, str, Names], tuple[Expectation, ...]],
                largest_die: int | None = None) -> tuple[tuple[Step, ...], tuple[Expectation, ...]]:
    """The `[[step]]` script and the `[expect]` table; a scenario must check something."""
    steps = tuple(parse_step(item, path("step", n), names, fields, largest_die)
                  for n, item in enumerate(array(data, "step"), 1))
    expect = parse_expect(data.get("expect", {}), "expect", names)
    needs_checks(steps, expect)
    return steps, expect
