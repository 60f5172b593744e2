"""Olde Swords Reign rules scenarios: every conformance file as its own test, the format's
one-line refusals of malformed files, and the commands (issue 13:
at least 40 scenarios citing `001 <Heading>`; Bad input)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rules.core.registry import get_ruleset
from rules.core.scenario_kit.board_map import LEGEND_KEYS, MAP_KEYS
from rules.core.scenario_kit.script import STEP_KEYS
from rules.olde_swords.scenarios import ScenarioError, load_scenario, run_scenario
from rules.olde_swords.scenarios.cli import check, run
from rules.olde_swords.scenarios.expect import BATTLE_FIELDS, CREATURE_FIELDS, LIST_KEYS
from rules.olde_swords.scenarios.format import (CLOSING, CREATURE_KEYS, HEADINGS, TOP_KEYS,
                                                builtin_legend)

ROOT = Path(__file__).resolve().parents[2]
CONFORMANCE = ROOT / "tests" / "conformance_olde_swords"
MALFORMED = ROOT / "tests" / "data" / "scenarios" / "olde_swords"
DOC = ROOT / "docs" / "scenarios-olde-swords.md"
CHAPTER = ROOT.parent / "shared" / "seeds"
TOPICS = {"combat_order", "attacks_and_damage", "saving_throws", "death_and_dying",
          "combat_actions", "opportunity_attacks", "ending", "hazards"}


def _files() -> list[Path]:
    return sorted(CONFORMANCE.rglob("*.toml"))


@pytest.mark.parametrize("rel", [p.relative_to(ROOT).as_posix() for p in _files()],
                         ids=[p.relative_to(CONFORMANCE).with_suffix("").as_posix() for p in _files()])
def test_conformance(rel: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    outcome = run_scenario(load_scenario(rel))
    assert outcome.status == "pass", "\n".join(outcome.failures)


def test_scenarios_exist_in_topics_and_cite_the_chapter() -> None:
    """At least 40, each in a topic folder, each citing a heading of seed 001."""
    files = _files()
    assert len(files) >= 40
    for path in files:
        name = path.relative_to(CONFORMANCE).as_posix()
        assert len(path.relative_to(CONFORMANCE).parts) == 2 and path.parent.name in TOPICS, name
        scenario = load_scenario(path)
        chapter = [c for c in scenario.cites if c.startswith("001 ")]
        assert chapter and all(c[4:].split(" > ")[0] in HEADINGS + (CLOSING,) for c in chapter), name
        assert scenario.description.strip(), name


def test_the_brief_is_covered() -> None:
    """Every action, the five rows of the dying table, first contact, simultaneity, the
    opportunity-attack limits, cover and natural 20 / natural 1 each have a scenario."""
    text = " ".join(p.read_text(encoding="utf-8") for p in _files())
    for action in ("attack", "cast", "dodge", "disengage", "dash", "help", "grapple", "shove",
                   "disarm", "hide", "stabilize", "ready", "improvise"):
        assert f'action = "{action}"' in text, action
    for free in ("pick_up", "draw", "potion"):
        assert f'free = "{free}"' in text, free
    for row in ("back up", "stable", "still dying", "heroic last action", "dead"):
        assert f'row = "{row}"' in text, row
    for needle in ("os_first_contact", "os_declaration_lost", '"partial cover"', "critical = true", "d20 = 1,"):
        assert needle in text, needle
    names = {p.stem for p in _files()}
    assert {"not_after_disengage", "not_when_in_melee_with_another", "one_per_round",
            "full_cover_cannot_be_targeted", "whole_side_declares_before_any_die",
            "declared_attack_on_a_fallen_target_is_lost"} <= names


def test_headings_are_the_chapters() -> None:
    """HEADINGS is the combat chapter's own list of section headings (when the seed is at hand)."""
    seeds = sorted(CHAPTER.glob("001_*.txt"))
    if not seeds:
        pytest.skip("the seed chapter is not next to the project")
    text = seeds[0].read_text(encoding="utf-8")
    found = [line[3:].strip() for line in text.splitlines() if line.startswith("## ")]
    assert tuple(found) == HEADINGS
    assert f"\n{CLOSING} when all foes flee" in text


# ---------------------------------------------------------------------------- malformed files

