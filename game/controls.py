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
    ("The enemy's reach", [
        ("Hover a creature", "violet: where it could move this turn; red edge: where its close blows"
                             " could land; red brackets and a name: whom it could hit, with what"),
        ("T", "shade every square the other side could strike this turn (press again to hide)"),
        ("Hover a target you cannot pick", "the reason (too far, hidden, out of sight) and the line to it:"
                                           " a red cross where something solid cuts it"),
    ]),
    ("Your turn", [
        ("Click a blue square", "walk there along the path shown (the number is its cost)"),
        ("Pale blue squares", "at the start of a turn: where a second move (paid with the main action) could"
                              " end; clicking one makes both moves"),
        ("Amber squares", "reachable only by spending your main action on a second move"),
        ("Red squares", "harmful ground (lava, fire...); the path's caption says what it would cost"),
        ("[ and ] or Shift+wheel", "choose the height when a square can be reached at several (fliers, climbers)"),
        ("1 - 9, 0", "pick an ability from the bar (each keeps its number all battle); press again to use it"),
        ("R / Q / F", "menus of main actions, maneuvers and move actions (then a number); greyed: not now"),
        ("Click a target", "select it and see the odds; click again or Enter to roll"),
        ("Tab / Shift+Tab", "next or previous target or option"),
        ("X", "disengage (shift one square without opportunity attacks)"),
        ("Ctrl+Z or U", "undo moves, until a die is rolled"),
        ("E", "end the turn (twice if the main action is unused)"),
        ("Esc or right click", "back out of a choice; with nothing to back out of, the menu"),
    ]),
    ("Declaring first (Olde Swords Reign)", [
        ("Click a square", "declare where the creature moves (blue: within its Speed, amber: a Dash)"),
        ("Click the creature or S", "declare that it stays put"),
        ("Hover, then click a target", "declare the action aimed at it (the odds card shows the d20 chances);"
                                       " 1 - 9 pick from the list"),
        ("Arrows on the board", "dashed white: where each creature goes; red attack, violet spell,"
                                " green help, amber grapple/shove/disarm; a round icon: dodge, hide, dash..."),
        ("Enter or Lock in", "after the side's last declaration: reveal them all and roll"),
        ("U or Ctrl+Z", "take back the last declaration, until the side is locked in"),
        ("Enter or Resolve", "after reading the other side's revealed arrows: roll and play them out"),
    ]),
    ("Cards and reactions (Cards & Zones)", [
        ("Cards along the top", "the turn order, lowest card first: dimmed with a tick once played, gold while"
                                " being played; x3 is a pack on one card; hover a card for who holds it"),
        ("React? over your creature", "a foe has declared an attack: dodge, parry or let it come before the dice"
                                      " are rolled (each answer shows its dice, its cost and the chance to be hit)"),
        ("Gold dice", "the sixes of a rolled pool: each is a success; a defender's sixes cancel the attacker's"),
        ("Menu > Reactions", "let the AI answer your reactions for you (or start with --auto-react)"),
    ]),
    ("Choices", [
        ("Who acts next", "click a glowing token or a roster name (or 1 - 9)"),
        ("Forced movement", "diamonds mark every possible end square, red where something gets hit;"
                            " hover one to see the path, collisions, broken objects and falls"),
        ("Lists (tier, kill or knock out...)", "click or press the number; Enter takes the highlighted one"),
        ("Always ...", "answer that question so every time without asking (F3 settings: Forget them)"),
    ]),
    ("Game", [
        ("Space", "skip the animations that are playing"),
        ("F2", "animation speed (slow, normal, fast, very fast, instant)"),
        ("F3", "settings: speed, sound volume, colour-blind-safe sides, window size, remembered answers"),
        ("M", "sound on or off"),
        ("P", "pause the AI (watch mode)"),
        ("F5 / F9", "quick save / quick load"),
        ("F1", "this help"),
        ("F12", "save a screenshot (in the data folder's screenshots/)"),
        ("Esc", "menu: save, load, settings, quit"),
    ]),
    ("Replays (title screen: Replays; result screen: R)", [
        ("Right / Left", "the next line of the battle's log (animated) / the one before"),
        ("Down / Up", "the next round / the round before"),
        ("Home / End", "the start / the end"),
        ("Space", "play on by itself, or pause (F2: speed)"),
        ("Esc", "back to the list of saves"),
    ]),
    ("Reading the board", [
        ("Lighter ground", "is higher; a bright rim is a ledge, a dark band below it is the cliff face"),
        ("Token size", "tiny, small, medium and large creatures differ inside one square; size 2+ spans squares"),
        ("Ring colour", "blue heroes, red monsters (colour-blind-safe sides in F3: pale blue with a square,"
                        " dark orange with a triangle); gold ring: whose turn it is; tick: has acted this round"),
        ("Bar under a token", "Stamina or HP (orange when winded, red when dying); light blue: temporary Stamina"),
        ("Dark strip under the bar", "the hovered or acting creature's other numbers (AC, Fatigue, attribute dice)"),
        ("A small blade on a square", "a weapon knocked away or dropped, until its owner picks it up"),
        ("Dark contour lines", "a change of height (thicker for a bigger drop); hover a square for its height"
                               " and +/- the heights around it"),
        ("Square token", "a creature of size 2 or more, covering its whole space"),
        ("Tokens side by side with a x2 / x3 badge", "creatures sharing squares; hover for everyone there"),
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
