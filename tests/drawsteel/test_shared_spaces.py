"""Creatures two or more sizes apart may share a space; a third creature within one size of
either may still not stop there (the occupancy map knows every creature in a square)."""
from __future__ import annotations

from rules.drawsteel.movement.reachable import reachable
from rules.drawsteel.scenarios import battle_from_toml

BODY = '''
[map]
rows = """
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
"""

[[creature]]
id = "watcher"
side = "monsters"
at = [8, 2]
stamina = 20

[[creature]]
id = "hero"
side = "heroes"
at = [1, 1]
stamina = 20

[[creature]]
id = "delver"
side = "{big_side}"
at = [0, 0]
size = "3"
stamina = 60

[[creature]]
id = "mover"
side = "heroes"
at = [5, 1]
stamina = 20
'''


def _battle(big_side: str = "monsters"):
    return battle_from_toml(BODY.format(big_side=big_side))


def test_occupancy_knows_both_creatures_that_share_a_square() -> None:
    """000 Combat > Movement: a creature may stop in another's space when their sizes are two
    or more apart, so one square can hold two creatures; the occupancy map names them both."""
    battle = _battle()
    occ = battle.occupancy()
    assert set(occ.occupants((1, 1, 0))) == {"hero", "delver"}
    assert set(occ.occupants((0, 0, 0))) == {"delver"}
    assert occ.occupants((5, 0, 0)) == ()


def test_a_third_creature_cannot_stop_where_a_hidden_one_stands() -> None:
    """000 Combat > Movement: "You can't stop moving in any other creature's space ... unless
    that creature's size is two or more sizes greater or smaller than your own." The mover (1M)
    may stop inside the size 3 delver's space, but not in the square the 1M hero shares with it."""
    battle = _battle()
    mover = battle.creatures["mover"]
    reach = reachable(battle, mover, 8)
    assert (2, 2, 0) in reach.stoppable  # inside the delver only: sizes 3 and 1M share
    assert (1, 1, 0) in reach.cost  # it may pass through the hero's square (an ally)
    assert (1, 1, 0) not in reach.stoppable  # but not stop on the hero


def test_a_third_creature_cannot_stop_in_an_allied_pair_either() -> None:
    """000 Combat > Movement (as above), with the big creature on the mover's own side."""
    battle = _battle("heroes")
    reach = reachable(battle, battle.creatures["mover"], 8)
    assert (1, 1, 0) not in reach.stoppable and (2, 2, 0) in reach.stoppable


def test_a_creature_pushed_into_a_shared_square_slams_both_sharers() -> None:
    """000 Forced Movement > Slamming into Creatures: "When you force move a creature into
    another creature, the movement ends and both creatures take 1 damage for each square
    remaining", and a target can slam into several creatures at the same time. A hero standing
    inside the delver's space is hit as well as the delver."""
    from rules.drawsteel.forced.forced_movement import execute
    battle = _battle()
    hero, delver, mover = (battle.creatures[k] for k in ("hero", "delver", "mover"))
    hero.pos, mover.pos = (2, 1, 0), (4, 1, 0)
    before = {c.id: c.stamina for c in (hero, delver, mover)}
    execute(battle, battle.creatures["watcher"], mover, "push", 3, False, [(-1, 0, 0)] * 3)
    assert mover.pos == (3, 1, 0)
    assert {c.id: before[c.id] - c.stamina for c in (hero, delver, mover)} == \
        {"hero": 2, "delver": 2, "mover": 2}
