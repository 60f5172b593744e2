"""Readable sentences from this ruleset's events for the battle log (CLI and client)."""
from __future__ import annotations

from ..core.narration import EventNarrator

REACTION_WORDS = {"dodge": "dodges", "parry": "parries", "break_free": "tries to twist free",
                  "resist": "steels itself against the magic", "chase": "gives chase",
                  "hold": "holds on tight"}
MANEUVER_WORDS = {"draw": "draws the {}", "stand": "gets back up", "close": "closes on {}",
                  "cover": "takes cover", "shout": "shouts encouragement to {}",
                  "turn": "turns to face the danger", "lines": "throws grappling lines across to {}",
                  "antidote": "drinks an antidote", "persuaded": "talks {} into yielding",
                  "survey": "surveys the situation ({} bonus dice)"}


def _dice(d: dict) -> str:
    return " ".join(f"[{f}]" if f == 6 else str(f) for f in d["dice"])


class Narrator(EventNarrator):
    def _combat_started(self, d: dict) -> str:
        return "The fight begins: cards are drawn."

    def _zc_ambush(self, d: dict) -> str:
        if d["won"]:
            return f"The {d['side']} spring their ambush ({d['sneak']} against {d['watch']})."
        return f"The {d['side']} are spotted lying in wait ({d['sneak']} against {d['watch']})."

    def _zc_cards(self, d: dict) -> str:
        who = ", ".join(self.name(i) for i in d["holders"])
        back = f" (put back {', '.join(map(str, d['returned']))})" if d["returned"] else ""
        return f"  {who} draw{'s' * (len(d['holders']) == 1)} card {', '.join(map(str, d['kept']))}{back}."

    def _zc_order(self, d: dict) -> str:
        return "Card order: " + "; ".join(f"{card} {', '.join(self.name(i) for i in ids)}" for card, ids in d["order"]) + "."

    def _zc_swap(self, d: dict) -> str:
        how = {"agreed": "trade", "outmaneuvered": "outmaneuvers and takes the card of",
               "defended": "turns the defence into a trade with"}[d["why"]]
        if d["why"] == "agreed":
            return f"  {self.name(d['first'])} and {self.name(d['second'])} trade cards ({d['first_card']} and {d['second_card']})."
        return f"  {self.name(d['first'])} {how} {self.name(d['second'])}: now card {d['second_card']}, theirs {d['first_card']}."

    def _round_started(self, d: dict) -> str:
        return f"--- Round {d['round']} ---"

    def _turn_started(self, d: dict) -> str:
        return f"{self.name(d['creature'])} acts."

    def _zc_pool(self, d: dict) -> str:
        need = f", {d['needed']} needed" if d["needed"] else ""
        return (f"    {self.name(d['creature'])} rolls {_what(d['action'], d['purpose'])}: {_dice(d)} "
                f"— {d['successes']} success{'es' * (d['successes'] != 1)}{need}.")

    def _zc_declared(self, d: dict) -> str:
        return f"  {self.name(d['attacker'])} goes for {self.name(d['target'])} ({d['name']})."

    def _zc_reaction(self, d: dict) -> str:
        if not d["reaction"]:
            return f"  {self.name(d['creature'])} lets it come."
        return f"  {self.name(d['creature'])} {REACTION_WORDS.get(d['reaction'], d['reaction'])}."

    def _zc_attack(self, d: dict) -> str:
        why = f" ({', '.join(d['reasons'])})" if d["reasons"] else ""
        cancelled = f" less {d['defence']}" if d["defence"] else ""
        result = f"hits for Harm {d['harm']}" if d["hit"] and d["harm"] else ("hits" if d["hit"] else "fails")
        return f"  {d['name']}: {d['attack']} success(es){cancelled}, {d['needed']} needed{why} — {result}."

    def _zc_harm(self, d: dict) -> str:
        where = f" ({d['row']})" if d["row"] else f" ({d['points']} Harm points)"
        return f"    {self.name(d['creature'])} suffers {d['harm']} Harm {d['level']}{where}."

    def _zc_broken(self, d: dict) -> str:
        how = "collapses, broken" if d["harm"] == "physical" else "breaks and can fight no more"
        return f"  {self.name(d['creature'])} {how}."

    def _zc_restrained(self, d: dict) -> str:
        gag = ", a hand over the mouth" if d["gagged"] else ""
        return f"  {self.name(d['holder'])} pins {self.name(d['creature'])}{gag}."

    def _zc_freed(self, d: dict) -> str:
        return f"  {self.name(d['creature'])} is free of {self.name(d['holder'])}."

    def _zc_zone_moved(self, d: dict) -> str:
        how = {"fled": "is run down on the way to", "chased": "chases into", "lured": "is lured into",
               "climbed": "climbs into"}.get(d["why"], "moves into")
        return f"  {self.name(d['creature'])} {how} {d['end']}."

    def _zc_maneuver(self, d: dict) -> str:
        words = MANEUVER_WORDS.get(d["maneuver"], d["maneuver"])
        return f"  {self.name(d['creature'])} {words.format(d['detail'])}."

    def _zc_flee(self, d: dict) -> str:
        if d["escaped"]:
            return f"  {self.name(d['creature'])} gets away towards {d['toward']}."
        return f"  {self.name(d['creature'])} fails to get away."

    def _zc_fire(self, d: dict) -> str:
        if d["intensity"]:
            return f"  {self.name(d['creature'])} is burning (intensity {d['intensity']}, {d['progress']} put out)."
        return f"  {self.name(d['creature'])} puts out the flames."

    def _zc_poison(self, d: dict) -> str:
        return f"  {self.name(d['creature'])}: poison {d['why']} (next round {d['next_harm']})."

    def _zc_fear(self, d: dict) -> str:
        result = "holds firm" if d["passed"] else "is gripped by terror"
        return (f"  {self.name(d['creature'])} faces {self.name(d['source'])} (fear {d['fear']}, {d['position']}): "
                f"{d['successes']} success(es) — {result}.")

    def _left_the_fight(self, d: dict) -> str:
        how = "leaves the fight" if d["how"] == "fled" else "yields"
        return f"  {self.name(d['creature'])} {how}."

    def _combat_ended(self, d: dict) -> str:
        if d["winner"] == "draw":
            return f"The fight ends without a victor: {d['reason']}."
        return f"The {d['winner']} win: {d['reason']}."


def _what(action: str, purpose: str) -> str:
    """"Strike (at Sella Marsh)", "Finesse (get past the flames)": the skill rolled, then what
    for, without saying the skill twice ("strike for strike at ...")."""
    skill = action.replace("_", " ").capitalize()
    first, _, rest = purpose.partition(" ")
    if first.lower() == action.lower():
        return f"{skill} ({rest})" if rest else skill
    return f"{skill} ({purpose})" if purpose else skill
