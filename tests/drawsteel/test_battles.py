"""Whole battles: the rules layer stands alone, is deterministic, and survives save/reload.

Seed 000 "Combat Round" through "End of Combat" played out by random players on the starter
encounters (rules/drawsteel/data/encounters), checked as a whole rather than rule by rule.
"""
from __future__ import annotations

import functools
import hashlib
import dataclasses
import json
import os
import re
import subprocess
import sys
import textwrap
import typing
from pathlib import Path

import pytest

from rules.ai.play import play_out
from rules.ai.random_player import RandomPlayer
from rules.core import registry
from rules.core.save import dumps, event_log_json, loads
from rules.drawsteel.content.loader import default_content
from rules.drawsteel.content.skirmish import encounter_battle

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "rules"
ENCOUNTERS = sorted(default_content().encounters)
FAST = {"max_rounds": 3, "ask_knock_out": False}
CHILD_SEEDS = (3, 4) if os.environ.get("STEELGRID_FULL") else (3,)
CHILD_ENCOUNTERS = ENCOUNTERS if os.environ.get("STEELGRID_FULL") else ENCOUNTERS[::4]
"""`make test` plays every fourth encounter once (the child's imports and its hash seeds are
what is checked, and each encounter is played on its own elsewhere); `make test-full` plays
every encounter with a second seed."""
CHILD_RUNS = [(enc, seed, FAST) for enc in CHILD_ENCOUNTERS for seed in CHILD_SEEDS]

# A child process in which pygame, pytmx and pygame_gui cannot be imported. It imports every
# module under rules/, plays the given battles with random players and prints one digest of
# each event log (so runs under different hash seeds can be compared).
CHILD = textwrap.dedent('''
    import hashlib, importlib, json, pkgutil, sys

    BLOCKED = ("pygame", "pytmx", "pygame_gui")

    class Blocker:
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in BLOCKED:
                raise ImportError(f"{name} is blocked in this test")
            return None

    sys.meta_path.insert(0, Blocker())
    import rules
    import rules.drawsteel
    for mod in pkgutil.walk_packages(rules.__path__, "rules."):
        importlib.import_module(mod.name)
    from rules.ai.play import play_out
    from rules.ai.random_player import RandomPlayer
    from rules.core.save import event_log_json
    from rules.drawsteel.content.skirmish import encounter_battle

    out = {}
    for enc, seed, settings in json.loads(sys.argv[1]):
        battle = encounter_battle(enc, seed, settings=settings)
        play_out(battle, {"heroes": RandomPlayer(seed), "monsters": RandomPlayer(seed + 1)})
        assert battle.over and battle.pending() is None
        out[f"{enc}/{seed}"] = hashlib.sha256(event_log_json(battle).encode()).hexdigest()
    assert not any(m.split(".")[0] in BLOCKED for m in sys.modules), "a GUI module got imported"
    print(json.dumps(out, sort_keys=True))
''')


