"""The game window: start-up from the command line, the frame loop and switching screens.

`run_game(args)` is what `steelgrid play` calls. Without a map or encounter it opens the title
screen; `--map`/`--encounter` go straight into a battle. `--screenshot PATH --after-turns N`
plays N turns as fast as it can (every side by the AI), saves one frame and quits.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
import warnings
from pathlib import Path

import pygame

from .assets import THEME, font
from .match import MatchSetup, SetupError, own_map

DEFAULT_SIZE = (1280, 800)
MIN_SIZE = (960, 600)
FPS = 60


def quiet_audio_without_device() -> None:
    """On Linux without a sound card (no /dev/snd), have SDL use its silent audio driver, so
    starting pygame's mixer does not print a screen of ALSA errors. The game plays no sound on
    such a machine either way; an explicit SDL_AUDIODRIVER is left alone."""
    if sys.platform.startswith("linux") and "SDL_AUDIODRIVER" not in os.environ \
            and not os.path.exists("/dev/snd"):
        os.environ["SDL_AUDIODRIVER"] = "dummy"


class App:
    def __init__(self, size: tuple[int, int] | None = None, screenshot: str | None = None,
                 after_turns: int = 0) -> None:
        from . import settings as settings_file
        from .audio import SoundBoard
        from .audio.quiet import stderr_silenced
        from .settings_palette import apply as apply_palette
        warnings.filterwarnings("ignore", module="pygame_gui")
        quiet_audio_without_device()
        self.settings, self.settings_note = settings_file.load()
        if self.settings_note:
            print(self.settings_note, file=sys.stderr)
        apply_palette(self.settings.colour_blind)
        size = size or self.settings.window
        with stderr_silenced():  # a missing or busy sound card is not worth a screen of ALSA errors
            pygame.init()
        self.sound = SoundBoard(self.settings.volume, self.settings.muted)
        self.sound.start()
        pygame.display.set_caption("Steelgrid")
        self._set_icon()
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.size = self.screen.get_size()
        import pygame_gui
        self.manager = pygame_gui.UIManager(self.size, str(THEME) if THEME.exists() else None)
        self.manager.preload_fonts([{"name": "noto_sans", "point_size": s, "style": st}
                                    for s in (13, 14, 15, 16, 18) for st in ("regular", "bold")]
                                   + [{"name": "noto_sans", "point_size": 18, "style": "italic"},
                                      {"name": "noto_sans", "point_size": 13, "style": "italic"},
                                      {"name": "noto_sans", "point_size": 14, "style": "italic"},
                                      {"name": "noto_sans", "point_size": 64, "style": "bold"}])
        self.clock = pygame.time.Clock()
        self.scene = None
        self.running = True
        self.exit_code = 0
        self.screenshot_path = screenshot
        self.after_turns = after_turns
        self.frames_after_ready = 0
        self.first_frame_cpu: float | None = None
        """CPU seconds from process start to the first frame shown (a screenshot run reports it)."""

    @staticmethod
    def _set_icon() -> None:
        from .render.token_art import portrait
        try:
            pygame.display.set_icon(portrait("korrin", 64))
        except pygame.error:
            pass

    # ------------------------------------------------------------------ scenes
    def switch(self, scene) -> None:
        if self.scene is not None:
            self.scene.leave()
        self.scene = scene

    def title(self, message: str = "", setup: MatchSetup | None = None) -> None:
        from .scenes.title import TitleScene
        self.switch(TitleScene(self, message, setup))

    def start_battle(self, setup: MatchSetup, battle=None) -> bool:
        """Open a battle for this set-up (or continue a loaded one); False with a message on failure."""
        from .match import build_battle
        from .scenes.battle import BattleScene
        try:
            battle = battle or build_battle(setup)
        except SetupError as exc:
            self.title(f"Could not start: {exc}", setup)
            return False
        self.switch(BattleScene(self, setup, battle))
        return True

    def quit(self, code: int = 0) -> None:
        self.running = False
        self.exit_code = code

    # ------------------------------------------------------------------ loop
    def run(self) -> int:
        failures = 0
        while self.running:
            dt = min(0.1, self.clock.tick(FPS) / 1000.0)
            try:
                self.step(dt)
                failures = 0
            except Exception:  # keep the window alive: report, and fall back to the title screen
                failures += 1
                if failures > 3 or self.screenshot_path:
                    raise
                self._recover()
        self.shutdown()
        return self.exit_code

    def _recover(self) -> None:
        """After an unexpected error: write it to crash.log and go back to the title, where the
        autosave (taken after every turn) can be resumed."""
        import traceback
        from .saves import data_dir
        log = data_dir() / "crash.log"
        try:
            log.parent.mkdir(parents=True, exist_ok=True)
            with log.open("a", encoding="utf-8") as f:
                f.write(traceback.format_exc() + "\n")
        except OSError:
            pass
        try:
            if self.scene is not None:
                self.scene.leave()
        except Exception:
            pass
        self.scene = None
        self.title(f"Something went wrong (details in {log}); the last turn was autosaved and can be resumed.")

    def step(self, dt: float) -> None:
        """One frame: events, update, draw."""
        for event in pygame.event.get():
            self.handle(event)
        self.manager.update(dt)
        if self.scene is not None:
            self.scene.update(dt)
        self.draw()
        pygame.display.flip()
        if self.first_frame_cpu is None and self.scene is not None:
            self.first_frame_cpu = time.process_time()
        self._maybe_screenshot()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit(0)
            return
        if event.type == pygame.VIDEORESIZE:
            self.resize((max(MIN_SIZE[0], event.w), max(MIN_SIZE[1], event.h)))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F12:
            self.save_screenshot()
            return
        if event.type == pygame.KEYDOWN and self._settings_key(event):
            return
        self.manager.process_events(event)
        if self.scene is not None:
            self.scene.handle_event(event)

    def _settings_key(self, event: pygame.event.Event) -> bool:
        """M mutes or unmutes the sound and F3 opens the settings, on any screen that has
        them (not while typing into a text field)."""
        focused = self.manager.get_focus_set()
        if any(type(e).__name__ == "UITextEntryLine" for e in focused or ()):
            return False
        if event.key == pygame.K_m:
            self.toggle_mute()
            return True
        if event.key == pygame.K_F3 and hasattr(self.scene, "open_settings"):
            self.scene.open_settings()
            return True
        return False

    def toggle_mute(self) -> None:
        muted = self.sound.toggle_mute()
        self.settings.muted = muted
        self.save_settings()
        toast = getattr(self.scene, "toast", None)
        if toast is not None:
            toast("Sound off (M)" if muted else "Sound on (M)")

    def save_settings(self) -> None:
        from .settings import save
        if not self.screenshot_path:
            save(self.settings)

    def resize(self, size: tuple[int, int]) -> None:
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.size = self.screen.get_size()
        self.manager.set_window_resolution(self.size)
        if self.scene is not None:
            self.scene.resize(self.size)

    def draw(self) -> None:
        if self.scene is None:
            self.screen.fill((18, 20, 26))
        else:
            self.scene.draw(self.screen)
        self.manager.draw_ui(self.screen)
        if self.scene is not None:
            self.scene.draw_over(self.screen)

    # ------------------------------------------------------------------ screenshots
    def save_screenshot(self) -> Path | None:
        """F12: save what is on screen to the data folder's screenshots/."""
        import time
        from .saves import data_dir
        folder = data_dir() / "screenshots"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / time.strftime("steelgrid-%Y%m%d-%H%M%S.png")
            n = 1
            while path.exists():
                path = folder / time.strftime(f"steelgrid-%Y%m%d-%H%M%S-{n}.png")
                n += 1
            pygame.image.save(self.screen, str(path))
        except (OSError, pygame.error):
            return None
        toast = getattr(self.scene, "toast", None)
        if toast is not None:
            toast(f"Screenshot saved: {path.name}")
        return path

    @property
    def autoplay(self) -> bool:
        """While a screenshot run is still playing its turns, every side is the AI's."""
        return self.screenshot_path is not None and self.frames_after_ready == 0

    def ready_for_screenshot(self) -> None:
        """The battle scene calls this once the requested turns have been played."""
        if self.frames_after_ready == 0:
            self.frames_after_ready = 1

    def _maybe_screenshot(self) -> None:
        if self.screenshot_path is None or self.frames_after_ready == 0:
            return
        self.frames_after_ready += 1
        if self.frames_after_ready >= 4:
            path = Path(self.screenshot_path)
            path.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.screen, str(path))
            battle = getattr(self.scene, "battle", None)
            where = f" after {self.scene.turns_seen} turns (round {battle.round})" if battle is not None else ""
            print(f"screenshot saved to {path}{where}; the first frame was drawn "
                  f"{self.first_frame_cpu or 0.0:.3f} s of CPU after the start")
            self.quit(0)

    def shutdown(self) -> None:
        if self.scene is not None:
            self.scene.leave()
            self.scene = None
        pygame.quit()
        font.cache_clear()  # the fonts die with pygame: a later window must open its own


