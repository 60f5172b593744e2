"""004 Attack Modifiers: what makes an attack enhanced (a d12 joins the roll, the highest
counts) or impaired (a lone d4 instead), and what does the same to a Direct Damage save.

Every source has a reason a player can read; a reason starts with "+" when it helps the roll
and "-" when it hurts it. Enhanced and impaired cancel each other out.
"""
from __future__ import annotations

from ...core.battle import Battle
from ...core.geometry import cells_on_segment, centre, cube, spaces_adjacent
from ..attributes import net_mode
from ..content.model import Attack
from ..creature import BrighterCreature

GANG_UP = 2
"""A creature already attacked this round by this many others is overwhelmed: its saves
against the next attacker's Direct Damage are impaired (see docs/rules-decisions.md)."""


def attack_reasons(battle: Battle, attacker: BrighterCreature, target: BrighterCreature,
                   attack: Attack, risky_won: bool = False, split: bool = False,
                   at: tuple | None = None) -> list[str]:
    """Why this attack on this target is enhanced or impaired, as "+ ..." / "- ..." lines."""
    pos = tuple(at) if at is not None else attacker.pos
    out: list[str] = []
    if risky_won:
        out.append("+ the risky move paid off")
    if unsuspecting(battle, target):
        out.append("+ the target is caught unawares")
    if pos[2] >= target.pos[2] + 1 and not attacker.aloft and attack.distance.kind != "burst":
        out.append("+ attacking from higher ground")
    if target.has("prone") and attack.distance.kind == "melee":
        out.append("+ the target is knocked down")
    if any(cond.name == "exposed" and cond.source == attacker.id for cond in target.conditions):
        out.append("+ the target fumbled a risky move against this attacker")
    if attack.distance.kind == "ranged" and in_cover(battle, pos, attacker.squares, target):
        out.append("- the target is partly behind cover")
    if _concealed(battle, target):
        out.append("- the target is hard to see")
    if attacker.has("dazed"):
        out.append("- the attacker is dazed")
    if attack.unarmed:
        out.append("- fighting unarmed")
    if split:
        out.append("- splitting the attack between two targets")
    return out


def mode_of(reasons: list[str]) -> int:
    return net_mode(any(r.startswith("+") for r in reasons), any(r.startswith("-") for r in reasons))


def save_reasons(battle: Battle, target: BrighterCreature, attacker_id: str) -> list[str]:
    """Why a Direct Damage save is enhanced or impaired (004 Direct Damage)."""
    out: list[str] = []
    if target.has("guarded"):
        out.append("+ focused on defence")
    others = [a for a in target.tags.get("attacked_by", ()) if a != attacker_id]
    if len(others) >= GANG_UP:
        out.append(f"- overwhelmed ({len(others)} others attacked it this round)")
    return out


def unsuspecting(battle: Battle, target: BrighterCreature) -> bool:
    """Caught unawares: a creature that lost the first round to surprise, during that round."""
    return battle.round == 1 and bool(target.tags.get("surprised"))


def engaged(battle: Battle, a: BrighterCreature, b: BrighterCreature) -> bool:
    """Two creatures are engaged when they stand next to each other and both are in the fight
    (a burrower beneath the ground is not)."""
    return a.active and b.active and spaces_adjacent(a.pos, a.squares, b.pos, b.squares) \
        and not a.tags.get("burrowed") and not b.tags.get("burrowed")


def in_cover(battle: Battle, pos: tuple, n: int, target: BrighterCreature) -> bool:
    """Part of the target is hidden from the attacker by walls or objects: a line from the
    attacker's centre to some corner of the target (at half its height) is blocked."""
    start = centre(pos, n)
    x, y, z = target.pos
    m = target.squares
    objects = battle.object_cells()
    own = set(cube(pos, n)) | set(cube(target.pos, m))
    h = z + m / 2
    inset = 0.15
    for px in (x + inset, x + m - inset):
        for py in (y + inset, y + m - inset):
            for cell in cells_on_segment(start, (px, py, h)):
                if cell not in own and (battle.board.is_solid(cell) or cell in objects):
                    return True
    return False


def _concealed(battle: Battle, target: BrighterCreature) -> bool:
    return any(battle.board.column(x, y).conceals
               for x in range(target.pos[0], target.pos[0] + target.squares)
               for y in range(target.pos[1], target.pos[1] + target.squares))
