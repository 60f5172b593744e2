"""What the Olde Swords Reign AI weighs (`rules.core.advisor.Advisor`).

The only decision of this ruleset is the declaration, answered here (`follow_up`) creature by
creature: each declared action is valued with exact d20 odds (EDGE and SETBACK included) and
exact damage distributions, against the battle as it stands when the side declares. It never
assumes its own declarations resolve in a given order: the damage its allies have already
declared on a target is counted by its expectation (which does not depend on the order), so
the AI does not pile every blow on one nearly dead foe. Where to move is the best action from
there, less the harm the foes could do there and the opportunity attacks on the way."""
from __future__ import annotations

from ..core.battle import Battle
from ..core.decisions import Decision, Option
from ..core.geometry import Cell, space_distance, spaces_adjacent
from .attacks_and_damage.attack import attack_bonus
from .attacks_and_damage.damage_roll import damage_bonus
from .attacks_and_damage.modifiers import attack_reasons
from .combat_actions.free_actions import usable_from
from .content.model import Ability
from .creature import OldeCreature
from .combat_actions.improvise import GRIT_DC, HURL_DC
from .odds import attack_outcomes, d20_chance, dice_dist, expected, save_outcomes
from .opportunity_attacks.opportunity import USED, in_melee_with_another, melee_ability
from .rolls import HELPED, net_edge
from .saving_throws.saves import check_bonus, save_bonus
from .targeting import targets_from

KILL = 8.0
DANGER = 0.25
CLOSING = 0.3


def threat(battle: Battle, c: OldeCreature, target: OldeCreature) -> float:
    """The expected damage of `c`'s best attack on `target` from beside it (no modifiers)."""
    key = ("os_threat", c.id, target.id)
    found = battle.cache.get(key)
    if found is not None:
        return found
    best = 0.0
    for aid in c.abilities:
        a = battle.abilities[aid]
        if a.kind != "spell_heal":
            best = max(best, sum(p * expected(d, 999)[0] for p, d in _outcomes(battle, c, target, a, 0)))
    battle.cache[key] = best
    return best


def _outcomes(battle: Battle, c: OldeCreature, target: OldeCreature, a: Ability, net: int):
    if a.kind == "spell_save":
        return save_outcomes(save_bonus(target, a.save), a, 0)
    return attack_outcomes(attack_bonus(c, a), target.ac, net, a, damage_bonus(c, a))


def harm_value(battle: Battle, c: OldeCreature, at: Cell, target: OldeCreature, a: Ability,
               pledged: dict[str, float]) -> float:
    """Damage expected on `target` up to what it has left (after what allies pledged), plus a
    bonus for the chance to drop it, the bigger the more harm it does."""
    net = net_edge(attack_reasons(battle, c, at, target, a)) + (1 if c.tags.get(HELPED) else 0)
    left = max(1, round(target.hp - pledged.get(target.id, 0.0)))
    bonus = KILL + threat(battle, target, c)
    value = 0.0
    for chance, dist in _outcomes(battle, c, target, a, net):
        dmg, drop = expected(dist, left)
        value += chance * (dmg + drop * bonus)
    return value


def expected_harm(battle: Battle, c: OldeCreature, target: OldeCreature, a: Ability) -> float:
    net = net_edge(attack_reasons(battle, c, c.pos, target, a))
    return sum(p * expected(d, 999)[0] for p, d in _outcomes(battle, c, target, a, net))


