"""What a Stop the Action objective brings when its timer runs out (000 Objective Endings >
Stop the Action: the cultists finish the summoning, and defeating the archdevil becomes the
heroes' new objective).

The creature of its `arrives` stat block appears on the other side, in the free space nearest
the objective's area (or the first of its named foes, or its objects, when it has no area),
joins the turn order like a summoned creature, and a new Defeat a Specific Foe objective of the
stop's side names it.
"""
from __future__ import annotations

from typing import Any

from ...core.battle import Battle
from ...core.events import Note
from ...core.falling_geometry import nearest_free_spaces
from .events import CreatureArrived
from .setup import objectives, state


def arrive(battle: Battle, o: dict[str, Any]) -> None:
    """Bring in the stop's creature and set its side to defeat it."""
    from ..content.loader import default_content
    from ..round.starting_combat import creature_from_template
    template = default_content().creatures[o["arrives"]]
    side = next((s for s in battle.sides if s != o["side"]), o["side"])
    n = 1
    while f"{template.id}_{n}" in battle.creatures:
        n += 1
    c = creature_from_template(template, f"{template.id}_{n}", side, _spot(battle, o))
    spaces = nearest_free_spaces(battle, c, c.pos)
    if not spaces:
        battle.emit(Note(f"there is no room for {template.name} to arrive"))
        return
    c.pos = spaces[0]
    c.aloft = c.can("fly") and c.pos[2] > battle.board.footprint_ground(c.pos, c.squares)
    battle.creatures[c.id] = c
    battle.emit(CreatureArrived(c.id, o["id"], template.id, c.pos))
    follow = {"id": f"{o['id']}-then", "goal": "defeat", "side": o["side"],
              "name": f"Defeat {c.name}", "text": "", "ending": o.get("ending", ""),
              "squares": [], "foes": [c.id], "objects": [], "rounds": 0, "to": [], "item": "",
              "carried_by": "", "on_fail": "lose"}
    objectives(battle).append(state(battle, follow))


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
