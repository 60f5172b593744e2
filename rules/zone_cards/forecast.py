"""What-if answers (`rules.core.forecast.Forecast`): the exact chance an attack hits each target
(binomial d6 pools, the defender's best reaction cancelling successes), and what a hit does."""
from __future__ import annotations

from ..core.battle import Battle
from ..core.decisions import Decision, Option
from ..core.forecast import AbilityPreview, ForcePreview, TargetOdds
from .combat.attack import ability_of
from .combat.defence import allowed, reaction_pool
from .combat.moves import attack_action, move_of
from .combat.needed import needed
from .odds import hit_chance
from .pools import pool_size


def attack_odds(battle: Battle, user, target, aid: str, move: str) -> tuple[float, float, int, int, int]:
    """(chance to hit if the target lets it come, chance against its best reaction, attack dice,
    best defence dice, successes needed)."""
    ability = ability_of(battle, aid)
    gear = 0 if move in ("punch", "push", "grapple", "gag") else ability.bonus
    n = pool_size(user, attack_action(ability, move), gear)
    need, _ = needed(battle, user, target, move)
    best = 0
    for r in allowed(target, move):
        action, dgear = reaction_pool(battle, target, r, ability)
        best = max(best, pool_size(target, action, dgear))
    return float(hit_chance(n, 0, need)), float(hit_chance(n, best, need)), n, best, need


def ability_preview(battle: Battle, user_id: str, ability_id: str, targets: list[str],
                    at: tuple | None = None) -> AbilityPreview:
    user = battle.creatures[user_id]
    ability = ability_of(battle, ability_id)
    move = move_of(ability)
    n = pool_size(user, attack_action(ability, move), ability.bonus)  # type: ignore[arg-type]
    preview = AbilityPreview(ability.name, f"{n} d6 (6s succeed)", True,
                             always=f"Harm {ability.damage} + 1 a spare success ({ability.describe_range()})")
    for tid in targets:
        t = battle.creatures.get(tid)
        if t is None:
            continue
        open_, guarded, _, best, need = attack_odds(battle, user, t, ability_id, move)
        preview.targets.append(TargetOdds(
            tid, t.name, 0, 0, [f"{need} success(es) needed", f"best defence {best} dice"],
            (0.0, 0.0, 0.0), ("", "", ""), modifier="d6 pool",
            bands=(("Hit (no reaction)", open_, f"Harm {ability.damage}+"),
                   ("Hit (best reaction)", guarded, f"Harm {ability.damage}+"))))
    return preview


def tier_choices(battle: Battle, decision: Decision) -> list[str]:
    return ["" for _ in decision.options]


def force_previews(battle: Battle, decision: Decision) -> list[ForcePreview]:
    return []


def move_warnings(battle: Battle, option: Option, mover: str) -> list[str]:
    zones = battle.zones
    if option.kind != "zone_move" or zones is None:
        return []
    z = zones.zone(option.args["zone"])
    return ["the zone is on fire: a Finesse test or catch fire"] if z.hazard == "fire" else []
