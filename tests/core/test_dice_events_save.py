"""Dice, events and saves: the engine's record of a battle (rules/core/{dice,events,save}.py).

Seed 000 needs every roll to be a real, fair die (000 Determine Who Goes First: "rolls a d10";
RULES-NOTES Power rolls: 2d10). Steelgrid adds that a battle is reproducible from its seed, that
every change is told as an event, and that a saved battle continues exactly as the original.
"""
from __future__ import annotations

import json
import os
import typing
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from rules.ai.play import play_out
from rules.ai.random_player import RandomPlayer
from rules.core import save as save_mod
from rules.core.dice import Dice, ScriptError
from rules.core.events import EVENT_TYPES, Event, event_from_dict
from rules.core.save import SaveError, dumps, event_log_json, loads
from rules.drawsteel.content.loader import default_content
from rules.drawsteel.content.skirmish import encounter_battle

ENCOUNTERS = sorted(default_content().encounters)
SETTINGS = {"max_rounds": 2, "ask_knock_out": False}


def _played(enc: str, seed: int, rounds: int = 2):
    battle = encounter_battle(enc, seed, settings={"max_rounds": rounds, "ask_knock_out": False})
    return play_out(battle, {"heroes": RandomPlayer(seed), "monsters": RandomPlayer(seed + 1000)})


# ================================================================ dice

@settings(deadline=None)
@given(st.integers(-2**70, 2**70), st.lists(st.sampled_from([3, 6, 10, 20]), max_size=30))
def test_dice_same_seed_same_rolls(seed, sides):
    """000 Determine Who Goes First (d10) / RULES-NOTES Power rolls (2d10): a seeded battle
    rolls the same dice every time, each within 1..sides."""
    a, b = Dice(seed), Dice(seed)
    ra = [a.roll(s) for s in sides]
    rb = [b.roll(s) for s in sides]
    assert ra == rb
    assert all(1 <= v <= s for v, s in zip(ra, sides))


def test_dice_is_roughly_fair():
    """RULES-NOTES Power rolls: the d10s are fair - every face turns up about equally often."""
    d = Dice(12345)
    counts = [0] * 10
    for _ in range(20000):
        counts[d.roll(10) - 1] += 1
    assert all(1700 < c < 2300 for c in counts), counts


@settings(deadline=None)
@given(st.integers(0, 2**32), st.lists(st.integers(1, 10), min_size=1, max_size=8),
       st.integers(0, 8))
def test_scripted_values_come_first_and_are_recorded(seed, script, extra):
    """RULES-NOTES Power rolls (tests queue exact dice): queued values are used before the
    generator, marked as scripted in the history, and do not consume the seeded stream."""
    d = Dice(seed)
    d.queue(*script)
    got = [d.roll(10, "test") for _ in script]
    assert got == script
    after = [d.roll(10) for _ in range(extra)]
    fresh = Dice(seed)
    assert after == [fresh.roll(10) for _ in range(extra)]
    assert [r.scripted for r in d.history] == [True] * len(script) + [False] * extra
    assert [r.value for r in d.history] == script + after
    assert all(r.sides == 10 for r in d.history)
    assert d.history[0].why == "test"


@pytest.mark.parametrize("value,sides", [(0, 10), (11, 10), (7, 6), (-1, 6), (21, 20)])
def test_script_error_on_value_that_does_not_fit(value, sides):
    """RULES-NOTES Power rolls: a queued d10 must be 1..10; anything else is a ScriptError."""
    d = Dice(1)
    d.queue(value)
    with pytest.raises(ScriptError):
        d.roll(sides, "power roll")
    assert issubclass(ScriptError, ValueError)


@settings(deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 10), st.integers(1, 10))
def test_clone_is_independent(seed, before, after):
    """Look-ahead copies (RULES-NOTES Power rolls: odds computed without touching the battle):
    rolling on a clone never moves the original's stream, script or history."""
    d = Dice(seed)
    for _ in range(before):
        d.roll(10)
    d.queue(4)
    c = d.clone()
    assert c.history == [] and c.script == [4]
    c_rolls = [c.roll(10) for _ in range(after)]
    assert d.script == [4] and len(d.history) == before
    d_rolls = [d.roll(10) for _ in range(after)]
    assert c_rolls == d_rolls
    c.queue(1, 2, 3)
    assert d.script == []
    k = d.clone(keep_history=True)
    assert [r.value for r in k.history] == [r.value for r in d.history]
    k.roll(10)
    assert len(k.history) == len(d.history) + 1


@settings(deadline=None)
@given(st.integers(0, 2**64), st.integers(0, 12), st.lists(st.integers(1, 6), max_size=4),
       st.integers(1, 12))
