"""What the 3D AI weighs (`rules.core.advisor.Advisor`).

A side's worth is its creatures' hit points plus a large bonus for each one still standing (a
dying hero counts a little, for it may yet be saved). An attack is played out exactly, branch by
branch: a miss, and a hit for every damage total, each weighed by its true chance (3d6, or 4d6
keeping three, counted exactly). In zone mode being able to strike a foe, or being closer to
one, is worth a little, so the AI moves between zones (only its own side's promise counts: closing in on a foe
is worth something to the one who closes); on the grid, squares are judged by the
best attack from there, the foes who could reach them and the openings the way there gives."""
from __future__ import annotations

import math

from fractions import Fraction
from types import SimpleNamespace

from ..core.battle import Battle
from ..core.decisions import Decision, Option
from ..core.geometry import space_distance
from .attacking.attack import attack_modifier, damage_bonus
from .attacking.cover import TOTAL, cover_bonus, grid_cover
from .attacking.modifiers import attack_reasons, mode_of
from .attacking.strike import ability_of, switching
from .creature import ThreeDiceCreature
from .movement.reach import reachable
from .movement.walk import provokers
from .zones.transit import TRANSIT
from .odds import chance_at_least, damage_faces, pool_totals, representative_faces, sum_faces

STANDING = 15.0
READY = 1.5
CLOSING = 0.3
THREAT = 0.3
"""What each point of damage a creature's best attack is likely to do is worth to its promise
in zone mode."""
SOON = 0.5
"""What a melee attack counts for in that promise per zone still to cross before it."""
JOURNEY = 0.1
"""What each move still to go on a journey across difficult or detached ground costs the promise
(less than a zone nearer is worth, so setting out beats standing still)."""


def worth(c: ThreeDiceCreature) -> float:
    if c.dead or c.removed:
        return 0.0
    if c.dying or c.stable:
        return 2.0 + (1.0 if c.stable else 0.0)
    return STANDING + c.hp


FAR = "-beyond normal range (003 Ranged Attacks)"


def expected_damage(battle: Battle, user: ThreeDiceCreature, target: ThreeDiceCreature, ability,
                    far: bool | None = None) -> float:
    """The attack's average damage on `target`, hits and misses weighed. `far`: as if shot from
    beyond (True) or within (False) the ability's normal range, whatever the distance now."""
    if ability.heal:
        return 0.0
    reasons = attack_reasons(battle, user, target, ability)
    if far is not None:
        reasons = [r for r in reasons if r != FAR] + ([FAR] if far else [])
    mode = mode_of(reasons)
    p = float(hit_chance_of(battle, user, target, ability, mode))
    avg = ability.dice * (ability.sides + 1) / 2 + damage_bonus(user, ability) if ability.dice else max(1, 1 + user.strength)
    return p * max(1.0, avg)


def hit_chance_of(battle: Battle, user, target, ability, mode: int) -> Fraction:
    cover = cover_bonus(battle, user, target, ability.ranged)
    cover = 0 if cover == TOTAL else cover
    return chance_at_least(target.armor + cover - attack_modifier(user, ability), mode)


