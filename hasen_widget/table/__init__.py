"""The table's own logic, with no front end: :class:`Table` (turns, pacing, a finished
trick's linger, the end-of-hand moment), its settings (:class:`TableSettings`), its
notes, explanations and review, and the schedulers that let a test or Pyodide drive
its clock.

``HasenWidget`` is a thin anywidget layer over a :class:`Table`; other front ends (a
static page, marimo, a test) drive the same object.

>>> t = Table(seed=7, pace=0, lang="ko", scheduler=ImmediateScheduler())
>>> t.settings.lang, t.settings == TableSettings(lang="ko", pace=0)
('ko', True)
>>> table = Table(seed=7, scheduler=ManualScheduler())  # a test's clock: nothing runs by itself
>>> table.stage, table.seat
('play', 'S')
"""

from .clock import ImmediateScheduler, LoopScheduler, ManualScheduler, Scheduler
from .settings import TableSettings
from .state import DEFAULT_LINGER, STAGES, STATE_KEYS, Table, hand_over_view

__all__ = [
    "Table",
    "TableSettings",
    "STAGES",
    "STATE_KEYS",
    "DEFAULT_LINGER",
    "hand_over_view",
    "Scheduler",
    "LoopScheduler",
    "ManualScheduler",
    "ImmediateScheduler",
]
