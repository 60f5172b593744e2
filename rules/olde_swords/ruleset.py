"""Olde Swords Reign as one `Ruleset` object: the only thing the engine, client, AI and CLI use."""
from __future__ import annotations

from functools import lru_cache

from ..core.ruleset import Ruleset, ScenarioTools
from .action_help import describe_action
from ..core.serial import from_data, to_data
from . import forecast
from .advice import OldeAdvisor
from .client_face import (check_content, hazard_note, move_range, object_vitals, vitals, vitals_after,
                          why_unusable)
from .client_threat import target_block, threat
from .combat_order.first_contact import NAME, SIDES, start
from .combat_order.phase import phase_step
from .combat_order.rounds import round_step
from .content.loader import DATA_DIR, default_content
from .content.model import Ability
from .creature import OldeCreature
from .ending import check_end
from .narrate import Narrator
from .scenarios import cli as scenario_cli
from .setup import encounter_battle, encounter_creatures, new_battle, training_ground
from .stat_block import describe_ability, describe_creature

STEPS = {"os.start": start, "os.round": round_step, "os.phase": phase_step}


@lru_cache(maxsize=1)
def _advisor() -> OldeAdvisor:
    return OldeAdvisor()


def _decode_ability(data: dict) -> Ability:
    return from_data(Ability, data)


def _roster(encounter_id: str):
    return encounter_creatures(encounter_id)


RULESET = Ruleset(
    id=NAME, title="Olde Swords Reign", sides=SIDES, steps=STEPS, check_end=check_end,
    in_window=True,
    load_content=default_content, content_dir=DATA_DIR, encounter_battle=encounter_battle,
    encode_ability=to_data, decode_ability=_decode_ability, creature_type=OldeCreature,
    advisor=_advisor, narrator=Narrator, forecast=forecast,
    describe_creature=describe_creature, describe_ability=describe_ability, describe_action=describe_action,
    vitals=vitals, object_vitals=object_vitals, vitals_after=vitals_after,
    why_unusable=why_unusable, move_range=move_range, hazard_note=hazard_note, training_ground=training_ground,
    threat=threat, target_block=target_block,
    encounter_roster=_roster, new_battle=new_battle, check_content=check_content,
    scenarios=ScenarioTools(run=scenario_cli.run, check=scenario_cli.check),
)
