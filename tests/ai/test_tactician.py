"""The tactician (issue 19 point 3): a search AI that plans a creature's whole turn. Small
scenes check its judgement; one shipped encounter per ruleset checks that every answer it gives
is legal; and it beats random and the greedy player in mirror matches (statistics: a small
sample here, the full run under STEELGRID_FULL=1)."""
from __future__ import annotations

import os

import pytest

from rules.ai.batch import run_batch
from rules.ai.greedy import GreedyPlayer
from rules.ai.lab.run import LabJob, play_job
from rules.ai.play import play_out
from rules.ai.players import make_player
from rules.ai.sim import set_up
from rules.ai.tactician import TacticianPlayer
from rules.ai.tactician.firepower import FirepowerWorth, firepower
from rules.ai.tactician.threat_map import ThreatMap
from rules.core.battle import Battle
from rules.core.decisions import Option
from rules.core.geometry import space_distance
from rules.core.registry import find_encounter
from rules.drawsteel.scenarios import battle_from_toml

STRIKE = """
[[ability]]
id = "hew"
name = "Hew"
action = "main"
keywords = ["melee", "strike", "weapon"]
distance = "melee 1"
target = "one creature"
roll = ["might"]
tier1 = { damage = 6 }
tier2 = { damage = 8 }
tier3 = { damage = 10 }
"""


def scene(body: str) -> Battle:
    return battle_from_toml(body + STRIKE, "heroes")


def creature(cid: str, side: str, x: int, y: int, stamina: int, extra: str = "") -> str:
    return (f'[[creature]]\nid = "{cid}"\nside = "{side}"\nat = [{x}, {y}]\nstamina = {stamina}\n'
            f'{extra}\n')


OPEN = '[map]\nrows = """\n' + "\n".join([". " * 12] * 9) + '\n"""\n'


def test_picks_the_obvious_kill() -> None:
    """000 Damage > Stamina: a foe at 0 Stamina is dead (a minion-like foe with 5 left falls to
    any tier of Hew); the tactician strikes it rather than the sturdy one beside it."""
    battle = scene(OPEN + creature("hero", "heroes", 5, 4, 30, 'might = 2\nabilities = ["hew"]')
                   + creature("frail", "monsters", 6, 4, 5, "free_strike = 4")
                   + creature("sturdy", "monsters", 4, 4, 40, "free_strike = 4"))
    decision = battle.pending()
    choice = TacticianPlayer()(battle, decision)
    assert choice.kind == "ability" and choice.args["targets"] == ["frail"], choice.label


def test_does_not_end_beside_three_foes_when_a_safe_square_strikes_as_well() -> None:
    """000 Combat > Free Strikes and the foes' turns to come: three monsters stand in a ring
    around a square beside all three; the hero can strike the nearest from that square or from
    one beside it alone. The blow is the same; the tactician takes the square where only one
    foe can answer it (the greedy player weighs no reply)."""
    foes = (creature("a", "monsters", 8, 4, 40, "free_strike = 5\nspeed = 1")
            + creature("b", "monsters", 8, 2, 40, "free_strike = 5\nspeed = 1")
            + creature("c", "monsters", 10, 3, 40, "free_strike = 5\nspeed = 1"))
    hero = creature("hero", "heroes", 2, 5, 30, 'might = 2\nspeed = 7\nabilities = ["hew"]')
    battle = scene(OPEN + hero + foes)
    player = TacticianPlayer()
    played = []
    while battle.pending().side == "heroes":
        decision = battle.pending()
        choice = player(battle, decision)
        played.append(choice.label)
        battle.choose(choice)
    at = battle.creatures["hero"].pos
    beside = [f for f in ("a", "b", "c") if space_distance(at, 1, battle.creatures[f].pos, 1) == 1]
    assert set(beside) <= {"a"}, (played, beside)
    assert any(e.kind == "damaged" and e.target == "a" for e in battle.events), played


def _one_encounter_per_ruleset() -> list[str]:
    from rules.core.registry import all_rulesets
    out = []
    for rules in all_rulesets():
        encounters = list(rules.encounters())
        if encounters:
            out.append(encounters[0])
    return out


@pytest.mark.parametrize("encounter", _one_encounter_per_ruleset())
def test_every_answer_is_legal_in_every_ruleset(encounter: str) -> None:
    """The tactician plays a whole shipped battle of each ruleset against greedy; every option
    it gives is one the decision offered (the battle refuses any other)."""
    battle = set_up(encounter, 3)
    first, second = battle.rules.sides[0], battle.rules.sides[1]
    tactician = TacticianPlayer()

    def checked(b: Battle, d) -> Option:
        option = tactician(b, d)
        assert option in d.options, (d.kind, option)
        return option
    play_out(battle, {first: checked, second: make_player("greedy", 1)})
    assert battle.winner


