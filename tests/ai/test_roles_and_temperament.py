"""Roles and temperament (issue 19 point 2): with the battle's `roles` setting (the hard
difficulty, `--roles`), the AI stands where a monster's role says it fights best (RULES-NOTES,
Monster stat block: roles), and a temperament set per encounter, slot or creature bends any
creature's bearing. Each scene is played twice, with the role and without it, so the test shows
what the role changes."""
from __future__ import annotations

import pytest

from rules.ai.greedy import GreedyPlayer
from rules.core.battle import Battle
from rules.core.geometry import space_distance
from rules.core.readers import ContentError
from rules.drawsteel.content.loader import parse_encounter
from rules.drawsteel.role_advice import ROLES_SETTING, TEMPERAMENT_SETTING, temperament
from rules.drawsteel.scenarios import battle_from_toml

HEW = """
[[ability]]
id = "hew"
name = "Hew"
action = "main"
keywords = ["melee", "strike", "weapon"]
distance = "melee 1"
target = "one creature"
roll = ["might"]
tier1 = { damage = 3 }
tier2 = { damage = 5 }
tier3 = { damage = 7 }

[[ability]]
id = "bolt"
name = "Bolt"
action = "main"
keywords = ["ranged", "strike", "weapon"]
distance = "ranged 10"
target = "one creature"
roll = ["agility"]
tier1 = { damage = 3 }
tier2 = { damage = 5 }
tier3 = { damage = 7 }
"""
WIDE = '[map]\nrows = """\n' + "\n".join([". " * 16] * 9) + '\n"""\n'


def creature(cid: str, side: str, x: int, y: int, extra: str = "") -> str:
    return f'[[creature]]\nid = "{cid}"\nside = "{side}"\nat = [{x}, {y}]\nstamina = 30\n{extra}\n'


def play_monsters(body: str, roles: dict[str, str], moods: dict[str, str] | None = None,
                  until: str = "", play_roles: bool = True) -> Battle:
    """Build the scene, give the monsters their roles (and temperaments), and let the greedy
    player take the monsters' turn; with `until`, play on (the heroes only ending their turns)
    until that monster has had its turn."""
    battle = battle_from_toml(WIDE + body + HEW, "monsters")
    battle.settings[ROLES_SETTING] = play_roles
    for cid, role in roles.items():
        battle.creatures[cid].role = role
    if moods:
        battle.settings[TEMPERAMENT_SETTING] = moods
    player = GreedyPlayer()
    while battle.pending() is not None:
        decision = battle.pending()
        if decision.side != "monsters":
            if not until or any(e.kind == "turn_ended" and e.creature == until for e in battle.events):
                break
            ends = [o for o in decision.options if o.kind == "end_turn"]
            battle.choose(ends[0] if ends else decision.options[0])
            continue
        battle.choose(player(battle, decision))
    return battle


def gap(battle: Battle, a: str, b: str) -> int:
    x, y = battle.creatures[a], battle.creatures[b]
    return space_distance(x.pos, x.squares, y.pos, y.squares)


def struck(battle: Battle, target: str) -> bool:
    return any(e.kind == "damaged" and e.target == target for e in battle.events)


ARCHER = 'agility = 2\nspeed = 5\nfree_strike = 3\nabilities = ["bolt"]'
FIGHTER = 'might = 2\nspeed = 5\nfree_strike = 3\nabilities = ["hew"]'
HERO = 'might = 2\nspeed = 5\nabilities = ["hew"]'


def test_artillery_keeps_its_distance_and_still_shoots() -> None:
    """An archer four squares from a hero: with no role it steps in to two squares (every square
    nearer is a little better); as artillery it shoots from three or more."""
    body = creature("archer", "monsters", 3, 4, ARCHER) + creature("hero", "heroes", 8, 4, HERO)
    plain = play_monsters(body, {"archer": "controller"})
    artillery = play_monsters(body, {"archer": "artillery"})
    assert gap(plain, "archer", "hero") < 3
    assert gap(artillery, "archer", "hero") >= 3 and struck(artillery, "hero")


def test_a_harrier_strikes_then_slips_out_of_reach() -> None:
    """A harrier beside a hero strikes, then shifts away (Disengage) so the hero cannot simply
    strike back where it stands; a creature with no such role stays where it struck."""
    body = creature("skirm", "monsters", 6, 4, FIGHTER) + creature("hero", "heroes", 7, 4, HERO)
    plain = play_monsters(body, {"skirm": "controller"})
    harrier = play_monsters(body, {"skirm": "harrier"})
    assert struck(plain, "hero") and gap(plain, "skirm", "hero") == 1
    assert struck(harrier, "hero") and gap(harrier, "skirm", "hero") > 1


