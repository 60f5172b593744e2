"""A map names the engine's damage types (maps are shared by every ruleset), and Draw Steel's
rules know every one of them."""
from __future__ import annotations

from game.maps.mapmodel import ENUMS
from rules.core.damage_types import DAMAGE_TYPES
from rules.drawsteel.content.model import DAMAGE_TYPES as DRAW_STEEL_DAMAGE_TYPES


def test_the_map_vocabulary_is_the_engines_and_draw_steel_deals_it_all() -> None:
    assert ENUMS["DamageType"] == DAMAGE_TYPES
    assert set(DAMAGE_TYPES) == set(DRAW_STEEL_DAMAGE_TYPES)
