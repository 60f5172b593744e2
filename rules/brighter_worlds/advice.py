"""What the Brighter Worlds AI weighs (`rules.core.advisor.Advisor`).

A side's worth is what its creatures still have to fight with: the attribute dice (STR twice,
as it takes most of the harm), Grit, and a large bonus for being in the fight at all. Attacks
on one target are played out exactly, branch by branch (the damage roll, then the save); a
blast or split attack, which rolls for several targets, is sampled. Where to stand is judged by
the best attack from there, the foes that could reach it, higher ground and the ledges and
burning ground near it."""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from ..core.approach import walk_field, walk_to_foe
from ..core.battle import Battle
from ..core.decisions import Decision, Option
from ..core.geometry import Cell, space_distance
from ..core.sight import line_of_effect
from .attacking.modifiers import attack_reasons, mode_of, save_reasons
from .attacking.targeting import can_attack, targetable
from .attributes import opposed_chance, script_for
from .creature import BrighterCreature
from .odds import hit_branches, hit_odds

IN_FIGHT = 12.0
SAMPLES = 8
CLOSING = 0.4
"""What each square nearer a foe it could attack is worth to a creature that cannot attack yet
(enough to outweigh the danger of closing in, so two wary sides never just stare)."""


def worth(c: BrighterCreature) -> float:
    if c.dead or c.removed:
        return 0.0
    dice = 2 * c.str_die + c.dex_die + c.wil_die
    if not c.active:
        return 1.0 + 0.1 * dice
    value = IN_FIGHT + 0.5 * dice + 0.6 * c.grit
    if c.has("exposed"):
        value -= 1.5
    if c.has("guarded"):
        value += 0.1
    return value


def _reseed(copy: Battle, n: int) -> None:
    """Give a look-ahead copy its own stream of later rolls (morale, falls), so the branches of
    one decision do not all share the same next die."""
    copy.dice.state = (copy.dice.state + 0x9E3779B97F4A7C15 * (n + 1)) & ((1 << 64) - 1)


def _reach(attack) -> int:
    """How far an attack reaches from where its user stands (a burst adds its spread)."""
    d = attack.distance
    return d.within + d.reach if d.kind == "burst" else d.reach


@dataclass
class _View:
    """What one round of position judging shares across its candidate squares: the active
    foes, how much each threatens, how far each can strike after moving, the judge's attacks
    and their reach, the foes' walk fields and the worth of each attack on each foe."""
    foes: list
    threat: dict[str, float]
    attacks: list[tuple[str, int]]
    longest_mine: int
    foe_reach: dict[str, int]
    fields: dict[str, dict[Cell, int]] = field(default_factory=dict)
    blows: dict[tuple[str, str, int], float] = field(default_factory=dict)

    def blow(self, battle: Battle, aid: str, foe: BrighterCreature, high: int) -> float:
        """The worth of one attack on one foe, with or without the high ground."""
        key = (aid, foe.id, high)
        if key not in self.blows:
            odds = hit_odds(battle.abilities[aid], foe, high, 0)
            self.blows[key] = float(odds.wound) * 6 + float(odds.down) * 8 + float(odds.grit_only + odds.saved)
        return self.blows[key]


