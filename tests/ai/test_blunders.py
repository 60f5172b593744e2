"""Regression tests for the greedy Draw Steel AI's blunders read in battle logs (issue 19)."""
from __future__ import annotations

from rules.core.decisions import Option
from rules.drawsteel.advice import DrawSteelAdvisor, _guard_value, creature_value
from rules.drawsteel.content.skirmish import encounter_battle

ENCOUNTER = "saltreed_ford_ambush"


def _near_all_heroes(battle, cid: str) -> None:
    heroes = [c for c in battle.creatures.values() if c.side == "heroes"]
    x, y, z = heroes[0].pos
    battle.creatures[cid].pos = (x + 2, y, z)


def _board_with(rows: str, *creatures: tuple[str, str, list[int], int, str]):
    """An inline Draw Steel battle on `rows` (`^` is burning ground) with creatures given as
    (id, side, at, stamina, extra TOML lines)."""
    from rules.drawsteel.scenarios.inline import battle_from_toml
    blocks = "".join(f'\n[[creature]]\nid = "{cid}"\nside = "{side}"\nat = {at}\nstamina = {stamina}\n{extra}\n'
                     for cid, side, at, stamina, extra in creatures)
    return battle_from_toml(f'[map]\nrows = """\n{rows}\n"""\n{blocks}')


def test_defend_counts_only_the_share_of_blows_likely_to_fall_on_the_defender() -> None:
    """Defend was worth every enemy's free strike at once, so monsters defended in 40% of their
    main actions; an enemy with another target in reach now counts for its share only."""
    battle = encounter_battle(ENCOUNTER, 1)
    warden = battle.creatures["briarback_warden"]
    for c in battle.creatures.values():
        if c.side == "monsters" and c.id != warden.id:
            c.removed = True
    warden.tags["defending"] = True
    battle.current = warden.id
    _near_all_heroes(battle, warden.id)
    alone = _guard_value(battle, warden)
    other = next(c for c in battle.creatures.values() if c.side == "monsters" and c.id != warden.id)
    other.removed = False
    other.pos = (warden.pos[0], warden.pos[1] + 1, warden.pos[2])
    shared = _guard_value(battle, warden)
    assert alone > 0 and shared < alone * 0.75, (alone, shared)


def test_hurting_a_dying_hero_is_never_free() -> None:
    """A dying hero further below 0 is closer to death: its side's value drops with it."""
    battle = encounter_battle(ENCOUNTER, 1)
    sefa = battle.creatures["sefa"]
    sefa.stamina = -1
    one_below = creature_value(sefa)
    sefa.stamina = -5
    assert creature_value(sefa) < one_below


def test_no_knockback_or_grab_on_a_friend() -> None:
    battle = encounter_battle(ENCOUNTER, 1)
    while battle.pending().kind != "turn":
        battle.choose(battle.pending().options[0])
    me = battle.creatures[battle.current]
    friend = next(c for c in battle.creatures.values() if c.side == me.side and c.id != me.id)
    enemy = next(c for c in battle.creatures.values() if c.side != me.side)
    advisor = DrawSteelAdvisor()
    for ability in ("knockback", "grab"):
        assert not advisor.worth_considering(battle, Option("ability", {"ability": ability, "targets": [friend.id]}))
        assert advisor.worth_considering(battle, Option("ability", {"ability": ability, "targets": [enemy.id]}))


def test_walking_through_burning_ground_counts_against_the_move() -> None:
    """Heroes walked across lava to reach a better square (issue 19); the squares of damaging
    ground a path enters now weigh against the move (000 Movement > Damaging Terrain)."""
    battle = _board_with(". ^ ^ . . .\n. . . . . .", ("hero", "heroes", [0, 0], 20, ""),
                         ("ogre", "monsters", [5, 1], 30, ""))
    while battle.pending().kind != "turn":
        battle.choose(battle.pending().options[0])
    hero = battle.creatures["hero"]
    advisor = DrawSteelAdvisor()
    through = Option("move", {"to": [2, 0, 0]})
    around = Option("move", {"to": [2, 1, 0]})
    assert advisor.move_risk(battle, hero, through) > advisor.move_risk(battle, hero, around) >= 0


