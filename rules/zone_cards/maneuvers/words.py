"""002 Typical Slow Maneuvers that are not attacks: sway a beaten foe with words (Persuade
against its Read; only NPCs who are already hurt listen, and one who loses yields and leaves
the fight), lure a foe from a neighbouring zone into one's own (Finesse or Intimidate against
its Read), and survey the situation (Read: each success a bonus die for the next test, at most
three) (docs/rules-decisions.md, card-initiative zone system)."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.events import LeftTheFight
from ..creature import ZoneCardsCreature
from ..events import ManeuverDone
from .fast import MAX_BONUS
from ..movement.zone_move import leave_spot, move_to
from ..place import zone_name
from ..pools import best_action, roll_pool

def can_be_swayed(t: ZoneCardsCreature) -> bool:
    return t.kind == "npc" and t.active and (t.harm_points > 0 or any(t.physical) or any(t.mental))


def persuade(battle: Battle, c: ZoneCardsCreature, t: ZoneCardsCreature) -> None:
    mine = roll_pool(battle, c, "persuade", f"talk {t.name} down", needed=1)
    theirs = roll_pool(battle, t, "read", "see through it", use_bonus=False)
    if mine > theirs:
        leave_spot(battle, t)
        t.removed = True
        battle.emit(ManeuverDone(c.id, "persuaded", t.name))
        battle.emit(LeftTheFight(t.id, "surrendered"))


def lure(battle: Battle, c: ZoneCardsCreature, t: ZoneCardsCreature) -> None:
    action = best_action(c, ("finesse", "intimidate"))
    mine = roll_pool(battle, c, action, f"lure {t.name}", needed=1)
    theirs = roll_pool(battle, t, "read", "resist the lure", use_bonus=False)
    if mine > theirs and not t.tags.get("held_by"):
        move_to(battle, t, zone_name(battle, c), "lured")


def survey(battle: Battle, c: ZoneCardsCreature) -> None:
    found = roll_pool(battle, c, "read", "survey the situation", needed=1)
    c.bonus = min(MAX_BONUS, c.bonus + found)
    battle.emit(ManeuverDone(c.id, "survey", str(found)))
