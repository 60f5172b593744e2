"""Draw Steel's reaction hooks: the moments a low rule announces so that the rules that care
can act, without the low rule importing them (DESIGN "Rules react, they do not reach up").

A low rule fires a hook with `battle.rules.react(HOOK, battle, ...)`; the handlers run in the
order `ruleset.py` lists them, each called with the battle and then the arguments below. Nothing
registers itself: the whole table is `ruleset.REACTIONS`.

| hook | arguments | fired by, and when |
| --- | --- | --- |
| `condition_gained` | creature, condition name | `conditions.add_condition`, once the condition is on |
| `downed` | creature | `damage`, as a creature dies or is knocked out (before its `Died`) |
| `died` | creature | `damage`, right after a `Died` event |
| `fell` | creature, start, height, hurt (took damage) | `falling`, last thing when a fall lands |
| `falling_far` | creature, start | `falling_far`, after each 100-square drop of a long fall |
| `turn_started` | creature | `turn`, once the creature's Defend and the Aid marks it left have ended |
| `turn_ending` | creature | `turn`, before the end-of-turn saving throws |
| `round_started` | (none) | `turn_order`, right after the `RoundStarted` event |
| `round_ending` | (none) | `turn_order`, before the `RoundEnded` event |
| `critical_hit` | roller | `ability_resolution`, after a critical main-action power roll |
| `stepped` | creature, square left | `walking`, each time a walker's position changes |
| `force_stepped` | creature, square left | `forced`, each square a force-moved creature goes |
| `entered` | creature, square left, tell | `walking`, `forced`, `leaping`: a creature came into a new square (`tell()` reports the squares moved so far, before anything happens there) |
| `path_told` | creature, path | `walking`, `forced`: a stretch of the mover's path was just told |
| `force_moved` | creature, squares | `forced`, once the whole forced move is told |
| `places_changed` | (none) | `walking`, `forced`, `teleport`, `claw_dirt`: creatures may have come apart |
| `move_ended` | creature | `walking`, `forced`, `teleport`: the move (and any fall it ended in) is over |
| `teleported` | creature | `teleport`, right after the `Teleported` event |
| `teleport_finished` | creature | `teleport`, once the teleporter has shed grabbed, restrained and prone |
"""
from __future__ import annotations

CONDITION_GAINED = "condition_gained"
DOWNED = "downed"
DIED = "died"
FELL = "fell"
FALLING_FAR = "falling_far"
TURN_STARTED = "turn_started"
TURN_ENDING = "turn_ending"
ROUND_STARTED = "round_started"
ROUND_ENDING = "round_ending"
CRITICAL_HIT = "critical_hit"
STEPPED = "stepped"
FORCE_STEPPED = "force_stepped"
ENTERED = "entered"
PATH_TOLD = "path_told"
FORCE_MOVED = "force_moved"
PLACES_CHANGED = "places_changed"
MOVE_ENDED = "move_ended"
TELEPORTED = "teleported"
TELEPORT_FINISHED = "teleport_finished"

HOOKS = (CONDITION_GAINED, DOWNED, DIED, FELL, FALLING_FAR, TURN_STARTED, TURN_ENDING,
         ROUND_STARTED, ROUND_ENDING, CRITICAL_HIT, STEPPED, FORCE_STEPPED, ENTERED, PATH_TOLD, FORCE_MOVED,
         PLACES_CHANGED, MOVE_ENDED, TELEPORTED, TELEPORT_FINISHED)
"""Every hook Draw Steel's rules fire."""
