"""The greedy AI under Cards & Zones: exact binomial odds for attacks (each difference of
attacking and defending successes played with its true chance), reactions committed when they
are worth the maneuver, and flight when a side is beaten (002 Dodging and Parrying, Fleeing and
Chasing)."""
from __future__ import annotations

from fractions import Fraction

from rules.ai.greedy import GreedyPlayer
from rules.core.registry import get_ruleset
from rules.zone_cards.scenarios import parse_scenario
from rules.zone_cards.scenarios.runner import build_battle

ZONES = [{"name": "Hall", "rect": [0, 0, 3, 1], "links": ["Yard", "Cellar"]},
         {"name": "Yard", "rect": [4, 0, 7, 1]}, {"name": "Cellar", "rect": [8, 0, 11, 1]}]
MAP = {"rows": ". . . . . . . . . . . .\n. . . . . . . . . . . ."}


def battle_of(creatures: list[dict], cards: dict):
    data = {"title": "AI", "cites": "002 Dodging and Parrying", "map": MAP, "zone": ZONES,
            "creature": creatures, "cards": cards, "expect": {"battle.round": 1}}
    return build_battle(parse_scenario(data, "ai"))


def hero(cid: str, **kw) -> dict:
    return {"id": cid, "side": "heroes", "zone": "Hall", "body": 3, "skills": {"strike": 1}, "weapons": ["sword"], **kw}


def foe(cid: str, **kw) -> dict:
    return {"id": cid, "side": "monsters", "zone": "Hall", "kind": "npc", "toughness": 4, "weapons": ["club"], **kw}


def attack(battle, target: str):
    decision = battle.pending()
    return next(o for o in decision.options if o.kind == "attack" and o.args["target"] == target
                and o.args["move"] == "strike")


def test_attack_outcomes_carry_the_exact_binomial_odds() -> None:
    battle = battle_of([hero("hero"), foe("foe")], {"hero": 1, "foe": 2})
    advisor = get_ruleset("zone_cards").advisor()
    outcomes = advisor.outcomes(battle, attack(battle, "foe"))
    assert abs(sum(p for p, _ in outcomes) - 1.0) < 1e-9
    hits = sum(p for p, b in outcomes if b.creatures["foe"].harm_points > 0)
    # the foe parries (3 dice against the sword's 5): P(attack sixes - parry sixes >= 1)
    from rules.zone_cards.odds import hit_chance
    assert abs(hits - float(hit_chance(5, 3, 1))) < 1e-9
    assert hit_chance(1, 0, 1) == Fraction(1, 6)


def test_a_defender_one_blow_from_breaking_reacts() -> None:
    battle = battle_of([hero("hero"), foe("foe", harm_points=2)], {"hero": 1, "foe": 2})
    battle.choose(attack(battle, "foe"))
    decision = battle.pending()
    assert decision.kind == "reaction" and decision.creature == "foe"
    assert GreedyPlayer()(battle, decision).args["reaction"] in ("parry", "dodge")


def test_a_weak_blow_does_not_cost_the_turn_ahead() -> None:
    """With only its slow maneuver left and its turn still to come, a sturdy foe lets a one-die
    punch come rather than give up its own attack."""
    battle = battle_of([hero("hero", body=1, skills={}, weapons=[]), foe("foe", toughness=8)], {"hero": 1, "foe": 2})
    battle.creatures["foe"].fast = 0
    decision = battle.pending()
    punch = next(o for o in decision.options if o.kind == "attack" and o.args["move"] == "punch")
    battle.choose(punch)
    decision = battle.pending()
    assert decision.kind == "reaction"
    assert GreedyPlayer()(battle, decision).args["reaction"] == ""


def test_a_beaten_side_flees() -> None:
    hurt = {"physical": [2, 2, 0]}
    battle = battle_of([hero("ana", **hurt), hero("bo", **hurt),
                        foe("f1", zone="Yard", toughness=8), foe("f2", zone="Yard", toughness=8),
                        foe("f3", zone="Yard", toughness=8)],
                       {"ana": 1, "bo": 2, "f1": 3, "f2": 4, "f3": 5})
    choice = GreedyPlayer()(battle, battle.pending())
    assert choice.kind == "flee" and choice.args["zone"] == "Cellar"


def test_putting_out_flames_is_weighed_with_its_exact_odds() -> None:
    """002 Fire: the AI played one sample of the Finesse pool, as if certain. Now each number of
    successes that matters is played with its binomial chance, and progress towards putting the
    fire out counts for something."""
    battle = battle_of([hero("hero", agility=3, burning=2), foe("foe", zone="Cellar")], {"hero": 1, "foe": 2})
    advisor = get_ruleset("zone_cards").advisor()
    option = next(o for o in battle.pending().options if o.kind == "extinguish")
    outcomes = advisor.outcomes(battle, option)
    assert len(outcomes) == 3 and abs(sum(p for p, _ in outcomes) - 1.0) < 1e-9
    from rules.zone_cards.odds import hit_chance
    from rules.zone_cards.pools import best_action, pool_size
    n = pool_size(battle.creatures["hero"], "finesse")
    out = sum(p for p, b in outcomes if b.creatures["hero"].burning == 0)
    assert abs(out - float(hit_chance(n, 0, 2))) < 1e-9
    halfway = next(b for p, b in outcomes if b.creatures["hero"].extinguish == 1)
    assert advisor.evaluate(halfway, "heroes") > advisor.evaluate(battle, "heroes")


def test_climbing_into_rough_ground_is_weighed_on_its_exact_odds() -> None:
    """A climb was judged on one sample of the dice: where that sample failed, a pack of wolves
    sat in the Wood for three rounds of Teeth at the Wend Ford. Both ends of the climb are now
    weighed with their true chance (002 Zones and Distance: rough ground is climbed into with
    Finesse or Endure, one success needed), and the climb towards the foe is taken."""
    from rules.zone_cards.odds import hit_chance
    from rules.zone_cards.place import zone_name
    from rules.zone_cards.pools import best_action, pool_size
    zones = [{"name": "Wood", "rect": [0, 0, 3, 1], "links": ["Ford"]},
             {"name": "Ford", "rect": [4, 0, 7, 1], "links": ["Road"], "difficult": True},
             {"name": "Road", "rect": [8, 0, 11, 1]}]
    data = {"title": "AI", "cites": "002 Zones and Distance", "map": MAP, "zone": zones,
            "creature": [hero("hero", zone="Road"), foe("wolf", zone="Wood")],
            "cards": {"wolf": 1, "hero": 2}, "expect": {"battle.round": 1}}
    battle = build_battle(parse_scenario(data, "ai"))
    decision = battle.pending()
    climb = next(o for o in decision.options if o.kind == "climb")
    advisor = get_ruleset("zone_cards").advisor()
    outcomes = advisor.outcomes(battle, climb)
    wolf = battle.creatures["wolf"]
    n = pool_size(wolf, best_action(wolf, ("finesse", "endure")))
    assert [round(p, 9) for p, _ in outcomes] == [round(float(hit_chance(n, 0, 1)), 9),
                                                    round(1 - float(hit_chance(n, 0, 1)), 9)]
    assert [zone_name(b, b.creatures["wolf"]) for _, b in outcomes] == ["Ford", "Wood"]
    assert GreedyPlayer()(battle, decision).kind == "climb"
