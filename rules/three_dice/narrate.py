"""Readable sentences from 3D events for the battle log (CLI and client)."""
from __future__ import annotations

import re

from ..core.narration import EventNarrator

CITATION = re.compile(r" \(003 [^)]*\)")

CONDITION_WORDS = {"prone": "is down on the ground", "dodging": "takes the Dodge action"}
ENDED_WORDS = {"prone": "gets back up"}
ACTION_WORDS = {"dash": "dashes", "disengage": "disengages", "rally": "rallies",
                "stabilise": "stabilises a fallen ally", "grapple": "hurls grappling hooks",
                "hide": "tries to hide"}


def _names(teller: EventNarrator, ids) -> str:
    names = [teller.name(i) for i in ids]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


class Narrator(EventNarrator):
    def _combat_started(self, d: dict) -> str:
        lost = _names(self, d["surprised"]) if d["surprised"] else ""
        return "The fight begins." + (f" Surprised: {lost}." if lost else "")

    def _td_initiative(self, d: dict) -> str:
        again = " again (tie)" if d["reroll"] else ""
        return f"  {_names(self, d['group'])} roll{'s' * (len(d['group']) == 1)} initiative{again}: {d['total']}."

    def _td_turn_order(self, d: dict) -> str:
        return "Turn order: " + "; ".join(_names(self, g) for g in d["order"]) + "."

    def _td_check(self, d: dict) -> str:
        against = f" against {d['target']}" if d["target"] else ""
        result = ("succeeds" if d["passed"] else "fails") if d["target"] else "rolls"
        article = "an" if d["what"][:1].lower() in "aeiou" else "a"
        return f"  {self.name(d['creature'])} makes {article} {d['what']} check: {d['total']}{against} — {result}."

    def _td_surprised(self, d: dict) -> str:
        return f"  {self.name(d['creature'])} is caught by surprise (Awareness {d['awareness']} against {d['stealth']})."

    def _note(self, d: dict) -> str:
        return f"  {d['text']}"

    def _round_started(self, d: dict) -> str:
        return f"--- Round {d['round']} ---"

    def _turn_started(self, d: dict) -> str:
        return f"{self.name(d['creature'])} acts."

    def _moved(self, d: dict) -> str:
        if d["mode"] == "rest":
            return f"  {self.name(d['creature'])} comes to rest where there is room."
        if d["cost"] == 0:
            return f"  {self.name(d['creature'])} closes in."
        verb = {"fly": "flies", "burrow": "burrows"}.get(d["mode"], "moves")
        return f"  {self.name(d['creature'])} {verb} {d['cost'] * 5} ft."

    def _td_zone_moved(self, d: dict) -> str:
        if d["under_way"]:
            return f"  {self.name(d['creature'])} is under way to {d['end']} ({d['under_way']} moves to go)."
        return f"  {self.name(d['creature'])} moves from {d['start']} to {d['end']}."

    def _td_zones_linked(self, d: dict) -> str:
        return f"  The hooks bite: {d['a']} and {d['b']} are joined."

    def _action_spent(self, d: dict) -> str | None:
        words = ACTION_WORDS.get(d["action"])
        return f"  {self.name(d['creature'])} {words}." if words else None

    def _td_attack(self, d: dict) -> str:
        how = {1: " with advantage", -1: " with disadvantage"}.get(d["mode"], "")
        why = f" ({'; '.join(CITATION.sub('', r[1:]) for r in d['reasons'])})" if d["reasons"] else ""
        cover = f" + {d['cover']} cover" if d["cover"] else ""
        result = "hits" if d["hit"] else "misses"
        kind = "opportunity attack" if d["opportunity"] else d["name"]
        return (f"  {self.name(d['attacker'])} attacks {self.name(d['target'])} ({kind}){how}{why}: "
                f"{'+'.join(map(str, d['kept']))} {d['modifier']:+d} = {d['total']} against armor "
                f"{d['armor']}{cover} — {result}.")

    def _td_empty_square(self, d: dict) -> str:
        return (f"  {self.name(d['attacker'])} strikes where {self.name(d['target'])} was last seen "
                f"and hits only air: an automatic miss.")

    def _td_provoked(self, d: dict) -> str:
        if d["taken"]:
            return f"  {self.name(d['mover'])} {d['why']}; {self.name(d['reactor'])} seizes the opening."
        return f"  {self.name(d['reactor'])} lets {self.name(d['mover'])} go."

    def _damaged(self, d: dict) -> str:
        return f"    {self.name(d['target'])} takes {d['amount']} {d['damage_type']} damage ({d['stamina']} hp left)."

    def _healed(self, d: dict) -> str:
        return f"    {self.name(d['target'])} regains {d['amount']} hit points ({d['stamina']} hp)."

    def _td_healing(self, d: dict) -> str:
        on = "" if d["target"] == d["user"] else f" on {self.name(d['target'])}"
        return f"  {self.name(d['user'])} uses {d['name']}{on}."

    def _td_rallied(self, d: dict) -> None:
        return None

    def _td_death_save(self, d: dict) -> str:
        result = "success" if d["success"] else "failure"
        return (f"  {self.name(d['creature'])} makes a death save: {d['total']} — {result} "
                f"({d['successes']} successes, {d['failures']} failures).")

    def _state_changed(self, d: dict) -> str | None:
        words = {"dying": "falls, dying", "stable": "is stable, though unconscious",
                 "conscious": "comes round"}.get(d["state"])
        return f"  {self.name(d['creature'])} {words}." if words else None

    def _left_the_fight(self, d: dict) -> str:
        return f"  {self.name(d['creature'])} tunnels away and leaves the fight."

    def _died(self, d: dict) -> str:
        return f"  {self.name(d['creature'])} dies."

    def _condition_gained(self, d: dict) -> str | None:
        words = CONDITION_WORDS.get(d["condition"])
        return f"    {self.name(d['creature'])} {words}." if words and d["condition"] != "dodging" else None

    def _condition_ended(self, d: dict) -> str | None:
        words = ENDED_WORDS.get(d["condition"])
        return f"    {self.name(d['creature'])} {words}." if words else None

    def _combat_ended(self, d: dict) -> str:
        if d["winner"] == "draw":
            return f"The fight ends without a victor: {d['reason']}."
        return f"The {d['winner']} win: {d['reason']}."
