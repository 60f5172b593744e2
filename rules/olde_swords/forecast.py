"""Olde Swords Reign's what-if answers (`rules.core.forecast.Forecast`): the exact chance of a
hit, a critical hit and a miss (or of a failed and a made save) on each target, with every
EDGE and SETBACK and why."""
from __future__ import annotations

from ..core.battle import Battle
from ..core.decisions import Decision, Option
from ..core.forecast import AbilityPreview, ForcePreview, TargetOdds
from .attacks_and_damage.attack import attack_bonus
from .attacks_and_damage.damage_roll import damage_bonus
from .attacks_and_damage.modifiers import attack_reasons
from .creature import OldeCreature
from .odds import d20_chance
from .rolls import net_edge
from .saving_throws.saves import save_bonus


def modifier_word(net: int) -> str:
    if net == 0:
        return "plain roll"
    return f"EDGE +{net}d6" if net > 0 else f"SETBACK -{-net}d6"


def ability_preview(battle: Battle, user_id: str, ability_id: str, targets: list[str],
                    at: tuple | None = None) -> AbilityPreview:
    user: OldeCreature = battle.creatures[user_id]  # type: ignore[assignment]
    a = battle.abilities[ability_id]
    bonus = damage_bonus(user, a)
    damage = a.dice.text() + (f" {bonus:+d}" if bonus else "")
    preview = AbilityPreview(a.name, f"d20 {attack_bonus(user, a):+d} against AC, {damage} damage", True)
    for tid in targets:
        target: OldeCreature | None = battle.creatures.get(tid)  # type: ignore[assignment]
        if target is None:
            continue
        preview.targets.append(_odds(battle, user, target, a, at or user.pos, damage))
    return preview


def _odds(battle: Battle, user: OldeCreature, target: OldeCreature, a, at: tuple, damage: str) -> TargetOdds:
    if a.kind == "spell_save":
        made = d20_chance(save_bonus(target, a.save), a.dc, 0)
        bands = (("Save fails", 1 - made, f"{a.dice.text()} damage"),
                 ("Save made", made, "half damage" if a.half else "no damage"))
        return TargetOdds(target.id, target.name, 0, 0, [f"{a.save} save against DC {a.dc}"],
                          (0.0, 0.0, 0.0), ("", "", ""), modifier="plain roll", bands=bands)
    reasons = attack_reasons(battle, user, at, target, a)  # type: ignore[arg-type]
    net = net_edge(reasons)
    hit = d20_chance(attack_bonus(user, a), target.ac, net, natural=True)
    bands = (("Hit", hit - 0.05, f"{damage} damage"), ("Critical hit", 0.05, "damage dice doubled"),
             ("Miss", 1 - hit, "nothing (a natural 1 fumbles)"))
    return TargetOdds(target.id, target.name, max(net, 0), max(-net, 0), [w for _, w in reasons],
                      (0.0, 0.0, 0.0), ("", "", ""), modifier=modifier_word(net), bands=bands)


def tier_choices(battle: Battle, decision: Decision) -> list[str]:
    return ["" for _ in decision.options]


def force_previews(battle: Battle, decision: Decision) -> list[ForcePreview]:
    return []


def move_warnings(battle: Battle, option: Option, mover: str) -> list[str]:
    return []
