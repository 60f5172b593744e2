"""A sentence or two for every action of a Brighter Worlds turn that is not a plain attack
(attacks have their own cards), in our words, for the action bar's tooltips (issue 20 point 4).
Keyed as the action bar groups options: the option's kind, or main_action:name."""
from __future__ import annotations

from ..core.action_help import describe_from

HELP = {
    "main_action:defend": "Give your turn to guarding yourself: your saves are enhanced until your next turn.",
    "main_action:first_aid": "Get an incapacitated ally next to you back on its feet (its lost attributes stay lost).",
    "risky": "Try a daring stunt against the foe you are engaged with first: win an opposed DEX save and your attack is enhanced; lose and its next attack on you is.",
}


describe_action = describe_from(HELP)
"""What the action an option belongs to does, or '' when it is not one of ours."""
