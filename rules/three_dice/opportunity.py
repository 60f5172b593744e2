"""003 Opportunity Attacks: a creature that moves out of a hostile creature's reach without
having taken the Disengage action gives it an opening; the foe may spend its reaction (one
until the start of its next turn, 003 Reactions) on a single melee attack. A surprised creature
cannot react (003 Surprise).

The `td.provoke` step asks each foe in turn, then carries on with what the mover was doing
(`then`, a frame pushed once every foe has answered, if the mover is still up)."""
from __future__ import annotations

from ..core.battle import Battle
from ..core.decisions import Decision, Option
from .attacking.attack import UNARMED, make_attack
from .attacking.geometry import feet_apart
from .attacking.targeting import can_act
from .creature import ThreeDiceCreature
from .events import ProvokedAttack


def can_react(battle: Battle, reactor: ThreeDiceCreature, mover: ThreeDiceCreature) -> bool:
    return reactor.side != mover.side and reactor.reaction and can_act(reactor) and mover.active


def strikes(battle: Battle, reactor: ThreeDiceCreature, mover: ThreeDiceCreature) -> list[Option]:
    """The reactor's melee attacks that reach the mover where it stands, and letting it go."""
    out = []
    feet = feet_apart(battle, reactor, mover)
    abilities = [battle.abilities[a] for a in reactor.abilities if a != UNARMED.id] + [UNARMED]
    for a in abilities:
        if a.melee and a.cost == "action" and (battle.zones is not None or (feet is not None and feet <= a.reach)):
            out.append(Option("opportunity", {"ability": a.id, "target": mover.id},
                              f"Opportunity attack on {mover.name} with {a.name}"))
    out.append(Option("decline", {"target": mover.id}, f"Let {mover.name} go"))
    return out


def provoke(battle: Battle, mover: ThreeDiceCreature, reactors: list[str], why: str,
            then: dict | None) -> None:
    """Queue the openings (then `then`) to run next."""
    battle.push({"step": "td.provoke", "mover": mover.id, "reactors": list(reactors), "why": why,
                 "then": then})


def provoke_step(battle: Battle, frame: dict, choice: Option | None) -> Decision | None:
    mover: ThreeDiceCreature = battle.creatures[frame["mover"]]  # type: ignore[assignment]
    if frame["reactors"]:
        reactor: ThreeDiceCreature = battle.creatures[frame["reactors"][0]]  # type: ignore[assignment]
        if not can_react(battle, reactor, mover):
            frame["reactors"].pop(0)
            return None
        if choice is None:
            return Decision("reaction", reactor.side, lambda r=reactor: strikes(battle, r, mover),
                            f"{mover.name} {frame['why']}: opportunity attack?", creature=reactor.id)
        answer(battle, reactor, mover, choice, frame["why"])
        frame["reactors"].pop(0)
        return None
    battle.pop()
    if frame.get("then") and mover.active:
        battle.push(dict(frame["then"]))
    return None


def answer(battle: Battle, reactor: ThreeDiceCreature, mover: ThreeDiceCreature, choice: Option,
           why: str) -> None:
    taken = choice.kind == "opportunity"
    battle.emit(ProvokedAttack(reactor.id, mover.id, taken, why))
    if taken:
        reactor.reaction = False
        aid = choice.args["ability"]
        ability = UNARMED if aid == UNARMED.id else battle.abilities[aid]
        make_attack(battle, reactor, ability, mover, opportunity=True)