MIRROR_ENCOUNTER = "saltreed_ford_ambush"
"""A Draw Steel encounter that greedy plays to roughly even odds (60% for greedy heroes). The
Pyre Marshal's Muster was used until its line-up was retuned for issue 16."""
FULL = os.environ.get("STEELGRID_FULL") == "1"
MIRROR_SEEDS = 100
"""Seeds of the mirror test under STEELGRID_FULL: each is played twice with the sides swapped
(200 battles). The fast suite plays one battle (see `_mirror_jobs`)."""
MEASURED = ("measured 2026-11-28 on pyre_marshal_muster before its retuning, seeds 0-39: 41 of 80 (51.2%, 95% interval 40.5% to 61.9%); "
            "39 of 40 as the heroes, 2 of 40 as the monsters; greedy against greedy on the same "
            "seeds: 40 of 80 (36 as the heroes, 4 as the monsters). On saltreed_ford_ambush, seeds "
            "0-99: 90 of 200 (45.0%, 38.3% to 51.9%), 76 of 100 as the heroes, 14 of 100 as the "
            "monsters (greedy against greedy, seeds 0-19: 20 of 40); after the leaf's blow was "
            "played out (610bf93), seeds 0-99: 105 of 200 (52.5%, 46% to 59%); with four abilities and "
            "four other steps at the root and the leaf's blows counted against the budget "
            "(8850083): 109 of 200 (54.5%), 71 of 100 as the heroes; with firepower and the order of "
            "turns by kill worth (fa14f5a): 142 of 200 on seeds 0-99 (86 as the heroes, 56 as the "
            "monsters) and 140 of 200 on seeds 100-199 (79 and 61): 282 of 400 (70.5%, 95% interval "
            "65.9% to 74.8%); with firepower in every worth the tactician weighs (the greedy "
            "anchor and the blow still to strike as well) at 6 turns of blows: 152 of 200 on seeds "
            "0-99 (90 as the heroes, 62 as the monsters), 160 of 200 on seeds 100-199 (92 and 68), "
            "312 of 400 (78.0%, 73.7% to 81.8%); on fresh seeds 200-299, 141 of 200 (81 and 60)")
pytestmark = pytest.mark.xdist_group("tactician_mirror")


def _mirror(job: tuple[int, bool, str]) -> str:
    """One battle on the encounter's own map, as `steelgrid lab --mirror` plays it: 'won' when
    the tactician's side won."""
    from game.sim_boards import battle_maker
    seed, tactician_first, other = job
    first_ai, second_ai = ("tactician", other) if tactician_first else (other, "tactician")
    tally = play_job(LabJob(MIRROR_ENCOUNTER, seed, first_ai, second_ai, battle_maker(None)))
    rules = find_encounter(MIRROR_ENCOUNTER)[0]
    mine = rules.sides[0] if tactician_first else rules.sides[1]
    return "won" if tally.winner == mine else "lost"


def _mirror_jobs(seeds: int, other: str) -> list[tuple[int, bool, str]]:
    """Each seed with the tactician on either side; the fast suite plays one battle only (the
    tactician first against greedy, second against random), a smoke test of both seats."""
    if not FULL:
        return [(0, other == "greedy", other)]
    return [(s, f, other) for s in range(seeds) for f in (True, False)]


@pytest.fixture(scope="session")
def against_greedy() -> list[str]:
    return run_batch(_mirror, _mirror_jobs(MIRROR_SEEDS, "greedy"))


def test_never_loses_to_random() -> None:
    jobs = _mirror_jobs(20, "random")
    assert run_batch(_mirror, jobs) == ["won"] * len(jobs)


def test_mirror_matches_against_greedy_finish(against_greedy: list[str]) -> None:
    """Every mirror battle ends with a side winning or a draw (a battle that ran away would
    raise), and over the full 200 the tactician wins some. The fast suite's single battle is
    a smoke test: one battle says nothing about who is stronger."""
    assert len(against_greedy) == (2 * MIRROR_SEEDS if FULL else 1)
    assert set(against_greedy) <= {"won", "lost"}
    if FULL:
        assert "won" in against_greedy


@pytest.mark.skipif(not FULL, reason="statistical: 200 battles, run under STEELGRID_FULL=1")
def test_beats_greedy_in_three_mirror_matches_of_four(against_greedy: list[str]) -> None:
    """Issue 19 point 3: the tactician wins at least 75% of 200 mirror matches against greedy
    (the battles are seeded, so the same code always wins the same ones; `MEASURED` says how it
    fared on other seeds)."""
    wins = against_greedy.count("won")
    assert wins / len(against_greedy) >= 0.75, f"tactician won {wins} of {len(against_greedy)}; {MEASURED}"


