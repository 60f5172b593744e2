"""001 Combat Actions, Hide: a DEX check (less Fatigue) against DC 12, needing cover: at its
resolution the creature must be at least partly hidden from every standing foe, or the
declaration is lost. Hidden, it cannot be targeted except by a foe beside it, until its side's
next phase begins (rules-decisions)."""
from __future__ import annotations

from ...core.battle import Battle
from ..attacks_and_damage.cover import NONE, cover
from ..creature import OldeCreature
from ..events import DeclarationLost
from ..rolls import d20_test
from .conditions import add_condition
from ..saving_throws.saves import check_bonus

HIDDEN = "hidden"
HIDE_DC = 12


def in_cover_from_all(battle: Battle, c: OldeCreature) -> bool:
    foes = [f for f in battle.creatures.values() if f.side != c.side and f.active]
    return all(cover(battle, f, f.pos, c) != NONE for f in foes)  # type: ignore[arg-type]


def hide(battle: Battle, c: OldeCreature, target: OldeCreature | None, decl: dict) -> None:
    if not in_cover_from_all(battle, c):
        battle.emit(DeclarationLost(c.id, "hide", "there is no cover to hide behind"))
        return
    if d20_test(battle, c, "hide", check_bonus(c, "DEX"), HIDE_DC, []).success:
        add_condition(battle, c, HIDDEN, c.id)
