"""Heroic resources by class (RULES-NOTES Heroes; issue 17): each class gains its resource by
its own rule. Our own rules for original classes (docs/rules-decisions.md "Heroic resources by
class"):

- at the start of each of its turns the hero gains `per_turn`, or rolls its `per_turn` die;
- and it gains more when its class's triggers happen (the `gains` of its stat block):

  | trigger         | when (at most once a round unless said) |
  | --------------- | --------------------------------------- |
  | `took_damage`   | the hero takes damage |
  | `ally_damaged`  | an ally within 5 squares takes damage |
  | `ally_downed`   | an ally is knocked out, starts dying or dies (every time) |
  | `foe_slammed`   | a creature the hero force moved slams into something |
  | `healed_ally`   | the hero's ability makes an ally regain Stamina (every time) |
  | `enemy_winded`  | an enemy becomes winded |
  | `marked_hit`    | an ally damages a creature the hero marked |
  | `foe_downed`    | an enemy the hero damaged this round falls |

A class whose `floor` is below 0 may spend into debt down to it; while its resource is below
0, the hero loses 1 Stamina at the end of each of its turns.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.geometry import space_distance
from ..events import ResourceChanged

EVERY_TIME = ("ally_downed", "healed_ally")
"""Triggers that pay each time; the others pay at most once a round."""
NEAR = 5
"""How close an ally must be for `ally_damaged`."""
TRIGGERS = ("took_damage", "ally_damaged", "ally_downed", "foe_slammed", "healed_ally",
            "enemy_winded", "marked_hit", "foe_downed")
PAID = "resource_paid"
"""Tag: trigger -> the round it last paid."""


def turn_start(battle: Battle, c: Creature) -> None:
    """The gain at the start of a hero's turn: a fixed number or a die."""
    if not (c.hero and c.resource_name):
        return
    amount = c.resource_per_turn
    if c.resource_die:
        amount += battle.dice.roll(c.resource_die, f"{c.name}'s {c.resource_name}")
    if amount:
        _add(battle, c, amount, "start of turn")


def gain(battle: Battle, c: Creature, trigger: str, why: str) -> None:
    """Pay a hero its class's gain for `trigger`, if its class has one and it is due."""
    amount = c.resource_gains.get(trigger, 0) if c.hero else 0
    if not amount or c.dead or c.removed:
        return
    if trigger not in EVERY_TIME:
        paid = c.tags.get(PAID, {})
        if paid.get(trigger) == battle.round:
            return
        c.tags[PAID] = {**paid, trigger: battle.round}  # a new table: copies share the old one
    _add(battle, c, amount, why)


def _add(battle: Battle, c: Creature, amount: int, why: str) -> None:
    c.resource += amount
    if battle.record:  # look-ahead copies keep no log: no event to build
        battle.emit(ResourceChanged(c.id, c.resource_name, amount, c.resource, why))


def _heroes(battle: Battle) -> list[Creature]:
    return [h for h in battle.creatures.values() if h.hero and h.resource_gains and h.active]


def after_damage(battle: Battle, target: Creature, source: str, lost: int) -> None:
    """Damage was dealt to `target` by `source` (an id, maybe empty)."""
    if lost <= 0:
        return
    for hero in _heroes(battle):
        if hero.id == target.id:
            gain(battle, hero, "took_damage", "took damage")
        elif hero.side == target.side and space_distance(
                hero.pos, hero.squares, target.pos, target.squares) <= NEAR:
            gain(battle, hero, "ally_damaged", f"{target.name} was hurt nearby")
        elif hero.side != target.side:
            attacker = battle.creatures.get(source)
            if attacker is not None and attacker.side == hero.side and attacker.id != hero.id \
                    and any(m.name == "marked" and m.source == hero.id for m in target.conditions):
                gain(battle, hero, "marked_hit", f"{attacker.name} hit {target.name}, marked")
            if source == hero.id:
                target.tags["hurt_by"] = {**target.tags.get("hurt_by", {}), hero.id: battle.round}


def after_heal(battle: Battle, target: Creature, source: str, gained: int) -> None:
    healer = battle.creatures.get(source)
    if gained > 0 and healer is not None and healer.id != target.id and healer.side == target.side:
        gain(battle, healer, "healed_ally", f"healed {target.name}")


def after_down(battle: Battle, c: Creature, *_: object) -> None:
    """`c` was knocked out, started dying or died (told once a round, however it fell)."""
    if c.tags.get("fall_paid") == battle.round:
        return
    c.tags["fall_paid"] = battle.round
    for hero in _heroes(battle):
        if hero.side == c.side and hero.id != c.id:
            gain(battle, hero, "ally_downed", f"{c.name} fell")
        elif hero.side != c.side and c.tags.get("hurt_by", {}).get(hero.id) == battle.round:
            gain(battle, hero, "foe_downed", f"brought down {c.name}")


def after_slam(battle: Battle, source: Creature, target: Creature) -> None:
    if source.side != target.side:
        gain(battle, source, "foe_slammed", f"slammed {target.name}")


def after_winded(battle: Battle, c: Creature) -> None:
    for hero in _heroes(battle):
        if hero.side != c.side:
            gain(battle, hero, "enemy_winded", f"{c.name} is winded")


def in_debt(c: Creature) -> bool:
    """A hero spent below 0: it loses 1 Stamina at the end of each of its turns."""
    return c.hero and c.resource < 0 and not c.dead


def can_pay(c: Creature, cost: int) -> bool:
    """Enough resource for a heroic ability: down to the class's floor (0 for most)."""
    return c.hero and c.resource - cost >= c.resource_floor
