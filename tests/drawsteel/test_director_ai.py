"""The Director's side in play (issue 16): the greedy AI spends Malice and times villain
actions with simple valuations, the new decisions survive save and reload, and whole battles
of the leader and solo encounters run to the end."""
from __future__ import annotations

from rules.ai.greedy import GreedyPlayer
from rules.ai.play import play_out
from rules.ai.random_player import RandomPlayer
from rules.core.battle import Battle
from rules.core.save import dumps, loads
from rules.drawsteel.content.skirmish import encounter_battle
from rules.drawsteel.scenarios import battle_from_toml

SWING = """
[[ability]]
id = "swing"
name = "Swing"
action = "main"
keywords = ["melee", "strike", "weapon"]
distance = "melee 1"
target = "one creature"
roll = ["might"]
tier1 = { damage = 3 }
tier2 = { damage = 5 }
tier3 = { damage = 7 }
"""


def duel(gap: int, malice: int, monster: str = 'stamina = 30\nmight = 3\nabilities = ["swing"]') -> Battle:
    row = " ".join("." for _ in range(gap + 2))
    return battle_from_toml(f'malice = {malice}\n[map]\nrows = """\n{row}\n"""\n' + SWING + f"""
[[creature]]
id = "vell"
side = "heroes"
at = [0, 0]
stamina = 30

[[creature]]
id = "ogre"
side = "monsters"
at = [{gap + 1}, 0]
{monster}
""", "monsters")


def bought(battle: Battle) -> list[str]:
    """Let the greedy Director answer the Malice decisions at the start of the turn."""
    player = GreedyPlayer()
    while (d := battle.pending()) is not None and d.kind == "malice":
        battle.choose(player(battle, d))
    return [e.feature for e in battle.events if e.kind == "malice_feature_used"]


def test_greedy_spends_malice_on_a_foe_in_reach() -> None:
    got = bought(duel(0, 6))  # 6 + 1 hero + round 1 = 8
    assert "savage_opening" in got and "grim_resolve" in got


def test_greedy_keeps_malice_when_nothing_is_in_reach() -> None:
    assert bought(duel(20, 6)) == []


def test_greedy_buys_speed_only_to_close_the_gap() -> None:
    assert bought(duel(7, 0)) == ["hounding_advance"]  # speed 5 + reach 1 falls 1 short


def test_greedy_keeps_malice_for_a_malice_cost_ability() -> None:
    battle = duel(0, 3, 'template = "pyre_marshal"')  # 5 in the pool, Pyre Lash costs 3
    assert "savage_opening" not in bought(battle)


def villain_scene(heroes: int, stamina: int = 60) -> Battle:
    rows = "\n".join(". . . . . . . ." for _ in range(3))
    body = f'[map]\nrows = """\n{rows}\n"""\n'
    for n in range(heroes):
        body += f'[[creature]]\nid = "h{n}"\nside = "heroes"\nat = [{3 + n}, 1]\nstamina = 30\n\n'
    body += f'[[creature]]\nid = "marshal"\ntemplate = "pyre_marshal"\nside = "monsters"\nat = [4, 2]\nstamina = {stamina}\n'
    battle = battle_from_toml(body, "heroes")
    if battle.pending().kind == "next_creature":
        battle.choose(battle.pending().options[0])
    battle.choose(next(o for o in battle.pending().options if o.kind == "end_turn"))
    return battle


def test_greedy_saves_a_villain_action_for_a_better_moment() -> None:
    battle = villain_scene(1)
    decision = battle.pending()
    assert decision.kind == "villain_action"
    assert GreedyPlayer()(battle, decision).args["creature"] == ""


def test_greedy_uses_a_villain_action_that_catches_several_heroes() -> None:
    battle = villain_scene(3)
    choice = GreedyPlayer()(battle, battle.pending())
    assert choice.args["creature"] == "marshal" and len(choice.args["targets"]) >= 2


def test_a_winded_villain_does_not_wait() -> None:
    battle = villain_scene(1, stamina=20)  # 20 of 60: winded
    assert GreedyPlayer()(battle, battle.pending()).args["creature"] == "marshal"


def test_pending_director_decisions_survive_save_and_reload() -> None:
    battle = villain_scene(2)
    decision = battle.pending()
    again = loads(dumps(battle)).pending()
    assert again.kind == "villain_action" and [o.key for o in again.options] == [o.key for o in decision.options]
    malice = duel(0, 6)
    first = malice.pending()
    assert first.kind == "malice"
    reloaded = loads(dumps(malice)).pending()
    assert [o.key for o in reloaded.options] == [o.key for o in first.options]


def play(encounter: str, seed: int, heroes, monsters, rounds: int = 30) -> Battle:
    battle = encounter_battle(encounter, seed, settings={"ask_knock_out": False, "max_rounds": rounds})
    return play_out(battle, {"heroes": heroes, "monsters": monsters})


def test_greedy_battles_with_the_leader_and_the_solo() -> None:
    for encounter in ("pyre_marshal_muster", "ashmaw_lair"):
        battle = play(encounter, 1, GreedyPlayer(), GreedyPlayer())
        kinds = {e.kind for e in battle.events}
        assert battle.over and {"villain_action_used", "malice_feature_used"} <= kinds, encounter
        assert battle.data["malice"] == 0


def test_random_battles_with_the_leader_and_the_solo() -> None:
    for encounter in ("pyre_marshal_muster", "ashmaw_lair"):
        assert play(encounter, 3, RandomPlayer(3), RandomPlayer(10), rounds=4).over


def test_malice_left_at_the_end_is_told_as_lost_not_spent() -> None:
    """RULES-NOTES Malice: whatever is left is lost when the encounter ends."""
    from rules.drawsteel.director.narrate import director_line
    line = director_line({"kind": "malice_changed", "amount": -4, "total": 0, "why": "the encounter is over"}, str)
    assert line is not None and "lost" in line and "spends" not in line
