"""What a game is set up with (ruleset, map, encounter, mode, seed, and for rules with a
party picker the heroes and their level) and building its battle.

Modes say who answers each side's decisions: a person at this screen or the AI. A mode names
the two sides Draw Steel has ("heroes", "monsters"); a ruleset whose sides are called otherwise
gets the same roles by position (its first side plays the heroes' part).
"""
from __future__ import annotations

import random
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

from rules.core.battle import Battle
from rules.core.board import Board
from rules.core.registry import UnknownRuleset, all_rulesets, find_encounter, first_ruleset, get_ruleset
from rules.core.ruleset import Ruleset

MODES: dict[str, dict[str, str]] = {
    "solo": {"heroes": "human", "monsters": "ai"},
    "solo-monsters": {"heroes": "ai", "monsters": "human"},
    "hotseat": {"heroes": "human", "monsters": "human"},
    "watch": {"heroes": "ai", "monsters": "ai"},
}
MODE_LABELS: dict[str, str] = {
    "solo": "Solo: you lead the heroes",
    "solo-monsters": "Solo: you lead the monsters",
    "hotseat": "Hot-seat: two players",
    "watch": "Watch: AI against AI",
}
TRAINING_GROUND = "Training Ground"
FOE_CHOICES = ("", "easy", "standard", "hard", "extreme")
"""The title screen's foes: the encounter's own, or a random encounter at a difficulty."""


class SetupError(ValueError):
    """The chosen map or encounter cannot be played; the message is one line."""


@dataclass
class MatchSetup:
    """Everything needed to start (or restart) a battle. `ruleset` is the id of the rules the
    player chose (None: the encounter's, else the first registered). `party` (hero template
    ids) and `level` are the title screen's party picker: an empty party fights the encounter's
    own heroes, and both only matter to rules that list heroes (`Ruleset.heroes`)."""
    map_path: str | None = None
    encounter: str | None = None
    mode: str = "solo"
    seed: int = field(default_factory=lambda: random.randrange(1, 100_000))
    ruleset: str | None = None
    party: list[str] = field(default_factory=list)
    level: int = 1
    difficulty: str = "normal"
    """How well the AI sides play: a key of `rules.ai.players.DIFFICULTY`."""
    auto_react: bool = False
    """React automatically: the AI answers a person's off-turn reactions (dodge, parry ...)."""
    foes: str = ""
    """"" fights the encounter's own foes; a difficulty ("standard"...) fights foes built at
    random by the rules' encounter budget (`Ruleset.build_encounter`): the title screen's
    "Random encounter"."""

    @property
    def map_name(self) -> str:
        return Path(self.map_path).stem.replace("_", " ").title() if self.map_path else TRAINING_GROUND

    def controller(self, side: str) -> str:
        """'human' or 'ai' for a side in this mode (by position for sides the mode does not
        name: the ruleset's first side takes the heroes' part)."""
        roles = MODES.get(self.mode, MODES["solo"])
        if side in roles:
            return roles[side]
        sides = ruleset_of(self).sides
        if side in sides and sides.index(side) < len(roles):
            return list(roles.values())[sides.index(side)]
        return "ai"

    def humans(self) -> list[str]:
        return [s for s, who in MODES.get(self.mode, MODES["solo"]).items() if who == "human"]

    def to_dict(self) -> dict:
        return asdict(self)

    @staticmethod
    def from_dict(d: dict) -> "MatchSetup":
        mode = str(d.get("mode", "solo"))
        party = d.get("party") or []
        level = d.get("level", 1)
        return MatchSetup(map_path=d.get("map_path") or None, encounter=d.get("encounter") or None,
                          mode=mode if mode in MODES else "solo", seed=int(d.get("seed", 0) or 0),
                          ruleset=str(d["ruleset"]) if d.get("ruleset") else None,
                          party=[str(p) for p in party] if isinstance(party, list) else [],
                          level=level if isinstance(level, int) and level > 0 else 1,
                          difficulty=_difficulty(d.get("difficulty")),
                          auto_react=d.get("auto_react") is True,
                          foes=str(d.get("foes") or "") if d.get("foes") in FOE_CHOICES else "")

    def same_game(self, seed: int | None = None) -> "MatchSetup":
        """This set-up again (the same rules, map, encounter, mode, party and level), with a new
        random seed unless one is given."""
        fresh = replace(self, party=list(self.party))
        fresh.seed = random.randrange(1, 100_000) if seed is None else seed
        return fresh


def _difficulty(value: object) -> str:
    """A saved difficulty, or "normal" for a missing or unknown one."""
    from rules.ai.players import DIFFICULTY
    return value if isinstance(value, str) and value in DIFFICULTY else "normal"


