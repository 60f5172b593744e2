"""The title screen: choose the rules, then a map, an encounter of those rules and who plays
which side, then go. Rules that list heroes (`Ruleset.heroes`) also offer a party picker (P):
which heroes fight the encounter and at what level (by default its own heroes at level 1).

Enter starts straight away with what is selected (by default: the first ruleset, the training
ground, its first encounter, you leading the heroes against the AI). Only the chosen ruleset's
encounters are offered, and a map's own encounter only when it belongs to that ruleset. An
unfinished battle from last time (the autosave) can be resumed and saved games can be loaded,
whatever rules they were played by. The credits and licences are one button away.
"""
from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UISelectionList, UITextBox, UITextEntryLine

from rules.ai.players import DIFFICULTY
from rules.core.registry import find_encounter, get_ruleset
from rules.core.save import SaveError

from .. import saves
from ..assets import map_files
from ..match import (FOE_CHOICES, MODE_LABELS, MODES, TRAINING_GROUND, MatchSetup, encounter_names, own_map,
                     ruleset_choices, ruleset_of, training_ground)
from ..render import palette
from . import Scene
from .message_box import MessageBox
from .party_choice import PartyChoice, party_choice

MAP_DEFAULT = "the map's own"
"""How the encounter list marks the chosen map's own encounter (named, then this in brackets)."""


def subtitle(ruleset_title: str) -> str:
    """The line under the game's name, naming the rules being played."""
    return f"Tactical skirmishes on a 3D grid, played by the {ruleset_title} rules"


