"""A sentence for every action a creature of Olde Swords Reign may declare that is not an
attack or a spell (those have their own cards), in our words, for the declaration list's
tooltips (issue 20 point 4; 001 Combat Actions). Keyed by the declared action's name, or
`free:` and the free action's name."""
from __future__ import annotations

from ..core.battle import Battle
from ..core.decisions import Option

HELP = {
    "dodge": "Give the round to staying out of harm's way: attacks on you take a setback until your next turn.",
    "disengage": "Slip away without drawing opportunity attacks, then dash off with the rest of your movement.",
    "dash": "Put everything into moving: your movement is doubled this round.",
    "help": "Lend an ally within reach a hand: its next roll gains an edge.",
    "grapple": "Grab hold: your STR against its STR or DEX; if you win, its speed drops to 0.",
    "shove": "Barge into a foe: your STR against its STR or DEX; if you win, it is pushed back 5 feet or knocked prone.",
    "disarm": "Knock a foe's weapon away: STR or DEX against its own; if you win, the weapon flies up to ten feet off.",
    "hide": "Duck out of sight with a DEX check; you need cover or a distraction to try.",
    "ready": "Hold your attack for a trigger you name, such as a foe coming within reach, and strike when it happens.",
    "improvise": "Try something of your own devising: a roll against a difficulty decides how it turns out.",
    "free:potion": "Drink a healing potion as your free action: you regain a d8 of hit points.",
    "free:pick_up": "Pick your dropped weapon up again as your free action.",
    "free:draw": "Draw your spare weapon as your free action, ready for the round.",
    "free:none": "Take no free action this round.",
}


def describe_action(battle: Battle, option: Option) -> str:
    """What a declared action does, or '' when it is an attack, a spell or not one of ours."""
    if option.kind.endswith("free") and "free" in option.args:
        return HELP.get(f"free:{option.args['free']}", "")
    return HELP.get(str(option.args.get("action", "")), "")
