"""The 3D what-if answers (`rules.core.forecast.Forecast`): the exact chance an attack hits
each target (3d6, or 4d6 keeping three, counted exactly), every reason for advantage or
disadvantage, cover, and the damage on a hit."""
from __future__ import annotations

from ..core.battle import Battle
from ..core.decisions import Decision, Option
from ..core.forecast import AbilityPreview, ForcePreview, TargetOdds
from .attacking.attack import attack_modifier, damage_bonus
from .attacking.cover import TOTAL, cover_bonus
from .attacking.modifiers import attack_reasons, mode_of
from .odds import hit_chance

MODE_WORDS = {1: "advantage", 0: "plain roll", -1: "disadvantage"}


def ability_preview(battle: Battle, user_id: str, ability_id: str, targets: list[str],
                    at: tuple | None = None) -> AbilityPreview:
    user = battle.creatures[user_id]
    a = battle.abilities[ability_id]
    mod = attack_modifier(user, a)  # type: ignore[arg-type]
    roll = "no roll" if a.heal else f"3D {mod:+d}"
    preview = AbilityPreview(a.name, roll, not a.heal, always=a.describe_damage(damage_bonus(user, a)))  # type: ignore[arg-type]
    for tid in targets:
        t = battle.creatures.get(tid)
        if t is None or a.heal:
            continue
        reasons = attack_reasons(battle, user, t, a)  # type: ignore[arg-type]
        mode = mode_of(reasons)
        cover = cover_bonus(battle, user, t, a.ranged)  # type: ignore[arg-type]
        cover = 0 if cover == TOTAL else cover
        p = float(hit_chance(mod, t.armor + cover, mode))  # type: ignore[attr-defined]
        shown = [r[1:] for r in reasons] + ([f"cover +{cover}"] if cover else [])
        preview.targets.append(TargetOdds(
            tid, t.name, int(mode > 0), int(mode < 0), shown, (0.0, 0.0, 0.0), ("", "", ""),
            modifier=MODE_WORDS[mode],
            bands=(("Hit", p, a.describe_damage(damage_bonus(user, a))), ("Miss", 1 - p, "no effect"))))  # type: ignore[arg-type]
    return preview


def tier_choices(battle: Battle, decision: Decision) -> list[str]:
    return ["" for _ in decision.options]


def force_previews(battle: Battle, decision: Decision) -> list[ForcePreview]:
    return []


def move_warnings(battle: Battle, option: Option, mover: str) -> list[str]:
    return []
