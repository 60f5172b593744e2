"""002 Fear: a hero who first finds a frightening creature in its zone makes a Fear test: Endure
plus a die for each hero in the zone (itself included; those with severe mental Harm do not
count), at most three extra, needing as many successes as the creature's fear value. The
encounter's position (controlled, risky, desperate) sets the mental Harm of a failure (2, 3 or
4); a controlled success also gives a bonus die for the next roll."""
from __future__ import annotations

from ...core.battle import Battle
from ..creature import ZoneCardsCreature
from ..events import FearFaced
from ..harm import take_harm
from ..place import zone_name
from ..pools import roll_pool

FAILURE_HARM = {"controlled": 2, "risky": 3, "desperate": 4}
MAX_HELP = 3
FACED = "faced"


def helpers(battle: Battle, c: ZoneCardsCreature) -> int:
    here = zone_name(battle, c)
    count = sum(1 for o in battle.creatures.values()
                if o.side == c.side and getattr(o, "hero", False) and o.active
                and zone_name(battle, o) == here and o.mental[2] == 0)  # type: ignore[attr-defined]
    return min(MAX_HELP, count)


def fear_checks(battle: Battle, c: ZoneCardsCreature) -> None:
    here = zone_name(battle, c)
    faced = list(c.tags.get(FACED, ()))
    for o in list(battle.creatures.values()):
        f: ZoneCardsCreature = o  # type: ignore[assignment]
        if f.side == c.side or not f.active or f.fear <= 0 or f.id in faced or zone_name(battle, f) != here:
            continue
        faced.append(f.id)
        c.tags[FACED] = faced
        fear_test(battle, c, f)
        if not c.active:
            return


def fear_test(battle: Battle, c: ZoneCardsCreature, source: ZoneCardsCreature) -> bool:
    position = str(battle.settings.get("position", "risky"))
    hits = roll_pool(battle, c, "endure", f"fear of {source.name}", helpers(battle, c), source.fear)
    passed = hits >= source.fear
    battle.emit(FearFaced(c.id, source.id, source.fear, hits, passed, position))
    if passed and position == "controlled":
        c.bonus += 1
    if not passed:
        take_harm(battle, c, FAILURE_HARM.get(position, 3), "mental", source.id)
    return passed
