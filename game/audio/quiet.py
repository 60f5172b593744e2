"""Starting the mixer without a word on the terminal: SDL and ALSA write their complaints about
a missing or busy sound card straight to the process's stderr, below Python's reach, so the
descriptor itself is pointed at /dev/null while the mixer starts."""
from __future__ import annotations

import os
import sys
from contextlib import contextmanager
from typing import Iterator


@contextmanager
def stderr_silenced() -> Iterator[None]:
    """Send file descriptor 2 to /dev/null for the duration (a no-op where that fails)."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
        null = os.open(os.devnull, os.O_WRONLY)
    except (OSError, ValueError, AttributeError):
        yield
        return
    try:
        os.dup2(null, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(null)
