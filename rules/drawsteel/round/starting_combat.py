"""Setting up a Draw Steel battle, and the check that ends it."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.board import Board
from ...core.creature import Creature
from ..creature import DrawSteelCreature
from ...core.dice import Dice
from ..content.model import Ability, CreatureTemplate
from ..minions.forming import form_squads
from ..objectives.setup import install as install_objectives

NAME = "drawsteel"
SIDES = ("heroes", "monsters")


def fighting(c: Creature) -> bool:
    """Still able to fight: alive, conscious and on the board (dying heroes still fight)."""
    return not (c.dead or c.unconscious or c.removed)


_FIGHTERS: dict[str, str] = {}
"""Per side, the id of the creature last found fighting for it. The end check looks at those
first: the engine asks after every step, a battle and its look-ahead copies share their ids,
and mostly the same creatures still fight."""


def check_end(battle: Battle) -> tuple[str, str] | None:
    """Combat ends when a side has nobody left who can fight (000 Diminish Numbers), but not
    while a killing blow's forced movement and the death effect after it are still to come."""
    sides = battle.sides
    by_id = battle.creatures
    for side in sides:
        c = by_id.get(_FIGHTERS.get(side, ""))
        if c is None or c.side != side or c.dead or c.unconscious or c.removed:  # `fighting`
            break
    else:  # someone still fights on every side: the answer is None
        return None
    up: set[str] = set()
    creatures = by_id.values()
    for c in creatures:
        if c.side not in up and not (c.dead or c.unconscious or c.removed):  # `fighting`
            up.add(c.side)
            _FIGHTERS[c.side] = c.id
            if up.issuperset(sides):  # no side is out: the answer is None
                return None
    if any(c.tags and "death_pending" in c.tags for c in creatures):
        return None
    standing = {side: side in up for side in battle.sides}
    if all(standing.values()):
        return None
    alive = [s for s, ok in standing.items() if ok]
    if not alive:
        return "draw", "nobody is left standing"
    loser = next(s for s, ok in standing.items() if not ok)
    return alive[0], f"the {loser} have nobody left who can fight"



def _reached(t: CreatureTemplate) -> tuple[str, ...]:
    """The template's abilities a hero of its level has (content/hero_levels.py)."""
    if not t.hero:
        return tuple(t.abilities)
    from ..content.loader import default_content
    known = default_content().abilities
    return tuple(a for a in t.abilities if a not in known or known[a].level <= t.level)


def creature_from_template(t: CreatureTemplate, cid: str, side: str, pos: tuple[int, int, int],
                           name: str = "") -> DrawSteelCreature:
    return DrawSteelCreature(
        id=cid, name=name or t.name, side=side, size=t.size, pos=pos,
        max_stamina=t.stamina, stamina=t.stamina, speed=t.speed, stability=t.stability,
        characteristics=dict(t.characteristics), movement=tuple(t.movement), hero=t.hero,
        level=t.level, recoveries=t.recoveries, free_strike=t.free_strike,
        immunities=dict(t.immunities), weaknesses=dict(t.weaknesses), abilities=_reached(t),
        template=t.id, role=t.role, organization=t.organization, ev=t.ev,
        resource_name=t.resource_name, resource=t.victories if t.hero else 0,
        resource_per_turn=t.resource_per_turn, victories=t.victories,
        resource_die=t.resource_die, resource_gains=dict(t.resource_gains),
        resource_floor=t.resource_floor, with_captain=dict(t.with_captain),
        malice_features=tuple(t.malice_features),
        villain_actions=tuple(t.villain_actions), traits=tuple(t.traits),
        tags={"consumables": dict(t.consumables)} if t.consumables else {})


def new_battle(board: Board, creatures: list[Creature], abilities: dict[str, Ability],
               seed: int = 0, settings: dict | None = None) -> Battle:
    """A Draw Steel battle ready to run: creatures placed, objects on the board, dice seeded."""
    ids = [c.id for c in creatures]
    if len(set(ids)) != len(ids):
        raise ValueError("creature ids must be unique")
    battle = Battle(
        ruleset=NAME, board=board, creatures={c.id: c for c in creatures}, sides=list(SIDES),
        dice=Dice(seed), objects={o.id: o.copy() for o in board.objects},
        abilities=abilities, settings=dict(settings or {}))
    for c in creatures:
        c.aloft = c.can("fly") and c.pos[2] > board.footprint_ground(c.pos, c.squares)
    form_squads(battle)
    install_objectives(battle)
    battle.push({"step": "ds.start", "phase": "roll"})
    return battle
