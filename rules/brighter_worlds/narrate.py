"""Readable sentences from Brighter Worlds events for the battle log (CLI and client)."""
from __future__ import annotations

from ..core.narration import EventNarrator
from .creature import die_name
from .round.rounds import SURPRISE_SAVE
from .words import join_names, squares

CONDITION_WORDS = {"prone": "is knocked down", "held": "is held fast", "dazed": "is dazed",
                   "guarded": "braces for blows (Defend)",
                   "exposed": "is left open to a counter-blow"}
ENDED_WORDS = {"prone": "gets back up", "held": "breaks free", "dazed": "shakes off the daze",
               "guarded": "is no longer braced for blows", "exposed": "is no longer open"}


class Narrator(EventNarrator):
    def _combat_started(self, d: dict) -> str:
        lost = join_names([self.name(c) for c in d["surprised"]])
        return "The fight begins." + (f" Caught off guard, {lost} will not act in the first round."
                                      if lost else "")

    def _note(self, d: dict) -> str:
        return d["text"]

    def _cause(self, source: str) -> str:
        """" from burning ground" for harm from the world; '' when a creature did it."""
        return "" if not source or source in self.battle.creatures else f" from {source}"

    def _round_started(self, d: dict) -> str:
        return f"--- Round {d['round']} ---"

    def _turn_started(self, d: dict) -> str:
        return f"{self.name(d['creature'])} acts."

    def _moved(self, d: dict) -> str:
        verb = {"fly": "flies", "burrow": "burrows", "climb": "climbs"}.get(d["mode"], "moves")
        return f"  {self.name(d['creature'])} {verb} {squares(d['cost'])}."

    def _force_moved(self, d: dict) -> str:
        return f"  {self.name(d['creature'])} is shoved {squares(d['distance'])}."

    def _fell(self, d: dict) -> str | None:
        if d["height"] <= 0:
            return None
        if d["effective_height"] == 0:
            return f"  {self.name(d['creature'])} drops {squares(d['height'])} into deep water."
        return f"  {self.name(d['creature'])} falls {squares(d['height'])}."

    def _bw_attack(self, d: dict) -> str:
        me = self.battle.creatures.get(d["attacker"])
        names = [self.name(t) for t in d["targets"]]
        friends = [self.name(t) for t in d["targets"] if me is not None and t in self.battle.creatures
                   and self.battle.creatures[t].side == me.side]
        line = f"  {self.name(d['attacker'])} attacks {join_names(names)} with {d['name']}"
        return line + (f" (catching {join_names(friends)} as well)." if friends else ".")

    def _bw_damage_rolled(self, d: dict) -> str:
        dice = ", ".join(str(v) for v in d["rolled"])
        how = f" ({d['mode']}: {'; '.join(r[2:] for r in d['reasons'])})" if d["mode"] else ""
        target = self.name(d["target"])
        result = f"Armor {d['armor']}, " + (f"Grit -{d['grit_lost']} (now {d['grit']})" if d["grit_lost"]
                                             else "no Grit left")
        if d["direct"]:
            result += f", {d['direct']} Direct Damage to {d['attribute']}"
        elif not d["grit_lost"]:
            result = f"{target} turns the blow aside" + (f" (Armor {d['armor']})" if d["armor"] else "")
            return f"    Rolls {dice}, keeps {d['kept']}{how}: {result}."
        return f"    Rolls {dice}, keeps {d['kept']}{how} against {target}: {result}."

    def _bw_save(self, d: dict) -> str:
        who = self.name(d["creature"])
        die = die_name(d["die"])
        article = "an" if d["mode"] in ("enhanced", "impaired") else "a"
        how = f" {d['mode']}" if d["mode"] else ""
        why = f" ({'; '.join(r[2:] for r in d['reasons'])})" if d["mode"] and d["reasons"] else ""
        top = 4 if d["mode"] == "impaired" else max(d["die"], 12 if d["mode"] == "enhanced" else 0)
        hopeless = " (it cannot roll that high)" if d["needs"] > top else ""
        result = "passes" if d["passed"] else "fails"
        return (f"    {who} makes {article}{how} {d['attribute']} save ({die}){why} against {d['why']}: "
                f"rolls {d['roll']}, needs {d['needs']}{hopeless} — {result}.")

    def _bw_opposed_save(self, d: dict) -> str:
        a, r = self.name(d["actor"]), self.name(d["resister"])
        winner = a if d["actor_won"] else r
        if d["why"] == SURPRISE_SAVE:
            return (f"Before the first blow, {a} races {r} to act: DEX {d['actor_roll']} against "
                    f"{d['resister_roll']} — {winner} is quicker.")
        return (f"    {a} tries {d['why']}: {d['attribute']} {d['actor_roll']} against "
                f"{r}'s {d['resister_roll']} — {winner} wins.")

    def _bw_wounded(self, d: dict) -> str:
        extra = " at once, the damage overflowing the die" if d["overflow"] else self._cause(d["source"])
        return (f"    {self.name(d['creature'])} is Wounded{extra}: {d['attribute']} "
                f"{die_name(d['before'])} -> {die_name(d['after'])}.")

    def _state_changed(self, d: dict) -> str | None:
        if d["state"] != "incapacitated":
            return None
        if d["active"]:
            return f"  {self.name(d['creature'])} collapses, incapacitated."
        return f"  {self.name(d['creature'])} is back on their feet."

    def _died(self, d: dict) -> str:
        killer = d.get("killer", "")
        if killer in self.battle.creatures:
            return f"  {self.name(d['creature'])} is killed by {self.name(killer)}."
        return f"  {self.name(d['creature'])} dies{self._cause(killer)}."

    def _left_the_fight(self, d: dict) -> str:
        if d["how"] == "fled":
            return f"  {self.name(d['creature'])} breaks and flees the field."
        return f"  {self.name(d['creature'])} gives up the fight and surrenders."

    def _condition_gained(self, d: dict) -> str | None:
        words = CONDITION_WORDS.get(d["condition"])
        return f"    {self.name(d['creature'])} {words}." if words else None

    def _condition_ended(self, d: dict) -> str | None:
        words = ENDED_WORDS.get(d["condition"])
        return f"    {self.name(d['creature'])} {words}." if words else None

    def _combat_ended(self, d: dict) -> str:
        if d["winner"] == "draw":
            return f"The fight ends without a victor: {d['reason']}."
        return f"The {d['winner']} win: {d['reason']}."
