"""Scenario files: every conformance scenario as a test, the CLI's output, and malformed files.

Conformance scenarios marked `known_failure` are strict xfails: when the engine is fixed the
test fails until the marker is removed from the file.
"""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from rules.core.board import Column
from rules.drawsteel.scenarios import ScenarioError, load_scenario, parse_scenario, run_scenario
from rules.drawsteel.scenarios.cli import check, run
from rules.drawsteel.scenarios.format import builtin_legend

ROOT = Path(__file__).resolve().parents[2]
CONFORMANCE = ROOT / "tests" / "conformance"
MALFORMED = ROOT / "tests" / "data" / "scenarios"
DOC = ROOT / "docs" / "scenarios.md"
SECTION_RE = re.compile(r"(000 |RULES-NOTES )")
# The topic folders of tests/conformance (see its README.md), one per rules subject.
TOPICS = {"round", "abilities", "movement", "forced", "move_actions", "mounted_combat", "maneuvers", "main_actions",
          "harm", "position", "content", "vocabulary", "heroes", "minions", "objectives"}
TOPICS |= {"director"}  # issue 16: groups, Malice, villain actions, solos


# ---------------------------------------------------------------------------- conformance

def _conformance_params() -> list:
    params = []
    for path in sorted(CONFORMANCE.rglob("*.toml")):
        rel = path.relative_to(ROOT).as_posix()
        try:
            reason = load_scenario(path).known_failure
        except ScenarioError:
            reason = ""
        marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
        topic = path.relative_to(CONFORMANCE).with_suffix("").as_posix()
        params.append(pytest.param(rel, marks=marks, id=topic))
    return params