def test_climbing_an_unwilling_creature_is_weighed_on_the_tests_real_odds() -> None:
    """Climbing onto an enemy was judged on one sample of the dice, as if sure to work (13 tries,
    0 successes in five battles); the look-ahead now splits it by the test's tiers and their
    odds (000 Movement > Climb or Swim > Climbing Other Creatures)."""
    from rules.drawsteel.scenarios.inline import battle_from_toml
    battle = battle_from_toml("""
[map]
rows = \"\"\"
. . . .
. . . .
\"\"\"

[[creature]]
id = "hero"
side = "heroes"
at = [0, 0]
stamina = 20

[[creature]]
id = "ogre"
side = "monsters"
at = [1, 0]
size = "2"
stamina = 30
""")
    while battle.pending().kind != "turn":
        battle.choose(battle.pending().options[0])
    climb = next(o for o in battle.pending().options if o.kind == "climb_on")
    groups = DrawSteelAdvisor()._dice_groups(battle, climb)
    assert len(groups) > 1 and abs(sum(p for p, _ in groups) - 1.0) < 1e-9


def test_riding_away_from_an_enemy_counts_the_opportunity_attack_on_the_mount() -> None:
    """Move risk was counted for plain moves only, so riders rode past enemies as if safe
    (issue 19); a Ride now weighs what the mount's path provokes (000 Move Actions > Ride)."""
    from rules.drawsteel.scenarios.inline import battle_from_toml
    battle = battle_from_toml("""
[map]
rows = \"\"\"
. . . . . . . . . .
. . . . . . . . . .
. . . . . . . . . .
\"\"\"

[[creature]]
id = "strider"
template = "ashmane_strider"
side = "heroes"
at = [1, 0]

[[creature]]
id = "knight"
side = "heroes"
riding = "strider"
at = [2, 0]
stamina = 20

[[creature]]
id = "goblin"
side = "monsters"
at = [0, 0]
stamina = 10
free_strike = 3
""")
    while battle.pending().kind != "turn" or battle.pending().creature != "knight":
        decision = battle.pending()
        pick = next((o for o in decision.options if o.args.get("creature") == "knight"), decision.options[0])
        battle.choose(pick)
    away = next(o for o in battle.pending().options if o.kind == "ride" and o.args["mount_to"] == [5, 0, 0])
    assert DrawSteelAdvisor().move_risk(battle, battle.creatures["knight"], away) > 0


def test_a_dying_hero_weighs_bleeding_to_death_exactly() -> None:
    """A dying hero 12 past 0, four from death, assisted a friend with a Might test and bled to
    death (seed 0 of Saltreed Ford): the look-ahead rolled the bleeding die once, as if its face
    were certain. Now the faces that kill and those that do not are both weighed, with their
    exact chances (RULES-NOTES Bleeding; 000 Dying)."""
    from rules.drawsteel.advice import bleed_groups
    from rules.drawsteel.harm.damage import bleed_while_dying
    battle = encounter_battle(ENCOUNTER, 1)
    while battle.pending().kind != "turn" or battle.pending().side != "heroes":
        battle.choose(battle.pending().options[0])
    hero = battle.creatures[battle.current]
    friend = next(c for c in battle.creatures.values() if c.side == "heroes" and c.id != hero.id)
    hero.stamina = -hero.winded_value + 1 + hero.level + 3  # faces 4, 5 and 6 kill
    bleed_while_dying(hero)
    assist = Option("maneuver", {"maneuver": "assist_test", "target": friend.id})
    assert bleed_groups(battle, assist) == [(0.5, 4), (0.5, 2)]
    outcomes = DrawSteelAdvisor().outcomes(battle, assist)
    dead = sum(p for p, b in outcomes if b.creatures[hero.id].dead)
    assert abs(dead - 0.5) < 1e-9
    assert abs(sum(p for p, _ in outcomes) - 1) < 1e-9


def test_ground_that_cannot_hurt_the_creature_is_no_hazard_to_its_square() -> None:
    """A fire-immune Cinder Acolyte stood idle for a turn rather than step onto embers that
    could not burn it (issue 19): a square of damaging ground counted against every creature.
    It counts only where the damage gets through (000 Damage > Damage Immunity; 000 Movement >
    Damaging Terrain)."""
    advisor = DrawSteelAdvisor()
    for immune, hurt in (("immunities = { fire = 5 }", False), ("", True)):
        battle = _board_with(". ^ . . .\n. . . . .", ("walker", "monsters", [0, 0], 20, immune),
                             ("hero", "heroes", [4, 1], 20, ""))
        walker = battle.creatures["walker"]
        embers, plain = advisor.position_values(battle, walker, [(1, 0, 0), (1, 1, 0)], False)
        assert (embers < plain - 5) is hurt, (immune, embers, plain)
