"""Main actions every creature has besides its abilities (000 Main Actions): Charge, Defend
and Heal. (Free Strike is the standard free strike abilities.)"""
from __future__ import annotations

from typing import Callable

from ...core.battle import Battle
from ...core.creature import Creature
from ...core.decisions import Decision, Option
from ...core.events import Note
from ...core.geometry import NEIGHBOURS_2D, NEIGHBOURS_3D, Cell, spaces_adjacent
from ..round.action_economy import can_spend, spend
from ..move_actions.advance import current_speed
from ..abilities.ability_math import abilities_of, usable
from ..movement.claw_dirt import claw_main_options, start_claw_move
from ..harm.conditions import remove_condition
from ..harm.damage import bleed, heal as regain
from ..movement.reachable import Reach, Terrain, closes_on_fear, stance_step_cost
from ..abilities.targeting import target_sets
from ..movement.walking import start_walk
from ..position.directions import heading


def main_action_options(battle: Battle, c: Creature) -> list[Option]:
    if not can_spend(battle, "main"):
        return []
    out = charge_options(battle, c)
    if not c.tags.get("defending"):
        out.append(Option("main_action", {"action": "defend"}, "Defend (double bane against you)"))
    out.extend(heal_options(battle, c))
    out.extend(claw_main_options(battle, c))
    return out


# ------------------------------------------------------------------------------ Charge

def charge_lines(battle: Battle, c: Creature) -> dict[Cell, list[Cell]]:
    """Ends of every straight charge: no difficult terrain, no climbing or swimming unless the
    creature does so at full speed, each square costing exactly 1 (000 Main Actions > Charge).
    Walkers and burrowers keep a compass direction and follow the ground (or tunnel through
    dirt); fliers may also charge along any straight line through the air, up or down."""
    return _lines(battle, c, None)


def charge_path(battle: Battle, c: Creature, end: Cell) -> list[Cell]:
    """`charge_lines(battle, c)[end]`, trying only the directions whose line can pass `end`."""
    return _lines(battle, c, end)[end]


def _lines(battle: Battle, c: Creature, end: Cell | None) -> dict[Cell, list[Cell]]:
    t = Terrain(battle, c)
    speed = current_speed(battle, c)  # a charge goes as far as an Advance would
    out: dict[Cell, list[Cell]] = {}
    for dx, dy in NEIGHBOURS_2D:
        if end is None or _on_line(c.pos, end, (dx, dy)):
            _extend(battle, c, t, out, speed, lambda here, dx=dx, dy=dy: _straight_step(t, here, dx, dy))
        if end in out:
            return out
    if t.can_fly:
        for d in NEIGHBOURS_3D:
            if d[2] and (end is None or _on_line(c.pos, end, d)):
                _extend(battle, c, t, out, speed, lambda here, d=d: _air_step(t, here, d))
    return out


def _on_line(start: Cell, end: Cell, d: tuple[int, ...]) -> bool:
    """Could repeated steps of `d` lead from `start` to `end`? A flat `d` (dx, dy) compares
    x and y only (the ground decides the height); an air step compares all three."""
    count = None
    for s, e, step in zip(start, end, d):  # two axes for a flat step, three in the air
        gap = e - s
        if step == 0:
            if gap:
                return False
            continue
        n = gap * step  # step is 1 or -1
        if n <= 0 or (count is not None and n != count):
            return False
        count = n
    return count is not None


def _extend(battle: Battle, c: Creature, t: Terrain, out: dict[Cell, list[Cell]], speed: int,
            next_step: Callable[[Cell], Cell | None]) -> None:
    path = [c.pos]
    for _ in range(speed):
        step = next_step(path[-1])
        if step is None:
            break
        path.append(step)
        if t.can_stop(step) and not closes_on_fear(battle, c, path):
            out.setdefault(step, list(path))


def _straight_step(t: Terrain, here: Cell, dx: int, dy: int) -> Cell | None:
    s_from = t.stance(here) or "walk"
    for dz in (0, 1, -1):
        nxt = (here[0] + dx, here[1] + dy, here[2] + dz)
        s_to = t.stance(nxt)
        if s_to is None:
            continue
        if stance_step_cost(t, s_from, s_to, here, nxt, (dx, dy, dz), False) == 1:
            return nxt
    return None


def _air_step(t: Terrain, here: Cell, d: Cell) -> Cell | None:
    """One square along a fixed 3D direction, for a flier."""
    nxt = (here[0] + d[0], here[1] + d[1], here[2] + d[2])
    s_to = t.stance(nxt)
    if s_to not in ("fly", "walk"):
        return None
    return nxt if stance_step_cost(t, t.stance(here) or "walk", s_to, here, nxt, d, False) == 1 else None


def charge_options(battle: Battle, c: Creature) -> list[Option]:
    if current_speed(battle, c) <= 0:
        return []
    strikes = [a for a in _charge_abilities(battle, c)]
    out: list[Option] = []
    saved, n = c.pos, c.squares
    foes = [(e.pos, e.squares) for e in battle.enemies_of(c)]  # the same wherever the charge ends
    try:
        for end, path in sorted(charge_lines(battle, c).items()):
            c.pos = end
            if not any(spaces_adjacent(end, n, at, size) for at, size in foes):
                continue
            for ability in strikes:
                for targets in target_sets(battle, c, ability):
                    if any(t not in battle.creatures or battle.creatures[t].side == c.side for t in targets):
                        continue
                    names = ", ".join(battle.creatures[t].name for t in targets)
                    out.append(Option("charge", {"to": list(end), "ability": ability.id,
                                                 "targets": list(targets)},
                                      f"Charge {heading(saved, end)}: {ability.name} on {names}"))
    finally:
        c.pos = saved
    return out