def test_dice_round_trip_continues_the_stream(seed, before, script, after):
    """Saves (rules/core/save.py: a loaded battle continues exactly): Dice to_dict/from_dict
    through JSON keeps the history, the script and the position in the stream."""
    d = Dice(seed)
    for i in range(before):
        d.roll(6 if i % 2 else 10, f"r{i}")
    d.queue(*script)
    copy = Dice.from_dict(json.loads(json.dumps(d.to_dict())))
    assert copy.to_dict() == d.to_dict()
    assert [copy.roll(6) for _ in range(after)] == [d.roll(6) for _ in range(after)]
    assert copy.to_dict() == d.to_dict()


# ================================================================ events

_scalar = st.one_of(st.integers(-1000, 1000), st.text(max_size=8), st.booleans())
_frozen_json = st.recursive(
    _scalar,
    lambda inner: st.one_of(st.lists(inner, max_size=3).map(tuple),
                            st.dictionaries(st.text(max_size=5), inner, max_size=3)),
    max_leaves=8)


def _strategy_for(tp):
    if tp is int:
        return st.integers(-10**6, 10**6)
    if tp is str:
        return st.text(max_size=12)
    if tp is bool:
        return st.booleans()
    if tp is tuple:
        return st.lists(_frozen_json, max_size=4).map(tuple)
    return _frozen_json


def _event_strategy(cls):
    hints = typing.get_type_hints(cls)
    fields = [f.name for f in __import__("dataclasses").fields(cls)]
    return st.builds(cls, **{name: _strategy_for(hints[name]) for name in fields})


def test_every_event_kind_is_registered():
    """000 (the whole chapter is told as events): the Draw Steel kinds register on import."""
    for kind in ("combat_started", "moved", "force_moved", "damaged", "died", "knocked_out",
                 "condition_gained", "power_rolled", "ability_used", "tier_chosen"):
        assert kind in EVENT_TYPES
    for kind, cls in EVENT_TYPES.items():
        assert cls.kind == kind and issubclass(cls, Event)


