"""001 Saving Throws: d20 + the score's modifier (+ PB when proficient) against the DC, less one
for each level of Fatigue; meeting the DC is a success."""
from __future__ import annotations

from ...core.battle import Battle
from ..creature import OldeCreature
from ..rolls import Reason, d20_test


def save_bonus(c: OldeCreature, score: str) -> int:
    return c.mod(score) + (c.pb if score in c.saves else 0) - c.fatigue


def saving_throw(battle: Battle, c: OldeCreature, score: str, dc: int,
                 reasons: list[Reason] | None = None) -> bool:
    return d20_test(battle, c, f"{score} save", save_bonus(c, score), dc, reasons or []).success


def check_bonus(c: OldeCreature, score: str) -> int:
    """A check (first contact, grapple, shove): the modifier less Fatigue, no PB."""
    return c.mod(score) - c.fatigue
