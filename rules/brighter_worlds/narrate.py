"""Readable sentences from Brighter Worlds events for the battle log (CLI and client)."""
from __future__ import annotations

from ..core.narration import EventNarrator
from .creature import die_name

CONDITION_WORDS = {"prone": "is knocked down", "held": "is held fast", "dazed": "is dazed",
                   "guarded": "braces for blows (Defend)",
                   "exposed": "is left open to a counter-blow"}
ENDED_WORDS = {"prone": "gets back up", "held": "breaks free", "dazed": "shakes off the daze",
               "guarded": "is no longer braced for blows", "exposed": "is no longer open"}


class Narrator(EventNarrator):
    def _combat_started(self, d: dict) -> str:
        lost = ", ".join(self.name(c) for c in d["surprised"])
        return "The fight begins." + (f" Caught off guard, {lost} will not act in the first round."
                                      if lost else "")

    def _round_started(self, d: dict) -> str:
        return f"--- Round {d['round']} ---"

    def _turn_started(self, d: dict) -> str:
        return f"{self.name(d['creature'])} acts."

    def _moved(self, d: dict) -> str:
        verb = {"fly": "flies", "burrow": "burrows"}.get(d["mode"], "moves")
        n = d["cost"]
        return f"  {self.name(d['creature'])} {verb} {n} square{'s' * (n != 1)}."

    def _force_moved(self, d: dict) -> str:
        n = d["distance"]
        return f"  {self.name(d['creature'])} is shoved {n} square{'s' * (n != 1)}."

    def _fell(self, d: dict) -> str:
        if d["effective_height"] == 0 and d["height"] > 0:
            return f"  {self.name(d['creature'])} drops {d['height']} squares into deep water."
        return f"  {self.name(d['creature'])} falls {d['height']} square{'s' * (d['height'] != 1)}."

    def _bw_attack(self, d: dict) -> str:
        targets = ", ".join(self.name(t) for t in d["targets"])
        return f"  {self.name(d['attacker'])} attacks {targets} with {d['name']}."

    def _bw_damage_rolled(self, d: dict) -> str:
        dice = ", ".join(str(v) for v in d["rolled"])
        how = f" ({d['mode']}: {'; '.join(r[2:] for r in d['reasons'])})" if d["mode"] else ""
        target = self.name(d["target"])
        result = f"Armor {d['armor']}, Grit -{d['grit_lost']} (now {d['grit']})"
        if d["direct"]:
            result += f", {d['direct']} Direct Damage to {d['attribute']}"
        elif not d["grit_lost"]:
            result = f"{target} turns the blow aside" + (f" (Armor {d['armor']})" if d["armor"] else "")
            return f"    Rolls {dice}, keeps {d['kept']}{how}: {result}."
        return f"    Rolls {dice}, keeps {d['kept']}{how} against {target}: {result}."

    def _bw_save(self, d: dict) -> str:
        who = self.name(d["creature"])
        die = die_name(d["die"])
        how = f" {d['mode']}" if d["mode"] else ""
        result = "passes" if d["passed"] else "fails"
        article = "an" if d["mode"] == "enhanced" else "a"
        return (f"    {who} makes {article}{how} {d['attribute']} save ({die}) against {d['why']}: "
                f"rolls {d['roll']}, needs {d['needs']} — {result}.")

    def _bw_opposed_save(self, d: dict) -> str:
        a, r = self.name(d["actor"]), self.name(d["resister"])
        winner = a if d["actor_won"] else r
        return (f"    {a} tries {d['why']}: {d['attribute']} {d['actor_roll']} against "
                f"{r}'s {d['resister_roll']} — {winner} wins.")

    def _bw_wounded(self, d: dict) -> str:
        extra = " at once, the damage overflowing the die" if d["overflow"] else ""
        return (f"    {self.name(d['creature'])} is Wounded{extra}: {d['attribute']} "
                f"{die_name(d['before'])} -> {die_name(d['after'])}.")

    def _state_changed(self, d: dict) -> str | None:
        if d["state"] != "incapacitated":
            return None
        if d["active"]:
            return f"  {self.name(d['creature'])} collapses, incapacitated."
        return f"  {self.name(d['creature'])} is back on their feet."

    def _died(self, d: dict) -> str:
        return f"  {self.name(d['creature'])} is killed."

    def _left_the_fight(self, d: dict) -> str:
        if d["how"] == "fled":
            return f"  {self.name(d['creature'])} breaks and flees the field."
        return f"  {self.name(d['creature'])} throws down its weapons and surrenders."

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