def play_side_turn(battle: Battle, player: TacticianPlayer) -> list[str]:
    """Play the side whose turn it is until the other side decides; the labels chosen."""
    side = battle.pending().side
    played = []
    while battle.pending() is not None and battle.pending().side == side:
        choice = player(battle, battle.pending())
        played.append(choice.label)
        battle.choose(choice)
    return played


def _gnat_and_brute() -> Battle:
    """A hero beside two foes any tier of Hew fells: a weak hitter (listed first) and a hard one."""
    return scene(OPEN + creature("hero", "heroes", 5, 4, 30, 'might = 2\nabilities = ["hew"]')
                 + creature("gnat", "monsters", 4, 4, 5, "free_strike = 2")
                 + creature("brute", "monsters", 6, 4, 5, "free_strike = 12"))


def test_fells_the_hard_hitter_first() -> None:
    """000 Damage > Stamina (a creature at 0 Stamina dies) and issue 19's focus fire: of two
    foes that any tier of Hew fells, the tactician fells the one whose blows hit hardest
    (`firepower`: a felled foe strikes no more blows in the rounds to come). The weak one is
    listed first, so a tie would go its way (the greedy player's pick)."""
    battle = _gnat_and_brute()
    decision = battle.pending()
    choice = TacticianPlayer()(battle, decision)
    assert choice.kind == "ability" and choice.args["targets"] == ["brute"], choice.label


def test_firepower_worth_counts_the_blows_still_standing() -> None:
    """Issue 19 (the tactician's worth of a battle): on top of the advisor's worth, each
    creature still fighting adds its firepower for its side, times the weight; a won battle
    and a battle without firepower keep the advisor's worth."""
    battle = _gnat_and_brute()
    advisor = battle.rules.advisor()
    power = {"hero": 7.0, "gnat": 2.0, "brute": 12.0}
    worth = FirepowerWorth(advisor, power, weight=2.0)
    plain = advisor.evaluate(battle, "heroes")
    assert worth.evaluate(battle, "heroes") == pytest.approx(plain + 2.0 * (7 - 2 - 12))
    battle.creatures["brute"].stamina = -1
    battle.creatures["brute"].dead = True
    assert worth.evaluate(battle, "heroes") == pytest.approx(advisor.evaluate(battle, "heroes") + 2.0 * (7 - 2))
    assert FirepowerWorth(advisor, {}, weight=2.0).evaluate(battle, "heroes") == advisor.evaluate(battle, "heroes")


def test_the_anchor_step_counts_firepower() -> None:
    """Issue 19: the greedy step the tactician's plan is anchored on is chosen by the worth
    with firepower, so it fells the hard hitter of two frail foes, where the greedy player's
    own worth ties them and takes the first listed (the weak one)."""
    battle = _gnat_and_brute()
    decision = battle.pending()
    assert GreedyPlayer()(battle, decision).args["targets"] == ["gnat"]
    advisor = battle.rules.advisor()
    worth = FirepowerWorth(advisor, firepower(battle, advisor, ThreatMap()))
    assert GreedyPlayer().turn_choice(battle, decision, worth).args["targets"] == ["brute"]


MAUL = """
[[ability]]
id = "maul"
name = "Maul"
action = "main"
keywords = ["melee", "strike", "weapon"]
distance = "melee 1"
target = "one creature"
roll = ["might"]
tier1 = { damage = 9 }
tier2 = { damage = 13 }
tier3 = { damage = 16 }
"""


def test_the_creature_that_can_fell_a_foe_acts_first() -> None:
    """000 Combat Round > Creatures Take Turns (the sides take turns choosing who acts next): of
    two heroes, the one that can fell a frail foe with any tier goes first, so the foe falls
    before its own turn; the greedy player sends the one with the heavier blow on a sturdy foe."""
    battle = scene(MAUL + OPEN + creature("bruiser", "heroes", 1, 1, 30, 'might = 2\nabilities = ["maul"]')
                   + creature("sturdy", "monsters", 2, 1, 40, "free_strike = 4")
                   + creature("slayer", "heroes", 8, 7, 30, 'might = 2\nabilities = ["hew"]')
                   + creature("frail", "monsters", 9, 7, 5, "free_strike = 4"))
    decision = battle.pending()
    assert decision.kind == "next_creature"
    assert TacticianPlayer()(battle, decision).args["creature"] == "slayer"


