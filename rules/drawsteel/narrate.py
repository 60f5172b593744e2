"""Readable sentences from Draw Steel events, for the battle log (CLI and client alike)."""
from __future__ import annotations

from typing import Iterable, Iterator

from ..core.battle import Battle
from ..core.board import BoardObject
from ..core.events import Event
from ..core.targets import object_id
from ..core.threat import squares_text
from .position.directions import COMPASS, heading  # noqa: F401 (re-exported)
from .director.narrate import director_line
from .objectives.narrate import line as objective_line

DURATION_WORDS = {"eot": "until the end of its next turn", "save": "save ends",
                  "end_of_encounter": "until the encounter ends", "dying": "while dying",
                  "until_removed": ""}
"""How the log tells how long a condition lasts (never the engine's own words)."""
PAST_TENSE = {"push": "pushed", "pull": "pulled", "slide": "slid"}
"""How the log tells each kind of forced movement."""


class Narrator:
    def __init__(self, battle: Battle) -> None:
        self.battle = battle
        self.last_at: dict[str, tuple] = {}
        """Where each creature was last told to be (for what it slammed into)."""

    def name(self, cid: str) -> str:
        if cid in self.battle.creatures:
            return self.battle.creatures[cid].name
        obj = self._object(cid)
        if obj is not None:
            return obj.name or f"the {obj.material} object"
        return {"terrain": "the terrain", "falling": "the fall", "bleeding": "bleeding"}.get(cid, cid)

    def _object(self, cid: str) -> BoardObject | None:
        """The board object an event names, broken ones too (None if there is none)."""
        cid = object_id(cid)
        return self.battle.objects.get(cid) or next(
            (o for o in self.battle.board.objects if o.id == cid), None)

    def _thing(self, d: dict) -> str:
        """A board object as a player sees it: its material and its name, never its id."""
        obj = self._object(d["object"])
        return f"the {d['material']} {obj.name if obj is not None and obj.name else 'object'}"

    def _stamina(self, cid: str, value: int) -> str:
        """Stamina as the log tells it: below 0 a hero is 'N past 0' (dying), anything else 0."""
        c = self.battle.creatures.get(cid)
        if c is not None and getattr(c, "squad", ""):
            return f"squad pool {max(0, value)}"
        if value >= 0:
            return f"Stamina {value}"
        if c is not None and c.hero:
            return f"Stamina {-value} past 0"
        return "Stamina 0"

    def _solid(self, d: dict) -> str:
        """What a slam 'into the ground' hit, as a player sees it: the map's edge, the ground
        below, or a wall."""
        x, y, z = d["at"]
        c = self.battle.creatures.get(d["creature"])
        n = c.squares if c is not None else 1
        board = self.battle.board
        if not (board.inside(x, y) and board.inside(x + n - 1, y + n - 1)):
            return "the edge of the map"
        before = self.last_at.get(d["creature"])
        if before is not None and z < before[2] and (x, y) == tuple(before[:2]):
            return "the ground"
        return "a wall"

    def line(self, e: Event) -> str | None:
        d = e.to_dict()
        k = d["kind"]
        n = self.name
        if k in ("moved", "force_moved") and d.get("path"):
            self.last_at[d["creature"]] = tuple(d["path"][-1])
        if k == "combat_started":
            return "Combat begins." + (f" Surprised: {', '.join(n(c) for c in d['surprised'])}." if d["surprised"] else "")
        if k == "first_side_rolled":
            return f"The d10 for the first side shows {d['roll']}: the {d['chooser']} decide who starts."
        if k == "first_side_chosen":
            return f"The {d['side']} act first."
        if k == "round_started":
            return f"--- Round {d['round']} ---"
        if k == "turn_started":
            return f"{n(d['creature'])} takes a turn."
        if k == "moved" and d["cost"] == 0 and d["mode"] == "climb" and not d["shift"]:
            return None  # the step onto a creature's back: told by the got_on line that follows
        if k == "moved":
            how = "shifts" if d["shift"] else {"fly": "flies", "climb": "climbs", "swim": "swims",
                                               "burrow": "burrows",
                                               "carried": "is carried"}.get(d["mode"], "moves")
            return f"  {n(d['creature'])} {how} {heading(d['path'][0], d['path'][-1])} ({d['cost']} movement)."
        if k == "ability_used":
            others = [t for t in d["targets"] if t != d["creature"]]
            targets = ", ".join(n(t) for t in d["targets"]) if others else ""
            return f"  {n(d['creature'])} uses {d['name']}" + (f" on {targets}." if targets else ".")
        if k == "power_rolled":
            parts = [f"{n(r['target'])}: {r['total']} -> tier {r['tier']}" +
                     (f" [{'; '.join(r['why'])}]" if r["why"] else "") for r in d["results"]]
            dice = "+".join(str(x) for x in d["dice"])
            crit = " Critical!" if d["critical"] else ""
            return f"    Power roll {dice} {d['bonus']:+d}: " + ", ".join(parts) + "." + crit
        if k == "test_made":
            dice = "+".join(str(x) for x in d["dice"])
            why = f" [{'; '.join(d['why'])}]" if d["why"] else ""
            article = "an" if d["characteristic"][:1] in "aeiou" else "a"
            return (f"    {n(d['creature'])} makes {article} {d['characteristic'].title()} test to {d['purpose']}: "
                    f"{dice} {d['bonus']:+d} = {d['total']} -> tier {d['tier']}{why}.")
        if k == "tier_chosen":
            return f"    {n(d['creature'])} settles for tier {d['tier']}."
        if k == "damaged":
            kind = "" if d["damage_type"] == "untyped" else f" {d['damage_type']}"
            if d["amount"] == 0 and d["raw"] > 0:
                return f"    {n(d['target'])} shrugs off {d['raw']}{kind} damage (immune)."
            return f"    {n(d['target'])} takes {d['amount']}{kind} damage ({self._stamina(d['target'], d['stamina'])})."
        if k == "healed":
            return f"    {n(d['target'])} regains {d['amount']} Stamina (now {d['stamina']})."
        if k == "force_moved":
            moved = PAST_TENSE.get(d["movement"], d["movement"])
            return f"    {n(d['creature'])} is {moved} {heading(d['path'][0], d['path'][-1])}."
        if k == "summoned":
            return f"    {n(d['by'])} summons {n(d['creature'])}, who joins the fight close by."
        if k == "teleported":
            return f"    {n(d['creature'])} vanishes and reappears {heading(d['start'], d['end'])} away."
        if k == "slammed":
            into = self._solid(d) if d["into"] == "ground" else ", ".join(n(x) for x in d["into"].split(","))
            return f"    {n(d['creature'])} slams into {into} for {d['damage']} damage."
        if k == "force_absorbed":
            return (f"    {n(d['creature'])} is dug in: the {d['movement']} {d['squares']} does not "
                    f"move it, and it takes 1 damage for each square instead.")
        if k == "hurled_through":
            return f"    {n(d['creature'])} is hurled through {self._thing(d)}."
        if k == "object_destroyed":
            thing = self._thing(d)
            return f"    {thing[0].upper()}{thing[1:]} is destroyed."
        if k == "fell":
            if not d["height"] and d["onto"]:  # pushed onto a creature level with its square
                return f"    {n(d['creature'])} lands on {n(d['onto'])} ({d['damage']} damage)."
            onto = f" onto {n(d['onto'])}" if d["onto"] else ""
            return f"    {n(d['creature'])} falls {squares_text(d['height'])}{onto} ({d['damage']} damage)."
        if k == "zone_created" and d.get("aura"):
            return f"    {d['name']} surrounds {n(d['owner'])} and will move with it."
        if k == "zone_created":
            until = f"until the end of round {d['ends_round']}" if d["ends_round"] else "for the rest of the fight"
            return f"    {d['name']} covers the ground around {n(d['owner'])} {until}."
        if k == "zone_ended":
            return f"  {d['name']} fades."
        if k == "falling_far":
            return (f"    {n(d['creature'])} plummets {d['start'][2] - d['now'][2]} squares "
                    f"and is still falling ({d['remaining']} to go).")
        if k == "condition_gained":
            how_long = DURATION_WORDS.get(d["duration"], "")
            return f"    {n(d['creature'])} is {d['condition']}" + (f" ({how_long})." if how_long else ".")
        if k == "condition_ended":
            return f"    {n(d['creature'])} is no longer {d['condition']} ({d['reason']})."
        if k == "state_changed":
            return f"    {n(d['creature'])} is {'now' if d['active'] else 'no longer'} {d['state']}."
        if k == "died":
            return f"    {n(d['creature'])} dies."
        if k == "knocked_out":
            return f"    {n(d['creature'])} is knocked out."
        if k == "burrowed":
            return f"  {n(d['creature'])} digs {heading(d['start'], d['end'])}."
        if k == "consumable_used":
            whom = "drinks" if d["target"] == d["creature"] else f"gives {n(d['target'])}"
            return f"  {n(d['creature'])} {whom} a {d['name']} ({d['left']} left)."
        if k == "hid":
            return f"  {n(d['creature'])} hides from {', '.join(n(o) for o in d['observers'])}."
        if k == "revealed":
            return (f"    {n(d['creature'])} is no longer hidden from "
                    f"{', '.join(n(o) for o in d['observers'])} ({d['reason']}).")
        if k == "concealment_changed":
            return f"    {n(d['creature'])} {'disappears into' if d['concealed'] else 'steps out of'} the murk."
        if k == "got_on":
            verb = "mounts" if d["how"] == "ride" else "climbs onto"
            return f"  {n(d['creature'])} {verb} {n(d['carrier'])}."
        if k == "got_off":
            return f"    {n(d['creature'])} is off {n(d['carrier'])} ({d['reason']})."
        if k == "note":
            return f"    {d['text']}"
        if k == "trigger_used":
            how = "free triggered action" if d["free"] else "triggered action"
            return f"  {n(d['creature'])} reacts ({d['trigger']}) with {d['name']}, a {how}."
        if k == "temporary_stamina_gained":
            kept = "" if d["total"] == d["amount"] else f" (keeps the larger pool: {d['total']})"
            return f"    {n(d['creature'])} gains {d['amount']} temporary Stamina{kept}."
        if k == "temporary_stamina_lost":
            return f"    {n(d['creature'])}'s {d['amount']} temporary Stamina fades with the end of the encounter."
        if k == "resource_changed":
            name = d["resource"] or "heroic resource"
            if d["amount"] >= 0:
                why = f" ({d['why']})" if d.get("why") else ""
                return f"    {n(d['creature'])} gains {d['amount']} {name}{why}: {d['total']} now."
            return f"    {n(d['creature'])} spends {-d['amount']} {name} ({d['total']} left)."
        if k == "damage_halved":
            return (f"    {n(d['source'])}'s response halves the damage to {n(d['creature'])}: "
                    f"{d['amount']} becomes {d['halved']}.")
        if k == "stamina_maximum_lowered":
            return (f"    {n(d['creature'])}'s Stamina maximum drops by {d['amount']} for this "
                    f"encounter (at most {d['cap']} now).")
        if k == "surges_changed":
            if d["amount"] > 0:
                plural = "s" if d["amount"] > 1 else ""
                return f"    {n(d['creature'])} gains {d['amount']} surge{plural} ({d['total']} now)."
            return f"    {n(d['creature'])} spends {-d['amount']} surge{'s' if d['amount'] < -1 else ''} " \
                   f"{d['reason']} ({d['total']} left)."
        if k == "combat_ended":
            return f"Combat ends: {d['winner']} win ({d['reason']})."
        return director_line(d, n) or objective_line(d, n)


def narrate(battle: Battle, events: Iterable[Event] | None = None) -> Iterator[str]:
    narrator = Narrator(battle)
    for e in battle.events if events is None else events:
        line = narrator.line(e)
        if line is not None:
            yield line
