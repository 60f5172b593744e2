"""A grabber that walks into the square of the creature it holds (an ally it may pass through)
never ends its move sharing that square: the held creature is pulled into the space the grabber
just left. Found by the fuzzer (case
drawsteel:emberfield_stampede@hollowdeep_warren#1173:greedy-second:3)."""
from __future__ import annotations

from rules.drawsteel.maneuvers.grab import drag, grab
from rules.drawsteel.scenarios import battle_from_toml

BODY = '''
[map]
rows = """
. . . .
. . . .
. # . .
"""

[[creature]]
id = "hero"
side = "heroes"
at = [1, 0]
stamina = 20

[[creature]]
id = "ally"
side = "heroes"
at = [1, 1]
stamina = 20

[[creature]]
id = "goblin"
side = "monsters"
at = [3, 2]
stamina = 20
'''


def test_a_held_creature_stepped_on_is_pulled_behind_its_grabber() -> None:
    """000 Maneuvers > Grab: a grabbed creature moves with its grabber, and 000 Movement: "You
    can't stop moving in any other creature's space" unless sizes differ by two or more. When
    the held creature cannot follow the step (a wall), it takes the grabber's vacated space
    instead of being left under the grabber (docs/rules-decisions.md, Grabbing)."""
    battle = battle_from_toml(BODY)
    hero, ally = battle.creatures["hero"], battle.creatures["ally"]
    grab(battle, hero, ally)
    before = hero.pos
    hero.pos = ally.pos  # the grabber's step into the held creature's square
    drag(battle, hero, before)
    assert ally.pos == before and ally.has("grabbed")
