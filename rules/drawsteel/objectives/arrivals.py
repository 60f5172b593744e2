"""Foes that objectives bring into the fight: what a Stop the Action lets through when its
timer runs out (000 Objective Endings > Stop the Action: the cultists finish the summoning, and
defeating the archdevil becomes the heroes' new objective), and the waves that keep coming at
a hold or an escort (000 Hold Them Off, Escort).

The creature of its `arrives` stat block appears on the other side, in the free space nearest
the objective's area (or the first of its named foes, or its objects, when it has no area),
joins the turn order like a summoned creature, and a new Defeat a Specific Foe objective of the
stop's side names it.
"""
from __future__ import annotations

from typing import Any

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.geometry import Cell
from ...core.events import Note
from ...core.falling_geometry import nearest_free_spaces, standing_space
from .events import CreatureArrived
from .setup import objectives, state

MAX_WAVES = 10
"""The most foes the waves of one objective bring."""


def arrive(battle: Battle, o: dict[str, Any]) -> None:
    """Bring in the stop's creature and set its side to defeat it."""
    c = bring(battle, o, o["arrives"], _spot(battle, o))
    if c is None:
        return
    follow = {"id": f"{o['id']}-then", "goal": "defeat", "side": o["side"],
              "name": f"Defeat {c.name}", "text": "", "ending": o.get("ending", ""),
              "squares": [], "foes": [c.id], "objects": [], "rounds": 0, "to": [], "item": "",
              "carried_by": "", "on_fail": "lose"}
    objectives(battle).append(state(battle, follow))


def wave(battle: Battle, o: dict[str, Any]) -> None:
    """At the end of every `every`-th round while a hold or an escort is open, one more foe of
    its `waves` stat block comes in from the map's edge farthest from the objective's area
    (000 Hold Them Off, Escort: the enemies keep coming), at most `MAX_WAVES` in all."""
    sent = int(o.get("waves_sent", 0))
    if battle.data.get("broken") and battle.data["broken"] != o["side"]:
        return  # the foes have given up: nobody comes to join them
    if sent >= MAX_WAVES or battle.round % max(1, int(o.get("every", 1))) != 0:
        return
    if bring(battle, o, o["waves"], _far_edge(battle, o)) is not None:
        o["waves_sent"] = sent + 1


def bring(battle: Battle, o: dict[str, Any], block: str, near: Cell) -> Creature | None:
    """A creature of the stat block joins the side opposing the objective's, at `near` if that
    space is free, else in the free space nearest it; None when there is no room."""
    from ..content.loader import default_content
    from ..round.starting_combat import creature_from_template
    template = default_content().creatures[block]
    side = next((s for s in battle.sides if s != o["side"]), o["side"])
    n = 1
    while f"{template.id}_{n}" in battle.creatures:
        n += 1
    c = creature_from_template(template, f"{template.id}_{n}", side, near,
                               name=template.name if n == 1 else f"{template.name} {n}")
    there = standing_space(battle, c, near[0], near[1], battle.occupancy(exclude=c.id),
                           battle.object_cells())
    spaces = [there] if there is not None else nearest_free_spaces(battle, c, c.pos)
    if not spaces:
        battle.emit(Note(f"there is no room for {template.name} to arrive"))
        return None
    c.pos = spaces[0]
    c.aloft = c.can("fly") and c.pos[2] > battle.board.footprint_ground(c.pos, c.squares)
    battle.creatures[c.id] = c
    battle.emit(CreatureArrived(c.id, o["id"], template.id, c.pos))
    return c


def _far_edge(battle: Battle, o: dict[str, Any]) -> Cell:
    """The square on the map's edge farthest from the objective's area (the first of equals)."""
    board = battle.board
    ax, ay = (int(v) for v in (o["squares"][0] if o.get("squares") else (0, 0)))
    w, h = board.width, board.height
    edge = [(x, y) for y in range(h) for x in range(w) if x in (0, w - 1) or y in (0, h - 1)]
    x, y = max(edge, key=lambda sq: max(abs(sq[0] - ax), abs(sq[1] - ay)))
    return (x, y, board.ground(x, y))


def _spot(battle: Battle, o: dict[str, Any]) -> tuple[int, int, int]:
    """Where it appears: the area's first square, else a named foe's or object's place."""
    if o.get("squares"):
        x, y = o["squares"][0]
        return (int(x), int(y), battle.board.ground(int(x), int(y)))
    for f in o.get("foes", ()):
        if f in battle.creatures:
            return battle.creatures[f].pos
    for x in o.get("objects", ()):
        thing = battle.objects.get(x) or next((b for b in battle.board.objects if b.id == x), None)
        if thing is not None:
            return thing.cells[0]
    return (0, 0, battle.board.ground(0, 0))
