"""The greedy player uses the rules well: it exploits forced movement (issue 5) and plays the
positional game of the combat chapter (issue 6). Each test sets a small scene with the scenario
format, then asks the player for one decision and checks what it chose."""
from __future__ import annotations


from rules.ai.greedy import GreedyPlayer
from rules.core.battle import Battle
from rules.core.decisions import Decision, Option
from rules.drawsteel.position.flanking_and_cover import flanking
from rules.drawsteel.scenarios import battle_from_toml

PUSHER = """
[[ability]]
id = "shove_hard"
name = "Shove Hard"
action = "main"
keywords = ["melee", "strike", "weapon"]
distance = "melee 1"
target = "one creature"
roll = ["might"]
tier1 = { damage = 1, push = 3 }
tier2 = { damage = 1, push = 3 }
tier3 = { damage = 1, push = 3 }
"""


def scene(body: str, extra: str = PUSHER, first: str = "heroes") -> Battle:
    return battle_from_toml(body + extra, first)


def decide(battle: Battle) -> tuple[Decision, Option]:
    decision = battle.pending()
    assert decision is not None
    return decision, GreedyPlayer()(battle, decision)


def push_then_decide(battle: Battle) -> tuple[Battle, Option]:
    """Use Shove Hard on the ogre, then let the greedy player aim the push."""
    battle.dice.queue(9, 9)
    battle.choose(Option("ability", {"ability": "shove_hard", "targets": ["ogre"]}))
    while battle.pending().kind == "tier":
        battle.choose(battle.pending().default)
    decision, choice = decide(battle)
    assert decision.kind == "force_move"
    return battle, choice


HERO_AND_OGRE = """
[[creature]]
id = "hero"
side = "heroes"
at = [{hx}, {hy}]
stamina = 20
might = 2
abilities = ["shove_hard"]

[[creature]]
id = "ogre"
side = "monsters"
at = [{ox}, {oy}]
stamina = 60
free_strike = 2
"""


def test_pushes_over_the_chasm_rather_than_along_the_ledge() -> None:
    """000 Forced Movement > Forced Into a Fall: greedy picks the push that ends in a long fall."""
    battle = scene('[map]\nrows = """\n6 6 6 6 6\n6 6 6 . .\n6 6 6 6 6\n"""\n' +
                   HERO_AND_OGRE.format(hx=1, hy=1, ox=2, oy=1), PUSHER)
    battle, choice = push_then_decide(battle)
    battle.choose(choice)
    assert any(e.kind == "fell" and e.creature == "ogre" for e in battle.events), choice.label


def test_pushes_into_lava() -> None:
    """000 Damaging Terrain: greedy shoves the target onto damaging ground."""
    battle = scene('[map]\nrows = """\n. . . . .\n. . . ^ .\n. . . . .\n"""\n' +
                   HERO_AND_OGRE.format(hx=1, hy=1, ox=2, oy=1), PUSHER)
    battle, choice = push_then_decide(battle)
    before = battle.creatures["ogre"].stamina
    battle.choose(choice)
    assert battle.creatures["ogre"].stamina < before - 1, choice.label


def test_slams_into_a_wall_rather_than_pushing_into_open_ground() -> None:
    """000 Forced Movement > Slamming Into Objects: a wall turns unused squares into damage."""
    battle = scene('[map]\nrows = """\n. . . . . .\n. . . # . .\n. . . . . .\n"""\n' +
                   HERO_AND_OGRE.format(hx=1, hy=1, ox=2, oy=1), PUSHER)
    battle, choice = push_then_decide(battle)
    battle.choose(choice)
    assert any(e.kind == "slammed" and e.creature == "ogre" for e in battle.events), choice.label


