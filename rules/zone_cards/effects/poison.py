"""002 Poison: the Director rolls the toxicity in dice against the victim's Endure. More
successes for the victim: no harm; a tie: one Harm; fewer: Harm equal to the poison's successes.
At the start of each later round it deals one Harm fewer than the last, until it wears off; an
antidote ends it."""
from __future__ import annotations

from ...core.battle import Battle
from ..creature import ZoneCardsCreature
from ..events import PoisonChanged
from ..harm import take_harm
from ..pools import roll_plain, roll_pool


def poison_test(battle: Battle, c: ZoneCardsCreature, toxicity: int) -> None:
    venom = roll_plain(battle, c.id, toxicity, f"poison (toxicity {toxicity})", "poison")
    body = roll_pool(battle, c, "endure", "endure the poison", use_bonus=False)
    if body > venom:
        battle.emit(PoisonChanged(c.id, 0, "shrugged off"))
        return
    harm = 1 if body == venom else venom
    take_harm(battle, c, harm, "physical", "poison")
    c.poison = max(c.poison, harm - 1)
    battle.emit(PoisonChanged(c.id, c.poison, "poisoned"))


def poison_at_round_start(battle: Battle, c: ZoneCardsCreature) -> None:
    if c.poison <= 0 or not c.active:
        return
    take_harm(battle, c, c.poison, "physical", "poison")
    c.poison -= 1
    battle.emit(PoisonChanged(c.id, c.poison, "wearing off" if c.poison else "worn off"))


def drink_antidote(battle: Battle, c: ZoneCardsCreature) -> None:
    c.antidotes -= 1
    c.poison = 0
    battle.emit(PoisonChanged(c.id, 0, "antidote"))
