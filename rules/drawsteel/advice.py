"""Draw Steel's advice to AI players: state value, exact outcomes and position promise."""
from __future__ import annotations

from .director.advice import choose_malice, choose_villain_action

from functools import lru_cache
from typing import Iterable

from ..core.battle import Battle
from ..core.creature import Creature
from ..core.decisions import Decision, Option
from ..core.geometry import Cell, space_distance
from ..core.targets import targeted_object
from .move_actions.advance import move_budget
from .abilities.ability_math import (abilities_of, damage_amount, effect_for, is_monster_free_strike,
                      roll_characteristic, usable)
from .client_threat import harmful_abilities
from .content.model import Ability
from .mounted_combat.climbing_creatures import TESTED, perch_value
from .harm.conditions import can_take_triggered
from .abilities.edges_and_banes import edges_and_banes, high_ground_from
from .mounted_combat.riding import awaits_rider, is_mount, riding_value
from .movement.reachable import Terrain, damaging_under, movement_speed, reachable
from .harm.damage import FORECAST_BLEED, hero_dead_at, modified_damage
from .position.flanking_and_cover import crosses_opposite_sides
from .abilities.power_roll import resolve, tier_probabilities_float
from .abilities.tests import setup_test
from .abilities.roll_fork import (HOLD, ROLL_FORK, aid_marks_out, critical_from_plain, paused, resume,
                                  with_extra_main)
from .abilities.surges import choose_surge
from .abilities.targeting import reach_of
from .minions.squad_strike import shared_roll
from .objectives.advice import objective_pulls, objective_value
from .role_advice import PLAIN, bearing, bearing_values

CONDITION_COST = {"prone": 2.0, "slowed": 1.5, "dazed": 3.0, "weakened": 1.5, "frightened": 1.0,
                  "restrained": 3.0, "grabbed": 1.0, "bleeding": 1.0, "taunted": 1.0}
ALIVE = 12.0
WAIT_FOR_RIDER = 100.0
"""Enough to let every other creature go before a mount whose rider has yet to climb on."""
HIDDEN_VALUE = 3.0
"""Being hidden (safe from single-target abilities, an edge on strikes): worth a few Stamina to
a side while its creature is winded, and always a worry when it is an enemy that hides."""
WIN = 1000.0
LOW_STAMINA = 0.5
"""Extra worth of each Stamina point up to the winded value: the last points matter most."""
RECOVERY = 1.0
"""Worth of a hero's unspent Recovery, per point it would heal: spending one pays only when
the Stamina it brings back counts extra (the hero is winded). Counted apart from the rest of
a hero's worth, so felling a hero is not made more tempting by the Recoveries it had left."""
HAZARD_WEIGHT = 1.5
"""How much a point of damage from ground walked through counts against a move (a little more
than a point of Stamina: it also risks winding and the burns to come)."""
SHOVES_AND_GRABS = ("knockback", "grab")
"""Standard maneuvers that only ever hurt whoever they are used on."""
DYING_DEPTH = 1.5
"""What each point of Stamina below 0 costs a dying hero's side."""
DEFEND_SHARE = 0.3
"""Roughly how much of the expected damage of the enemies in reach a double bane turns away."""


def creature_value(c: Creature) -> float:
    spare = RECOVERY * c.recovery_value * c.recoveries if c.hero else 0.0
    return spare + _fighting_value(c)


def _fighting_value(c: Creature) -> float:
    """Written out without helper calls (the AI weighs every creature of every look-ahead
    copy): `max`, `min`, `winded_value` and `dying` by hand."""
    if c.dead or c.removed:
        return 0.0
    stamina = c.stamina if c.stamina > 0 else 0
    winded = c.max_stamina // 2
    value = ALIVE + stamina + LOW_STAMINA * (stamina if stamina < winded else winded) + 0.5 * c.temp_stamina
    if c.unconscious:
        return value * 0.2
    if c.hero and c.stamina <= 0:  # dying (not dead: that returned above)
        # every point further below 0 brings a dying hero closer to death (at minus its winded
        # value): hurting it is never free (issue 19: a dying ally was used as a projectile)
        value -= 6 + DYING_DEPTH * (-c.stamina if -c.stamina < winded else winded)
    for cond in c.conditions:
        value -= CONDITION_COST.get(cond.name, 0.0)
    return value


