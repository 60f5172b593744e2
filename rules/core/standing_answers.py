"""Standing answers: a question the rules ask again and again (take the tier rolled? spend
surges? kill or knock out?) with an answer a player may ask to be given every time. The
ruleset says which of its decisions have them; the client offers "always ..." next to the
options and remembers the choice in the player's settings (issue 20 point 4)."""
from __future__ import annotations

from dataclasses import dataclass

from .decisions import Option


@dataclass(frozen=True)
class StandingAnswer:
    """One way to answer a recurring question without being asked.

    `question` names the question for the settings file, stable across battles and versions
    ("drawsteel:tier"); `answer` names this way of answering it ("rolled"); `label` says it to
    the player ("Always take the tier rolled"); `option` is what it means for the decision at
    hand (one of its legal options); `detail` says more where the label is short ("the fewest
    that kill ...")."""
    question: str
    answer: str
    label: str
    option: Option
    detail: str = ""
