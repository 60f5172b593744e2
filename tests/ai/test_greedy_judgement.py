"""How the greedy player weighs its options (issues 5 and 6): every power roll over its exact tier
chances, what an option provokes from the other side, Recoveries, Defend, Aid Attack, high ground
only where the engine grants it, and forced movement that picks the most damaging of several
hazards. Each test builds a small scene with the scenario format and checks one decision."""
from __future__ import annotations

import json

import pytest

from rules.core.battle import Battle
from rules.core.decisions import Option
from rules.drawsteel.advice import DrawSteelAdvisor, _edges_at
from rules.drawsteel.abilities.edges_and_banes import high_ground

from test_greedy_tactics import HERO_AND_OGRE, PUSHER, decide, push_then_decide, scene

ADVISOR = DrawSteelAdvisor()



def creature(cid: str, side: str, at: tuple[int, int], **fields: object) -> str:
    """One `[[creature]]` table of a scene."""
    lines = [f'id = "{cid}"', f'side = "{side}"', f"at = [{at[0]}, {at[1]}]"]
    lines += [f"{key} = {json.dumps(value)}" for key, value in fields.items()]
    return "\n[[creature]]\n" + "\n".join(lines) + "\n"


def runner_scene(oa: int) -> Battle:
    """The runner can only reach the nearly dead ogre (out of ranged free strike range) by
    charging away from the goblin, which provokes the goblin's opportunity attack."""
    return scene(OPEN_ROW + creature("runner", "heroes", (0, 0), stamina=20, might=2)
                 + creature("goblin", "monsters", (0, 1), stamina=40, free_strike=oa)
                 + creature("ogre", "monsters", (6, 0), stamina=3, free_strike=2))

OPEN_ROW = '[map]\nrows = """\n. . . . . . . .\n. . . . . . . .\n"""\n'


def left_with(battle, **turn: int) -> None:
    """Pretend the creature whose turn it is has already spent some of its actions."""
    battle.pending()  # the turn has begun
    battle.turn.update(turn)
    battle._pending = None
    battle.cache.clear()


def _charges(battle):
    return [o for o in battle.pending().options if o.kind == "charge" and o.args["targets"] == ["ogre"]]


def test_a_charge_is_weighed_over_every_tier() -> None:
    """000 Main Actions > Charge: the free strike at the end of a charge is a power roll, so its
    outcomes are weighed by exact tier chances, not judged on one roll."""
    battle = runner_scene(2)
    charge = _charges(battle)[0]
    outcomes = ADVISOR.outcomes(battle, charge)
    assert len(outcomes) >= 3
    assert abs(sum(p for p, _ in outcomes) - 1.0) < 1e-9
    hurt = {b.creatures["ogre"].stamina for _, b in outcomes}
    assert len(hurt) == 3 and max(hurt) <= 0  # each tier kills the 3-Stamina ogre, by more or less


def test_a_provoking_charge_is_scored_after_the_opportunity_attack() -> None:
    """000 Opportunity Attacks: the look-ahead lets the goblin strike (the worst case) and then
    finishes the charge, instead of stopping at the goblin's decision."""
    battle = runner_scene(2)
    for _, after in ADVISOR.outcomes(battle, _charges(battle)[0]):
        assert after.pending().kind == "turn"
        assert after.creatures["runner"].stamina == 18
        assert after.creatures["ogre"].stamina <= 0


def test_charges_through_a_weak_opportunity_attack() -> None:
    """A 2-damage opportunity attack is worth taking to finish off the ogre."""
    battle = runner_scene(2)
    _, choice = decide(battle)
    assert choice.kind == "charge" and choice.args["targets"] == ["ogre"], choice.label


def test_does_not_charge_into_a_deadly_opportunity_attack() -> None:
    """The same charge past a goblin whose strike would kill the runner is not worth it."""
    battle = runner_scene(30)
    _, choice = decide(battle)
    assert choice.kind != "charge", choice.label


def test_does_not_walk_away_into_an_opportunity_attack() -> None:
    """000 Opportunity Attacks: a hurt hero with its actions spent does not walk away from a brute
    (a 7-damage opportunity attack for nothing); it shifts or stays."""
    battle = scene(OPEN_ROW + creature("hero", "heroes", (1, 0), stamina=8, max_stamina=20)
                   + creature("brute", "monsters", (0, 0), stamina=60, free_strike=7))
    left_with(battle, main=0, maneuver=0)
    _, choice = decide(battle)
    assert choice.kind in ("disengage", "end_turn"), choice.label


HURT_HERO = (OPEN_ROW.replace(". . . . . . . .", ". . . . . . . . . .")
             + creature("hero", "heroes", (0, 0), kind="hero", stamina=30, recoveries=3)
             + creature("ogre", "monsters", (9, 0), stamina=30, free_strike=3))


