"""The battle screen: the board, whose turn it is, and every decision until one side wins.

Each frame the scene asks the battle what it is waiting on. An AI side's answer is worked out in
a background thread and applied here, at a readable pace; a person answers through a picker
(pointing at the board or choosing from a list). Every answer's events are animated, narrated
into the log, and after each turn the game is saved automatically.
"""
from __future__ import annotations

from html import escape

from rules.core.battle import Battle
from rules.core.decisions import Decision, Option
from rules.core.save import SaveError, dumps, loads

from .. import saves
from ..ai_worker import AIWorker
from ..anim import SPEED_NAMES, SPEEDS, Animator, Banner
from ..hud.battle_hud import BattleHud
from ..hud.bar_memory import BarMemory
from ..hud.card_strip import CardStrip
from ..hud.roster import rows_needed
from ..camera import Camera
from ..match import MatchSetup
from ..intents import is_declaring, is_reveal
from ..pickers import CreaturePicker, DeclarePicker, ForcePicker, Picker, TurnPicker, picker_for
from ..pickers.reaction import OFF_TURN_KINDS, auto_answers, handoff_note, handoff_title
from ..render import palette
from ..render.board import BoardRenderer
from ..render.pointing import token_at
from ..render.stacks import StackLayout
from ..render.threat import ThreatMaps
from ..view import ViewState
from . import Scene
from .battle_declare import DeclarePhase
from .battle_draw import BattleDrawing
from .battle_input import BattleInput
from .standing import picked_standing, remembered_answer

AI_PAUSE = 0.4
"""Seconds between an AI's answers at normal speed, so a person can follow."""
HANDOFF_KINDS = ("first_side", "next_creature", "turn", "declare", "card_swap", "malice",
                 "villain_action") + OFF_TURN_KINDS
UNDOABLE_KINDS = ("turn", "declare")
"""A person's answers to these can be taken back until a die is rolled."""
TOOLTIP_DELAY = 0.45
CHOICES_IN_BAR = 6
"""Short lists of choices go in the action bar; longer ones in a panel over the board."""


def describe_choice(battle: Battle, decision: Decision, option: Option, secret: bool = False) -> str:
    """What was just decided, in words, while its animation plays (`secret`: a declaration the
    screen may not show yet, told without what it is)."""
    actor = battle.creatures.get(decision.creature or battle.current)
    name = actor.name if actor is not None else palette.SIDE_NAMES.get(decision.side, decision.side)
    if is_declaring(decision):
        return f"{name} has declared" if secret else f"{name} declares: {option.label}"
    if option.kind == "move":
        return f"{name} moves"
    if option.kind == "end_turn":
        return f"{name} ends the turn"
    if option.kind == "next_creature":
        chosen = battle.creatures.get(option.args.get("creature", ""))
        return f"{chosen.name if chosen else 'Someone'} acts next"
    if option.kind in ("ability", "charge", "maneuver", "main_action", "disengage"):
        return f"{name}: {option.label}"
    return f"{palette.SIDE_NAMES.get(decision.side, decision.side)}: {option.label or option.kind}"


def creature_tooltip(battle: Battle, cid: str, view: ViewState | None = None) -> str:
    """The ruleset's stat block for a creature, with its badges ("STR d8 · Armor 1") when the
    block does not show them already, and how it left the fight if it did."""
    html = battle.rules.describe_creature(battle, cid)
    c = battle.creatures[cid]
    badges = [b for b in battle.rules.vitals(c).badges if escape(b, quote=False) not in html]
    if badges:
        html += "<br><b>" + escape(" · ".join(badges), quote=False) + "</b>"
    shown = view.creatures.get(cid) if view is not None else None
    if shown is not None and shown.left:
        html += f"<br><i>{escape(shown.left.title(), quote=False)}: out of the fight</i>"
    return html


