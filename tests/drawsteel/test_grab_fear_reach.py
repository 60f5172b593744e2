"""Regressions from the rules review: grabs end when the grabber goes down, fear limits every
kind of movement, monster free strikes reach as far as their signature, knocked-out fliers fall,
dragged creatures feel the terrain."""
from __future__ import annotations


from rules.core.battle import Battle
from rules.core.creature import Condition
from rules.core.decisions import Option
from rules.drawsteel.harm.damage import apply_damage
from rules.drawsteel.maneuvers.grab import grab
from rules.drawsteel.scenarios import battle_from_toml


def scene(rows: str, creatures: str) -> Battle:
    return battle_from_toml(f'[map]\nrows = """\n{rows}\n"""\n' + creatures)


PAIR = """
[[creature]]
id = "hero"
side = "heroes"
at = [{hx}, 0]
stamina = 20
{extra}

[[creature]]
id = "ogre"
side = "monsters"
at = [{ox}, 0]
stamina = 20
free_strike = 3
{oextra}
"""


def pair(rows: str = ". . . . . .", hx: int = 0, ox: int = 1, extra: str = "", oextra: str = "") -> Battle:
    return scene(rows, PAIR.format(hx=hx, ox=ox, extra=extra, oextra=oextra))


def test_grab_ends_when_the_grabber_dies() -> None:
    """RULES-NOTES Grabbed: the grab lasts only while the grabber can hold on."""
    battle = pair()
    battle.pending()
    grab(battle, battle.creatures["ogre"], battle.creatures["hero"])
    assert battle.creatures["hero"].has("grabbed")
    apply_damage(battle, battle.creatures["ogre"], 50)
    assert not battle.creatures["hero"].has("grabbed")


def test_frightened_creature_cannot_disengage_or_charge_toward_its_fear() -> None:
    """RULES-NOTES Frightened: no willing movement closer to the source, by any means."""
    battle = pair(hx=0, ox=3)
    battle.pending()
    hero = battle.creatures["hero"]
    hero.conditions.append(Condition("frightened", "save", "ogre"))
    battle.cache.clear()
    options = battle.pending().options
    assert not [o for o in options if o.kind == "disengage" and o.args["to"][0] > 0]
    assert not [o for o in options if o.kind == "charge"]
    assert not [o for o in options if o.kind == "move" and o.args["to"][0] > 0]


def test_monster_free_strike_reaches_as_far_as_its_signature() -> None:
    """RULES-NOTES Monster free strikes: melee reach is the larger of 1 and the signature's."""
    battle = pair(hx=0, ox=2, oextra='abilities = ["crushing_maw"]')
    battle.settings["first_side"] = "monsters"
    decision = battle.pending()
    assert decision.creature == "ogre"
    assert Option("ability", {"ability": "melee_free_strike", "targets": ["hero"]}) in decision.options


def test_knocked_out_flier_falls() -> None:
    """000 Knocking Creatures Out (unconscious creatures are prone) and 000 Fly (prone fliers fall)."""
    from rules.drawsteel.harm.damage import knock_unconscious
    battle = pair(extra='movement = ["fly"]')
    battle.pending()
    bat = battle.creatures["hero"]
    bat.pos, bat.aloft = (0, 0, 4), True
    knock_unconscious(battle, bat, "ogre")
    assert bat.pos[2] == 0 and not bat.aloft


def test_dragged_creature_takes_terrain_damage() -> None:
    """000 Damaging Terrain: a held creature dragged into embers is burned like anyone entering."""
    battle = pair(rows=". . ^ ^ . .", hx=0, ox=1)
    battle.pending()
    hero, ogre = battle.creatures["hero"], battle.creatures["ogre"]
    hero.pos, ogre.pos = (1, 0, 0), (0, 0, 0)
    grab(battle, hero, ogre)
    battle.cache.clear()
    battle.choose(Option("move", {"to": [2, 0, 0]}))
    assert ogre.pos == (1, 0, 0) and ogre.stamina == 20
    battle.choose(Option("move", {"to": [3, 0, 0]}))
    assert ogre.pos == (2, 0, 0) and ogre.stamina < 20
