"""Small scripted Olde Swords Reign battles for the conformance tests: creatures from the shipped
stat blocks placed on a flat yard, exact dice queued, declarations made by what they say."""
from __future__ import annotations

from typing import Iterable

from rules.core.battle import Battle
from rules.core.board import Board, Column
from rules.core.events import Event
from rules.olde_swords.content.loader import default_content
from rules.olde_swords.creature import OldeCreature
from rules.olde_swords.setup import creature_from_template, new_battle

GROUND = 1
WALL = Column(ground=6, terrain="wall", material="stone")


LAVA = Column(ground=GROUND, terrain="lava", material="stone", damage=6, damage_type="fire")
PIT = Column(ground=GROUND - 1, terrain="floor", material="stone")
LEDGE = Column(ground=GROUND + 3, terrain="floor", material="stone")
EARTH = Column(ground=GROUND, terrain="dirt", material="dirt")


def yard(walls: Iterable[tuple[int, int]] = (), squares: dict | None = None) -> Board:
    """The flat yard, with walls and any other `squares` ((x, y) -> Column)."""
    board = Board.flat(12, 8, ground=GROUND, terrain="floor", material="stone")
    board.columns = list(board.columns)
    for x, y in walls:
        board.set_column(x, y, WALL)
    for (x, y), col in (squares or {}).items():
        board.set_column(x, y, col)
    return board


def fight(heroes: dict[str, tuple[int, int]], foes: dict[str, tuple[int, int]],
          first_contact: Iterable[int] = (), walls: Iterable[tuple[int, int]] = (),
          dying: Iterable[str] = (), squares: dict | None = None, **settings: object) -> Battle:
    """Heroes and foes (template id -> (x, y)) on the yard; `first_contact` are the heroes'
    d20s, in the order given (a roll of 1 for each other standing hero); the heroes named in
    `dying` start at 0 HP, dying. Nothing else is rolled yet."""
    content = default_content()
    made: list[OldeCreature] = []
    for side, group in (("heroes", heroes), ("monsters", foes)):
        for tid, (x, y) in group.items():
            template = content.creatures[tid.split("#")[0]]
            c = creature_from_template(template, tid.replace("#", "_"), side)
            c.pos = (x, y, (squares or {}).get((x, y), Column(ground=GROUND)).ground)
            if c.id in dying:
                c.hp, c.dying, c.unconscious = 0, True, True
            made.append(c)
    battle = new_battle(yard(walls, squares), made, 0, {"no_breaking": True, **settings})
    standing = sum(1 for c in made if c.side == "heroes" and c.active)
    rolls = list(first_contact) + [1] * (standing - len(list(first_contact)))
    battle.dice.queue(*rolls)
    return battle


def creature(battle: Battle, cid: str) -> OldeCreature:
    return battle.creatures[cid]  # type: ignore[return-value]


def declare(battle: Battle, cid: str, to: tuple[int, int] | None = None, action: str = "dodge",
            target: str = "", ability: str = "", dash: bool = False, how: str = "",
            free: str = "none", **extra: object) -> list[Event]:
    """Answer the pending declaration of `cid` (the move, a free action when one is asked for,
    then the action; `extra` are further arguments the action option must have)."""
    decision = battle.pending()
    assert decision is not None and decision.kind == "declare", decision
    assert decision.creature == cid and decision.info["part"] == "move", (decision.creature, decision.info)
    want = None if to is None else [to[0], to[1], GROUND]
    move = next(o for o in decision.options if o.args["to"] == want and bool(o.args.get("dash")) == dash)
    events = battle.choose(move)
    events += answer_free(battle, free)
    decision = battle.pending()
    assert decision is not None and decision.info["part"] == "action"
    found = [o for o in decision.options if o.args["action"] == action
             and o.args.get("target", "") == target and o.args.get("ability", "") == ability
             and o.args.get("how", "") == how and all(o.args.get(k) == v for k, v in extra.items())]
    assert found, [o.label for o in decision.options]
    return events + battle.choose(found[0])


def answer_free(battle: Battle, free: str) -> list[Event]:
    """Answer the free-action part if the declaration asks for one."""
    decision = battle.pending()
    if decision is None or decision.info.get("part") != "free":
        assert free == "none", f"no free action was asked for ({free!r} wanted)"
        return []
    return battle.choose(next(o for o in decision.options if o.args["free"] == free))


def labels_after_move(battle: Battle, cid: str, to: tuple[int, int] | None = None) -> list[str]:
    """The options of the part that follows `cid`'s move to `to` (on a copy)."""
    copy = battle.clone()
    decision = copy.pending()
    assert decision is not None and decision.creature == cid
    want = None if to is None else [to[0], to[1], GROUND]
    copy.choose(next(o for o in decision.options if o.args["to"] == want))
    return [o.label for o in copy.pending().options]  # type: ignore[union-attr]


def action_labels(battle: Battle, cid: str, to: tuple[int, int] | None = None, free: str = "none") -> list[str]:
    """The actions `cid` may declare after declaring a move to `to` (on a copy)."""
    copy = battle.clone()
    decision = copy.pending()
    assert decision is not None and decision.creature == cid
    want = None if to is None else [to[0], to[1], GROUND]
    copy.choose(next(o for o in decision.options if o.args["to"] == want))
    answer_free(copy, free)
    return [o.label for o in copy.pending().options]  # type: ignore[union-attr]


def of(events: Iterable[Event], kind: str) -> list[dict]:
    return [e.to_dict() for e in events if e.kind == kind]
