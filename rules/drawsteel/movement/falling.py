"""Falling (000 Falling): 2 damage per square of effective height, at most 50, and prone.

Agility (never less than 0) lowers the effective height; landing in liquid at least 1 square
deep lowers it by 4 more. A fall with an effective height under 2 does no damage and leaves
the creature on its feet. Landing on a creature hurts it the same and, if the faller's size
beats its Might, knocks it prone; the faller ends in the nearest free space.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.decisions import Decision, Option
from ...core.events import Fell
from ...core.falling_geometry import landing, nearest_free_spaces, supported
from ...core.geometry import Cell, cube
from ..harm.conditions import add_condition
from ..harm.damage import apply_damage, hold_deaths, release_deaths
from .falling_far import begin_if_far, drops_again, fall_began_at, is_falling_far
from ..hooks import FELL
from ..position.directions import heading
from .damaging_terrain import enter_damaging_terrain

MAX_FALL_DAMAGE = 50
LIQUID_REDUCTION = 4


def needs_to_fall(battle: Battle, c: Creature) -> bool:
    if (c.dead and c.removed) or c.carrier:
        return False  # a rider or climber is held up by its carrier
    if c.aloft and c.can("fly") and not c.has("prone"):
        return False
    if c.aloft and c.can("hover"):
        return False
    if any(battle.board.is_solid(cell) for cell in c.cells) or is_falling_far(c):
        return False
    return not supported(battle, c, c.pos)


def fall_damage(height: int, agility: int, into_liquid: bool) -> tuple[int, int]:
    """(effective height, damage) for a fall of `height` squares."""
    effective = max(0, height - max(0, agility) - (LIQUID_REDUCTION if into_liquid else 0))
    if effective < 2:
        return effective, 0
    return effective, min(MAX_FALL_DAMAGE, 2 * effective)


def fall(battle: Battle, c: Creature, agility: int | None = None, source: str = "falling",
         from_z: int | None = None) -> None:
    """Drop the creature to whatever is below it and apply the damage and prone. `from_z` is
    where the drop began when it did not begin at the creature's position (a creature force
    moved downward is falling for those squares too)."""
    start = c.pos
    end, onto = landing(battle, c)
    in_liquid = any(battle.board.is_liquid(cell) for cell in cube(end, c.squares))
    surface = end[2] + 1 if in_liquid and end[2] < start[2] else end[2]
    if begin_if_far(battle, c, start, surface):
        return
    began = fall_began_at(c)
    c.tags.pop("falling_far", None)
    top = start[2] if began is None else began
    if from_z is not None:
        top = max(top, from_z)
    height = max(0, top - surface)
    c.aloft = False
    effective, damage = fall_damage(height, c.char("agility") if agility is None else agility,
                                    in_liquid)
    info = {"creature": c.id, "start": list(start), "height": height, "effective": effective,
            "damage": damage, "onto": onto, "in_liquid": in_liquid, "source": source}
    if onto:
        spaces = nearest_free_spaces(battle, c, end) or [end]
        if len(spaces) > 1:
            c.pos = end  # hanging over the creature it lands on until the choice is made
            hold_deaths(battle)
            battle.after({"step": "ds.land", **info, "spaces": [list(p) for p in spaces]})
            return
        end = spaces[0]
    _land(battle, c, end, info)


def _land(battle: Battle, c: Creature, end: Cell, info: dict) -> None:
    """The end of a fall: where the creature comes down, the damage, prone and terrain."""
    start, onto, damage = tuple(info["start"]), info["onto"], info["damage"]
    source, in_liquid = info["source"], info["in_liquid"]
    c.pos = end
    battle.emit(Fell(c.id, start, end, info["height"], info["effective"], damage, onto))
    if damage:
        apply_damage(battle, c, damage, "untyped", source)
    if onto:
        other = battle.creatures[onto]
        if damage:
            apply_damage(battle, other, damage, "untyped", c.id)
        if c.squares > other.char("might") and not other.dead:
            add_condition(battle, other, "prone", "until_removed", c.id)
    if (damage or onto) and not in_liquid and not c.dead:
        add_condition(battle, c, "prone", "until_removed", source)
    if end != start:
        enter_damaging_terrain(battle, c, "terrain")
    battle.rules.react(FELL, battle, c, start, info["height"], bool(damage))


def on_condition_gained(battle: Battle, c: Creature, name: str) -> None:
    """A creature in the air that cannot hover falls when it is knocked prone, grabbed or
    restrained."""
    if name in ("prone", "grabbed", "restrained") and c.aloft and not c.can("hover"):
        fall(battle, c)


def continue_long_falls(battle: Battle) -> None:
    """At the end of each round, every creature still in a long fall that began in an earlier
    round drops again (000 Falling > Falling Far; its state is kept by `falling_far`)."""
    for c in list(battle.creatures.values()):
        if drops_again(battle, c):
            fall(battle, c)


def land_step(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    """A creature falling onto another lands in the nearest unoccupied space of its choice
    (000 Movement > Falling Onto Another Creature); asked only when several are equally near."""
    c = battle.creatures[frame["creature"]]
    if choice is None:
        options = tuple(Option("land", {"to": list(p)}, f"Land {heading(c.pos, p)}")
                        for p in frame["spaces"])
        return Decision("land", c.side, options,
                        f"{c.name} falls onto {battle.creatures[frame['onto']].name}: where does it land?",
                        creature=c.id, info={"faller": c.id})
    battle.pop()
    _land(battle, c, tuple(choice.args["to"]), frame)  # type: ignore[arg-type]
    release_deaths(battle)
    return None


def land_after_drop(battle: Battle, c: Creature, height: int, agility: int | None = None,
                    source: str = "falling") -> None:
    """Falling damage for squares a creature was force moved straight down, ending on the ground
    or driven into it (000 Movement > Falling: being force moved downward is falling). No
    movement is left to show, so the Fell event starts and ends where the creature is."""
    if height <= 0:
        return
    damage, in_liquid = take_fall(battle, c, c.pos, c.pos, height, agility, source)
    if damage and not in_liquid and not c.dead:
        add_condition(battle, c, "prone", "until_removed", source)


def take_fall(battle: Battle, c: Creature, start: Cell, end: Cell, height: int,
              agility: int | None = None, source: str = "falling") -> tuple[int, bool]:
    """Bring `c` down at `end` after a drop of `height` squares from `start`: the Fell event and
    the damage (less Agility, or `agility` when given, and less for liquid at `end`). Whether it
    lands prone is the caller's rule. Returns (damage, landed in liquid)."""
    in_liquid = any(battle.board.is_liquid(cell) for cell in cube(end, c.squares))
    height = max(0, height)
    effective, damage = fall_damage(height, c.char("agility") if agility is None else agility,
                                    in_liquid)
    c.pos = end
    c.aloft = False
    battle.emit(Fell(c.id, start, end, height, effective, damage))
    if damage:
        apply_damage(battle, c, damage, "untyped", source)
    return damage, in_liquid
