"""A class at the tables: one authoritative server holding every table of a class.

Students join from any browser (phones too) with a display name; each plays at a table
of their own against computer players on the class's deals (duplicate), or four to a
table. The teacher's dashboard shows every student and table live, each result next to
the deal's par, the class's statistics and the coach's lines, and exports the results.

- ``python -m hasen_widget class`` (:mod:`.cli`) or :class:`Classroom` in a notebook;
- :mod:`.session` decides everything (no web code), on :mod:`.seats` (the notebook's
  ``Table``, with any seats taken by students), kept in SQLite by :mod:`.store`;
- :mod:`.server` is the Starlette application (pages, WebSockets, the checks on every frame);
- the pages are ``js/classroom/`` (the student's page hosts ``js/table`` unchanged).

It needs the ``[class]`` extra (Starlette, uvicorn, websockets, segno). The names load on
first use, so importing the package loads no web code:

>>> import hasen_widget.classroom as classroom
>>> sorted(classroom.__all__)
['ClassSession', 'Classroom', 'start_class']
>>> classroom.Classroom.__module__
'hasen_widget.classroom.notebook'
"""

from __future__ import annotations

from typing import Any

__all__ = ["Classroom", "ClassSession", "start_class"]


def __getattr__(name: str) -> Any:
    # Lazy: `hasen_widget.classroom.words` (the catalogue) needs no web stack.
    if name == "Classroom":
        from .notebook import Classroom

        return Classroom
    if name == "ClassSession":
        from .session import ClassSession

        return ClassSession
    if name == "start_class":
        from .run import start_class

        return start_class
    raise AttributeError(name)
