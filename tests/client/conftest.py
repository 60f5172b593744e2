"""Headless client tests: SDL's dummy drivers, a throw-away data folder, and a `Driver` that plays
the battle screen through its own input handlers (mouse and key events, widget presses).

Golden images live in tests/client/golden/. To regenerate them after a deliberate change of
look, run `STEELGRID_REGOLD=1 pytest tests/client` and look at the new PNGs before committing.
"""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import importlib.util  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

if importlib.util.find_spec("pygame_gui") is None or importlib.util.find_spec("pygame") is None:
    # The client needs its widget library; without it these tests cannot run at all.
    collect_ignore_glob = ["test_*.py"]

import pygame  # noqa: E402
import pytest  # noqa: E402

try:
    import pygame_gui  # noqa: E402
except ImportError:  # pragma: no cover - only on machines without the widget library
    pygame_gui = None

from rules.core.battle import Battle  # noqa: E402
from rules.core.board import Board, BoardObject, Column  # noqa: E402

GOLDEN = Path(__file__).parent / "golden"


# ---------------------------------------------------------------------------- fixtures

@pytest.fixture(autouse=True)
def user_home(tmp_path, monkeypatch) -> Path:
    """Every test gets its own empty data folder (saves, autosave)."""
    home = tmp_path / "steelgrid-home"
    monkeypatch.setenv("STEELGRID_HOME", str(home))
    return home


@pytest.fixture(scope="session")
def app():
    from game.app import App
    application = App((1280, 800))
    yield application
    application.shutdown()


@pytest.fixture
def ledge() -> Battle:
    return ledge_battle()


@pytest.fixture
def drive(app):
    """drive(battle, mode) opens the battle screen on a battle and returns a Driver for it."""
    made: list[Driver] = []

    def start(battle: Battle, mode: str = "hotseat") -> Driver:
        app.screenshot_path = None
        d = Driver(app, battle, mode)
        made.append(d)
        return d
    yield start
    app.screenshot_path = None


# ---------------------------------------------------------------------------- a test board

def ledge_battle(seed: int = 1) -> Battle:
    """A 14 x 10 board: a platform 3 squares high (x 2-5, y 2-6) over stone floor, a patch of
    dirt in the south-east, a crate and a glass pane. Korrin stands on the platform next to a
    Briarback Warden at its east edge; Sefa is behind him; a Duskwing Shrike flies in the north;
    a Hollowjaw Delver lies buried in the dirt; a Cinderhorn Bullock and Maelis are on the floor.
    The heroes act first."""
    from rules.drawsteel.content.loader import default_content
    from rules.drawsteel.round.starting_combat import creature_from_template, new_battle
    content = default_content()
    floor = Column(ground=1, terrain="floor", material="stone")
    high = Column(ground=4, terrain="floor", material="stone")
    dirt = Column(ground=1, terrain="dirt", material="dirt")
    columns = []
    for y in range(10):
        for x in range(14):
            if 2 <= x <= 5 and 2 <= y <= 6:
                columns.append(high)
            elif x >= 9 and y >= 6:
                columns.append(dirt)
            else:
                columns.append(floor)
    board = Board(14, 10, columns, name="Ledge")
    board.objects = [BoardObject("crate1", "wood", (8, 2, 1), name="wooden crate"),
                     BoardObject("pane1", "glass", (7, 4, 1), name="glass pane")]
    t = content.creatures

    def make(template: str, cid: str, side: str, pos: tuple[int, int, int]):
        return creature_from_template(t[template], cid, side, pos)
    creatures = [make("korrin", "korrin", "heroes", (4, 4, 4)),
                 make("briarback_warden", "warden", "monsters", (5, 4, 4)),
                 make("sefa", "sefa", "heroes", (3, 3, 4)),
                 make("duskwing_shrike", "shrike", "monsters", (9, 1, 4)),
                 make("hollowjaw_delver", "delver", "monsters", (10, 6, 0)),
                 make("cinderhorn_bullock", "bullock", "monsters", (7, 7, 1)),
                 make("maelis", "maelis", "heroes", (1, 8, 1))]
    return new_battle(board, creatures, dict(content.abilities), seed,
                      {"first_side": "heroes", "ask_knock_out": True})


# ---------------------------------------------------------------------------- the driver

class Driver:
    """Plays the battle screen like a person would, one input event at a time."""

    def __init__(self, app, battle: Battle, mode: str) -> None:
        from game.match import MatchSetup
        self.app = app
        app.start_battle(MatchSetup(None, None, mode, 1), battle)
        self.scene = app.scene
        self.scene.anim.pace = 0.0
        self.scene.camera.cell = 48
        self.scene.camera.x = self.scene.camera.y = 0
        self.settle()

    @property
    def battle(self) -> Battle:
        return self.scene.battle

    @property
    def picker(self):
        return self.scene.picker

    def frame(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.step(1 / 60)

    def settle(self, limit: float = 120.0) -> None:
        """Run frames until nothing is animating and a person's decision (or the end) is shown.

        `limit` (wall-clock seconds) only guards against a hang; it is generous so that a busy
        machine (the suite runs a process per core) never trips it."""
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            self.frame()
            scene = self.app.scene
            if not hasattr(scene, "picker"):
                return
            if scene.anim.busy:
                continue
            if scene.battle.winner or (scene.picker is not None and scene.decision is scene.battle.pending()):
                return
            if scene.overlay is not None and scene.overlay.blocks:
                return
            time.sleep(0.002)
        raise AssertionError("the battle screen did not settle")

    def point(self, x: int, y: int) -> tuple[int, int]:
        return self.scene.camera.to_screen(x + 0.5, y + 0.5)

    def hover(self, x: int, y: int) -> None:
        self.scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=self.point(x, y), rel=(0, 0),
                                                   buttons=(0, 0, 0)))

    def click(self, x: int, y: int, settle: bool = True) -> None:
        pos = self.point(x, y)
        self.hover(x, y)
        self.scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        self.scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        if settle:
            self.settle()

    def key(self, key: int, char: str = "", mod: int = 0, settle: bool = True) -> None:
        self.scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=char))
        if settle:
            self.settle()

    def press(self, element) -> None:
        self.scene.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=element))
        self.settle()

    def events(self, kind: str) -> list[dict]:
        return [e.to_dict() for e in self.battle.events if e.kind == kind]


