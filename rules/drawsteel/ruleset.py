"""Draw Steel as one `Ruleset` object: the only thing the engine, client, AI and CLI use."""
from __future__ import annotations

from functools import lru_cache

from ..core.reactions import reaction_table
from ..core.ruleset import Ruleset
from ..core.serial import from_data, to_data
from . import carried, critical, death_effects, falling, forecast, grabbing, hiding, hooks, suffocating, terrain_effects, zones
from .ability_resolution import resolve_ability, resolve_hit
from .advice import DrawSteelAdvisor
from .assist import assist_step
from .battle_setup import NAME, SIDES, check_end
from .carried import fall_off
from .claw_dirt import claw_move_step
from .client_face import (battle_on_board, check_content, encounter_roster, move_range,
                          object_vitals, vitals, vitals_after, why_unusable)
from .content import DATA_DIR, STANDARD_ABILITIES, default_content
from .creature import DrawSteelCreature
from .falling import land_step
from .forced import force_step
from .grabbing import grab_finish, grab_offer
from .heave import heave_step
from .leaping import leap_step
from .main_actions import heal_step
from .model import Ability
from .narrate import Narrator
from .object_moves import force_object_step
from .skirmish import encounter_battle, training_ground
from .stat_block import describe_ability, describe_creature
from .triggers import offer
from .turn import turn
from .turn_order import pick, round_step, start
from .walking import opportunity, walk

STEPS = {
    "ds.start": start, "ds.round": round_step, "ds.pick": pick,
    "ds.turn": turn, "ds.walk": walk, "ds.opportunity": opportunity,
    "ds.ability": resolve_ability, "ds.hit": resolve_hit, "ds.trigger": offer,
    "ds.force": force_step, "ds.force_object": force_object_step,
    "ds.grab_offer": grab_offer, "ds.grab_finish": grab_finish,
    "ds.fall_off": fall_off, "ds.land": land_step, "ds.extra_main": critical.extra_main,
    "ds.leap": leap_step, "ds.heave": heave_step, "ds.assist": assist_step,
    "ds.heal": heal_step, "ds.claw_move": claw_move_step,
}


REACTIONS = reaction_table(hooks.HOOKS, {
    hooks.CONDITION_GAINED: (falling.on_condition_gained, carried.on_condition),
    hooks.DOWNED: (grabbing.on_downed, carried.on_down),
    hooks.DIED: (death_effects.on_death,),
    hooks.FELL: (carried.after_fall,),
    hooks.FALLING_FAR: (carried.on_falling_far,),
    hooks.TURN_STARTED: (zones.start_of_turn, terrain_effects.at_turn_start),
    hooks.TURN_ENDING: (terrain_effects.at_turn_end,),
    hooks.ROUND_ENDING: (suffocating.end_of_round_breath, falling.continue_long_falls,
                         zones.end_of_round),
    hooks.CRITICAL_HIT: (critical.grant_extra_main,),
    hooks.STEPPED: (grabbing.drag, carried.after_step),
    hooks.FORCE_STEPPED: (carried.carry,),
    hooks.ENTERED: (terrain_effects.on_entered, zones.on_entered),
    hooks.PATH_TOLD: (carried.follow,),
    hooks.FORCE_MOVED: (carried.after_forced,),
    hooks.PLACES_CHANGED: (grabbing.check_grabs,),
    hooks.MOVE_ENDED: (hiding.after_move,),
    hooks.TELEPORTED: (carried.on_teleport,),
    hooks.TELEPORT_FINISHED: (grabbing.on_teleport_finished,),
})
"""Who reacts to each hook, in the order they run (`hooks.py` says who fires each, and when)."""


@lru_cache(maxsize=1)
def _advisor() -> DrawSteelAdvisor:
    return DrawSteelAdvisor()


def _decode_ability(data: dict) -> Ability:
    return from_data(Ability, data)


RULESET = Ruleset(
    id=NAME, title="Draw Steel", sides=SIDES, steps=STEPS, check_end=check_end,
    load_content=default_content, content_dir=DATA_DIR, encounter_battle=encounter_battle,
    encode_ability=to_data, decode_ability=_decode_ability,
    creature_type=DrawSteelCreature,
    advisor=_advisor, narrator=Narrator, forecast=forecast, reactions=REACTIONS,
    describe_creature=describe_creature, describe_ability=describe_ability,
    vitals=vitals, object_vitals=object_vitals, vitals_after=vitals_after,
    why_unusable=why_unusable, move_range=move_range, standard_abilities=STANDARD_ABILITIES,
    training_ground=training_ground, encounter_roster=encounter_roster,
    new_battle=battle_on_board, check_content=check_content,
)
