"""A creature's turn: move by pointing at squares, or pick an action from the bar."""
from __future__ import annotations

from typing import Any

import pygame

from rules.core.battle import Battle
from rules.core.decisions import Decision, Option
from rules.core.second_move import SecondMove

from html import escape

from rules.core import forecast as pv
from ..render import overlays, palette, tier_forces
from ..hud.bar_memory import BarMemory
from ..hud.turn_menu import HOTKEYS, MENUS, ActionGroup, build_groups, number_keys, targets_of
from .base import Button, Picker, Square, footprint, anchor, space_of, thing_at

MAIN_ACTION_MOVE = "using the main action"
"""How the rules label a move that needs the main action (a second Advance)."""


class TurnPicker(Picker):
    """The turn decision: move by pointing at squares, or pick an action from the bar."""

    def __init__(self, battle: Battle, decision: Decision, memory: BarMemory | None = None) -> None:
        super().__init__(battle, decision)
        self.creature = battle.creatures[decision.creature]
        self.groups, self.moves, self.end = build_groups(battle, decision.options)
        if memory is not None:
            self.groups = memory.keep(self.creature.id, self.groups)
            number_keys(self.groups)
        self.menu: str | None = None
        """The open menu of non-ability actions (a category of `MENUS`), if any."""
        for g in self.groups:
            g.options.sort(key=self._friendly_last)
        self.note = ""
        self.blocked = None
        """Why the hovered creature cannot be targeted (`Ruleset.target_block`), to draw."""
        self.group: ActionGroup | None = None
        self.cycle_i = 0
        self.end_armed = False
        self.message = ""
        self._reach_for_moves()
        self._odds_cache: dict[str, pv.AbilityPreview] = {}
        self._baked: dict[tuple, tuple[pygame.Surface, Square]] = {}
        self._warnings: dict[str, list[str]] = {}
        self._second_warnings: dict[Square, list[str]] = {}

    def _friendly_last(self, option: Option) -> bool:
        """Tab visits options aimed at enemies before those aimed only at allies."""
        ts = [t for t in targets_of(option) if t in self.battle.creatures]
        return bool(ts) and all(self.battle.creatures[t].side == self.creature.side for t in ts)

    # ------------------------------------------------------------------ movement data
    def _reach_for_moves(self) -> None:
        c = self.creature
        self.reach = self.battle.rules.move_range(self.battle, c.id) if self.moves else None
        self.squares: dict[Square, list[Option]] = {}
        for opt in self.moves:
            pos = tuple(opt.args["to"])
            self.squares.setdefault(anchor(pos, c.squares), []).append(opt)  # type: ignore[arg-type]
        here = self._relative_height(c.pos)
        for opts in self.squares.values():
            opts.sort(key=lambda o: (abs(self._relative_height(tuple(o.args["to"])) - here), self._cost(o)))
        self._second_moves()

    def _second_moves(self) -> None:
        """The rest of the turn's two-move range (the main action spent on a second move): per
        pointed square, the second move's end and the first move's option to its stop."""
        self.second: dict[Square, tuple[SecondMove, Option]] = {}
        self.then: tuple[int, int, int] | None = None
        """Where the second move goes once the first has been made (a click on the pale ring)."""
        if not self.moves:
            return
        first = {tuple(o.args["to"]): o for o in self.moves}
        n = self.creature.squares
        for end, plan in self.battle.rules.second_moves(self.battle, self.creature.id).items():
            sq = anchor(tuple(end), n)  # type: ignore[arg-type]
            option = first.get(tuple(plan.stop))
            if option is not None and sq not in self.squares and sq not in self.second:
                self.second[sq] = (plan, option)

    def _relative_height(self, pos) -> int:
        return pos[2] - self.battle.board.footprint_ground(tuple(pos), self.creature.squares)

    def _cost(self, opt: Option) -> int:
        if self.reach is None:
            return 0
        return self.reach.cost.get(tuple(opt.args["to"]), 0)  # type: ignore[arg-type]

    # ------------------------------------------------------------------ text
    @property
    def prompt(self) -> str:
        c = self.creature
        if self.message:
            return self.message
        if self.group is None and self.menu is not None:
            return f"{c.name}'s turn: " + next(title for category, title, _ in MENUS if category == self.menu).lower()
        if self.group is None:
            return f"{c.name}'s turn: move, or choose an action below"
        if self.group.by_target and self.group.rolls_dice:
            if self.focus is None:
                return f"{self.group.label}: choose a target"
            ally = self._friendly_last(self.focus) and bool(getattr(self.battle.abilities[self.group.ability],
                                                                    "deals_damage", True)) \
                if self.group.ability in self.battle.abilities else False
            words = self.focus.label + (" (an ally!)" if ally else "")
            return words + (": click again or press Enter to roll" if self.locked else ": click to select")
        if self.group.by_target:
            return f"{self.group.label}: choose a target"
        if self.group.by_square:
            return f"{self.group.label}: choose where"
        return self.group.label

    @property
    def hint(self) -> str:
        if self.group is None:
            extra = " · [ ] change height" if self._multi_height() else ""
            if self.menu is not None:
                return "Click an action or press its number · Esc closes the menu"
            keys = "/".join(key.upper() for category, _, key in MENUS if self.menu_entries(category))
            return ("Click a square to walk there (blue: this move, pale blue or amber: a second move, which uses"
                    " the main action; red: harmful)"
                    f" · Ctrl+Z undo{extra} · 1-9 abilities" + (f" · {keys} menus" if keys else "") + " · E end turn")
        if self.note:
            return self.note
        if self.group.by_target or (self.group.by_square and self.group.rolls_dice):
            return "Hover a target to see the odds · click to select, click again or Enter to use · Tab next · Esc back"
        if self.group.by_square:
            return "Click a marked square · Tab cycles · Esc back"
        if self.choice_buttons():
            return "Click a choice or press its number · Esc back"
        return "Enter to use · Esc back"

    def _multi_height(self) -> bool:
        return bool(self.hover_sq and len(self.squares.get(self.hover_sq, [])) > 1)

    def buttons(self) -> list[Button]:
        """The bar: the creature's abilities (and actions of no known type), then one button per
        menu of other actions."""
        out = []
        for g in self.groups:
            if g.category != "bar":
                continue
            label = f"{g.hotkey + '  ' if g.hotkey else ''}{g.label}"
            out.append(Button(g.key, label, g.hotkey, self._tooltip(g), g is self.group, enabled=bool(g.options)))
        for category, title, key in MENUS:
            entries = self.menu_entries(category)
            if not entries:
                continue
            usable = [g.label for g in entries if g.options]
            tip = (f"<b>{title}</b> ({key.upper()})<br>" + escape(", ".join(usable), quote=False) if usable
                   else f"<b>{title}</b><br>None can be used right now.")
            chosen = self.menu == category or (self.group is not None and self.group.category == category)
            out.append(Button(f"menu:{category}", f"{key.upper()}  {title} \u00bb", key.upper(), tip, chosen,
                              enabled=bool(usable)))
        return out

    def menu_entries(self, category: str) -> list[ActionGroup]:
        return [g for g in self.groups if g.category == category]

    def _tooltip(self, g: ActionGroup) -> str:
        """What an entry does (the ability's card, or the ruleset's words for an action), with why
        it cannot be used when it cannot."""
        if g.kind == "ability" and g.ability in self.battle.abilities:
            tip = self.battle.rules.describe_ability(self.battle, self.creature.id, g.ability)
            return tip + (f"<br><font color='#FF8A80'>{self._why_not(g.ability)}</font>" if not g.options else "")
        action = {"main": "Main action", "maneuver": "Maneuver", "move": "Move action"}.get(g.action, "")
        head = f"<b>{escape(g.label, quote=False)}</b>" + (f" ({action})" if action else "")
        if not g.options:
            return head + "<br><font color='#FF8A80'>Not possible right now.</font>"
        about = self.battle.rules.describe_action(self.battle, g.options[0])
        return (head + "<br>" + (escape(about, quote=False) + "<br>" if about else "")
                + escape(g.options[0].label, quote=False)
                + (f" (+{len(g.options) - 1} more)" if len(g.options) > 1 else ""))

    def _why_not(self, aid: str) -> str:
        """Why an ability has no options right now, in the ruleset's words."""
        return self.battle.rules.why_unusable(self.battle, self.creature.id, aid)

    # ------------------------------------------------------------------ focus
    def candidates(self, square: Square | None) -> list[Option]:
        """Options of the current mode that the pointed square picks."""
        if square is None:
            return []
        if self.group is None:
            return self.squares.get(square, [])
        g = self.group
        if g.by_square:
            n = self.creature.squares
            return [o for o in g.options if anchor(tuple(o.args["to"]), n) == square]  # type: ignore[arg-type]
        if g.by_target:
            found = thing_at(self.battle, square)
            return [o for t in found for o in g.options if t in targets_of(o)]
        return []

    def hover(self, square: Square | None) -> None:
        if square != self.hover_sq:
            self.cycle_i = 0
        super().hover(square)
        if self.locked:
            return
        found = self.candidates(square)
        self.note = ""
        self.blocked = None
        self.then = None
        if found:
            self.focus = found[self.cycle_i % len(found)]
            return
        self.focus = None
        if self.group is None and self.menu is None and square in self.second:
            plan, first = self.second[square]
            self.focus, self.then = first, plan.path[-1]
            return
        if self.group is not None and self.group.by_target and square is not None:
            here = [t for t in thing_at(self.battle, square) if t in self.battle.creatures]
            if here:
                name = self.battle.creatures[here[0]].name
                self.blocked = self.battle.rules.target_block(self.battle, self.creature.id, self.group.ability,
                                                              here[0]) if self.group.ability else None
                why = self.blocked.reason if self.blocked else "out of reach or out of sight"
                self.note = f"{name} cannot be targeted with {self.group.label} from here: {why}"

    def cycle(self, step: int) -> None:
        found = self.candidates(self.hover_sq)
        if len(found) > 1 and not self.locked:
            self.cycle_i += step
            self.focus = found[self.cycle_i % len(found)]
            return
        pool = self.group.options if self.group is not None else []
        if pool:
            i = pool.index(self.focus) if self.focus in pool else -1
            self.focus = pool[(i + step) % len(pool)]
            self.locked = False

    def focus_point(self) -> tuple[float, float] | None:
        if self.focus is None:
            return None
        if "to" in self.focus.args:
            x, y, _ = self.focus.args["to"]
            n = self.creature.squares
            return (x + n / 2, y + n / 2)
        ts = targets_of(self.focus)
        space = space_of(self.battle, ts[0]) if ts else None
        return (space[0] + space[2] / 2, space[1] + space[2] / 2) if space else None

    # ------------------------------------------------------------------ input
    def select_group(self, key: str) -> Option | None:
        """The person picked an action from the bar (or pressed its number)."""
        group = next((g for g in self.groups if g.key == key), None)
        if group is None or not group.options:
            return None
        self.end_armed = False
        self.message = ""
        self.menu = None
        if group is self.group:
            return self.confirm() if self.focus is not None and (self.locked or len(group.options) == 1) else None
        self.group, self.focus, self.locked, self.cycle_i = group, None, False, 0
        if len(group.options) == 1 and not (group.by_square or group.by_target):
            if group.rolls_dice:
                self.focus, self.locked = group.options[0], True
                return None
            return group.options[0]
        if len(group.options) == 1 and group.by_target and group.rolls_dice:
            self.focus, self.locked = group.options[0], True
        self.hover(self.hover_sq)
        self._no_ally_first(group)
        return None

    def _no_ally_first(self, group: ActionGroup) -> None:
        """A freshly picked ability never starts aimed at an ally (say, the one under the mouse)
        while it could be aimed at an enemy: the first enemy option takes the focus instead."""
        if self.locked or self.focus is None or not self._friendly_last(self.focus):
            return
        enemy = next((o for o in group.options if not self._friendly_last(o)), None)
        if enemy is not None:
            self.focus = enemy

    def press(self, key: str) -> Option | None:
        if key == "end_turn":
            return self.end_turn()
        if key.startswith("menu:"):
            self.open_menu(key.split(":", 1)[1])
            return None
        if key.startswith("choice:"):
            index = int(key.split(":", 1)[1])
            if self.menu is not None:
                entries = self.menu_entries(self.menu)
                return self.select_group(entries[index].key) if index < len(entries) else None
            return self.group.options[index] if self.group and index < len(self.group.options) else None
        return self.select_group(key)

    def open_menu(self, category: str) -> None:
        """Open a menu of other actions (or close it, when it is the open one)."""
        if self.menu == category or not any(g.options for g in self.menu_entries(category)):
            self.menu = None
            return
        self.menu, self.group, self.focus, self.locked, self.then = category, None, None, False, None
        self.end_armed, self.message = False, ""

    def hotkey(self, char: str) -> Option | None:
        """A key pressed: a number picks from the open list (a menu, or a group's options) or
        else the bar; a menu's letter opens it."""
        char = char.lower()
        if char and char in HOTKEYS:
            if self.choice_buttons():
                return self.press(f"choice:{HOTKEYS.index(char)}")
            group = next((g for g in self.groups if g.category == "bar" and g.hotkey == char), None)
            return self.select_group(group.key) if group else None
        menu = next((category for category, _, key in MENUS if key == char), None)
        if menu is not None and self.menu_entries(menu):
            self.open_menu(menu)
        return None

    def end_turn(self) -> Option | None:
        if self.end is None:
            return None
        unused = any(g.action == "main" for g in self.groups) and main_actions_left(self.battle) > 0
        if unused and not self.end_armed:
            self.end_armed = True
            self.message = f"{self.creature.name} still has a main action: press E (or End turn) again to end the turn anyway"
            return None
        return self.end

    def click(self, square: Square | None) -> Option | None:
        found = self.candidates(square)
        if not found and self.group is None and square in self.second:
            plan, first = self.second[square]
            self.focus, self.then = first, plan.path[-1]
            return first  # the battle screen makes the second move once the first is done
        if not found:
            if self.group is not None and self.group.by_target and self.locked and self.focus and square is not None:
                return None
            return None
        option = found[self.cycle_i % len(found)]
        if self.group is None or not self.group.rolls_dice:
            return option
        if self.locked and option == self.focus:
            return option
        self.focus, self.locked = option, True
        return None

    def confirm(self) -> Option | None:
        if self.focus is None:
            return None
        if self.group is not None and self.group.rolls_dice and not self.locked:
            self.locked = True
            return None
        return self.focus

    def cancel(self) -> bool:
        self.message, self.end_armed = "", False
        if self.menu is not None:
            self.menu = None
            return True
        if self.locked and self.group is not None and len(self.group.options) > 1:
            self.locked = False
            return True
        if self.group is not None:
            self.group, self.focus, self.locked = None, None, False
            self.hover(self.hover_sq)
            return True
        return False

    def choice_buttons(self) -> list[Button]:
        """The open menu's entries (greyed when not possible now), or for a group picked from a
        list (Dig up or down...), its options."""
        if self.menu is not None:
            return [Button(f"choice:{i}", f"{g.hotkey + '  ' if g.hotkey else ''}{g.label}", g.hotkey,
                           self._tooltip(g), enabled=bool(g.options), style="#choice_button")
                    for i, g in enumerate(self.menu_entries(self.menu))]
        g = self.group
        if g is None or g.by_square or g.by_target or len(g.options) < 2:
            return []
        return [Button(f"choice:{i}", o.label, HOTKEYS[i] if i < len(HOTKEYS) else "", style="#choice_button")
                for i, o in enumerate(g.options)]

    @property
    def choices_title(self) -> str:
        """The heading over `choice_buttons()`."""
        if self.menu is not None:
            return next(title for category, title, _ in MENUS if category == self.menu)
        return self.group.label if self.group else ""

    # ------------------------------------------------------------------ what the board shows
    def targets(self) -> frozenset[str]:
        return frozenset(targets_of(self.focus)) if self.focus is not None else frozenset()

    def odds(self) -> pv.AbilityPreview | None:
        f = self.focus
        if f is None or "ability" not in f.args or self.group is None:
            return None
        found = self._odds_cache.get(f.key)
        if found is None:
            found = self.battle.rules.forecast.ability_preview(self.battle, self.creature.id, f.args["ability"], targets_of(f),
                                       f.args.get("to"))
            self._odds_cache[f.key] = found
        return found

    def draw(self, surface: pygame.Surface, camera, layer: str) -> None:
        if self.group is None:
            self._draw_moves(surface, camera, layer)
        elif self.group.by_square:
            self._draw_destinations(surface, camera, layer)
        elif self.group.by_target:
            self._draw_targeting(surface, camera, layer)

    def _blit_baked(self, surface: pygame.Surface, camera, key: str, squares, paint) -> None:
        """Draw an overlay that stays the same for this decision from a cached image."""
        found = self._baked.get((key, camera.cell))
        if found is None:
            found = overlays.baked(squares, camera.cell, paint)
            self._baked[(key, camera.cell)] = found
        image, (x0, y0) = found
        surface.blit(image, camera.to_screen(x0, y0))

    def _paint_moves(self, image: pygame.Surface, camera) -> None:
        costs = {sq: self._cost(opts[0]) for sq, opts in self.squares.items()}
        far = {sq for sq, opts in self.squares.items() if MAIN_ACTION_MOVE in opts[0].label}
        board = self.battle.board
        n = self.creature.squares
        hazards = {sq for sq, opts in self.squares.items()
                   if any(board.column(x, y).damaging for x, y in footprint(tuple(opts[0].args["to"]), n))}
        overlays.reach(image, camera, costs, far, hazards, set(self.second))

    def _draw_moves(self, surface: pygame.Surface, camera, layer: str) -> None:
        if self.reach is None:
            return
        if layer == "under":
            self._blit_baked(surface, camera, "moves", set(self.squares) | set(self.second), self._paint_moves)
        elif self.then is not None and self.hover_sq in self.second:
            plan, _ = self.second[self.hover_sq]
            caption = f"{plan.cost} move · 2 moves: uses the main action"
            warnings = self.second_warnings(self.hover_sq)
            if warnings:
                caption += " · " + ", ".join(warnings)
            overlays.path(surface, camera, [tuple(p) for p in plan.path], self.creature.squares,
                          palette.REACH_FAR if warnings else palette.REACH_SECOND, caption)
        elif self.focus is not None and "to" in self.focus.args:
            dest = tuple(self.focus.args["to"])
            path = self.reach.path_to(dest)  # type: ignore[arg-type]
            cost = self._cost(self.focus)
            caption = f"{cost} move" + (" (main action)" if MAIN_ACTION_MOVE in self.focus.label else "")
            rel = self._relative_height(dest)
            if rel > 0:
                caption += f" · {rel} up"
            elif rel < 0:
                caption += f" · {-rel} under"
            stance = self.reach.stance.get(dest, "walk")  # type: ignore[arg-type]
            if stance not in ("walk",):
                caption += f" · {stance}"
            warnings = self.warnings(self.focus)
            colour = palette.PATH
            if warnings:
                caption += " · " + ", ".join(warnings)
                colour = palette.REACH_FAR
            overlays.path(surface, camera, [tuple(p) for p in path], self.creature.squares, colour, caption)

    def second_warnings(self, square: Square) -> list[str]:
        """What both moves to a square of the pale ring would bring: the first move's dangers,
        then the second's, tried on a copy of the battle once the first is made (cached)."""
        found = self._second_warnings.get(square)
        if found is None:
            plan, first = self.second[square]
            found = self.warnings(first) + ["then " + w for w in self._second_leg_warnings(plan, first)]
            self._second_warnings[square] = found
        return found

    def _second_leg_warnings(self, plan: SecondMove, first: Option) -> list[str]:
        try:
            copy = self.battle.clone()
            copy.choose(first)
            decision = copy.pending()
            if decision is None or decision.kind != "turn":
                return []  # a reaction comes first: the first move's warnings name it
            end = tuple(plan.path[-1])
            second = next((o for o in decision.options if o.kind == "move" and tuple(o.args["to"]) == end), None)
            if second is None:
                return ["the second move may be cut short"]
            return self.battle.rules.forecast.move_warnings(copy, second, self.creature.id)
        except Exception:  # a preview must never take the game down
            return []

    def warnings(self, option: Option) -> list[str]:
        """Damage, falls or opportunity attacks a move would bring (cached per option)."""
        found = self._warnings.get(option.key)
        if found is None:
            found = self.battle.rules.forecast.move_warnings(self.battle, option, self.creature.id)
            self._warnings[option.key] = found
        return found

    def _draw_destinations(self, surface: pygame.Surface, camera, layer: str) -> None:
        n = self.creature.squares
        squares = {anchor(tuple(o.args["to"]), n) for o in self.group.options}  # type: ignore[union-attr]
        if layer == "under":
            self._blit_baked(surface, camera, f"dest:{self.group.key}", squares,  # type: ignore[union-attr]
                             lambda img, cam: overlays.tint_squares(img, cam, squares, palette.FORCE, 70))
        elif self.focus is not None:
            start = self.creature.pos
            dest = tuple(self.focus.args["to"])
            caption = self.focus.label.split(":", 1)[-1].strip() if ":" in self.focus.label else ""
            overlays.path(surface, camera, [start, dest], n, palette.GOLD, caption)  # type: ignore[list-item]
            marks = [space_of(self.battle, t) for t in targets_of(self.focus)]
            overlays.target_marks(surface, camera, [m for m in marks if m], palette.TARGET, True)

    def _draw_targeting(self, surface: pygame.Surface, camera, layer: str) -> None:
        g = self.group
        ability = self.battle.abilities.get(g.ability) if g and g.ability else None  # type: ignore[union-attr]
        if layer == "under":
            if ability is not None:
                region = self._range_region(ability)
                self._blit_baked(surface, camera, f"range:{g.key}", region,  # type: ignore[union-attr]
                                 lambda img, cam: self._draw_range(img, cam, ability, region))
            return
        every = {t for o in g.options for t in targets_of(o)}  # type: ignore[union-attr]
        friendly = self._friendly(g)
        colour = palette.ALLY_TARGET if friendly else palette.TARGET
        overlays.target_marks(surface, camera, [s for s in (space_of(self.battle, t) for t in every) if s],
                              palette.shade(colour, 0.7))
        if self.focus is not None:
            marks = [space_of(self.battle, t) for t in targets_of(self.focus)]
            overlays.target_marks(surface, camera, [m for m in marks if m], colour, True)
            self._draw_tier_forces(surface, camera)

    def _draw_tier_forces(self, surface: pygame.Surface, camera) -> None:
        """Where each tier's forced movement could leave the focused targets."""
        odds = self.odds()
        for t in odds.targets if odds is not None else ():
            moved = self.battle.creatures.get(t.target)
            if t.forces and moved is not None:
                tier_forces.draw(surface, camera, tier_forces.force_ends(t, moved.squares))

    def _friendly(self, g: ActionGroup) -> bool:
        ts = [t for o in g.options for t in targets_of(o) if t in self.battle.creatures]
        return bool(ts) and all(self.battle.creatures[t].side == self.creature.side for t in ts)

    def _range_region(self, ability) -> set[Square]:
        """Squares within the ability's distance of the user's space (what the range looks like)."""
        c = self.creature
        kind, reach = distance_of(ability)
        if kind in ("self", "") or reach <= 0:
            return set()
        x0, y0, n = c.pos[0], c.pos[1], c.squares
        return {(x, y) for x in range(x0 - reach, x0 + n + reach) for y in range(y0 - reach, y0 + n + reach)
                if self.battle.board.inside(x, y)}

    def _draw_range(self, surface: pygame.Surface, camera, ability, region: set[Square]) -> None:
        kind, _ = distance_of(ability)
        if not region:
            return
        if kind == "burst":
            overlays.tint_squares(surface, camera, region, palette.AREA, 55)
        else:
            overlays.tint_squares(surface, camera, region, palette.TARGET, 22, border=False)
        overlays.outline_region(surface, camera, region, palette.shade(palette.AREA if kind == "burst" else palette.TARGET, 0.9))


def distance_of(ability: Any) -> tuple[str, int]:
    """(kind, squares) of an ability's distance, read without knowing the ruleset: the kind
    ("melee", "ranged", "burst", "cube", "line", "self" ...) and how far from the user's space
    it reaches (an area's `within` for cubes and lines, else its `reach`). ('', 0) when the
    ability has no distance this client can read."""
    dist = getattr(ability, "distance", None)
    kind = str(getattr(dist, "kind", "") or "")
    far = getattr(dist, "within", None) if kind in ("cube", "line") else None
    if far is None:
        far = getattr(dist, "reach", 0)
    try:
        return kind, max(0, int(far or 0))
    except (TypeError, ValueError):
        return kind, 0


def main_actions_left(battle: Battle) -> int:
    """Main actions the acting creature still has this turn, as the battle's turn record says
    (0 when the ruleset keeps no such count)."""
    turn = getattr(battle, "turn", None)
    value = turn.get("main", 0) if isinstance(turn, dict) else 0
    return value if isinstance(value, int) else int(bool(value))
