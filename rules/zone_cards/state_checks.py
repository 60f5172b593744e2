"""What the fuzzer checks after every decision, on top of the engine's checks: maneuvers never
below zero, Harm rows within their boxes, Harm points within reason, and every card of the deck
held once (a group on one card shares it)."""
from __future__ import annotations

from ..core.battle import Battle
from .cards.deck import GROUP_TAG
from .creature import ROW_SIZES, ZoneCardsCreature


def check_state(battle: Battle) -> list[str]:
    problems: list[str] = []
    holders: dict[int, str] = {}
    for c in battle.creatures.values():
        z: ZoneCardsCreature = c  # type: ignore[assignment]
        if z.slow < 0 or z.fast < 0:
            problems.append(f"{z.name} has {z.slow} slow and {z.fast} fast maneuvers left")
        for kind in ("physical", "mental"):
            if any(not 0 <= f <= size for f, size in zip(z.rows(kind), ROW_SIZES)):
                problems.append(f"{z.name}'s {kind} Harm rows {z.rows(kind)} overflow their boxes")
        if z.harm_points < 0:
            problems.append(f"{z.name} has {z.harm_points} Harm points")
        owner = str(z.tags.get(GROUP_TAG) or z.id)
        for card in z.cards:
            if not 1 <= card <= 10 or holders.setdefault(card, owner) != owner:
                problems.append(f"card {card} is held by {z.name} and by another")
    return problems
