"""Remembered answers on the battle screen: a question the player asked to be answered every
time is answered from the settings without being shown, and an "always ..." picked from a list
is written into the settings (the settings screen forgets them all)."""
from __future__ import annotations

from rules.core.battle import Battle
from rules.core.decisions import Decision
from rules.core.standing_answers import StandingAnswer

from ..pickers import ChoicePicker, Picker
from ..settings import Settings


def remembered_answer(settings: Settings, battle: Battle, decision: Decision) -> StandingAnswer | None:
    """The standing answer the player asked for, for this decision, if any."""
    for answer in battle.rules.standing_answers(battle, decision):
        if settings.recall(answer.question) == answer.answer:
            return answer
    return None


def picked_standing(picker: Picker | None) -> StandingAnswer | None:
    """The "always ..." just picked from a list, if that is how it was answered."""
    return picker.chosen_standing if isinstance(picker, ChoicePicker) else None
