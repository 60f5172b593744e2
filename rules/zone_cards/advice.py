"""What the AI weighs (`rules.core.advisor.Advisor`).

A side's worth is, for each creature still in the fight, a large bonus plus the Harm it can
still take (and a little for bonus dice and cover), less its troubles (fire, poison, a hold).
An attack is played out exactly: the difference between the attack's and the defence's
successes is binomial on both pools (a 6 a success), and each possible difference is played on a
copy weighed by its exact chance, with the defender's reaction chosen as the defender's own AI
would. Reactions are committed when the Harm they are likely to save outweighs the maneuver they
spend. A side badly beaten values its fighters that got away. A creature's promise is the
blow it could strike from where it stands, counted for less for each fast maneuver still needed
first (drawing the weapon, closing on a foe behind cover), or else how near it is to a foe; and a
maneuver that sets up a blow (`sets_up`) is worth the blow it allows."""
from __future__ import annotations

from fractions import Fraction

from ..core.battle import Battle
from ..core.decisions import Decision, Option
from .combat.attack import ability_of
from .combat.defence import allowed, reaction_pool
from .combat.moves import FISTS, attack_action, move_of
from .combat.needed import can_reach_in_cover, needed
from .combat.results import harm_level
from .creature import ZoneCardsCreature
from .harm import room_left
from .odds import expected_extras, hit_chance, net
from .place import IN_COVER, apart, zone_name
from .pools import best_action, pool_size

STANDING = 12.0
ROOM = 2.0
READY = 1.5
CLOSING = 0.4
THREAT = 0.5
"""What each level of Harm a creature's best attack is likely to do is worth to its promise."""
SOON = (1.0, 0.6, 0.35)
"""How much an attack counts towards the promise by the fast maneuvers still needed before it
(none; one: draw the weapon, close on a foe behind cover or break a hold; two)."""
GOT_AWAY = 1.0
FIRE = 3.0
"""What each level of a fire's intensity costs a burning creature: about a round and a half of
the Harm it deals (002 Fire); each success already made towards putting it out takes off half."""
FOLLOW_KINDS = ("reaction", "spend", "defence_swap", "chase", "hold", "card_swap")
SETS_UP = ("zone_move", "draw", "stand", "close", "turn_around", "lines", "climb")


def room(c: ZoneCardsCreature) -> float:
    if c.uses_points:
        return float(room_left(c))
    return room_left(c, "physical") + 0.6 * room_left(c, "mental")


def staying_power(c: ZoneCardsCreature) -> float:
    """How much more it can take, by the kind of Harm it is closest to breaking from."""
    if c.uses_points:
        return float(room_left(c))
    return float(min(room_left(c, "physical"), room_left(c, "mental")))


def worth(c: ZoneCardsCreature, beaten: bool) -> float:
    """A creature still fighting; one that got away counts only for a side that is beaten, for
    whom a fighter still standing is likely lost."""
    if c.removed and not c.broken:
        return STANDING * GOT_AWAY if beaten else 0.0
    if not c.active:
        return 0.0
    trouble = FIRE * c.burning - FIRE / 2 * c.extinguish + c.poison + (2.0 if c.tags.get("held_by") else 0.0) + (0.5 if c.has("prone") else 0.0)
    extra = 0.4 * c.bonus + (0.3 if c.tags.get(IN_COVER) else 0.0)
    if beaten:
        return STANDING * 0.5 + ROOM * staying_power(c) - trouble + extra
    return STANDING + ROOM * room(c) - trouble + extra


def beaten(battle: Battle, side: str) -> bool:
    """The side's staying power is less than half its foes'."""
    mine = sum(staying_power(c) + 2 for c in battle.creatures.values() if c.side == side and c.active)  # type: ignore[arg-type]
    theirs = sum(staying_power(c) + 2 for c in battle.creatures.values() if c.side != side and c.active)  # type: ignore[arg-type]
    return mine * 2 < theirs


def ready_weapons(battle: Battle, c: ZoneCardsCreature) -> list:
    out = []
    for wid in c.weapons:
        w = battle.abilities[wid]
        if w.kind in ("spell", "breath") or c.wielding == wid:
            out.append(w)
    return out


