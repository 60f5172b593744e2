"""One side's phase (001 Combat Order, declare first): first the side's creatures lying in
burning ground burn, the dying heroes of the side roll on the dying table and what lasted
"until your next turn" ends (Dodge, hiding, held grapples, readied actions); then every
creature of the side declares its movement, a free action when one is open, and its action,
one after another, before any die is rolled; the declarations
are shown together once the last is in; then they resolve in the order they were declared. The
phase ends with the heroic last actions spent, grit blinked out of the side's eyes and the
foes' nerve tested."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.decisions import Decision, Option
from ...core.events import ConditionEnded
from ...core.geometry import Cell, cube
from ..attacks_and_damage.modifiers import DODGING
from ..combat_actions.actions import GRAPPLED
from ..combat_actions.free_actions import FREE, free_choices, free_options
from ..combat_actions.hide import HIDDEN
from ..combat_actions.improvise import end_blindness
from ..combat_actions.ready import lapse
from ..creature import OldeCreature
from ..death_and_dying.dying import can_declare, dying_check, end_last_action
from ..ending import test_nerve
from ..events import Declared, PhaseStarted
from ..hazards.burning import burn
from .declare import MOVE, action_options, move_budget, move_options
from .resolve import resolve

DECLARE = "declare"


def phase_step(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    stage = frame["stage"]
    if stage == "start":
        _start(battle, frame)
        return None
    if stage == "declare":
        return _declare(battle, frame, choice)
    for cid in frame["order"]:
        resolve(battle, battle.creatures[cid], frame["declared"][cid])  # type: ignore[arg-type]
    for cid in frame["order"]:
        end_last_action(battle, battle.creatures[cid])  # type: ignore[arg-type]
    end_blindness(battle, frame["side"])
    test_nerve(battle)
    battle.pop()
    return None


def _start(battle: Battle, frame: dict) -> None:
    side = frame["side"]
    battle.emit(PhaseStarted(side, bool(frame.get("first"))))
    only = frame.get("only")
    mine = [c for c in battle.creatures.values() if c.side == side and not c.dead and not c.removed
            and (only is None or c.id in only)]
    for c in mine:
        _end_until_next_turn(battle, c)  # type: ignore[arg-type]
        burn(battle, c)  # type: ignore[arg-type]
        if c.dying and not c.dead:  # type: ignore[attr-defined]
            dying_check(battle, c)  # type: ignore[arg-type]
    frame["order"] = [c.id for c in mine if can_declare(c)]  # type: ignore[arg-type]
    frame["declared"], frame["draft"], frame["stage"] = {}, {}, "declare"


def _end_until_next_turn(battle: Battle, c: OldeCreature) -> None:
    """Dodging, hiding and a readied action end, and so do the grapples this creature holds."""
    lapse(battle, c)
    for name in (DODGING, HIDDEN):
        if c.has(name):
            c.conditions = [x for x in c.conditions if x.name != name]
            battle.emit(ConditionEnded(c.id, name, "its side acts again"))
    for other in battle.creatures.values():
        held = [x for x in other.conditions if x.name == GRAPPLED and x.source == c.id]
        if held:
            other.conditions = [x for x in other.conditions if x not in held]
            battle.emit(ConditionEnded(other.id, GRAPPLED, "the grapple lapses"))


def _declare(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    waiting = [cid for cid in frame["order"] if cid not in frame["declared"]]
    if not waiting:
        _reveal(battle, frame)
        frame["stage"] = "resolve"
        return None
    c: OldeCreature = battle.creatures[waiting[0]]  # type: ignore[assignment]
    draft = frame["draft"]
    if choice is None:
        return _ask(battle, frame, c, draft)
    if choice.kind == MOVE:
        frame["draft"] = {"to": choice.args["to"], "dash": bool(choice.args.get("dash")),
                          "budget": move_budget(c) + (c.speed if choice.args.get("dash") else 0)}
        return None
    if choice.kind == FREE:
        frame["draft"] = {**draft, "free": choice.args["free"]}
        return None
    decl = dict(draft)
    decl.update({k: v for k, v in choice.args.items() if k != "creature"})
    frame["declared"][c.id] = decl
    frame["draft"] = {}
    return None


def _ask(battle: Battle, frame: dict, c: OldeCreature, draft: dict) -> Decision:
    part = "move" if not draft else ("free" if _free_open(battle, c, draft) else "action")
    info = {"part": part, "declared": frame["declared"], "draft": draft}
    if part == "free":
        at = _standing(c, draft)
        return Decision(DECLARE, c.side, lambda: free_options(battle, c, at),
                        f"{c.name}: declare a free action", creature=c.id, info=info)
    if not draft:
        claimed = _claimed(battle, frame)
        return Decision(DECLARE, c.side, lambda: move_options(battle, c, claimed),
                        f"{c.name}: declare a move", creature=c.id, info=info)
    return Decision(DECLARE, c.side, lambda: action_options(battle, c, draft),
                    f"{c.name}: declare an action", creature=c.id, info=info)


def _standing(c: OldeCreature, draft: dict) -> Cell:
    return tuple(draft["to"]) if draft.get("to") else c.pos  # type: ignore[return-value]


def _free_open(battle: Battle, c: OldeCreature, draft: dict) -> bool:
    """Ask for a free action when one is open from where the creature will stand and it has not
    been answered yet."""
    return "free" not in draft and bool(free_choices(battle, c, _standing(c, draft)))


def _claimed(battle: Battle, frame: dict) -> set[Cell]:
    out: set[Cell] = set()
    for cid, decl in frame["declared"].items():
        if decl.get("to"):
            out.update(cube(tuple(decl["to"]), battle.creatures[cid].squares))  # type: ignore[arg-type]
    return out


def _reveal(battle: Battle, frame: dict) -> None:
    for cid in frame["order"]:
        d = frame["declared"][cid]
        battle.emit(Declared(cid, tuple(d["to"]) if d.get("to") else (), d["action"],
                             d.get("target", ""), d.get("ability", "")))
