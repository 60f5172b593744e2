"""The enemy's reach, as Draw Steel tells a screen (issue 20: hover an enemy to see where it can
move and whom it could hit; why a target is out of reach or out of sight).

A creature's turn reach is its Advance (000 Move Actions > Advance; its movement left and a fresh
move when it is the one acting) followed by one of its harmful abilities, whose distance and
line of effect are those the targeting rules already play (`abilities.targeting`).
Ranged harm is told per target; only close harm (melee strikes and bursts) is shaded on the
board, so a side's threat map shows where stepping in gets a creature hit.
"""
from __future__ import annotations

from ..core.battle import Battle
from ..core.creature import Creature
from ..core.geometry import Cell, centre, cube, space_distance
from ..core.threat import TargetBlock, Threat, blocker_words, first_block, footprint_squares, strike_squares
from .abilities.targeting import reach_of, targetable
from .content.loader import STANDARD_ABILITIES
from .content.model import Ability
from .maneuvers.hide_and_search import single_target_hidden
from .move_actions.advance import current_speed, move_budget
from .movement.reachable import reachable
from .position.line_of_effect import sees, underground

HARMFUL_KINDS = ("enemy", "each_enemy", "creature", "each_creature", "creature_or_object")
CLOSE_KINDS = ("melee", "burst")


def harmful_abilities(battle: Battle, c: Creature) -> list[Ability]:
    """The abilities it could hurt a foe with now: its own first (signature first), then the
    free strikes; what it cannot pay for is left out."""
    ids = list(c.abilities) + [a for a in STANDARD_ABILITIES if a not in c.abilities]
    out = []
    for aid in ids:
        ability = battle.abilities.get(aid)
        if ability is None or ability.action == "triggered" or ability.target.kind not in HARMFUL_KINDS:
            continue
        if ability.distance.kind == "self" or not ability.deals_damage or ability.cost > c.resource:
            continue
        out.append(ability)
    return out


def ability_reach(battle: Battle, c: Creature, ability: Ability) -> int:
    """How far from its own space the ability can touch a target, in squares."""
    dist = ability.distance
    if dist.kind in ("melee", "ranged"):
        return reach_of(battle, c, ability)
    if dist.kind == "cube":
        return dist.within + dist.reach
    return dist.reach + dist.within


def _ends(battle: Battle, c: Creature) -> list[Cell]:
    """Where its space could be at the end of this turn's move (it may also stay)."""
    if battle.current == c.id:
        left, fresh = move_budget(battle, c)
        budget = max(left, fresh)
    else:
        budget = current_speed(battle, c)
    reach = reachable(battle, c, budget)
    return [c.pos] + [p for p in reach.stoppable if p != c.pos]


def threat(battle: Battle, cid: str) -> Threat | None:
    c = battle.creatures.get(cid)
    if c is None or not targetable(c) or c.unconscious:
        return None
    ends = _ends(battle, c)
    abilities = harmful_abilities(battle, c)
    close = max((ability_reach(battle, c, a) for a in abilities if a.distance.kind in CLOSE_KINDS), default=0)
    strikes = strike_squares(battle.board, ends, c.squares, close)
    return Threat(cid, footprint_squares(ends, c.squares), frozenset(strikes), _targets(battle, c, ends, abilities))


def _targets(battle: Battle, c: Creature, ends: list[Cell], abilities: list[Ability]) -> dict[str, str]:
    """Each foe it could hit from somewhere it can move to, with the first ability that does."""
    objects = battle.object_cells()
    out: dict[str, str] = {}
    for foe in battle.creatures.values():
        if foe.side == c.side or not targetable(foe) or single_target_hidden(battle, c, foe):
            continue
        for ability in abilities:
            if _hits_from_some_end(battle, c, foe, ends, ability_reach(battle, c, ability), objects):
                out[foe.id] = ability.name
                break
    return out


def _hits_from_some_end(battle: Battle, c: Creature, foe: Creature, ends: list[Cell], reach: int,
                        objects: dict) -> bool:
    """Some end of its move is within reach of the foe with a clear line; from wholly inside
    the ground it sees only others wholly inside it (000 Movement > Movement Types > Burrow >
    Targeting Burrowing Creatures)."""
    n, board = c.squares, battle.board
    foe_buried = underground(battle, foe)
    for p in ends:
        if space_distance(p, n, foe.pos, foe.squares) > reach:
            continue
        if not foe_buried and all(board.is_solid(cell) for cell in cube(p, n)):
            continue
        if first_block(board, p, n, foe.pos, foe.squares, objects) is None:
            return True
    return False


def target_block(battle: Battle, user_id: str, ability_id: str, target_id: str) -> TargetBlock | None:
    """Why `user` cannot aim the ability at `target` from where it stands (its distance and line
    of effect as the targeting rules play them; 000 Maneuvers > Hide; 000 Movement > Movement
    Types > Burrow > Targeting Burrowing Creatures), or None when nothing in these stops it."""
    user, target = battle.creatures.get(user_id), battle.creatures.get(target_id)
    ability = battle.abilities.get(ability_id)
    if user is None or target is None or ability is None:
        return None
    line = (centre(user.pos, user.squares), centre(target.pos, target.squares))
    if single_target_hidden(battle, user, target) and ability.distance.kind in ("melee", "ranged"):
        return TargetBlock(f"out of sight: {target.name} is hidden from {user.name}", *line)
    reach = ability_reach(battle, user, ability)
    away = space_distance(user.pos, user.squares, target.pos, target.squares)
    if away > reach:
        return TargetBlock(f"out of reach: {target.name} is {away} squares away, {ability.name} reaches {reach}",
                           *line)
    if sees(battle, user, target):
        return None
    if underground(battle, target) or underground(battle, user):
        return TargetBlock(f"out of sight: the ground lies between {user.name} and {target.name}", *line)
    objects = battle.object_cells()
    block = first_block(battle.board, user.pos, user.squares, target.pos, target.squares, objects)
    return TargetBlock(f"out of sight: {blocker_words(battle, block, objects)} blocks the line to {target.name}",
                       *line, blocked_at=block)
