"""Start a battle on a Tiled map: the encounter's creatures placed on the map's spawn areas.

Each creature goes to a spawn area of its side. Areas kept for it (the spawn's `creature` is its
template id, or its `slot` is the label of its encounter slot) come first; otherwise it takes an
area kept for nobody. Big creatures are placed first. Within the areas allowed, a creature takes
the best free spot, where its whole space fits inside one area: level, dry, harmless ground
before uneven or shallow-water ground, before deep water, before damaging terrain; among equally
good spots the area holding the fewest creatures so far, then the area's first square in reading
order. Fliers start two squares up when there is room. Placement never rolls dice, so the same
map and encounter always start the same way.
"""
from __future__ import annotations

from pathlib import Path

from rules.core.battle import Battle
from rules.core.board import Board
from rules.core.creature import Creature
from rules.core.geometry import Cell
from rules.core.registry import all_rulesets, find_encounter
from rules.core.ruleset import EncounterSlot, RosterEntry

from .tiled import SPAWN_LAYER, LoadedMap, MapError, Objective, Problem, Spawn, load_map

FLIER_LIFT = 2
"""How many squares above the ground a flier starts, room allowing."""

Roster = list[RosterEntry]


def known_encounters() -> str:
    """Every encounter id of every ruleset, sorted and comma-separated (for error messages)."""
    return ", ".join(sorted(eid for rules in all_rulesets() for eid in rules.encounters()))


def map_battle(path: str | Path, encounter_id: str | None = None, seed: int = 0,
               settings: dict | None = None) -> Battle:
    """A ready-to-run battle on a Tiled map, under the ruleset whose encounter it is.

    The encounter is `encounter_id`, or else the map's `encounter` property. Raises `MapError`
    (one line: file, layer, problem) for a broken map, an unknown encounter or spawn areas
    without room for every creature. A map with a `battle_zones` layer gives the battle its
    zone board (`Battle.zones`).
    """
    loaded = load_map(path)
    chosen = encounter_id or loaded.encounter
    if not chosen:
        raise MapError.one(str(path), "the map names no encounter: set its 'encounter' property "
                           "or choose one", "map")
    found = find_encounter(chosen)
    if found is None:
        raise MapError.one(str(path), f"unknown encounter {chosen!r} (known: {known_encounters()})",
                           "map")
    rules = found[0]
    hero_choice = {k: settings[k] for k in ("party", "level", "random_foes") if settings and k in settings}
    # only Draw Steel picks a party, a level and random foes; other rulesets take the encounter as written
    roster = rules.encounter_roster(chosen, hero_choice) if hero_choice else rules.encounter_roster(chosen)
    problems = place_roster(loaded, roster, str(path))
    if problems:
        raise MapError(problems)
    settings = {**(settings or {}), "encounter": chosen,
                "map_objectives": [map_objective(o) for o in loaded.objectives]}
    battle = rules.new_battle(loaded.board, [c for c, _ in roster], seed, settings)
    battle.zones = loaded.battle_zones
    return battle


def map_objective(o: Objective) -> dict:
    """A map objective as plain data for the battle's settings (rulesets that play objectives
    read them; the others leave them be)."""
    return {"id": o.id, "name": o.name, "goal": o.goal, "side": o.side, "rounds": o.rounds,
            "text": o.text, "squares": [list(s) for s in o.squares], "objects": list(o.objects)}


def place_roster(loaded: LoadedMap, roster: Roster, file: str = "") -> list[Problem]:
    """Set every creature's starting position; one problem per creature that found no room."""
    board = loaded.board
    blocked = {cell for obj in board.objects for cell in obj.cells}
    taken: set[Cell] = set()
    used = {s.id: 0 for s in loaded.spawns}
    order = {s.id: n for n, s in enumerate(loaded.spawns)}
    problems: list[Problem] = []
    for creature, slot in sorted(roster, key=lambda r: -r[0].squares):
        best: tuple[tuple[int, ...], Cell, Spawn] | None = None
        for group in _spawn_groups(loaded.spawns, creature, slot):
            for spawn in group:
                for rank, cell in _spots(board, spawn, creature, taken, blocked):
                    key = (rank, used[spawn.id], order[spawn.id], cell[1], cell[0], cell[2])
                    if best is None or key < best[0]:
                        best = (key, cell, spawn)
            if best is not None:
                break
        if best is None:
            n = creature.squares
            problems.append(Problem(
                file or str(loaded.path),
                f"no room for {creature.name} ({creature.side}, size {creature.size}): no "
                f"{creature.side} spawn area has a free {n} x {n} space for it", SPAWN_LAYER))
            continue
        _, cell, spawn = best
        creature.pos = cell
        n = creature.squares
        x, y, top = cell
        ground = board.footprint_ground(cell, n)
        # a flier also keeps the air under it free, so nobody starts beneath it
        taken.update((x + i, y + j, z) for i in range(n) for j in range(n)
                     for z in range(ground, top + n))
        used[spawn.id] += 1
    return problems


def _spawn_groups(spawns: tuple[Spawn, ...], creature: Creature,
                  slot: EncounterSlot) -> list[list[Spawn]]:
    """Spawn areas a creature may use: those kept for it first, then those kept for nobody."""
    mine = [s for s in spawns if s.side == creature.side]
    label = slot.label.strip().lower()
    kept = [s for s in mine if (s.creature and s.creature == creature.template)
            or (s.slot and label and s.slot.lower() == label)]
    free = [s for s in mine if not s.creature and not s.slot]
    return [kept, free]


def _spots(board: Board, spawn: Spawn, creature: Creature, taken: set[Cell],
           blocked: set[Cell]) -> list[tuple[int, Cell]]:
    """Every free position in the area for this creature, with how undesirable it is (0 best)."""
    n = creature.squares
    area = set(spawn.squares)
    out: list[tuple[int, Cell]] = []
    for x, y in spawn.squares:
        feet = [(x + i, y + j) for j in range(n) for i in range(n)]
        if any(sq not in area for sq in feet):
            continue
        cols = [board.column(fx, fy) for fx, fy in feet]
        z = max(c.ground for c in cols)
        depth = max((c.ground + c.liquid - z for c in cols if c.liquid), default=0)
        uneven = any(c.ground != z for c in cols)
        rank = 3 if any(c.damaging for c in cols) else 2 if depth > 1 else 1 if (depth or uneven) else 0
        heights = [z + FLIER_LIFT, z] if creature.can("fly") else [z]
        for h in heights:
            # the space itself and, for a lifted flier, the air beneath it must be free
            cells = [(cx, cy, cz) for cx, cy in feet for cz in range(z, h + n)]
            if h + n > board.sky or any(board.is_solid(c) or c in taken or c in blocked for c in cells):
                continue
            out.append((rank, (x, y, h)))
            break
    return out
