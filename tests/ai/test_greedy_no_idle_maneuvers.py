"""Greedy does not spend a maneuver on something that changes nothing (issue 19 point 1).

Found reading a Drowned Relic log: the Warden heaved the sluice winch, then chose to leave it
where it was. The heave's expected value was 3e-14 above ending the turn, a rounding remainder
of outcome probabilities that sum to 1 only approximately."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.sim_boards import on_own_map
from rules.ai.greedy import GreedyPlayer
from rules.ai.players import make_player
from rules.ai.sim import set_up


def test_warden_does_not_heave_the_winch_to_leave_it_in_place() -> None:
    battle = set_up("sluice_relic", 1, make_battle=on_own_map)
    players = {battle.rules.sides[0]: make_player("greedy", 3), battle.rules.sides[1]: make_player("greedy", 4)}
    while True:
        decision = battle.pending()
        assert decision is not None and battle.round <= 1
        current = battle.creatures.get(battle.current) if battle.current else None
        if decision.kind == "turn" and current is not None and current.name == "Briarback Warden" \
                and current.tags.get("defending") \
                and any(o.args.get("maneuver") == "heave" for o in decision.options):
            break
        battle.choose(players[decision.side](battle, decision))
    choice = GreedyPlayer()(battle, decision)
    assert choice.args.get("maneuver") not in ("heave", "assist"), choice.label