def ruleset_choices() -> dict[str, str]:
    """Ruleset id -> its title, in the order the registry lists them (the title screen's list)."""
    return {rules.id: rules.title for rules in window_rulesets()}


def window_rulesets() -> list[Ruleset]:
    """The rulesets the window can play (`Ruleset.in_window`), in the registry's order."""
    return [rules for rules in all_rulesets() if rules.in_window]


def ruleset_of(setup: MatchSetup) -> Ruleset:
    """The ruleset a set-up plays: the one chosen, else the encounter's, else the first."""
    if setup.ruleset:
        try:
            return get_ruleset(setup.ruleset)
        except UnknownRuleset:
            pass
    found = find_encounter(setup.encounter) if setup.encounter else None
    return found[0] if found is not None else first_window_ruleset()


def first_window_ruleset() -> Ruleset:
    """`window_rulesets()[0]`, loading no ruleset after it."""
    found = first_ruleset(lambda rules: rules.in_window)
    if found is None:
        raise IndexError("no ruleset can be played in the window")
    return found


def encounter_names(ruleset: str | None = None) -> dict[str, str]:
    """Encounter id -> display name, of one ruleset, or of every ruleset in the order the
    registry lists them."""
    chosen = [get_ruleset(ruleset)] if ruleset else window_rulesets()
    return {e.id: e.name for rules in chosen for e in rules.encounters().values()}


def own_map(encounter: str | None) -> str | None:
    """The shipped map an encounter was written for (its `map`, a file stem in maps/), if any."""
    found = find_encounter(encounter) if encounter else None
    stem = str(getattr(found[1], "map", "") or "") if found is not None else ""
    if not stem:
        return None
    from .assets import map_files
    return next((str(path) for path in map_files() if path.stem == stem), None)


def default_encounter(ruleset: str | None = None) -> str:
    """The first encounter of a ruleset (of the first ruleset when none is named)."""
    return next(iter(encounter_names(ruleset or first_window_ruleset().id)))


def training_ground(encounter: str | None = None, ruleset: str | None = None) -> Board:
    """The built-in board an encounter is fought on without a map: the encounter's ruleset's,
    else the named ruleset's, else the first ruleset's."""
    found = find_encounter(encounter) if encounter else None
    if found is not None:
        return found[0].training_ground()
    return ruleset_of(MatchSetup(ruleset=ruleset)).training_ground()


def battle_settings(setup: MatchSetup | None = None) -> dict:
    """Rules settings for a played game (people are asked about knock-outs; on hard the
    monsters play by their roles), with the party and level the player picked when the
    set-up's rules offer a party (`Ruleset.heroes`)."""
    settings: dict = {"ask_knock_out": True}
    if setup is not None and setup.difficulty == "hard":
        settings["roles"] = True  # the hard AI plays its monsters by their roles
    if setup is None or not ruleset_of(setup).heroes():
        return settings
    if setup.foes and ruleset_of(setup).build_encounter is not None:
        settings["random_foes"] = {"difficulty": setup.foes, "seed": setup.seed}
    if setup.party:
        settings["party"] = list(setup.party)
    if setup.level != 1:
        settings["level"] = setup.level
    return settings


def build_battle(setup: MatchSetup) -> Battle:
    """A fresh battle for this set-up, on its Tiled map or on the built-in training ground."""
    if setup.map_path:
        return _map_battle(setup)
    rules = ruleset_of(setup)
    encounter = setup.encounter or next(iter(rules.encounters()), None)
    if encounter is None:
        raise SetupError(f"the {rules.title} rules have no encounters yet")
    found = find_encounter(encounter)
    if found is None:
        raise SetupError(f"unknown encounter {encounter!r} (known: "
                         f"{', '.join(sorted(encounter_names()))})")
    try:
        return found[0].encounter_battle(encounter, setup.seed, settings=battle_settings(setup))
    except (KeyError, ValueError) as exc:
        raise SetupError(str(exc).strip("'\"")) from None


def _map_battle(setup: MatchSetup) -> Battle:
    try:
        from .maps import spawns
    except ImportError:
        raise SetupError("this build cannot load Tiled maps (game.maps.spawns is missing)") from None
    path = Path(setup.map_path or "")
    if not path.exists():
        raise SetupError(f"{path}: no such map file")
    try:
        return spawns.map_battle(str(path), encounter_id=setup.encounter, seed=setup.seed,
                                 settings=battle_settings(setup))
    except Exception as exc:  # map errors are reported as one line, never a traceback
        text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise SetupError(text if str(path) in text else f"{path}: {text}") from None