class OldeAdvisor:
    def follow_up(self, battle: Battle, decision: Decision) -> Option | None:
        if decision.kind != "declare":
            return None
        c: OldeCreature = battle.creatures[decision.creature]  # type: ignore[assignment]
        pledged = self._pledged(battle, decision.info.get("declared", {}))
        if decision.info.get("part") == "free":
            return max(decision.options, key=lambda o: self.free_value(c, o.args["free"]))
        if decision.info.get("part") == "action":
            draft = decision.info.get("draft", {})
            at: Cell = tuple(draft["to"]) if draft.get("to") else c.pos  # type: ignore[assignment]
            return max(decision.options, key=lambda o: self.action_value(battle, c, at, o, pledged))
        return self._best_move(battle, c, decision.options, pledged)

    def _pledged(self, battle: Battle, declared: dict) -> dict[str, float]:
        out: dict[str, float] = {}
        for cid, d in declared.items():
            if d.get("action") in ("attack", "cast") and d.get("target") in battle.creatures:
                a = battle.abilities[d["ability"]]
                if a.kind != "spell_heal":
                    t: OldeCreature = battle.creatures[d["target"]]  # type: ignore[assignment]
                    out[t.id] = out.get(t.id, 0.0) + expected_harm(battle, battle.creatures[cid], t, a)  # type: ignore[arg-type]
        return out

    def action_value(self, battle: Battle, c: OldeCreature, at: Cell, option: Option,
                     pledged: dict[str, float]) -> float:
        args = option.args
        action = args.get("action")
        target: OldeCreature | None = battle.creatures.get(args.get("target", ""))  # type: ignore[assignment]
        if action in ("attack", "cast") and target is not None:
            a = battle.abilities[args["ability"]]
            if a.kind == "spell_heal":
                return self._heal_value(c, target, a)
            return harm_value(battle, c, at, target, a, pledged)
        if action == "stabilize":
            return 6.0
        if action == "ready":
            return 0.15
        if action == "improvise":
            return self._stunt_value(battle, c, target, args)
        if action == "help" and target is not None:
            return 0.6 if any(spaces_adjacent(target.pos, target.squares, f.pos, f.squares)
                              for f in battle.enemies_of(target) if f.active) else 0.05
        if action == "hide":
            return 0.05 + 0.3 * (not self._beside_foes(battle, c, at))
        if action == "dodge":
            return 0.1 + 0.4 * len(self._beside_foes(battle, c, at))
        return 0.0

    def free_value(self, c: OldeCreature, what: str) -> float:
        """Re-arming always pays; a potion when below half HP."""
        if what in ("pick_up", "draw"):
            return 3.0 if what == "pick_up" else 2.0
        if what == "potion":
            return 1.0 if 2 * c.hp <= c.max_hp else -1.0
        return 0.0

    def _stunt_value(self, battle: Battle, c: OldeCreature, target: OldeCreature | None, args: dict) -> float:
        """Throwing a foe into harm is worth about its expected damage at the odds; grit in the
        eyes a little; a leap nothing by itself."""
        if target is None:
            return 0.0
        if args.get("stunt") == "hurl":
            return d20_chance(check_bonus(c, "STR"), HURL_DC, 0) * 5.0
        if args.get("stunt") == "grit":
            return d20_chance(check_bonus(c, "DEX"), GRIT_DC, 0) * 0.5 * threat(battle, target, c)
        return 0.0

    def _heal_value(self, c: OldeCreature, target: OldeCreature, a: Ability) -> float:
        if target.dying:
            return 14.0
        amount = sum(p * d for d, p in dice_dist(a.dice.count, a.dice.size)) + c.mod(a.score)
        return 0.8 * min(amount, target.max_hp - target.hp)

    def _beside_foes(self, battle: Battle, c: OldeCreature, at: Cell) -> list[OldeCreature]:
        return [f for f in battle.enemies_of(c)  # type: ignore[misc]
                if f.active and spaces_adjacent(at, c.squares, f.pos, f.squares)]

    def best_action_from(self, battle: Battle, c: OldeCreature, at: Cell, pledged: dict[str, float]) -> float:
        best = 0.0
        for aid in usable_from(battle, c, at):
            a = battle.abilities[aid]
            for t in targets_from(battle, c, at, a):
                value = self._heal_value(c, t, a) if a.kind == "spell_heal" else \
                    harm_value(battle, c, at, t, a, pledged)
                best = max(best, value)
        return best

    def _best_move(self, battle: Battle, c: OldeCreature, options: tuple[Option, ...],
                   pledged: dict[str, float]) -> Option:
        foes = [f for f in battle.enemies_of(c) if f.active]
        menaces = self._menaces(battle, c, foes)
        strikers = self._strikers(battle, c)
        scored: list[tuple[float, int, Option]] = []
        for i, opt in enumerate(options):
            to = tuple(opt.args["to"]) if opt.args.get("to") else c.pos
            if opt.args.get("dash"):
                value = -CLOSING * self._gap(c, to, foes) - 1.0  # type: ignore[arg-type]
            else:
                act = self.best_action_from(battle, c, to, pledged)  # type: ignore[arg-type]
                if act <= 0:
                    act = -CLOSING * self._gap(c, to, foes)  # type: ignore[arg-type]
                value = act - self._danger(c, to, menaces) - self._opportunity_risk(c, to, act, strikers)  # type: ignore[arg-type]
            scored.append((value, -i, opt))
        return max(scored)[2]

    def _gap(self, c: OldeCreature, to: Cell, foes: list) -> float:
        return min((space_distance(to, c.squares, f.pos, f.squares) for f in foes), default=0)

    @staticmethod
    def _menaces(battle: Battle, c: OldeCreature, foes: list) -> list[tuple[OldeCreature, int, float]]:
        """Each active foe with how far it can strike after moving and how much it threatens `c`."""
        return [(f, f.speed + max((battle.abilities[a].reach for a in f.abilities), default=1), threat(battle, f, c))
                for f in foes]

    def _danger(self, c: OldeCreature, to: Cell, menaces: list[tuple[OldeCreature, int, float]]) -> float:
        total = 0.0
        for f, strike_range, menace in menaces:
            if space_distance(to, c.squares, f.pos, f.squares) <= strike_range:
                total += menace
        return DANGER * total / max(1, c.hp) * 4

    @staticmethod
    def _strikers(battle: Battle, c: OldeCreature) -> list[tuple[OldeCreature, int, float]]:
        """The foes that would get an opportunity attack on `c` if it left their reach: each
        with its reach and the harm its blow is likely to do."""
        out = []
        for f in battle.enemies_of(c):
            foe: OldeCreature = f  # type: ignore[assignment]
            a = melee_ability(battle, foe)
            if a is None or not foe.active or foe.tags.get(USED) or in_melee_with_another(battle, foe, c):
                continue
            if space_distance(c.pos, c.squares, foe.pos, foe.squares) <= a.reach:
                out.append((foe, a.reach, expected_harm(battle, foe, c, a)))
        return out

    def _opportunity_risk(self, c: OldeCreature, to: Cell, act: float,
                          strikers: list[tuple[OldeCreature, int, float]]) -> float:
        """The opportunity attacks the move would draw; when they cost more than the action
        gains, the creature would rather Disengage (worth nothing but safe)."""
        risk = 0.0
        for foe, reach, harm in strikers:
            if reach < space_distance(to, c.squares, foe.pos, foe.squares):
                risk += harm
        return min(risk, max(act, 0.0)) if risk else 0.0

    # ---------------------------------------------------------------- the rest of the protocol
    def evaluate(self, battle: Battle, side: str) -> float:
        if battle.winner:
            return 1000.0 if battle.winner == side else -1000.0
        total = 0.0
        for c in battle.creatures.values():
            o: OldeCreature = c  # type: ignore[assignment]
            worth = (10.0 + o.hp) if o.active else 0.0
            total += worth if o.side == side else -worth
        return total

    def outcomes(self, battle: Battle, option: Option) -> list[tuple[float, Battle]]:
        copy = battle.clone()
        copy.choose(option)
        return [(1.0, copy)]

    def position_value(self, battle: Battle, creature, pos: Cell, attack_left: bool) -> float:
        return self.best_action_from(battle, creature, pos, {})

    def position_values(self, battle: Battle, creature, positions: list[Cell], attack_left: bool) -> list[float]:
        return [self.position_value(battle, creature, p, attack_left) for p in positions]

    def attack_left(self, battle: Battle, creature) -> bool:
        return False  # positions are rated by the best action from them anyway

    def move_risk(self, battle: Battle, creature, option: Option) -> float:
        return 0.0

    def estimate(self, battle: Battle, option: Option) -> float | None:
        return None

    def turn_priority(self, battle: Battle, creature) -> float:
        return 0.0

    def sets_up(self, battle: Battle, option: Option) -> bool:
        return False

    def worth_considering(self, battle: Battle, option: Option) -> bool:
        return True
