"""What Steelgrid reads from a Tiled battle map, and the words it reads it in.

The vocabulary (layer names, terrain kinds, tile property names, the enums and object classes
of maps/steelgrid.tiled-project) and the results of reading a map (`LoadedMap` with its spawns,
zones and objectives; `Problem` and `MapError` for what is wrong). Reading itself is
`game.maps.tiled`, the one module that touches Tiled files; this one needs neither pytmx nor
pygame, so tools and tests can use the vocabulary on their own. Maps are shared by every
ruleset: the damage types a tile may name are the engine's (`rules.core.damage_types`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

from rules.core.board import GROUND_MATERIALS, MATERIALS, Board
from rules.core.damage_types import DAMAGE_TYPES
from rules.core.zones import ZoneBoard

# ---------------------------------------------------------------------------- vocabulary

TERRAIN_LAYER = "terrain"
ELEVATION_LAYER = "elevation"
SPAWN_LAYER = "spawns"
OBJECT_LAYER = "objects"
ZONE_LAYER = "zones"
OBJECTIVE_LAYER = "objectives"
BATTLE_ZONE_LAYER = "battle_zones"
"""Zones the zone-mode rulesets fight in (the `zones` layer keeps its Draw Steel meaning)."""
TILE_LAYERS = (TERRAIN_LAYER, ELEVATION_LAYER)
OBJECT_LAYERS = (SPAWN_LAYER, OBJECT_LAYER, ZONE_LAYER, OBJECTIVE_LAYER, BATTLE_ZONE_LAYER)
LAYER_CLASS = {SPAWN_LAYER: "spawn", OBJECT_LAYER: "object", ZONE_LAYER: "zone",
               OBJECTIVE_LAYER: "objective", BATTLE_ZONE_LAYER: "battle_zone"}
"""The object class expected on each object layer (an object without a class gets this one)."""

TERRAINS = ("floor", "dirt", "grass", "sand", "mud", "stone", "rubble", "planks", "grate",
            "water", "lava", "embers", "acid", "brambles", "ice", "wall", "pillar")
SIDES = ("heroes", "monsters")
OBJECTIVE_GOALS = ("reach", "hold", "escape", "destroy", "protect", "seize", "get", "start", "stop",
                   "defeat_all", "save", "escort")
TERRAIN_KEYS = ("terrain", "material", "difficult", "damage", "damage_type", "depth",
                "burrowable", "wall_height", "damage_at_start", "damage_at_end")
OPTIONAL_TERRAIN_KEYS = ("conceals",)
"""Tile properties a tile may leave out (the shipped tiles write `conceals` only on the mist tile)."""
ELEVATION_KEY = "elevation"
MAX_HEIGHT = 64
"""Largest elevation, wall height or liquid depth a map may use."""

ENUMS: dict[str, tuple[str, ...]] = {
    "Terrain": TERRAINS,
    "GroundMaterial": GROUND_MATERIALS,
    "ObjectMaterial": MATERIALS,
    "DamageType": DAMAGE_TYPES,
    "Side": SIDES,
    "ObjectiveGoal": OBJECTIVE_GOALS,
}
"""Enum property types of the project file (the project adds `Encounter` from the content)."""


@dataclass(frozen=True)
class Member:
    """One member of a class property type: a name, a Tiled type, an enum, a default."""
    name: str
    type: str
    default: Any
    enum: str = ""


CLASSES: dict[str, tuple[Member, ...]] = {
    "spawn": (Member("side", "string", "heroes", "Side"), Member("creature", "string", ""),
              Member("slot", "string", "")),
    "object": (Member("material", "string", "wood", "ObjectMaterial"),
               Member("size", "int", 0), Member("stamina", "int", 0), Member("kind", "string", "")),
    "zone": (Member("kind", "string", ""),),
    "objective": (Member("goal", "string", "reach", "ObjectiveGoal"),
                  Member("side", "string", "heroes", "Side"), Member("rounds", "int", 0),
                  Member("text", "string", "")),
    "battle_zone": (Member("links", "string", ""), Member("detached", "string", ""),
                    Member("inaccessible", "string", ""), Member("distance", "int", 2),
                    Member("cover", "int", 0), Member("dark", "bool", False),
                    Member("difficult", "bool", False), Member("hazard", "string", "")),
}
"""The object classes and their defaults, exactly as maps/steelgrid.tiled-project defines them.

