"""Bad objective data is refused in one line naming the file and the place: encounter files
(tests/data/content/objectives), scenario files (tests/data/scenarios/objectives); the map
fixtures (tests/data/maps/objective_*.tmx) are checked with the other malformed maps."""
from __future__ import annotations

from pathlib import Path

import pytest

from rules.core.readers import ContentError
from rules.core.registry import get_ruleset
from rules.drawsteel.scenarios import ScenarioError, load_scenario

ROOT = Path(__file__).resolve().parents[2]
CONTENT = ROOT / "tests" / "data" / "content" / "objectives"
SCENARIOS = ROOT / "tests" / "data" / "scenarios" / "objectives"
MAPS = ROOT / "tests" / "data" / "maps"

CONTENT_MESSAGES = {
    "objective_bad_area.toml": "objective[1].area: expected [x, y] or [x0, y0, x1, y1]",
    "objective_bad_on_fail.toml": "objective[1].on_fail: unknown failure 'cry' (use lose or fight on)",
    "objective_defeat_no_foes.toml": "objective[1].foes: a 'defeat' objective needs the foes to defeat",
    "objective_hold_no_rounds.toml": "objective[1].rounds: a 'hold' objective needs rounds of 1 or more",
    "objective_stop_no_timer.toml": "objective[1].rounds: a 'stop' objective needs rounds of 1 or more",
    "objective_to_not_get.toml": "objective[1].to: only a 'get' or 'save' objective takes 'to'",
    "objective_arrives_but_lose.toml": "objective[1].on_fail: a stop that brings a creature in goes on when it fails",
    "objective_arrives_unknown.toml": "objective[1].arrives: no monster stat block 'archdevil' (minions excepted)",
    "objective_waves_not_hold.toml": "objective[1].waves: only a 'hold' or 'escort' objective takes 'waves'",
    "objective_every_without_waves.toml": "objective[1].every: 'every' says how often the 'waves' come; give 'waves' too",
    "objective_save_no_allies.toml": "objective[1].allies: a 'save' objective needs the allies it is about",
    "objective_allies_not_save.toml": "objective[1].allies: only a 'save' or 'escort' objective takes 'allies'",
    "objective_ally_wrong_side.toml": "objective[1].allies[1]: 'Skulk' is not on the heroes' side",
    "objective_unknown_foe.toml": "objective[1].foes[1]: no creature 'red_dragon' in this fight",
    "objective_unknown_goal.toml": "objective[1].goal: unknown goal 'capture'",
    "objective_unknown_key.toml": "objective[1].round: unknown key 'round' (did you mean 'rounds'?)",
    "objective_wrong_side.toml": "objective[1].side: unknown side 'villains' (use heroes or monsters)",
}
SCENARIO_MESSAGES = {
    "objective_seize_without_area.toml": "objective[1]: a 'seize' objective needs an area",
    "objective_unknown_foe.toml": "objective[1].foes[1]: no creature 'orge' in this fight "
                                  "(did you mean 'ogre'?)",
    "objective_ally_on_the_other_side.toml": "objective[1].allies[1]: 'ogre' is not on the heroes' side",
    "objective_arrives_unknown.toml": "objective[1].arrives: no monster stat block 'archdevil' (minions excepted)",
    "objective_waves_of_minions.toml": "objective[1].waves: no monster stat block 'cinder_thrall' (minions excepted)",
    "objective_unknown_object.toml": "objective[1].objects: no object 'portal' in this scenario",
}


def test_every_fixture_has_a_message() -> None:
    assert {p.name for p in CONTENT.glob("*.toml")} == set(CONTENT_MESSAGES)
    assert {p.name for p in SCENARIOS.glob("*.toml")} == set(SCENARIO_MESSAGES)
    assert len(list(MAPS.glob("objective_*.tmx"))) >= 4


@pytest.mark.parametrize("name", sorted(CONTENT_MESSAGES))
def test_bad_encounter_objective_is_one_line(name: str) -> None:
    path = CONTENT / name
    with pytest.raises(ContentError) as caught:
        get_ruleset("drawsteel").check_content([path])
    message = str(caught.value)
    assert "\n" not in message
    assert message.startswith(f"{path}: encounter.test_")
    assert CONTENT_MESSAGES[name] in message


@pytest.mark.parametrize("name", sorted(SCENARIO_MESSAGES))
def test_bad_scenario_objective_is_one_line(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    rel = f"tests/data/scenarios/objectives/{name}"
    with pytest.raises(ScenarioError) as caught:
        load_scenario(rel)
    message = str(caught.value)
    assert "\n" not in message
    assert message.startswith(f"{rel}: {SCENARIO_MESSAGES[name]}")
