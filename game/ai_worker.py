"""Thinking for AI sides in a background thread so the window never freezes.

The AI works on a copy of the battle; its answer comes back as an Option, which the battle
scene applies to the real battle in the main thread (only if the battle still waits on the same
decision).
"""
from __future__ import annotations

import threading
from concurrent.futures import Future, ThreadPoolExecutor

from rules.core.battle import Battle
from rules.core.decisions import Decision, Option


def decision_key(battle: Battle, decision: Decision) -> tuple:
    """Identifies a decision: the same question at the same point of the battle. The prompt and
    the decision's details tell apart questions asked with no event between them (a declaration's
    move, then its action, seed 001)."""
    return (len(battle.events), len(battle.dice.history), decision.kind, decision.side, decision.creature,
            decision.prompt, repr(decision.info))


class AIWorker:
    def __init__(self, difficulty: str = "normal", seed: int = 0) -> None:
        """An AI that plays at this difficulty (`rules.ai.players.DIFFICULTY`); `seed` drives the
        slips of the easy AI."""
        from rules.ai.players import DIFFICULTY, make_player
        self.player = make_player(DIFFICULTY.get(difficulty, "greedy"), seed)
        self.pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="steelgrid-ai")
        self.key: tuple | None = None
        self.future: Future | None = None
        self.lock = threading.Lock()

    def think(self, battle: Battle, decision: Decision) -> None:
        """Start working on a decision unless already doing so."""
        key = decision_key(battle, decision)
        if key == self.key:
            return
        self.key = key
        copy = battle.clone()
        self.future = self.pool.submit(self._decide, copy)

    def _decide(self, copy: Battle) -> Option:
        decision = copy.pending()
        if decision is None:
            raise RuntimeError("the battle is over")
        return self.player(copy, decision)

    def answer(self, battle: Battle, decision: Decision) -> Option | None:
        """The AI's option for this decision once it is ready, else None."""
        if self.future is None or self.key != decision_key(battle, decision) or not self.future.done():
            return None
        option = self.future.result()
        return option

    def forget(self) -> None:
        self.key = None
        self.future = None

    def shutdown(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)