The loader prefers the classes of the project file it finds beside (or above) a map, since those
are the defaults Tiled showed the author; these are used when there is none."""

CLASS_COLOURS = {"spawn": "#ff3d7ee0", "object": "#ffb0703a", "zone": "#ff3aa86b",
                 "objective": "#ffe0b040", "battle_zone": "#ff9a6ad6"}

DEFAULT_PROJECT = Path(__file__).resolve().parents[2] / "maps" / "steelgrid.tiled-project"


Square = tuple[int, int]


# ---------------------------------------------------------------------------- results

@dataclass(frozen=True)
class Problem:
    """Something wrong (or, with `warning`, odd) in a map, printed as one line."""
    file: str
    text: str
    layer: str = ""
    pos: Square | None = None
    warning: bool = False

    def __str__(self) -> str:
        where = self.layer
        if self.pos is not None:
            where = f"{where} ({self.pos[0]}, {self.pos[1]})".strip()
        line = ": ".join(part for part in (self.file, where, self.text) if part)
        line = " ".join(line.split())
        return f"warning: {line}" if self.warning else line


class MapError(ValueError):
    """A map that cannot be played; `str()` is the first problem's line, `problems` has all."""

    def __init__(self, problems: Iterable[Problem]) -> None:
        self.problems = list(problems)
        errors = [p for p in self.problems if not p.warning] or self.problems
        super().__init__(str(errors[0]) if errors else "unreadable map")

    @staticmethod
    def one(file: str, text: str, layer: str = "", pos: Square | None = None) -> "MapError":
        return MapError([Problem(file, text, layer, pos)])


@dataclass(frozen=True)
class Spawn:
    """An area where creatures of one side start, optionally kept for one creature or slot."""
    id: int
    name: str
    side: str
    squares: tuple[Square, ...]
    creature: str = ""
    slot: str = ""

    @property
    def label(self) -> str:
        return f"spawn {self.name!r}" if self.name else f"spawn #{self.id}"


@dataclass(frozen=True)
class Zone:
    """A named area of the map, for rulesets that score or trigger on zones."""
    id: int
    name: str
    squares: tuple[Square, ...]
    kind: str = ""


@dataclass(frozen=True)
class Objective:
    """An area to reach, hold or escape through, or a target to destroy or protect."""
    id: int
    name: str
    goal: str
    side: str
    squares: tuple[Square, ...]
    rounds: int = 0
    text: str = ""
    objects: tuple[str, ...] = ()
    """Ids of the board objects under the objective (its targets)."""


@dataclass(frozen=True)
class TileArt:
    """Where the picture of one painted square comes from: an image file and a rectangle in it."""
    image: str
    rect: tuple[int, int, int, int] | None
    flip_x: bool = False
    flip_y: bool = False
    flip_diagonal: bool = False


@dataclass(frozen=True)
class ArtLayer:
    """A tile layer as drawn: its squares row-major (None where nothing is painted)."""
    name: str
    visible: bool
    opacity: float
    tiles: tuple[TileArt | None, ...]


@dataclass
class LoadedMap:
    """Everything Steelgrid takes from one .tmx file."""
    path: Path
    name: str
    encounter: str
    board: Board
    spawns: tuple[Spawn, ...]
    zones: tuple[Zone, ...]
    objectives: tuple[Objective, ...]
    elevation: tuple[int, ...]
    """The painted elevation of each square, row-major (the board's ground minus wall heights)."""
    warnings: tuple[str, ...] = ()
    tile_size: tuple[int, int] = (32, 32)
    art: tuple[ArtLayer, ...] = field(default=(), repr=False, compare=False)
    object_art: dict[str, TileArt] = field(default_factory=dict, repr=False, compare=False)
    """Pictures of the objects placed as tiles, by board object id."""
    battle_zones: ZoneBoard | None = None
    """The zone board of its `battle_zones` layer (None when it has none)."""

    def is_wall(self, x: int, y: int) -> bool:
        """True where a wall or pillar rises from the painted elevation."""
        return self.board.ground(x, y) > self.elevation[y * self.board.width + x]


# ---------------------------------------------------------------------------- the project file

def project_property_types(encounters: Iterable[str]) -> list[dict[str, Any]]:
    """The `propertyTypes` of the project file: the enums, then the object classes."""
    types: list[dict[str, Any]] = []
    enums = dict(ENUMS, Encounter=tuple(encounters))
    for name, values in enums.items():
        types.append({"id": len(types) + 1, "name": name, "storageType": "string",
                      "type": "enum", "values": list(values), "valuesAsFlags": False})
    for name, members in CLASSES.items():
        entry: dict[str, Any] = {"color": CLASS_COLOURS[name], "drawFill": True,
                                 "id": len(types) + 1, "members": [], "name": name,
                                 "type": "class", "useAs": ["object"]}
        for m in members:
            member: dict[str, Any] = {"name": m.name, "type": m.type, "value": m.default}
            if m.enum:
                member["propertyType"] = m.enum
            entry["members"].append(member)
        types.append(entry)
    return types
