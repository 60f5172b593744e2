"""The moments other Brighter Worlds rules react to (see `REACTIONS` in `ruleset.py`).

- WOUNDED (battle, creature, source): an attribute was stepped down; morale listens.
- DOWNED (battle, creature, source): a creature was incapacitated or killed; morale listens,
  and a flier drops.
- ROUND_ENDED (battle): the round is over; morale checks whether the tide has turned.
- ENTERED (battle, creature): a creature arrived somewhere by any means; burning ground bites.
- TURN_STARTED (battle, creature): burning ground bites those who start there.
"""
WOUNDED = "wounded"
DOWNED = "downed"
ROUND_ENDED = "round_ended"
ENTERED = "entered"
TURN_STARTED = "turn_started"
HOOKS = (WOUNDED, DOWNED, ROUND_ENDED, ENTERED, TURN_STARTED)