def test_a_nearly_healthy_hero_keeps_its_recoveries() -> None:
    """000 Maneuvers > Catch Breath: spending a Recovery for 1 Stamina (or while not yet winded)
    wastes it."""
    for stamina in (29, 20):
        battle = scene(HURT_HERO)
        battle.creatures["hero"].stamina = stamina
        _, choice = decide(battle)
        assert choice.args.get("maneuver") != "catch_breath", (stamina, choice.label)


def test_defends_when_it_cannot_attack_but_is_threatened() -> None:
    """000 Main Actions > Defend: a rooted hero with nothing in range braces for the charging ogre."""
    battle = scene('[map]\nrows = """\n. . . . . . . . . .\n"""\n'
                   + creature("hero", "heroes", (0, 0), stamina=20, speed=0)
                   + creature("ogre", "monsters", (8, 0), stamina=60, speed=8, free_strike=6))
    _, choice = decide(battle)
    assert choice.kind == "main_action" and choice.args["action"] == "defend", choice.label


def test_attacks_rather_than_defends_when_it_can() -> None:
    battle = scene(OPEN_ROW + HERO_AND_OGRE.format(hx=0, hy=0, ox=1, oy=0))
    _, choice = decide(battle)
    assert choice.kind in ("ability", "charge") and choice.args["targets"] == ["ogre"], choice.label


AIDERS = ('[map]\nrows = """\n' + ". . . . . . . .\n" * 7 + '"""\n'
          + creature("helper", "heroes", (1, 3), stamina=20)
          + creature("friend", "heroes", (2, 2), stamina=20, might=2)
          + creature("ogre", "monsters", (2, 3), stamina=60, free_strike=2))


def test_aids_an_attack_an_ally_can_still_make() -> None:
    """000 Maneuvers > Aid Attack: with its main action spent, the helper opens the ogre up for
    the friend who has yet to act."""
    battle = scene(AIDERS)
    battle.choose(Option("next_creature", {"creature": "helper"}))
    left_with(battle, main=0)
    _, choice = decide(battle)
    assert choice.args.get("maneuver") == "aid_attack", choice.label


def test_no_aid_when_no_ally_can_use_it() -> None:
    battle = scene(AIDERS)
    battle.choose(Option("next_creature", {"creature": "helper"}))
    battle.acted.add("friend")
    left_with(battle, main=0)
    _, choice = decide(battle)
    assert choice.args.get("maneuver") != "aid_attack", choice.label


def test_high_ground_promise_follows_the_engine() -> None:
    """000 High Ground: a square high on a wall gives high ground only to a natural climber, and
    a square in the air never does; the AI's promise matches the engine's rule."""
    battle = scene('[map]\nwall_height = 5\nrows = """\n. # . . . .\n. . . . . .\n"""\n'
                   + creature("scaler", "heroes", (0, 0), stamina=20)
                   + creature("flier", "heroes", (3, 1), stamina=20, movement=["fly"])
                   + creature("ogre", "monsters", (5, 1), stamina=60, free_strike=2))
    ogre = battle.creatures["ogre"]
    cases = [("scaler", (0, 0, 3), ()), ("scaler", (0, 0, 3), ("walk", "climb")),
             ("flier", (3, 1, 3), ("walk", "fly"))]
    for who, pos, movement in cases:
        c = battle.creatures[who]
        if movement:
            c.movement = movement
        promised = _edges_at(battle, c, pos, ogre, 2, [], True)
        start, c.pos = c.pos, pos
        assert promised == int(high_ground(battle, c, ogre)), (who, movement)
        c.pos = start
    scaler = battle.creatures["scaler"]
    scaler.movement = ("walk",)
    assert _edges_at(battle, scaler, (0, 0, 3), ogre, 2, [], True) == 0


def test_picks_the_most_damaging_of_several_hazards() -> None:
    """000 Forced Movement: east is a wall (a slam for 2 + 3), north-east a drop off the cliff,
    south-east a lava pit (30 fire damage); greedy shoves the ogre into the lava."""
    battle = scene('[map]\nwall_height = 9\nrows = """\n6 6 6 . 6 6\n6 6 6 . 6 6\n6 6 6 # 6 6\n'
                   '6 6 6 L 6 6\n6 6 6 6 6 6\n"""\n'
                   '[map.legend]\n"L" = { ground = 6, terrain = "lava", damage = 30, damage_type = "fire" }\n'
                   + HERO_AND_OGRE.format(hx=1, hy=2, ox=2, oy=2), PUSHER)
    battle, choice = push_then_decide(battle)
    damage = {}
    for opt in battle.pending().options:
        steps = opt.args["steps"]
        if len(steps) == 3 and all(s == steps[0] for s in steps) or not steps:
            trial = battle.clone()
            trial.choose(opt)
            while trial.pending() is not None and trial.pending().kind not in ("turn", "next_creature"):
                trial.choose(trial.pending().default)
            damage[tuple(map(tuple, steps))] = 60 - max(trial.creatures["ogre"].stamina, 0)
    assert len(set(damage.values())) >= 3, damage  # the hazards really differ
    battle.choose(choice)
    dealt = 60 - max(battle.creatures["ogre"].stamina, 0)
    assert dealt == max(damage.values()) and dealt >= 30, (choice.label, damage)


