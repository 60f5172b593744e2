"""What the screen shows, which may lag behind the battle while events are being animated.

The battle changes all at once when a decision is answered; the view catches up event by
event (a token walks, then its Stamina drops, then it dies). When no animation is running the
view is simply a copy of the battle (`sync`). Health is the ruleset's `Vitals`: the view never
reads a ruleset's statistics, and the ruleset says how each event moves a bar (`bar_after`).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from rules.core.battle import Battle
from rules.core.board import Board
from rules.core.events import Event, LeftTheFight
from rules.core.ruleset import Ruleset
from rules.core.vitals import Vitals

from .intents import Intent


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
    vitals: Vitals
    dead: bool = False
    unconscious: bool = False
    aloft: bool = False
    conditions: list[str] = field(default_factory=list)
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
    left: str = ""
    """How it left the fight when it did without dying ("fled", "surrendered"; "left" when the
    battle says only that it is off the board); '' while it is still in it."""

    @property
    def out(self) -> bool:
        """No longer fighting: dead, unconscious or gone from the fight."""
        return self.dead or self.unconscious or bool(self.left)

    @property
    def worn(self) -> bool:
        """Alive and worn down (Draw Steel: winded)."""
        return not self.dead and self.vitals.worn

    @property
    def down(self) -> bool:
        """Alive at 0 or below (Draw Steel: a dying hero)."""
        return not self.dead and self.vitals.down

    @property
    def stamina(self) -> int:
        """The bar's current value (the name older callers and tests know it by)."""
        return self.vitals.current

    @property
    def pos(self) -> tuple[float, float, float]:
        return (self.x, self.y, self.z)


def left_the_fight(battle: Battle) -> dict[str, str]:
    """Creature id -> how it left the fight ("fled", "surrendered"), from the battle's events."""
    return {e.creature: e.how for e in battle.events if isinstance(e, LeftTheFight)}


@dataclass
class ObjectView:
    id: str
    name: str
    material: str
    x: float
    y: float
    z: float
    size: int
    vitals: Vitals
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
    object_maximum: dict[str, int] = field(default_factory=dict)
    """Each object's bar maximum when the battle began (objects keep no maximum of their own)."""
    zones: dict[str, set[tuple[int, int]]] = field(default_factory=dict)
    """Lingering areas by "owner/name": the squares they cover."""
    rules: Ruleset | None = None
    """The battle's ruleset (it says what the bars are); None for a view drawn without a battle."""
    loose_weapons: dict[str, tuple[int, int, int]] = field(default_factory=dict)
    """Weapons lying on the board (seed 001: disarmed or fumbled), by their owner's id."""
    intents: list[Intent] = field(default_factory=list)
    """Declarations revealed and not yet resolved (seed 001), drawn as arrows; `sync` keeps them."""

    @staticmethod
    def of(battle: Battle) -> "ViewState":
        view = ViewState(battle.board, rules=battle.rules)
        for o in battle.board.objects:
            view.object_maximum[o.id] = battle.rules.object_vitals(o).maximum
        view.sync(battle)
        return view

    def sync(self, battle: Battle) -> None:
        """Make the view match the battle exactly (after animations, undo or loading)."""
        rules = self.rules = battle.rules
        self.board = battle.board
        self.round, self.current, self.winner = battle.round, battle.current, battle.winner
        self.acted = set(battle.acted)
        gone = left_the_fight(battle)
        self.creatures = {c.id: CreatureView(
            id=c.id, name=c.name, side=c.side, template=c.template, size=c.size, squares=c.squares,
            x=float(c.pos[0]), y=float(c.pos[1]), z=float(c.pos[2]), vitals=rules.vitals(c),
            dead=c.dead, unconscious=c.unconscious, aloft=c.aloft,
            conditions=[x.name for x in c.conditions],
            alpha=0.0 if c.removed else 1.0, hidden=bool(c.tags.get("hidden_from")),
            carrier=c.carrier, left=gone.get(c.id, "left") if c.removed and not c.dead else "")
            for c in battle.creatures.values()}
        self.objects = {o.id: ObjectView(
            id=o.id, name=o.name or f"{o.material} object", material=o.material,
            x=float(o.origin[0]), y=float(o.origin[1]), z=float(o.origin[2]), size=o.size,
            vitals=self._object_bar(rules.object_vitals(o), o.id))
            for o in battle.objects.values()}
        self.zones = {f"{z['owner']}/{z['name']}": {(c[0], c[1]) for c in z["cells"]}
                      for z in battle.data.get("zones", [])}
        self.loose_weapons = {owner: (int(at[0]), int(at[1]), int(at[2]))
                              for owner, at in dict(battle.data.get("loose_weapons", {})).items()}

    def _object_bar(self, bar: Vitals, oid: str) -> Vitals:
        """An object's bar with the largest maximum seen (damage never lowers it)."""
        return replace(bar, maximum=max(bar.maximum, self.object_maximum.get(oid, bar.maximum)))

    def bar_after(self, bar: Vitals, ev: Event) -> Vitals:
        """A bar once an event has happened, as the battle's ruleset says."""
        return self.rules.vitals_after(bar, ev) if self.rules is not None else bar

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
