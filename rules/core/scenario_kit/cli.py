"""`steelgrid scenario run FILE [--json]` and `steelgrid scenario check PATH...`, for any
ruleset: `Commands` is given the ruleset's loader, runner, narrator and state words.

Exit codes: 0 when everything passed (known failures that still fail count as expected),
1 when a scenario failed, 2 when a file is malformed or missing (one line each, on stderr,
and nothing is run).
"""
from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterable

from ..battle import Battle
from ..ruleset import Narrator
from .reading import ScenarioError, inline
from .runner import Outcome

EXIT_OK, EXIT_FAILED, EXIT_MALFORMED = 0, 1, 2


@dataclass(frozen=True)
class Commands:
    """The two commands for one ruleset. `load(file)` reads a scenario (raising a one-line
    `ScenarioError`), `play(scenario)` runs it, `narrator(battle)` tells its events,
    `state_lines(outcome)` and `state(outcome)` describe the final state for people and
    for `--json`."""
    load: Callable[[str], Any]
    play: Callable[[Any], Outcome]
    narrator: Callable[[Battle], Narrator]
    state_lines: Callable[[Outcome], list[str]]
    state: Callable[[Outcome], dict]

    def run(self, path: str, as_json: bool) -> int:
        """Run one scenario and print what happened (events and final state)."""
        scenario = self._load(path)
        if isinstance(scenario, str):
            print(scenario, file=sys.stderr)
            return EXIT_MALFORMED
        outcome = self.play(scenario)
        if as_json:
            print(json.dumps(self.outcome_json(outcome), indent=2))
        else:
            print("\n".join(self.summary(outcome)))
        return EXIT_OK if outcome.ok else EXIT_FAILED

    def check(self, paths: list[str]) -> int:
        """Run every scenario under the given files and folders; one line each, then the totals."""
        files, problems = scenario_files(paths)
        scenarios: list[Any] = []
        for file in files:
            loaded = self._load(file)
            if isinstance(loaded, str):
                problems.append(loaded)
            else:
                scenarios.append(loaded)
        if not problems and not files:
            problems.append(f"{' '.join(paths)}: no scenario files (*.toml) found")
        if problems:
            for line in problems:
                print(line, file=sys.stderr)
            return EXIT_MALFORMED
        outcomes = [self.play(s) for s in scenarios]
        for outcome in outcomes:
            print(result_line(outcome))
        print("\n".join(totals(outcomes)))
        return EXIT_OK if all(o.ok for o in outcomes) else EXIT_FAILED

    def _load(self, path: str) -> Any:
        """The scenario, or the one-line reason it cannot be used."""
        try:
            return self.load(path)
        except ScenarioError as exc:
            return str(exc)
        except Exception as exc:  # noqa: BLE001 - a reader bug must still not print a traceback
            return f"{path}: (file): could not be read ({type(exc).__name__}: {exc})"

    def outcome_json(self, outcome: Outcome) -> dict:
        return {"events": [e.to_dict() for e in outcome.battle.events],
                "state": self.state(outcome), "failures": list(outcome.failures)}

    def summary(self, outcome: Outcome) -> list[str]:
        """A readable account: the scenario, the battle log, the final state and the verdict."""
        s = outcome.scenario
        lines = [f"{s.title}  ({s.file})", f"cites: {'; '.join(s.cites)}"]
        if s.known_failure:
            lines.append(f"known failure: {s.known_failure}")
        lines.append("")
        lines.extend(self.log(outcome.battle))
        lines += ["", f"stopped: {outcome.stopped or 'at a failed step'}", "final state:"]
        lines.extend(self.state_lines(outcome))
        lines += ["", *_verdict(outcome)]
        return lines

    def log(self, battle: Battle) -> list[str]:
        """Every event as a sentence (or, without one, its kind and fields)."""
        narrator = self.narrator(battle)
        out = []
        for event in battle.events:
            line = narrator.line(event)
            out.append(line if line else f"  [{event.kind}] {inline(_fields(event.to_dict()))}")
        return out


def scenario_files(paths: Iterable[str]) -> tuple[list[str], list[str]]:
    """(files to read, problems): folders give their *.toml files, recursively and sorted."""
    files: list[str] = []
    problems: list[str] = []
    for given in paths:
        p = Path(given)
        if p.is_dir():
            found = [str(f) for f in sorted(p.rglob("*.toml"))]
        elif p.is_file():
            found = [given]
        else:
            problems.append(f"{given}: no such file or folder")
            found = []
        files.extend(f for f in found if f not in files)
    return files, problems


# ---------------------------------------------------------------------------- output

def result_line(outcome: Outcome) -> str:
    s = outcome.scenario
    status = outcome.status
    if status == "pass":
        return f"PASS  {s.file}: {s.title}"
    if status == "xfail":
        return f"XFAIL {s.file}: known failure: {s.known_failure} [{_short(outcome.failures)}]"
    if status == "xpass":
        return (f"FAIL  {s.file}: marked known_failure ({s.known_failure!r}) but it passes now; "
                "remove known_failure")
    return "FAIL  " + " | ".join(outcome.failures)


def _short(failures: list[str]) -> str:
    first = failures[0].split(": ", 1)[-1]
    return first + (f" (+{len(failures) - 1} more)" if len(failures) > 1 else "")


def totals(outcomes: list[Outcome]) -> list[str]:
    passed = sum(o.status == "pass" for o in outcomes)
    failed = sum(o.status in ("fail", "xpass") for o in outcomes)
    known = sum(o.status == "xfail" for o in outcomes)
    lines = []
    if known:
        lines.append(f"{known} known failure{'s' if known != 1 else ''} (XFAIL, "
                     "counted neither as passed nor as failed)")
    lines.append(f"{passed} passed, {failed} failed")
    return lines


def _fields(d: dict) -> dict:
    return {k: v for k, v in d.items() if k != "kind"}


def _verdict(outcome: Outcome) -> list[str]:
    status = outcome.status
    if status == "pass":
        return ["PASS"]
    if status == "xpass":
        return ["FAIL: marked known_failure but every expectation holds; remove known_failure"]
    head = "XFAIL (known failure)" if status == "xfail" else "FAIL"
    return [head + ":"] + [f"  {f}" for f in outcome.failures]
