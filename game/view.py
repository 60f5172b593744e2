"""What the screen shows, which may lag behind the battle while events are being animated.

The battle changes all at once when a decision is answered; the view catches up event by
event (a token walks, then its Stamina drops, then it dies). When no animation is running the
view is simply a copy of the battle (`sync`).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from rules.core.battle import Battle
from rules.core.board import Board


@dataclass
class CreatureView:
    """A creature as drawn: float position for smooth movement, plus the marks it wears."""
    id: str
    name: str
    side: str
    template: str
    size: str
    squares: int
    x: float
    y: float
    z: float
    stamina: int
    max_stamina: int
    temp_stamina: int = 0
    hero: bool = False
    dead: bool = False
    unconscious: bool = False
    aloft: bool = False
    conditions: list[str] = field(default_factory=list)
    resource: int = 0
    resource_name: str = ""
    alpha: float = 1.0
    """Fades out on death."""
    shake: tuple[float, float] = (0.0, 0.0)
    """Pixel offset while shaking from a slam."""
    scale: float = 1.0
    lift: float | None = None
    """Height above the ground to draw at while falling or rising; None means from z."""
    moving: bool = False
    hidden: bool = False
    """Hidden from at least one enemy (000 Maneuvers > Hide): drawn see-through with a badge."""
    carrier: str = ""
    """The creature this one rides or climbs: drawn a little raised, on top of it."""

    @property
    def winded(self) -> bool:
        return not self.dead and self.stamina <= self.max_stamina // 2

    @property
    def dying(self) -> bool:
        return self.hero and not self.dead and self.stamina <= 0

    @property
    def pos(self) -> tuple[float, float, float]:
        return (self.x, self.y, self.z)


@dataclass
class ObjectView:
    id: str
    name: str
    material: str
    x: float
    y: float
    z: float
    size: int
    stamina: int
    max_stamina: int
    alpha: float = 1.0


@dataclass
class ViewState:
    """The whole picture: creatures, objects, and the round and turn shown in the HUD."""
    board: Board
    creatures: dict[str, CreatureView] = field(default_factory=dict)
    objects: dict[str, ObjectView] = field(default_factory=dict)
    round: int = 0
    current: str = ""
    acted: set[str] = field(default_factory=set)
    winner: str = ""
    max_object_stamina: dict[str, int] = field(default_factory=dict)
    zones: dict[str, set[tuple[int, int]]] = field(default_factory=dict)
    """Lingering areas by "owner/name": the squares they cover."""

    @staticmethod
    def of(battle: Battle) -> "ViewState":
        view = ViewState(battle.board)
        for o in battle.board.objects:
            view.max_object_stamina[o.id] = o.stamina
        view.sync(battle)
        return view

    def sync(self, battle: Battle) -> None:
        """Make the view match the battle exactly (after animations, undo or loading)."""
        self.board = battle.board
        self.round, self.current, self.winner = battle.round, battle.current, battle.winner
        self.acted = set(battle.acted)
        self.creatures = {c.id: CreatureView(
            id=c.id, name=c.name, side=c.side, template=c.template, size=c.size, squares=c.squares,
            x=float(c.pos[0]), y=float(c.pos[1]), z=float(c.pos[2]), stamina=c.stamina,
            max_stamina=c.max_stamina, temp_stamina=c.temp_stamina, hero=c.hero, dead=c.dead,
            unconscious=c.unconscious, aloft=c.aloft, conditions=[x.name for x in c.conditions],
            resource=c.resource, resource_name=c.resource_name,
            alpha=0.0 if c.removed else 1.0, hidden=bool(c.tags.get("hidden_from")),
            carrier=c.carrier)
            for c in battle.creatures.values()}
        self.objects = {o.id: ObjectView(
            id=o.id, name=o.name or f"{o.material} object", material=o.material,
            x=float(o.origin[0]), y=float(o.origin[1]), z=float(o.origin[2]), size=o.size,
            stamina=o.stamina, max_stamina=max(o.stamina, self.max_object_stamina.get(o.id, o.stamina)))
            for o in battle.objects.values()}
        self.zones = {f"{z['owner']}/{z['name']}": {(c[0], c[1]) for c in z["cells"]}
                      for z in battle.data.get("zones", [])}

    def ground_under(self, c: CreatureView) -> int:
        """The highest ground under the creature's footprint (rounded to whole squares)."""
        x0, y0 = int(round(c.x)), int(round(c.y))
        best = 0
        for x in range(x0, x0 + c.squares):
            for y in range(y0, y0 + c.squares):
                if self.board.inside(x, y):
                    best = max(best, self.board.ground(x, y))
        return best

    def height_above_ground(self, c: CreatureView) -> float:
        if c.lift is not None:
            return c.lift
        return c.z - self.ground_under(c)

    def creature_at(self, x: int, y: int) -> CreatureView | None:
        """The living creature whose footprint covers a square (the highest one if several)."""
        found = [c for c in self.creatures.values()
                 if not c.dead and c.alpha > 0 and c.x <= x < c.x + c.squares and c.y <= y < c.y + c.squares]
        return max(found, key=lambda c: (c.z, bool(c.carrier))) if found else None

    def object_at(self, x: int, y: int) -> ObjectView | None:
        for o in self.objects.values():
            if o.x <= x < o.x + o.size and o.y <= y < o.y + o.size:
                return o
        return None
