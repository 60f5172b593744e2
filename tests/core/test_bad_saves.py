"""Every malformed save in tests/data/save_files/bad (made by tools/make_bad_saves.py from a real
save) is refused in one line naming the file and the place; a good save still loads, and
`steelgrid save check` says which is which."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from game.cli import main as cli_main
from rules.core.save import SaveError, dumps, load, loads

DATA = Path(__file__).resolve().parents[1] / "data" / "save_files"
BAD = DATA / "bad"
_spec = importlib.util.spec_from_file_location(
    "make_bad_saves", Path(__file__).resolve().parents[2] / "tools" / "make_bad_saves.py")
assert _spec and _spec.loader
_maker = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_maker)
EXPECTED: dict[str, str] = dict(_maker.BAD_SAVES, not_utf8="not UTF-8")


def test_every_bad_save_has_its_expectation() -> None:
    assert sorted(p.stem for p in BAD.glob("*.json")) == sorted(EXPECTED)
    assert len(EXPECTED) >= 40


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_bad_save_is_refused_in_one_line_naming_file_and_place(name: str) -> None:
    path = BAD / f"{name}.json"
    with pytest.raises(SaveError) as caught:
        load(path)
    message = str(caught.value)
    assert "\n" not in message and message.startswith(f"{path}: "), message
    assert EXPECTED[name] in message, message


def test_the_good_save_loads_and_saves_the_same() -> None:
    text = (DATA / "saltreed_round1.json").read_text(encoding="utf-8")
    battle = load(DATA / "saltreed_round1.json")
    assert dumps(loads(dumps(battle))) == dumps(battle)
    assert battle.pending() is not None and len(text) > 1000


def test_save_check_command(capsys: pytest.CaptureFixture[str]) -> None:
    good, bad = DATA / "saltreed_round1.json", BAD / "size_huge.json"
    assert cli_main(["save", "check", str(good)]) == 0
    assert capsys.readouterr().out.startswith(f"ok: {good}: ")
    assert cli_main(["save", "check", str(good), str(bad)]) == 2
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and lines[1].startswith(f"error: {bad}: creatures[1].size: ")


def test_a_step_may_name_an_object_as_its_target() -> None:
    """Targets name a creature by its id or an object as `object:<id>` (rules.core.targets)."""
    from rules.core.save_check import check_references
    data = {"creatures": [], "acted": [], "current": "", "first_side": "", "winner": "",
            "stack": [{"step": "ds.hit", "target": "object:crate1", "user": "korrin"}]}
    check_references(data, {"korrin"}, ["heroes", "monsters"], ["ds.hit"])
