"""The settings screen (title screen's Settings button, F3 or the menu in battle): animation
speed, sound volume and mute, the colour-blind-safe palette, the window size and forgetting the
answers the player asked to be remembered. Every change takes effect at once and is saved
(`game.settings`)."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIHorizontalSlider, UIImage, UILabel

from ..hud.label_fit import fit_label
from ..settings import SPEED_CHOICES, WINDOW_SIZES
from ..settings_palette import apply as apply_palette
from .overlay import Overlay, centred

SPEED_LABELS = {0.5: "Slow", 1.0: "Normal", 2.0: "Fast", 4.0: "Very fast", 0.0: "Instant"}
WIDTH, HEIGHT = 680, 520


def remembered_words(remembered: dict[str, str]) -> str:
    """The remembered answers in words: "tier: rolled; knock out: kill" (the question without
    its ruleset, then the answer)."""
    return "; ".join(f"{q.split(':')[-1].replace('_', ' ')}: {a.replace('_', ' ')}" for q, a in remembered.items())


def sides_preview(width: int, height: int) -> pygame.Surface:
    """A hero token and a monster token as the palette draws them now."""
    from ..render.tokens import token_image
    out = pygame.Surface((width, height), pygame.SRCALPHA)
    d = min(height - 4, 64)
    for i, (template, side) in enumerate((("korrin", "heroes"), ("briarback_warden", "monsters"))):
        img = token_image(template, template, side, d, "")
        out.blit(img, (i * (d + 16), (height - d) // 2))
    return out


class SettingsOverlay(Overlay):
    blocks = False

    def __init__(self, scene) -> None:
        self.app = scene.app
        super().__init__(scene, centred(scene.app.size, WIDTH, HEIGHT))
        self.speed_buttons: dict[UIButton, float] = {}
        self.size_buttons: dict[UIButton, tuple[int, int]] = {}
        self._build()
        self.show()

    # ------------------------------------------------------------------ widgets
    def _label(self, rect: tuple[int, int, int, int], text: str, heading: bool = False) -> UILabel:
        return UILabel(pygame.Rect(rect), text, self.manager, container=self.panel,
                       object_id="#heading_label" if heading else None)

    def _build(self) -> None:
        m, panel, x = self.manager, self.panel, 20
        self._label((16, 8, WIDTH - 32, 34), "Settings", heading=True)
        self._label((x, 50, 300, 26), "Animation speed (F2 in battle)", heading=True)
        for i, speed in enumerate(SPEED_CHOICES):
            b = UIButton(pygame.Rect(x + i * 126, 78, 120, 36), SPEED_LABELS[speed], m, container=panel,
                         object_id="#mode_button")
            self.speed_buttons[b] = speed
        self._label((x, 126, 300, 26), "Sound volume", heading=True)
        self.volume = UIHorizontalSlider(pygame.Rect(x, 154, 380, 30), round(self.app.settings.volume * 100),
                                         (0, 100), m, container=panel, click_increment=5)
        self.volume_label = self._label((x + 390, 154, 70, 30), "")
        self.mute_button = UIButton(pygame.Rect(x + 470, 150, 160, 38), "", m, container=panel)
        self.device_label = self._label((x, 188, 620, 22), "")
        self._label((x, 218, 400, 26), "Side colours", heading=True)
        self.palette_button = UIButton(pygame.Rect(x, 246, 420, 38), "", m, container=panel,
                                       object_id="#mode_button",
                                       tool_tip_text="Sides that differ in brightness, with a square on "
                                                     "every hero and a triangle on every monster")
        self.preview = UIImage(pygame.Rect(x + 450, 222, 170, 68), sides_preview(170, 68), m, container=panel)
        self._label((x, 300, 400, 26), "Remembered answers", heading=True)
        self.prompts_label = self._label((x, 328, 420, 30), "")
        self.forget_button = UIButton(pygame.Rect(x + 450, 324, 180, 38), "Forget them", m, container=panel)
        self._label((x, 372, 400, 26), "Window size", heading=True)
        for i, size in enumerate(WINDOW_SIZES):
            b = UIButton(pygame.Rect(x + i * 126, 400, 120, 36), f"{size[0]} x {size[1]}", m, container=panel,
                         object_id="#mode_button")
            self.size_buttons[b] = size
        self.note = self._label((x, 470, WIDTH - 220, 26), "")
        self.close_button = UIButton(pygame.Rect(WIDTH - 170, HEIGHT - 60, 150, 42), "Close (Esc)", m,
                                     container=panel, object_id="#primary_button")

    def show(self) -> None:
        """Bring every widget up to date with the settings."""
        s, sound = self.app.settings, self.app.sound
        for b, speed in self.speed_buttons.items():
            (b.select if speed == s.speed else b.unselect)()
        self.volume_label.set_text(f"{round(s.volume * 100)}%")
        self.mute_button.set_text("Unmute (M)" if s.muted else "Mute (M)")
        self.device_label.set_text("" if sound.enabled else "No sound device here: the game plays silently.")
        self.palette_button.set_text("Colour-blind-safe sides: " + ("ON" if s.colour_blind else "off"))
        (self.palette_button.select if s.colour_blind else self.palette_button.unselect)()
        self.preview.set_image(sides_preview(170, 68))
        n = len(s.remembered)
        words = remembered_words(s.remembered)
        head = f"{n} answer{'s' if n != 1 else ''} given without asking: "
        self.prompts_label.set_text(fit_label(head + words, 410, 14) if n else "None: every question is asked")
        self.forget_button.set_tooltip(f"Ask again: {words}" if n else None)
        (self.forget_button.enable if n else self.forget_button.disable)()
        for b, size in self.size_buttons.items():
            (b.select if tuple(self.app.size) == size else b.unselect)()

    # ------------------------------------------------------------------ changes
    def set_speed(self, speed: float) -> None:
        self.app.settings.speed = speed
        anim = getattr(self.scene, "anim", None)
        if anim is not None:
            anim.pace = speed
        label = getattr(self.scene, "_speed_label", None)
        if label is not None:
            label()
        self._changed(f"Animations: {SPEED_LABELS[speed].lower()}")

    def set_volume(self, percent: float) -> None:
        self.app.settings.volume = max(0, min(100, round(percent))) / 100
        self.app.sound.set_volume(self.app.settings.volume)
        self.app.sound.play("dice")
        self._changed("")

    def toggle_mute(self) -> None:
        self.app.toggle_mute()
        self.show()

    def toggle_palette(self) -> None:
        s = self.app.settings
        s.colour_blind = not s.colour_blind
        apply_palette(s.colour_blind)
        self._changed("Colour-blind-safe sides " + ("on" if s.colour_blind else "off"))

    def forget_prompts(self) -> None:
        n = self.app.settings.forget_prompts()
        self._changed(f"Forgot {n} remembered answer{'s' if n != 1 else ''}: every question will be asked again")

    def set_window(self, size: tuple[int, int]) -> None:
        self.app.settings.window = size
        self.app.resize(size)
        self._changed(f"Window: {size[0]} x {size[1]}")

    def _changed(self, note: str) -> None:
        self.app.save_settings()
        if note:
            self.note.set_text(note)
        self.show()

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._button(event.ui_element)
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.volume:
            self.set_volume(event.value)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F3:
            self.close()
            return True
        return super().handle_event(event)

    def _button(self, element) -> bool:
        if element in self.speed_buttons:
            self.set_speed(self.speed_buttons[element])
        elif element in self.size_buttons:
            self.set_window(self.size_buttons[element])
        elif element is self.mute_button:
            self.toggle_mute()
        elif element is self.palette_button:
            self.toggle_palette()
        elif element is self.forget_button:
            self.forget_prompts()
        elif element is self.close_button:
            self.close()
        else:
            return False
        return True