def expected_harm(battle: Battle, a: ZoneCardsCreature, t: ZoneCardsCreature, aid: str, move: str) -> float:
    ability = ability_of(battle, aid)
    gear = 0 if move in ("punch", "push", "grapple", "gag") else ability.bonus
    n = pool_size(a, attack_action(ability, move), gear)
    need, _ = needed(battle, a, t, move)
    m = max((pool_size(t, *reaction_pool(battle, t, r, ability)) for r in allowed(t, move)), default=0)
    p = float(hit_chance(n, m, need))
    if move in ("grapple", "gag"):
        return p * 2.0
    if move == "push":
        return p * 0.5
    return p * (harm_level(a, t, ability, 0) + expected_extras(n, m, need))


class ZoneCardsAdvisor:
    SET_UP_BY_ESTIMATE = True
    """A drawn sword or a foe closed on is worth the blow it allows (`rules.core.advisor`)."""

    def evaluate(self, battle: Battle, side: str) -> float:
        if battle.winner:
            return 1000.0 if battle.winner == side else -1000.0
        total = 0.0
        lost = beaten(battle, side)
        for c in battle.creatures.values():
            z: ZoneCardsCreature = c  # type: ignore[assignment]
            if z.side == side:
                total += worth(z, lost) + (0.0 if lost else self._promise(battle, z))
            else:
                total -= worth(z, False)
        return total

    def _promise(self, battle: Battle, c: ZoneCardsCreature) -> float:
        """What the creature threatens from where it is: a foe within reach of one of its
        weapons (drawn or not) or of its fists is worth READY plus part of the Harm its best
        attack is likely to do, less for each fast maneuver still needed before it (002 Maneuver
        in Combat: drawing a weapon, closing on a foe behind cover); otherwise being nearer a
        foe is worth a little."""
        if not c.active or battle.zones is None:
            return 0.0
        threat = -1.0
        best = 99
        pools: dict[str, int] = {}
        for f in battle.creatures.values():
            if f.side == c.side or not f.active:
                continue
            span = apart(battle, c, f)
            if span is None:
                continue
            harm = self._readiness(battle, c, f, span, pools)  # type: ignore[arg-type]
            if harm is not None:
                threat = max(threat, harm)
                continue
            moves = battle.zones.distance(zone_name(battle, c), zone_name(battle, f))
            best = min(best, moves if moves is not None else span + 3)
        if threat >= 0:
            return READY + THREAT * threat
        return -CLOSING * best if best < 99 else 0.0

    @staticmethod
    def _readiness(battle: Battle, c: ZoneCardsCreature, f: ZoneCardsCreature, span: int,
                   pools: dict[str, int]) -> float | None:
        """The Harm the creature's best attack on `f` would do if unopposed (a quick measure:
        the defender's reaction is left out), discounted by the fast maneuvers it needs first
        (SOON); None when no weapon of its reaches that far. `pools` keeps the creature's
        attack pools between foes."""
        best: float | None = None
        held = 1 if c.tags.get("held_by") else 0
        for wid in (*c.weapons, *((FISTS.id,) if span == 0 else ())):
            w = ability_of(battle, wid)
            if not w.low <= span <= w.high:
                continue
            move = "punch" if wid == FISTS.id else move_of(w)
            steps = held + (1 if w.kind in ("melee", "ranged") and wid != FISTS.id and c.wielding != wid else 0)
            steps += 0 if can_reach_in_cover(c, f, move) else 1
            if wid not in pools:
                pools[wid] = pool_size(c, attack_action(w, move), 0 if wid == FISTS.id else w.bonus)
            n = pools[wid]
            need, _ = needed(battle, c, f, move)
            value = SOON[min(steps, 2)] * float(hit_chance(n, 0, need)) * (
                harm_level(c, f, w, 0) + expected_extras(n, 0, need))
            best = value if best is None else max(best, value)
        return best

    # ------------------------------------------------------------------ look-ahead
    def outcomes(self, battle: Battle, option: Option) -> list[tuple[float, Battle]]:
        if option.kind == "attack" and battle.current:
            return self._exact(battle, option)
        if option.kind == "flee" and battle.current:
            return self._flight(battle, option)
        if option.kind == "extinguish" and battle.current:
            return self._extinguish(battle, option)
        if option.kind == "climb" and battle.current:
            return self._climb(battle, option)
        copy = battle.clone()
        copy.choose(option)
        self._settle(copy)
        return [(1.0, copy)]

    def _exact(self, battle: Battle, option: Option) -> list[tuple[float, Battle]]:
        a: ZoneCardsCreature = battle.creatures[battle.current]  # type: ignore[assignment]
        t: ZoneCardsCreature = battle.creatures[option.args["target"]]  # type: ignore[assignment]
        ability = ability_of(battle, option.args["ability"])
        move = option.args["move"]
        gear = 0 if move in ("punch", "push", "grapple", "gag") else ability.bonus
        n = pool_size(a, attack_action(ability, move), gear)
        need, _ = needed(battle, a, t, move)
        probe = battle.clone()
        probe.choose(option)
        pending = probe.pending()
        reaction: Option | None = None
        m = 0
        if pending is not None and pending.kind == "reaction":
            reaction = self._react(probe, pending)
            r = reaction.args.get("reaction", "")
            if r:
                m = pool_size(t, *reaction_pool(probe, t, r, ability))  # type: ignore[arg-type]
        miss = sum((p for diff, p in net(n, m) if diff < need), Fraction(0))
        out: list[tuple[float, Battle]] = []
        if miss:
            out.append((float(miss), self._branch(battle, option, reaction, 0, n, 0, m)))
        for diff, p in net(n, m):
            if diff >= need:
                out.append((float(p), self._branch(battle, option, reaction, diff, n, 0, m)))
        return out

    def _flight(self, battle: Battle, option: Option) -> list[tuple[float, Battle]]:
        """Getting away or not, each with its exact chance (a chaser's dice cancelling)."""
        c: ZoneCardsCreature = battle.creatures[battle.current]  # type: ignore[assignment]
        n = pool_size(c, best_action(c, ("finesse", "sneak")))
        probe = battle.clone()
        probe.choose(option)
        pending = probe.pending()
        chase: Option | None = None
        m = 0
        if pending is not None and pending.kind == "chase":
            chase = self.follow_up(probe, pending)
            chaser = probe.creatures.get(chase.args.get("chaser", "")) if chase is not None else None
            m = pool_size(chaser, best_action(chaser, ("finesse", "track"))) if chaser else 0  # type: ignore[arg-type]
        return self._made_or_not(battle, option, chase, n, m)

    def _extinguish(self, battle: Battle, option: Option) -> list[tuple[float, Battle]]:
        """Putting out the flames (002 Fire): every count of successes that makes a difference
        (none, each one short of the intensity, enough), with its exact binomial chance."""
        c: ZoneCardsCreature = battle.creatures[battle.current]  # type: ignore[assignment]
        n = pool_size(c, "finesse")
        left = max(1, c.burning - c.extinguish)
        chances = dict(net(n, 0))
        out = []
        for k in range(left):
            if chances.get(k):
                out.append((float(chances[k]), self._branch(battle, option, None, k, n, 0, 0)))
        enough = sum((p for k, p in chances.items() if k >= left), Fraction(0))
        if enough:
            out.append((float(enough), self._branch(battle, option, None, left, n, 0, 0)))
        return out

    def _climb(self, battle: Battle, option: Option) -> list[tuple[float, Battle]]:
        """Up into the rough ground or a slip and a fall, each with its exact chance (one
        success needed; 002 Zones and Distance). A single sample of the dice judged it before,
        and a pack of wolves waited in the Wood for three rounds behind one unlucky roll."""
        c: ZoneCardsCreature = battle.creatures[battle.current]  # type: ignore[assignment]
        return self._made_or_not(battle, option, None, pool_size(c, best_action(c, ("finesse", "endure"))), 0)

    def _made_or_not(self, battle: Battle, option: Option, reaction: Option | None, n: int,
                     m: int) -> list[tuple[float, Battle]]:
        """The two ways a roll needing one success (n dice against m) can go, each with its
        exact chance: made, or not."""
        p = float(hit_chance(n, m, 1))
        return [(chance, self._branch(battle, option, reaction, got, n, 0, m))
                for chance, got in ((p, 1), (1 - p, 0)) if chance > 0]

    def _branch(self, battle: Battle, option: Option, reaction: Option | None, a: int, n: int,
                d: int, m: int) -> Battle:
        copy = battle.clone()
        copy.dice.script[:0] = [6] * a + [1] * (n - a) + [6] * d + [1] * (m - d)
        copy.choose(option)
        if reaction is not None:
            pending = copy.pending()
            if pending is not None and pending.kind in ("reaction", "chase"):
                copy.choose(reaction)
        copy.dice.script.clear()
        self._settle(copy)
        return copy

    def _settle(self, copy: Battle) -> None:
        """Answer the follow-up questions of the look-ahead as the AI would."""
        for _ in range(6):
            pending = copy.pending()
            if pending is None or pending.kind not in FOLLOW_KINDS:
                return
            copy.choose(self.follow_up(copy, pending) or pending.options[pending.default])

    # ------------------------------------------------------------------ follow-ups
    def follow_up(self, battle: Battle, decision: Decision) -> Option | None:
        if decision.kind == "reaction":
            return self._react(battle, decision)
        if decision.kind == "chase":
            return max(decision.options, key=lambda o: self._chaser(battle, o))
        if decision.kind == "hold":
            return decision.options[-1]
        if decision.kind == "defence_swap":
            c = battle.creatures[decision.creature]
            mine = min(getattr(c, "cards", [11]) or [11])
            return min(decision.options, key=lambda o: o.args.get("card") or mine)
        if decision.kind in ("spend", "card_swap"):
            return decision.options[0]
        return None

    def _chaser(self, battle: Battle, option: Option) -> int:
        f = battle.creatures.get(option.args.get("chaser", ""))
        return pool_size(f, best_action(f, ("finesse", "track")), spend_bonus=False) if f else 0  # type: ignore[arg-type]

    def _react(self, battle: Battle, decision: Decision) -> Option:
        """The reaction that saves the most expected Harm, net of what the maneuver is worth."""
        t: ZoneCardsCreature = battle.creatures[decision.creature]  # type: ignore[assignment]
        frame = battle.stack[-1]
        a: ZoneCardsCreature = battle.creatures[frame["attacker"]]  # type: ignore[assignment]
        ability = ability_of(battle, frame["ability"])
        move = frame["move"]
        gear = 0 if move in ("punch", "push", "grapple", "gag") else ability.bonus
        n = pool_size(a, attack_action(ability, move), gear)
        need, _ = needed(battle, a, t, move)
        hurt = 2.5 if move in ("grapple", "gag") else harm_level(a, t, ability, 0) + 0.5
        turn_ahead = t.id not in battle.acted and battle.current != t.id
        cost = 0.5 if t.fast > 0 else (3.0 if turn_ahead else 0.5)
        danger = 1.0 + (STANDING / ROOM if room(t) <= hurt else 0.0)

        def value(opt: Option) -> float:
            r = opt.args.get("reaction", "")
            m = pool_size(t, *reaction_pool(battle, t, r, ability)) if r else 0
            p = float(hit_chance(n, m, need))
            return -p * hurt * danger * ROOM - (cost if r else 0.0)
        return max(decision.options, key=value)

    # ------------------------------------------------------------------ positions
    def position_value(self, battle: Battle, creature, pos, attack_left: bool) -> float:
        return self._promise(battle, creature)

    def position_values(self, battle: Battle, creature, positions: list, attack_left: bool) -> list[float]:
        return [self._promise(battle, creature) for _ in positions]

    def attack_left(self, battle: Battle, creature) -> bool:
        return False  # zones are rated by the side's promise, not by reach

    def move_risk(self, battle: Battle, creature, option: Option) -> float:
        return 0.0

    def estimate(self, battle: Battle, option: Option) -> float | None:
        if option.kind == "attack" and battle.current:
            a = battle.creatures[battle.current]
            t = battle.creatures[option.args["target"]]
            return expected_harm(battle, a, t, option.args["ability"], option.args["move"])  # type: ignore[arg-type]
        return None

    def turn_priority(self, battle: Battle, creature) -> float:
        return 0.0

    def sets_up(self, battle: Battle, option: Option) -> bool:
        """Maneuvers that bring a weapon to bear; not for a side so badly beaten that it is
        looking for a way out rather than a next blow."""
        if option.kind not in SETS_UP or not battle.current:
            return False
        return not beaten(battle, battle.creatures[battle.current].side)

    def worth_considering(self, battle: Battle, option: Option) -> bool:
        return option.kind not in ("card_swap",)
