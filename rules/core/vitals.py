"""How hurt a creature or an object is, in the few numbers and words a screen draws.

Every ruleset keeps its own statistics (Stamina, hit points, Harm ...). The client never reads
them: it asks the ruleset for a `Vitals` and draws a bar, a state badge and a short read-out from
it. The ruleset also says how its events move the bar (`Ruleset.vitals_after`), so an animated
view can catch up event by event.
"""
from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Vitals:
    """A bar from `floor` to `maximum` with the value `current`, a temporary pool on top, and the
    two thresholds that change how it looks.

    - `name`: what the bar measures, as the ruleset says it ("Stamina").
    - `temporary`: a pool spent before `current` (drawn as a thin strip over the bar).
    - `worn_at` / `worn_word`: at or below `worn_at` the creature is worn down (Draw Steel:
      "winded" at half its Stamina); no `worn_word` means the ruleset has no such state.
    - `floor`: the bottom of the bar. Below zero the bar turns red and fills towards it (Draw
      Steel: minus the winded value, where a dying hero dies).
    - `down_word`: what a creature still alive at 0 or below is ("dying" for a Draw Steel hero);
      empty when reaching 0 takes it out of the fight.
    - `badges`: other statistics worth a glance, as short texts.
    """
    name: str
    current: int
    maximum: int
    temporary: int = 0
    worn_at: int = 0
    worn_word: str = ""
    floor: int = 0
    down_word: str = ""
    badges: tuple[str, ...] = ()
    """Short read-outs of the ruleset's other vital statistics, drawn by the token and in its
    tooltip ("STR d8", "Armor 1"); empty when the bar says it all."""
    group: str = ""
    """A short tag for a group the creature fights in and shares this bar with (a Draw Steel
    minion squad: "A"), drawn on its token at all times; '' for a creature on its own."""
    leads: str = ""
    """The tag of a group this creature leads without sharing its bar (a Draw Steel squad's
    captain: "A"), drawn on its token as the group's crowned marker; '' for none."""

    @property
    def worn(self) -> bool:
        """At or below the worn-down threshold (dead or alive: the caller knows which)."""
        return bool(self.worn_word) and self.current <= self.worn_at

    @property
    def down(self) -> bool:
        """At 0 or below in a ruleset where that does not end a creature at once."""
        return bool(self.down_word) and self.current <= 0

    @property
    def state(self) -> str:
        """The word for the bar's state: `down_word`, `worn_word` or ''."""
        if self.down:
            return self.down_word
        return self.worn_word if self.worn else ""

    @property
    def read_out(self) -> str:
        """'12/20' (the current and maximum values)."""
        return f"{self.current}/{self.maximum}"

    def changed(self, current: int | None = None, temporary: int | None = None) -> "Vitals":
        """The same bar with a new current value or temporary pool (None keeps the old one)."""
        return replace(self, current=self.current if current is None else current,
                       temporary=self.temporary if temporary is None else temporary)
