"""The vocabulary of the rules: actions (what a pool is rolled for), the attribute each action
draws on, and the kinds of Harm. Shared by the content reader, the rules and the narration."""
from __future__ import annotations

ATTRIBUTES = ("body", "agility", "wits", "heart")
ACTION_ATTRIBUTE = {
    "strike": "body", "force": "body", "endure": "body",
    "shoot": "agility", "finesse": "agility", "sneak": "agility",
    "read": "wits", "track": "wits", "cast": "wits",
    "persuade": "heart", "intimidate": "heart",
}
"""Which attribute feeds each action's pool (docs/rules-decisions.md, card-initiative zone system)."""
ACTIONS = tuple(ACTION_ATTRIBUTE)
PHYSICAL_ATTRIBUTES = ("body", "agility")
HARM_KINDS = ("physical", "mental")
KINDS = ("hero", "npc", "beast")
"""Heroes keep Harm in rows; NPCs and beasts count Harm points."""
POSITIONS = ("controlled", "risky", "desperate")


def harm_kind_of(action: str) -> str:
    """Physical Harm takes dice from body and agility pools, mental Harm from wits and heart."""
    return "physical" if ACTION_ATTRIBUTE[action] in PHYSICAL_ATTRIBUTES else "mental"