def test_an_opportunity_attack_on_the_way_does_not_take_the_chargers_dice() -> None:
    """The look-ahead's chosen dice are for the charger's own roll: the hero's opportunity
    attack on the way rolls separately, so each tier of the gore still shows up."""
    text = (OPEN_ROW + creature("guard", "heroes", (0, 1), stamina=30, might=2)
            + creature("scout", "heroes", (6, 0), stamina=30)
            + creature("raider", "monsters", (0, 0), stamina=40, might=2, abilities=["gore"]))
    gore = """
[[ability]]
id = "gore"
name = "Gore"
action = "main"
keywords = ["charge", "melee", "strike", "weapon"]
distance = "melee 1"
target = "one creature"
roll = ["might"]
tier1 = { damage = 3 }
tier2 = { damage = 6 }
tier3 = { damage = 9 }
"""
    battle = scene(text, gore, first="monsters")
    charge = next(o for o in battle.pending().options
                  if o.kind == "charge" and o.args["ability"] == "gore" and o.args["targets"] == ["scout"])
    outcomes = ADVISOR.outcomes(battle, charge)
    assert all(b.creatures["raider"].stamina < 40 for _, b in outcomes)  # the guard struck
    assert {b.creatures["scout"].stamina for _, b in outcomes} == {27, 24, 21}


def test_a_monster_knows_its_free_strike_reaches_as_far_as_its_signature() -> None:
    """RULES-NOTES Director's side: a lasher with a melee 2 signature threatens 2 squares with
    its free strike, so the AI's attack table says so."""
    from rules.drawsteel.advice import attack_table
    lash = PUSHER.replace("shove_hard", "lash").replace("Shove Hard", "Lash").replace("melee 1", "melee 2") \
        .replace('action = "main"', 'action = "maneuver"')  # so only the free strikes are main actions
    battle = scene(OPEN_ROW + creature("hero", "heroes", (0, 0), stamina=20)
                   + creature("lasher", "monsters", (2, 0), stamina=20, free_strike=4, abilities=["lash"]),
                   lash, first="monsters")
    battle.pending()  # the lasher's turn begins
    lasher = battle.creatures["lasher"]
    reaches = sorted(reach for reach, _ in attack_table(battle, lasher, [battle.creatures["hero"]]))
    assert reaches == [2, 5], reaches  # the melee and the ranged free strike


def test_felling_a_hero_is_not_worth_more_for_its_recoveries() -> None:
    """Recoveries count for healing later, not as a bounty: the drop in worth from 1 Stamina to
    dead is the same whether the hero had 8 Recoveries or none."""
    from rules.drawsteel.advice import creature_value
    battle = scene(HURT_HERO)
    hero = battle.creatures["hero"]
    drops = []
    for recoveries in (0, 8):
        hero.recoveries, hero.stamina, hero.dead = recoveries, 1, False
        alive = creature_value(hero)
        hero.dead = True
        drops.append(alive - creature_value(hero))
    assert drops[0] == drops[1]


def test_pinning_down_an_ally_is_never_a_gain() -> None:
    """Grabbing one's own rider (speed 0) must not make the mount look more useful, nor may it
    make a defending enemy's guard look weaker: the only change it brings is the grabbed
    condition's cost. (Both once made the AI grab its own allies.)"""
    from rules.core.creature import Condition
    from rules.drawsteel.advice import CONDITION_COST
    from rules.drawsteel.scenarios import battle_from_toml
    battle = battle_from_toml('''
[map]
rows = """
. . . . . .
. . . . . .
. . . . . .
"""

[[creature]]
id = "strider"
template = "ashmane_strider"
side = "heroes"
at = [0, 0]

[[creature]]
id = "knight"
side = "heroes"
riding = "strider"
at = [1, 1]
stamina = 20

[[creature]]
id = "squire"
side = "heroes"
at = [3, 1]
stamina = 20

[[creature]]
id = "ogre"
side = "monsters"
at = [4, 1]
stamina = 30
free_strike = 4
''')
    battle.creatures["ogre"].tags["defending"] = True
    advisor = DrawSteelAdvisor()
    before = advisor.evaluate(battle, "heroes")
    for cid in ("knight", "squire"):
        battle.creatures[cid].conditions.append(Condition("grabbed", "until_removed", "strider"))
    after = advisor.evaluate(battle, "heroes")
    assert after == pytest.approx(before - 2 * CONDITION_COST["grabbed"])
