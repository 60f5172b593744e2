"""The attack maneuvers and what each is rolled with (002 Typical Slow Maneuvers): Strike with a
melee weapon, Shoot with a ranged one, Cast a spell, a creature's breath, and the Force moves of
bare hands, each its own ability so every creature has them: a punch, a shove to the ground, a
grapple, a grapple with a hand over the mouth."""
from __future__ import annotations

from ..content.model import Ability

FORCE_MOVES = ("punch", "push", "grapple", "gag")
FORCE_ABILITIES = {
    "punch": Ability(id="punch", name="Punch", kind="melee", action="force", damage=1,
                     text="Bare hands, rolled with Force: one Harm."),
    "push": Ability(id="push", name="Shove Down", kind="melee", action="force", damage=1,
                    text="Force: the target falls to the ground; extra successes are Harm."),
    "grapple": Ability(id="grapple", name="Grapple", kind="melee", action="force", damage=1,
                       text="Force: the target is held until it breaks free."),
    "gag": Ability(id="gag", name="Grapple and Gag", kind="melee", action="force", damage=1,
                   text="Force, one more success needed: held, and a hand over its mouth."),
}
FORCE_NAMES = {move: a.name for move, a in FORCE_ABILITIES.items()}


def move_of(ability: Ability) -> str:
    if ability.id in FORCE_ABILITIES:
        return ability.id
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
