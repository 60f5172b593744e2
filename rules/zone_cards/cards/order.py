"""002 Initiative and Rounds: the lowest card acts first, then the next lowest, round after round
in the same order. A creature holding several cards takes a turn on each; a group on one card
acts one after another in the order listed. Cards traded during a round count from the next."""
from __future__ import annotations

from ...core.battle import Battle
from ..events import TurnOrder

ORDER = "order"


def build_order(battle: Battle) -> list[list]:
    """[[card, [ids]], ...] lowest card first, for everyone still in the fight."""
    by_card: dict[int, list[str]] = {}
    for c in battle.creatures.values():
        if c.dead or c.removed or c.unconscious:
            continue
        for card in getattr(c, "cards", ()):
            by_card.setdefault(int(card), []).append(c.id)
    return [[card, ids] for card, ids in sorted(by_card.items())]


def set_order(battle: Battle) -> None:
    order = build_order(battle)
    battle.data[ORDER] = order
    battle.emit(TurnOrder(tuple((card, tuple(ids)) for card, ids in order)))