def test_a_heavy_blow_that_fells_nobody_does_not_jump_the_queue() -> None:
    """000 Combat Round > Determining Who Acts Next: where no blow would fell a foe, the order is
    the greedy player's (who stands best placed now), not the hardest hitter first: sending the
    hardest hitters first cost the monsters (see `turn_order`). The charger could maul a foe
    after a move, the poker can strike from where it stands; the poker goes first."""
    battle = scene(MAUL + OPEN + creature("charger", "heroes", 1, 1, 30, 'might = 2\nspeed = 5\nabilities = ["maul"]')
                   + creature("poker", "heroes", 8, 6, 30, 'might = 2\nabilities = ["hew"]')
                   + creature("ogre", "monsters", 9, 6, 60, "free_strike = 4")
                   + creature("troll", "monsters", 6, 1, 60, "free_strike = 4"))
    decision = battle.pending()
    assert decision.kind == "next_creature"
    assert TacticianPlayer()(battle, decision).args["creature"] == "poker"


def test_closes_in_with_both_moves_when_no_blow_is_in_reach() -> None:
    """000 Combat > Move Actions and Main Actions (a main action may be spent as a second move):
    a foe nineteen squares away is out of reach of a move and a charge, so a fighter with nothing
    else to do spends its main action moving too, rather than ending its turn after the first
    move (the plan's look-ahead weighs no second move after a planned one, and its remembered
    'end turn' there was taken as the plan's next step)."""
    wide = '[map]\nrows = """\n' + "\n".join([". " * 20] * 9) + '\n"""\n'
    battle = scene(wide + creature("hero", "heroes", 0, 4, 30, 'might = 2\nspeed = 5\nabilities = ["hew"]')
                   + creature("foe", "monsters", 19, 4, 30, "free_strike = 4\nspeed = 5"))
    played = play_side_turn(battle, TacticianPlayer())
    at = battle.creatures["hero"].pos
    assert space_distance(at, 1, battle.creatures["foe"].pos, 1) <= 10, played


def test_does_not_hang_back_out_of_every_reach() -> None:
    """000 Combat > Move Actions: standing out of every foe's reach for a round is no gain when
    the stander hits nobody either. A monster fourteen squares from a hero as quick as itself
    closes to where it could strike on its next turn (a guard for the plan's menace term, which
    weighs the blow a square promises next turn against the replies it invites)."""
    wide = '[map]\nrows = """\n' + "\n".join([". " * 20] * 9) + '\n"""\n'
    battle = battle_from_toml(wide + creature("foe", "monsters", 0, 4, 30, 'might = 2\nspeed = 5\nabilities = ["hew"]')
                              + creature("hero", "heroes", 14, 4, 30, 'might = 2\nspeed = 5\nabilities = ["hew"]')
                              + STRIKE, "monsters")
    played = play_side_turn(battle, TacticianPlayer())
    gap = space_distance(battle.creatures["foe"].pos, 1, battle.creatures["hero"].pos, 1)
    assert gap <= 6, (played, gap)


BOLT = """
[[ability]]
id = "bolt"
name = "Bolt"
action = "main"
keywords = ["ranged", "strike", "weapon"]
distance = "ranged 10"
target = "one creature"
roll = ["agility"]
tier1 = { damage = 3 }
tier2 = { damage = 5 }
tier3 = { damage = 7 }
"""


def test_a_foe_behind_a_wall_promises_no_blow() -> None:
    """000 Abilities > Line of Effect: a ranged strike needs a clear line to its target. The
    plan's leaf counts the blow the actor could still strike, so a foe in range but behind a
    wall promises nothing (the promise of a square counted it, and plans walked to squares from
    which they could hit nobody); a foe in the open promises the blow's estimate."""
    walled = '[map]\nrows = """\n' + "\n".join([". . . . # . ."] * 7) + '\n"""\n'
    from rules.ai.tactician.plan import Planner, PROMISE_WEIGHT
    from rules.ai.tactician.threat_map import ThreatMap
    for rows, blocked in ((walled, True), (OPEN, False)):
        battle = battle_from_toml(rows + creature("archer", "heroes", 1, 3, 30,
                                                  'agility = 2\nspeed = 0\nabilities = ["bolt"]')
                                  + creature("foe", "monsters", 6, 3, 30, "free_strike = 2\nspeed = 0")
                                  + BOLT, "heroes")
        decision = battle.pending()
        planner = Planner(battle.rules.advisor(), ThreatMap(), "heroes", "archer", {})
        promise = planner.leaf(battle) - planner.leaf(battle, turn_over=True)
        if blocked:
            assert promise == 0.0, promise
        else:
            assert promise > PROMISE_WEIGHT * 3, promise
        assert decision.kind == "turn"


