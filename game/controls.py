"""Every control of the battle screen, listed once for the help page."""
from __future__ import annotations

CONTROLS: list[tuple[str, list[tuple[str, str]]]] = [
    ("Camera", [
        ("Arrows / WASD", "pan the board"),
        ("Drag with the mouse", "pan (left or middle button)"),
        ("Mouse wheel, + and -", "zoom"),
        ("C", "centre on the creature whose turn it is"),
        ("G / H", "grid lines / every square's height"),
    ]),
    ("Your turn", [
        ("Click a blue square", "walk there along the path shown (the number is its cost)"),
        ("Amber squares", "reachable only by spending your main action on a second move"),
        ("Red squares", "harmful ground (lava, fire...); the path's caption says what it would cost"),
        ("[ and ] or Shift+wheel", "choose the height when a square can be reached at several (fliers, climbers)"),
        ("1 - 9, 0", "pick an action from the bar; press again to use it"),
        ("Click a target", "select it and see the odds; click again or Enter to roll"),
        ("Tab / Shift+Tab", "next or previous target or option"),
        ("X", "disengage (shift one square without opportunity attacks)"),
        ("Ctrl+Z or U", "undo moves, until a die is rolled"),
        ("E", "end the turn (twice if the main action is unused)"),
        ("Esc or right click", "back out of a choice; with nothing to back out of, the menu"),
    ]),
    ("Choices", [
        ("Who acts next", "click a glowing token or a roster name (or 1 - 9)"),
        ("Forced movement", "diamonds mark every possible end square, red where something gets hit;"
                            " hover one to see the path, collisions, broken objects and falls"),
        ("Lists (tier, kill or knock out...)", "click or press the number; Enter takes the highlighted one"),
    ]),
    ("Game", [
        ("Space", "skip the animations that are playing"),
        ("F2", "animation speed (slow, normal, fast, very fast, instant)"),
        ("P", "pause the AI (watch mode)"),
        ("F5 / F9", "quick save / quick load"),
        ("F1", "this help"),
        ("F12", "save a screenshot (in the data folder's screenshots/)"),
        ("Esc", "menu: save, load, settings, quit"),
    ]),
    ("Reading the board", [
        ("Lighter ground", "is higher; a bright rim is a ledge, a dark band below it is the cliff face"),
        ("Token size", "tiny, small, medium and large creatures differ inside one square; size 2+ spans squares"),
        ("Ring colour", "blue heroes, red monsters; gold ring: whose turn it is; tick: has acted this round"),
        ("Bar under a token", "Stamina (orange when winded, red when dying); light blue: temporary Stamina"),
        ("Lifted token with an up badge", "a flier in the air, its shadow on the ground below"),
        ("Mound of earth with a down badge", "a burrower under the ground"),
        ("Small round badges", "conditions (hover the creature for details)"),
    ]),
]


def help_html() -> str:
    parts = []
    for title, rows in CONTROLS:
        parts.append(f"<font color='#FFCE54'><b>{title}</b></font>")
        for keys, what in rows:
            parts.append(f"<b>{keys}</b>: {what}")
        parts.append("")
    return "<br>".join(parts)
