"""002 Typical Fast Maneuvers without a roll: draw or swap a weapon, stand up, close on a foe
within the zone (needed before striking one in cover), take cover (a zone has as many spots as
its cover), shout to an ally in the zone (a bonus die on its next test; at most three wait), turn around (no longer
caught off guard), and interact: throw grappling lines across to a zone out of reach (linking
the two) or drink an antidote."""
from __future__ import annotations

from ...core.battle import Battle
from ..creature import ZoneCardsCreature
from ..effects.poison import drink_antidote
from ..events import ManeuverDone
from ..place import IN_COVER, zone_name


def draw_weapon(battle: Battle, c: ZoneCardsCreature, weapon: str) -> None:
    c.wielding = weapon
    battle.emit(ManeuverDone(c.id, "draw", battle.abilities[weapon].name))


def stand_up(battle: Battle, c: ZoneCardsCreature) -> None:
    c.conditions = [x for x in c.conditions if x.name != "prone"]
    battle.emit(ManeuverDone(c.id, "stand"))


def close_on(battle: Battle, c: ZoneCardsCreature, target: str) -> None:
    c.tags["closed_on"] = list(c.tags.get("closed_on", ())) + [target]
    battle.emit(ManeuverDone(c.id, "close", battle.creatures[target].name))


def take_cover(battle: Battle, c: ZoneCardsCreature) -> None:
    c.tags[IN_COVER] = True
    battle.emit(ManeuverDone(c.id, "cover", zone_name(battle, c)))


MAX_BONUS = 3
"""Bonus dice a creature can have waiting at most."""


def shout(battle: Battle, c: ZoneCardsCreature, ally: str) -> None:
    other: ZoneCardsCreature = battle.creatures[ally]  # type: ignore[assignment]
    other.bonus = min(MAX_BONUS, other.bonus + 1)
    battle.emit(ManeuverDone(c.id, "shout", other.name))


def turn_around(battle: Battle, c: ZoneCardsCreature) -> None:
    c.tags.pop("off_guard", None)
    battle.emit(ManeuverDone(c.id, "turn"))


def throw_lines(battle: Battle, c: ZoneCardsCreature, zone: str) -> None:
    here = zone_name(battle, c)
    assert battle.zones is not None
    battle.zones = battle.zones.connect(here, zone)
    battle.emit(ManeuverDone(c.id, "lines", zone))


def antidote(battle: Battle, c: ZoneCardsCreature) -> None:
    drink_antidote(battle, c)
    battle.emit(ManeuverDone(c.id, "antidote"))


def lines_targets(battle: Battle, c: ZoneCardsCreature) -> list[str]:
    """Zones out of reach from here (an inaccessible link) that grappling lines could join."""
    zones = battle.zones
    here = zone_name(battle, c)
    if zones is None or not here:
        return []
    return [k.other(here) for k in zones.linked(here) if k.moves is None]