class ThreeDiceAdvisor:
    MOVE_BEFORE_STRIKING = True
    """The greedy player weighs stepping in before an attack (a dagger thrown from within its
    normal range, not from beyond it at disadvantage), not only the attack now against a move."""

    def evaluate(self, battle: Battle, side: str) -> float:
        if battle.winner:
            return 1000.0 if battle.winner == side else -1000.0
        total = 0.0
        zoned = battle.zones is not None
        for c in battle.creatures.values():
            if c.side == side:
                total += worth(c) + (self._zone_promise(battle, c) if zoned else 0.0)  # type: ignore[arg-type]
            else:
                total -= worth(c)  # type: ignore[arg-type]
        return total

    def _zone_promise(self, battle: Battle, c: ThreeDiceCreature) -> float:
        """A foe within reach of one of its attacks is worth READY plus part of the damage the
        best attack is likely to do, counting a melee weapon against a foe further off at a
        fraction for each zone still to cross (so a halberdier walks up rather than throw
        daggers at long range all day); with nobody in reach, being nearer a foe is worth a
        little."""
        if not c.active:
            return 0.0
        zones = battle.zones
        here = zones.zone_of(c) if zones is not None else None
        if zones is None or here is None:
            return 0.0
        under_way = c.tags.get(TRANSIT)
        if under_way:  # judged from where the journey ends, a little less for the way still to go
            return self._zone_promise_from(battle, c, zones.zone(under_way["to"])) - JOURNEY * int(under_way["left"])
        return self._zone_promise_from(battle, c, here)

    def _zone_promise_from(self, battle: Battle, c: ThreeDiceCreature, here) -> float:
        zones = battle.zones
        assert zones is not None
        mine = [battle.abilities[a] for a in c.abilities if not battle.abilities[a].heal]
        reach = max((a.farthest for a in mine), default=5)
        melee_only = all(a.melee for a in mine)
        best = 99
        threat = -1.0
        for f in battle.creatures.values():
            if f.side == c.side or not f.active:
                continue
            there = _bound_for(battle, f)
            d = zones.zone_range(here.name, there.name) if there is not None else None
            if d is None:
                continue
            walkable = zones.distance(here.name, there.name) is not None
            if (d == 0) if melee_only else (d * 30 <= reach):
                threat = max(threat, self._zone_threat(battle, c, f, d, mine, walkable))
            best = min(best, d if walkable else d + 3)
        if threat >= 0:
            return READY + THREAT * threat
        return -CLOSING * best if best < 99 else 0.0

    @staticmethod
    def _zone_threat(battle: Battle, c: ThreeDiceCreature, f: ThreeDiceCreature, d: int, mine: list,
                     walkable: bool) -> float:
        best = 0.0
        for a in mine:
            if a.melee:
                if d and not walkable:
                    continue
                best = max(best, SOON ** d * expected_damage(battle, c, f, a))
            elif d * 30 <= a.farthest:
                best = max(best, expected_damage(battle, c, f, a))
        return best

    # ------------------------------------------------------------------ look-ahead
    def outcomes(self, battle: Battle, option: Option) -> list[tuple[float, Battle]]:
        if option.kind in ("ability", "opportunity") and self._exact_ok(battle, option):
            return self._exact(battle, option)
        copy = battle.clone()
        copy.choose(option)
        return [(1.0, copy)]

    def _attacker(self, battle: Battle, option: Option) -> ThreeDiceCreature:
        if option.kind == "opportunity":
            pending = battle.pending()
            return battle.creatures[pending.creature if pending is not None else battle.current]  # type: ignore[return-value]
        return battle.creatures[battle.current]  # type: ignore[return-value]

    def _exact_ok(self, battle: Battle, option: Option) -> bool:
        ability = ability_of(battle, option.args["ability"])
        if ability.heal:
            return False
        if option.kind == "ability" and battle.zones is not None and not battle.turn.get("disengaged"):
            user = self._attacker(battle, option)
            target = battle.creatures[option.args["target"]]
            if option.args.get("withdraw") or (ability.melee and switching(battle, user, target)):  # type: ignore[arg-type]
                return False
        return True

    def _exact(self, battle: Battle, option: Option) -> list[tuple[float, Battle]]:
        user = self._attacker(battle, option)
        target: ThreeDiceCreature = battle.creatures[option.args["target"]]  # type: ignore[assignment]
        ability = ability_of(battle, option.args["ability"])
        mode = mode_of(attack_reasons(battle, user, target, ability))
        cover = cover_bonus(battle, user, target, ability.ranged)
        need = target.armor + (0 if cover == TOTAL else cover) - attack_modifier(user, ability)
        totals = pool_totals(mode)
        p_hit = chance_at_least(need, mode)
        out: list[tuple[float, Battle]] = []
        if p_hit < 1:
            miss_total = max(t for t in totals if t < need)
            out.append((float(1 - p_hit), self._branch(battle, option, representative_faces(miss_total, mode))))
        if p_hit > 0:
            hit_total = max(need, min(totals))
            hit_faces = representative_faces(hit_total, mode)
            if ability.dice == 0:
                out.append((float(p_hit), self._branch(battle, option, hit_faces)))
            else:
                for dmg, p in sum_faces(ability.dice, ability.sides).items():
                    faces = hit_faces + damage_faces(dmg, ability.dice, ability.sides)
                    out.append((float(p_hit * p), self._branch(battle, option, faces)))
        return out

    @staticmethod
    def _branch(battle: Battle, option: Option, faces: tuple[int, ...]) -> Battle:
        copy = battle.clone()
        copy.dice.script[:0] = list(faces)
        copy.choose(option)
        copy.dice.script.clear()
        return copy

    # ------------------------------------------------------------------ positions (grid)
    def position_value(self, battle: Battle, creature, pos, attack_left: bool) -> float:
        return self.position_values(battle, creature, [pos], attack_left)[0]

    def position_values(self, battle: Battle, creature, positions: list, attack_left: bool) -> list[float]:
        c: ThreeDiceCreature = creature
        foes = [f for f in battle.creatures.values() if f.side != c.side and f.active and not f.tags.get("burrowed")]
        mine = [battle.abilities[a] for a in c.abilities if not battle.abilities[a].heal]
        threat = {f.id: max((expected_damage(battle, f, c, battle.abilities[a])  # type: ignore[arg-type]
                             for a in f.abilities), default=1.0) for f in foes}
        dealt = {(f.id, a.id): expected_damage(battle, c, f, a) for f in foes for a in mine}  # type: ignore[arg-type]
        # a shot with a long range: its worth from within the normal range and from beyond it
        # (disadvantage), so a square nearer the foe is seen to be worth stepping to first
        shots = [a for a in mine if a.ranged and a.long]
        near_far = {(f.id, a.id): (expected_damage(battle, c, f, a, False), expected_damage(battle, c, f, a, True))  # type: ignore[arg-type]
                    for f in foes for a in shots} if attack_left else {}
        longest = max((a.farthest for a in mine), default=5)
        reach_of = {f.id: f.best_speed + max((battle.abilities[a].farthest for a in f.abilities), default=5)  # type: ignore[attr-defined]
                    for f in foes}
        out = []
        for pos in positions:
            best = 0.0
            near = math.inf  # feet beyond range to the nearest foe (no cap: far foes still draw)
            danger = 0.0
            for f in foes:
                d = space_distance(pos, c.squares, f.pos, f.squares) * 5
                cover = _cover_from(battle, c, pos, f) if d <= longest else 0
                if attack_left and cover != TOTAL:
                    for a in mine:
                        if 0 < d <= a.farthest:
                            pair = near_far.get((f.id, a.id))
                            hit = dealt[(f.id, a.id)] if pair is None else pair[d > a.normal]
                            best = max(best, hit * (0.8 if a.ranged and d <= 5 else 1.0) * (1 - cover / 20))
                near = min(near, d if cover == TOTAL else max(0, d - longest))
                if d <= reach_of[f.id]:
                    danger += 0.25 * threat[f.id]
            closing = CLOSING * near / 5 if best == 0 and near != math.inf else 0.0
            out.append(best - danger - closing)
        return out

    def attack_left(self, battle: Battle, creature) -> bool:
        return battle.turn.get("action", 0) > 0  # 003 Actions: the one action a turn

    def move_risk(self, battle: Battle, creature, option: Option) -> float:
        if option.kind != "move" or battle.turn.get("disengaged"):
            return 0.0
        c: ThreeDiceCreature = creature
        path = reachable(battle, c, int(battle.turn.get("move_left", 0))).path_to(tuple(option.args["to"]))
        risk = 0.0
        for a, b in zip(path, path[1:]):
            for fid in provokers(battle, c, a, b):
                f = battle.creatures[fid]
                risk += max((expected_damage(battle, f, c, battle.abilities[x]) for x in f.abilities  # type: ignore[arg-type]
                             if battle.abilities[x].melee), default=1.0)
        return risk

    def estimate(self, battle: Battle, option: Option) -> float | None:
        if option.kind == "ability":
            user = self._attacker(battle, option)
            target = battle.creatures[option.args["target"]]
            return expected_damage(battle, user, target, ability_of(battle, option.args["ability"]))  # type: ignore[arg-type]
        return None

    def turn_priority(self, battle: Battle, creature) -> float:
        return 0.0

    def sets_up(self, battle: Battle, option: Option) -> bool:
        return option.kind in ("main_action", "stand", "zone_move") and option.args.get("action") in (None, "dash", "disengage")

    def worth_considering(self, battle: Battle, option: Option) -> bool:
        return option.kind not in ("drop_prone",) and option.args.get("action") != "dodge"

    def follow_up(self, battle: Battle, decision: Decision) -> Option | None:
        return None


def _bound_for(battle: Battle, c: ThreeDiceCreature):
    """The zone a creature is in or, under way on a journey, the zone it will arrive in (so two
    melee fighters do not keep crossing over to where the other just was)."""
    zones = battle.zones
    assert zones is not None
    under_way = c.tags.get(TRANSIT)
    return zones.zone(under_way["to"]) if under_way else zones.zone_of(c)


def _cover_from(battle: Battle, c: ThreeDiceCreature, pos, foe: ThreeDiceCreature) -> int:
    """The cover `foe` would have against `c` if `c` stood at `pos` (TOTAL: no line to it at
    all), so a square behind a wall is not rated as a shooting position (003 Cover)."""
    if battle.zones is not None:
        return 0
    return grid_cover(battle, SimpleNamespace(pos=pos, squares=c.squares), foe)  # type: ignore[arg-type]
