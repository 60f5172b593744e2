"""Draw Steel as one `Ruleset` object: the only thing the engine, client, AI and CLI use."""
from __future__ import annotations

from functools import lru_cache

from ..core.reactions import reaction_table
from ..core.ruleset import Ruleset, ScenarioTools
from ..core.serial import from_data, to_data
from . import forecast, hooks
from .mounted_combat import passengers
from .abilities import critical_hit
from .harm import death_effects
from .minions import captain
from .minions.squad_turn import squad_turn
from .movement import falling
from .maneuvers import grab
from .maneuvers import hide_and_search
from .harm import suffocating
from .movement import damaging_terrain
from .abilities import lasting_zones
from .heroes.recoveries_left import side_resources
from .heroes import class_resources
from .abilities.resolving_abilities import resolve_ability, resolve_hit
from .advice import DrawSteelAdvisor
from .maneuvers.assist_a_test import assist_step
from .round.starting_combat import NAME, SIDES
from .objectives import ending as objective_ending
from .objectives import progress as objective_progress
from .objectives.view import views as objective_views
from .objectives.captives import is_captive
from .action_help import describe_action
from .standing_answers import standing_answers
from .move_actions.second_move import second_moves
from .content.budget import build_encounter, encounter_difficulty
from .mounted_combat.passengers import fall_off
from .movement.claw_dirt import claw_move_step
from .movement.teleport import teleport_other_step
from .movement.granted_movement import granted_move_step
from .abilities.granted_strikes import granted_strike_step
from .client_threat import target_block, threat
from .client_face import (battle_on_board, check_content, encounter_roster, heroes, move_range,
                          object_vitals, vitals, vitals_after, why_unusable)
from .content.loader import DATA_DIR, STANDARD_ABILITIES, default_content
from .creature import DrawSteelCreature
from .movement.falling import land_step
from .abilities.support_effects import end_of_encounter
from .forced.forced_movement import force_step
from .maneuvers.grab import grab_finish, grab_offer
from .maneuvers.heave_an_object import heave_step
from .state_checks import check_state
from .movement.jumping import leap_step
from .main_actions.charge_defend_heal import heal_step
from .content.model import Ability
from .narrate import Narrator
from .director import malice, malice_features, traits, villain_actions
from .scenarios import cli as scenario_cli
from .forced.moving_objects import force_object_step
from .content.skirmish import encounter_battle, training_ground
from .stat_block import describe_ability, describe_creature
from .abilities.triggered_actions import offer
from .round.taking_a_turn import turn
from .round.turn_order import pick, round_step, start
from .movement.walking import opportunity, walk, walking

STEPS = {
    "ds.start": start, "ds.round": round_step, "ds.pick": pick,
    "ds.turn": turn, "ds.walk": walk, "ds.opportunity": opportunity,
    "ds.ability": resolve_ability, "ds.hit": resolve_hit, "ds.trigger": offer,
    "ds.force": force_step, "ds.force_object": force_object_step,
    "ds.teleport_other": teleport_other_step, "ds.granted_move": granted_move_step,
    "ds.granted_strike": granted_strike_step,
    "ds.grab_offer": grab_offer, "ds.grab_finish": grab_finish,
    "ds.fall_off": fall_off, "ds.land": land_step, "ds.extra_main": critical_hit.extra_main,
    "ds.leap": leap_step, "ds.heave": heave_step, "ds.assist": assist_step,
    "ds.heal": heal_step, "ds.claw_move": claw_move_step, "ds.squad_turn": squad_turn,
    "ds.malice": malice_features.malice_step, "ds.villain": villain_actions.villain_step,
}


def takes_turns(battle, cid: str) -> bool:
    """A captive still bound takes no turns (000 Objective Endings > Save Another)."""
    c = battle.creatures.get(cid)
    return c is not None and not is_captive(c)


REACTIONS = reaction_table(hooks.HOOKS, {
    hooks.CONDITION_GAINED: (falling.on_condition_gained, passengers.on_condition),
    hooks.DOWNED: (grab.on_downed, passengers.on_down, class_resources.after_down,
                   captain.on_downed, objective_progress.downed),
    hooks.DIED: (death_effects.on_death, lasting_zones.on_died, class_resources.after_down),
    hooks.FELL: (passengers.after_fall,),
    hooks.FALLING_FAR: (passengers.on_falling_far,),
    hooks.TURN_STARTED: (lasting_zones.start_of_turn, damaging_terrain.at_turn_start,
                         malice_features.at_turn_start),
    hooks.TURN_ENDING: (damaging_terrain.at_turn_end, malice_features.at_turn_end,
                        traits.at_turn_end, objective_progress.turn_ending),
    hooks.ROUND_STARTED: (malice.on_round_started,),
    hooks.ROUND_ENDING: (suffocating.end_of_round_breath, falling.continue_long_falls,
                         lasting_zones.end_of_round, objective_progress.round_ending),
    hooks.CRITICAL_HIT: (critical_hit.grant_extra_main,),
    hooks.STEPPED: (grab.drag, passengers.after_step),
    hooks.FORCE_STEPPED: (passengers.carry,),
    hooks.ENTERED: (damaging_terrain.on_entered, lasting_zones.on_entered),
    hooks.PATH_TOLD: (passengers.follow,),
    hooks.FORCE_MOVED: (passengers.after_forced,),
    hooks.PLACES_CHANGED: (grab.check_grabs, lasting_zones.follow_owners),
    hooks.MOVE_ENDED: (hide_and_search.after_move, objective_progress.after_move),
    hooks.TELEPORTED: (passengers.on_teleport,),
    hooks.TELEPORT_FINISHED: (grab.on_teleport_finished,),
})
"""Who reacts to each hook, in the order they run (`hooks.py` says who fires each, and when)."""


@lru_cache(maxsize=1)
def _advisor() -> DrawSteelAdvisor:
    return DrawSteelAdvisor()


def _on_end(battle) -> None:
    """What ends with the encounter: lasting support effects, the Director's Malice, then the
    objectives told and Victories awarded."""
    end_of_encounter(battle)
    malice.end_of_encounter(battle)
    objective_ending.on_end(battle)


def _decode_ability(data: dict) -> Ability:
    return from_data(Ability, data)


RULESET = Ruleset(
    id=NAME, title="Draw Steel", sides=SIDES, steps=STEPS, check_end=objective_ending.check_end,
    load_content=default_content, content_dir=DATA_DIR, encounter_battle=encounter_battle,
    encode_ability=to_data, decode_ability=_decode_ability,
    creature_type=DrawSteelCreature, on_end=_on_end,
    advisor=_advisor, narrator=Narrator, forecast=forecast, reactions=REACTIONS,
    describe_creature=describe_creature, describe_ability=describe_ability,
    vitals=vitals, object_vitals=object_vitals, vitals_after=vitals_after,
    why_unusable=why_unusable, move_range=move_range, standard_abilities=STANDARD_ABILITIES,
    threat=threat, target_block=target_block,
    status_note=malice.status_note, takes_turns=takes_turns,
    training_ground=training_ground, encounter_roster=encounter_roster,
    new_battle=battle_on_board, check_content=check_content,
    scenarios=ScenarioTools(run=scenario_cli.run, check=scenario_cli.check),
    in_motion=walking, check_state=check_state, heroes=heroes, side_resources=side_resources, build_encounter=build_encounter,
    encounter_budget=encounter_difficulty, describe_action=describe_action,
    objectives=objective_views, standing_answers=standing_answers, second_moves=second_moves,
)