def _charge_abilities(battle: Battle, c: Creature) -> list:
    return [a for a in abilities_of(battle, c)
            if a.has("charge") and a.action == "main" and a.cost <= (c.resource if c.hero else 0)
            and usable(battle, c, a)]


def start_charge(battle: Battle, c: Creature, choice: Option) -> None:
    end = tuple(choice.args["to"])
    path = charge_path(battle, c, end)  # type: ignore[arg-type]
    spend(battle, "main")
    foes = [battle.creatures[t].name for t in choice.args["targets"] if t in battle.creatures]
    battle.emit(Note(f"{c.name} charges {' and '.join(foes) or 'ahead'}.", c.id))  # the log says why it moves
    battle.push({"step": "ds.ability", "ability": choice.args["ability"], "user": c.id,
                 "targets": list(choice.args["targets"]), "phase": "pay"})
    reach = Reach(c.pos)
    t = Terrain(battle, c)
    for i, pos in enumerate(path):
        reach.cost[pos] = i
        reach.stance[pos] = t.stance(pos) or "walk"
        if i:
            reach.parent[pos] = path[i - 1]
    start_walk(battle, c, reach, end, shift=False)  # type: ignore[arg-type]


# ------------------------------------------------------------------------------ Defend

def defend(battle: Battle, c: Creature) -> None:
    """Until the start of its next turn, rolls against the defender take a double bane."""
    c.tags["defending"] = True
    battle.emit(Note(f"{c.name} takes a defensive stance.", c.id))


# ------------------------------------------------------------------------------ Heal

def heal_options(battle: Battle, c: Creature) -> list[Option]:
    """Heal an adjacent ally that could gain something from it (000 Main Actions > Heal)."""
    out = []
    for ally in battle.creatures.values():
        if ally.side != c.side or ally.dead or ally.removed or ally.id == c.id:
            continue
        if not spaces_adjacent(c.pos, c.squares, ally.pos, ally.squares):
            continue
        choices = heal_choices(c, ally)
        if choices:
            what = " or ".join(sorted({_CHOICE_WORDS[o.args["choice"]] for o in choices}))
            out.append(Option("main_action", {"action": "heal", "target": ally.id},
                              f"Heal {ally.name} ({what})"))
    return out


_CHOICE_WORDS = {"recovery": "Stamina", "save": "a saving throw"}


def heal_choices(healer: Creature, target: Creature) -> list[Option]:
    """What the healed creature may do: spend a Recovery, or save against one save-ends effect.
    A non-hero has no Recoveries; a hero's help still gives it a third of its maximum."""
    out = []
    if target.stamina < target.max_stamina and (
            (target.hero and target.recoveries > 0) or (not target.hero and healer.hero)):
        what = "Spend a Recovery" if target.hero else "Regain a third of its Stamina"
        out.append(Option("heal_choice", {"choice": "recovery"},
                          f"{what} (+{target.recovery_value} Stamina)"))
    for cond in target.conditions:
        if cond.duration == "save":
            out.append(Option("heal_choice", {"choice": "save", "condition": cond.name},
                              f"Saving throw against {cond.name}"))
    return out


def heal_step(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    """The healed creature's side picks between its Recovery and a saving throw."""
    healer = battle.creatures[frame["healer"]]
    target = battle.creatures[frame["target"]]
    options = heal_choices(healer, target)
    if choice is None and len(options) > 1 and target.active:
        return Decision("heal_choice", target.side, tuple(options),
                        f"{target.name}: spend a Recovery or save against an effect?",
                        creature=target.id)
    battle.pop()
    pick = choice or (options[0] if options else None)
    if pick is None:
        return None
    if pick.args["choice"] == "recovery":
        heal(battle, healer, target)
    else:
        heal_save(battle, healer, target, pick.args["condition"])
    return None


def heal(battle: Battle, c: Creature, target: Creature) -> None:
    if target.hero:
        target.recoveries -= 1
        battle.emit(Note(f"{c.name} tends to {target.name}, who spends a Recovery "
                         f"({target.recoveries} left).", c.id))
    else:
        battle.emit(Note(f"{c.name} tends to {target.name}.", c.id))
    regain(battle, target, target.recovery_value, c.id)


def heal_save(battle: Battle, c: Creature, target: Creature, condition: str) -> None:
    roll = battle.dice.roll(10, f"save against {condition}")
    if roll >= 6:
        remove_condition(battle, target, condition, f"saved ({roll}) with {c.name}'s help")
    else:
        battle.emit(Note(f"{target.name} fails the saving throw against {condition} ({roll}).", c.id))


def use_main_action(battle: Battle, c: Creature, choice: Option) -> None:
    spend(battle, "main")
    if c.has("bleeding"):
        bleed(battle, c)
        if not c.active:
            return
    action = choice.args["action"]
    if action == "defend":
        defend(battle, c)
    elif action == "claw_move":
        start_claw_move(battle, c)
    elif action == "heal":
        battle.push({"step": "ds.heal", "healer": c.id, "target": choice.args["target"]})
