#!/usr/bin/env python3
"""Author Steelgrid's zone maps: Tiled maps that carry a `battle_zones` layer for the rulesets
that fight in zones (seed 002, and seed 003's zone mode), next to the ordinary grid layers.

    python tools/make_zone_maps.py [--out DIR]

They live in maps/zones/ (their tilesets one folder up), so the grid maps' own checks (each
names a Draw Steel encounter, ...) and the fuzzer's map list stay as they were.

Three maps, painted with the shipped tilesets like tools/make_maps.py paints the others:

- tavern_brawl: a taproom and its kitchen, two zones side by side;
- crossroads_field: an open field of four zones (road, ford, hill with cover, a dark wood);
- grappled_ships: two ships out of each other's reach (an inaccessible link, two zones apart
  for range) until grappling hooks link them, and a longboat two moves off the first ship.

Run it again only to start the maps over: it overwrites maps/<name>.tmx.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.make_maps import MapDraft, Prop, Thing, object_xml  # noqa: E402

LAYER = "battle_zones"
ZONE_MAPS = Path(__file__).resolve().parent.parent / "maps" / "zones"


class ZoneMapDraft(MapDraft):
    """A map draft with a battle_zones object layer after the usual ones."""

    def battle_zone(self, name: str, x: float, y: float, w: float = 0, h: float = 0, *,
                    polygon: list[tuple[float, float]] | None = None, links: str = "",
                    detached: str = "", inaccessible: str = "", distance: int = 0,
                    cover: int = 0, dark: bool = False, difficult: bool = False,
                    hazard: str = "") -> None:
        """A zone as a rectangle (x, y, w, h in squares) or a polygon of square corners."""
        props: list[Prop] = [(k, "string", "", v) for k, v in
                             (("links", links), ("detached", detached),
                              ("inaccessible", inaccessible), ("hazard", hazard)) if v]
        props += [(k, "int", "", str(v)) for k, v in (("distance", distance), ("cover", cover)) if v]
        props += [(k, "bool", "", "true") for k, v in (("dark", dark), ("difficult", difficult)) if v]
        self.things.append(Thing(LAYER, "battle_zone", name, x, y, w, h, sorted(props),
                                 polygon=polygon))

    def tmx(self) -> str:
        text = super().tmx()
        zones = [t for t in self.things if t.layer == LAYER]
        first_id = len(self.things) - len(zones) + 1
        group = [' <objectgroup id="7" name="battle_zones" opacity="0.6">']
        for n, t in enumerate(zones):
            group += object_xml(t, first_id + n)
        group.append(" </objectgroup>")
        text = text.replace('nextlayerid="7"', 'nextlayerid="8"')
        if not self.encounter:
            text = "\n".join(line for line in text.split("\n") if 'name="encounter"' not in line)
        text = text.replace(' source="', ' source="../')
        return text.replace("</map>", "\n".join(group) + "\n</map>")


def tavern_brawl() -> ZoneMapDraft:
    """The Crooked Flagon: a taproom with a long bar and a kitchen behind a fire."""
    m = ZoneMapDraft("tavern_brawl", "The Crooked Flagon", 20, 14, "", "planks", 1)
    m.border("stone wall")
    m.paint(14, 1, 14, 12, "stone wall")
    m.dots([(14, 6), (14, 7)], "planks")              # the kitchen door
    m.paint(3, 3, 10, 3, "low wall")                   # the bar counter
    m.paint(15, 1, 18, 12, "flagstones")
    m.paint(16, 1, 17, 2, "embers")                    # the open hearth
    m.dots([(0, 6), (0, 7)], "planks")                # the street door
    for x, y in ((4, 7), (8, 8), (5, 10), (10, 10), (11, 6)):
        m.thing("wooden crate", x, y, name="table")
    m.thing("barrel", 1, 1)
    m.thing("barrel", 2, 1)
    m.thing("barrel", 18, 11)
    m.spawn("patrons", "heroes", 1, 5, 2, 7)
    m.spawn("brawlers", "monsters", 11, 8, 3, 4)
    m.spawn("cooks", "monsters", 15, 8, 3, 3)
    m.battle_zone("Taproom", 1, 1, polygon=[(1, 1), (14, 1), (14, 13), (1, 13)],
                  links="Kitchen", cover=3)
    m.battle_zone("Kitchen", 15, 1, 4, 12, hazard="fire")
    return m


def crossroads_field() -> ZoneMapDraft:
    """Where the old road fords the Wend: a hill with standing stones and a dark wood."""
    m = ZoneMapDraft("crossroads_field", "Crossroads at the Wend", 32, 24, "", "grass", 1)
    m.paint(0, 10, 31, 13, "dirt")                     # the road, west to east
    m.paint(13, 0, 17, 23, "shallow water", 0)         # the river Wend
    m.paint(13, 10, 17, 13, "muddy shallows", 0)       # the ford
    m.paint(20, 1, 29, 8, "grass", 2)                  # the hill
    m.paint(22, 2, 27, 6, "grass", 3)
    m.dots([(21, 2), (28, 4), (25, 7)], "stone pillar", 2)   # standing stones
    m.paint(18, 15, 31, 23, "mud")                     # the wood's wet floor
    m.dots([(19, 20), (20, 17), (29, 18), (30, 22), (27, 16)], "brambles")
    m.dots([(19, 16), (22, 18), (25, 17), (28, 20), (21, 21), (30, 16), (26, 22)], "mist")
    m.thing("statue", 5, 8, name="milestone")
    m.thing("wooden crate", 9, 15, name="abandoned cart")
    m.spawn("travellers", "heroes", 1, 10, 4, 4)
    m.spawn("hill raiders", "monsters", 22, 2, 6, 5)
    m.spawn("wood lurkers", "monsters", 23, 18, 4, 3)
    m.battle_zone("Road", 0, 0, polygon=[(0, 0), (13, 0), (13, 24), (0, 24)], links="Ford")
    m.battle_zone("Ford", 13, 0, 5, 24, links="Hill, Wood", difficult=True)
    m.battle_zone("Hill", 18, 0, polygon=[(18, 0), (32, 0), (32, 14), (18, 14)], links="Wood",
                  cover=3)
    m.battle_zone("Wood", 18, 14, polygon=[(18, 14), (32, 14), (32, 24), (18, 24)], dark=True,
                  difficult=True)
    return m


def grappled_ships() -> ZoneMapDraft:
    """The Sea Hawk chases the Black Gull; a longboat lags behind the Hawk."""
    m = ZoneMapDraft("grappled_ships", "The Black Gull Boarded", 36, 20, "", "deep water", 0)
    hawk = [(2, 6), (10, 6), (14, 10), (10, 14), (2, 14)]
    gull = [(22, 6), (30, 6), (34, 10), (30, 14), (22, 14)]
    for x0 in (2, 22):
        m.paint(x0, 7, x0 + 8, 12, "planks", 2)
        m.paint(x0 + 9, 8, x0 + 9, 11, "planks", 2)
        m.paint(x0 + 10, 9, x0 + 10, 10, "planks", 2)
        m.paint(x0, 6, x0 + 8, 6, "low wall", 2)       # gunwales
        m.paint(x0, 13, x0 + 8, 13, "low wall", 2)
        m.dots([(x0 + 5, 9), (x0 + 5, 10)], "stone pillar", 2)   # the masts
    m.paint(3, 17, 6, 18, "planks", 1)                 # the longboat
    m.thing("barrel", 10, 7)
    m.thing("wooden crate", 29, 11, name="cargo")
    m.spawn("hawk crew", "heroes", 3, 7, 3, 6)
    m.spawn("gull crew", "monsters", 23, 7, 3, 6)
    m.battle_zone("Hawk Quarterdeck", 2, 6, polygon=[(2, 6), (6, 6), (6, 14), (2, 14)],
                  links="Hawk Main Deck", detached="Longboat", distance=2)
    m.battle_zone("Hawk Main Deck", 6, 6, polygon=[(6, 6), *hawk[1:4], (6, 14)],
                  inaccessible="Gull Waist", distance=2)
    m.battle_zone("Gull Waist", 22, 6, polygon=[(22, 6), (27, 6), (27, 14), (22, 14)],
                  links="Gull Forecastle", cover=1)
    m.battle_zone("Gull Forecastle", 27, 6, polygon=[(27, 6), *gull[1:4], (27, 14)])
    m.battle_zone("Longboat", 3, 17, 4, 2, difficult=True)
    return m


MAPS = (tavern_brawl, crossroads_field, grappled_ships)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ZONE_MAPS,
                        help="folder to write the .tmx files into (default: maps/zones/; the "
                        "tilesets are looked for one folder up)")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for make in MAPS:
        draft = make()
        draft.check()
        path = args.out / f"{draft.name}.tmx"
        path.write_text(draft.tmx(), encoding="utf-8")
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
