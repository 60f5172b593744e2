"""The shipped Draw Steel roster and its encounters (issue 16).

RULES-NOTES Director's side > Organizations (minion, horde, platoon, elite, leader, solo; the
nine roles), > Malice (a monster spends it on its own Malice features), > Encounter budget (a
hero is worth 4 + 2 x level; standard is the party's total), and 000 Objective Endings (each
encounter is fought over something on its map).
"""
from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import pytest

from game.cli import main as cli
from rules.drawsteel.content.budget import DIFFICULTIES, encounter_difficulty, roster
from rules.drawsteel.content.loader import ContentError, default_content, load_content

ROOT = Path(__file__).resolve().parents[2]
CONTENT = default_content()
MONSTERS = {cid: t for cid, t in CONTENT.creatures.items() if not t.hero and t.ev > 0}
"""The Director's stat blocks: a captive the heroes rescue (data/creatures/captives.toml) is
worth no EV and belongs to no faction."""
ORGANIZATIONS = ("minion", "horde", "platoon", "elite", "leader", "solo")
ROLES = ("ambusher", "artillery", "brute", "controller", "defender", "harrier", "hexer",
         "mount", "support")
FACTION_FEATURES = {
    "forge-cult of the Pyre": ("ember_step", "stoke_the_coals"),
    "Reedmarsh raiders": ("reed_slip", "mire_grip"),
    "Barrow dead": ("grave_endurance", "clutching_dead"),
    "Hollowdeep brood": ("tunnel_surge", "cave_in"),
}
NEW_ENCOUNTERS = ("deepmother_stirs", "weavers_larder", "gravecaller_requiem", "ossuary_watch",
                  "silt_crone_sluice", "mudcrown_toll", "juggernaut_forge")


def faction_of(creature_id: str) -> str:
    """The faction whose pair of Malice features the creature lists ("" for none)."""
    own = set(MONSTERS[creature_id].malice_features)
    return next((name for name, pair in FACTION_FEATURES.items() if set(pair) <= own), "")


def test_the_roster_has_at_least_24_monsters() -> None:
    assert len(MONSTERS) >= 24


def test_every_organization_and_role_is_on_the_roster() -> None:
    # RULES-NOTES Director's side > Organizations: the six organizations and nine roles
    assert {t.organization for t in MONSTERS.values()} >= set(ORGANIZATIONS)
    assert {t.role for t in MONSTERS.values()} >= set(ROLES)


def test_elite_stat_blocks_load_and_are_worth_about_two_heroes() -> None:
    # RULES-NOTES Organizations: an elite is worth about two heroes (12 EV at level 1)
    elites = [t for t in MONSTERS.values() if t.organization == "elite"]
    assert len(elites) >= 3
    assert all(t.ev == 12 and t.level == 1 for t in elites)


def test_four_factions_each_with_its_own_malice_features() -> None:
    # RULES-NOTES Malice: a monster spends Malice on the features its stat block lists
    members: dict[str, list[str]] = defaultdict(list)
    for cid, t in MONSTERS.items():
        if t.role != "mount" or t.malice_features:
            members[faction_of(cid)].append(cid)
    assert "" not in members, f"monsters without a faction: {members.get('')}"
    assert set(members) == set(FACTION_FEATURES)
    for name, pair in FACTION_FEATURES.items():
        assert all(f in CONTENT.malice and not CONTENT.malice[f].basic for f in pair), name
        assert len(members[name]) >= 5, name
    others = {f for n, pair in FACTION_FEATURES.items() for f in pair}
    for name, pair in FACTION_FEATURES.items():  # no faction borrows another's features
        for cid in members[name]:
            assert set(MONSTERS[cid].malice_features) & others == set(pair), cid


def test_every_organization_appears_in_several_factions() -> None:
    seen: dict[str, set[str]] = defaultdict(set)
    for cid, t in MONSTERS.items():
        seen[t.organization].add(faction_of(cid))
    assert all(len(seen[o] - {""}) >= 2 for o in ORGANIZATIONS), seen


def test_leaders_and_solos_have_three_villain_actions() -> None:
    # RULES-NOTES Villain actions: a leader or solo has three
    for t in MONSTERS.values():
        if t.organization in ("leader", "solo"):
            assert len(t.villain_actions) == 3, t.id
            assert all(CONTENT.abilities[a].action == "villain" for a in t.villain_actions)


@pytest.mark.parametrize("encounter_id", sorted(CONTENT.encounters))
def test_each_encounter_budget_matches_its_declared_difficulty(encounter_id: str) -> None:
    # RULES-NOTES Encounter budget: 4 + 2 x level per hero; standard is the party's total
    enc = CONTENT.encounters[encounter_id]
    assert enc.difficulty in DIFFICULTIES, f"{encounter_id} declares no difficulty"
    assert encounter_difficulty(encounter_id, 1, CONTENT) == enc.difficulty


@pytest.mark.parametrize("encounter_id", sorted(CONTENT.encounters))
def test_each_encounter_is_fought_on_a_shipped_map_over_an_objective(encounter_id: str) -> None:
    # 000 Objective Endings: the encounter's own objectives or its map's objectives layer
    enc = CONTENT.encounters[encounter_id]
    tmx = ROOT / "maps" / f"{enc.map}.tmx"
    assert enc.map and tmx.exists(), encounter_id
    assert enc.objectives or 'name="objectives"' in tmx.read_text(), encounter_id


def test_the_encounters_cover_every_shipped_map_and_the_new_ones_every_faction() -> None:
    maps = {e.map for e in CONTENT.encounters.values()}
    assert maps == {p.stem for p in (ROOT / "maps").glob("*.tmx")}
    factions = {faction_of(s.creature) for e in NEW_ENCOUNTERS
                for s in CONTENT.encounters[e].slots if s.side == "monsters"}
    assert factions == set(FACTION_FEATURES)


def test_every_monster_is_fielded_or_left_to_the_encounter_builder() -> None:
    fielded = {s.creature for e in CONTENT.encounters.values() for s in e.slots}
    buildable = {t.id for t in roster(CONTENT, 1)}
    assert {cid for cid, t in MONSTERS.items() if t.role != "mount"} <= fielded | buildable
    assert len(fielded & set(MONSTERS)) >= 24


def test_an_unknown_difficulty_is_refused_in_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text('[encounter.odd]\nname = "Odd"\ndifficulty = "brutal"\n'
                   '[[encounter.odd.slot]]\ncreature = "korrin"\nside = "heroes"\n'
                   '[[encounter.odd.slot]]\ncreature = "reedlurker"\nside = "monsters"\n')
    with pytest.raises(ContentError) as caught:
        load_content([ROOT / "rules/drawsteel/data/creatures", ROOT / "rules/drawsteel/data/abilities",
                      ROOT / "rules/drawsteel/data/malice", bad])
    message = str(caught.value)
    assert message.startswith(f"{bad}: encounter.odd.difficulty: unknown difficulty 'brutal'")
    assert "\n" not in message


@pytest.mark.parametrize("encounter_id", NEW_ENCOUNTERS)
def test_one_greedy_battle_of_each_new_encounter_runs(encounter_id: str,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    assert cli(["sim", encounter_id, "--seed", "2"]) == 0
    assert "Combat ends:" in capsys.readouterr().out
