"""Brighter Worlds' what-if answers (`rules.core.forecast.Forecast`): the exact odds of an attack
on each target, with every reason it is enhanced or impaired and the save's own reasons."""
from __future__ import annotations

from ..core.battle import Battle
from ..core.decisions import Decision, Option
from ..core.forecast import AbilityPreview, ForcePreview, TargetOdds
from .attacking.modifiers import attack_reasons, engaged, mode_of, save_reasons
from .attributes import opposed_chance
from .odds import hit_odds, summary_bands

MODE_WORDS = {1: "enhanced", 0: "plain roll", -1: "impaired"}


def ability_preview(battle: Battle, user_id: str, ability_id: str, targets: list[str],
                    at: tuple | None = None) -> AbilityPreview:
    user = battle.creatures[user_id]
    attack = battle.abilities[ability_id]
    preview = AbilityPreview(attack.name, f"{attack.describe_dice()} damage, Direct Damage to {attack.harms}",
                             True)
    split = attack.split and len(targets) > 1
    if len(targets) == 1 and attack.distance.kind == "melee" and targets[0] in battle.creatures:
        foe = battle.creatures[targets[0]]
        if engaged(battle, user, foe):  # type: ignore[arg-type]
            win = opposed_chance(user.die("DEX"), 0, foe.die("DEX"), 0)  # type: ignore[attr-defined]
            preview.always = (f"Risky move: {float(win):.0%} to enhance it; a miss opens you "
                              f"to {foe.name}.")
    for tid in targets:
        target = battle.creatures.get(tid)
        if target is None:
            continue
        reasons = attack_reasons(battle, user, target, attack, split=split, at=at)  # type: ignore[arg-type]
        saves = save_reasons(battle, target, user_id)  # type: ignore[arg-type]
        mode = mode_of(reasons)
        odds = hit_odds(attack, target, mode, mode_of(saves))  # type: ignore[arg-type]
        shown = reasons + [f"{r[0]} save: {r[2:]}" for r in saves]
        preview.targets.append(TargetOdds(
            tid, target.name, int(mode > 0), int(mode < 0), shown, (0.0, 0.0, 0.0), ("", "", ""),
            modifier=MODE_WORDS[mode], bands=summary_bands(odds, attack, target)))  # type: ignore[arg-type]
    return preview


def tier_choices(battle: Battle, decision: Decision) -> list[str]:
    return ["" for _ in decision.options]


def force_previews(battle: Battle, decision: Decision) -> list[ForcePreview]:
    return []


def move_warnings(battle: Battle, option: Option, mover: str) -> list[str]:
    return []
