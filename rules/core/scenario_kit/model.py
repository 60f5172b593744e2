"""What a checked scenario file becomes, the same for every ruleset that uses the shared kit:
the creatures it places (each built afresh for every run), the abilities the file adds, the
scripted steps and the expectations. A ruleset's reader fills these in with its own creature
and ability types."""
from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, Generic, Mapping, TypeVar

from ..zones.board import ZoneBoard
from .board_map import MapSpec
from .expect import Expectation
from .script import Step

C = TypeVar("C")
A = TypeVar("A")


@dataclass(frozen=True)
class CreatureSpec(Generic[C]):
    """One `[[creature]]` table: where it was read, its id and the creature it makes."""
    where: str
    id: str
    proto: C = field(compare=False)
    zone: str = ""
    """The zone it starts in, on a zone map ('' on a grid)."""

    def build(self) -> C:
        """A new creature each time: nothing (tags, conditions) is shared between runs."""
        return copy.deepcopy(self.proto)


@dataclass(frozen=True)
class Scenario(Generic[C, A]):
    file: str
    title: str
    cites: tuple[str, ...]
    map: MapSpec
    creatures: tuple[CreatureSpec[C], ...]
    zones: ZoneBoard | None = field(default=None, compare=False)
    abilities: Mapping[str, A] = field(default_factory=dict, compare=False)
    """The abilities (attacks, spells ...) the file defines or replaces."""
    steps: tuple[Step, ...] = ()
    expect: tuple[Expectation, ...] = ()
    description: str = ""
    known_failure: str = ""
    seed: int = 0
    dice: tuple[int, ...] = ()
    settings: Mapping[str, Any] = field(default_factory=dict, compare=False)
