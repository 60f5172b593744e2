"""003 Initiative: an Agility check (3D + Agility) for each creature, one check for each group
of identical creatures (same stat block, same side), who then act one after another in the
order their side picks. Ties are settled by the encounter's `tie_rule`:

- "agility" (the default): the higher Agility goes first;
- "reroll": the tied roll another Agility check among themselves, as often as needed;
- "players_first": the heroes' side goes first;
- "choose": each side orders its own tied creatures as it acts (they share one place in the
  order); between the two sides the heroes go first.

Whatever is still level after the rule (same Agility, say) goes heroes first, then in the order
the creatures were listed (docs/rules-decisions.md, 3D system)."""
from __future__ import annotations

from itertools import groupby

from ...core.battle import Battle
from ..creature import ThreeDiceCreature
from ..dice3 import roll_pool
from ..events import InitiativeRolled, TurnOrder

MAX_REROLLS = 6


def groups(battle: Battle) -> list[list[str]]:
    """Identical creatures (one template, one side) roll together; others alone."""
    seen: dict[tuple[str, str], list[str]] = {}
    out: list[list[str]] = []
    for c in battle.creatures.values():
        if c.dead or c.removed:
            continue
        key = (c.side, c.template or c.id)
        if key in seen:
            seen[key].append(c.id)
        else:
            seen[key] = [c.id]
            out.append(seen[key])
    return out


def roll_initiative(battle: Battle, tie_rule: str) -> list[list[str]]:
    entries = []
    for n, group in enumerate(groups(battle)):
        lead: ThreeDiceCreature = battle.creatures[group[0]]  # type: ignore[assignment]
        total = _check(battle, group, lead, False)
        entries.append({"ids": group, "total": total, "agility": lead.agility,
                        "hero": lead.side == battle.sides[0], "n": n, "reroll": []})
    if tie_rule == "reroll":
        _reroll_ties(battle, entries)
    order = _ordered(entries, tie_rule, battle.sides[0], battle)
    battle.emit(TurnOrder(tuple(tuple(g) for g in order), tie_rule))
    return order


def _check(battle: Battle, group: list[str], lead: ThreeDiceCreature, again: bool) -> int:
    roll = roll_pool(battle, 0, "initiative")
    total = roll.total + lead.agility
    battle.emit(InitiativeRolled(tuple(group), roll.faces, total, again))
    return total


def _reroll_ties(battle: Battle, entries: list[dict]) -> None:
    for _ in range(MAX_REROLLS):
        key = lambda e: (e["total"], tuple(e["reroll"]))  # noqa: E731
        tied = [list(g) for _, g in groupby(sorted(entries, key=key), key=key)]
        tied = [g for g in tied if len(g) > 1]
        if not tied:
            return
        for group in tied:
            for e in group:
                lead = battle.creatures[e["ids"][0]]
                e["reroll"].append(_check(battle, e["ids"], lead, True))  # type: ignore[arg-type]


def _ordered(entries: list[dict], tie_rule: str, heroes: str, battle: Battle) -> list[list[str]]:
    def rank(e: dict) -> tuple:
        if tie_rule == "agility":
            return (-e["total"], -e["agility"], not e["hero"], e["n"])
        if tie_rule == "reroll":
            return (-e["total"], tuple(-r for r in e["reroll"]), -e["agility"], not e["hero"], e["n"])
        if tie_rule == "players_first":
            return (-e["total"], not e["hero"], -e["agility"], e["n"])
        return (-e["total"], not e["hero"], e["n"])
    entries.sort(key=rank)
    if tie_rule != "choose":
        return [e["ids"] for e in entries]
    out: list[list[str]] = []
    last: tuple | None = None
    for e in entries:
        key = (e["total"], e["hero"])
        if key == last:
            out[-1].extend(e["ids"])
        else:
            out.append(list(e["ids"]))
        last = key
    return out
