"""Readable sentences from Olde Swords Reign events for the battle log (CLI and client)."""
from __future__ import annotations

from ..core.narration import EventNarrator

FUMBLE_WORDS = {"drop": "drops the weapon", "slip": "slips and falls"}
CONDITION_WORDS = {"prone": "is knocked prone", "dodging": "dodges", "grappled": "is grappled",
                   "helped": "is helped (EDGE on the next roll)", "stable": "is stable",
                   "hidden": "hides", "blinded": "is blinded by grit"}


TRIGGER_WORDS = {"foe_in_reach": "a foe comes within reach", "foe_casts": "a foe casts a spell"}
FREE_WORDS = {"pick_up": "picks up the dropped weapon", "draw": "draws a spare weapon",
              "potion": "drinks a healing potion"}
STUNT_WORDS = {"hurl": "to throw a foe over the edge", "grit": "throwing grit", "leap": "a leap"}


class Narrator(EventNarrator):
    def _combat_started(self, d: dict) -> str:
        return "The fight begins."

    def _os_first_contact(self, d: dict) -> str:
        how = "is quick off the mark" if d["passed"] else "is slow to react"
        return f"First contact: {self.name(d['creature'])} rolls {d['total']} and {how}."

    def _round_started(self, d: dict) -> str:
        return f"--- Round {d['round']} ---"

    def _os_phase(self, d: dict) -> str:
        who = "The quickest heroes" if d["first"] else f"The {d['side']}"
        return f"{who} declare."

    def _os_declared(self, d: dict) -> str:
        bits = [self.name(d["creature"]), "declares"]
        if d["to"]:
            bits.append("a move and")
        bits.append(d["action"].replace("_", " "))
        used = self._ability_name(d.get("ability", ""))
        if used and d["action"] == "cast":
            bits.append(used)
        if d["target"]:
            bits.append(f"on {self.name(d['target'])}")
        if used and d["action"] == "attack":
            bits.append(f"with {used}")
        return " ".join(bits) + "."

    def _ability_name(self, ability: str) -> str:
        found = self.battle.abilities.get(ability) if ability else None
        return getattr(found, "name", "") if found is not None else ""

    def _os_declaration_lost(self, d: dict) -> str:
        return f"{self.name(d['creature'])}'s {d['action'].replace('_', ' ')} is lost: {d['why']}."

    def _moved(self, d: dict) -> str:
        verb = {"fly": "flies", "burrow": "burrows", "leap": "leaps"}.get(d["mode"], "moves")
        n = d["cost"]
        return f"{self.name(d['creature'])} {verb} {n} square{'s' * (n != 1)}."

    def _os_d20(self, d: dict) -> str:
        extra = f" and {'+' if d['edge'] > 0 else '-'}{sum(d['d6s'])} ({', '.join(d['reasons'])})" if d["d6s"] else ""
        verdict = "succeeds" if d["success"] else "fails"
        target = f" against {self.name(d['target'])}" if d["target"] else ""
        return (f"{self.name(d['creature'])}'s {d['purpose']}{target}: d20 {d['d20']} {d['bonus']:+d}{extra}"
                f" = {d['total']} vs {d['against']}, {verdict}.")

    def _os_damage(self, d: dict) -> str:
        if self._heals(d["ability"]):
            return f"{self.name(d['attacker'])} rolls {d['total']} for healing."
        crit = "Critical! " if d["critical"] else ""
        return f"{crit}{self.name(d['attacker'])} rolls {d['total']} damage."

    def _heals(self, ability: str) -> bool:
        """A potion or a healing spell: its roll is HP regained, not damage dealt."""
        if ability == "potion":
            return True
        found = self.battle.abilities.get(ability)
        return found is not None and getattr(found, "kind", "") == "spell_heal"

    def _damaged(self, d: dict) -> str:
        return f"{self.name(d['target'])} takes {d['amount']} (HP {d['stamina']})."

    def _healed(self, d: dict) -> str:
        return f"{self.name(d['target'])} regains {d['amount']} HP (HP {d['stamina']})."

    def _os_fumble(self, d: dict) -> str:
        if d["what"] == "ally":
            hit = f" and strikes {self.name(d['ally'])}" if d["ally"] else ", but nobody is close"
            return f"Fumble! {self.name(d['creature'])} swings wild{hit}."
        return f"Fumble! {self.name(d['creature'])} {FUMBLE_WORDS[d['what']]}."

    def _os_weapon_landed(self, d: dict) -> str:
        where = f" flies {d['feet']} ft" if d["feet"] else " falls to the ground"
        return f"{self.name(d['owner'])}'s weapon{where}."

    def _os_dying(self, d: dict) -> str:
        less = f" -{d['fatigue']}" if d["fatigue"] else ""
        return (f"{self.name(d['creature'])} rolls {d['dice'][0]}+{d['dice'][1]}{less} = {d['total']}"
                f" on the dying table: {d['row']}.")

    def _os_fatigue(self, d: dict) -> str:
        return f"{self.name(d['creature'])} gains Fatigue ({d['fatigue']}): {d['why']}."

    def _os_opportunity(self, d: dict) -> str:
        return f"{self.name(d['attacker'])} strikes at {self.name(d['target'])} as it leaves."

    def _turn_started(self, d: dict) -> None:
        return None

    def _turn_ended(self, d: dict) -> None:
        return None

    def _os_readied(self, d: dict) -> str:
        trigger = TRIGGER_WORDS.get(d["trigger"], d["trigger"])
        return f"{self.name(d['creature'])} readies an attack for when {trigger}."

    def _os_ready_fired(self, d: dict) -> str:
        return f"{self.name(d['creature'])}'s readied attack goes off at {self.name(d['target'])}."

    def _os_free_action(self, d: dict) -> str:
        return f"{self.name(d['creature'])} {FREE_WORDS.get(d['what'], d['what'])}."

    def _os_improvised(self, d: dict) -> str:
        how = "and it works" if d["success"] else "but it fails"
        on = f" on {self.name(d['target'])}" if d["target"] else ""
        return f"{self.name(d['creature'])} tries {STUNT_WORDS.get(d['stunt'], d['stunt'])}{on}, {how}."

    def _os_hazard(self, d: dict) -> str:
        cause = "the fall" if d["cause"] == "fall" else "the burning ground"
        return f"{self.name(d['creature'])} takes {d['total']} from {cause}."

    def _fell(self, d: dict) -> str:
        n = d["height"]
        return f"{self.name(d['creature'])} falls {n} square{'s' * (n != 1)}."

    def _os_broke(self, d: dict) -> str:
        return f"The foes break: {d['why']}."

    def _state_changed(self, d: dict) -> str | None:
        if d["state"] == "dying":
            return f"{self.name(d['creature'])} {'falls, dying' if d['active'] else 'is back up'}."
        return None

    def _died(self, d: dict) -> str:
        return f"{self.name(d['creature'])} dies."

    def _left_the_fight(self, d: dict) -> str:
        return f"{self.name(d['creature'])} {d['how']}."

    def _condition_gained(self, d: dict) -> str | None:
        words = CONDITION_WORDS.get(d["condition"])
        return f"{self.name(d['creature'])} {words}." if words else None

    def _force_moved(self, d: dict) -> str:
        return f"{self.name(d['creature'])} is shoved back."

    def _combat_ended(self, d: dict) -> str:
        return f"The fight is over: {d['reason']}."
