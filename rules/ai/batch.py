"""Running many independent jobs (whole battles) on a process per core.

Each job is a plain function of one picklable argument; results come back in the order of the
arguments, so a batch gives the same answers on one process or many (every battle draws only on
its own seeded dice).
"""
from __future__ import annotations

import os
from typing import Callable, Iterable, TypeVar

A = TypeVar("A")
R = TypeVar("R")


def default_workers() -> int:
    """One process per core this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def run_batch(job: Callable[[A], R], args: Iterable[A], workers: int | None = None,
              done: Callable[[int], None] | None = None) -> list[R]:
    """`[job(a) for a in args]`, spread over `workers` processes (default: one per core).

    `done(k)` is called in this process each time k more jobs have finished (for a progress bar).
    `job` must be a module-level function; with one worker or one job, everything runs here."""
    items = list(args)
    workers = min(workers or default_workers(), len(items)) or 1
    if workers == 1:
        out = []
        for a in items:
            out.append(job(a))
            if done is not None:
                done(1)
        return out
    import multiprocessing as mp  # here, not at the top: the game starts without a process pool
    from concurrent.futures import ProcessPoolExecutor, as_completed
    method = "fork" if "fork" in mp.get_all_start_methods() else None
    results: list = [None] * len(items)
    with ProcessPoolExecutor(workers, mp_context=mp.get_context(method)) as pool:
        futures = {pool.submit(job, a): i for i, a in enumerate(items)}
        for future in as_completed(futures):
            results[futures[future]] = future.result()
            if done is not None:
                done(1)
    return results
