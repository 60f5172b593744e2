"""Battle zones, an engine capability any ruleset may use: named areas of the grid, linked as
adjacent, detached (some moves apart) or inaccessible, with distances, ranges and line of effect
counted in zones. Pure Python; `rules.core.zones.board.ZoneBoard` is the heart of it."""
from .board import ZoneBoard, board_of
from .errors import ZoneError
from .placing import place_in_zone
from .links import ADJACENT, DETACHED, INACCESSIBLE, LINK_KINDS, ZoneLink
from .reach import ZoneReach, zone_reach
from .zone import Zone

__all__ = ["Zone", "ZoneLink", "ZoneBoard", "ZoneError", "ZoneReach", "zone_reach", "board_of", "place_in_zone",
           "ADJACENT", "DETACHED", "INACCESSIBLE", "LINK_KINDS"]