def test_keeps_the_greedy_step_unless_a_plan_clearly_beats_it() -> None:
    """The plan's worth is a guess past its leaves, so the tactician departs from the greedy
    player's step only for a clear gain (`ANCHOR_MARGIN`). Two like foes stand either side of a
    hero (000 Combat > Strikes: either blow is as good): handed the blow on either foe as the
    anchor, the plan keeps it; handed 'end turn', it strikes."""
    from rules.ai.tactician.plan import Planner
    from rules.ai.tactician.threat_map import ThreatMap
    battle = scene(OPEN + creature("hero", "heroes", 5, 4, 30, 'might = 2\nabilities = ["hew"]')
                   + creature("west", "monsters", 4, 4, 40, "free_strike = 4")
                   + creature("east", "monsters", 6, 4, 40, "free_strike = 4"))
    decision = battle.pending()
    hews = [o for o in decision.options if o.kind == "ability" and o.args.get("ability") == "hew"]
    end = next(o for o in decision.options if o.kind == "end_turn")
    for anchor in hews:
        planner = Planner(battle.rules.advisor(), ThreatMap(), "heroes", "hero", {})
        assert planner.best(battle, decision, anchor)[1] == anchor, anchor.label
    chosen = Planner(battle.rules.advisor(), ThreatMap(), "heroes", "hero", {}).best(battle, decision, end)[1]
    assert chosen.kind == "ability", chosen.label


def test_never_ends_its_own_hindrance_on_a_foe_or_its_help_to_an_ally() -> None:
    """000 Maneuvers (ending an effect one imposed is free): lifting a foe's slowed or an ally's
    edge changes nothing for the better, yet the plan took such free steps (seen in a Saltreed
    log: 'End slowed on Hollis Brackenfield (free)'). They are not worth a look; lifting a
    hindrance off an ally still is."""
    from rules.drawsteel.harm.conditions import add_condition
    battle = battle_from_toml(OPEN + creature("foe", "monsters", 2, 2, 30, 'might = 2\nabilities = ["hew"]')
                              + creature("pal", "monsters", 2, 6, 30, 'might = 2\nabilities = ["hew"]')
                              + creature("hero", "heroes", 3, 2, 30, 'might = 2\nabilities = ["hew"]')
                              + STRIKE, "monsters")
    add_condition(battle, battle.creatures["hero"], "slowed", "save", "foe")
    add_condition(battle, battle.creatures["pal"], "slowed", "save", "foe")
    battle.choose(next(o for o in battle.pending().options if o.args.get("creature") == "foe"))
    decision = battle.pending()
    ends = {o.args["target"]: o for o in decision.options if o.args.get("maneuver") == "end_effect"}
    assert set(ends) == {"hero", "pal"}, [o.label for o in decision.options]
    advisor = battle.rules.advisor()
    assert not advisor.worth_considering(battle, ends["hero"])
    assert advisor.worth_considering(battle, ends["pal"])
    assert TacticianPlayer()(battle, decision) is not ends["hero"]


def test_the_blow_left_at_a_leaf_is_the_blow_played_out_not_its_estimate() -> None:
    """A plan that stops with the main action unspent counts the best blow still to strike. It
    is worth what the blow would change in the battle's worth (each tier played out with its
    exact chance), not the quick damage estimate: the estimate overrated monster blows on
    heroes (a hero's last Stamina before dying is not worth a point a point), and the
    tactician's monsters put off their blows for maneuvers (issue 19: 6 wins in 40 at the
    Saltreed Ford against greedy heroes, where greedy monsters won 16)."""
    from rules.ai.greedy import expected_value
    from rules.ai.tactician.plan import Planner
    from rules.ai.tactician.threat_map import ThreatMap
    battle = battle_from_toml(OPEN + creature("brute", "monsters", 5, 4, 40, 'might = 2\nabilities = ["hew"]')
                              + creature("hero", "heroes", 6, 4, 12) + STRIKE, "monsters")
    decision = battle.pending()
    assert decision.creature == "brute"
    advisor = battle.rules.advisor()
    planner = Planner(advisor, ThreatMap(), "monsters", "brute", {})
    hew = next(o for o in decision.options if o.kind == "ability" and o.args.get("ability") == "hew")
    played = expected_value(battle, hew, advisor, "monsters") - advisor.evaluate(battle, "monsters")
    assert planner._blow_left(battle) == pytest.approx(played)
    assert played != pytest.approx(advisor.estimate(battle, hew))
