"""Parts of a turn's options listed alone (`Decision.part`), which the tactician's look-ahead
asks for: the options in place are exactly the turn's options less every move, disengage and
ride, and the blows exactly its charges and abilities, each in the same order, although they
are worked out without the movement search (000 Combat > Move Actions and Main Actions, Main
Actions > Charge)."""
from __future__ import annotations

from rules.ai.greedy import GreedyPlayer
from rules.ai.random_player import RandomPlayer
from rules.core.battle import Battle
from rules.core.decisions import BLOWS, IN_PLACE, MOVE_KINDS
from rules.core.registry import get_ruleset
from rules.drawsteel.scenarios import battle_from_toml
from tests.drawsteel.test_mounted import CAVALRY

RULES = get_ruleset("drawsteel")


def _turns_checked(battle: Battle, players: dict, limit: int = 400) -> int:
    """Play on, checking every turn decision before anybody has listed its options."""
    checked = 0
    for _ in range(limit):
        decision = battle.pending()
        if decision is None:
            break
        if decision.kind == "turn":
            in_place, blows = decision.part(IN_PLACE), decision.part(BLOWS)
            assert in_place == tuple(o for o in decision.options if o.kind not in MOVE_KINDS)
            assert blows == tuple(o for o in decision.options if o.kind in ("ability", "charge"))
            checked += 1
        battle.choose(players[decision.side](battle, decision))
    return checked


def test_the_options_in_place_are_the_turn_options_less_the_moves() -> None:
    for seed, enc in enumerate(("saltreed_ford_ambush", "reedmarsh_raiders", "skyreach_crossing")):
        battle = RULES.encounter_battle(enc, seed, settings={"max_rounds": 2})
        assert _turns_checked(battle, {"heroes": GreedyPlayer(), "monsters": RandomPlayer(seed)}) > 10


def test_a_rider_in_place_keeps_everything_but_the_ride() -> None:
    battle = battle_from_toml(CAVALRY)
    assert _turns_checked(battle, {"heroes": RandomPlayer(1), "monsters": RandomPlayer(2)}, 150) > 5


def test_an_option_in_place_is_chosen_without_listing_the_moves() -> None:
    """A look-ahead copy plays an option in place without working out every move first; the
    battle goes on exactly as when the option is picked from the whole list."""
    battle = RULES.encounter_battle("saltreed_ford_ambush", 0, settings={"max_rounds": 1})
    decision = battle.pending()
    while decision.kind != "turn":
        battle.choose(decision.options[decision.default])
        decision = battle.pending()
    blow = next(o for o in decision.part(BLOWS) if o.kind == "ability")
    quick = battle.clone()
    quick.choose(blow)
    assert callable(decision._options)  # the whole list was never needed
    whole = battle.clone()
    whole.choose(next(o for o in decision.options if o == blow))
    assert quick.creatures == whole.creatures and quick.pending().kind == whole.pending().kind
