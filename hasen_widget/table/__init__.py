"""The table's own logic, with no front end: :class:`Table` (turns, pacing, a finished
trick's linger, the end-of-hand moment), its notes, explanations and review, and the
schedulers that let a test or Pyodide drive its clock.

``HasenWidget`` is a thin anywidget layer over a :class:`Table`; other front ends (a
static page, marimo, a test) drive the same object.

>>> table = Table(seed=7, scheduler=ManualScheduler())  # a test's clock: nothing runs by itself
>>> table.stage, table.seat
('play', 'S')
"""

from .clock import ImmediateScheduler, LoopScheduler, ManualScheduler, Scheduler
from .state import DEFAULT_LINGER, STAGES, Table, hand_over_view

__all__ = [
    "Table",
    "STAGES",
    "DEFAULT_LINGER",
    "hand_over_view",
    "Scheduler",
    "LoopScheduler",
    "ManualScheduler",
    "ImmediateScheduler",
]
