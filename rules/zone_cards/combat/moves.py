"""The attack maneuvers and what each is rolled with (002 Typical Slow Maneuvers): Strike with a
melee weapon, Shoot with a ranged one, Cast a spell, a creature's breath, and the Force moves of
bare hands (a punch, a push to the ground, a grapple, a grapple with a hand over the mouth)."""
from __future__ import annotations

from ..content.model import Ability

FORCE_MOVES = ("punch", "push", "grapple", "gag")
FISTS = Ability(id="fists", name="Bare Hands", kind="melee", action="force", damage=1,
                text="A punch or a kick: one Harm.")
FORCE_NAMES = {"punch": "Punch", "push": "Shove Down", "grapple": "Grapple",
               "gag": "Grapple and Gag"}


def move_of(ability: Ability, force: str = "") -> str:
    if force:
        return force
    return {"melee": "strike", "ranged": "shoot", "spell": "cast", "breath": "breath"}[ability.kind]


def attack_action(ability: Ability, move: str) -> str:
    return "force" if move in FORCE_MOVES else ability.action


def close_quarters(move: str) -> bool:
    """Fought hand to hand, in one zone (a parry is possible; cover must be closed on first)."""
    return move in ("strike",) + FORCE_MOVES


def reactions_against(move: str) -> tuple[str, ...]:
    """002 Dodging and Parrying, Holding and Wrestling, Casting Magic: what a defender may answer
    each attack with."""
    if move in ("grapple", "gag"):
        return ("dodge", "break_free")
    if close_quarters(move):
        return ("dodge", "parry")
    if move == "cast":
        return ("resist",)
    return ("dodge",)
