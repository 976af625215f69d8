"""What the teacher's dashboard is made of, in parts that change apart: a row per
student, a row per table, and the class-wide part (settings, results next to par, the
statistics, the coach's lines, the projector's table). The server sends the whole once
and then only the rows that changed (:class:`DashboardFeed`), so a student's move costs
the dashboard one row, however large the class.

Full knowledge: for the teacher only.

>>> from hasen_widget.table import ImmediateScheduler
>>> from .session import ClassSession
>>> from .store import Store
>>> c = ClassSession(Store(":memory:"), seed=3, count=2, pace=0, linger=0, scheduler=ImmediateScheduler())
>>> feed = DashboardFeed(c)
>>> sorted(feed.full())
['deal', 'deals', 'decisions', 'projector', 'results', 'settings', 'stats', 'students', 'tables']
>>> ada = c.join("Ada")
>>> delta = feed.delta({ada.table_id}, {ada.sid})
>>> [r["name"] for r in delta["students"]], [r["table"] for r in delta["tables"]]
(['Ada'], ['S1'])
>>> feed.delta({ada.table_id}, {ada.sid})    # nothing changed since
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from .projector import public_table, table_summary
from .results import deal_stats, student_rows
from .seats import BOT

if TYPE_CHECKING:
    from .session import ClassSession

__all__ = ["dashboard", "student_row", "table_row", "class_part", "projector", "DashboardFeed"]


def student_row(c: "ClassSession", sid: int) -> dict[str, Any]:
    """One student's line: where they sit and the hand they are on."""
    st = c.students[sid]
    tid = st.table_id or ""
    t = c.tables.get(tid)
    summary = table_summary(t, c.kinds.get(tid, "")) if t else {}
    row = {"sid": st.sid, "name": st.name, "table": st.table_id, "seat": st.seat, "online": st.online > 0}
    return row | summary | {"deal": c.table_deal.get(tid, -1) + 1}


def table_row(c: "ClassSession", tid: str) -> dict[str, Any]:
    """One table's line: who holds each seat and where its hand is."""
    t = c.tables[tid]
    seats = {}
    for seat, h in t.seats.items():
        seats[seat] = {"kind": "bot" if h == BOT else "empty" if h is None else "student"}
        if h is not None and h != BOT:
            seats[seat]["name"] = c.students[int(h)].name
    row = {"table": tid, "kind": c.kinds[tid], "deal": c.table_deal[tid] + 1, "seats": seats}
    return row | table_summary(t, c.kinds[tid])


def class_part(c: "ClassSession") -> dict[str, Any]:
    """Settings, results next to par, statistics, the coach's lines, the projector."""
    decisions = [
        {"deal": deal + 1, "table": tid} | r
        for (tid, deal), rows in sorted(c.decisions.items(), key=lambda kv: (kv[0][1], kv[0][0]))
        for r in rows
    ]
    rows = c.result_rows()
    return {
        "settings": dict(c.settings),
        "deal": c.settings["deal"] + 1,
        "deals": len(c.deals),
        "results": student_rows(rows),
        "stats": deal_stats(rows),
        "decisions": decisions,
    }


def projector(c: "ClassSession") -> "dict[str, Any] | None":
    """The public view of the table the teacher shows on the projector, if any."""
    proj = c.settings["projector"]
    return public_table(c.tables[proj], proj) if proj in c.tables else None


def dashboard(c: "ClassSession") -> dict[str, Any]:
    """The whole dashboard."""
    return class_part(c) | {
        "projector": projector(c),
        "students": [student_row(c, sid) for sid in c.students],
        "tables": [table_row(c, tid) for tid in c.tables],
    }


def _text(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


class DashboardFeed:
    """What the dashboards have been sent, so the next frame carries only what changed:
    ``delta(tables, students)`` looks again at those rows (and at the class-wide part
    when the session says it changed) and returns the rows that differ, or ``None``."""

    def __init__(self, c: "ClassSession") -> None:
        self.c = c
        self._sent: dict[str, str] = {}
        self._class = self._proj = ""

    def full(self) -> dict[str, Any]:
        """Everything, for a dashboard that has just connected (and what it was sent)."""
        dash = dashboard(self.c)
        self.c.class_changed = False
        for row in dash["students"]:
            self._sent[f"s{row['sid']}"] = _text(row)
        for row in dash["tables"]:
            self._sent[f"t{row['table']}"] = _text(row)
        self._class = _text({k: v for k, v in dash.items() if k not in ("students", "tables", "projector")})
        self._proj = _text(dash["projector"])
        return dash

    def delta(self, tables: Iterable[str], students: Iterable[int]) -> "dict[str, Any] | None":
        c = self.c
        order = list(dict.fromkeys(tables))  # the class's own order: new tables come last
        dirty = set(order)
        out: dict[str, Any] = {}
        sids = set(students)
        for tid in order:
            t = c.tables.get(tid)
            if t is None:
                continue
            sids |= {int(h) for h in t.seats.values() if h is not None and h != BOT}
            self._changed_row(out, "tables", f"t{tid}", table_row(c, tid))
        for sid in sorted(sids):
            if sid in c.students:
                self._changed_row(out, "students", f"s{sid}", student_row(c, sid))
        if c.class_changed:
            c.class_changed = False
            part = class_part(c)
            text = _text(part)
            if text != self._class:
                self._class = text
                out["class"] = part
        if "class" in out or c.settings["projector"] in dirty:
            shown = projector(c)
            text = _text(shown)
            if text != self._proj:
                self._proj = text
                out["projector"] = shown
        return out or None

    def _changed_row(self, out: dict[str, Any], part: str, key: str, row: dict[str, Any]) -> None:
        text = _text(row)
        if self._sent.get(key) != text:
            self._sent[key] = text
            out.setdefault(part, []).append(row)
