"""The 3D rules as one `Ruleset` object: the only thing the engine, client, AI and CLI use."""
from __future__ import annotations

from functools import lru_cache

from ..core.ruleset import Ruleset, ScenarioTools
from .action_help import describe_action
from ..core.serial import from_data, to_data
from . import forecast
from .advice import ThreeDiceAdvisor
from .attacking.strike import strike_step
from .client_face import (check_content, hazard_note, move_range, object_vitals, vitals,
                          vitals_after, why_unusable, zone_reach)
from .client_threat import target_block, threat
from .content.loader import DATA_DIR, default_content
from .content.model import Ability
from .creature import ThreeDiceCreature
from .movement.walk import walk_step
from .narrate import Narrator
from .opportunity import provoke_step
from .round.rounds import NAME, SIDES, check_end, round_step, slot_step, start
from .round.turn import turn
from .scenarios import cli as scenario_cli
from .setup import encounter_battle, encounter_creatures, new_battle, training_ground
from .stat_block import describe_ability, describe_creature
from .zones.moves import zone_go_step

STEPS = {"td.start": start, "td.round": round_step, "td.slot": slot_step, "td.turn": turn,
         "td.walk": walk_step, "td.provoke": provoke_step, "td.strike": strike_step,
         "td.zone_go": zone_go_step}


@lru_cache(maxsize=1)
def _advisor() -> ThreeDiceAdvisor:
    return ThreeDiceAdvisor()


def _decode_ability(data: dict) -> Ability:
    return from_data(Ability, data)


def _roster(encounter_id: str):
    return encounter_creatures(encounter_id)


def _in_motion(battle) -> tuple[str, ...]:
    return tuple(f["creature"] for f in battle.stack if f.get("step") == "td.walk")


RULESET = Ruleset(
    id=NAME, title="3D: Steel and Three Dice", sides=SIDES, steps=STEPS, check_end=check_end,
    load_content=default_content, content_dir=DATA_DIR, encounter_battle=encounter_battle,
    encode_ability=to_data, decode_ability=_decode_ability, creature_type=ThreeDiceCreature,
    advisor=_advisor, narrator=Narrator, forecast=forecast,
    describe_creature=describe_creature, describe_ability=describe_ability, describe_action=describe_action,
    vitals=vitals, object_vitals=object_vitals, vitals_after=vitals_after,
    why_unusable=why_unusable, move_range=move_range, zone_reach=zone_reach,
    threat=threat, target_block=target_block,
    hazard_note=hazard_note, training_ground=training_ground, standard_abilities=("unarmed_strike",),
    encounter_roster=_roster, new_battle=new_battle, check_content=check_content,
    scenarios=ScenarioTools(run=scenario_cli.run, check=scenario_cli.check),
    in_window=True, in_motion=_in_motion,
)