def test_takes_an_opportunity_attack() -> None:
    """000 Opportunity Attacks: an enemy walking away gets struck."""
    battle = scene('[map]\nrows = """\n. . . . . . .\n"""\n' + HERO_AND_OGRE.format(hx=0, hy=0, ox=1, oy=0))
    battle.settings["first_side"] = "heroes"
    battle.choose(Option("move", {"to": [5, 0, 0]}))
    decision, choice = decide(battle)
    assert decision.kind == "opportunity_attack" and choice.args["strike"] is True


def test_disengages_instead_of_provoking() -> None:
    """000 Move Actions > Disengage: a fragile ranged attacker next to a brute shifts away first."""
    battle = scene('[map]\nrows = """\n. . . . . . . .\n. . . . . . . .\n"""\n' + """
[[creature]]
id = "archer"
side = "heroes"
at = [1, 0]
stamina = 6
agility = 2
abilities = ["ranged_free_strike"]

[[creature]]
id = "brute"
side = "monsters"
at = [0, 0]
stamina = 40
free_strike = 6
""")
    battle.pending()
    battle.turn.update(main=0, maneuver=0)  # it has already acted; now it wants to get clear
    battle.cache.clear()
    decision, choice = decide(battle)
    assert choice.kind == "disengage", choice.label


def test_stands_up_when_prone() -> None:
    """000 Maneuvers > Stand Up: a prone fighter gets up before acting."""
    battle = scene('[map]\nrows = """\n. . . .\n"""\n' + HERO_AND_OGRE.format(hx=0, hy=0, ox=1, oy=0)
                   .replace('abilities = ["shove_hard"]', 'abilities = ["shove_hard"]\nconditions = ["prone"]'),
                   PUSHER)
    decision, choice = decide(battle)
    assert choice.args.get("maneuver") == "stand_up", choice.label


def test_catches_its_breath_when_low() -> None:
    """000 Maneuvers > Catch Breath: a badly hurt hero with Recoveries spends one."""
    battle = scene('[map]\nrows = """\n. . . . . . . . . .\n"""\n' + """
[[creature]]
id = "hero"
side = "heroes"
kind = "hero"
at = [0, 0]
stamina = 30
recoveries = 3

[[creature]]
id = "ogre"
side = "monsters"
at = [9, 0]
stamina = 30
free_strike = 3
""")
    battle.creatures["hero"].stamina = 5
    decision, choice = decide(battle)
    assert choice.args.get("maneuver") == "catch_breath", choice.label


def test_moves_to_flank() -> None:
    """000 Flanking: with an ally on one side of the enemy, greedy steps to the opposite side."""
    battle = scene('[map]\nrows = """\n. . . . . .\n. . . . . .\n. . . . . .\n"""\n' + """
[[creature]]
id = "fighter"
side = "heroes"
at = [2, 0]
stamina = 20
might = 2

[[creature]]
id = "friend"
side = "heroes"
at = [1, 1]
stamina = 20

[[creature]]
id = "ogre"
side = "monsters"
at = [2, 1]
stamina = 60
free_strike = 2
""")
    decision = battle.pending()
    battle.choose(Option("next_creature", {"creature": "fighter"}))
    decision, choice = decide(battle)
    assert choice.kind in ("move", "charge"), choice.label
    battle.choose(choice)
    fighter, ogre = battle.creatures["fighter"], battle.creatures["ogre"]
    assert flanking(battle, fighter, ogre) is not None, f"{choice.label}: not flanking from {fighter.pos}"


def test_climbs_to_high_ground() -> None:
    """000 High Ground: a ranged attacker takes the platform above its target before shooting."""
    battle = scene('[map]\nrows = """\n. . . . % % .\n. . 1 1 % % .\n. . . . % % .\n"""\n' + """
[[creature]]
id = "archer"
side = "heroes"
at = [0, 1]
stamina = 20
agility = 2
abilities = ["ranged_free_strike"]

[[creature]]
id = "ogre"
side = "monsters"
at = [6, 1]
stamina = 60
free_strike = 2
""")
    decision, choice = decide(battle)
    assert choice.kind == "move" and tuple(choice.args["to"])[2] == 1, choice.label