def _setup_from_args(args: argparse.Namespace) -> MatchSetup:
    setup = MatchSetup(map_path=getattr(args, "map", None), encounter=getattr(args, "encounter", None),
                       mode=getattr(args, "mode", None) or "solo", ruleset=getattr(args, "ruleset", None))
    if getattr(args, "seed", None) is not None:
        setup.seed = int(args.seed)
    if getattr(args, "party", None):
        setup.party = [p.strip() for p in args.party.split(",") if p.strip()]
    if getattr(args, "level", None):
        setup.level = int(args.level)
    if getattr(args, "difficulty", None):
        setup.difficulty = args.difficulty
    setup.auto_react = bool(getattr(args, "auto_react", False))
    if setup.encounter and not setup.map_path:
        setup.map_path = own_map(setup.encounter)
    return setup


def _default_fight(setup: MatchSetup) -> None:
    """A start that names neither map nor encounter fights the ruleset's first encounter on the
    map it was written for (the training ground only when it names none)."""
    from .match import default_encounter
    setup.encounter = default_encounter(setup.ruleset)
    setup.map_path = own_map(setup.encounter)


def _not_in_window(setup: MatchSetup) -> str:
    """Why the window cannot play this set-up's ruleset yet ('' when it can)."""
    from rules.core.registry import find_encounter, get_ruleset
    found = find_encounter(setup.encounter) if setup.encounter else None
    rules = found[0] if found is not None else (get_ruleset(setup.ruleset) if setup.ruleset else None)
    if rules is None or rules.in_window:
        return ""
    return (f"the {rules.title} rules cannot be played in the window yet; "
            f"try `steelgrid sim --list --ruleset {rules.id}` and `steelgrid sim ENCOUNTER`")


