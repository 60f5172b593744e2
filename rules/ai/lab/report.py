"""The lab's report on disk: three charts (PNG, drawn with matplotlib) and an HTML page that
shows them beside the numbers."""
from __future__ import annotations

import html
from collections import Counter
from pathlib import Path
from typing import Sequence

from .summary import LabSummary
from .tally import BattleTally
from .text import pct


def write_report(folder: str, s: LabSummary, tallies: Sequence[BattleTally], title: str,
                 first_ai: str, second_ai: str) -> Path:
    """Write outcome.png, rounds.png, damage.png and index.html into `folder` (made if
    missing); the page's path."""
    import matplotlib
    matplotlib.use("Agg")
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    _outcome_chart(out / "outcome.png", s)
    _rounds_chart(out / "rounds.png", tallies)
    _damage_chart(out / "damage.png", s)
    page = out / "index.html"
    page.write_text(_page(s, title, first_ai, second_ai), encoding="utf-8")
    return page


def _outcome_chart(path: Path, s: LabSummary) -> None:
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(6, 1.8), dpi=100)
    losses = s.battles - s.wins - s.draws
    left = 0.0
    for count, label, colour in ((s.wins, f"{s.side} win", "#3f7fbf"), (s.draws, "drawn", "#999999"),
                                 (losses, f"{s.side} lose", "#c0504d")):
        share = count / s.battles if s.battles else 0
        ax.barh([0], [share], left=left, color=colour, label=f"{label} ({count})")
        left += share
    low, high = s.interval
    ax.errorbar([s.win_rate], [0], xerr=[[s.win_rate - low], [high - s.win_rate]], color="black",
                capsize=6, label="95% interval")
    ax.set_xlim(0, 1)
    ax.set_yticks([])
    ax.set_xlabel("share of battles")
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.45), ncol=4, fontsize=8, frameon=False)
    fig.savefig(path, bbox_inches="tight")
    plt.close(fig)


def _rounds_chart(path: Path, tallies: Sequence[BattleTally]) -> None:
    import matplotlib.pyplot as plt
    counts = Counter(t.rounds for t in tallies)
    fig, ax = plt.subplots(figsize=(6, 3), dpi=100)
    rounds = sorted(counts)
    ax.bar(rounds, [counts[r] for r in rounds], color="#6a8f5a")
    ax.set_xlabel("rounds the battle lasted")
    ax.set_ylabel("battles")
    ax.set_xticks(rounds)
    fig.savefig(path, bbox_inches="tight")
    plt.close(fig)


def _damage_chart(path: Path, s: LabSummary) -> None:
    import matplotlib.pyplot as plt
    lines = sorted(s.creatures, key=lambda c: (c.side != s.side, c.name))
    fig, ax = plt.subplots(figsize=(7, 0.35 * len(lines) + 1.2), dpi=100)
    ys = range(len(lines))
    ax.barh([y - 0.2 for y in ys], [c.dealt for c in lines], height=0.4, color="#3f7fbf", label="dealt")
    ax.barh([y + 0.2 for y in ys], [c.taken for c in lines], height=0.4, color="#c0504d", label="taken")
    ax.set_yticks(list(ys))
    ax.set_yticklabels([f"{c.name} ({c.side})" for c in lines], fontsize=8)
    ax.invert_yaxis()
    ax.set_xlabel("damage per battle, on average")
    ax.legend(fontsize=8)
    fig.savefig(path, bbox_inches="tight")
    plt.close(fig)


def _page(s: LabSummary, title: str, first_ai: str, second_ai: str) -> str:
    esc = html.escape
    low, high = s.interval
    spent = "".join(f"<li>{esc(k)} spent per battle: {v:.1f}</li>" for k, v in s.spent_mean.items())
    budget = f" (the encounter budget says {esc(s.budget)})" if s.budget else ""
    rows = "".join(
        f"<tr><td>{esc(c.name)}</td><td>{esc(c.side)}</td><td>{c.dealt:.1f}</td><td>{c.taken:.1f}</td>"
        f"<td>{pct(c.downed)}</td><td>{pct(c.died)}</td></tr>" for c in s.creatures)
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Lab: {esc(title)}</title>
<style>body{{font-family:sans-serif;max-width:52em;margin:2em auto}}td,th{{padding:2px 10px;text-align:right}}
td:first-child,th:first-child{{text-align:left}}</style></head><body>
<h1>{esc(title)}</h1>
<p>{s.battles} battles: {esc(s.side)} played by the {esc(first_ai)} AI against the {esc(second_ai)} AI.</p>
<ul><li>{esc(s.side)} win {s.wins} of {s.battles} ({pct(s.win_rate)}; 95% interval {pct(low)} to {pct(high)}),
{s.draws} drawn</li>
<li>rounds: {s.rounds_mean:.1f} on average, median {s.rounds_median:g}</li>
<li>{esc(s.side)} down per battle: {s.downed_mean:.2f}; dead per battle: {s.dead_mean:.2f}</li>{spent}
<li><b>verdict: {esc(s.verdict)}</b>{budget}</li></ul>
<img src="outcome.png" alt="wins, draws and losses"><h2>How long the battles lasted</h2>
<img src="rounds.png" alt="rounds per battle"><h2>Damage per creature</h2>
<img src="damage.png" alt="damage dealt and taken per creature">
<table><tr><th>creature</th><th>side</th><th>dealt</th><th>taken</th><th>down</th><th>died</th></tr>{rows}</table>
</body></html>
"""
