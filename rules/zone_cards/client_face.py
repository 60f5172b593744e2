"""What the rules tell a screen: how much more Harm a creature can take as the bar (body boxes
for a hero, toughness for others), its Harm rows, card(s) and states as badges, which zones it
can move into and reach with its weapons, and the card order for a card strip."""
from __future__ import annotations

from pathlib import Path
from typing import Sequence

from ..core.battle import Battle
from ..core.board import BoardObject, Column
from ..core.creature import Creature
from ..core.events import Event
from ..core.ruleset import StripCard
from ..core.vitals import Vitals
from ..core.zones.reach import ZoneReach, zone_reach as build_reach
from .content.loader import DATA_DIR, Content, load_content
from .creature import ROW_SIZES, ZoneCardsCreature
from .events import HarmTaken
from .harm import room_left
from .place import IN_COVER, zone_name
from .cards.order import ORDER
from .round.budget import PER_TURN

def harm_rows(c: ZoneCardsCreature, kind: str) -> str:
    rows = c.rows(kind)
    return " ".join(f"{'■' * f}{'□' * (size - f)}" for f, size in zip(rows, ROW_SIZES))


def vitals(c: Creature) -> Vitals:
    z: ZoneCardsCreature = c  # type: ignore[assignment]
    badges: list[str] = []
    if z.cards:
        badges.append("Card " + ",".join(map(str, z.cards)))
    if z.hero:
        badges += [f"Body {harm_rows(z, 'physical')}", f"Mind {harm_rows(z, 'mental')}"]
    for flag, word in ((z.burning, f"Burning {z.burning}"), (z.poison, f"Poison {z.poison}"),
                       (z.tags.get("held_by"), "Held"), (z.tags.get(IN_COVER), "In cover"),
                       (z.tags.get("off_guard"), "Off guard"), (z.has("prone"), "Down"),
                       (z.bonus, f"+{z.bonus} dice")):
        if flag:
            badges.append(word)
    if z.hero:
        return Vitals("Body", room_left(z, "physical"), sum(ROW_SIZES), worn_at=2, worn_word="hurt",
                      badges=tuple(badges))
    return Vitals("Toughness", room_left(z), z.toughness, worn_at=z.toughness // 2, worn_word="hurt",
                  badges=tuple(badges))


def object_vitals(obj: BoardObject) -> Vitals:
    return Vitals("Sturdiness", obj.stamina, obj.stamina)


def vitals_after(bar: Vitals, ev: Event) -> Vitals:
    if isinstance(ev, HarmTaken) and not (bar.name == "Body" and ev.harm == "mental"):
        return bar.changed(current=ev.left)
    return bar


def hazard_note(col: Column) -> str:
    return f"{col.terrain}: dangerous ground"


def why_unusable(battle: Battle, cid: str, ability_id: str) -> str:
    c: ZoneCardsCreature = battle.creatures[cid]  # type: ignore[assignment]
    ability = battle.abilities.get(ability_id)
    if c.tags.get("held_by"):
        return "Held fast: break free first."
    if c.burning:
        return "On fire: put out the flames first."
    if battle.turn.get("slow_used") or c.slow <= 0:
        return "Your slow maneuver is spent this round."
    if ability is not None and ability.kind in ("melee", "ranged") and c.wielding != ability_id:
        return f"Draw the {ability.name} first (a fast maneuver)."
    return "No foe within its range from here."


def zone_reach(battle: Battle, cid: str) -> ZoneReach | None:
    zones = battle.zones
    c: ZoneCardsCreature | None = battle.creatures.get(cid)  # type: ignore[assignment]
    here = zone_name(battle, c) if c is not None and zones is not None else ""
    if zones is None or not here or c is None:
        return None
    moves = PER_TURN - int(battle.turn.get("used", 0)) if battle.current == cid else PER_TURN
    moves = min(moves, c.fast + c.slow)
    high = max((battle.abilities[w].high for w in c.weapons if w in battle.abilities), default=0)
    return build_reach(zones, here, max(0, moves), 0, high)


def check_content(paths: Sequence[Path]) -> Content:
    """The shipped content with these extra files or folders; raises a one-line ContentError."""
    return load_content([DATA_DIR] + [Path(p) for p in paths])



def turn_strip(battle: Battle) -> list[StripCard]:
    """The round's card order for the card strip: one entry per card (a group on one card
    once, a creature with several cards on each), marked done, now or waiting."""
    order = battle.data.get(ORDER, [])
    slot = next((f for f in reversed(battle.stack) if f.get("step") == "zc.slot"), None)
    turn = next((f for f in reversed(battle.stack) if f.get("step") == "zc.turn"), None)
    over = slot is None and any(f.get("step") == "zc.round" and f.get("phase") == "end" for f in battle.stack)
    at = int(slot["index"]) if slot is not None else (len(order) if over else -1)
    out = []
    for i, (card, ids) in enumerate(order):
        state = "done" if i < at else "now" if i == at and turn is not None else "waiting"
        out.append(StripCard(int(card), tuple(ids), state))
    return out
