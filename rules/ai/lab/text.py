"""The lab's findings as the terminal shows them."""
from __future__ import annotations

from typing import Iterator

from .summary import LabSummary


def pct(x: float) -> str:
    return f"{100 * x:.0f}%"


def summary_lines(s: LabSummary, title: str, first_ai: str, second_ai: str) -> Iterator[str]:
    """A readable report of one encounter's battles."""
    low, high = s.interval
    yield f"{title} ({s.encounter}): {s.battles} battles, {s.side} {first_ai} against {second_ai}"
    draws = f"; {s.draws} drawn" if s.draws else ""
    yield (f"  {s.side} win {s.wins} of {s.battles} ({pct(s.win_rate)}, 95% interval "
           f"{pct(low)} to {pct(high)}){draws}")
    yield f"  rounds: {s.rounds_mean:.1f} on average, median {s.rounds_median:g}"
    yield f"  {s.side} down per battle: {s.downed_mean:.2f}; dead per battle: {s.dead_mean:.2f}"
    for name, mean in s.spent_mean.items():
        yield f"  {name} spent per battle: {mean:.1f}"
    budget = f" (the encounter budget says {s.budget})" if s.budget else ""
    yield f"  verdict: {s.verdict}{budget}"
    yield ""
    yield f"  {'creature':<22}{'side':<10}{'dealt':>7}{'taken':>7}{'down':>7}{'died':>7}"
    for c in sorted(s.creatures, key=lambda c: (c.side != s.side, -c.dealt)):
        yield (f"  {c.name[:21]:<22}{c.side:<10}{c.dealt:>7.1f}{c.taken:>7.1f}"
               f"{pct(c.downed):>7}{pct(c.died):>7}")


def table_header() -> str:
    return f"{'encounter':<26}{'battles':>8}{'win':>6}{'95% interval':>15}{'rounds':>8}{'dead':>6}  verdict"


def table_line(s: LabSummary) -> str:
    """One encounter as a row of the `--all` table."""
    low, high = s.interval
    budget = f" (budget: {s.budget})" if s.budget else ""
    return (f"{s.encounter[:25]:<26}{s.battles:>8}{pct(s.win_rate):>6}{pct(low) + '-' + pct(high):>15}"
            f"{s.rounds_mean:>8.1f}{s.dead_mean:>6.2f}  {s.verdict}{budget}")
