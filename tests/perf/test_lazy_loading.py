"""Start-up loads only the ruleset it opens on (issue 18, cold start): the lazy look-ups give
the same answers as the eager ones that load every ruleset."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from rules.core.registry import all_rulesets, find_encounter, first_ruleset

ROOT = Path(__file__).resolve().parents[2]


def test_lazy_registry_look_ups_match_the_eager_ones():
    every = all_rulesets()
    assert first_ruleset() is every[0]
    assert first_ruleset(lambda r: r.in_window) is [r for r in every if r.in_window][0]
    assert first_ruleset(lambda r: False) is None
    for rules in every:
        for encounter in rules.encounters():
            found = find_encounter(encounter)
            assert found is not None and found[0] is rules
    assert find_encounter("no_such_encounter") is None


def test_each_event_class_gets_the_animation_of_the_full_table():
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.anim.dispatch import _handler, animations
    from rules.core.registry import event_types
    table = animations()
    for cls in event_types().values():
        assert _handler(cls) is table.get(cls), cls.kind


def test_the_window_opens_on_draw_steel_without_loading_the_other_rulesets(tmp_path):
    probe = ("import sys; from game.cli import main; main(['play', '--screenshot', sys.argv[1]]); "
             "print(sorted(m for m in sys.modules if m.split('.')[:1] == ['rules'] and m.count('.') == 1))")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", STEELGRID_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", probe, str(tmp_path / "shot.png")], cwd=ROOT, env=env,
                          capture_output=True, text=True, check=True)
    loaded = done.stdout.strip().splitlines()[-1]
    for other in ("rules.olde_swords", "rules.three_dice", "rules.brighter_worlds"):
        assert other not in loaded, loaded
