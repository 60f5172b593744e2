"""002 Initiative and Rounds: ten cards numbered 1 to 10, shuffled; everyone in the fight draws
once (a group of identical foes the Director puts on one card draws once for all of them; a
creature with several cards draws that many). Nobody draws again during the fight.

Drawing is a roll: a die with as many faces as there are cards left picks one of them, counted
from the lowest, so scripted dice can deal exact cards. A battle's `cards` setting (creature id
-> its cards) deals them by hand instead."""
from __future__ import annotations

from ..creature import ZoneCardsCreature
from ...core.battle import Battle
from ..events import CardsDrawn

DECK = "deck"
GROUP_TAG = "card_group"
"""Creatures sharing this tag's value draw one card between them."""


def holders(battle: Battle) -> list[list[str]]:
    """Who draws: a group sharing one card, or a creature alone, in the order listed."""
    out: list[list[str]] = []
    groups: dict[str, list[str]] = {}
    for c in battle.creatures.values():
        if c.dead or c.removed:
            continue
        key = c.tags.get(GROUP_TAG)
        if key and key in groups:
            groups[key].append(c.id)
            continue
        entry = [c.id]
        if key:
            groups[key] = entry
        out.append(entry)
    return out


def draw_one(battle: Battle) -> int:
    deck: list = battle.data[DECK]
    n = battle.dice.roll(len(deck), "initiative card") - 1 if len(deck) > 1 else 0
    return int(deck.pop(n))


def deal(battle: Battle, extra_for: str = "") -> None:
    """Everyone draws; holders on the `extra_for` side draw one card more and keep the best."""
    battle.data[DECK] = list(range(1, 11))
    fixed: dict = dict(battle.settings.get("cards", {}) or {})
    for group in holders(battle):
        lead: ZoneCardsCreature = battle.creatures[group[0]]  # type: ignore[assignment]
        if lead.id in fixed:
            kept = [int(x) for x in fixed[lead.id]]
            for card in kept:
                if card in battle.data[DECK]:
                    battle.data[DECK].remove(card)
            _give(battle, group, kept, [])
    for group in holders(battle):
        lead = battle.creatures[group[0]]  # type: ignore[assignment]
        if lead.id in fixed:
            continue
        want = max(1, int(lead.tags.get("card_count", 1)))
        extra = 1 if extra_for and lead.side == extra_for else 0
        drawn = [draw_one(battle) for _ in range(min(want + extra, len(battle.data[DECK])))]
        drawn.sort()
        kept, back = drawn[:want], drawn[want:]
        battle.data[DECK].extend(back)
        battle.data[DECK].sort()
        _give(battle, group, kept, back)


def _give(battle: Battle, group: list[str], kept: list[int], back: list[int]) -> None:
    for cid in group:
        c: ZoneCardsCreature = battle.creatures[cid]  # type: ignore[assignment]
        c.cards = sorted(kept)
    battle.emit(CardsDrawn(tuple(group), tuple(sorted(kept)), tuple(back)))
