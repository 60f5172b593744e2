"""Brighter Worlds rules scenarios: every conformance file as its own test (known failures as
strict xfails), the format's refusals of malformed files, and the commands."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rules.brighter_worlds.scenarios import ScenarioError, load_scenario, parse_scenario, run_scenario
from rules.brighter_worlds.scenarios.cli import check, run
from rules.brighter_worlds.scenarios.expect import BATTLE_FIELDS, CREATURE_FIELDS, LIST_KEYS
from rules.brighter_worlds.scenarios.format import (CREATURE_KEYS, HEADINGS, TOP_KEYS,
                                                    builtin_legend)
from rules.core.registry import get_ruleset
from rules.core.scenario_kit.board_map import LEGEND_KEYS, MAP_KEYS
from rules.core.scenario_kit.script import STEP_KEYS

ROOT = Path(__file__).resolve().parents[2]
CONFORMANCE = ROOT / "tests" / "conformance_brighter_worlds"
MALFORMED = ROOT / "tests" / "data" / "scenarios" / "brighter_worlds"
DOC = ROOT / "docs" / "scenarios-brighter-worlds.md"
CHAPTER = ROOT.parent / "shared" / "seeds"
TOPICS = {"rounds", "attacking", "direct_damage", "wounds", "overflow", "modifiers", "blast",
          "dual_wielding", "morale", "risky_moves", "hazards", "movement", "combat_example"}


# ---------------------------------------------------------------------------- conformance

def _params() -> list:
    params = []
    for path in sorted(CONFORMANCE.rglob("*.toml")):
        rel = path.relative_to(ROOT).as_posix()
        try:
            reason = load_scenario(path).known_failure
        except ScenarioError:
            reason = ""
        marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
        params.append(pytest.param(rel, marks=marks, id=path.relative_to(CONFORMANCE).with_suffix("").as_posix()))
    return params


@pytest.mark.parametrize("rel", _params())
def test_conformance(rel: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    outcome = run_scenario(load_scenario(rel))
    assert not outcome.failures, "\n".join(outcome.failures)


def test_scenarios_exist_in_topics_and_cite_the_chapter() -> None:
    files = sorted(CONFORMANCE.rglob("*.toml"))
    assert len(files) >= 45
    for path in files:
        name = path.relative_to(CONFORMANCE).as_posix()
        assert len(path.relative_to(CONFORMANCE).parts) == 2 and path.parent.name in TOPICS, name
        scenario = load_scenario(path)
        chapter = [c for c in scenario.cites if c.startswith("004 ")]
        assert chapter and all(c[4:] in HEADINGS for c in chapter), name
        assert scenario.description.strip(), name


def test_headings_are_the_chapters() -> None:
    """HEADINGS is the combat chapter's own list of section headings (when the seed is at hand)."""
    seeds = sorted(CHAPTER.glob("004_*.txt"))
    if not seeds:
        pytest.skip("the seed chapter is not next to the project")
    found = [line[3:].strip() for line in seeds[0].read_text(encoding="utf-8").splitlines()
             if line.startswith("## ")]
    assert tuple(found) == HEADINGS


def test_the_combat_example_is_replayed() -> None:
    scenario = load_scenario(CONFORMANCE / "combat_example" / "troll_replayed.toml")
    assert "004 Combat Example" in scenario.cites
    outcome = run_scenario(scenario)
    assert outcome.status == "pass", outcome.failures
    rolls = [r.value for r in outcome.battle.dice.history]
    assert rolls == [5, 4, 3, 10, 6, 4, 9]
    troll = outcome.battle.creatures["troll"]
    assert (troll.str_die, troll.grit, troll.removed) == (6, 0, False)


# ---------------------------------------------------------------------------- malformed files

MALFORMED_MESSAGES = {
    "bad_die.toml": "creature[2].str: d7 is not a die of this game (use d4, d6, d8, d10 or d12)",
    "bad_cite.toml": "cites: 'Overflow' is not a heading of chapter 004 (use Rounds and Initiative, "
                     "Attacking, Direct Damage, Wound, Overflow Damage, Attack Modifiers, Blast, "
                     "Dual Wielding, Morale Saves, Non-Combat Damage or Combat Example)",
    "unknown_source.toml": "cites: cite a heading of the combat chapter such as '004 Overflow Damage', "
                           "'RULES-NOTES Brighter Worlds', 'docs/rules-decisions.md <section>' or the "
                           "module that decides it ('rules/brighter_worlds/...'), got 'the rulebook, page 3'",
    "armor_too_high.toml": "creature[2].armor: must be between 0 and 3, got 5",
    "unknown_symbol.toml": "map.rows: row 1, column 3 (x 2, y 0): unknown symbol 'x' (add it to [map.legend])",
    "off_map.toml": "creature[1].at: (7, 0) is off the 4 x 2 map",
    "inside_wall.toml": "creature[1].at: the creature would be inside solid ground at (2, 0, 0)",
    "one_side_only.toml": "creature: nobody is on the monsters side (a battle needs both sides)",
    "unknown_attack.toml": "creature[1].attacks[1]: unknown attack 'swrod' (did you mean 'sword'?)",
    "missing_die.toml": "creature[1].wil: missing (this key is required)",
    "bad_wound_effect.toml": "attack[1].wound_effect: unknown wound effect 'stunned' (use prone, held, dazed or push)",
    "unknown_target.toml": "step[1].option.targets[1]: unknown creature or object 'trol' (did you mean 'troll'?)",
    "unknown_expect_field.toml": "expect.troll.str: unknown creature field 'str' (known: str_die, dex_die, "
                                 "wil_die, grit, max_grit, armor, speed, pos, conditions, dead, "
                                 "incapacitated, unconscious, ...)",
    "bad_dice_value.toml": "step[1].dice[2]: must be between 1 and 12, got 20",
    "bad_condition.toml": "creature[1].conditions[1]: unknown condition 'stunned' (use prone, held, dazed or guarded)",
    "unknown_top_key.toml": "surprise: unknown key 'surprise' (use title, cites, description, known_failure, "
                            "seed, dice, max_rounds, map, creature, attack, step or expect)",
    "toml_syntax.toml": "line 31: Invalid value (column 9)",
}


