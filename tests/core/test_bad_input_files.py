"""Every malformed file in tests/data (saves, scenarios, content files, maps) is refused by the
command that reads it with one line that names the file and the place, and a nonzero exit."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.cli import main as cli_main

DATA = Path(__file__).resolve().parents[1] / "data"
KINDS = {
    "save_files/bad": (["save", "check"], "*.json"),
    "scenarios": (["scenario", "check"], "*.toml"),
    "content": (["content", "check"], "*.toml"),
    "maps": (["map", "check"], "*.tmx"),
}
FILES = [(folder, p) for folder, (_, pattern) in KINDS.items() for p in sorted((DATA / folder).glob(pattern))]


def test_there_are_at_least_forty_malformed_files() -> None:
    assert len(FILES) >= 40


@pytest.mark.parametrize("folder,path", FILES, ids=lambda v: v.name if isinstance(v, Path) else v)
def test_a_malformed_file_is_refused_in_one_line_naming_it(folder: str, path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    status = cli_main(KINDS[folder][0] + [str(path)])
    captured = capsys.readouterr()
    out = [line for line in (captured.out + captured.err).splitlines() if line.strip()]
    problems = [line for line in out if path.name in line]
    assert status != 0, out
    assert problems, out
    assert all("Traceback" not in line for line in out)