# built once per worker, even when other modules run between its tests
@pytest.fixture(scope="session")
def child_digests() -> dict:
    """Run the child twice at once (PYTHONHASHSEED 1 and 2); hash seed -> {battle: digest}."""
    procs = {}
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONHASHSEED=hash_seed)
        procs[hash_seed] = subprocess.Popen(
            [sys.executable, "-c", CHILD, json.dumps(CHILD_RUNS)], cwd=ROOT, env=env,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    out = {}
    for hash_seed, proc in procs.items():
        stdout, stderr = proc.communicate(timeout=300)
        assert proc.returncode == 0, stderr[-3000:]
        out[hash_seed] = json.loads(stdout.strip().splitlines()[-1])
    return out


def _play(enc: str, seed: int, settings: dict):
    battle = encounter_battle(enc, seed, settings=settings)
    return play_out(battle, {"heroes": RandomPlayer(seed), "monsters": RandomPlayer(seed + 1)})


# ================================================================ (a) no GUI needed

def test_rules_never_import_gui_libraries():
    """The rules layer is pure standard library: no module under rules/ imports pygame or pytmx
    (000 is a rules chapter; drawing it is the game's business). Import statements anywhere in
    a line (also inside functions or try blocks) and dynamic imports both count."""
    static = re.compile(r"^[ \t]*(import|from)[ \t]+(pygame|pytmx|pygame_gui)\b|"
                        r"^[ \t]*import[ \t]+[\w., \t]*\b(pygame|pytmx)\b", re.M)
    dynamic = re.compile(r"(import_module|__import__)\(\s*['\"](pygame|pytmx|pygame_gui)")
    offenders = []
    for path in sorted(RULES.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if static.search(text) or dynamic.search(text):
            offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []


@pytest.mark.xdist_group("child_digests")  # one fixture, one worker
def test_whole_battle_runs_without_pygame_or_pytmx(child_digests):
    """000 Combat Round .. End of Combat: `import rules` (every module under rules/) and whole
    battles on the starter encounters (every one under `make test-full`) work in a process
    where pygame, pytmx and pygame_gui cannot be imported."""
    for digests in child_digests.values():
        assert sorted(digests) == sorted(f"{enc}/{seed}" for enc, seed, _ in CHILD_RUNS)


# ================================================================ (b) determinism

@pytest.mark.parametrize("enc", ENCOUNTERS)
@pytest.mark.parametrize("seed", [0])
def test_same_seed_same_event_log(enc, seed):
    """000 Determine Who Goes First / Power Rolls: all randomness is the battle's seeded dice,
    so the same seed and the same player seeds give a byte-identical event log. `make test`
    plays one round here (three-round logs are compared across processes above); `make
    test-full` three."""
    rounds = FAST if os.environ.get("STEELGRID_FULL") else {**FAST, "max_rounds": 1}
    a = event_log_json(_play(enc, seed, rounds))
    b = event_log_json(_play(enc, seed, rounds))
    assert a == b
    assert a.count("\n") > 20


@pytest.mark.xdist_group("child_digests")  # one fixture, one worker
def test_same_seed_same_log_across_processes_and_hash_seeds(child_digests):
    """Determinism does not hang on Python's per-process string hashing (set and dict order):
    two processes with different PYTHONHASHSEED and this process agree on every event log."""
    here = {f"{enc}/{seed}": hashlib.sha256(event_log_json(_play(enc, seed, s)).encode())
            .hexdigest() for enc, seed, s in CHILD_RUNS}
    assert child_digests["1"] == child_digests["2"] == here


def test_different_seeds_differ():
    """000 Determine Who Goes First (a d10) and power rolls: the seed really drives the dice."""
    one_round = {"max_rounds": 1, "ask_knock_out": False}
    logs = {event_log_json(_play(ENCOUNTERS[0], seed, one_round)) for seed in range(3)}
    assert len(logs) > 1


# ================================================================ (c) save/reload everywhere

@pytest.fixture
def fast_type_hints(monkeypatch):
    """Cache typing.get_type_hints for classes while these tests run.

    Loading a save decodes every ability with rules.core.serial.from_data, which asks
    typing.get_type_hints afresh for each nested dataclass; uncached, that is ~70% of the time
    of a load. The hints of a class never change, so caching them leaves results identical.
    """
    real = typing.get_type_hints
    cached = functools.lru_cache(maxsize=None)(real)

    def hints(obj, *args, **kwargs):
        if not args and not kwargs and isinstance(obj, type):
            return cached(obj)
        return real(obj, *args, **kwargs)

    monkeypatch.setattr(typing, "get_type_hints", hints)


def _memo_codecs(monkeypatch) -> None:
    """Memoise the Draw Steel ability codec (abilities are frozen dataclasses and never change
    during a battle): encoding the same object, or decoding the same data, gives the same
    result, so only the time spent changes. Every tenth seed runs with the real codec."""
    rules = registry.get_ruleset("drawsteel")
    encode, decode = rules.encode_ability, rules.decode_ability
    encoded: dict[int, tuple] = {}
    decoded: dict[str, object] = {}

    def enc(ability):
        hit = encoded.get(id(ability))
        if hit is None or hit[0] is not ability:
            hit = encoded[id(ability)] = (ability, json.dumps(encode(ability)))
        return json.loads(hit[1])

    def dec(data):
        key = json.dumps(data, sort_keys=True)
        if key not in decoded:
            decoded[key] = decode(data)
        return decoded[key]

    monkeypatch.setitem(registry._LOADED, "drawsteel",
                        dataclasses.replace(rules, encode_ability=enc, decode_ability=dec))


def _reload_case(seed: int):
    """A spread of cases: every encounter, mostly one round (to keep 50 battles fast), some
    two-round battles with the knock-out question or Agility turn order switched on."""
    enc = ENCOUNTERS[seed % len(ENCOUNTERS)]
    settings = {"max_rounds": 1, "ask_knock_out": False}
    if seed % 10 == 3:
        settings = {"max_rounds": 2, "ask_knock_out": True}
    elif seed % 10 == 7:
        settings = {"max_rounds": 1, "ask_knock_out": False, "turn_order": "agility"}
    return enc, settings


def _reload_seeds(full: int = 50) -> list[int]:
    """The sweep's seeds: all of them under `make test-full` (STEELGRID_FULL=1); otherwise one
    lap of the encounters (every encounter once), which also meets every kind of case the full
    sweep plays (the real codec and the memoised one, the knock-out question, Agility turn
    order)."""
    if os.environ.get("STEELGRID_FULL"):
        return list(range(full))
    lap = list(range(len(ENCOUNTERS)))
    assert {_case_kind(seed) for seed in lap} == {_case_kind(seed) for seed in range(full)}
    return lap


def _case_kind(seed: int) -> tuple:
    """What a seed's case tries besides its encounter: the real codec or not, and the settings."""
    return seed % 10 == 0, tuple(sorted(_reload_case(seed)[1].items()))


def _run(enc: str, seed: int, settings: dict, reload_every_decision: bool):
    battle = encounter_battle(enc, seed, settings=settings)
    players = {"heroes": RandomPlayer(seed * 2 + 1), "monsters": RandomPlayer(seed * 2 + 2)}
    kinds = set()
    for _ in range(20000):
        if reload_every_decision:
            battle = loads(dumps(battle))
        decision = battle.pending()
        if decision is None:
            break
        kinds.add(decision.kind)
        battle.choose(players[decision.side](battle, decision))
    assert battle.over
    return battle, kinds


@pytest.mark.parametrize("seed", _reload_seeds())
def test_save_and_reload_before_every_decision(seed, fast_type_hints, monkeypatch):
    """Saves (a loaded battle continues exactly as the original would have) over 000 Combat
    Round .. End of Combat: playing with `loads(dumps(battle))` before every single decision
    gives exactly the event log and final save of playing straight through."""
    if seed % 10:
        _memo_codecs(monkeypatch)
    enc, settings = _reload_case(seed)
    straight, kinds = _run(enc, seed, settings, False)
    reloaded, kinds2 = _run(enc, seed, settings, True)
    assert kinds == kinds2
    assert event_log_json(reloaded) == event_log_json(straight)
    assert dumps(reloaded) == dumps(straight)
