"""Heave: a Might test, made as a maneuver, to shove a loose object (000 Maneuvers > Make or
Assist a Test, where lifting something heavy is the chapter's own example).

A creature can heave an adjacent object no bigger than itself (or, with Might 2 or more, up to
its Might in squares). The test decides how far the object goes, straight away from the
creature: 1 square on tier 1, 2 on tier 2, 3 on tier 3. The object then travels like any
force-moved object, slamming into whatever it meets.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.board import BoardObject
from ...core.creature import Creature
from ...core.decisions import Decision, Option
from ...core.geometry import spaces_adjacent
from ..forced.moving_objects import push_object_move
from ..abilities.tests import make_test


def can_heave(c: Creature, obj: BoardObject) -> bool:
    might = c.char("might")
    return obj.size <= c.squares or (might >= 2 and obj.size <= might)


def heave_options(battle: Battle, c: Creature) -> list[Option]:
    if c.has("grabbed") or c.has("restrained") or c.unconscious:
        return []
    out = []
    for obj in battle.objects.values():
        if can_heave(c, obj) and spaces_adjacent(c.pos, c.squares, obj.origin, obj.size):
            name = obj.name or f"{obj.material} object"
            out.append(Option("maneuver", {"maneuver": "heave", "object": obj.id},
                              f"Heave the {name} (Might test: push 1-3)"))
    return out


def heave(battle: Battle, c: Creature, oid: str) -> None:
    battle.push({"step": "ds.heave", "creature": c.id, "object": oid})


def heave_step(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    battle.pop()
    c = battle.creatures[frame["creature"]]
    oid = frame["object"]
    if oid not in battle.objects or not c.active:
        return None
    result = make_test(battle, c, ("might",), "heave an object")
    push_object_move(battle, c, oid, "push", result.tier)
    return None