@pytest.mark.parametrize("rel", _conformance_params())
def test_conformance(rel: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    outcome = run_scenario(load_scenario(rel))
    assert not outcome.failures, "\n".join(outcome.failures)


def test_conformance_scenarios_exist_and_cite_sources() -> None:
    files = sorted(CONFORMANCE.rglob("*.toml"))
    assert len(files) >= 40
    for path in files:
        name = path.relative_to(CONFORMANCE).as_posix()
        assert len(path.relative_to(CONFORMANCE).parts) == 2 and path.parent.name in TOPICS, name
        scenario = load_scenario(path)
        assert scenario.cites, name
        assert all(SECTION_RE.match(c) for c in scenario.cites), (name, scenario.cites)
        assert scenario.expect or any(s.before or s.after for s in scenario.steps), name


# ---------------------------------------------------------------------------- CLI output

def test_run_json_shape(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    code = run("tests/conformance/forced/push_into_wall.toml", True)
    data = json.loads(capsys.readouterr().out)
    assert code == 0
    assert set(data) == {"events", "state", "failures"}
    assert data["failures"] == []
    assert all(isinstance(e, dict) and "kind" in e for e in data["events"])
    assert any(e["kind"] == "slammed" and e["damage"] == 4 for e in data["events"])
    state = data["state"]
    assert state["scenario"]["title"].startswith("A push into a wall")
    assert state["scenario"]["status"] == "pass"
    assert state["round"] == 1
    assert state["pending"]["kind"] == "turn" and state["pending"]["creature"] == "korrin"
    ogre = state["creatures"]["ogre"]
    assert ogre["pos"] == [2, 0, 0] and ogre["stamina"] == 16 and ogre["conditions"] == []
    assert state["stopped"].startswith("waiting for a turn decision")
    assert any(a["by"] == "step[1]" for a in state["answers"])


def test_run_json_reports_failures(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = (CONFORMANCE / "forced" / "push_into_wall.toml").read_text(encoding="utf-8")
    bad = tmp_path / "wrong.toml"
    bad.write_text(text.replace('"ogre.stamina" = 16', '"ogre.stamina" = 15'), encoding="utf-8")
    code = run(str(bad), True)
    data = json.loads(capsys.readouterr().out)
    assert code == 1
    assert data["failures"] == [f"{bad}: expect.ogre.stamina: expected 15, got 16"]
    assert data["state"]["scenario"]["status"] == "fail"


def test_run_readable_summary(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    assert run("tests/conformance/forced/slam_into_creature.toml", False) == 0
    out = capsys.readouterr().out
    assert "Slamming into Creatures" in out
    assert "final state:" in out and "troll (monsters, 1M) at (3, 0, 0): Stamina 28/30" in out
    assert out.rstrip().endswith("PASS")


def test_check_conformance_folder(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    code = check(["tests/conformance"])
    lines = capsys.readouterr().out.splitlines()
    assert code == 0
    assert re.fullmatch(r"\d+ passed, 0 failed", lines[-1])
    scenario_lines = [ln for ln in lines if ln.startswith(("PASS", "FAIL", "XFAIL"))]
    assert len(scenario_lines) == len(list(CONFORMANCE.rglob("*.toml")))
    xfails = [ln for ln in scenario_lines if ln.startswith("XFAIL")]
    assert all("known failure:" in ln for ln in xfails)
    if xfails:
        assert lines[-2].startswith(f"{len(xfails)} known failure")


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


SMALL = """
title = "Small"
cites = "000 Movement"
first_side = "heroes"
{extra}

[map]
rows = \"\"\"
. . . .
\"\"\"

[[creature]]
id = "hero"
side = "heroes"
at = [0, 0]
stamina = 20

[[creature]]
id = "ogre"
side = "monsters"
at = [3, 0]
stamina = 20
free_strike = 2
{steps}

[expect]
{expect}
"""


def _small(extra: str = "", steps: str = "", expect: str = '"hero.pos" = [0, 0, 0]') -> str:
    return SMALL.format(extra=extra, steps=steps, expect=expect)


def test_check_counts_failures(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _write(tmp_path, "a_good.toml", _small())
    bad = _write(tmp_path, "b_bad.toml", _small(expect='"hero.pos" = [1, 0]'))
    code = check([str(tmp_path)])
    lines = capsys.readouterr().out.splitlines()
    assert code == 1
    assert lines[0].startswith("PASS")
    assert lines[1] == f"FAIL  {bad}: expect.hero.pos: expected [1, 0], got [0, 0]"
    assert lines[-1] == "1 passed, 1 failed"


def test_known_failure_that_passes_is_a_failure(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, "x.toml", _small(extra='known_failure = "was broken"'))
    assert check([str(path)]) == 1
    out = capsys.readouterr().out
    assert "passes now; remove known_failure" in out and out.splitlines()[-1] == "0 passed, 1 failed"


def test_known_failure_is_xfail(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, "x.toml", _small(extra='known_failure = "broken"', expect='"hero.stamina" = 1'))
    assert check([str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith(f"XFAIL {path}: known failure: broken [expect.hero.stamina")
    assert lines[-1] == "0 passed, 0 failed"


def test_malformed_file_stops_the_whole_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _write(tmp_path, "a_good.toml", _small())
    bad = _write(tmp_path, "b_bad.toml", _small(expect='"hero.stamna" = 1'))
    assert check([str(tmp_path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.strip().splitlines() == [
        f"{bad}: expect.hero.stamna: unknown creature field 'stamna' (did you mean 'stamina'?)"]


def test_check_missing_path(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert check([str(tmp_path / "nope")]) == 2
    assert "no such file or folder" in capsys.readouterr().err


# ---------------------------------------------------------------------------- the runner

def _outcome(text: str, tmp_path: Path):
    return run_scenario(load_scenario(_write(tmp_path, "s.toml", text)))


def test_unscripted_turn_stops_the_run(tmp_path: Path) -> None:
    outcome = _outcome(_small(), tmp_path)
    assert outcome.status == "pass"
    assert outcome.stopped == "waiting for a turn decision for hero (heroes)"
    assert [e.kind for e in outcome.battle.events][-1] == "turn_started"


def test_step_for_the_wrong_creature_names_the_step(tmp_path: Path) -> None:
    steps = '\n[[step]]\ncreature = "ogre"\nchoose = "end_turn"\n'
    outcome = _outcome(_small(steps=steps), tmp_path)
    assert outcome.failures == [
        f"{tmp_path / 's.toml'}: step[1]: expected a decision for ogre with an option "
        '"end_turn", but the battle '
        "asks for a turn decision for hero (heroes)"]


def test_unknown_option_names_the_step(tmp_path: Path) -> None:
    steps = '\n[[step]]\noption = { kind = "move", to = [9, 9, 0] }\n'
    outcome = _outcome(_small(steps=steps), tmp_path)
    assert len(outcome.failures) == 1
    assert outcome.failures[0].startswith(
        f"{tmp_path / 's.toml'}: step[1]: no legal option matches "
        '{ kind = "move", to = [9, 9, 0] }')


def test_unused_dice_are_reported(tmp_path: Path) -> None:
    steps = '\n[[step]]\ndice = [4, 4]\nchoose = "end_turn"\n'
    outcome = _outcome(_small(steps=steps, expect='"battle.round" = 1'), tmp_path)
    assert outcome.failures == [
        f"{tmp_path / 's.toml'}: step[1]: 2 scripted dice were never rolled: [4, 4]"]


def test_labels_prefixes_and_automatic_answers(tmp_path: Path) -> None:
    steps = ('\n[[step]]\ndice = [8, 9]\nchoose = "Ranged Free Strike on ogre"\n'
             '\n[[step]]\nchoose = "End"\n')
    outcome = _outcome(_small(steps=steps, expect='"ogre.stamina" = 14'), tmp_path)
    assert outcome.status == "pass", outcome.failures
    kinds = [(a.by, a.decision) for a in outcome.answers]
    assert kinds == [("step[1]", "turn"), ("auto", "tier"), ("step[2]", "turn")]
    assert outcome.stopped == "waiting for a turn decision for ogre (monsters)"


def test_events_include_is_an_ordered_subsequence(tmp_path: Path) -> None:
    ordered = ('events_include = [{ kind = "round_started" }, { kind = "turn_started", '
               'creature = "hero" }]')
    assert _outcome(_small(expect=ordered), tmp_path).status == "pass"
    backwards = ('events_include = [{ kind = "turn_started" }, { kind = "round_started" }]')
    outcome = _outcome(_small(expect=backwards), tmp_path)
    assert "expect.events_include[2]: no event matches" in outcome.failures[0]
    assert "after the one matching events_include[1]" in outcome.failures[0]


def test_runs_do_not_share_state(tmp_path: Path) -> None:
    scenario = load_scenario(CONFORMANCE / "forced" / "push_into_wall.toml")
    first, second = run_scenario(scenario), run_scenario(scenario)
    assert first.battle.creatures["ogre"] is not second.battle.creatures["ogre"]
    assert [e.to_dict() for e in first.battle.events] == [e.to_dict() for e in second.battle.events]


# ---------------------------------------------------------------------------- the format

def test_legend_and_map() -> None:
    legend = builtin_legend(5)
    assert legend["#"].ground == 5 and legend["d"].material == "dirt"
    assert legend["~"].liquid == 2 and legend["%"].difficult and legend["^"].damage > 0
    data = {
        "title": "t", "cites": "000 Movement",
        "map": {"rows": "\n. 3 X\n# ~ .\n", "wall_height": 4,
                "legend": {"X": {"ground": 1, "material": "dirt", "difficult": True}}},
        "creature": [{"id": "a", "side": "heroes", "at": [0, 0], "stamina": 5},
                     {"id": "b", "side": "monsters", "at": [1, 0], "stamina": 5}],
        "expect": {"b": {"pos": [1, 0, 3]}},
    }
    scenario = parse_scenario(data, "inline")
    board = scenario.map.board()
    assert (board.width, board.height) == (3, 2)
    assert board.column(2, 0) == Column(ground=1, material="dirt", difficult=True)
    assert board.column(0, 1).ground == 4
    assert scenario.creatures[1].build().pos == (1, 0, 3)
    assert scenario.expect[0].where == "expect.b.pos"


def test_template_overrides() -> None:
    data = {
        "title": "t", "cites": "000 Movement", "map": {"rows": ". . ."},
        "creature": [{"id": "k", "template": "korrin", "side": "heroes", "at": [0, 0],
                      "stamina": 5, "might": -1, "conditions": ["slowed (save ends)", "prone"]},
                     {"id": "m", "side": "monsters", "at": [2, 0], "stamina": 7}],
        "expect": {"k.stamina": 5},
    }
    k, m = (spec.build() for spec in parse_scenario(data, "inline").creatures)
    assert (k.stamina, k.max_stamina, k.char("might"), k.hero) == (5, 28, -1, True)
    assert [(c.name, c.duration) for c in k.conditions] == [("slowed", "save"), ("prone", "until_removed")]
    assert (m.stamina, m.max_stamina, m.hero, m.name) == (7, 7, False, "m")


MALFORMED_MESSAGES = {
    "bad_position.toml": "creature[2].at: expected [x, y] or [x, y, z]",
    "ragged_map.toml": "map.rows: row 2 has 4 squares but row 1 has 5",
    "unknown_symbol.toml": "map.rows: row 1, column 3 (x 2, y 0): unknown symbol 'x' (add it to [map.legend])",
    "unknown_template.toml": "creature[1].template: unknown creature template 'korin' (did you mean 'korrin'?)",
    "off_map.toml": "creature[2].at: (7, 0) is off the 5 x 2 map",
    "inside_wall.toml": "creature[1].at: the creature would be inside solid ground at (3, 0, 0)",
    "mid_air.toml": "creature[1].at: (0, 0, 3) is in mid-air and the creature cannot fly (leave out z to stand on the ground)",
    "shared_space.toml": "creature[2].at: shares a space with 'hero' (only creatures two or more sizes apart may share a space, unless `squeezed = true`)",
    "squeezed_alone.toml": "creature[2].squeezed: shares no space with a creature within one size of it",
    "duplicate_id.toml": "creature[2].id: 'hero' is already used",
    "one_side_only.toml": "creature: nobody is on the monsters side (a battle needs both sides)",
    "missing_title.toml": "title: missing (this key is required)",
    "unknown_top_key.toml": "creatures: unknown key 'creatures' (did you mean 'creature'?)",
    "unknown_expect_field.toml": "expect.ogre.stamna: unknown creature field 'stamna' (did you mean 'stamina'?)",
    "unknown_expect_subject.toml": "expect.orge.stamina: unknown creature or object 'orge' (did you mean 'ogre'?)",
    "unknown_event_kind.toml": "expect.events_include[1].kind: unknown event kind 'slamed' (did you mean 'slammed'?)",
    "step_choose_and_option.toml": "step[1]: give choose or option, not both",
    "bad_die.toml": "step[1].dice[2]: must be between 1 and 10, got 0",
    "die_eleven.toml": "step[1].dice[2]: must be between 1 and 10, got 11",
    "stamina_huge.toml": "creature[1].stamina: must be between -9999 and 9999, got 99999999999999999",
    "size_huge.toml": "creature[2].size: unknown size '100000' (use 1T, 1S, 1M, 1L or a whole number 2 to 64)",
    "deep_nesting.toml": "(file): nested more than 32 deep",
    "unknown_target.toml": "step[1].option.targets[1]: unknown creature or object 'orge' (did you mean 'ogre'?)",
    "bad_inline_ability.toml": "ability[1].effect.damage: cannot read damage '3 + X' (use a number, 'N + M', 'N + A', 'N + R', 'N + I', 'N + P' or 'N + char')",
    "toml_syntax.toml": "line 25: Invalid value (column 2)",
}


def test_every_malformed_fixture_has_a_message() -> None:
    assert sorted(p.name for p in MALFORMED.glob("*.toml")) == sorted(MALFORMED_MESSAGES)


@pytest.mark.parametrize("name", sorted(MALFORMED_MESSAGES))
def test_malformed_fixture(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    rel = f"tests/data/scenarios/{name}"
    with pytest.raises(ScenarioError) as caught:
        load_scenario(rel)
    assert str(caught.value) == f"{rel}: {MALFORMED_MESSAGES[name]}"
    assert "\n" not in str(caught.value)


def test_malformed_file_from_the_command_line() -> None:
    rel = "tests/data/scenarios/bad_position.toml"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "game", "scenario", "check", rel], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert done.stdout == ""
    assert "Traceback" not in done.stderr
    assert done.stderr.splitlines() == [f"{rel}: {MALFORMED_MESSAGES['bad_position.toml']}"]


def test_malformed_run_exits_2(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    assert run("tests/data/scenarios/ragged_map.toml", True) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1


# ---------------------------------------------------------------------------- the guide

def test_guide_covers_every_key_and_symbol() -> None:
    from rules.drawsteel.scenarios.expect import BATTLE_FIELDS, CREATURE_FIELDS, LIST_KEYS, OBJECT_FIELDS
    from rules.drawsteel.scenarios.format import (CREATURE_KEYS, LEGEND_KEYS, MAP_KEYS, OBJECT_KEYS,
                                       STEP_KEYS, TOP_KEYS)
    text = DOC.read_text(encoding="utf-8")
    keys = set(TOP_KEYS + MAP_KEYS + LEGEND_KEYS + OBJECT_KEYS + CREATURE_KEYS + STEP_KEYS + LIST_KEYS)
    keys |= {k for k in CREATURE_FIELDS if k not in ("bleeding", "dazed", "frightened", "grabbed",
                                                      "restrained", "slowed", "taunted", "weakened",
                                                      "surprised")}
    keys |= set(OBJECT_FIELDS) | set(BATTLE_FIELDS)
    missing = sorted(k for k in keys if f"`{k}`" not in text)
    assert not missing, f"docs/scenarios.md does not mention {missing}"
    for symbol in builtin_legend():
        if not symbol.isdigit():
            assert f"`{symbol}`" in text, symbol