def test_every_malformed_fixture_has_a_message() -> None:
    assert sorted(p.name for p in MALFORMED.glob("*.toml")) == sorted(MALFORMED_MESSAGES)
    assert len(MALFORMED_MESSAGES) >= 8


@pytest.mark.parametrize("name", sorted(MALFORMED_MESSAGES))
def test_malformed_fixture(name: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(ROOT)
    rel = f"tests/data/scenarios/brighter_worlds/{name}"
    with pytest.raises(ScenarioError) as caught:
        load_scenario(rel)
    assert str(caught.value) == f"{rel}: {MALFORMED_MESSAGES[name]}"
    assert check([rel]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.splitlines() == [str(caught.value)]


def test_malformed_file_from_the_command_line() -> None:
    rel = "tests/data/scenarios/brighter_worlds/bad_die.toml"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "game", "scenario", "--ruleset", "brighter_worlds",
                           "check", rel], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert done.stdout == "" and "Traceback" not in done.stderr
    assert done.stderr.splitlines() == [f"{rel}: {MALFORMED_MESSAGES['bad_die.toml']}"]


# ---------------------------------------------------------------------------- the commands

def test_the_ruleset_offers_its_scenarios() -> None:
    tools = get_ruleset("brighter_worlds").scenarios
    assert tools is not None and tools.run is run and tools.check is check


def test_check_the_conformance_folder(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    assert check(["tests/conformance_brighter_worlds"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1].endswith(" passed, 0 failed")
    assert len([ln for ln in lines if ln.startswith(("PASS", "XFAIL"))]) == len(list(CONFORMANCE.rglob("*.toml")))


def test_run_json(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    assert run("tests/conformance_brighter_worlds/overflow/beyond_the_top_face_then_save_passes.toml", True) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"events", "state", "failures"} and data["failures"] == []
    goblin = data["state"]["creatures"]["goblin"]
    assert goblin["str_die"] == 4 and not goblin["incapacitated"]
    assert data["state"]["scenario"]["status"] == "pass"


def test_run_readable(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    assert run("tests/conformance_brighter_worlds/combat_example/troll_replayed.toml", False) == 0
    out = capsys.readouterr().out
    assert "Troll is Wounded at once, the damage overflowing the die: STR d8 -> d6." in out
    assert "troll (monsters) at (3, 1, 0): STR d6, DEX d6, WIL d6, Armor 1, Grit 0/2" in out
    assert out.rstrip().endswith("PASS")


SMALL = {
    "title": "t", "cites": "004 Attacking", "map": {"rows": ". . ."},
    "attack": [{"id": "sword", "name": "Sword", "dice": "d8"}],
    "creature": [{"id": "a", "side": "heroes", "at": [0, 0], "str": "d8", "dex": "d6", "wil": "d4", "attacks": ["sword"]},
                 {"id": "b", "side": "monsters", "at": [2, 0], "str": "0", "dex": "d12", "wil": "d10",
                  "attacks": ["sword"], "grit": 3, "armor": 2, "size": "1L", "movement": ["fly"]}],
    "expect": {"b.str_die": 0},
}


def test_creatures_from_the_file() -> None:
    scenario = parse_scenario(SMALL, "inline")
    a, b = (spec.build() for spec in scenario.creatures)
    assert (a.str_die, a.dex_die, a.wil_die, a.hero, a.name) == (8, 6, 4, True, "A")
    assert (b.str_die, b.incapacitated, b.grit, b.max_grit, b.armor, b.can("fly")) == (0, True, 3, 3, 2, True)
    assert scenario.abilities["sword"].dice == (8,)


def test_a_known_failure_that_passes_is_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = (CONFORMANCE / "attacking" / "armor_then_grit.toml").read_text(encoding="utf-8")
    path = tmp_path / "x.toml"
    path.write_text('known_failure = "was broken"\n' + text, encoding="utf-8")
    assert check([str(path)]) == 1
    assert "passes now; remove known_failure" in capsys.readouterr().out


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