# ---------------------------------------------------------------------------- golden images

def matches_golden(surface: pygame.Surface, name: str, mean_tolerance: float = 2.0,
                   pixel_share: float = 0.01) -> None:
    """Compare with tests/client/golden/NAME.png: the mean difference per channel must stay under
    `mean_tolerance` and pixels differing by more than 48 in a channel under `pixel_share`."""
    path = GOLDEN / f"{name}.png"
    if os.environ.get("STEELGRID_REGOLD") or not path.exists():
        GOLDEN.mkdir(parents=True, exist_ok=True)
        pygame.image.save(surface, str(path))
        if os.environ.get("STEELGRID_REGOLD"):
            return
        pytest.fail(f"golden image {path.name} was missing and has been written; check it and rerun")
    golden = pygame.image.load(str(path)).convert_alpha() if pygame.display.get_surface() else pygame.image.load(str(path))
    assert golden.get_size() == surface.get_size(), f"{name}: size {surface.get_size()} != {golden.get_size()}"
    a = surface.convert_alpha() if pygame.display.get_surface() else surface
    mean, share = image_difference(a, golden)
    if mean > mean_tolerance or share > pixel_share:
        out = Path(tempfile.gettempdir()) / "steelgrid-golden-failures"
        out.mkdir(exist_ok=True)
        pygame.image.save(surface, str(out / f"{name}.png"))
        pytest.fail(f"{name}: differs from the golden image (mean {mean:.2f}, {share:.2%} of pixels); "
                    f"this run's picture is {out / name}.png")


def image_difference(a: pygame.Surface, b: pygame.Surface) -> tuple[float, float]:
    """(mean absolute difference per RGB channel, share of pixels off by more than 48)."""
    flat_a = _opaque(a)
    flat_b = _opaque(b)
    up = flat_a.copy()
    up.blit(flat_b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    down = flat_b.copy()
    down.blit(flat_a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    up.blit(down, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    r, g, bl, _ = pygame.transform.average_color(up)
    w, h = up.get_size()
    close = pygame.transform.threshold(None, flat_a, None, (48, 48, 48, 255), None, 0, flat_b)
    return (r + g + bl) / 3, 1 - close / (w * h)


def _opaque(surface: pygame.Surface) -> pygame.Surface:
    """The image over a black background, without alpha (so transparent areas compare too)."""
    flat = pygame.Surface(surface.get_size())
    flat.fill((0, 0, 0))
    flat.blit(surface, (0, 0))
    return flat


@pytest.fixture
def golden():
    """golden(surface, name) compares an image with its golden copy (see the module docstring)."""
    return matches_golden


# ---------------------------------------------------------------------------- a second ruleset

FAKE_BADGES = ("STR d8", "DEX d6", "WIL d4", "Armor 1")


@pytest.fixture
def fake_ruleset(monkeypatch):
    """A second ruleset registered for one test: Draw Steel's rules under another id and title
    ("fakeworld", "Fake Worlds"), with one encounter of its own ("fake_duel", Draw Steel's first
    encounter under another name) and attribute badges on every creature's bar. Battles it
    starts carry its id, so the client reaches it through `battle.rules` as it would the real
    second ruleset."""
    from dataclasses import replace
    from types import SimpleNamespace

    from rules.core import registry

    ds = registry.get_ruleset("drawsteel")
    content = ds.load_content()
    base_id = next(iter(content.encounters))
    base = content.encounters[base_id]
    duel = SimpleNamespace(id="fake_duel", name="Fake Duel", text="Two sides that only pretend.",
                           slots=base.slots)
    fake_content = SimpleNamespace(creatures=content.creatures, abilities=content.abilities,
                                   encounters={"fake_duel": duel})

    def encounter_battle(encounter_id, seed, board=None, settings=None):
        battle = ds.encounter_battle(base_id, seed, board=board, settings=settings)
        battle.ruleset = "fakeworld"
        return battle

    def new_battle(board, creatures, seed, settings=None):
        battle = ds.new_battle(board, creatures, seed, settings)
        battle.ruleset = "fakeworld"
        return battle

    fake = replace(ds, id="fakeworld", title="Fake Worlds", load_content=lambda: fake_content,
                   encounter_battle=encounter_battle, new_battle=new_battle,
                   encounter_roster=lambda eid: ds.encounter_roster(base_id),
                   vitals=lambda c: replace(ds.vitals(c), badges=FAKE_BADGES))
    monkeypatch.setitem(registry.RULESET_PACKAGES, "fakeworld", "tests.client.fake_ruleset")
    monkeypatch.setitem(registry._LOADED, "fakeworld", fake)
    return fake
