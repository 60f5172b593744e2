"""Exact odds of one attack on one target (004 Attacking, Direct Damage, Wound, Overflow
Damage): how likely it only scrapes Grit, deals Direct Damage that is saved, Wounds, or takes
the target out of the fight. The forecast shows them; the AI plays them out."""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from .attributes import chance_above, distribution, step_down
from .content.model import Attack
from .creature import BrighterCreature


@dataclass(frozen=True)
class HitOdds:
    nothing: Fraction
    grit_only: Fraction
    saved: Fraction
    wound: Fraction
    """At least one Wound (the target may also be taken out)."""
    down: Fraction
    """Incapacitated or killed."""

    @property
    def direct(self) -> Fraction:
        return self.saved + self.wound


@dataclass(frozen=True)
class Branch:
    """One way the hit can go, with the die faces that make it happen (damage dice first, then
    the saves) and its chance."""
    chance: Fraction
    faces: tuple[int, ...]


def hit_odds(attack: Attack, target: BrighterCreature, mode: int, save_mode: int) -> HitOdds:
    return _hit_odds(attack.dice, target.armor, target.grit, target.die(attack.harms), mode, save_mode)


@lru_cache(maxsize=4096)
def _hit_odds(dice: tuple[int, ...], armor: int, grit: int, die: int, mode: int,
              save_mode: int) -> HitOdds:
    tally = {"nothing": Fraction(0), "grit_only": Fraction(0), "saved": Fraction(0),
             "wound": Fraction(0), "down": Fraction(0)}
    for value, p in distribution(dice, mode):
        for outcome, q in _after_roll(value, armor, grit, die, save_mode):
            for key in outcome:
                tally[key] += p * q
    return HitOdds(**tally)


def _after_roll(value: int, armor: int, grit: int, die: int, save_mode: int):
    after = max(0, value - armor)
    direct = after - min(grit, after)
    if after == 0:
        return [(("nothing",), Fraction(1))]
    if direct == 0:
        return [(("grit_only",), Fraction(1))]
    if die == 0:
        return [(("wound", "down"), Fraction(1))]
    if direct >= die:
        new = step_down(die)
        excess = direct - die
        if new == 0 or excess <= 0:
            return [(("wound", "down") if new == 0 else ("wound",), Fraction(1))]
        fail = 1 - chance_above(new, save_mode, excess)
        worse = ("wound", "down") if step_down(new) == 0 else ("wound",)
        return [(worse, fail), (("wound",), 1 - fail)]
    fail = 1 - chance_above(die, save_mode, direct)
    hurt = ("wound", "down") if step_down(die) == 0 else ("wound",)
    return [(hurt, fail), (("saved",), 1 - fail)]


def summary_bands(odds: HitOdds, attack: Attack, target: BrighterCreature) -> tuple[tuple[str, float, str], ...]:
    """The five ways a hit can end, each chance on its own (they add up to 1): a Wound that
    takes the target out counts under "Out of the fight" only."""
    die = target.die(attack.harms)
    after = f"{attack.harms} d{die} -> " + (f"d{step_down(die)}" if step_down(die) else "0") if die else "death"
    return (("No harm", float(odds.nothing), "Armor stops it"),
            ("Grit only", float(odds.grit_only), f"Grit {target.grit} soaks it"),
            ("Direct, saved", float(odds.saved), f"{attack.harms} save holds"),
            ("Wound", float(odds.wound - odds.down), after),
            ("Out of the fight", float(odds.down), "incapacitated or killed"))


def hit_branches(attack: Attack, target: BrighterCreature, mode: int, save_mode: int) -> list[Branch]:
    """Every distinct way the hit can go, with die faces to replay it exactly."""
    from .attributes import script_for
    merged: dict[tuple[int, ...], Fraction] = {}
    order: list[tuple[int, ...]] = []
    for value, p in distribution(attack.dice, mode):
        after = max(0, value - target.armor)
        direct = after - min(target.grit, after)
        damage_faces = tuple(script_for(value, attack.dice, mode))
        if after == 0:
            key = tuple(script_for(1, attack.dice, mode))
            _add(merged, order, key, p)
            continue
        die = target.die(attack.harms)
        threshold = direct if direct < die else direct - die
        save_die = die if direct < die else step_down(die)
        needs_save = die > 0 and direct > 0 and save_die > 0 and threshold > 0
        if not needs_save:
            _add(merged, order, damage_faces, p)
            continue
        passing = chance_above(save_die, save_mode, threshold)
        top = 4 if save_mode < 0 else max(save_die, 12 if save_mode > 0 else 0)
        if passing:
            _add(merged, order, damage_faces + tuple(script_for(min(top, threshold + 1), (save_die,), save_mode)),
                 p * passing)
        if passing < 1:
            _add(merged, order, damage_faces + tuple(script_for(1, (save_die,), save_mode)), p * (1 - passing))
    return [Branch(merged[k], k) for k in order]


def _add(merged: dict, order: list, key: tuple, p: Fraction) -> None:
    if key not in merged:
        merged[key] = Fraction(0)
        order.append(key)
    merged[key] += p
