"""002 Swapping Initiative: two heroes who can talk may trade cards at the start of a round,
before anyone acts. Extra successes in a fight, or a defence with successes to spare, can force
a trade with the foe; against a creature holding several cards the one forcing it picks which."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Option
from ..creature import ZoneCardsCreature
from ..events import CardsSwapped


def can_talk(c: ZoneCardsCreature) -> bool:
    return c.active and not c.tags.get("gagged")


def swap(battle: Battle, a: ZoneCardsCreature, card_a: int, b: ZoneCardsCreature, card_b: int, why: str) -> None:
    """`a` gives `card_a` for `b`'s `card_b` (every creature sharing a card trades with it)."""
    for c, old, new in ((a, card_a, card_b), (b, card_b, card_a)):
        for mate in _sharing(battle, c, old):
            mate.cards = sorted(new if x == old else x for x in mate.cards)
    battle.emit(CardsSwapped(a.id, b.id, card_a, card_b, why))


def _sharing(battle: Battle, c: ZoneCardsCreature, card: int) -> list[ZoneCardsCreature]:
    group = c.tags.get("card_group")
    if not group:
        return [c]
    return [m for m in battle.creatures.values()  # type: ignore[misc]
            if m.tags.get("card_group") == group and card in getattr(m, "cards", ())]


def round_swaps(battle: Battle) -> list[Option]:
    """The heroes' trades at the start of a round (the first option keeps the cards)."""
    heroes = [c for c in battle.creatures.values() if c.side == battle.sides[0]
              and can_talk(c) and getattr(c, "cards", None)]  # type: ignore[arg-type]
    out = [Option("keep_cards", {}, "Keep the cards as they are")]
    for i, a in enumerate(heroes):
        for b in heroes[i + 1:]:
            ca, cb = a.cards[0], b.cards[0]  # type: ignore[attr-defined]
            if ca != cb:
                out.append(Option("swap_cards", {"creature": a.id, "target": b.id},
                                  f"{a.name} ({ca}) and {b.name} ({cb}) trade cards"))
    return out


def forced_swap_options(attacker: ZoneCardsCreature, target: ZoneCardsCreature) -> list[Option]:
    """One option per card of the target's the attacker may take for its own first card."""
    if not attacker.cards or not target.cards:
        return []
    mine = attacker.cards[0]
    return [Option("spend", {"swap": card}, f"Take {target.name}'s card {card} for your {mine}")
            for card in target.cards if card != mine]