class BattleScene(DeclarePhase, BattleInput, BattleDrawing, Scene):
    """One battle from the first roll to the last blow (input and drawing live in the mixins)."""

    def __init__(self, app, setup: MatchSetup, battle: Battle) -> None:
        super().__init__(app)
        self.setup = setup
        self.battle = battle
        self.view = ViewState.of(battle)
        self.hud = BattleHud(self.manager, self.root, app.size)
        self.card_strip = CardStrip()
        self.camera = Camera(self.hud.viewport(), (battle.board.width, battle.board.height))
        self._frame_the_fight()
        self.board_art = BoardRenderer(battle.board, self._map_art())
        self.anim = Animator(self.view)
        self.anim.on_event = self._on_event_shown
        self.anim.sound = app.sound.play
        self.anim.pace = app.settings.speed
        self.worker = AIWorker(setup.difficulty, setup.seed)
        self.decision: Decision | None = None
        self.picker: Picker | None = None
        self.undo_stack: list[tuple[str, int]] = []
        self.ai_wait = 0.0
        self.paused = False
        self.grid = False
        self.heights = False
        self.time = 0.0
        self.turns_seen = 0
        self.cam_target: tuple[float, float] | None = None
        self.last_focus: tuple[float, float] | None = None
        self.mouse_down: tuple[int, int] | None = None
        self.last_mouse: tuple[int, int] = (0, 0)
        self.dragging = False
        self.hover_sq: tuple[int, int] | None = None
        self.hover_since = 0.0
        self.hover_cid = ""
        self.move_then: tuple[str, tuple] | None = None
        """(creature, end) of a second move to make once the first is done."""
        self.bar_memory = BarMemory()
        """Each creature's action bar entries in the order first offered (fixed number keys)."""
        self.stack_layout = StackLayout()
        self.threats = ThreatMaps()
        self.show_threat = False
        """T: shade the squares the other side could strike this turn."""
        """How the last frame fanned out creatures sharing squares (for pointing at them)."""
        self.last_human_side = ""
        self.handoff_next = setup.mode == "hotseat" and bool(battle.events)
        """Hot-seat: show the hand-off before the next person's decision (a game loaded or
        resumed part-way, so a half-declared side is not shown to the wrong player)."""
        self.held_events: list | None = None
        self.overlay = None
        self.ended_at: float | None = None
        self.seen_events = len(battle.events)
        self.view_stale = False
        """True while the view may differ from the battle (events still to be shown)."""
        self.hud.layout(app.size, roster_rows=rows_needed(self.view))
        self.hud.log.reset(battle)
        if app.screenshot_path:
            self.anim.pace = 0.0
        self._speed_label()
        self._status()

    # ------------------------------------------------------------------ who decides
    def controller(self, side: str) -> str:
        if self.app.autoplay:
            return "ai"
        return self.setup.controller(side)

    def decider(self, decision: Decision) -> str:
        """Who answers a decision: its side's controller, or the AI for a person's reaction
        when the set-up reacts automatically."""
        if auto_answers(self.setup.auto_react, decision):
            return "ai"
        return self.controller(decision.side)

    def who_label(self, side: str) -> str:
        who = self.setup.controller(side)
        if self.setup.mode == "hotseat":
            return "player " + ("1" if side == self.battle.sides[0] else "2")
        return "you" if who == "human" else "AI"

    # ------------------------------------------------------------------ the frame
    def update(self, dt: float) -> None:
        self.time += dt
        self.anim.update(dt)
        self.hud.log.flush()
        self._follow_camera(dt)
        self._pan_keys(dt)
        self._tooltip()
        self._advance(dt)
        self._status()
        self._update_roster()

    def _advance(self, dt: float) -> None:
        """Move the battle on: wait for animations, then let the AI or a person decide."""
        if self.overlay is not None:
            self.overlay.update(dt)
            if self.overlay is not None and self.overlay.blocks:
                return
        if self.anim.busy:
            self._think_ahead()
            return
        if self.held_events is not None:
            self.show_reveal()
            return
        if self.view_stale:
            self.view.sync(self.battle)
            self.view_stale = False
        if self.battle.winner:
            self._ending(dt)
            return
        decision = self.battle.pending()
        if self._play_new_events():
            return
        if decision is None:
            return
        if decision is not self.decision:
            self._new_decision(decision)
        if self.decider(decision) == "ai":
            self._drive_ai(decision, dt)
        self._screenshot_check()

    def _new_decision(self, decision: Decision) -> None:
        self.decision = decision
        self.picker = None
        self.hud.kill_transient()
        if self.decider(decision) == "ai":
            self.worker.think(self.battle, decision)
            if is_declaring(decision) and self.may_see_declaring(decision.side):
                self.follow_declarer(decision)
            self.hud.set_actions([])
            self.hud.set_prompt(f"The {decision.side} ({self.who_label(decision.side)}) are deciding: {decision.prompt}",
                                "Space skips animations · F2 changes speed" + (" · P pauses" if self.setup.mode == "watch" else ""))
            self.hud.show_turn_buttons(False, False)
            return
        if self._answer_as_remembered(decision) or self._go_on_moving(decision):
            return
        if (self.setup.mode == "hotseat" and decision.kind in HANDOFF_KINDS and not self.app.autoplay
                and (self.handoff_next or self.last_human_side and decision.side != self.last_human_side)):
            from .handoff import HandoffOverlay
            note = ("Declare in secret: the other player sees these declarations only once the side is locked in."
                    if is_declaring(decision) else handoff_note(self.battle, decision))
            self.overlay = HandoffOverlay(self, decision.side, note, handoff_title(decision))
            self.handoff_next = False
        if decision.kind in HANDOFF_KINDS:
            self.last_human_side = decision.side
        self.picker = picker_for(self.battle, decision, self.bar_memory)
        point = self.picker.focus_point()
        if isinstance(self.picker, TurnPicker):
            c = self.picker.creature
            point = (c.pos[0] + c.squares / 2, c.pos[1] + c.squares / 2)
        if point is not None:
            self._ensure_visible(point)
        self.picker.hover(self.hover_sq)
        self._refresh_picker_widgets()

    def _go_on_moving(self, decision: Decision) -> bool:
        """After the first of two moves a click on the pale ring asked for, make the second
        (True when it was made)."""
        if self.move_then is None or decision.kind != "turn":
            return False
        cid, end = self.move_then
        self.move_then = None
        if decision.creature != cid:
            return False
        option = next((o for o in decision.options if o.kind == "move" and tuple(o.args["to"]) == end), None)
        if option is None:
            self.toast("The second move cannot be made from here: choose again")
            return False
        self.apply(option)
        return True

    def _answer_as_remembered(self, decision: Decision) -> bool:
        """Answer a question the player asked to be answered every time (True when it was)."""
        answer = remembered_answer(self.app.settings, self.battle, decision)
        if answer is None:
            return False
        self.apply(answer.option)
        self.toast(f"{answer.label} (remembered: F3 settings can forget it)")
        return True

    def _remember(self) -> None:
        """Keep an "always ..." the player just picked in the settings."""
        answer = picked_standing(self.picker)
        if answer is not None:
            self.app.settings.remember(answer.question, answer.answer)
            self.app.save_settings()
            self.toast(f"Remembered: {answer.label.lower()} (F3 settings can forget it)")

    def _drive_ai(self, decision: Decision, dt: float) -> None:
        if self.paused:
            return
        self.worker.think(self.battle, decision)
        self.ai_wait += dt
        try:
            option = self.worker.answer(self.battle, decision)
        except Exception:  # an AI failure must not stop the game: take the default answer
            option = decision.options[decision.default]
        if option is None:
            return
        pause = AI_PAUSE if decision.kind == "turn" and option.kind != "end_turn" else AI_PAUSE / 3
        pause = 0.0 if self.app.autoplay or self.anim.pace == 0 else pause / self.anim.pace
        if self.ai_wait >= pause:
            self.ai_wait = 0.0
            self.apply(option)

    def _think_ahead(self) -> None:
        """Let the AI start on its next decision while the last one is still being animated."""
        decision = self.battle.pending()
        if decision is not None and self.decider(decision) == "ai" and not self.paused:
            self.worker.think(self.battle, decision)

    def _ending(self, dt: float) -> None:
        if self.ended_at is None:
            self.ended_at = self.time
            self.hud.kill_transient()
            self.hud.set_actions([])
            self.hud.show_turn_buttons(False, False)
            words = "It is a draw" if self.battle.winner == "draw" else f"The {self.battle.winner} win"
            self.hud.set_prompt(f"{words}!", "Press Enter to see the result")
            saves.clear_autosave()
            if self.app.screenshot_path:
                self.app.ready_for_screenshot()
        if self.time - self.ended_at > 2.5 and not self.app.screenshot_path and self.overlay is None:
            self.show_result()

    def show_result(self) -> None:
        from .result import ResultScene
        self.app.switch(ResultScene(self.app, self.setup, self.battle))

    def _screenshot_check(self) -> None:
        if self.app.screenshot_path and self.turns_seen >= self.app.after_turns and not self.anim.busy \
                and self.app.autoplay:
            self.app.ready_for_screenshot()
            self.decision = None  # asked again as the mode says, so a person's picker is in the picture

    # ------------------------------------------------------------------ answering
    def apply(self, option: Option) -> None:
        """Answer the pending decision and start animating what happened."""
        decision = self.battle.pending()
        if decision is None:
            return
        human = self.decider(decision) == "human"
        if human:
            self._remember()
        if isinstance(self.picker, TurnPicker):  # a reaction on the way keeps the second move waiting
            then = self.picker.then if option.kind == "move" else None
            self.move_then = (decision.creature, tuple(then)) if then else None
        if human and decision.kind in UNDOABLE_KINDS and option.kind != "end_turn":
            self.undo_stack.append((dumps(self.battle), len(self.battle.dice.history)))
        dice_before = len(self.battle.dice.history)
        try:
            events = self.battle.choose(option)
        except Exception as exc:  # an illegal option is a client bug; say so instead of crashing
            self.toast(f"That did not work: {exc}")
            self.decision = None
            return
        if len(self.battle.dice.history) != dice_before:
            self.undo_stack.clear()
        if is_declaring(decision) and option.args.get("action"):
            self.turns_seen += 1  # a creature's declaration is its turn for `--after-turns`
        if any(e.kind == "turn_ended" for e in events) or self._revealed(events):
            self.undo_stack.clear()
            if not self._revealed(events):
                self.turns_seen += sum(1 for e in events if e.kind == "turn_ended")
            if not self.app.screenshot_path:
                saves.autosave(self.battle, self.setup)
        self.decision = None
        self.picker = None
        self.view_stale = True
        self.hud.kill_transient()
        self.hud.set_actions([])
        self.hud.show_turn_buttons(False, False)
        secret = is_declaring(decision) and not self.may_see_declaring(decision.side)
        self.hud.set_prompt(describe_choice(self.battle, decision, option, secret),
                            "Space skips the animation · F2 changes its speed")
        self._play_new_events()

    def _play_new_events(self) -> bool:
        """Animate events the battle produced since last time (also those it produces by itself
        on its way to the next decision, such as the first roll for who starts)."""
        fresh = self.battle.events[self.seen_events:]
        self.seen_events = len(self.battle.events)
        if fresh:
            self.play_with_reveal(fresh)
            self.view_stale = True
        return bool(fresh)

    def _on_event_shown(self, ev) -> None:
        self.hud.log.add_event(ev, self.battle)

    @staticmethod
    def _revealed(events) -> bool:
        return any(is_reveal(e) for e in events)

    def can_undo(self) -> bool:
        return bool(self.undo_stack) and self.undo_stack[-1][1] == len(self.battle.dice.history) \
            and not self.anim.busy and isinstance(self.picker, (TurnPicker, DeclarePicker))

    def undo(self) -> None:
        if not self.can_undo():
            self.toast("Nothing to undo (a die has been rolled or the turn has ended)")
            return
        text, _ = self.undo_stack.pop()
        declaring = isinstance(self.picker, DeclarePicker)
        self.replace_battle(loads(text), keep_undo=True)
        self.toast("Declaration taken back" if declaring else "Move taken back")

    def replace_battle(self, battle: Battle, setup: MatchSetup | None = None, keep_undo: bool = False) -> None:
        """Continue with another battle state (undo, or a loaded save)."""
        self.battle = battle
        if setup is not None:
            self.setup = setup
        if not keep_undo:
            self.undo_stack.clear()
            self.bar_memory = BarMemory()  # another battle: its own bars
        self.move_then = None
        self.anim.clear()
        self.held_events = None
        self.view.intents.clear()
        self.view.sync(battle)
        if not keep_undo and self.setup.mode == "hotseat":
            self.handoff_next = True
        self.worker.forget()
        self.decision, self.picker = None, None
        self.ended_at = None
        self.hud.kill_transient()
        self.hud.log.reset(battle)
        self.seen_events = len(battle.events)
        if battle.board.to_dict() != self.board_art.board.to_dict():
            self.board_art = BoardRenderer(battle.board, self._map_art())
            self.camera = Camera(self.hud.viewport(), (battle.board.width, battle.board.height))
            self._frame_the_fight()

    # ------------------------------------------------------------------ saving
    def quick_save(self, slot: str = saves.QUICKSAVE) -> None:
        """Save to a slot (F5: the quick save, which F9 loads back)."""
        try:
            path = saves.save_game(self.battle, self.setup, slot)
        except OSError as exc:
            self.toast(f"Could not save: {exc.strerror or exc}")
            return
        self.toast(f"Saved as {path.stem}" + (" - F9 loads it" if slot == saves.QUICKSAVE else ""))

    def quick_load(self, slot: str = saves.QUICKSAVE) -> None:
        try:
            battle, setup = saves.load_game(slot)
        except SaveError as exc:
            self.toast(f"Could not load: {exc}")
            return
        if setup.seed == 0 and setup.map_path is None:
            setup = MatchSetup(self.setup.map_path, self.setup.encounter, self.setup.mode, self.setup.seed,
                               difficulty=self.setup.difficulty)
        self.replace_battle(battle, setup)
        self.toast(f"Loaded {slot}")

    def toast(self, value: str) -> None:
        self.anim.add(Banner(value, (255, 255, 255), 2.6, 16, 4))

    # ------------------------------------------------------------------ settings and overlays
    def cycle_speed(self) -> None:
        i = SPEEDS.index(self.anim.pace) if self.anim.pace in SPEEDS else 1
        self.anim.pace = SPEEDS[(i + 1) % len(SPEEDS)]
        self.app.settings.speed = self.anim.pace
        self.app.save_settings()
        self._speed_label()

    def _speed_label(self) -> None:
        self.hud.set_speed_label(f"Speed: {SPEED_NAMES.get(self.anim.pace, '?')}")

    def open_menu(self) -> None:
        from .menu import MenuOverlay
        if self.overlay is None:
            self.overlay = MenuOverlay(self)

    def open_settings(self) -> None:
        from .settings import SettingsOverlay
        if self.overlay is None:
            self.overlay = SettingsOverlay(self)

    def open_help(self) -> None:
        from .help import HelpOverlay
        if self.overlay is None:
            self.overlay = HelpOverlay(self)
        elif isinstance(self.overlay, HelpOverlay):
            self.close_overlay()

    def close_overlay(self) -> None:
        if self.overlay is not None:
            self.overlay.kill()
        self.overlay = None

    # ------------------------------------------------------------------ widgets for the picker
    def _refresh_picker_widgets(self) -> None:
        picker = self.picker
        if picker is None:
            return
        self.hud.set_prompt(self._prompt_prefix() + picker.prompt, picker.hint)
        if isinstance(picker, TurnPicker):
            self.hud.set_actions(picker.buttons())
            self.hud.show_turn_buttons(self.can_undo() or bool(self.undo_stack), picker.end is not None)
            self.hud.label_turn_buttons("Undo move", "End turn (E)")
            self.hud.set_choices(picker.choices_title, picker.choice_buttons(), narrow=picker.menu is not None)
        elif isinstance(picker, CreaturePicker):
            self.hud.set_actions(picker.buttons())
            self.hud.show_turn_buttons(False, False)
        elif isinstance(picker, DeclarePicker):
            buttons = picker.buttons()
            self.hud.show_turn_buttons(self.can_undo(), picker.end is not None, True)
            self.hud.label_turn_buttons("Undo (U)", "Lock in")
            if len(buttons) <= CHOICES_IN_BAR:
                self.hud.set_actions(buttons)
                self.hud.set_choices("", [])
            else:
                self.hud.set_actions([])
                self.hud.set_choices(picker.list_title, buttons, narrow=True)
        elif isinstance(picker, ForcePicker):
            self.hud.set_actions([])
            self.hud.show_turn_buttons(False, False)
            entries = picker.entries()
            selected = picker.previews.index(picker.current) if picker.current in picker.previews else None
            self.hud.set_force_list(entries, selected)
        else:
            buttons = picker.buttons()
            self.hud.show_turn_buttons(False, False)
            if len(buttons) <= CHOICES_IN_BAR and self.hud.fits_in_bar(buttons):
                self.hud.set_actions(buttons)
            else:
                self.hud.set_actions([])
                self.hud.set_choices(self._prompt_prefix() + picker.prompt, buttons)

    def _prompt_prefix(self) -> str:
        if self.setup.mode == "hotseat" and self.decision is not None:
            return f"[{palette.SIDE_NAMES.get(self.decision.side, self.decision.side)}] "
        return ""

    # ------------------------------------------------------------------ status and tooltips
    def _status(self) -> None:
        v = self.view
        current = v.creatures.get(v.current)
        words = f"Round {v.round}" if v.round else "Setting up"
        words += f"  ·  {self.battle.board.name or self.setup.map_name}"
        if current is not None:
            words += f"  ·  {current.name}'s turn ({palette.SIDE_NAMES.get(current.side, current.side)}, {self.who_label(current.side)})"
        elif self.decision is not None:
            words += f"  ·  {palette.SIDE_NAMES.get(self.decision.side, self.decision.side)} to decide"
        takes_turns = self.battle.rules.takes_turns
        acting = [c for c in v.creatures.values() if not c.out and takes_turns(self.battle, c.id)]  # not the fallen
        alive = len(acting)
        acted = sum(1 for c in acting if c.id in v.acted)
        note = self.battle.rules.status_note(self.battle)  # e.g. the Director's Malice
        if note:
            words += f"  ·  {note}"
        words += f"  ·  {acted} of {alive} have acted"
        if self.paused:
            words += "  ·  PAUSED"
        self.hud.set_status(words)

    def _tooltip(self) -> None:
        pos = self.last_mouse
        cid = ""
        if self.hover_sq is not None:
            c = token_at(self.view, self.camera, self.stack_layout, pos, self.hover_sq)
            cid = c.id if c is not None else ""
        roster = self.hud.roster_at(pos)
        if roster:
            cid = roster
        card = self.card_strip.tooltip_at(pos)
        if card:
            cid = "card:" + card
        if cid != self.hover_cid:
            self.hover_cid = cid
            self.hover_since = self.time
            self.hud.hide_tooltip()
        if cid and self.time - self.hover_since > TOOLTIP_DELAY and self.overlay is None:
            if cid in self.battle.creatures:
                self.hud.show_tooltip(cid, creature_tooltip(self.battle, cid, self.view), pos)
            elif cid.startswith("card:"):
                self.hud.show_tooltip(cid, cid[5:], pos)

    # ------------------------------------------------------------------ lifecycle
    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.hud.layout(size)
        self.camera.resize(self.hud.viewport())
        self.hud.set_choices("", [])
        self.hud.set_force_list([], None)
        self._refresh_picker_widgets()
        if self.overlay is not None:
            self.overlay.resize(size)

    def leave(self) -> None:
        self.worker.shutdown()
        self.threats.shutdown()
        self.close_overlay()
        self.hud.hide_tooltip()
        super().leave()
