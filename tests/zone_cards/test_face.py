"""What the Cards & Zones face gives a client (002 Initiative and Rounds, Dodging and Parrying,
Injuries): the card order, the pending reaction, the dice of each pool, Harm rows as badges, the
zones a creature can reach, and odds from the rules."""
from __future__ import annotations

from fractions import Fraction

from rules.core.registry import get_ruleset
from rules.core.save import dumps, loads
from rules.zone_cards.odds import at_least, hit_chance, net, successes

RULES = get_ruleset("zone_cards")


def _battle():
    return RULES.encounter_battle("zc_tavern", 3, settings={"card_swaps": False})


def test_the_card_order_is_plain_data_lowest_first() -> None:
    battle = _battle()
    decision = battle.pending()
    order = battle.data["order"]
    cards = [card for card, _ in order]
    assert cards == sorted(cards) and decision.creature == order[0][1][0]
    for card, ids in order:
        for cid in ids:
            badge = RULES.vitals(battle.creatures[cid]).badges[0]
            assert badge.startswith("Card ") and str(card) in badge[5:].split(",")


def _to_reaction(battle):
    for _ in range(200):
        decision = battle.pending()
        if decision.kind == "reaction":
            return decision
        attack = next((o for o in decision.options if o.kind == "attack"), None)
        if attack is not None and decision.kind == "turn":
            battle.choose(attack)
            continue
        move = next((o for o in decision.options if o.kind == "zone_move"), None)
        battle.choose(move or decision.options[0])
    raise AssertionError("no reaction came up")


def test_the_pending_reaction_names_defender_and_attacker_and_survives_a_save() -> None:
    battle = _battle()
    decision = _to_reaction(battle)
    assert decision.side == battle.creatures[decision.creature].side
    assert decision.info["attacker"] == battle.current != decision.creature
    assert decision.options[0].args == {"reaction": ""}
    chances = decision.info["hit_chances"]
    assert len(chances) == len(decision.options) and all(c <= chances[0] for c in chances)
    assert decision.info["attack_dice"] >= 1 and decision.info["needed"] >= 1
    again = loads(dumps(battle)).pending()
    assert again.kind == "reaction" and [o.key for o in again.options] == [o.key for o in decision.options]


def test_pool_events_carry_the_dice_and_successes() -> None:
    battle = _battle()
    decision = _to_reaction(battle)
    battle.choose(decision.options[-1])
    pools = [e for e in battle.events if e.kind == "zc_pool"]
    assert pools and all(p.successes == sum(1 for f in p.dice if f == 6) for p in pools)


def test_harm_rows_on_the_panel_and_the_bar_follows_harm() -> None:
    battle = _battle()
    hero = battle.creatures["brannoc_vey"]
    bar = RULES.vitals(hero)
    assert bar.name == "Body" and bar.current == bar.maximum == 5
    assert any(b.startswith("Body ") for b in bar.badges) and any(b.startswith("Mind ") for b in bar.badges)
    from rules.zone_cards.events import HarmTaken  # the event class is only used to build a sample
    after = RULES.vitals_after(bar, HarmTaken("brannoc_vey", "physical", 2, "moderate", 0, 4))
    assert after.current == 4
    assert RULES.vitals_after(bar, HarmTaken("brannoc_vey", "mental", 2, "moderate", 0, 4)).current == 5
    foe = RULES.vitals(battle.creatures["tavern_cook"])
    assert foe.name == "Toughness"


def test_zone_reach_and_previews() -> None:
    battle = _battle()
    cid = battle.pending().creature
    reach = RULES.zone_reach(battle, cid)
    assert reach is not None and reach.start in battle.zones.names
    c = battle.creatures[cid]
    foes = [f.id for f in battle.creatures.values() if f.side != c.side]
    preview = RULES.forecast.ability_preview(battle, cid, c.weapons[0], foes[:1])
    assert preview.targets and 0.0 <= preview.targets[0].bands[1][1] <= preview.targets[0].bands[0][1] <= 1.0
    assert "<b>" in RULES.describe_creature(battle, cid)


def test_binomial_odds() -> None:
    assert successes(1) == (Fraction(5, 6), Fraction(1, 6))
    assert sum(successes(4)) == 1
    assert at_least(2, 1) * 36 == 11
    assert dict(net(1, 1)) == {-1: Fraction(5, 36), 0: Fraction(26, 36), 1: Fraction(5, 36)}
    assert hit_chance(3, 0, 1) == 1 - (at_least(3, 0) - at_least(3, 1))


def test_the_fuzzers_checks_see_a_card_held_twice_and_overfull_rows() -> None:
    battle = _battle()
    battle.pending()
    assert RULES.check_state(battle) == []
    hero, cook = battle.creatures["brannoc_vey"], battle.creatures["tavern_cook"]
    cook.cards = list(hero.cards)
    hero.physical = [3, 0, 0]
    problems = RULES.check_state(battle)
    assert any("held by" in p for p in problems) and any("overflow" in p for p in problems)


def test_automatic_reactions_for_a_side() -> None:
    """The `auto_reactions` setting answers a side's reactions by rule (the client's option):
    no reaction decision is asked of that side."""
    battle = RULES.encounter_battle("zc_tavern", 3, settings={"card_swaps": False, "auto_reactions": ["heroes", "monsters"]})
    for _ in range(300):
        decision = battle.pending()
        if decision is None:
            break
        assert decision.kind != "reaction"
        attack = next((o for o in decision.options if o.kind == "attack"), None)
        battle.choose(attack or decision.options[0])
    assert any(e.kind == "zc_reaction" and e.reaction for e in battle.events)
