"""Every EDGE and SETBACK on an attack, with its reason (RULES-NOTES: prone; 001 Combat Actions:
Dodge and Improvise; 001 Attacks & Damage: partial cover; rules-decisions: deep water)."""
from __future__ import annotations

from ...core.battle import Battle
from ...core.geometry import Cell
from ..content.model import Ability
from ..creature import OldeCreature
from ..rolls import Reason
from ..hazards.water import floundering
from .cover import PARTIAL, cover

DODGING = "dodging"
BLINDED = "blinded"
"""001 Combat Actions, Improvise (grit in the eyes): SETBACK on the blinded creature's attacks."""
PRONE = "prone"


def attack_reasons(battle: Battle, attacker: OldeCreature, at: Cell, target: OldeCreature,
                   ability: Ability) -> list[Reason]:
    reasons: list[Reason] = []
    if floundering(battle, attacker):
        reasons.append((-1, "fighting from deep water"))
    if attacker.has(BLINDED):
        reasons.append((-1, "grit in the eyes"))
    if attacker.has(PRONE):
        reasons.append((-1, "attacking from the ground"))
    if target.has(PRONE):
        reasons.append((1, "target prone") if ability.melee else (-1, "target prone, out of the line of shot"))
    if target.has(DODGING):
        reasons.append((-1, "target dodging"))
    if cover(battle, attacker, at, target) == PARTIAL:
        reasons.append((-1, "partial cover"))
    return reasons
