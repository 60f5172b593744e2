"""A sentence or two for every maneuver of a Cards & Zones turn that is not a weapon's or a
spell's attack (those have their own cards), in our words, for the action bar's tooltips
(issue 20 point 4). Slow maneuvers come first, then the fast ones (002 Maneuver in Combat);
keyed by the option's kind, as the action bar groups them."""
from __future__ import annotations

from ..core.battle import Battle
from ..core.decisions import Option

HELP = {
    "attack": "A slow maneuver: strike, shoot or wrestle a foe in reach. Roll the pool shown; the successes it needs hit, extra ones add Harm.",
    "flee": "A slow maneuver: run for a neighbouring zone with no foe in it (Finesse or Sneak). Success takes you out of the fight; a foe may give chase.",
    "persuade": "A slow maneuver: talk a hurt foe into giving up (Persuade against its Read); if it loses, it yields and leaves the fight.",
    "lure": "A slow maneuver: draw a foe from the next zone into yours (Finesse or Intimidate against its Read).",
    "survey": "A slow maneuver: read the fight (Read); each success is a bonus die on your next test, three at most.",
    "climb": "A slow maneuver: climb into rough ground in the next zone (Finesse or Endure); a slip is a ten-foot fall.",
    "extinguish": "A slow maneuver: beat at the flames (Finesse); successes add up over the rounds until they match the fire.",
    "break_free": "A fast maneuver: struggle against the one holding you (Force).",
    "draw": "A fast maneuver: draw or swap to this weapon, ready to use.",
    "stand": "A fast maneuver: get back on your feet.",
    "turn_around": "A fast maneuver: stop being caught off guard, so you can react again.",
    "zone_move": "A fast maneuver: move into the next zone (a zone further off takes more). Leaving a zone gives up your cover.",
    "lines": "A fast maneuver: throw grappling lines across to a zone out of reach, joining the two for the rest of the fight.",
    "close": "A fast maneuver: get right up to a foe sheltering behind cover in your zone, so you can strike it.",
    "cover": "A fast maneuver: take one of the zone's cover spots: shots at you need an extra success, and a foe must close on you before striking in melee.",
    "antidote": "A fast maneuver: drink an antidote; the poison in you stops.",
    "shout": "A fast maneuver: call out to an ally in your zone: a bonus die on its next test (three at most wait).",
}


def describe_action(battle: Battle, option: Option) -> str:
    """What the maneuver an option belongs to does, or '' when it is not one of ours."""
    return HELP.get(option.kind, "")
