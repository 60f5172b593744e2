"""What the rules tell a screen: how much more Harm a creature can take as the bar (body boxes
for a hero, toughness for others), its Harm rows, card(s) and states as badges, which zones it
can move into and reach with its weapons, the card order for the card strip, the odds card
with the chance of each number of sixes, and what each answer to a pending reaction costs and
leaves of the attack's chance."""
from __future__ import annotations

from pathlib import Path
from typing import Sequence

from ..core.battle import Battle
from ..core.board import BoardObject, Column
from ..core.creature import Creature
from ..core.decisions import Decision
from ..core.events import Event
from ..core.forecast import AbilityPreview
from ..core.ruleset import StripCard
from ..core.vitals import Vitals
from ..core.zones.reach import ZoneReach, zone_reach as build_reach
from . import forecast as rules_forecast, stat_block
from .cards.order import ORDER, build_order
from .combat.attack import STEP as ATTACK_STEP, ability_of
from .combat.moves import FORCE_NAMES, move_of
from .content.loader import DATA_DIR, Content, load_content
from .creature import ROW_NAMES, ROW_SIZES, ZoneCardsCreature
from .events import HarmTaken
from .harm import room_left
from .odds import at_least, successes
from .place import IN_COVER, zone_name
from .round.budget import PER_TURN


def harm_rows(c: ZoneCardsCreature, kind: str) -> str:
    """The rows holding Harm of one kind, in words ("lesser 2/2, moderate 1/2"; "unhurt")."""
    rows = c.rows(kind)
    filled = [f"{name} {f}/{size}" for name, f, size in zip(ROW_NAMES, rows, ROW_SIZES) if f]
    return ", ".join(filled) or "unhurt"


def harm_boxes(c: ZoneCardsCreature, kind: str) -> str:
    """Every row of one kind as boxes for the tooltip: "lesser [x][ ] moderate [ ][ ] severe [ ]"."""
    rows = c.rows(kind)
    return "  ".join(f"{name} " + "[x]" * f + "[ ]" * (size - f) for name, f, size in zip(ROW_NAMES, rows, ROW_SIZES))


def describe_creature(battle: Battle, cid: str) -> str:
    """The stat block, with a hero's Harm rows drawn as boxes (NPCs count Harm points)."""
    html = stat_block.describe_creature(battle, cid)
    c: ZoneCardsCreature = battle.creatures[cid]  # type: ignore[assignment]
    if c.uses_points:
        return html
    html = html.replace(f"<br>Body {c.physical} Mind {c.mental}", "")  # the raw rows, shown below as boxes
    return (html + "<br><b>Harm</b> (in the row of its level; a full row pushes it up; past severe breaks)"
            f"<br>Body: {harm_boxes(c, 'physical')}<br>Mind: {harm_boxes(c, 'mental')}")


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
    once, a creature with several cards on each), marked done, now or waiting. Between rounds
    (while the heroes may trade cards) it is the order the cards now held will give."""
    slot = next((f for f in reversed(battle.stack) if f.get("step") == "zc.slot"), None)
    order = battle.data.get(ORDER, []) if slot is not None else build_order(battle)  # as now held
    turn = next((f for f in reversed(battle.stack) if f.get("step") == "zc.turn"), None)
    over = slot is None and any(f.get("step") == "zc.round" and f.get("phase") == "end" for f in battle.stack)
    at = int(slot["index"]) if slot is not None else (len(order) if over else -1)
    out = []
    for i, (card, ids) in enumerate(order):
        state = "done" if i < at else "now" if i == at and turn is not None else "waiting"
        out.append(StripCard(int(card), tuple(ids), state))
    return out


def reaction_choices(battle: Battle, decision: Decision) -> list[str]:
    """For each answer to a pending reaction: the attack's exact chance to hit after it (the
    rules put it in the decision's info) and what it costs."""
    chances = list(decision.info.get("hit_chances", ())) if decision.kind == "reaction" else []
    if len(chances) != len(decision.options):
        return ["" for _ in decision.options]
    t: ZoneCardsCreature | None = battle.creatures.get(decision.creature or "")  # type: ignore[assignment]
    cost = "spends the fast maneuver" if t is None or t.fast > 0 else "spends the slow maneuver (no fast one left)"
    return [f"the attack hits {round(float(p) * 100)}%" + (f"; {cost}" if o.args.get("reaction") else "")
            for p, o in zip(chances, decision.options)]


def decision_brief(battle: Battle, decision: Decision) -> str:
    """A line on what a pending reaction is about: who attacks whom, with what, and its pool."""
    info = decision.info
    a = battle.creatures.get(str(info.get("attacker", "")))
    t = battle.creatures.get(decision.creature or "")
    if decision.kind != "reaction" or a is None or t is None or "attack_dice" not in info:
        return ""
    frame = next((f for f in reversed(battle.stack) if f.get("step") == ATTACK_STEP), {})
    name = FORCE_NAMES.get(str(info.get("move")), ability_of(battle, frame["ability"]).name if frame else "an attack")
    need = int(info.get("needed", 1))
    why = f" ({', '.join(info['reasons'])})" if info.get("reasons") else ""
    return (f"{a.name} attacks {t.name} with {name}: {info['attack_dice']} dice, {need} six{'es' * (need > 1)} "
            f"needed{why}. Each six you roll cancels one of theirs; choose before the dice fall.")


def success_bands(dice: int, need: int, harm: int) -> tuple[tuple[str, float, str], ...]:
    """The exact chance of 1, 2 and 3 or more sixes on the attack's dice, and what each does
    against a target that does not react."""
    def outcome(k: int) -> str:
        return "a miss" if k < need else f"Harm {harm + k - need}" + ("+" if k == 3 else "")
    p = successes(dice)
    rows = [("1 six", float(p[1]) if dice >= 1 else 0.0, outcome(1)),
            ("2 sixes", float(p[2]) if dice >= 2 else 0.0, outcome(2)),
            ("3+ sixes", float(at_least(dice, 3)), outcome(3))]
    return tuple(rows)


def ability_preview(battle: Battle, user_id: str, ability_id: str, targets: list[str],
                    at: tuple | None = None) -> AbilityPreview:
    """The rules' odds card, with the chance of each number of sixes added under each target."""
    preview = rules_forecast.ability_preview(battle, user_id, ability_id, targets, at)
    user, ability = battle.creatures[user_id], ability_of(battle, ability_id)
    for odds in preview.targets:
        t = battle.creatures.get(odds.target)
        if t is not None:
            _, _, dice, _, need = rules_forecast.attack_odds(battle, user, t, ability_id, move_of(ability))
            odds.bands = tuple(odds.bands) + success_bands(dice, need, ability.damage)
    return preview


class ScreenForecast:
    """The rules' forecast (`forecast.py`) with what the screen adds: sixes on the odds card,
    and the cost and effect of each answer to a pending reaction."""
    ability_preview = staticmethod(ability_preview)
    tier_choices = staticmethod(reaction_choices)
    decision_brief = staticmethod(decision_brief)
    force_previews = staticmethod(rules_forecast.force_previews)
    move_warnings = staticmethod(rules_forecast.move_warnings)

    def __getattr__(self, name: str):
        return getattr(rules_forecast, name)


SCREEN_FORECAST = ScreenForecast()
