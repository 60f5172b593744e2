"""The encounter budget (RULES-NOTES Director's side > Encounter budget) and a builder that
fills it from the shipped roster.

A hero's encounter strength is 4 + 2 x its level; the party's is the sum. The monsters' side is
worth the sum of their encounter values (EV). The difficulty bands, in heroes' worth of
strength above or below the party's (docs/rules-decisions.md):

| difficulty | monsters' EV |
| --- | --- |
| easy | at most the party less one hero |
| standard | within one hero of the party |
| hard | one to three heroes above the party |
| extreme | more than three heroes above the party |

Minions come in fours, and a minion's EV is for the four.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from .loader import DIFFICULTIES, Content, default_content
from .model import CreatureTemplate

BANDS = {"easy": (None, -1), "standard": (-1, 1), "hard": (1, 3), "extreme": (3, 5)}
"""Each difficulty's EV range, in heroes' worth of strength from the party's: (above, up to)."""
AIM = {"easy": -1.5, "standard": 0.0, "hard": 2.0, "extreme": 4.0}
"""Where in its band the builder aims, in heroes' worth from the party's strength."""
MINION_GROUP = 4
MAX_HEROES = 8
LEVELS = (1, 2, 3)


def hero_strength(level: int) -> int:
    """One hero's encounter strength."""
    return 4 + 2 * level


def party_strength(heroes: int, level: int) -> int:
    return heroes * hero_strength(level)


def ev_range(heroes: int, level: int, difficulty: str) -> tuple[int, int]:
    """The monsters' EV a difficulty allows: (lowest, highest), both inclusive."""
    if difficulty not in BANDS:
        raise ValueError(f"unknown difficulty {difficulty!r} (use {', '.join(DIFFICULTIES)})")
    low, high = BANDS[difficulty]
    hero, party = hero_strength(level), party_strength(heroes, level)
    lowest = 1 if low is None else party + low * hero + 1
    return max(1, lowest), max(1, party + high * hero)


def difficulty_of(ev: int, heroes: int, level: int) -> str:
    """The band a monsters' EV falls in for this party."""
    for name in DIFFICULTIES:
        low, high = ev_range(heroes, level, name)
        if ev <= high:
            return name
    return "extreme"


@dataclass(frozen=True)
class Pick:
    """One line of a built encounter: a stat block and how many."""
    creature: str
    count: int
    ev: int


def slot_ev(t: CreatureTemplate, count: int) -> int:
    """What `count` of these creatures are worth (minions by the four)."""
    if t.organization == "minion":
        return t.ev * -(-count // MINION_GROUP)
    return t.ev * count


def roster(content: Content, level: int) -> list[CreatureTemplate]:
    """Monsters a builder may field against heroes of this level: not mounts, not creatures that
    only come summoned, with an EV, and at most one level above the heroes."""
    summoned = {e.summon for a in content.abilities.values()
                for e in ([a.effect] if a.effect else []) + list(a.tiers or ()) if e.summon}
    return [t for t in content.creatures.values()
            if not t.hero and t.ev > 0 and t.role != "mount" and t.id not in summoned
            and t.level <= level + 1]


def build(heroes: int, level: int, difficulty: str, seed: int = 0,
          content: Content | None = None) -> list[Pick]:
    """Monsters whose EV lands in the difficulty's range, picked at random (by `seed`)."""
    content = content or default_content()
    low, high = ev_range(heroes, level, difficulty)
    aim = party_strength(heroes, level) + AIM[difficulty] * hero_strength(level)
    aim = min(high, max(low, int(aim)))
    pool = roster(content, level)
    if not pool:
        raise ValueError("the roster has no monsters with an EV to build from")
    rng = random.Random(seed)
    counts: dict[str, int] = {}
    total = 0
    for _ in range(200):
        if total >= aim:
            break
        fits = [t for t in pool if total + t.ev <= high]
        if not fits:
            break
        t = rng.choice(fits)
        total += t.ev
        counts[t.id] = counts.get(t.id, 0) + (MINION_GROUP if t.organization == "minion" else 1)
    if total < low:
        raise ValueError(f"cannot reach {low} EV for a {difficulty} encounter from the roster")
    return [Pick(cid, n, slot_ev(content.creatures[cid], n)) for cid, n in counts.items()]


def heroes_for(count: int, seed: int, content: Content | None = None) -> list[str]:
    """`count` shipped heroes, in a seeded random order."""
    content = content or default_content()
    ids = [t.id for t in content.creatures.values() if t.hero]
    if not 1 <= count <= min(MAX_HEROES, len(ids)):
        raise ValueError(f"--heroes must be 1 to {min(MAX_HEROES, len(ids))}, not {count}")
    return random.Random(seed).sample(ids, count)


def encounter_text(heroes: int, level: int, difficulty: str, seed: int = 0,
                   content: Content | None = None) -> str:
    """A legal encounter file (TOML) for this party, its monsters built to the difficulty."""
    content = content or default_content()
    party = heroes_for(heroes, seed, content)
    picks = build(heroes, level, difficulty, seed, content)
    ev = sum(p.ev for p in picks)
    eid = f"random_{difficulty}_{heroes}x{level}_{seed}"
    low, high = ev_range(heroes, level, difficulty)
    lines = [f"# Built by `steelgrid encounter build`: {heroes} heroes of level {level}, "
             f"strength {party_strength(heroes, level)}; {difficulty} allows monsters' EV "
             f"{low} to {high}; these are worth {ev}.",
             "# Play the heroes at that level: `--level` with `steelgrid sim` or `steelgrid play`.",
             "", f"[encounter.{eid}]",
             f'name = "A {difficulty} skirmish"',
             f'text = "A {difficulty} fight built from the roster for {heroes} heroes of level {level}."',
             ""]
    for hero in party:
        lines += [f"[[encounter.{eid}.slot]]", f'creature = "{hero}"', 'side = "heroes"', ""]
    for p in picks:
        lines += [f"[[encounter.{eid}.slot]]", f'creature = "{p.creature}"', 'side = "monsters"']
        if p.count > 1:
            lines.append(f"count = {p.count}")
        lines += [f'label = "{content.creatures[p.creature].name}"', ""]
    lines += [f"[[encounter.{eid}.objective]]", 'goal = "defeat_all"',
              'name = "Drive them off"', ""]
    return "\n".join(lines)


def build_encounter(heroes: int, level: int, difficulty: str, seed: int = 0) -> str:
    """The Ruleset face's builder: checks the numbers, then `encounter_text`."""
    if level not in LEVELS:
        raise ValueError(f"--level must be 1, 2 or 3, not {level}")
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"unknown difficulty {difficulty!r} (use {', '.join(DIFFICULTIES)})")
    return encounter_text(heroes, level, difficulty, seed)


def encounter_difficulty(encounter_id: str, level: int = 1, content: Content | None = None) -> str:
    """The difficulty the budget gives a written encounter for its own heroes at `level` (for
    a `Ruleset.encounter_budget` face); "" for an unknown encounter."""
    content = content or default_content()
    enc = content.encounters.get(encounter_id)
    if enc is None:
        return ""
    heroes = sum(s.count for s in enc.slots if s.side == "heroes" and content.creatures[s.creature].hero)
    foes = sum(slot_ev(content.creatures[s.creature], s.count) for s in enc.slots if s.side == "monsters")
    return difficulty_of(foes, max(1, heroes), level)
