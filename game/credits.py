"""Who made the rules Steelgrid plays, and the licences they are used under: shown in the game
(the title screen's Credits button) and kept word for word in README.md ("Licences and credits";
a test compares the two).

Authors are named only where the source documents name them; where they do not, the credit
points to the original's own SRD rather than guessing.
"""
from __future__ import annotations

from dataclasses import dataclass

CC_BY_SA = "CC BY-SA 4.0"
CC_BY_SA_LINK = "https://creativecommons.org/licenses/by-sa/4.0/"

DRAW_STEEL_NOTICE = ("Steelgrid is an independent product published under the DRAW STEEL Creator "
                     "License and is not affiliated with MCDM Productions, LLC. DRAW STEEL © 2024 "
                     "MCDM Productions, LLC.")
"""The notice the DRAW STEEL Creator License asks for, exactly as README.md gives it."""


SOUNDS_NOTE = ("The sound effects (assets/sounds/) are synthesised from sine waves and noise by "
               "tools/make_sounds.py: original work of the Steelgrid project, no recordings used.")
"""Where the sounds come from, shown in the credits and kept word for word in README.md."""


@dataclass(frozen=True)
class Credit:
    """One work the game draws on: its title, who made it, its licence (and the licence's
    address) and what the game took from it."""
    title: str
    author: str
    licence: str
    link: str
    use: str

    def lines(self) -> list[str]:
        out = [f"Author: {self.author}", f"Licence: {self.licence}"]
        if self.link:
            out[-1] += f" ({self.link})"
        return out + [self.use]


CREDITS: tuple[Credit, ...] = (
    Credit("Brighter Worlds", "see the original's SRD", CC_BY_SA, CC_BY_SA_LINK,
           "Its combat rules are adapted (with changes) as the brighter_worlds ruleset; all "
           "text is rewritten in our own words, and that adaptation (rules/brighter_worlds/, "
           "its content and its rules documents) is shared under the same licence."),
    Credit("Olde Swords Reign, 2nd edition", "see the original's SRD", CC_BY_SA, CC_BY_SA_LINK,
           "Its combat chapter is adapted (with changes) as the olde_swords ruleset; all text "
           "is rewritten in our own words, and that adaptation (rules/olde_swords/, its content "
           "and its rules documents) is shared under the same licence."),
)


def credits_html() -> str:
    """The credits for the in-game view (simple HTML for a pygame-gui text box)."""
    parts = ["<font color='#FFCE54'><b>DRAW STEEL</b></font>", DRAW_STEEL_NOTICE, ""]
    for c in CREDITS:
        parts.append(f"<font color='#FFCE54'><b>{c.title}</b></font>")
        parts.extend(c.lines())
        parts.append("")
    parts.append("Steelgrid's own code, maps and art are original work of the Steelgrid project.")
    parts.append(SOUNDS_NOTE)
    return "<br>".join(parts)


def credits_markdown() -> str:
    """The same credits as README.md holds them (below its DRAW STEEL notice)."""
    out: list[str] = []
    for c in CREDITS:
        author, licence, use = c.lines()
        out.append(f"- **{c.title}**. {author}. {licence}. {use}")
    return "\n".join(out)
