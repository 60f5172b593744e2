"""What an objective is: its goal, whose it is, where it lies or what it names, and for how long."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

GOALS = ("defeat_all", "defeat", "get", "destroy", "protect", "hold", "seize", "reach", "stop",
         "start", "escape", "save", "escort")
"""Every kind of objective. In the seed's words (000 Objective Endings): defeat_all is Diminish
Numbers, defeat is Defeat a Specific Foe, get is Get the Thing!, destroy is Destroy the Thing!,
hold is Hold Them Off, seize is Assault the Defenses, stop is Stop the Action, start is Complete
the Action, save is Save Another, escort is Escort; reach, escape and protect are the map vocabulary's simpler kinds (get somewhere, leave
by an exit, keep something whole)."""
AREA_GOALS = ("hold", "seize", "reach", "start", "escort")
"""Goals that need an area of squares."""
FAIL_ONLY = ("protect",)
"""Goals that can only fail: they never have to be met for their side to win."""
ON_FAIL = ("lose", "fight on")
EDGE = "edge"

Square = tuple[int, int]


@dataclass(frozen=True)
class Objective:
    """One objective as written. `squares` is its area; `foes` names creatures (ids or stat
    block ids) and `objects` board objects (ids or names); `allies` names creatures of the
objective's own side it is about (the captives a save frees, the charges an escort guides);
`rounds` is how long it is held, the
    timer of a stop, or the turns of work a start needs; `to` is where a got thing must be taken
    (squares, or the map's edge), `item` what the thing is called, `ending` the event ending told
    when it is met. A save's `to` is where freed captives are led to safety. `arrives` is the
stat block of a creature a stop brings into the fight when its timer runs out (the summoned
archdevil), which the side must then defeat. `waves` is the stat block of foes that keep
coming while a hold or an escort is open, one at the end of every `every` rounds."""
    id: str
    goal: str
    side: str = "heroes"
    name: str = ""
    text: str = ""
    ending: str = ""
    squares: tuple[Square, ...] = ()
    foes: tuple[str, ...] = ()
    allies: tuple[str, ...] = ()
    objects: tuple[str, ...] = ()
    rounds: int = 0
    to: tuple[Square, ...] | str = ()
    item: str = ""
    carried_by: str = ""
    on_fail: str = "lose"
    arrives: str = ""
    waves: str = ""
    every: int = 0

    def title(self) -> str:
        """Its name, or a few words from its goal."""
        return self.name or DEFAULT_NAMES[self.goal]

    def to_data(self) -> dict[str, Any]:
        """Plain data (lists, not tuples) for battle settings."""
        to = self.to if isinstance(self.to, str) else [list(s) for s in self.to]
        extra: dict[str, Any] = {"allies": list(self.allies)} if self.allies else {}
        if self.arrives:
            extra["arrives"] = self.arrives
        if self.waves:
            extra.update(waves=self.waves, every=self.every or 1)
        return {"id": self.id, "goal": self.goal, "side": self.side, "name": self.title(),
                "text": self.text, "ending": self.ending,
                "squares": [list(s) for s in self.squares], "foes": list(self.foes),
                "objects": list(self.objects), "rounds": self.rounds, "to": to,
                "item": self.item, "carried_by": self.carried_by, "on_fail": self.on_fail,
                **extra}


DEFAULT_NAMES = {"defeat_all": "Defeat them all", "defeat": "Defeat the leader",
                 "get": "Get the thing", "destroy": "Destroy the thing",
                 "protect": "Keep it whole", "hold": "Hold the position",
                 "seize": "Take the position", "reach": "Reach the spot",
                 "stop": "Stop the ritual", "start": "Complete the work",
                 "escape": "Escape", "save": "Free the captives",
                 "escort": "See them through"}


def rectangle(x0: int, y0: int, x1: int, y1: int) -> tuple[Square, ...]:
    """The squares of an inclusive rectangle, in reading order."""
    return tuple((x, y) for y in range(min(y0, y1), max(y0, y1) + 1)
                 for x in range(min(x0, x1), max(x0, x1) + 1))