class DrawSteelAdvisor:
    def evaluate(self, battle: Battle, side: str) -> float:
        if battle.winner:
            return WIN if battle.winner == side else -WIN
        total = 0.0
        for c in battle.creatures.values():
            # `creature_value(c)` written out (asked of every creature of every look-ahead copy)
            v = (RECOVERY * c.recovery_value * c.recoveries if c.hero else 0.0) + _fighting_value(c)
            tags = c.tags
            if (c.conditions or not SITUATION_TAGS.isdisjoint(tags)) and c.active:  # else all 0
                v += _situation_value(battle, c, tags)
            total += v if c.side == side else -v
            if tags and tags.get("hidden_from") and (c.side != side or c.winded):
                total += HIDDEN_VALUE if c.side == side else -HIDDEN_VALUE
        return total + objective_value(battle, side)

    def outcomes(self, battle: Battle, option: Option) -> list[tuple[float, Battle]]:
        """Each group of dice played on its own copy. An ability's cost, targeting and the
        responses to it are played once per bleeding die group, up to the roll, and only the
        rest once per group of dice (`roll_fork`); where that copy does not stop at the roll,
        each group is played from the start."""
        groups, twin = self._roll_groups(battle, option)
        bleeds = bleed_groups(battle, option)
        side = battle.pending().side if battle.pending() else ""
        forks = _held_copies(battle, option, bleeds, side, self) \
            if len(groups) > 1 and option.kind in BLEEDING_KINDS else None
        out = []
        facts: list[dict] = [{} for _ in bleeds]
        user = battle.creatures.get(battle.current) if battle.current else None
        if forks is None or user is None or not critical_from_plain(battle, user):
            twin = NO_TWIN
        plain: list[Battle] = []  # the copies of the critical hit's twin group, one per bleed
        for n, (p, dice) in enumerate(groups):
            for j, (q, bleed_roll) in enumerate(bleeds):
                if n == twin[1] and _rolled_as_grouped(facts[j], option, twin[2]) and not aid_marks_out(plain[j]):
                    out.append((p * q, with_extra_main(plain[j], user)))  # type: ignore[arg-type]
                    continue
                if forks is not None:
                    held = forks[j]
                    copy = resume(held if n == len(groups) - 1 else held.clone(), dice, facts[j])
                else:
                    copy = _look_ahead_copy(battle, dice, bleed_roll)
                    copy.choose(option)
                settle(copy, side, self)
                out.append((p * q, copy))
                if n == twin[0]:
                    plain.append(copy)
        _let_go(copy for _, copy in out)  # the caller weighs them (and may ask pending() again)
        return out

    def _dice_groups(self, battle: Battle, option: Option) -> list[tuple[float, tuple[int, int] | None]]:
        """Group the 100 ways 2d10 can land by the tiers they give each target."""
        return self._roll_groups(battle, option)[0]

    def _roll_groups(self, battle: Battle, option: Option) -> tuple[list[tuple[float, tuple[int, int] | None]], Twin]:
        """`_dice_groups`, and `critical_twin` of those groups with the edges and banes they
        were grouped by (NO_TWIN for any roll but a main-action ability's)."""
        tested = tested_characteristics(option)
        if option.kind == "climb_on" and battle.current:  # only an unwilling creature makes it a test
            climber, other = battle.creatures[battle.current], battle.creatures[option.args["target"]]
            tested = TESTED if other.side != climber.side else ()
        if tested:
            user = battle.creatures[battle.current]
            s = setup_test(battle, user, tested)
            return list(dice_groups(s.bonus, ((min(s.edges, 2), min(s.banes, 2)),), False)), NO_TWIN
        if option.kind == "knock_off":  # the passenger's resistance test decides it
            s = setup_test(battle, battle.creatures[option.args["target"]], TESTED, resistance=True)
            return list(dice_groups(s.bonus, ((min(s.edges, 2), min(s.banes, 2)),), False)), NO_TWIN
        if option.kind not in ("ability", "charge"):
            return [(1.0, None)], NO_TWIN
        ability = battle.abilities[option.args["ability"]]
        user = battle.creatures[battle.current] if battle.current else None
        if user is None or not ability.rolls or is_monster_free_strike(user, ability) \
                or shared_roll(battle, user, ability) is not None:  # a squad's roll is known
            return [(1.0, None)], NO_TWIN
        bonus = user.char(roll_characteristic(user, ability))
        where = battle
        if option.kind == "charge":  # the roll is made at the end of the charge
            where = battle.clone()
            user = where.creatures[user.id]
            user.pos = tuple(option.args["to"])  # type: ignore[assignment]
        states = []
        for t in option.args["targets"]:
            other = where.creatures.get(t)
            e, b, _ = edges_and_banes(where, user, other, ability, targeted_object(where, t))
            states.append((min(e, 2), min(b, 2)))
        crit_counts = ability.action == "main"
        key = (bonus, tuple(states), crit_counts)
        return list(dice_groups(*key)), (*critical_twin(*key), key[1])

    def estimate(self, battle: Battle, option: Option) -> float | None:
        """Expected damage plus small bonuses for forced movement and conditions."""
        if option.kind not in ("ability", "charge") or not battle.current:
            return None
        user = battle.creatures[battle.current]
        ability = battle.abilities[option.args["ability"]]
        where = tuple(option.args["to"]) if option.kind == "charge" else user.pos
        allies = [a for a in battle.allies_of(user) if a.active]
        total = 0.0
        for t in option.args["targets"]:
            target = battle.creatures.get(t)
            if target is None:
                continue
            if ability.deals_damage:
                gap = space_distance(where, user.squares, target.pos, target.squares)
                edges = _edges_at(battle, user, where, target, gap, allies, not ability.has("melee"))
                total += expected_damage(user, ability, target) + EDGE_VALUE * edges
            best = effect_for(ability, 3) if ability.rolls else effect_for(ability, 0)
            total += 3.0 * (best.forced is not None) + 2.0 * len(best.conditions)
            total += 4.0 * bool(best.special)
        return total

    def attack_left(self, battle: Battle, creature: Creature) -> bool:
        return battle.turn.get("main", 0) > 0

    def harm(self, battle: Battle, attacker: Creature, target: Creature, kill_bonus: bool = True) -> float:
        """The expected damage of the attacker's best harmful ability on `target` on a turn of
        its own, with a kill's worth where the blow would fell it (the tactician's threat map;
        without it when `kill_bonus` is false)."""
        return max((expected_damage(attacker, a, target, kill_bonus) for a in harmful_abilities(battle, attacker)),
                   default=0.0)

    def sets_up(self, battle: Battle, option: Option) -> bool:
        """Standing up removes the bane on one's own strikes: worth doing before attacking.
        Getting on a mount is worth the ride it allows."""
        if option.kind == "climb_on":
            return is_mount(battle.creatures[option.args["target"]])
        return option.kind == "maneuver" and option.args.get("maneuver") == "stand_up" and \
            battle.turn.get("main", 0) > 0

    def turn_priority(self, battle: Battle, creature: Creature) -> float:
        return -WAIT_FOR_RIDER if awaits_rider(battle, creature) else 0.0

    def worth_considering(self, battle: Battle, option: Option) -> bool:
        """Skip the obviously self-defeating: damaging abilities aimed at one's own side, potions
        spent on anyone not yet winded (they are kept for when they matter), and ending an effect
        one imposed unless it hinders an ally (the tactician ended a foe's slowed and an ally's
        assisted: free steps that change nothing for the better)."""
        if option.args.get("maneuver") == "use_consumable":
            return battle.creatures[option.args["target"]].winded
        if option.args.get("maneuver") == "end_effect":
            return _frees_an_ally(battle, option)
        if option.kind != "ability":
            return True
        ability = battle.abilities[option.args["ability"]]
        side = battle.creatures[battle.current].side if battle.current else ""
        if ability.id in SHOVES_AND_GRABS:  # never knock down or grab a friend (issue 19)
            return not any(battle.creatures[t].side == side for t in option.args["targets"]
                           if t in battle.creatures)
        if not ability.deals_damage:
            return True
        return not any(battle.creatures[t].side == side for t in option.args["targets"]
                       if t in battle.creatures)

    def position_value(self, battle: Battle, c: Creature, pos: Cell, attack_left: bool) -> float:
        return self.position_values(battle, c, [pos], attack_left)[0]

    def position_values(self, battle: Battle, c: Creature, positions: list[Cell],
                        attack_left: bool) -> list[float]:
        """Promise of each position: what the creature could hit from there, how close it gets
        to the enemy, and what it risks (hazards; enemies next to a ranged attacker)."""
        enemies = [e for e in battle.enemies_of(c) if e.active]
        if not enemies:
            return [0.0] * len(positions)
        threats = [(reach, [(i, ev) for i, ev in enumerate(per_enemy) if ev > 0])  # only foes it hurts
                   for reach, per_enemy in attack_table(battle, c, enemies)] if attack_left else []
        ranged = _ranged_minded(battle, c)
        n = c.squares
        allies = [a for a in battle.allies_of(c) if a.active]
        terrain = Terrain(battle, c)
        spaces = _boxes(enemies)
        pulls = objective_pulls(battle, c, positions)
        lean = bearing(battle, c)
        guarded = _guarded(enemies, allies, c) if lean.guard else []
        near_allies = _boxes([a for a in allies if a.id != c.id]) if lean.huddle else []
        out = []
        for pos, pull in zip(positions, pulls):
            dists = _distances(pos, n, spaces)
            nearest = min(dists)
            if lean is PLAIN:
                value = -0.3 * nearest
            else:
                huddled = sum(1 for d in _distances(pos, n, near_allies) if d <= 2) if near_allies else 0
                value = bearing_values(lean, dists, nearest, not attack_left, guarded, huddled)
            best = 0.0
            edges: dict[int, int] = {}  # per enemy: the same from this square for every ability
            for reach, hurt in threats:
                if reach < nearest:  # no enemy in its reach from here
                    continue
                for i, ev in hurt:
                    d = dists[i]
                    if d <= reach:
                        found = edges.get(i)
                        if found is None:
                            found = edges[i] = _edges_at(battle, c, pos, enemies[i], d, allies, ranged,
                                                         terrain)
                        ev += EDGE_VALUE * found
                        if ev > best:  # max(best, ev) without the call
                            best = ev
            value += best
            if terrain.damaging(pos) and path_burns(battle, c, [pos, pos], {}) > 0:
                value -= 6  # not for a creature the ground cannot hurt (a fire-immune acolyte)
            if ranged:
                value -= 1.5 * dists.count(1)
            out.append(value + pull)
        return out

    def move_risk(self, battle: Battle, c: Creature, option: Option) -> float:
        """Expected damage from opportunity attacks the move's path would provoke (an estimate:
        it ignores edges and banes that could stop an attacker), plus the damage of every square
        of damaging ground the path enters (issue 19: heroes walked through lava). A Ride counts
        what the mount's path provokes (issue 19: riding ignored opportunity attacks)."""
        if option.kind == "ride" and c.carrier and not option.args.get("disengage"):
            mount = battle.creatures.get(c.carrier)
            if mount is None:
                return 0.0
            return self._path_risk(battle, mount, reachable(battle, mount, movement_speed(mount)),
                                   tuple(option.args["mount_to"]))
        if option.kind != "move":
            return 0.0
        left, fresh = move_budget(battle, c)
        return self._path_risk(battle, c, reachable(battle, c, max(left, fresh)), tuple(option.args["to"]))

    def _path_risk(self, battle: Battle, c: Creature, reach, dest: Cell) -> float:
        """What walking to `dest` costs `c`: burns on the way and opportunity attacks."""
        if dest not in reach.cost:
            return 0.0
        path = reach.path_to(dest)
        risk = HAZARD_WEIGHT * path_burns(battle, c, path, reach.stance)
        strike = battle.abilities.get("melee_free_strike")
        if strike is None:
            return risk
        foes = [e for e in battle.enemies_of(c) if can_take_triggered(e)]
        n = c.squares
        for foe in foes:
            for here, there in zip(path, path[1:]):
                if space_distance(here, n, foe.pos, foe.squares) == 1 and \
                        space_distance(there, n, foe.pos, foe.squares) != 1:
                    risk += expected_damage(foe, strike, c)
                    break
        return risk

    def follow_up(self, battle: Battle, decision: Decision) -> Option | None:
        if decision.kind in ("tier", "knock_out", "opportunity_attack"):
            return decision.options[decision.default]
        if decision.kind == "land":
            faller = battle.creatures[decision.creature]
            return max(decision.options, key=lambda o: self.position_value(
                battle, faller, tuple(o.args["to"]), True))
        if decision.kind == "granted_move":
            mover = battle.creatures[decision.creature]
            here = mover.pos
            return max(decision.options, key=lambda o: self.position_value(
                battle, mover, tuple(o.args["to"]) if o.args["to"] else here, True))
        if decision.kind == "trigger":  # a response is always worth its (per-round) cost
            return decision.options[0]
        if decision.kind == "surge":
            return choose_surge(battle, decision)
        if decision.kind == "malice":
            return choose_malice(battle, decision)
        if decision.kind == "villain_action":
            return choose_villain_action(battle, decision)
        return None