def test_a_defender_takes_on_the_foe_who_is_on_its_ally() -> None:
    """Two heroes: one is locked in melee with the defender's ally, the other stands alone a
    step nearer. The defender goes for the one on its ally; with no role it takes the nearer."""
    body = (creature("guard", "monsters", 2, 4, FIGHTER)
            + creature("ally", "monsters", 10, 7, FIGHTER)
            + creature("lone", "heroes", 7, 1, HERO)
            + creature("brawler", "heroes", 9, 7, HERO))
    plain = play_monsters(body, {"guard": "controller", "ally": "controller"}, until="guard")
    defender = play_monsters(body, {"guard": "defender", "ally": "controller"}, until="guard")
    assert gap(plain, "guard", "lone") == 1
    assert gap(defender, "guard", "brawler") == 1


def test_a_cautious_creature_steps_back_once_its_blow_is_spent_and_a_bold_one_stays() -> None:
    """Temperament bends any role: the same fighter (no role of its own) ends its turn out of
    the hero's reach when cautious, and beside the hero when bold."""
    body = creature("skirm", "monsters", 6, 4, FIGHTER) + creature("hero", "heroes", 7, 4, HERO)
    cautious = play_monsters(body, {"skirm": "controller"}, {"skirm": "cautious"})
    bold = play_monsters(body, {"skirm": "controller"}, {"monsters": "bold"})
    assert struck(cautious, "hero") and gap(cautious, "skirm", "hero") > 1
    assert struck(bold, "hero") and gap(bold, "skirm", "hero") == 1
    assert temperament(bold, bold.creatures["skirm"]) == "bold"


def test_an_encounter_names_a_temperament_for_its_monsters_and_slots() -> None:
    """An encounter file may set `temperament` for its monsters, and a slot for its own
    creatures; a word the AI does not know is refused in one line naming the place."""
    table = {"name": "Test", "temperament": "cautious",
             "slot": [{"creature": "a", "side": "heroes"},
                      {"creature": "b", "side": "monsters", "temperament": "bold"}]}
    enc = parse_encounter("t", table, "test.toml")
    assert enc.temperament == "cautious" and enc.slots[1].temperament == "bold"
    bad = {**table, "temperament": "fierce"}
    with pytest.raises(ContentError) as err:
        parse_encounter("t", bad, "test.toml")
    assert "temperament" in str(err.value) and "\n" not in str(err.value)


def test_roles_are_played_only_when_the_battle_asks() -> None:
    """The shipped encounters are balanced for role-blind foes, so roles are off unless the
    battle's `roles` setting is on: the artillery archer then steps in like anyone else. The
    client's hard difficulty turns it on; normal and easy do not."""
    from game.match import MatchSetup, battle_settings
    body = creature("archer", "monsters", 3, 4, ARCHER) + creature("hero", "heroes", 8, 4, HERO)
    blind = play_monsters(body, {"archer": "artillery"}, play_roles=False)
    assert gap(blind, "archer", "hero") < 3
    assert battle_settings(MatchSetup(encounter="saltreed_ford_ambush", difficulty="hard")).get("roles")
    assert not battle_settings(MatchSetup(encounter="saltreed_ford_ambush")).get("roles")


def test_the_sim_and_lab_take_roles_and_a_temperament() -> None:
    """`steelgrid sim` and `steelgrid lab` take `--roles` and `--temperament` (for the monsters)."""
    import argparse
    from rules.ai.sim import add_ai_arguments, ai_settings
    parser = argparse.ArgumentParser()
    add_ai_arguments(parser)
    assert ai_settings(parser.parse_args(["--roles", "--temperament", "bold"])) == {
        "roles": True, "temperament": {"monsters": "bold"}}
    assert ai_settings(parser.parse_args([])) == {}


def test_a_damaged_temperament_setting_is_ignored() -> None:
    """A save's settings are plain data: a temperament setting that is not a table of known
    words (a hand-edited save) leaves the creature steady instead of breaking the AI."""
    body = creature("skirm", "monsters", 6, 4, FIGHTER) + creature("hero", "heroes", 7, 4, HERO)
    battle = battle_from_toml(WIDE + body + HEW, "monsters")
    for bad in (5, "bold", {"skirm": "furious"}, {"monsters": 3}):
        battle.settings[TEMPERAMENT_SETTING] = bad
        assert temperament(battle, battle.creatures["skirm"]) == "steady"
    GreedyPlayer()(battle, battle.pending())
