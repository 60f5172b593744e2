"""Every creature of the Draw Steel roster, and of every other ruleset's content, wears its own
emblem on its token, never the initials crest kept for creatures the game has no art for; the
Draw Steel PNGs under assets/tokens/ are the ones the code paints (tools/make_tokens.py was
re-run)."""
from __future__ import annotations

import pygame

from game.assets import TOKENS
from game.render.emblems import EMBLEMS
from game.render.token_art import portrait
from rules.core.registry import all_rulesets
from rules.drawsteel.content.loader import default_content

SIZE = 64


def roster() -> dict[str, str]:
    return {c.id: c.name for c in default_content().creatures.values()}


def test_every_roster_creature_has_an_emblem_of_its_own():
    missing = sorted(set(roster()) - set(EMBLEMS))
    assert not missing, f"creatures drawn with the initials crest: {missing}"


def test_every_creature_of_every_ruleset_has_an_emblem():
    missing = {r.id: sorted(set(r.load_content().creatures) - set(EMBLEMS)) for r in all_rulesets()}
    assert not any(missing.values()), f"creatures drawn with the initials crest: {missing}"


def test_no_two_creatures_share_an_emblem_or_a_tint():
    drawers = [draw for _, draw in EMBLEMS.values()]
    tints = [tint for tint, _ in EMBLEMS.values()]
    assert len(set(drawers)) == len(drawers)
    assert len(set(tints)) == len(tints)


def test_an_emblem_is_not_the_initials_crest():
    """The crest is what an unknown creature gets; a roster creature's portrait differs from it."""
    cid = "barrow_husk"
    crest = portrait("", SIZE, roster()[cid])
    art = portrait(cid, SIZE, roster()[cid])
    assert pygame.image.tobytes(art, "RGBA") != pygame.image.tobytes(crest, "RGBA")


def test_shipped_token_pngs_match_the_painted_portraits():
    stale = []
    for cid, name in roster().items():
        path = TOKENS / f"{cid}.png"
        if not path.exists():
            stale.append(f"{cid} (no file)")
            continue
        shipped = pygame.image.load(str(path))
        painted = portrait(cid, shipped.get_width(), name)
        if pygame.image.tobytes(shipped, "RGBA") != pygame.image.tobytes(painted, "RGBA"):
            stale.append(cid)
    assert not stale, f"re-run tools/make_tokens.py; stale token PNGs: {stale}"