class BrighterAdvisor:
    def evaluate(self, battle: Battle, side: str) -> float:
        if battle.winner:
            return 1000.0 if battle.winner == side else -1000.0
        total = 0.0
        for c in battle.creatures.values():
            v = worth(c)  # type: ignore[arg-type]
            total += v if c.side == side else -v
        return total

    def outcomes(self, battle: Battle, option: Option) -> list[tuple[float, Battle]]:
        if option.kind in ("ability", "risky") and len(option.args.get("targets", ())) == 1 \
                and "at" not in option.args:
            return self._exact(battle, option)
        if option.kind == "ability":
            return self._sampled(battle, option)
        copy = battle.clone()
        copy.choose(option)
        return [(1.0, copy)]

    def _exact(self, battle: Battle, option: Option) -> list[tuple[float, Battle]]:
        user = battle.creatures[battle.current]
        target = battle.creatures[option.args["targets"][0]]
        attack = battle.abilities[option.args["ability"]]
        prefixes: list[tuple[Fraction, tuple[int, ...], bool]] = []
        if option.kind == "risky":
            win = opposed_chance(user.die("DEX"), 0, target.die("DEX"), 0)  # type: ignore[attr-defined]
            hi = user.die("DEX")  # type: ignore[attr-defined]
            if win:
                prefixes.append((win, (hi, 1) if target.die("DEX") else (hi,), True))  # type: ignore[attr-defined]
            if win < 1:
                prefixes.append((1 - win, (1, target.die("DEX")) if user.die("DEX") else (target.die("DEX"),), False))  # type: ignore[attr-defined]
        else:
            prefixes.append((Fraction(1), (), False))
        out = []
        for p, faces, won in prefixes:
            mode = mode_of(attack_reasons(battle, user, target, attack, risky_won=won))  # type: ignore[arg-type]
            save_mode = mode_of(save_reasons(battle, target, user.id))  # type: ignore[arg-type]
            for n, branch in enumerate(hit_branches(attack, target, mode, save_mode)):  # type: ignore[arg-type]
                copy = battle.clone()
                _reseed(copy, n)
                copy.dice.script[:0] = list(faces + branch.faces)
                copy.choose(option)
                copy.dice.script.clear()
                out.append((float(p * branch.chance), copy))
        return out

    def _sampled(self, battle: Battle, option: Option) -> list[tuple[float, Battle]]:
        out = []
        for i in range(SAMPLES):
            copy = battle.clone()
            _reseed(copy, i + 1)
            copy.choose(option)
            out.append((1.0 / SAMPLES, copy))
        return out

    def position_value(self, battle: Battle, creature, pos: Cell, attack_left: bool) -> float:
        return self.position_values(battle, creature, [pos], attack_left)[0]

    def position_values(self, battle: Battle, creature, positions: list[Cell],
                        attack_left: bool) -> list[float]:
        c: BrighterCreature = creature
        foes = [f for f in battle.creatures.values() if f.side != c.side and f.active]
        view = _View(
            foes=foes,
            threat={f.id: self._threat(battle, f, c) for f in foes},
            attacks=[(aid, _reach(battle.abilities[aid])) for aid in c.abilities]
            if attack_left and can_attack(c) else [],
            longest_mine=max((battle.abilities[a].distance.reach for a in c.abilities), default=1),
            foe_reach={f.id: f.speed + max((battle.abilities[a].distance.reach for a in f.abilities), default=1)
                       for f in foes})
        return [self._promise(battle, c, pos, view) for pos in positions]

    def _threat(self, battle: Battle, foe: BrighterCreature, c: BrighterCreature) -> float:
        """How much harm the foe's best attack is likely to do to `c` (a fragile creature
        keeps further from danger than a tough one)."""
        best = 0.0
        for aid in foe.abilities:
            odds = hit_odds(battle.abilities[aid], c, 0, 0)
            best = max(best, float(odds.wound) * 4 + float(odds.down) * 6)
        return 0.15 + 0.8 * best / 4

    def _promise(self, battle: Battle, c: BrighterCreature, pos: Cell, view: "_View") -> float:
        best = 0.0
        seen: dict[str, bool] = {}
        for aid, reach in view.attacks:
            for f in view.foes:
                if not targetable(f):
                    continue
                d = space_distance(pos, c.squares, f.pos, f.squares)
                if 1 <= d <= reach and self._sight(battle, c, pos, f, seen):
                    high = 1 if pos[2] >= f.pos[2] + 1 and not c.can("fly") else 0
                    best = max(best, view.blow(battle, aid, f, high))
        danger = 0.0
        near = 99
        for f in view.foes:
            d = space_distance(pos, c.squares, f.pos, f.squares)
            if targetable(f) and best == 0:
                near = min(near, self._gap(battle, c, pos, f, d, view.longest_mine, seen, view.fields))
            if d <= view.foe_reach[f.id]:
                danger += view.threat[f.id]
        closing = -CLOSING * near if best == 0 and near < 99 else 0.0
        ground = 0.2 if not c.can("fly") and any(pos[2] >= f.pos[2] + 1 for f in view.foes) else 0.0
        return best - danger + closing + ground + self._edge_risk(battle, c, pos)

    @staticmethod
    def _sight(battle: Battle, c: BrighterCreature, pos: Cell, f: BrighterCreature, seen: dict[str, bool]) -> bool:
        """Can `c` standing at `pos` see `f` (the same line every attack needs)? Memoised per foe
        for one position."""
        if f.id not in seen:
            seen[f.id] = line_of_effect(battle, pos, c.squares, f.pos, f.squares)
        return seen[f.id]

    def _gap(self, battle: Battle, c: BrighterCreature, pos: Cell, f: BrighterCreature, d: int,
             longest: int, seen: dict[str, bool], fields: dict[str, dict[Cell, int]]) -> int:
        """How far `c` at `pos` is from attacking `f`: the walk to its side (round by the ramp,
        not through the cliff), or for a shooter the squares beyond its range, or, when the foe
        is in range but out of sight, the distance to it (so it steps towards a line of sight).
        `fields`: the foes' walk fields found so far for these positions."""
        foe_field = fields.get(f.id)
        if foe_field is None:
            foe_field = fields[f.id] = walk_field(battle, c, f)
        walk = walk_to_foe(battle, c, pos, f, field=foe_field)
        if longest <= 1:
            return min(walk, 98)
        shot = d if d <= longest and not self._sight(battle, c, pos, f, seen) else max(0, d - longest)
        return min(walk, shot, 98)

    def _edge_risk(self, battle: Battle, c: BrighterCreature, pos: Cell) -> float:
        """Standing next to a long drop or burning ground invites a shove."""
        if c.aloft:
            return 0.0
        board = battle.board
        x, y, z = pos
        risk = 0.0
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                nx, ny = x + dx, y + dy
                if (dx or dy) and board.inside(nx, ny):
                    col = board.column(nx, ny)
                    if col.damaging or z - col.ground >= 2:
                        risk -= 0.3
        return risk

    def attack_left(self, battle: Battle, creature) -> bool:
        return battle.turn.get("main", 0) > 0

    def move_risk(self, battle: Battle, creature, option: Option) -> float:
        return 0.0

    def estimate(self, battle: Battle, option: Option) -> float | None:
        if option.kind == "ability" and "at" in option.args:
            me = battle.creatures[battle.current]
            caught = [battle.creatures[t] for t in option.args["targets"]]
            return sum(1.0 if t.side != me.side else -3.0 for t in caught)
        return None

    def turn_priority(self, battle: Battle, creature) -> float:
        return 0.0

    def sets_up(self, battle: Battle, option: Option) -> bool:
        return False

    def worth_considering(self, battle: Battle, option: Option) -> bool:
        """No blast that catches a friend who is down (it would die), or that catches friends
        unless it catches at least three foes for each."""
        if option.kind == "ability" and "at" in option.args:
            me = battle.creatures[battle.current]
            caught = [battle.creatures[t] for t in option.args["targets"]]
            friends = [t for t in caught if t.side == me.side]
            foes = len(caught) - len(friends)
            if any(not f.active for f in friends):
                return False
            return foes > 0 and foes >= 3 * len(friends)
        return True

    def follow_up(self, battle: Battle, decision: Decision) -> Option | None:
        return None
