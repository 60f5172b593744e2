"""001 Combat Actions, free actions: small things done alongside the move and the action. The
ones this engine models (rules-decisions): picking up one's own weapon from the board (standing
on or beside it), drawing a spare weapon when the first is lost, and drinking a healing potion
(1d8 HP, from the creature's `potions`). The boards have no doors, and a shouted warning
changes nothing the rules track, so neither is offered. At most one free action a declaration;
it is declared after the move and resolves after it, before the action."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Option
from ...core.geometry import Cell
from ..attacks_and_damage.damage import heal
from ..creature import OldeCreature
from ..events import DamageRolled, FreeAction
from .disarm import DRAWN, DROPPED, can_pick_up, pick_up, spare_weapon

FREE = "declare_free"
NONE = "none"
POTION_DIE = 8


def free_choices(battle: Battle, c: OldeCreature, at: Cell) -> list[tuple[str, str]]:
    """(what, label) of every free action open to the creature standing at `at`."""
    out = []
    if c.tags.get(DROPPED) and can_pick_up(battle, c, at):
        out.append(("pick_up", "Pick up the dropped weapon"))
    spare = spare_weapon(battle, c)
    if spare:
        out.append(("draw", f"Draw the {battle.abilities[spare].name}"))
    if c.potions > 0 and c.hp < c.max_hp and c.active:
        out.append(("potion", "Drink a healing potion"))
    return out


def usable_from(battle: Battle, c: OldeCreature, at: Cell) -> tuple[str, ...]:
    """The abilities the creature could use standing at `at`, after the free action that re-arms
    it best (picking its weapon up there, or else drawing a spare)."""
    lost = c.tags.get(DROPPED)
    if not lost:
        return c.abilities
    if can_pick_up(battle, c, at):
        return c.abilities
    if c.tags.get(DRAWN) or spare_weapon(battle, c):
        return tuple(a for a in c.abilities if a != lost)
    return ()


def free_options(battle: Battle, c: OldeCreature, at: Cell) -> list[Option]:
    base = {"creature": c.id}
    return [Option(FREE, {**base, "free": NONE}, "No free action")] + \
        [Option(FREE, {**base, "free": what}, label) for what, label in free_choices(battle, c, at)]


def still_open(battle: Battle, c: OldeCreature, what: str) -> bool:
    return any(w == what for w, _ in free_choices(battle, c, c.pos))


def take_free_action(battle: Battle, c: OldeCreature, what: str) -> None:
    """Resolve a declared free action (lost quietly if it no longer makes sense)."""
    if what == NONE or not what or not still_open(battle, c, what):
        return
    if what == "pick_up":
        battle.emit(FreeAction(c.id, what, str(c.tags.get(DROPPED) or "")))
        pick_up(battle, c)
    elif what == "draw":
        spare = spare_weapon(battle, c)
        c.tags[DRAWN] = True
        battle.emit(FreeAction(c.id, what, spare))
    elif what == "potion":
        c.potions -= 1
        battle.emit(FreeAction(c.id, what))
        face = battle.dice.roll(POTION_DIE, "healing potion")
        battle.emit(DamageRolled(c.id, c.id, "potion", (face,), 0, face, False))
        heal(battle, c, face, c.id)
