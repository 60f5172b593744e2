"""Writes tests/data/save_files/bad/: malformed saves made from a real one, each broken in one
way, for the tests that every one is refused in one line naming the file and the place.

Run from the repository root: `python tools/make_bad_saves.py`. `BAD_SAVES` (name -> the place
the error must name) is what tests/core/test_bad_saves.py reads.
"""
from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
GOOD = ROOT / "tests" / "data" / "save_files" / "saltreed_round1.json"
OUT = ROOT / "tests" / "data" / "save_files" / "bad"

Data = dict[str, Any]


def _set(*steps: Any) -> Callable[[Data], None]:
    """A change that sets the value at a path of keys (the last step is the value)."""
    *keys, value = steps

    def change(d: Data) -> None:
        target = d
        for k in keys[:-1]:
            target = target[k]
        target[keys[-1]] = value
    return change


def _stack_korrin_on_sefa(d: Data) -> None:
    d["creatures"][1]["size"] = "1M"
    d["creatures"][1]["pos"] = list(d["creatures"][0]["pos"])


def _duplicate_id(d: Data) -> None:
    d["creatures"][1]["id"] = d["creatures"][0]["id"]


def _riding_nobody(d: Data) -> None:
    d["creatures"][0]["tags"]["riding"] = "ghost_horse"


CHANGES: dict[str, tuple[Callable[[Data], None], str]] = {
    "negative_board": (_set("board", "width", -3), "board.width"),
    "huge_board": (_set("board", "height", 100000), "board.height"),
    "creature_off_board": (_set("creatures", 0, "pos", [500, 0, 3]), "creatures[1].pos"),
    "two_number_position": (_set("creatures", 0, "pos", [1, 2]), "creatures[1].pos"),
    "text_position": (_set("creatures", 2, "pos", ["a", 0, 3]), "creatures[3].pos[1]"),
    "size_zero": (_set("creatures", 0, "size", "0"), "creatures[1].size"),
    "size_huge": (_set("creatures", 0, "size", "100000"), "creatures[1].size"),
    "size_number": (_set("creatures", 0, "size", 2), "creatures[1].size"),
    "step_as_text": (_set("stack", 0, "ds.turn"), "stack[1]"),
    "unknown_step": (_set("stack", 2, "step", "ds.nap"), "stack[3].step"),
    "step_names_nobody": (_set("stack", 2, "creature", "nobody"), "stack[3].creature"),
    "duplicate_ids": (_duplicate_id, "creatures[2].id"),
    "unknown_side": (_set("creatures", 4, "side", "pirates"), "creatures[5].side"),
    "unknown_battle_side": (_set("sides", 1, "pirates"), "sides[2]"),
    "one_side": (_set("sides", ["heroes"]), "sides"),
    "stacked_creatures": (_stack_korrin_on_sefa, "creatures: "),
    "stamina_above_max": (_set("creatures", 0, "stats", "stamina", 999), "creatures: korrin"),
    "stamina_vast": (_set("creatures", 0, "stats", "stamina", 10 ** 300), "301 digits"),
    "stamina_text": (_set("creatures", 0, "stats", "stamina", "lots"), "creatures[1].stats.stamina"),
    "speed_float": (_set("creatures", 0, "stats", "speed", 5.5), "creatures[1].stats.speed"),
    "unknown_stat": (_set("creatures", 0, "stats", "mana", 3), "creatures[1].stats.mana"),
    "unknown_creature_field": (_set("creatures", 0, "wings", True), "creatures[1].wings"),
    "unknown_movement": (_set("creatures", 0, "movement", ["teleport", "warp"]), "creatures[1].movement[2]"),
    "dead_not_bool": (_set("creatures", 0, "dead", "no"), "creatures[1].dead"),
    "condition_without_name": (_set("creatures", 0, "conditions", [{"duration": "eot"}]), "creatures[1].conditions[1]"),
    "riding_nobody": (_riding_nobody, "creatures[1].tags.riding"),
    "creature_in_stone": (_set("creatures", 0, "pos", [1, 0, 0]), "creatures: korrin"),
    "acted_nobody": (_set("acted", ["nobody"]), "acted[1]"),
    "current_nobody": (_set("current", "nobody"), "current"),
    "winner_unknown": (_set("winner", "pirates"), "winner"),
    "round_text": (_set("round", "3"), "round"),
    "round_negative": (_set("round", -1), "round"),
    "unknown_top_field": (_set("cheats", True), "cheats"),
    "missing_dice": (lambda d: d.pop("dice"), "missing field 'dice'"),
    "dice_state_negative": (_set("dice", "state", -5), "dice.state"),
    "dice_history_impossible": (_set("dice", "history", [{"sides": 10, "value": 11}]), "dice.history[1].value"),
    "cells_short": (lambda d: d["board"]["cells"].pop(), "board.cells"),
    "palette_index": (_set("board", "cells", 0, 99), "board.cells[1]"),
    "palette_material": (_set("board", "palette", 0, "material", "cheese"), "board.palette[1].material"),
    "ground_too_high": (_set("board", "palette", 0, "ground", 10 ** 6), "board.palette[1].ground"),
    "object_off_board": (_set("objects", 0, "origin", [99, 99, 3]), "objects[1].origin"),
    "object_material": (_set("objects", 0, "material", "jelly"), "objects[1].material"),
    "unknown_event": (_set("events", 0, "kind", "fireworks"), "events[1]"),
    "ability_garbage": (lambda d: d["abilities"].update({"melee_free_strike": 5}), "abilities.melee_free_strike"),
    "future_version": (_set("version", 99), "version"),
    "unknown_ruleset": (_set("ruleset", "chess"), "ruleset"),
    "not_a_save": (_set("format", "spreadsheet"), "format marker"),
    "settings_not_table": (_set("settings", [1, 2]), "settings"),
}
RAW: dict[str, tuple[Callable[[str], str], str]] = {
    "deep_nesting": (lambda t: t.replace('"data":{}', '"data":{"x":' + "[" * 5000 + "]" * 5000 + "}", 1),
                     "nested more than"),
    "huge_integer": (lambda t: t.replace('"round":1', '"round":' + "9" * 5000, 1), "digits"),
    "infinite_number": (lambda t: t.replace('"round":1', '"round":Infinity', 1), "Infinity"),
    "nan_number": (lambda t: t.replace('"round":1', '"round":NaN', 1), "NaN"),
    "truncated": (lambda t: t[: len(t) // 2], "not valid JSON"),
    "empty": (lambda t: "", "not valid JSON"),
    "top_level_list": (lambda t: "[" + t + "]", "top level"),
    "deep_in_data": (lambda t: t.replace('"data":{}', '"data":{"x":' + "[" * 80 + "]" * 80 + "}", 1),
                     "nested more than 64"),
}
BAD_SAVES: dict[str, str] = {**{k: v[1] for k, v in CHANGES.items()}, **{k: v[1] for k, v in RAW.items()}}
"""Each bad save's name and what its one-line error must say (the place, or the problem)."""


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    text = GOOD.read_text(encoding="utf-8")
    good = json.loads(text)
    for name, (change, _) in CHANGES.items():
        data = copy.deepcopy(good)
        change(data)
        (OUT / f"{name}.json").write_text(json.dumps(data, sort_keys=True, separators=(",", ":")),
                                          encoding="utf-8")
    for name, (raw, _) in RAW.items():
        (OUT / f"{name}.json").write_text(raw(text), encoding="utf-8")
    (OUT / "not_utf8.json").write_bytes(b"\xff\xfe\x00garbage")
    print(f"{len(CHANGES) + len(RAW) + 1} bad saves in {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
