"""The party a player takes into a battle, as chosen on the title screen (issue 17, Heroes).

For rules that list heroes (`Ruleset.heroes`), the player may swap the encounter's heroes for
others from that list, up to as many as the encounter has hero places, and choose the level
they all fight at. Nothing picked means the encounter as written: its own heroes at level 1.
This module holds only the choice; `party.py` draws it.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from rules.core.registry import find_encounter
from rules.core.ruleset import HeroEntry, Ruleset

NO_ROOM = "This encounter has room for {n}: take a hero out first."
AT_LEAST_ONE = "A party needs at least one hero."


@dataclass
class PartyChoice:
    """The heroes on offer, the encounter's own, how many may go, and what is picked so far.
    `picked` empty stands for the encounter's own heroes."""
    heroes: list[HeroEntry]
    own: list[str]
    room: int
    picked: list[str] = field(default_factory=list)
    level: int = 1
    levels: tuple[int, ...] = (1,)

    @property
    def chosen(self) -> list[str]:
        """The heroes who would fight now, in order."""
        return list(self.picked or self.own)

    @property
    def as_written(self) -> bool:
        return not self.picked and self.level == 1

    def entry(self, hero_id: str) -> HeroEntry | None:
        return next((h for h in self.heroes if h.id == hero_id), None)

    def toggle(self, hero_id: str) -> str:
        """Take a hero in or out; '' when done, else why not (one sentence)."""
        now = self.chosen
        if hero_id in now:
            if len(now) == 1:
                return AT_LEAST_ONE
            now.remove(hero_id)
        elif len(now) >= self.room:
            return NO_ROOM.format(n=_heroes(self.room))
        elif self.entry(hero_id) is not None:
            now.append(hero_id)
        self.picked = [] if sorted(now) == sorted(self.own) else now
        return ""

    def set_level(self, level: int) -> None:
        if level in self.levels:
            self.level = level

    def next_level(self) -> None:
        i = self.levels.index(self.level) if self.level in self.levels else -1
        self.level = self.levels[(i + 1) % len(self.levels)]

    def reset(self) -> None:
        """Back to the encounter as written."""
        self.picked, self.level = [], 1

    def names(self) -> list[str]:
        return [(self.entry(h).name if self.entry(h) else h) for h in self.chosen]

    def summary(self) -> str:
        """One line for the title screen's party button."""
        who = "the encounter's heroes" if not self.picked else ", ".join(n.split()[0] for n in self.names())
        return f"Party: {who}, level {self.level}"


def _heroes(n: int) -> str:
    return f"{n} hero" if n == 1 else f"{n} heroes"


def party_choice(rules: Ruleset, encounter_id: str | None, picked: list[str] | None = None,
                 level: int = 1) -> PartyChoice | None:
    """The party choice for an encounter of these rules, starting from an earlier pick (heroes
    no longer on offer are dropped, and the pick is cut to the encounter's room); None when the
    rules list no heroes or the encounter is unknown."""
    heroes = list(rules.heroes())
    found = find_encounter(encounter_id) if encounter_id else None
    if not heroes or found is None or found[0].id != rules.id:
        return None
    offered = {h.id for h in heroes}
    first_side = rules.sides[0] if rules.sides else ""
    own = [s.creature for s in found[1].slots if s.side == first_side and s.creature in offered
           for _ in range(s.count)]
    room = max(1, len(own))
    levels = tuple(sorted(set.intersection(*(set(h.levels) for h in heroes)))) or (1,)
    choice = PartyChoice(heroes, own, room, levels=levels)
    kept = list(dict.fromkeys(p for p in (picked or []) if p in offered))[:room]
    choice.picked = [] if sorted(kept) == sorted(own) else kept
    choice.set_level(level)
    return choice
