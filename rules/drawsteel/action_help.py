"""One or two sentences for every action of a Draw Steel turn that is not an ability (abilities
have their own cards), in our words, for the action bar's tooltips (issue 20: a description for
every action). Keyed as the action bar groups options: the option's kind, or kind:name for
maneuvers and main actions."""
from __future__ import annotations

from ..core.battle import Battle
from ..core.decisions import Option

HELP = {
    "main_action:defend": "Brace yourself until the start of your next turn: ability rolls made against you take a double bane.",
    "main_action:heal": "Help an adjacent ally: a hero spends a Recovery (or makes a saving throw instead); anyone else regains a third of its Stamina.",
    "main_action:claw_move": "Finish what clawing at the dirt started: move 1 square into, out of or through the ground.",
    "charge": "Move in a straight line and strike with a melee ability at the end of it, all as your main action.",
    "disengage": "A careful step of 1 square (more with some abilities) that provokes no free strikes.",
    "leap": "Jump a gap or onto something longer than your normal jump: a Might or Agility test decides whether you make it.",
    "ride": "Your move action moves your mount up to its speed, carrying you with it.",
    "climb_on": "Get onto another creature: onto a willing, bigger mount for a square of movement; onto anyone else with a Might or Agility test.",
    "knock_off": "Try to throw off a creature riding or clinging to you: it resists with a Might or Agility test.",
    "free_captive": "Cut loose a bound ally next to you (a maneuver): freed, it joins the fight on your side.",
    "teleport": "Vanish and reappear on a square you can see within the distance, without passing the squares between.",
    "maneuver:stand_up": "Get back on your feet after being knocked prone.",
    "maneuver:catch_breath": "Spend a Recovery to regain Stamina equal to your recovery value (not while dying).",
    "maneuver:dig": "Burrow into, out of or through diggable ground with your burrowing speed.",
    "maneuver:aid_attack": "Distract an adjacent enemy: the next ability roll an ally makes against it gains an edge.",
    "maneuver:drop_prone": "Throw yourself flat (free): your strikes take a bane and melee attacks on you gain an edge until you stand.",
    "maneuver:release": "Let go of the creature you are holding (free).",
    "maneuver:move_held": "Move the creature you are holding to another square next to you.",
    "maneuver:heave": "Lift and throw a loose object with a Might test; the tier says how far.",
    "maneuver:assist_test": "Help an ally with its next test: roll a test of your own; a good result gives it an edge.",
    "maneuver:use_consumable": "Drink a potion or use another consumable you carry.",
    "maneuver:claw_dirt": "Claw your way into or through diggable ground with a Might test, without a burrowing speed.",
    "maneuver:pull_up": "Pull an ally who is wholly under the ground up 1 square.",
    "maneuver:help_up": "Help an adjacent ally who is prone back to its feet.",
    "maneuver:end_effect": "End an effect you put on a creature yourself (free).",
    "maneuver:hide": "Slip out of sight of the enemies who cannot see you clearly: they cannot single you out, and your strikes on them gain an edge.",
    "maneuver:search": "Look for hidden enemies within 10 squares with an Intuition test; the tier says how far you find them.",
}


def describe_action(battle: Battle, option: Option) -> str:
    """What the action an option belongs to does, or '' when it is not one of ours."""
    if option.kind in ("maneuver", "main_action"):
        name = option.args.get("maneuver") or option.args.get("action") or ""
        return HELP.get(f"{option.kind}:{name}", "")
    return HELP.get(option.kind, "")