MALFORMED_MESSAGES = {
    "ability_d7.toml": "ability[1].damage: d7 is not a die of this game (use d4, d6, d8, d10 or d12)",
    "d21_roll.toml": "step[1].dice[1]: must be between 1 and 20, got 21",
    "dying_foe.toml": "creature[2].dying: only heroes roll on the dying table (foes die at 0 HP)",
    "fatigue_six.toml": "creature[2].fatigue: must be between 0 and 5, got 6",
    "hp_over_max.toml": "creature[2].hp: 9 is more than max_hp 7",
    "score_out_of_range.toml": "creature[2].scores.STR: must be between -4 and 5, got 7",
    "unknown_ability.toml": "creature[2].abilities[1]: unknown ability 'rusty_blad' (did you mean 'rusty_blade'?)",
    "unknown_action.toml": "step[2].option.action: unknown action 'fireball' (known: attack, cast, dodge, disengage, dash, help, grapple, shove, disarm, hide, stabilize, ready, ...)",
    "unknown_expect_field.toml": "expect.goblin.stamina: unknown creature field 'stamina' (known: hp, max_hp, ac, fatigue, supplies, potions, speed, pos, conditions, dead, dying, stable, ...)",
    "unknown_heading.toml": "cites: 'Combat Manoeuvres' is not a heading of chapter 001 (use Combat Order, Attacks & Damage, Saving Throws, Death & Dying, Combat Actions, Opportunity Attacks or Combat ends)",
    "unknown_template.toml": "creature[2].template: unknown creature template 'goblin_cuter' (did you mean 'goblin_cutter'?)",
    "unknown_trigger.toml": "step[2].option.trigger: unknown trigger 'foe_sneezes' (use foe_in_reach or foe_casts)",
}


def test_every_malformed_fixture_has_a_message() -> None:
    assert sorted(p.name for p in MALFORMED.glob("*.toml")) == sorted(MALFORMED_MESSAGES)
    assert len(MALFORMED_MESSAGES) >= 8


@pytest.mark.parametrize("name", sorted(MALFORMED_MESSAGES))
def test_malformed_fixture(name: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(ROOT)
    rel = f"tests/data/scenarios/olde_swords/{name}"
    with pytest.raises(ScenarioError) as caught:
        load_scenario(rel)
    assert str(caught.value) == f"{rel}: {MALFORMED_MESSAGES[name]}"
    assert check([rel]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.splitlines() == [str(caught.value)]


def test_malformed_file_from_the_command_line() -> None:
    rel = "tests/data/scenarios/olde_swords/d21_roll.toml"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "game", "scenario", "--ruleset", "olde_swords",
                           "check", rel], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert done.stdout == "" and "Traceback" not in done.stderr
    assert done.stderr.splitlines() == [f"{rel}: {MALFORMED_MESSAGES['d21_roll.toml']}"]


# ---------------------------------------------------------------------------- the commands

def test_the_ruleset_offers_its_scenarios() -> None:
    tools = get_ruleset("olde_swords").scenarios
    assert tools is not None and tools.run is run and tools.check is check


def test_check_the_conformance_folder(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    assert check(["tests/conformance_olde_swords"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1].endswith(" passed, 0 failed")
    assert len([ln for ln in lines if ln.startswith(("PASS", "XFAIL"))]) == len(_files())


def test_run_json(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    assert run("tests/conformance_olde_swords/attacks_and_damage/melee_adds_str_to_hit_and_damage.toml", True) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"events", "state", "failures"} and data["failures"] == []
    assert data["state"]["creatures"]["goblin"]["hp"] == 2
    assert data["state"]["scenario"]["status"] == "pass"


def test_run_readable(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    assert run("tests/conformance_olde_swords/death_and_dying/eleven_or_more_back_up.toml", False) == 0
    out = capsys.readouterr().out
    assert "Bryn Ashford rolls 6+6 = 12 on the dying table: back up." in out
    assert out.rstrip().endswith("PASS")


# ---------------------------------------------------------------------------- the guide

def test_guide_covers_every_key_and_symbol() -> None:
    text = DOC.read_text(encoding="utf-8")
    keys = set(TOP_KEYS + MAP_KEYS + LEGEND_KEYS + CREATURE_KEYS + STEP_KEYS + LIST_KEYS)
    keys |= set(CREATURE_FIELDS) | set(BATTLE_FIELDS)
    missing = sorted(k for k in keys if f"`{k}`" not in text)
    assert not missing, f"{DOC.name} does not mention {missing}"
    for symbol in builtin_legend():
        if not symbol.isdigit():
            assert f"`{symbol}`" in text, symbol
