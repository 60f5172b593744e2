"""`steelgrid map check FILE...`: validate Tiled battle maps and report every problem.

Each problem is one line, `file: layer (x, y): problem`; warnings (maps that load but look odd)
start with `warning:`. Beyond what the loader itself checks, this checks the map against the
content of the rulesets: the encounter exists (in the ruleset that holds it), spawn areas name
real creatures, every creature of the encounter fits on the spawn areas, and each spawn area can
reach the other side's on foot.
The exit status is 1 when any map has an error, 0 otherwise (warnings alone do not fail).
"""
from __future__ import annotations

import sys
from collections import deque
from pathlib import Path
from typing import Any, TextIO

from rules.core.registry import Ruleset, all_rulesets, find_encounter

from .spawns import known_encounters, place_roster
from .tiled import SPAWN_LAYER, LoadedMap, Problem, Spawn, check_map
from .zone_layer import spawns_outside_zones

Square = tuple[int, int]


def main(files: list[str], out: TextIO | None = None) -> int:
    """Check every map (folders: every .tmx in them) and print the problems; 1 on any error."""
    out = out or sys.stdout
    paths = _expand(files)
    if not paths:
        print("map check: no .tmx files given", file=out)
        return 2
    try:
        for rules in all_rulesets():
            rules.load_content()
    except ValueError as exc:  # a content file that does not load (one line naming it)
        print(f"map check: the game content does not load: {exc}", file=out)
        return 2
    errors = warnings = failed = 0
    for path in paths:
        problems = check_file(path)
        for problem in problems:
            print(problem, file=out)
        n_err = sum(not p.warning for p in problems)
        n_warn = len(problems) - n_err
        errors, warnings = errors + n_err, warnings + n_warn
        if n_err:
            failed += 1
        else:
            note = f" ({n_warn} warning{'s' * (n_warn != 1)})" if n_warn else ""
            print(f"{path}: ok{note}", file=out)
    print(f"{len(paths)} map{'s' * (len(paths) != 1)} checked: {failed} with errors, "
          f"{errors} error{'s' * (errors != 1)}, {warnings} warning{'s' * (warnings != 1)}",
          file=out)
    return 1 if errors else 0


def _expand(files: list[str]) -> list[str]:
    out: list[str] = []
    for name in files:
        path = Path(name)
        if path.is_dir():
            found = sorted(str(p) for p in path.glob("*.tmx"))
            out.extend(found or [name])
        else:
            out.append(name)
    return out


def check_file(path: str) -> list[Problem]:
    """Every problem of one map: the loader's, then the content and reachability checks."""
    loaded, problems = check_map(path)
    if loaded is None:
        return problems
    problems.extend(check_against_content(loaded, path))
    problems.extend(unreachable_spawns(loaded, path))
    problems.extend(spawns_outside_zones(loaded, path))
    return problems


def check_against_content(loaded: LoadedMap, file: str) -> list[Problem]:
    """The encounter and creatures a map names exist, and the encounter fits its spawns.

    Creatures are looked up in the content of the ruleset whose encounter the map names, or in
    every ruleset's when it names none (or one nobody knows)."""
    problems: list[Problem] = []
    encounter = loaded.encounter
    found = find_encounter(encounter) if encounter else None
    if not encounter:
        problems.append(Problem(file, "no 'encounter' map property: the game will ask which "
                                "encounter to fight", "map", warning=True))
    elif found is None:
        problems.append(Problem(file, f"unknown encounter {encounter!r} (known: "
                                f"{known_encounters()})", "map"))
        encounter = ""
    rulesets = [found[0]] if found is not None else all_rulesets()
    creatures = [cid for rules in rulesets for cid in rules.load_content().creatures]
    labels: dict[str, str] = {}
    fielded: set[tuple[str, str]] = set()
    if found is not None:
        for slot in [s for enc in [found[1], *written_for(found[0], file)] for s in enc.slots]:
            if slot.label:
                labels.setdefault(slot.label.lower(), slot.side)
            fielded.add((slot.creature, slot.side))
    for spawn in loaded.spawns:
        problems.extend(_check_spawn(spawn, creatures, encounter, labels, fielded, file))
    if found is not None and not any(not p.warning for p in problems):
        roster = found[0].encounter_roster(encounter)
        problems.extend(place_roster(loaded, roster, file))
    return problems


def written_for(rules: Ruleset, file: str) -> list[Any]:
    """The ruleset's other encounters written for this map (their `map` or `board` is its file
    stem): a spawn kept for one of their slots is no stray, though the map names another."""
    stem = Path(file).stem
    return [enc for enc in rules.load_content().encounters.values()
            if stem in (getattr(enc, "map", ""), getattr(enc, "board", ""))]


def _check_spawn(spawn: Spawn, creatures: list[str], encounter: str, labels: dict[str, str],
                 fielded: set[tuple[str, str]], file: str) -> list[Problem]:
    out: list[Problem] = []
    pos = spawn.squares[0]
    if spawn.creature and spawn.creature not in creatures:
        import difflib
        close = difflib.get_close_matches(spawn.creature, creatures, n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        out.append(Problem(file, f"{spawn.label}: unknown creature {spawn.creature!r}{hint}",
                           SPAWN_LAYER, pos))
    elif spawn.creature and encounter and (spawn.creature, spawn.side) not in fielded:
        out.append(Problem(file, f"{spawn.label} is kept for {spawn.creature!r}, which encounter "
                           f"{encounter!r} does not field on the {spawn.side} side", SPAWN_LAYER,
                           pos, warning=True))
    if spawn.slot and encounter and labels.get(spawn.slot.lower()) != spawn.side:
        known = ", ".join(sorted(labels)) or "none"
        out.append(Problem(file, f"{spawn.label} is kept for slot {spawn.slot!r}, which encounter "
                           f"{encounter!r} has no {spawn.side} slot of (slots: {known})",
                           SPAWN_LAYER, pos, warning=True))
    return out


def unreachable_spawns(loaded: LoadedMap, file: str) -> list[Problem]:
    """Warn about spawn areas that no walker could get between and any enemy spawn area.

    Walking here means stepping to any of the eight neighbouring squares whose standing level
    (ground, or the surface of liquid) is at most one square higher or lower. The rules let
    creatures climb, swim, fly and burrow past such breaks, so this is only a warning.
    """
    board = loaded.board
    w, h = board.width, board.height
    level = [c.ground + c.liquid for c in board.columns]
    region = [-1] * (w * h)
    count = 0
    for start in range(w * h):
        if region[start] >= 0:
            continue
        region[start] = count
        queue = deque([start])
        while queue:
            i = queue.popleft()
            x, y = i % w, i // w
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    nx, ny = x + dx, y + dy
                    if (dx or dy) and 0 <= nx < w and 0 <= ny < h:
                        j = ny * w + nx
                        if region[j] < 0 and abs(level[j] - level[i]) <= 1:
                            region[j] = count
                            queue.append(j)
        count += 1
    reach = {s.id: {region[y * w + x] for x, y in s.squares} for s in loaded.spawns}
    out: list[Problem] = []
    for spawn in loaded.spawns:
        enemies = [s for s in loaded.spawns if s.side != spawn.side]
        if enemies and not any(reach[spawn.id] & reach[e.id] for e in enemies):
            out.append(Problem(file, f"{spawn.label} ({spawn.side}) cannot reach any enemy spawn "
                               "area on foot (only by climbing, swimming, flying or burrowing)",
                               SPAWN_LAYER, spawn.squares[0], warning=True))
    return out
