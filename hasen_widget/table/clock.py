"""When the table's computer players move: an injectable scheduler.

The table never sleeps. It asks a scheduler to call it back after a delay (the pace
between computer moves, the linger of a finished trick). Three kinds:

- :class:`LoopScheduler`: the running asyncio loop's ``call_later`` (Jupyter's kernel,
  Pyodide's webloop, marimo); with no running loop it answers "no" and the table moves
  at once, as a plain script needs.
- :class:`ManualScheduler`: a clock a test (or a static page) moves by hand.
- :class:`ImmediateScheduler`: never waits.

>>> clock = ManualScheduler()
>>> said = []
>>> _ = clock.call_later(2.0, lambda: said.append("late"))
>>> clock.advance(1.0); said
[]
>>> clock.advance(1.0); said
['late']
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
from collections.abc import Callable
from typing import Protocol

__all__ = ["Handle", "Scheduler", "LoopScheduler", "ManualScheduler", "ImmediateScheduler"]


class Handle(Protocol):
    def cancel(self) -> None: ...


class Scheduler(Protocol):
    """``call_later(delay, fn)`` returns a handle with ``cancel()``, or ``None`` when it
    cannot wait (then the caller acts at once)."""

    def call_later(self, delay: float, fn: Callable[[], None]) -> "Handle | None": ...


class LoopScheduler:
    """The running asyncio event loop, looked up at each call (a kernel's loop may be
    started after the table is made)."""

    def call_later(self, delay: float, fn: Callable[[], None]) -> "Handle | None":
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return None  # a plain script: nothing would ever run the callback
        return loop.call_later(delay, fn)


class ImmediateScheduler:
    """Never waits: every computer move is made at once."""

    def call_later(self, delay: float, fn: Callable[[], None]) -> "Handle | None":
        return None


class _ManualHandle:
    def __init__(self) -> None:
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class ManualScheduler:
    """A clock moved by ``advance(seconds)``: the callbacks due by then run in order."""

    def __init__(self) -> None:
        self.now = 0.0
        self._queue: list[tuple[float, int, _ManualHandle, Callable[[], None]]] = []
        self._seq = itertools.count()

    def call_later(self, delay: float, fn: Callable[[], None]) -> _ManualHandle:
        handle = _ManualHandle()
        heapq.heappush(self._queue, (self.now + delay, next(self._seq), handle, fn))
        return handle

    @property
    def pending(self) -> list[float]:
        """When each callback still waiting is due (seconds from now)."""
        return sorted(t - self.now for t, _, h, _ in self._queue if not h.cancelled)

    def advance(self, seconds: float) -> None:
        until = self.now + seconds
        while self._queue and self._queue[0][0] <= until:
            due, _, handle, fn = heapq.heappop(self._queue)
            self.now = max(self.now, due)
            if not handle.cancelled:
                fn()
        self.now = until

    def run_all(self, limit: int = 10_000) -> None:
        """Advance until nothing is waiting (at most ``limit`` callbacks)."""
        for _ in range(limit):
            live = [e for e in self._queue if not e[2].cancelled]
            if not live:
                return
            self.advance(min(e[0] for e in live) - self.now)
        raise RuntimeError("the table kept scheduling moves: more than the limit")