TESTS_BY_OPTION: dict[str, tuple[str, ...]] = {
    "leap": ("might", "agility"), "heave": ("might",), "claw_dirt": ("might",),
    "assist_test": ("might", "agility", "reason", "intuition", "presence"),
    "search": ("intuition",),
}
"""Options whose outcome hangs on a test, and the characteristics it may use."""


BLEEDING_KINDS = ("ability", "charge")
"""Option kinds that may cost a bleeding creature Stamina (besides Might and Agility tests)."""


def bleed_groups(battle: Battle, option: Option) -> list[tuple[float, int | None]]:
    """How the bleeding die can land for the acting creature, as far as it matters: when some
    faces would kill it, two groups (the faces that kill, the faces that do not), each with its
    probability and one face; otherwise one group that rolls as usual (RULES-NOTES Bleeding:
    a dying hero who acts may bleed to death, and the AI must weigh that exactly)."""
    user = battle.creatures.get(battle.current) if battle.current else None
    if user is None or not user.has("bleeding") or not user.hero:
        return [(1.0, None)]
    if option.kind not in BLEEDING_KINDS and not set(tested_characteristics(option)) & {"might", "agility"}:
        return [(1.0, None)]
    lethal = [face for face in range(1, 7) if hero_dead_at(user, user.stamina - face - user.level)]
    if not lethal or len(lethal) == 6:
        return [(1.0, None)]
    safe = [face for face in range(1, 7) if face not in lethal]
    return [(len(lethal) / 6, lethal[0]), (len(safe) / 6, safe[len(safe) // 2])]


def _look_ahead_copy(battle: Battle, dice: tuple[int, ...] | None, bleed_roll: int | None) -> Battle:
    """A copy to play an option on, rolling `dice` for the acting creature's roll."""
    copy = battle.clone()
    copy.dice.state = _decorrelated(copy.dice.state)
    copy.forecast_dice = dice
    if bleed_roll is not None:
        copy.data[FORECAST_BLEED] = bleed_roll
    return copy


def _held_copies(battle: Battle, option: Option, bleeds: list[tuple[float, int | None]], side: str,
                 advisor: "DrawSteelAdvisor") -> list[Battle] | None:
    """One copy per bleeding die group with `option` played up to the acting creature's power
    roll, or None if a copy does not stop there."""
    held = []
    for _, bleed_roll in bleeds:
        copy = _look_ahead_copy(battle, HOLD, bleed_roll)
        copy.choose(option)
        settle(copy, side, advisor, stop=FORK_STOPS)
        if not paused(copy):
            return None
        held.append(copy)
    return held


def tested_characteristics(option: Option) -> tuple[str, ...]:
    key = option.args.get("maneuver", "") if option.kind == "maneuver" else option.kind
    return TESTS_BY_OPTION.get(str(key), ())


def _decorrelated(state: int) -> int:
    """Look-ahead copies roll from a different stream than the real battle will, so the AI
    weighs chances instead of peeking at the dice it is about to get."""
    return (state ^ 0x9E3779B97F4A7C15) * 0xBF58476D1CE4E5B9 % (1 << 64)


@lru_cache(maxsize=4096)
def dice_groups(bonus: int, states: tuple[tuple[int, int], ...],
                crit_counts: bool) -> tuple[tuple[float, tuple[int, int]], ...]:
    """The 100 ways 2d10 can land, grouped by the tier they give each target (and whether
    the roll is a critical), each group with its probability and one representative roll."""
    groups: dict[tuple, list] = {}
    for d1 in range(1, 11):
        for d2 in range(1, 11):
            key = tuple(resolve(d1, d2, bonus, e, b).tier for e, b in states)
            key += (crit_counts and d1 + d2 >= 19,)
            entry = groups.setdefault(key, [0, (d1, d2)])
            entry[0] += 1
    return tuple((count / 100, dice) for count, dice in groups.values())


Twin = tuple[int, int, tuple[tuple[int, int], ...]]
NO_TWIN: Twin = (-1, -1, ())


@lru_cache(maxsize=4096)
def critical_twin(bonus: int, states: tuple[tuple[int, int], ...], crit_counts: bool) -> tuple[int, int]:
    """(i, k): in `dice_groups`, group k holds the critical hits and group i the rolls that give
    every target the same tiers without one; (-1, -1) if there is no such pair."""
    if not crit_counts:
        return -1, -1
    keys: list[tuple] = []
    for d1 in range(1, 11):
        for d2 in range(1, 11):
            key = tuple(resolve(d1, d2, bonus, e, b).tier for e, b in states)
            if key + (d1 + d2 >= 19,) not in keys:
                keys.append(key + (d1 + d2 >= 19,))
    crits = [k for k, key in enumerate(keys) if key[-1]]
    if len(crits) != 1:
        return -1, -1
    twins = [i for i, key in enumerate(keys[:crits[0]]) if key[:-1] == keys[crits[0]][:-1]]
    return (twins[0], crits[0]) if twins else (-1, -1)


def _rolled_as_grouped(facts: dict, option: Option, states: tuple[tuple[int, int], ...]) -> bool:
    """Did the copies resumed at the roll meet each target with the edges and banes the dice
    were grouped by (a response before the roll may have changed them)? Only then do a critical
    hit and its twin group give the same tiers."""
    targets = option.args["targets"]
    if len(targets) != len(states) or any(t not in facts for t in targets):
        return False
    return all((min(facts[t][0], 2), min(facts[t][1], 2)) == s for t, s in zip(targets, states))


Box = tuple[int, int, int, int, int, int]
"""A space by its nearest and farthest corners: (x, y, z, far x, far y, far z)."""


def _boxes(creatures: list[Creature]) -> list[Box]:
    """The `Box` of each creature's space."""
    out = []
    for c in creatures:
        (x, y, z), m = c.pos, c.squares
        out.append((x, y, z, x + m - 1, y + m - 1, z + m - 1))
    return out


def _distances(pos: Cell, n: int, boxes: list[Box]) -> list[int]:
    """`space_distance` from a space of size n at `pos` to each `Box`, written out (the AI asks
    it for every square it might move to and every enemy)."""
    ax, ay, az = pos
    ex, ey, ez = ax + n - 1, ay + n - 1, az + n - 1  # the far corner of the space
    out = []
    for bx, by, bz, fx, fy, fz in boxes:
        gx = bx - ex if ex < bx else ax - fx if fx < ax else 0
        gy = by - ey if ey < by else ay - fy if fy < ay else 0
        gz = bz - ez if ez < bz else az - fz if fz < az else 0
        out.append((gx if gx >= gz else gz) if gx >= gy else (gy if gy >= gz else gz))  # the max
    return out


def _frees_an_ally(battle: Battle, option: Option) -> bool:
    """Is this End Effect maneuver lifting a hindering condition off one's own side?"""
    target = battle.creatures.get(option.args.get("target", ""))
    acting = battle.creatures.get(battle.current) if battle.current else None
    return (target is not None and acting is not None and target.side == acting.side
            and option.args.get("condition") in CONDITION_COST)


def _guarded(enemies: list[Creature], allies: list[Creature], c: Creature) -> list[bool]:
    """For each foe: does it stand next to one of `c`'s allies (a foe a defender should take on)?"""
    others = [a for a in allies if a.id != c.id]
    return [any(space_distance(e.pos, e.squares, a.pos, a.squares) == 1 for a in others) for e in enemies]


def _ranged_minded(battle: Battle, c: Creature) -> bool:
    own = [battle.abilities[a] for a in c.abilities if a in battle.abilities]
    return bool(own) and own[0].has("ranged") and not own[0].has("melee")


EDGE_VALUE = 1.5
"""Roughly what one edge adds to an attack's expected damage, for weighing positions."""


def _edges_at(battle: Battle, c: Creature, pos: Cell, e: Creature, d: int, allies: list[Creature],
              ranged: bool, terrain: Terrain | None = None) -> int:
    """Edges a position promises against `e`: high ground (the engine's rule), and flanking
    for melee fighters."""
    n = c.squares
    edges = 1 if high_ground_from(battle, c, pos, e, terrain) else 0
    if d == 1 and not ranged:
        box = (e.pos[0], e.pos[1], e.pos[0] + e.squares, e.pos[1] + e.squares)
        me = (pos[0] + n / 2, pos[1] + n / 2)
        for a in allies:
            if space_distance(a.pos, a.squares, e.pos, e.squares) == 1 and crosses_opposite_sides(
                    me, (a.pos[0] + a.squares / 2, a.pos[1] + a.squares / 2), box):
                edges += 1
                break
    return edges


SITUATION_TAGS = frozenset(("defending", "riding", "climbing"))
"""The tags `_situation_value` reads (with conditions, its only sources: without them it is 0)."""


def _situation_value(battle: Battle, c: Creature, tags: dict) -> float:
    """Guard, aid marks, riding and perching: each term asked only where its tag or condition
    is there (the same sum as asking all four: the others are exactly 0)."""
    guard = _guard_value(battle, c) if tags.get("defending") and battle.current == c.id else 0.0
    aid = _aid_against(battle, c) if c.conditions else 0.0
    ride = riding_value(battle, c) if tags.get("riding") else 0.0
    perch = perch_value(battle, c) if tags.get("climbing") else 0.0
    return guard - aid + ride + perch


def _guard_value(battle: Battle, c: Creature) -> float:
    """A defending creature turns away part of what the enemies in reach could deal it, each
    enemy counted for the share of its blows likely to fall on it (one of the targets that enemy
    can reach, not all of them; issue 19: Defend was worth every enemy's blow at once). Counted
    only while the defender itself is choosing (that is when it weighs Defend against attacking):
    on anyone else's turn it would reward pinning down one's own allies (fewer threats, so the
    enemy's guard looks worth less)."""
    if not c.tags.get("defending") or battle.current != c.id:
        return 0.0
    strike = battle.abilities.get("melee_free_strike")
    if strike is None:
        return 0.0
    threat = 0.0
    friends = [a for a in battle.allies_of(c) if a.active] + [c]
    for e in battle.enemies_of(c):
        reach = movement_speed(e) + 1
        if not e.active or space_distance(c.pos, c.squares, e.pos, e.squares) > reach:
            continue
        # an enemy picks one of the targets it can reach: only that share of its blows is c's
        choices = sum(1 for f in friends if space_distance(f.pos, f.squares, e.pos, e.squares) <= reach)
        threat += expected_damage(e, strike, c, kill_bonus=False) / max(1, choices)
    return DEFEND_SHARE * threat


def _aid_against(battle: Battle, c: Creature) -> float:
    """An Aid Attack mark on `c` is worth an edge to its enemies while one of the aider's allies
    can still strike it this round."""
    for mark in c.conditions:
        if mark.name != "aided":
            continue
        aider = battle.creatures.get(mark.source)
        if aider is None:
            continue
        for ally in battle.allies_of(aider):
            if not ally.active or ally.id in battle.acted:
                continue
            if ally.id == battle.current and battle.turn.get("main", 0) <= 0:
                continue
            gap, speed = space_distance(ally.pos, ally.squares, c.pos, c.squares), movement_speed(ally)
            if gap <= speed + 1:  # within reach whatever its attacks (each reaches 1 at least)
                return EDGE_VALUE
            if gap <= speed + max((r for r, _ in _attacks(battle, ally)), default=1):
                return EDGE_VALUE
    return 0.0


def attack_table(battle: Battle, c: Creature, enemies: list[Creature]) -> list[tuple[int, list[float]]]:
    """For each usable damaging main-action ability: its reach and expected damage per enemy."""
    table = []
    for reach, ability in _attacks(battle, c):
        odds = damage_odds(c, ability)  # the same for every enemy: worked out once
        table.append((reach, [expected_from(odds, e) for e in enemies]))
    return table


def _attacks(battle: Battle, c: Creature) -> list[tuple[int, Ability]]:
    """Each usable damaging main-action ability of `c`, with its reach (at least 1)."""
    out = []
    for ability in abilities_of(battle, c):
        if ability.action != "main" or not ability.deals_damage or not usable(battle, c, ability):
            continue
        dist = ability.distance
        reach = dist.within + dist.reach - 1 if dist.kind in ("cube", "line") else reach_of(battle, c, ability)
        out.append((max(reach, 1), ability))
    return out


def expected_damage(c: Creature, ability, target: Creature, kill_bonus: bool = True) -> float:
    """Average damage of `ability` on `target`, plus the worth of a kill where it would be one."""
    return expected_from(damage_odds(c, ability), target, kill_bonus)


Odds = float | tuple[tuple[float, int], ...]
"""What an attack deals whoever it hits: a monster's free strike, its fixed damage (a float);
any other ability, each tier's chance and damage."""


def damage_odds(c: Creature, ability) -> Odds:
    """The `Odds` of `c` using `ability`."""
    if is_monster_free_strike(c, ability):
        return float(c.free_strike)
    char = roll_characteristic(c, ability)
    probs = tier_probabilities_float(c.char(char))
    return tuple((p, damage_amount(c, effect_for(ability, tier), char)) for tier, p in zip((1, 2, 3), probs))


def expected_from(odds: Odds, target: Creature, kill_bonus: bool = True) -> float:
    """`expected_damage` on `target` of an attack with these `damage_odds`."""
    alive = ALIVE if kill_bonus else 0.0
    if type(odds) is float:
        return odds + (alive if odds >= target.stamina else 0.0)
    needed = target.stamina + (target.winded_value if target.hero else 0)
    total = 0.0
    for p, dmg in odds:
        total += p * (dmg + (alive if dmg >= needed else 0))
    return total


def settle(battle: Battle, side: str, advisor: DrawSteelAdvisor, depth: int = 0,
           stop: tuple[str, ...] = ()) -> None:
    """Answer the follow-up decisions in a look-ahead copy until play moves on to a turn: this
    side's as well as it can, the other side's as that side would (an opportunity attack is
    taken: assume the worst), so an option that provokes is scored with what it provokes.
    `stop`: further decision kinds to stop at (a held copy's pause at the power roll)."""
    while True:
        decision = battle.pending()
        if decision is None or decision.kind in TURN_DECISIONS or decision.kind in stop:
            return
        quick = advisor.follow_up(battle, decision)
        if quick is None and depth < 1:
            who = decision.side
            scored = []
            settled: dict[int, Battle] = {}
            for i, opt in enumerate(_worth_trying(decision)):
                copy = battle.clone()
                copy.choose(opt)
                if _at_rest(copy):
                    settled[i] = copy
                settle(copy, who, advisor, depth + 1)
                scored.append((advisor.evaluate(copy, who), -i, opt))
                if i not in settled:  # done with
                    _let_go((copy,))
            _, best, quick = max(scored)
            if -best in settled and _same_play(battle):  # the copy already played the choice
                adopted = settled.pop(-best)
                battle.__dict__.update(adopted.__dict__)
                _let_go([adopted, *settled.values()])  # its decision is the battle's own now
                continue
            _let_go(settled.values())
        battle.choose(quick if quick is not None else decision.options[decision.default])



def _let_go(copies: Iterable[Battle]) -> None:
    """Drop the decision each of these look-ahead copies waits on (`Battle.reconsider`: anyone
    who asks `pending()` later is asked the same decision afresh). A turn's decision lists its
    options through a function that holds its battle, so a copy left holding one lives on in
    that loop until the garbage collector comes round; without it the copy is freed as soon as
    it is dropped (look-ahead drops thousands a battle: the collector's rounds cost 3%)."""
    for copy in copies:
        copy.reconsider()


def _at_rest(battle: Battle) -> bool:
    """Nothing left for `settle` to answer: a copy in this state is what settling gives."""
    decision = battle.pending()
    return decision is None or decision.kind in TURN_DECISIONS


def _same_play(battle: Battle) -> bool:
    """Does a plain copy of this battle play a choice exactly as the battle itself would? Yes
    for a look-ahead battle that records nothing and holds no forecast dice (a copy has none)."""
    return not battle.record and battle.forecast_dice is None


LOOK_AHEAD_PLACES = 16
"""At most this many landing places of a teleport are tried in look-ahead (spread evenly)."""

def path_burns(battle: Battle, c: Creature, path: list, stances: dict) -> float:
    """The damage the squares of damaging ground along a path deal, after immunity (a flier
    above them takes none)."""
    total = 0.0
    board = battle.board
    for pos in path[1:]:
        if stances.get(pos) == "fly" or not damaging_under(board, pos, c.squares):
            continue
        worst, kind = 0, "untyped"
        for x in range(pos[0], pos[0] + c.squares):
            for y in range(pos[1], pos[1] + c.squares):
                col = board.column(x, y)
                if col.damaging and col.ground <= pos[2] <= col.ground + col.liquid and col.damage > worst:
                    worst, kind = col.damage, col.damage_type
        total += modified_damage(c, worst, kind)
    return total


TURN_DECISIONS = ("turn", "next_creature", "first_side")
"""Decisions that start something new; look-ahead stops there."""
FORK_STOPS = (ROLL_FORK,)
"""Where a held copy stops before the roll is played once per group of dice."""


def _worth_trying(decision: Decision) -> list[Option]:
    """In look-ahead, a forced move is tried only at full length in each straight direction
    (where collisions and falls happen); other decisions try every option."""
    if decision.kind == "teleport_other" and len(decision.options) > LOOK_AHEAD_PLACES:
        step = len(decision.options) // LOOK_AHEAD_PLACES + 1
        return [decision.options[0]] + list(decision.options[1::step])
    if decision.kind != "force_move":
        return list(decision.options)
    longest: dict[tuple, Option] = {}
    keep = [decision.options[0]]
    for opt in decision.options[1:]:
        steps = opt.args["steps"]
        if any(s != steps[0] for s in steps):
            continue
        first = tuple(steps[0])
        if first not in longest or len(steps) > len(longest[first].args["steps"]):
            longest[first] = opt
    return keep + list(longest.values())
