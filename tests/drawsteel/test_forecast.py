"""The forecast plays a forced move to its end, decisions nested in it included."""
from __future__ import annotations

from rules.core.battle import Battle
from rules.core.decisions import Decision
from rules.drawsteel.scenarios.inline import battle_from_toml

LEDGE = '''
[map]
rows = """
3 3 . . .
3 3 . . .
3 3 . . .
"""

[[ability]]
id = "shove"
name = "Shove"
action = "main"
keywords = ["magic", "ranged"]
distance = "ranged 5"
target = "one creature"
effect = { push = 1 }

[[creature]]
id = "mage"
side = "heroes"
at = [0, 1]
stamina = 20
abilities = ["shove"]

[[creature]]
id = "ogre"
side = "monsters"
at = [1, 1]
stamina = 30

[[creature]]
id = "goblin"
side = "monsters"
at = [2, 1]
stamina = 4
'''


def _push_decision() -> tuple[Battle, Decision]:
    battle = battle_from_toml(LEDGE)
    decision = battle.pending()
    while decision is not None and decision.kind != "force_move":
        if decision.kind == "turn":
            battle.choose(next(o for o in decision.options if o.kind == "ability"))
        else:
            battle.choose(decision.default)
        decision = battle.pending()
    assert decision is not None
    return battle, decision


def test_a_push_into_a_fall_onto_a_creature_shows_the_fall_and_both_creatures_harm() -> None:
    """000 Movement > Falling > Falling Onto Another Creature: the ogre, pushed 1 square east
    off a ledge 3 high, falls 2 squares onto the goblin below (4 damage to each, and the goblin
    is knocked prone) and then lands in the nearest unoccupied space of its side's choice. The
    preview answers that choice on its copy, so the fall, the damage to both and the goblin's
    death all show before the push is chosen; the real battle is not touched."""
    battle, decision = _push_decision()
    before = {cid: c.pos for cid, c in battle.creatures.items()}
    previews = battle.rules.forecast.force_previews(battle, decision)
    east = next(p for p in previews if p.path[-1][:2] == (2, 1))
    assert east.fall == (2, 4)
    assert east.damage == {"ogre": 4, "goblin": 4}
    assert "goblin" in east.deaths
    assert ("ogre", "prone") in east.conditions
    assert "falls 2 (4 damage)" in east.summary(battle)
    assert battle.pending() is decision
    assert {cid: c.pos for cid, c in battle.creatures.items()} == before


def test_the_preview_matches_what_the_push_then_does() -> None:
    """The same push played for real, its landing answered the same way, deals what the preview
    said it would."""
    battle, decision = _push_decision()
    east = next(p for p in battle.rules.forecast.force_previews(battle, decision)
                if p.path[-1][:2] == (2, 1))
    stamina = {cid: c.stamina for cid, c in battle.creatures.items()}
    battle.choose(east.option)
    land = battle.pending()
    assert land is not None and land.kind == "land"
    battle.choose(land.default)
    for cid, amount in east.damage.items():
        assert battle.creatures[cid].stamina == stamina[cid] - amount
    assert battle.creatures["goblin"].dead
