"""Cards & Zones (the card-initiative zone system, seed 002) as one `Ruleset` object: the only
thing the engine, client, AI and CLI use."""
from __future__ import annotations

from functools import lru_cache

from ..core.ruleset import Ruleset, ScenarioTools
from .action_help import describe_action
from ..core.serial import from_data, to_data
from .advice import ZoneCardsAdvisor
from .client_face import (check_content, hazard_note, object_vitals, vitals, vitals_after,
                          why_unusable, zone_reach, turn_strip, SCREEN_FORECAST,
                          describe_creature)
from .combat.attack import STEP as ATTACK_STEP, attack_step
from .combat.hold import STEP as HOLD_STEP, break_free_step
from .content.loader import DATA_DIR, default_content
from .content.model import Ability
from .creature import ZoneCardsCreature
from .movement.flee import STEP as FLEE_STEP, flee_step
from .narrate import Narrator
from .round.rounds import NAME, SIDES, check_end, round_step, slot_step, start
from .round.turn import turn
from .scenarios import cli as scenario_cli
from .setup import encounter_battle, encounter_creatures, new_battle, training_ground
from .stat_block import describe_ability
from .state_checks import check_state

STEPS = {"zc.start": start, "zc.round": round_step, "zc.slot": slot_step, "zc.turn": turn,
         ATTACK_STEP: attack_step, FLEE_STEP: flee_step, HOLD_STEP: break_free_step}


@lru_cache(maxsize=1)
def _advisor() -> ZoneCardsAdvisor:
    return ZoneCardsAdvisor()


def _decode_ability(data: dict) -> Ability:
    return from_data(Ability, data)


def _roster(encounter_id: str):
    return encounter_creatures(encounter_id)


RULESET = Ruleset(
    id=NAME, title="Cards & Zones", sides=SIDES, steps=STEPS, check_end=check_end,
    load_content=default_content, content_dir=DATA_DIR, encounter_battle=encounter_battle,
    encode_ability=to_data, decode_ability=_decode_ability, creature_type=ZoneCardsCreature,
    advisor=_advisor, narrator=Narrator, forecast=SCREEN_FORECAST,
    describe_creature=describe_creature, describe_ability=describe_ability, describe_action=describe_action,
    vitals=vitals, object_vitals=object_vitals, vitals_after=vitals_after,
    why_unusable=why_unusable, zone_reach=zone_reach, hazard_note=hazard_note,
    training_ground=training_ground, encounter_roster=_roster, new_battle=new_battle,
    check_content=check_content, turn_strip=turn_strip,
    scenarios=ScenarioTools(run=scenario_cli.run, check=scenario_cli.check),
    check_state=check_state, in_window=True,
)
