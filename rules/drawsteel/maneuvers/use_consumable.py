"""Use Consumable (000 Maneuvers > Use Consumable): drink a potion or give it to a willing
adjacent creature, as a maneuver.

A creature's consumables are the `consumables` tag, a table of item id to count (kept as data so
it survives save and load; always replaced, never changed in place, because copies share it).
What each item does is content: `data/consumables/`. A healing potion gives whoever drinks it
Stamina equal to its recovery value without spending a Recovery; a creature without Recoveries
regains a third of its Stamina maximum instead (000 Stamina > No Recoveries).
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.decisions import Option
from ...core.geometry import spaces_adjacent
from ..content.loader import default_content
from ..harm.damage import heal
from ..events import ConsumableUsed
from ..content.model import ConsumableTemplate

TAG = "consumables"


def carried(c: Creature) -> dict[str, int]:
    """Item id to how many the creature carries (only items it still has)."""
    return {k: n for k, n in c.tags.get(TAG, {}).items() if n > 0}


def catalogue() -> dict[str, ConsumableTemplate]:
    return default_content().consumables


def _benefits(item: ConsumableTemplate, c: Creature) -> bool:
    return item.heal != "recovery" or c.stamina < c.max_stamina


def consumable_options(battle: Battle, c: Creature) -> list[Option]:
    """Each item on oneself or on an adjacent ally it would help (maneuver options)."""
    if c.unconscious:
        return []
    out = []
    items = catalogue()
    allies = [a for a in battle.allies_of(c) if a.id != c.id and not a.dead and not a.removed
              and spaces_adjacent(c.pos, c.squares, a.pos, a.squares)]
    for item_id in sorted(carried(c)):
        item = items.get(item_id)
        if item is None:
            continue
        for who in [c] + allies:
            if _benefits(item, who):
                label = f"Drink a {item.name}" if who is c else f"Give {who.name} a {item.name}"
                out.append(Option("maneuver", {"maneuver": "use_consumable", "item": item_id,
                                               "target": who.id},
                                  f"{label} (+{who.recovery_value} Stamina)"))
    return out


def use_consumable(battle: Battle, c: Creature, item_id: str, target: Creature) -> None:
    counts = carried(c)
    left = counts.get(item_id, 0) - 1
    if left < 0:
        return
    counts[item_id] = left
    c.tags[TAG] = counts
    item = catalogue()[item_id]
    battle.emit(ConsumableUsed(c.id, item_id, item.name, target.id, left))
    if item.heal == "recovery":
        heal(battle, target, target.recovery_value, c.id)
