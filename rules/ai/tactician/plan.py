"""Planning one creature's turn: an expectimax search over the steps of its turn.

A node is a look-ahead copy at the acting creature's own turn decision. Its children are the
steps it could take next (a move, a maneuver, a main action, ending the turn), each followed
through every way it can turn out (`Advisor.outcomes`: the power-roll tiers, hits and misses,
with their exact chances) and then planned on from each outcome, so "strike, then step back"
and "step in, then strike" are weighed as whole plans. Where the plan stops, a leaf is valued by
the advisor's worth of the battle, the promise of where the creature stands (what it could still
hit from there), less what the enemies' best replies could do the side (`ThreatMap`), plus
focus fire (`focus_value`).

The search is bounded by counts (moves and abilities tried at each depth, and look-ahead copies
per plan), never by a clock, so the same battle always gets the same plan.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...core.advisor import Advisor
from ...core.battle import Battle
from ...core.decisions import BLOWS, IN_PLACE, MOVE_KINDS, Decision, Option
from ..greedy import outcomes_value
from .focus import focus_value
from .menace import menace
from .threat_map import ThreatMap, vitals

MOVES_TRIED = (3, 0, 0)
"""Moves followed by a look-ahead copy at depth 0, 1, 2 (the rest are rated without a copy)."""
ACTIONS_TRIED = (4, 2, 1)
"""Options with an estimate followed at each depth, the best few by estimate."""
OTHERS_TRIED = (4, 1, 1)
"""Options without an estimate (maneuvers, actions that prepare others) followed at each depth
(the greedy player's step is always weighed as well: it is the plan's anchor). Eight and twenty
at the root cost half as much again per turn (p95 345 ms against 237 ms on a loaded machine).
Six of each at the root were no stronger than four (mirror matches against greedy on the
Saltreed Ford, seeds 0-99 with sides swapped: 105 of 200 won either way) and cost about 15%
more at the 95th percentile of a turn. They are the first few the engine lists: taking one of
each kind first (a dig, then aid attack, then defend, before a second dig) won 106 of the same
200 battles against 109."""
DEPTH = 2
"""Steps of the turn searched ahead from each decision (a move and a blow, a blow and a step
back); a third step is searched when the turn gets to it."""
COPY_BUDGET = 32
"""At most this many look-ahead outcomes per plan; past it, nodes are valued as leaves. The
outcomes of the blows a leaf plays out (`_blow_left`) count too: they cost as much as a node's.
Counting them cut the 95th percentile of a turn's work by 12% (Python calls, the bench's
turns), and the plans were no weaker (mirror matches on the Saltreed Ford, seeds 0-99 with
sides swapped: 109 of 200 won, against 105 without)."""
THREAT_WEIGHT = 0.1
"""How much of the harm the enemies' best replies could do the side counts against the plan:
little, a tie-breaker between plans that strike alike. At 0.5 the plans hung back and hid (mirror matches against greedy, threat map on against
off: saltreed_ford_ambush 9 against 15 of 40, pyre_marshal_muster 30 against 38 of 80), as the
exposure weighs one round's safety against nothing of the tempo lost. Kept as a term for the
roles to come (artillery keeping its range)."""
MENACE_WEIGHT = 0.1
"""How much of the creature's best blow on its next turn from where it ends counts (`menace`):
the other half of the trade the threat weighs, so standing out of every reach is not free."""
PROMISE_WEIGHT = 0.75
"""The weight of the position's promise (what the creature could still hit from there): less
than a blow struck, so a plan strikes now rather than leaving the blow to a later step (a
promise at full worth tied with the blow, and monsters spent whole turns on maneuvers)."""
BLOW_WEIGHT = 0.9
"""The weight of the blow still to strike at a leaf (`_blow_left`): a little less than a blow
struck, so a plan strikes now rather than leaving the blow to a later step. Against greedy,
40 seeds per seat (tactician's wins as monsters / as heroes): with the quick estimate in its
place (0.75 of it) Saltreed Ford 6 / 36 and Pyre Marshal's Muster 6 / 32, the monsters far
weaker than greedy ones (16 and 12); with the blow played out, 15 / 25 and 11 / 33."""
BLOWS_PLAYED = 2
"""Blows played out for `_blow_left`, the best by quick estimate."""
RIVAL = 0.8
"""A blow after the first is played out only if its estimate is at least this share of the
best one's (the rest rarely turn out better, and each costs a look-ahead of its own)."""
STEP_COST = 0.1
"""A token cost per step, so a step that changes nothing (a maneuver that helps no one, a
free undo of it) loses to the same plan without it instead of tying with it."""
ANCHOR_MARGIN = 1.0
"""How much better than the plan that starts with the greedy player's step the best plan must
look before the tactician departs from that step (`Planner.best`)."""
MOVE_MARGIN = 0.25
"""A move must gain at least this much over staying put (as the greedy player asks)."""


@dataclass
class Planner:
    """One search for one creature's turn decision."""
    advisor: Advisor
    threats: ThreatMap
    side: str
    actor: str
    spots: dict
    """Remembered worth of standing somewhere (shared by the plans of one turn)."""
    banned: frozenset[str] = frozenset()
    """Kinds of step not to take now (taken often enough this turn already)."""
    continuations: dict | None = None
    """The best step found for each state the plan looked at further on (`state_key`): when the
    turn gets there, that step is taken without planning again."""
    copies: int = 0

    # ------------------------------------------------------------------ search
    def best(self, battle: Battle, decision: Decision, anchor: Option | None = None) -> tuple[float, Option]:
        """The best first step of the best plan from this turn decision, with the plan's value.

        With an `anchor` (the greedy player's step), that step is taken unless the best plan
        beats the plan that starts with it by `ANCHOR_MARGIN`: the plan's worth is an estimate
        (a leaf guesses what the rest of the turn brings), so the search overrules the one-step
        look-ahead only where it sees a clear gain."""
        scored = [t for t in self._children(battle, decision, 0) if t[2].kind not in self.banned]
        if not scored:
            ends = [o for o in decision.options if o.kind == "end_turn"]
            return self.leaf(battle), ends[0] if ends else decision.options[0]
        value, _, option = max(scored, key=lambda t: (t[0], t[1]))
        if anchor is None or anchor == option or anchor.kind in self.banned:
            return value, option
        found = [t[0] for t in scored if t[2] == anchor]
        held = found[0] if found else self._expect(battle, anchor, 0)
        if value > held + ANCHOR_MARGIN:
            return value, option
        return held, anchor

    def value(self, battle: Battle, depth: int, moved: bool = False) -> float:
        """The expected worth of the best plan from this copy (a leaf once the turn is over)."""
        decision = battle.pending()
        if (decision is None or decision.kind != "turn" or decision.creature != self.actor
                or depth >= DEPTH or self.copies >= COPY_BUDGET):
            return self.leaf(battle)
        value, _, option = max(self._children(battle, decision, depth, moved), key=lambda t: (t[0], t[1]))
        if self.continuations is not None and not moved:
            # after a planned move, further moves were not weighed here: when the turn gets
            # there it plans afresh (a second move, spending the main action, may be best)
            self.continuations[state_key(battle)] = option
        return value

    def _children(self, battle: Battle, decision: Decision, depth: int,
                  moved: bool = False) -> list[tuple[float, int, Option]]:
        """(value, tie-break, option) for every step worth weighing here (no second move
        straight after a planned one: that is weighed when the turn gets there)."""
        # after a planned move no move is weighed: the options in place are all it needs (and
        # otherwise the whole list is made first, so the leaf's blows are picked from it)
        options = decision.part(IN_PLACE) if moved else decision.options
        here = self.leaf(battle)
        out: list[tuple[float, int, Option]] = []
        moves: list[tuple[int, Option]] = []
        for i, opt in enumerate(options):
            if opt.kind == "end_turn":  # the actions left go unused: no promise of them
                out.append((self.leaf(battle, turn_over=True), -i, opt))
            elif opt.kind in MOVE_KINDS and "to" in opt.args and not moved:
                moves.append((i, opt))
        ranked, others = self._shortlist(battle, options, depth)
        for i, opt in ranked:  # the most promising first, while the look-ahead budget lasts
            out.append((self._expect(battle, opt, depth), -i, opt))
        out.extend(self._moves(battle, decision, moves, here, depth))
        for i, opt in others:
            out.append((self._expect(battle, opt, depth), -i, opt))
        if not out:  # nothing rated: the first option, as the engine lists it
            out.append((here, 0, decision.options[0]))
        return out

    def _expect(self, battle: Battle, option: Option, depth: int) -> float:
        """Expectimax over the ways `option` turns out (less a token cost of taking a step)."""
        total = -STEP_COST
        moved = option.kind in MOVE_KINDS
        for p, after in self.advisor.outcomes(battle, option):
            self.copies += 1
            total += p * self.value(after, depth + 1, moved)
        return total

    def _shortlist(self, battle: Battle, options: tuple[Option, ...],
                   depth: int) -> tuple[list[tuple[int, Option]], list[tuple[int, Option]]]:
        """Non-move options worth a look-ahead: the best few by the advisor's estimate, best
        first, and a few without one (index in `options`, option)."""
        others: list[tuple[int, Option]] = []
        rated: list[tuple[float, int, Option]] = []
        for i, opt in enumerate(options):
            if opt.kind in MOVE_KINDS + ("end_turn",) or not self.advisor.worth_considering(battle, opt):
                continue
            estimate = self.advisor.estimate(battle, opt)
            if estimate is None:
                others.append((i, opt))
            else:
                rated.append((estimate, -i, opt))
        rated.sort(key=lambda t: (t[0], t[1]), reverse=True)
        return [(-i, o) for _, i, o in _distinct(rated)[:ACTIONS_TRIED[depth]]], others[:OTHERS_TRIED[depth]]

    def _moves(self, battle: Battle, decision: Decision, moves: list[tuple[int, Option]], here: float,
               depth: int) -> list[tuple[float, int, Option]]:
        """Each move rated by where it ends (promise, less exposure and the risk on the way);
        the best few followed by a look-ahead copy and planned on from there."""
        if not moves:
            return []
        c = battle.creatures[self.actor]
        attack = self.advisor.attack_left(battle, c)
        stay = self._spot(battle, c, c.pos, attack)
        ends = [tuple(o.args["to"]) for _, o in moves]
        keeps = ["using the main action" not in o.label for _, o in moves]
        values = self._spots(battle, c, ends, keeps, attack)
        rated = sorted(((v - stay, -i, o) for (i, o), v in zip(moves, values)),
                       key=lambda t: (t[0], t[1]), reverse=True)
        out: list[tuple[float, int, Option]] = []
        for k, (gain, i, opt) in enumerate(rated):
            if k >= max(MOVES_TRIED[depth], 2):
                break
            if gain <= MOVE_MARGIN:
                break
            if k < MOVES_TRIED[depth]:
                out.append((self._expect(battle, opt, depth), i, opt))
            else:
                out.append((here + gain - self.advisor.move_risk(battle, c, opt) - STEP_COST, i, opt))
        return out

    def _spots(self, battle: Battle, c, ends: list, keeps: list[bool], attack: bool) -> list[float]:
        """`_spot` for many ends at once: remembered per board (where everyone stands and how
        they fare), the rest asked of the advisor in one batch per kind."""
        board = board_key(battle)
        keys = [(board, c.id, p, k and attack) for p, k in zip(ends, keeps)]
        missing = [(key, p) for key, p in zip(keys, ends) if key not in self.spots]
        for flag in (True, False):
            group = [(key, p) for key, p in missing if key[3] is flag]
            if not group:
                continue
            where = [p for _, p in group]
            promises = self.advisor.position_values(battle, c, where, flag)
            exposures = self.threats.exposure(battle, self.advisor, c, where)
            menaces = menace(battle, self.advisor, self.threats, c, where)
            for (key, _), promise, danger, next_blow in zip(group, promises, exposures, menaces):
                self.spots[key] = PROMISE_WEIGHT * promise - THREAT_WEIGHT * danger + MENACE_WEIGHT * next_blow
        return [self.spots[key] for key in keys]

    def _spot(self, battle: Battle, c, pos, attack: bool) -> float:
        return self._spots(battle, c, [pos], [True], attack)[0]

    # ------------------------------------------------------------------ leaves
    def leaf(self, battle: Battle, turn_over: bool = False) -> float:
        """The battle's worth to the side and the promise of where the actor stands (what it
        could still hit from there, unless its turn is over), less what the enemies' best
        replies could do the side, plus what the allies still to act this round could make of
        it (focus fire)."""
        value = self.advisor.evaluate(battle, self.side)
        if battle.winner:
            return value
        c = battle.creatures.get(self.actor)
        if c is None:
            return value
        if c.active:
            attack = not turn_over and battle.current == c.id and self.advisor.attack_left(battle, c)
            value += self._spot(battle, c, c.pos, False)
            if attack:
                value += BLOW_WEIGHT * self._blow_left(battle)
        else:
            value -= THREAT_WEIGHT * self.threats.exposure(battle, self.advisor, c, [c.pos])[0]
        return value + focus_value(battle, self.advisor, self.side, self.threats)

    def _blow_left(self, battle: Battle) -> float:
        """What the best blow the actor could really strike now would gain: the few most
        promising by the quick estimate, each played out over its outcomes (`outcomes_value`).
        Not the promise of its square, which knows nothing of sight lines, cover or what it has
        left to pay with (a plan that ended on such a promise walked to squares it could hit
        nobody from), and not the quick estimate itself, which is damage, not worth: it
        overrated the monsters' blows on heroes (0.70 of it at the median, two tactician
        battles on the Saltreed Ford) and the plans put off their blows for maneuvers."""
        if BLOW_KEY in battle.cache:
            return battle.cache[BLOW_KEY]
        key = ("blow", state_key(battle))  # the same state is met again within a turn's plans
        if key in self.spots:
            battle.cache[BLOW_KEY] = self.spots[key]
            return self.spots[key]
        decision = battle.pending()
        best = 0.0
        if decision is not None and decision.kind == "turn" and decision.creature == self.actor:
            rated: list[tuple[float, int, Option]] = []
            for i, opt in enumerate(decision.part(BLOWS)):  # the moves and maneuvers are not wanted here
                if opt.kind == "end_turn":
                    continue
                estimate = self.advisor.estimate(battle, opt)
                if estimate is not None and estimate > 0 and self.advisor.worth_considering(battle, opt):
                    rated.append((estimate, -i, opt))
            rated.sort(key=lambda t: (t[0], t[1]), reverse=True)
            if rated:
                base = self.advisor.evaluate(battle, self.side)
                top = rated[0][0]
                played = [self.advisor.outcomes(battle, opt)
                          for estimate, _, opt in rated[:BLOWS_PLAYED] if estimate >= RIVAL * top]
                self.copies += sum(len(outcomes) for outcomes in played)
                best = max(0.0, max(outcomes_value(outcomes, self.advisor, self.side) - base for outcomes in played))
        battle.cache[BLOW_KEY] = self.spots[key] = best
        return best


BLOW_KEY = "tactician_blow_left"


def _distinct(rated: list[tuple[float, int, Option]]) -> list[tuple[float, int, Option]]:
    """The best-rated option of each ability and set of targets (three charges at one foe from
    three squares are one choice here; where to charge from is the look-ahead's to weigh)."""
    seen: set = set()
    out = []
    for estimate, i, opt in rated:
        key = (opt.args.get("ability"), tuple(opt.args.get("targets", ())), opt.kind)
        if key[0] is None or key not in seen:
            seen.add(key)
            out.append((estimate, i, opt))
    return out


def state_key(battle: Battle) -> tuple:
    """What a step's choice hangs on: the board (`board_key`) and what is left of the turn."""
    return board_key(battle), battle.current, repr(sorted(battle.turn.items()))


BOARD_KEY = "tactician_board"


def board_key(battle: Battle) -> tuple:
    """Where every creature stands and how it fares: what the worth of a square hangs on (kept
    on the battle's cache, which a choice clears)."""
    found = battle.cache.get(BOARD_KEY)
    if found is None:
        found = battle.cache[BOARD_KEY] = tuple(
            (c.id, c.pos, c.active, vitals(c)) for c in battle.creatures.values())
    return found
