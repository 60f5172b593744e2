"""002 Ambush and Sneak Attack: the ambushing side's best sneak rolls Sneak against the best
Track or Read of the other side. More successes: every ambusher draws an extra card and keeps
the best, and each success beyond the watcher's is a bonus die on its first maneuver; the
ambushed are caught off guard (no reactions until they turn around, or the first round ends).
Otherwise they are spotted and the other side draws the extra card. A sure ambush (the
Director's call) needs no test."""
from __future__ import annotations

from ...core.battle import Battle
from ..creature import ZoneCardsCreature
from ..events import Ambush
from ..pools import best_action, pool_size, roll_pool


def _best(creatures: list[ZoneCardsCreature], actions: tuple[str, ...]) -> ZoneCardsCreature:
    return max(creatures, key=lambda c: pool_size(c, best_action(c, actions), spend_bonus=False))


def settle_ambush(battle: Battle) -> str:
    """The side that draws an extra card ('' when nobody lies in wait)."""
    side = str(battle.settings.get("ambush", "") or "")
    if side not in battle.sides:
        return ""
    other = next(s for s in battle.sides if s != side)
    hiders = [c for c in battle.creatures.values() if c.side == side and c.active]
    watchers = [c for c in battle.creatures.values() if c.side == other and c.active]
    if not hiders or not watchers:
        return ""
    if battle.settings.get("sure_ambush"):
        battle.emit(Ambush(side, 0, 0, True))
        _caught(watchers)
        return side
    sneak = _best(hiders, ("sneak",))  # type: ignore[arg-type]
    watch = _best(watchers, ("track", "read"))  # type: ignore[arg-type]
    s = roll_pool(battle, sneak, "sneak", "ambush", use_bonus=False)
    w = roll_pool(battle, watch, best_action(watch, ("track", "read")), "spot the ambush", use_bonus=False)
    won = s > w
    battle.emit(Ambush(side, s, w, won))
    if not won:
        return other
    for c in hiders:
        c.bonus += s - w - 1  # type: ignore[attr-defined]
    _caught(watchers)
    return side


def _caught(watchers: list) -> None:
    for c in watchers:
        c.tags["off_guard"] = True
