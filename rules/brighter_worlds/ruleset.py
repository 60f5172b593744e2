"""Brighter Worlds as one `Ruleset` object: the only thing the engine, client, AI and CLI use."""
from __future__ import annotations

from functools import lru_cache

from ..core.reactions import reaction_table
from ..core.ruleset import Ruleset, ScenarioTools
from .action_help import describe_action
from ..core.serial import from_data, to_data
from . import forecast, hooks, morale
from .advice import BrighterAdvisor
from .client_face import (check_content, hazard_note, move_range, object_vitals, vitals,
                          vitals_after, why_unusable)
from .client_threat import target_block, threat
from .content.loader import DATA_DIR, default_content
from .content.model import Attack
from .creature import BrighterCreature
from .movement import hazards
from .narrate import Narrator
from .round.activation import turn
from .scenarios import cli as scenario_cli
from .round.rounds import NAME, SIDES, check_end, round_step, side_step, start
from .setup import encounter_battle, encounter_creatures, new_battle, training_ground
from .stat_block import describe_ability, describe_creature

STEPS = {"bw.start": start, "bw.round": round_step, "bw.side": side_step, "bw.turn": turn}

REACTIONS = reaction_table(hooks.HOOKS, {
    hooks.WOUNDED: (morale.on_wounded,),
    hooks.DOWNED: (morale.on_downed, hazards.on_downed),
    hooks.ROUND_ENDED: (hazards.at_round_end, morale.at_round_end),
    hooks.ENTERED: (hazards.on_entered,),
    hooks.TURN_STARTED: (hazards.at_turn_start,),
})


@lru_cache(maxsize=1)
def _advisor() -> BrighterAdvisor:
    return BrighterAdvisor()


def _decode_ability(data: dict) -> Attack:
    return from_data(Attack, data)


def _roster(encounter_id: str):
    return encounter_creatures(encounter_id)


RULESET = Ruleset(
    id=NAME, title="Brighter Worlds", sides=SIDES, steps=STEPS, check_end=check_end,
    load_content=default_content, content_dir=DATA_DIR, encounter_battle=encounter_battle,
    encode_ability=to_data, decode_ability=_decode_ability, creature_type=BrighterCreature,
    advisor=_advisor, narrator=Narrator, forecast=forecast, reactions=REACTIONS,
    describe_creature=describe_creature, describe_ability=describe_ability, describe_action=describe_action,
    vitals=vitals, object_vitals=object_vitals, vitals_after=vitals_after,
    why_unusable=why_unusable, move_range=move_range, hazard_note=hazard_note,
    threat=threat, target_block=target_block,
    training_ground=training_ground,
    encounter_roster=_roster, new_battle=new_battle, check_content=check_content,
    scenarios=ScenarioTools(run=scenario_cli.run, check=scenario_cli.check),
)
