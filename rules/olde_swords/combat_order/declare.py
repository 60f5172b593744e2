"""001 Combat Order, declare first: what a creature may declare. A declaration is two or three
answers to the "declare" decision: where it moves (stay, a square within its Speed, or a Dash up
to twice its Speed), a free action when one is open from there (001 Combat Actions, free
actions) and then its action, judged from where it will stand. A prone creature spends half
its Speed standing up; a grappled one cannot move. Squares allies have already declared are
taken. Nothing is rolled until the whole side has declared."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Option
from ...core.geometry import Cell, cube, spaces_adjacent
from ...core.grid_reach import reachable
from ..combat_actions.actions import GRAPPLED
from ..combat_actions.disarm import DROPPED, armed_abilities
from ..combat_actions.improvise import improvise_options
from ..combat_actions.ready import ready_options
from ..creature import OldeCreature
from ..targeting import targets_from

MOVE, ACTION = "declare_move", "declare_action"


def move_budget(c: OldeCreature) -> int:
    if c.has(GRAPPLED) or not c.active:
        return 0
    return c.speed - (c.speed // 2 if c.has("prone") else 0)


def move_options(battle: Battle, c: OldeCreature, claimed: set[Cell]) -> list[Option]:
    base = {"creature": c.id}
    out = [Option(MOVE, {**base, "to": None}, "Stay put")]
    budget = move_budget(c)
    if budget <= 0:
        return out
    dash = reachable(battle, c, budget + c.speed)  # the walk is the part of it within `budget`
    for pos in dash.destinations():
        if any(cell in claimed for cell in cube(pos, c.squares)):
            continue
        cost = dash.cost[pos]
        if cost <= budget:
            out.append(Option(MOVE, {**base, "to": list(pos)}, f"Move {cost} square{'s' * (cost != 1)}"))
        else:
            out.append(Option(MOVE, {**base, "to": list(pos), "dash": True}, f"Dash {cost} squares"))
    return out


def action_options(battle: Battle, c: OldeCreature, draft: dict) -> list[Option]:
    base = {"creature": c.id}
    if draft.get("dash"):
        return [Option(ACTION, {**base, "action": "dash"}, "Dash"),
                Option(ACTION, {**base, "action": "disengage"}, "Disengage and Dash away")]
    at: Cell = tuple(draft["to"]) if draft.get("to") else c.pos  # type: ignore[assignment]
    out = [Option(ACTION, {**base, "action": "dodge"}, "Dodge"),
           Option(ACTION, {**base, "action": "disengage"}, "Disengage"),
           Option(ACTION, {**base, "action": "hide"}, "Hide")]
    armed = armed_after(battle, c, draft.get("free", ""))
    out.extend(_ability_options(battle, c, at, base, armed))
    out.extend(_ally_options(battle, c, at, base))
    out.extend(_foe_options(battle, c, at, base))
    if armed:
        out.extend(ready_options(battle, c, base, ACTION))
    foes = [f for f in battle.enemies_of(c) if f.active]
    out.extend(improvise_options(battle, c, at, base, ACTION, foes))  # type: ignore[arg-type]
    return out


def armed_after(battle: Battle, c: OldeCreature, free: str) -> tuple[str, ...]:
    """The abilities the creature will hold once its declared free action is done."""
    if free == "pick_up":
        return c.abilities
    if free == "draw":
        lost = c.tags.get(DROPPED)
        return tuple(a for a in c.abilities if a != lost)
    return armed_abilities(battle, c)


def _ability_options(battle: Battle, c: OldeCreature, at: Cell, base: dict,
                     armed: tuple[str, ...]) -> list[Option]:
    out = []
    for aid in armed:
        a = battle.abilities[aid]
        verb = "cast" if a.spell else "attack"
        for t in targets_from(battle, c, at, a):
            out.append(Option(ACTION, {**base, "action": verb, "ability": aid, "target": t.id},
                              f"{a.name} on {t.name}"))
    return out


def _beside(c: OldeCreature, at: Cell, o: OldeCreature) -> bool:
    return o.id != c.id and spaces_adjacent(at, c.squares, o.pos, o.squares)


def _ally_options(battle: Battle, c: OldeCreature, at: Cell, base: dict) -> list[Option]:
    out = []
    for o in battle.creatures.values():
        ally: OldeCreature = o  # type: ignore[assignment]
        if ally.side != c.side or not _beside(c, at, ally) or ally.dead or ally.removed:
            continue
        if ally.active:
            out.append(Option(ACTION, {**base, "action": "help", "target": ally.id}, f"Help {ally.name}"))
        elif ally.dying and not ally.stable and c.supplies > 0:
            out.append(Option(ACTION, {**base, "action": "stabilize", "target": ally.id},
                              f"Stabilize {ally.name} (1 Supply)"))
    return out


def _foe_options(battle: Battle, c: OldeCreature, at: Cell, base: dict) -> list[Option]:
    out = []
    for foe in battle.creatures.values():
        if foe.side == c.side or not foe.active or not _beside(c, at, foe) or foe.rank > c.rank + 1:  # type: ignore[arg-type]
            continue
        stunts = [("grapple", "", "Grapple"), ("shove", "prone", "Shove prone"), ("shove", "push", "Shove back")]
        if not foe.tags.get(DROPPED) and any(not battle.abilities[a].spell for a in foe.abilities):
            stunts.append(("disarm", "", "Disarm"))
        for action, how, words in stunts:
            args = {**base, "action": action, "target": foe.id} | ({"how": how} if how else {})
            out.append(Option(ACTION, args, f"{words} {foe.name}"))
    return out
