"""The greedy player: scores every option by its expected value one decision ahead.

Abilities are judged by exact look-ahead: each distinct outcome of the power roll is played on a
copy of the battle and weighed by its exact probability. Movement is judged by how promising the
destination is (what the creature could hit from there, and how safe it is), which is cheap
enough to rate every reachable square. Follow-up decisions (a tier, a forced-move direction)
are judged by playing each option on a copy.
"""
from __future__ import annotations

from ..core.battle import Battle
from ..core.decisions import MOVE_KINDS, Decision, Option
from ..core.advisor import Advisor

MOVE_MARGIN = 0.25
LOOKAHEAD_LIMIT = 8
"""Ability options rated by full look-ahead per decision: the most promising by quick estimate."""
GAIN_FLOOR = 1e-6
"""An option must gain more than this over ending the turn. Summing outcome values weighed by
probabilities that add up to 1 only within rounding leaves gains like 3e-14 on options that
change nothing (heaving an object and then leaving it in place); they are no gain at all."""


class GreedyPlayer:
    name = "greedy"

    def __call__(self, battle: Battle, decision: Decision) -> Option:
        if len(decision.options) == 1:
            return decision.options[0]
        advisor = battle.rules.advisor()
        if decision.kind == "turn":
            return self._turn(battle, decision, advisor)
        if decision.kind == "first_side":
            return next((o for o in decision.options if o.args.get("side") == decision.side),
                        decision.options[0])
        if decision.kind == "next_creature":
            return self._next_creature(battle, decision, advisor)
        quick = advisor.follow_up(battle, decision)
        if quick is not None:
            return quick
        return best_by_lookahead(battle, decision, advisor)

    def turn_choice(self, battle: Battle, decision: Decision, advisor: Advisor) -> Option:
        """The greedy step for a turn decision, asking `advisor` (another player's way in)."""
        if len(decision.options) == 1:
            return decision.options[0]
        return self._turn(battle, decision, advisor)

    def _next_creature(self, battle: Battle, decision: Decision, advisor: Advisor) -> Option:
        def promise(opt: Option) -> float:
            c = battle.creatures[opt.args["creature"]]
            return advisor.position_value(battle, c, c.pos, True) + advisor.turn_priority(battle, c)
        return max(decision.options, key=promise)

    def _turn(self, battle: Battle, decision: Decision, advisor: Advisor) -> Option:
        c = battle.creatures[decision.creature]
        side = decision.side
        base = advisor.evaluate(battle, side)
        best: tuple[float, int, Option] = (0.0, 0, decision.options[0])
        moves = [o for o in decision.options if o.kind in MOVE_KINDS]
        for i, opt in self._shortlist(battle, decision, advisor):
            value = expected_value(battle, opt, advisor, side) - base
            if advisor.sets_up(battle, opt):
                value += self._follow_up_value(battle, opt, advisor, side)
            if value > max(best[0], GAIN_FLOOR):
                best = (value, -i, opt)
        if moves:
            move = self._best_move(battle, c, moves, advisor)
            if move is not None and move[0] > best[0]:
                return move[1]
            if getattr(advisor, "MOVE_BEFORE_STRIKING", False) and best[0] > GAIN_FLOOR \
                    and advisor.estimate(battle, best[2]) is not None:
                first = self._move_before_striking(battle, c, moves, advisor)
                if first is not None:
                    return first
        return best[2]

    def _move_before_striking(self, battle: Battle, c, moves: list[Option], advisor: Advisor) -> Option | None:
        """A move worth making before the blow chosen now: one that makes the blow better (an
        edge, a nearer shot, a weaker foe in reach) by more than the move left after the blow
        would gain anyway. The promise of a square holds the blow struck from there, so a move's
        gain is the blow's improvement plus the square's other merits; the blow itself is struck
        either way and cancels out of the comparison."""
        if not advisor.attack_left(battle, c):
            return None
        spare = [o for o in moves if "using the main action" not in o.label]
        if not spare:
            return None
        ends = [tuple(o.args["to"]) for o in spare]
        here = c.pos
        armed = advisor.position_values(battle, c, ends + [here], True)
        bare = advisor.position_values(battle, c, ends + [here], False)
        armed_here, bare_here = armed.pop(), bare.pop()
        first: tuple[float, Option] | None = None
        after = 0.0
        for opt, a, b in zip(spare, armed, bare):
            if a - armed_here <= MOVE_MARGIN and b - bare_here <= after:
                continue
            risk = advisor.move_risk(battle, c, opt)
            after = max(after, b - bare_here - risk)
            if a - armed_here > b - bare_here and (first is None or a - armed_here - risk > first[0]):
                first = (a - armed_here - risk, opt)
        if first is None or first[0] <= after + MOVE_MARGIN:
            return None
        return first[1]

    def _follow_up_value(self, battle: Battle, option: Option, advisor: Advisor, side: str) -> float:
        """For options that prepare the next one (standing up before striking, getting on a
        mount before riding): the best ability afterwards compared with the best ability now,
        plus the best move it opens up."""
        after = battle.clone()
        after.choose(option)
        decision = after.pending()
        if decision is None or decision.kind != "turn" or decision.side != side:
            return 0.0
        now = self._best_ability_value(battle, battle.pending(), advisor, side)
        later = self._best_ability_value(after, decision, advisor, side)
        moves = [o for o in decision.options if o.kind in MOVE_KINDS]
        move = self._best_move(after, after.creatures[decision.creature], moves, advisor) if moves else None
        return max(0.0, later - now) + (move[0] if move else 0.0)

    def _best_ability_value(self, battle: Battle, decision: Decision | None, advisor: Advisor,
                            side: str) -> float:
        if decision is None:
            return 0.0
        base = advisor.evaluate(battle, side)
        values = [expected_value(battle, o, advisor, side) - base
                  for o in self._after_set_up(battle, decision, advisor)
                  if not advisor.sets_up(battle, o)]
        return max(values, default=0.0)

    def _after_set_up(self, battle: Battle, decision: Decision, advisor: Advisor) -> list[Option]:
        """The options whose best value a set-up is measured by: the first three of the
        shortlist, or, for an advisor that asks for it (`SET_UP_BY_ESTIMATE`), the three with
        the best quick estimate (its attacks), so drawing a sword is judged by the blow it allows
        and not by whichever three other maneuvers happen to be listed first."""
        shortlist = self._shortlist(battle, decision, advisor)
        if getattr(advisor, "SET_UP_BY_ESTIMATE", False):
            return [o for _, o in shortlist if advisor.estimate(battle, o) is not None][:3]
        return [o for _, o in shortlist[:3]]

    def _shortlist(self, battle: Battle, decision: Decision,
                   advisor: Advisor) -> list[tuple[int, Option]]:
        """Options worth a full look-ahead: every one without a quick estimate, plus the best
        few by estimate."""
        always: list[tuple[int, Option]] = []
        rated: list[tuple[float, int, Option]] = []
        for i, opt in enumerate(decision.options):
            if opt.kind in MOVE_KINDS + ("end_turn",) or not advisor.worth_considering(battle, opt):
                continue
            estimate = advisor.estimate(battle, opt)
            if estimate is None:
                always.append((i, opt))
            else:
                rated.append((estimate, -i, opt))
        rated.sort(reverse=True)
        return always + [(-i, opt) for _, i, opt in rated[:LOOKAHEAD_LIMIT]]

    def _best_move(self, battle: Battle, c, moves: list[Option], advisor: Advisor) -> tuple[float, Option] | None:
        main_left = advisor.attack_left(battle, c)
        here = advisor.position_value(battle, c, c.pos, main_left)
        spare = [o for o in moves if "using the main action" not in o.label]
        costly = [o for o in moves if "using the main action" in o.label]
        candidates: list[tuple[float, int, Option]] = []
        for group, attack in ((spare, main_left), (costly, False)):
            values = advisor.position_values(battle, c, [tuple(o.args["to"]) for o in group], attack)
            candidates.extend((value - here, -len(candidates), opt) for opt, value in zip(group, values))
        candidates.sort(reverse=True)
        best: tuple[float, Option] | None = None
        for gain, _, opt in candidates:
            if gain <= MOVE_MARGIN or (best is not None and gain <= best[0]):
                break
            net = gain - advisor.move_risk(battle, c, opt)
            if net > MOVE_MARGIN and (best is None or net > best[0]):
                best = (net, opt)
        return best


def expected_value(battle: Battle, option: Option, advisor: Advisor, side: str) -> float:
    return outcomes_value(advisor.outcomes(battle, option), advisor, side)


def outcomes_value(outcomes: list[tuple[float, Battle]], advisor: Advisor, side: str) -> float:
    """The worth to `side` of the ways an option turns out, weighed by their chances."""
    return sum(p * advisor.evaluate(b, side) for p, b in outcomes)


def best_by_lookahead(battle: Battle, decision: Decision, advisor: Advisor) -> Option:
    scored = [(expected_value(battle, opt, advisor, decision.side), -i, opt)
              for i, opt in enumerate(decision.options)]
    return max(scored)[2]