@pytest.mark.parametrize("kind", sorted(EVENT_TYPES))
@settings(deadline=None, max_examples=25, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_event_round_trip(kind, data):
    """Every event kind (000 throughout: moves, damage, conditions, rolls) survives
    to_dict -> JSON -> event_from_dict unchanged."""
    ev = data.draw(_event_strategy(EVENT_TYPES[kind]))
    d = ev.to_dict()
    assert d["kind"] == kind
    back = event_from_dict(json.loads(json.dumps(d)))
    assert back == ev
    assert type(back) is type(ev)
    assert back.to_dict() == d


def test_unknown_event_kind_is_refused():
    """Saves: an event kind nobody registered is an error, not silently dropped."""
    with pytest.raises(ValueError):
        event_from_dict({"kind": "no_such_event"})


def test_logged_events_rebuild_equal():
    """000 Power Rolls (PowerRolled) and every other logged kind: each event a real battle
    emits is rebuilt *equal* by event_from_dict (the events module's promise)."""
    battle = _played(ENCOUNTERS[0], 3, rounds=3)
    for ev in battle.events:
        assert event_from_dict(json.loads(json.dumps(ev.to_dict()))) == ev, ev.kind


# ================================================================ saves

@pytest.fixture(scope="module")
def fresh_battle():
    return encounter_battle(ENCOUNTERS[0], 7)


@pytest.fixture(scope="module")
def played_battles():
    """Every encounter played out once (twice under `make test-full`, STEELGRID_FULL=1)."""
    seeds = (1, 2) if os.environ.get("STEELGRID_FULL") else (1,)
    return [_played(enc, seed) for enc in ENCOUNTERS for seed in seeds]


def test_save_round_trip_fresh(fresh_battle):
    """Saves: a battle set up from an encounter (000 Set the Map) round-trips dumps/loads."""
    text = dumps(fresh_battle)
    again = loads(text)
    assert dumps(again) == text
    assert again.pending().kind == fresh_battle.pending().kind
    assert set(again.creatures) == set(fresh_battle.creatures)
    for cid, c in fresh_battle.creatures.items():
        assert again.creatures[cid].to_dict() == c.to_dict()


def test_save_round_trip_mid_and_end(played_battles):
    """Saves: after a whole battle (000 Combat Round .. End of Combat) the save round-trips
    byte for byte, event log included."""
    for b in played_battles:
        text = dumps(b)
        again = loads(text)
        assert dumps(again) == text
        assert event_log_json(again) == event_log_json(b)
        assert again.winner == b.winner and again.pending() is None


def test_loaded_battle_continues_identically():
    """Saves: a battle saved half-way and loaded plays on exactly as the original."""
    seed = 11
    original = encounter_battle(ENCOUNTERS[-1], seed, settings=SETTINGS)
    players = {"heroes": RandomPlayer(1), "monsters": RandomPlayer(2)}
    for _ in range(40):
        d = original.pending()
        original.choose(players[d.side](original, d))
    state = {s: p.rng.getstate() for s, p in players.items()}
    copy = loads(dumps(original))
    play_out(original, players)
    players2 = {s: RandomPlayer() for s in state}
    for s, p in players2.items():
        p.rng.setstate(state[s])
    play_out(copy, players2)
    assert event_log_json(copy) == event_log_json(original)


GARBAGE = [
    "", "   ", "not json", "{", "[1, 2", "null", "[]", "42", '"a string"', "{}",
    '{"format": "something-else", "version": 1}',
    '{"format": "steelgrid-save", "version": 99}',
    '{"format": "steelgrid-save", "version": 1, "ruleset": "no-such-ruleset"}',
    '{"format": "steelgrid-save", "version": 1, "ruleset": "drawsteel"}',
]


@pytest.mark.parametrize("text", GARBAGE)
def test_loading_garbage_raises_save_error(text):
    """Saves: a damaged or foreign file gives SaveError with a one-line message."""
    with pytest.raises(SaveError) as info:
        loads(text)
    msg = str(info.value)
    assert msg and "\n" not in msg


def _mutations(base: dict):
    """Damaged copies of a good save: top-level fields removed or given the wrong type."""
    for key in sorted(base):
        if key in ("format", "version", "ruleset"):
            continue
        broken = dict(base)
        del broken[key]
        yield f"drop {key}", broken
        for bad in (None, 7, "x", [], {}):
            broken = dict(base)
            broken[key] = bad
            yield f"{key}={bad!r}", broken


def test_damaged_saves_raise_save_error_or_load(fresh_battle):
    """Saves: a save with a field missing or of the wrong type either still loads or fails
    with a one-line SaveError - never another exception."""
    base = json.loads(dumps(fresh_battle))
    for label, broken in _mutations(base):
        try:
            loads(json.dumps(broken))
        except SaveError as exc:
            assert "\n" not in str(exc), label


@pytest.mark.parametrize("damage", ["abilities_list", "events_string", "event_not_table",
                                    "palette_not_table", "cell_index"])
def test_damaged_nested_entries_raise_save_error(fresh_battle, damage):
    """Saves: damage inside any part of the save (abilities, an event, a board column) is a
    one-line SaveError too."""
    base = json.loads(dumps(fresh_battle))
    if damage == "abilities_list":
        base["abilities"] = []
    elif damage == "events_string":
        base["events"] = "x"
    elif damage == "event_not_table":
        base["events"] = [5]
    elif damage == "palette_not_table":
        base["board"]["palette"][0] = 5
    else:
        base["board"]["cells"][0] = 10_000
    with pytest.raises(SaveError) as info:
        loads(json.dumps(base))
    assert str(info.value) and "\n" not in str(info.value)


@pytest.mark.parametrize("key,bad", [("winner", None), ("sides", "xy"), ("current", 7)])
def test_wrongly_typed_fields_are_save_errors(fresh_battle, key, bad):
    """Saves: a field of the wrong type is damage, reported as SaveError - not coerced into a
    different battle (a null winner must not load as a battle won by "None")."""
    base = json.loads(dumps(fresh_battle))
    base[key] = bad
    with pytest.raises(SaveError):
        loads(json.dumps(base))


def test_load_missing_file_is_save_error(tmp_path):
    """Saves: a missing file is a one-line SaveError naming the file."""
    with pytest.raises(SaveError) as info:
        save_mod.load(tmp_path / "nope.json")
    assert "nope.json" in str(info.value) and "\n" not in str(info.value)


def test_load_binary_file_is_save_error(tmp_path):
    """Saves: a binary (non-UTF-8) file is a one-line SaveError, not a crash."""
    p = tmp_path / "bad.json"
    p.write_bytes(b"\xff\xfe\x00garbage\x80")
    with pytest.raises(SaveError) as info:
        save_mod.load(p)
    assert "bad.json" in str(info.value) and "\n" not in str(info.value)


def test_save_writes_through_a_temp_file(tmp_path, monkeypatch, fresh_battle):
    """Saves are atomic: the text goes to a temporary file that then replaces the target, so
    a crash part-way through never leaves a broken save behind."""
    target = tmp_path / "slot" / "battle.json"
    save_mod.save(fresh_battle, target)
    good = target.read_text(encoding="utf-8")
    assert loads(good) is not None
    assert [p.name for p in target.parent.iterdir()] == ["battle.json"]

    def crash_at_flush(fd: int) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(save_mod.os, "fsync", crash_at_flush)
    battle2 = encounter_battle(ENCOUNTERS[-1], 8)
    with pytest.raises(OSError):
        save_mod.save(battle2, target)
    monkeypatch.undo()
    assert [p.name for p in target.parent.iterdir()] == ["battle.json"]  # no temporary left
    assert target.read_text(encoding="utf-8") == good  # the old save is untouched

    save_mod.save(battle2, target)
    assert save_mod.load(target) is not None
    assert dumps(save_mod.load(target)) == dumps(battle2)
    assert sorted(p.name for p in target.parent.iterdir() if not p.name.endswith(".tmp")) == [
        "battle.json"]
