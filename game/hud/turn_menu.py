"""Sorting a turn's legal options into the action bar: one entry per ability or action.

Each group knows how its options are picked: on the board by destination square ("to"), on the
board by target creature or object ("targets"/"target"), or from a short list. The options
themselves always come from the rules; nothing here decides what is legal.

The bar holds the creature's abilities, numbered 1-9, 0 by their place in its list; every other
action sits in a menu by the action it spends (main actions, maneuvers, move actions), each
entry numbered by its place in that menu. `BarMemory` keeps those places for the whole battle.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from rules.core.battle import Battle
from rules.core.decisions import Option

HOTKEYS = "1234567890"
MENUS: tuple[tuple[str, str, str], ...] = (("main", "Main actions", "r"), ("maneuver", "Maneuvers", "q"),
                                           ("move", "Move actions", "f"))
"""(category, title, key) of each menu of non-ability actions, in the bar's order. Actions the
client cannot tell the type of (a ruleset without maneuvers...) stay in the bar."""
KIND_ACTIONS = {"ride": "move", "climb_on": "move", "teleport": "move", "knock_off": "maneuver"}
"""The action Draw Steel's other kinds of option spend (000 Mounted Combat, Teleport)."""
KIND_WORDS = {"zone_move": "Move to a zone", "stand": "Stand up", "cover": "Take cover", "close": "Close in",
              "lines": "Grappling lines", "risky": "Risky move", "survey": "Survey", "extinguish": "Put out flames",
              "antidote": "Antidote", "grapple": "Grappling hooks"}
"""Short names for kinds of option whose id reads badly as words (other rulesets' actions)."""
ORDER = {"ability": 0, "charge": 1, "main_action": 2, "maneuver": 3, "disengage": 4, "leap": 5}


@dataclass
class ActionGroup:
    key: str
    label: str
    kind: str
    options: list[Option] = field(default_factory=list)
    ability: str = ""
    hotkey: str = ""
    action: str = ""
    """Which action it spends: main, maneuver, move, free..."""

    @property
    def by_square(self) -> bool:
        return all("to" in o.args for o in self.options)

    @property
    def by_target(self) -> bool:
        return all("targets" in o.args or "target" in o.args for o in self.options) and not self.by_square

    @property
    def rolls_dice(self) -> bool:
        return self.kind in ("ability", "charge")

    @property
    def category(self) -> str:
        """'bar' for the bar itself (abilities, and actions of no known type), else the menu it
        sits in (see `MENUS`)."""
        if self.kind != "ability" and self.action in ("main", "maneuver", "move"):
            return self.action
        return "bar"


def targets_of(option: Option) -> list[str]:
    if "targets" in option.args:
        return [str(t) for t in option.args["targets"]]
    if "target" in option.args:
        return [str(option.args["target"])]
    return []


def group_key(option: Option) -> str:
    if option.kind == "ability":
        return f"ability:{option.args['ability']}"
    if option.kind in ("maneuver", "main_action"):
        name = option.args.get("maneuver") or option.args.get("action") or "?"
        return f"{option.kind}:{name}"
    return option.kind


def _title(key: str, battle: Battle, first: Option) -> tuple[str, str, str]:
    """(label, ability id, action type) for a group."""
    kind, _, name = key.partition(":")
    if kind == "ability":
        ability = battle.abilities.get(name)
        label = getattr(ability, "name", name) if ability else name
        return label, name, getattr(ability, "action", "main") if ability else "main"
    if kind == "charge":
        return "Charge", "", "main"
    if kind == "disengage":
        return "Disengage", "", "move"
    if kind == "leap":
        return "Leap (test)", "", "move"
    if kind in KIND_ACTIONS:
        return _words(kind), "", KIND_ACTIONS[kind]
    if kind in KIND_WORDS:
        return KIND_WORDS[kind], "", ""
    if kind == "main_action":
        words = {"defend": "Defend", "heal": "Heal an ally", "claw_move": "Dig 1 square"}
        return words.get(name, _words(name)), "", "main"
    if kind == "maneuver":
        words = {"stand_up": "Stand up", "catch_breath": "Catch breath", "dig": "Dig",
                 "aid_attack": "Aid attack", "drop_prone": "Drop prone", "release": "Let go",
                 "move_held": "Move held creature", "grab": "Grab", "escape_grab": "Escape grab",
                 "heave": "Heave object", "assist_test": "Assist a test",
                 "use_consumable": "Use consumable", "claw_dirt": "Claw dirt", "pull_up": "Pull up"}
        return words.get(name, _words(name)), "", "maneuver"
    return _words(kind), "", ""


def _words(name: str) -> str:
    """An action's short name from its id ("break_free" -> "Break free"): the same for every
    target, so one entry stands for all of them (the options' own labels go in the tooltip)."""
    return name.replace("_", " ").strip().capitalize() or "?"


def build_groups(battle: Battle, options: tuple[Option, ...]) -> tuple[list[ActionGroup], list[Option], Option | None]:
    """(action bar groups, move options, the end-turn option) for a turn decision.

    Every ability the creature could use on a turn gets a group, in a fixed order (its own
    abilities as listed, then the standard ones), so its number key never changes during the
    battle (`BarMemory` does the same for the other actions); a group without options is shown
    greyed out. Abilities are numbered in the bar, other actions
    within their menu (`ActionGroup.category`)."""
    groups: dict[str, ActionGroup] = {}
    moves: list[Option] = []
    end: Option | None = None
    for aid in _turn_abilities(battle):
        label, ability, action = _title(f"ability:{aid}", battle, Option("ability"))
        groups[f"ability:{aid}"] = ActionGroup(f"ability:{aid}", label, "ability", [], ability, "", action)
    for opt in options:
        if opt.kind == "end_turn":
            end = opt
            continue
        if opt.kind == "move":
            moves.append(opt)
            continue
        key = group_key(opt)
        if key not in groups:
            label, ability, action = _title(key, battle, opt)
            groups[key] = ActionGroup(key, label, key.partition(":")[0], [], ability, "", action)
        groups[key].options.append(opt)
    ordered = sorted(groups.values(), key=lambda g: (ORDER.get(g.kind, 5), _ability_rank(battle, g)))
    number_keys(ordered)
    return ordered, moves, end


def number_keys(groups: list[ActionGroup]) -> None:
    """Give each group the number key of its place in its category (1-9, then 0; none after)."""
    counts: dict[str, int] = {}
    for g in groups:
        n = counts.get(g.category, 0)
        counts[g.category] = n + 1
        g.hotkey = HOTKEYS[n] if n < len(HOTKEYS) else ""


def _turn_abilities(battle: Battle) -> list[str]:
    """Abilities the acting creature may use on its own turn, own ones first, then the standard
    ones of the ruleset."""
    c = battle.creatures.get(battle.current)
    if c is None:
        return []
    standard = battle.rules.standard_abilities
    out = []
    for aid in list(c.abilities) + [a for a in standard if a not in c.abilities]:
        ability = battle.abilities.get(aid)
        if ability is not None and getattr(ability, "action", "main") not in ("triggered", "free_triggered", "move"):
            out.append(aid)
    return out


def _ability_rank(battle: Battle, g: ActionGroup) -> tuple:
    """The creature's own abilities in its listed order (signature first), then the standard ones."""
    if g.kind != "ability":
        return (0, g.label)
    order = _turn_abilities(battle)
    return (order.index(g.ability) if g.ability in order else 100, g.label)