def run_game(args: argparse.Namespace) -> int:
    """Open the window and play until it is closed; returns the process exit code."""
    setup = _setup_from_args(args)
    loaded = None
    if getattr(args, "load", None):
        from rules.core.save import SaveError

        from .saves import load_game
        try:
            loaded, setup = load_game(Path(args.load))
        except SaveError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
    if setup.map_path and not Path(setup.map_path).exists():
        print(f"error: {setup.map_path}: no such map file", file=sys.stderr)
        return 2
    if setup.ruleset:
        from rules.core.registry import RULESET_PACKAGES
        if setup.ruleset not in RULESET_PACKAGES:
            print(f"error: unknown ruleset {setup.ruleset!r} (known: {', '.join(RULESET_PACKAGES)})",
                  file=sys.stderr)
            return 2
    refusal = _not_in_window(setup)
    if refusal:
        print(f"error: {refusal}", file=sys.stderr)
        return 2
    if setup.encounter:
        from .match import encounter_names
        known = encounter_names()
        if setup.encounter not in known:
            print(f"error: unknown encounter {setup.encounter!r} (known: {', '.join(sorted(known))})",
                  file=sys.stderr)
            return 2
    screenshot = getattr(args, "screenshot", None)
    if screenshot and "SDL_AUDIODRIVER" not in os.environ:
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    app = App(screenshot=screenshot, after_turns=max(0, int(getattr(args, "after_turns", 0) or 0)))
    direct = bool(setup.map_path or setup.encounter or screenshot or setup.ruleset or loaded)
    if direct and not loaded and not setup.map_path and not setup.encounter:
        _default_fight(setup)
    if direct:
        if not app.start_battle(setup, loaded) and screenshot:
            print("error: could not start the battle", file=sys.stderr)
            app.shutdown()
            return 2
    else:
        app.title(setup=setup)
    return app.run()
