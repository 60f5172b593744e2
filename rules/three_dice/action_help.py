"""A sentence or two for every action of a 3D turn that is not an attack or spell (those have
their own cards), in our words, for the action bar's tooltips (issue 20 point 4). Keyed as the
action bar groups options: the option's kind, or main_action:name."""
from __future__ import annotations

from ..core.action_help import describe_from

HELP = {
    "main_action:dash": "Spend your action on moving: you get as much movement again as your speed this turn.",
    "main_action:disengage": "Spend your action on careful footwork: leaving a foe's reach provokes no opportunity attacks for the rest of the turn.",
    "main_action:dodge": "Spend your action on defence: attacks against you have disadvantage until your next turn.",
    "main_action:hide": "Out of every foe's clear sight, roll Agility (Stealth) against their best Awareness; if you beat it, you stay hidden until you attack.",
    "main_action:rally": "Dig deep for a second wind: regain 2d6 + Strength hit points. Once until a long rest.",
    "main_action:stabilise": "Tend a dying ally next to you so that it stops dying.",
    "grapple": "Throw grappling hooks across to a zone cut off from yours (Strength (Athletics) against 12); on a success the two zones are joined for the rest of the fight.",
    "stand": "Get up off the ground: it costs half your speed in movement.",
    "drop_prone": "Throw yourself to the ground at no cost in movement: attacks from afar get harder against you, close ones easier, and your own suffer.",
    "zone_move": "Move into a neighbouring zone, spending movement as the way there costs.",
}


describe_action = describe_from(HELP)
"""What the action an option belongs to does, or '' when it is not one of ours."""
