"""The one error a zone board raises for data that does not make sense."""
from __future__ import annotations


class ZoneError(ValueError):
    """A zone board that cannot be: the message is one line naming the place."""
