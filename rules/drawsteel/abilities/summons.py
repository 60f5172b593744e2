"""Summoning: an ability calls a creature from a shipped stat block onto the board, on the
summoner's side (000 Combat > Taking Turns: it joins the turn order as one more creature of
that side, and may act this round if its side has picks left).

It appears in the free space nearest the ability's target (the summoner itself for a `self`
ability). A summoner keeps at most `SUMMON_LIMIT` summoned creatures: calling another sends the
oldest away. Summoned creatures are told apart by a number after their stat block's id.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.events import Note
from ...core.falling_geometry import nearest_free_spaces
from ..events import Summoned

SUMMON_LIMIT = 2
SUMMONED_BY = "summoned_by"
"""Tag on a summoned creature: the id of its summoner."""


def summon(battle: Battle, user: Creature, near: Creature, template_id: str) -> None:
    from ..content.loader import default_content
    from ..round.starting_combat import creature_from_template
    template = default_content().creatures.get(template_id)
    if template is None:
        battle.emit(Note(f"{user.name} cannot summon {template_id!r}: no such stat block", user.id))
        return
    n = 1
    while f"{template_id}_{n}" in battle.creatures:
        n += 1
    c = creature_from_template(template, f"{template_id}_{n}", user.side, near.pos,
                               name=f"{template.name} {n}")
    c.tags[SUMMONED_BY] = user.id
    spaces = nearest_free_spaces(battle, c, near.pos)
    if not spaces:
        battle.emit(Note(f"there is no room for {template.name} near {near.name}", user.id))
        return
    _dismiss_oldest(battle, user)
    c.pos = spaces[0]
    c.aloft = c.can("fly") and c.pos[2] > battle.board.footprint_ground(c.pos, c.squares)
    battle.creatures[c.id] = c
    battle.emit(Summoned(c.id, user.id, template_id, c.pos))


def _dismiss_oldest(battle: Battle, user: Creature) -> None:
    mine = [c for c in battle.creatures.values()
            if c.tags.get(SUMMONED_BY) == user.id and not (c.dead or c.removed)]
    while len(mine) >= SUMMON_LIMIT:
        oldest = mine.pop(0)
        oldest.removed = True
        battle.emit(Note(f"{oldest.name} fades away: {user.name} keeps at most {SUMMON_LIMIT} "
                         f"summoned creatures", oldest.id))
