"""001: combat ends when all foes flee, surrender or fall; when foes break (rules-decisions)."""
from __future__ import annotations

from .kit import declare, fight, of


def test_the_leader_falls_and_the_rest_give_up() -> None:
    """001 Combat Actions / ending: the chief drops; the bandit beside Bryn surrenders, the one
    far off flees, and the heroes win."""
    battle = fight({"bryn_ashford": (2, 2)},
                   {"bandit_chief": (3, 2), "bandit": (2, 3), "bandit_crossbow": (11, 7)},
                   first_contact=[15], no_breaking=False)
    battle.pending()
    battle.creatures["bandit_chief"].hp = 3
    battle.dice.queue(18, 5)
    events = declare(battle, "bryn_ashford", action="attack", target="bandit_chief", ability="longsword")
    assert of(events, "os_broke")[0]["why"] == "their leader has fallen"
    assert {(e["creature"], e["how"]) for e in of(events, "left_the_fight")} == {
        ("bandit", "surrendered"), ("bandit_crossbow", "fled")}
    assert battle.winner == "heroes"


def test_heroes_lose_when_nobody_stands() -> None:
    """001: the last hero falls (dying counts as down): the foes win."""
    battle = fight({"wren_tallow": (2, 2)}, {"hill_ogre": (3, 2)})
    battle.creatures["wren_tallow"].hp = 2
    battle.dice.queue(15, 3, 3)
    declare(battle, "hill_ogre", action="attack", target="wren_tallow", ability="tree_club")
    assert battle.winner == "monsters"
