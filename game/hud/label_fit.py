"""Button words that fit their button: a label too long for its width is shortened with an
ellipsis, and the button's tooltip then starts with the whole label, so nothing is ever cut off
unseen (issue 20 point 4: "Hide from Mirefang S")."""
from __future__ import annotations

from html import escape

from ..render.text import text

ELLIPSIS = "\u2026"


def text_width(value: str, size: int, bold: bool = False) -> int:
    return text(value, size, (255, 255, 255), bold).get_width()


def fit_label(label: str, width: int, size: int, bold: bool = False) -> str:
    """`label`, or its longest start that fits `width` pixels with an ellipsis after it."""
    if text_width(label, size, bold) <= width:
        return label
    low, high = 0, len(label)
    while low < high:
        mid = (low + high + 1) // 2
        if text_width(label[:mid].rstrip() + ELLIPSIS, size, bold) <= width:
            low = mid
        else:
            high = mid - 1
    return label[:low].rstrip() + ELLIPSIS


def with_whole_label(tooltip: str, label: str, shown: str) -> str:
    """The tooltip of a button showing `shown` for `label`: led by the whole label when it was
    shortened and the tooltip does not already hold it."""
    if shown == label:
        return tooltip
    name = label.split("  ", 1)[-1]
    if escape(name, quote=False) in tooltip or name in tooltip:
        return tooltip
    head = f"<b>{escape(name, quote=False)}</b>"
    return head + ("<br>" + tooltip if tooltip else "")