class TitleScene(Scene):
    def __init__(self, app, message: str = "", setup: MatchSetup | None = None) -> None:
        super().__init__(app)
        self.setup = setup or MatchSetup()
        self.rulesets = ruleset_choices()
        self.setup.ruleset = ruleset_of(self.setup).id
        self.maps: dict[str, str | None] = {f"{TRAINING_GROUND} (built in)": None}
        self.maps.update(map_labels(map_files()))
        if self.setup.map_path and self.setup.map_path not in self.maps.values():
            self.maps[Path(self.setup.map_path).stem] = self.setup.map_path
        self.encounters = encounter_names(self.setup.ruleset)
        self.map_encounters: dict[str, str] = {}
        """Map file -> the encounter its author set (read once, when first asked)."""
        if self.setup.encounter not in self.encounters:
            self.setup.encounter = None
        if self.setup.encounter is None and not self._map_default():
            self.setup.encounter = next(iter(self.encounters), None)
        if setup is None and self.setup.map_path is None:  # a fresh start: the encounter's own map
            self.setup.map_path = own_map(self.setup.encounter)
        self.credits = None
        self.settings_overlay = None
        self.help_overlay = None
        self.thumbs: dict[str | None, pygame.Surface | None] = {}
        self.resume = saves.resumable()
        self.message = message
        self.mode_buttons: dict[UIButton, str] = {}
        self.party_overlay = None
        self._build()

    # ------------------------------------------------------------------ widgets
    def _build(self) -> None:
        m, root = self.manager, self.root
        w, h = self.app.size
        col = 40
        UILabel(pygame.Rect(col - 10, 14, 560, 96), "STEELGRID", m, container=root, object_id="#title_label")
        self.subtitle_label = UILabel(pygame.Rect(col, 100, 720, 28), subtitle(self.rulesets[self.setup.ruleset]),
                                      m, container=root, object_id="#subtitle_label")
        y = 146
        list_h = 150 if h >= 720 else 90  # shorter lists keep the buttons on a small window
        UILabel(pygame.Rect(col, y, 170, 26), "Rules", m, container=root, object_id="#heading_label")
        self.ruleset_list = UISelectionList(pygame.Rect(col, y + 28, 170, list_h), list(self.rulesets.values()), m,
                                            container=root, default_selection=self.rulesets[self.setup.ruleset])
        UILabel(pygame.Rect(col + 180, y, 230, 26), "Map", m, container=root, object_id="#heading_label")
        names = list(self.maps)
        chosen_map = next((n for n, p in self.maps.items() if p == self.setup.map_path), names[0])
        self.map_list = UISelectionList(pygame.Rect(col + 180, y + 28, 230, list_h), names, m, container=root,
                                        default_selection=chosen_map)
        UILabel(pygame.Rect(col + 420, y, 300, 26), "Encounter", m, container=root, object_id="#heading_label")
        self.encounter_list = UISelectionList(pygame.Rect(col + 420, y + 28, 300, list_h), self._encounter_items(),
                                              m, container=root, default_selection=self._encounter_label())
        y += list_h + 44
        UILabel(pygame.Rect(col, y, 300, 26), "Who plays", m, container=root, object_id="#heading_label")
        for i, mode in enumerate(MODES):
            button = UIButton(pygame.Rect(col + (i % 2) * 322, y + 30 + (i // 2) * 46, 316, 40),
                              MODE_LABELS[mode], m, container=root, object_id="#mode_button")
            self.mode_buttons[button] = mode
        self.difficulty_button = UIButton(pygame.Rect(col + 644, y + 30, 96, 86), "", m, container=root,
                                          object_id="#mode_button",
                                          tool_tip_text="How well the computer plays: easy slips now and then; "
                                                        "normal plays its best move every time")
        self._show_difficulty()
        y += 130
        UILabel(pygame.Rect(col, y, 120, 30), "Seed", m, container=root, object_id="#heading_label")
        self.seed_entry = UITextEntryLine(pygame.Rect(col + 70, y, 150, 32), m, container=root)
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text(str(self.setup.seed))
        self.party_button = UIButton(pygame.Rect(col + 240, y - 4, 398, 40), "", m, container=root,
                                     object_id="#mode_button",
                                     tool_tip_text="Choose which heroes fight this encounter, and their level")
        y += 50
        self.start_button = UIButton(pygame.Rect(col, y, 300, 54), "Start battle (Enter)", m, container=root,
                                     object_id="#primary_button")
        self.resume_button = UIButton(pygame.Rect(col + 320, y, 320, 54),
                                      "Resume: " + (self.resume.summary if self.resume else "nothing to resume"),
                                      m, container=root, tool_tip_text="Carry on with the battle that was running last time")
        if self.resume is None:
            self.resume_button.disable()
        y += 64
        self.load_button = UIButton(pygame.Rect(col, y, 190, 40), "Load a saved game", m, container=root)
        self.replays_button = UIButton(pygame.Rect(col + 200, y, 100, 40), "Replays", m, container=root,
                                       tool_tip_text="Watch a saved battle again, step by step")
        self.settings_button = UIButton(pygame.Rect(col + 310, y, 130, 40), "Settings (F3)", m, container=root,
                                        tool_tip_text="Animation speed, sound, colours, window size")
        self.credits_button = UIButton(pygame.Rect(col + 450, y, 100, 40), "Credits", m, container=root,
                                       tool_tip_text="Who made the rules this game plays, and their licences")
        self.quit_button = UIButton(pygame.Rect(col + 560, y, 80, 40), "Quit", m, container=root)
        y += 48
        self.foes_button = UIButton(pygame.Rect(col, y, 300, 40), "", m, container=root,
                                    object_id="#mode_button",
                                    tool_tip_text="Random encounter: foes built by the encounter budget "
                                                  "for your heroes (click for easy, standard, hard, extreme)")
        self.message_label = MessageBox(pygame.Rect(col, y + 46, 740, 96), self.message, m, container=root)
        self.about = UITextBox("", pygame.Rect(max(col + 740, w - 460), 146, min(420, w - col - 760), 190), m,
                               container=root)
        self.load_list: UISelectionList | None = None
        self.saves: list[saves.SaveInfo] = []
        self._show_mode()
        self._describe()

    def _map_default(self) -> str:
        """The chosen map's own encounter when it belongs to the chosen rules, else ''."""
        path = self.setup.map_path
        if not path:
            return ""
        if path not in self.map_encounters:
            from ..maps.tiled import map_encounter
            self.map_encounters[path] = map_encounter(path)
        own = self.map_encounters[path]
        return own if own in self.encounters else ""

    def _encounter_labels(self) -> dict[str, str]:
        """Encounter id -> its line in the list; the chosen map's own one says so."""
        own = self._map_default()
        return {k: f"{v} ({MAP_DEFAULT})" if k == own else v for k, v in self.encounters.items()}

    def _encounter_items(self) -> list[str]:
        return list(self._encounter_labels().values())

    def _encounter_label(self) -> str | None:
        labels = self._encounter_labels()
        chosen = self.setup.encounter if self.setup.encounter in labels else self._map_default()
        return labels.get(chosen or "", next(iter(labels.values()), None))

    def _choose_ruleset(self, title: str) -> None:
        """Another ruleset: its encounters only (the first one chosen unless the map's own
        encounter is of these rules)."""
        rid = next((k for k, v in self.rulesets.items() if v == title), None)
        if rid is None or rid == self.setup.ruleset:
            return
        self.setup.ruleset = rid
        self.encounters = encounter_names(rid)
        self.subtitle_label.set_text(subtitle(title))
        self._after_map_change()

    def _after_map_change(self) -> None:
        self.setup.encounter = None if self._map_default() else next(iter(self.encounters), None)
        self.encounter_list.set_item_list(self._encounter_items())
        label = self._encounter_label()
        for item in self.encounter_list.item_list:
            if item["text"] == label:
                item["selected"] = True
                if item["button_element"] is not None:
                    item["button_element"].select()
        self.thumbs.pop(None, None)
        self._describe()

    def _follow_own_map(self) -> None:
        """An encounter written for a shipped map is fought there unless another map is chosen:
        picking it from the training ground selects its map too."""
        path = own_map(self.setup.encounter)
        if path is None or self.setup.map_path is not None:
            return
        label = next((k for k, v in self.maps.items() if v == path), None)
        if label is None:
            return
        self.setup.map_path = path
        for item in self.map_list.item_list:
            selected = item["text"] == label
            item["selected"] = selected
            if item["button_element"] is not None:
                (item["button_element"].select if selected else item["button_element"].unselect)()
        self.thumbs.pop(None, None)

    def _show_difficulty(self) -> None:
        self.difficulty_button.set_text(f"AI: {self.setup.difficulty}")

    def _show_mode(self) -> None:
        for button, mode in self.mode_buttons.items():
            (button.select if mode == self.setup.mode else button.unselect)()

    def _describe(self) -> None:
        found = find_encounter(self.setup.encounter or self._map_default())
        if found is None:
            html = (f"<b>No {self.rulesets[self.setup.ruleset]} encounter</b><br>"
                    "These rules have no encounters to fight yet.")
        else:
            rules, enc = found
            creatures = rules.load_content().creatures
            sides: dict[str, list[str]] = {}
            choice = self.party()
            if choice is not None and not choice.as_written:
                sides[rules.sides[0]] = choice.names()
            for slot in enc.slots:
                if choice is not None and choice.picked and slot.side == rules.sides[0]:
                    continue
                name = creatures[slot.creature].name
                sides.setdefault(slot.side, []).append(name + (f" x{slot.count}" if slot.count > 1 else ""))
            if self.setup.foes:
                sides[rules.sides[1]] = [f"random, {self.setup.foes} (built when the battle starts)"]
            own = "" if self.setup.encounter else "The map's own encounter: "
            level = f" (level {choice.level})" if choice is not None and choice.level != 1 else ""
            html = f"<b>{own}{enc.name}</b><br><i>{enc.text}</i><br>" + "<br>".join(
                f"<b>{s.title()}</b>{level if s == rules.sides[0] else ''}: {', '.join(names)}"
                for s, names in sides.items())
        self.about.set_text(html)
        self._show_party()
        self._show_foes()

    # ------------------------------------------------------------------ the party
    def party(self) -> PartyChoice | None:
        """The party choice for what is selected now (None: these rules offer none)."""
        return party_choice(get_ruleset(self.setup.ruleset), self.setup.encounter or self._map_default(),
                            self.setup.party, self.setup.level)

    def _show_party(self) -> None:
        """The party button shows the choice, or is hidden for rules without a heroes list;
        a pick that no longer fits the encounter is cut down to fit."""
        choice = self.party()
        if choice is None:
            self.party_button.hide()
            return
        self.setup.party, self.setup.level = choice.picked, choice.level
        self.party_button.set_text(f"{choice.summary()}  (P to change)")
        self.party_button.show()

    def open_party(self) -> None:
        from .party import PartyOverlay
        choice = self.party()
        if choice is None or self.party_overlay is not None:
            return
        found = find_encounter(self.setup.encounter or self._map_default())
        self.party_overlay = PartyOverlay(self, choice, found[1].name if found else "")

    def next_foes(self) -> None:
        """The foes button: the encounter's own, then a random encounter at each difficulty."""
        at = FOE_CHOICES.index(self.setup.foes) if self.setup.foes in FOE_CHOICES else 0
        self.setup.foes = FOE_CHOICES[(at + 1) % len(FOE_CHOICES)]
        self._describe()

    def _show_foes(self) -> None:
        """Shown only for rules with an encounter budget."""
        if get_ruleset(self.setup.ruleset).build_encounter is None:
            self.setup.foes = ""
            self.foes_button.hide()
            return
        label = f"Random encounter: {self.setup.foes}" if self.setup.foes else "Foes: as written"
        self.foes_button.set_text(label)
        self.foes_button.show()

    def close_party(self, choice: PartyChoice) -> None:
        self.setup.party, self.setup.level = list(choice.picked), choice.level
        if self.party_overlay is not None:
            self.party_overlay.kill()
            self.party_overlay = None
        self._describe()

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.credits is not None and self.credits.handle_event(event):
            return
        if self.help_overlay is not None and self.help_overlay.handle_event(event):
            return
        if self.settings_overlay is not None and self.settings_overlay.handle_event(event):
            return
        if self.party_overlay is not None and self.party_overlay.handle_event(event):
            return
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION:
            if event.ui_element is self.ruleset_list:
                self._choose_ruleset(event.text)
            elif event.ui_element is self.map_list:
                self.setup.map_path = self.maps.get(event.text)
                self._after_map_change()
            elif event.ui_element is self.encounter_list:
                self.setup.encounter = next((k for k, v in self._encounter_labels().items() if v == event.text), None)
                self._follow_own_map()
                self._describe()
        elif event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION and event.ui_element is self.load_list:
            self._load_selected()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.open_help()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F9:
            self.load(saves.QUICKSAVE)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_p:
            self.open_party()

    def _button(self, element) -> None:
        if element in self.mode_buttons:
            self.setup.mode = self.mode_buttons[element]
            self._show_mode()
        elif element is self.difficulty_button:
            levels = list(DIFFICULTY)
            self.setup.difficulty = levels[(levels.index(self.setup.difficulty) + 1) % len(levels)]
            self._show_difficulty()
        elif element is self.start_button:
            self.start()
        elif element is self.party_button:
            self.open_party()
        elif element is self.foes_button:
            self.next_foes()
        elif element is self.resume_button and self.resume is not None:
            self.load(saves.AUTOSAVE)
        elif element is self.load_button:
            self._show_saves()
        elif element is self.credits_button:
            self.open_credits()
        elif element is self.settings_button:
            self.open_settings()
        elif element is self.replays_button:
            self.open_replays()
        elif element is self.quit_button:
            self.app.quit(0)

    def start(self) -> None:
        text_seed = self.seed_entry.get_text().strip()
        if text_seed.isdigit():
            self.setup.seed = int(text_seed)
        self.app.start_battle(self.setup.same_game(self.setup.seed))

    def open_credits(self) -> None:
        from .credits import CreditsOverlay
        if self.credits is None:
            self.credits = CreditsOverlay(self)

    def open_help(self) -> None:
        """F1: the same help page as in battle (controls and the marks on the board)."""
        from .help import HelpOverlay
        if self.help_overlay is None and self.credits is None and self.settings_overlay is None:
            self.help_overlay = HelpOverlay(self)

    def open_settings(self) -> None:
        from .settings import SettingsOverlay
        if self.settings_overlay is None and self.credits is None:
            self.settings_overlay = SettingsOverlay(self)

    def open_replays(self) -> None:
        from .replay import ReplayListScene
        self.app.switch(ReplayListScene(self.app))

    def close_overlay(self) -> None:
        if self.help_overlay is not None:
            self.help_overlay.kill()
            self.help_overlay = None
        if self.credits is not None:
            self.credits.kill()
            self.credits = None
        if self.settings_overlay is not None:
            self.settings_overlay.kill()
            self.settings_overlay = None

    def leave(self) -> None:
        self.close_overlay()
        if self.party_overlay is not None:  # its panel lies outside the scene's root
            self.party_overlay.kill()
            self.party_overlay = None
        super().leave()

    def load(self, slot: str) -> None:
        try:
            battle, setup = saves.load_game(slot)
        except SaveError as exc:
            self.message_label.set_text(f"Could not load: {exc}")
            return
        self.app.start_battle(setup, battle)

    def _show_saves(self) -> None:
        self.saves = saves.list_saves()
        if not self.saves:
            self.message_label.set_text("No saved games yet (F5 saves during a battle).")
            return
        if self.load_list is not None:
            self.load_list.kill()
        w, h = self.app.size
        self.load_list = UISelectionList(pygame.Rect(w - 460, h - 250, 420, 200), [s.label for s in self.saves],
                                         self.manager, container=self.root)
        self.message_label.set_text("Double-click a save to load it.")

    def _load_selected(self) -> None:
        chosen = self.load_list.get_single_selection() if self.load_list else None
        info = next((s for s in self.saves if s.label == chosen), None)
        if info is not None:
            self.load(info.slot)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        for i in range(0, h, 4):
            shade = 18 + int(14 * (1 - i / h))
            surface.fill((shade, shade + 2, shade + 8), (0, i, w, 4))
        thumb = self._thumb(self.setup.map_path)
        if thumb is not None:
            rect = thumb.get_rect(topright=(w - 40, 350))
            pygame.draw.rect(surface, palette.GOLD, rect.inflate(6, 6), 2, border_radius=4)
            surface.blit(thumb, rect)

    def _thumb(self, map_path: str | None) -> pygame.Surface | None:
        if map_path in self.thumbs:
            return self.thumbs[map_path]
        self.thumbs[map_path] = thumbnail(map_path, (420, max(120, self.app.size[1] - 380)), self.setup.ruleset)
        return self.thumbs[map_path]

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.thumbs.clear()
        self.root.kill()
        self.root = pygame_gui.core.UIContainer(pygame.Rect((0, 0), size), self.manager, starting_height=1)
        self.mode_buttons = {}
        reopen = self.credits is not None
        reopen_party = self.party_overlay
        if self.settings_overlay is not None:
            self.settings_overlay.resize(size)
        settings_open, self.settings_overlay = self.settings_overlay, None
        self.close_overlay()
        self.settings_overlay = settings_open
        if reopen_party is not None:
            self.setup.party, self.setup.level = list(reopen_party.choice.picked), reopen_party.choice.level
            reopen_party.kill()
            self.party_overlay = None
        self._build()
        if reopen:
            self.open_credits()
        if reopen_party is not None:
            self.open_party()


def map_labels(paths: list[Path]) -> dict[str, str]:
    """List label -> map file: the name each map's author gave it (the file name when two share
    one), and "(broken)" after a file that is not a readable Tiled map."""
    from ..maps.tiled import map_title
    labels: dict[str, str] = {}
    for path in paths:
        title = map_title(path)
        label = f"{path.stem} (broken)" if title is None else title
        if label in labels:
            label = f"{label} ({path.name})"
        labels[label] = str(path)
    return labels


def thumbnail(map_path: str | None, box: tuple[int, int], ruleset: str | None = None) -> pygame.Surface | None:
    """A small picture of a map (or a ruleset's training ground) that fits in `box`."""
    from ..camera import Camera
    from ..render.board import BoardRenderer
    base = None
    if map_path:
        try:
            from ..maps import tiled
            from ..render.tiled_art import compose
            loaded = tiled.load_map(map_path)
        except Exception:
            return None
        board, base = loaded.board, compose(loaded)
    else:
        board = training_ground(ruleset=ruleset)
    cell = max(4, min(box[0] // board.width, box[1] // board.height))
    surface = pygame.Surface((board.width * cell, board.height * cell))
    camera = Camera(surface.get_rect(), (board.width, board.height), cell)
    camera.x = camera.y = 0
    BoardRenderer(board, base).draw(surface, camera)
    return surface
