"""The class's memory: one SQLite file (the standard library's ``sqlite3``, WAL mode).

Every table's deal and the canonical text of every move, every student's seat and
token, every finished hand's result and every coach line are written when they
happen, each in its own transaction. WAL with ``synchronous=NORMAL`` keeps every
committed write through a crash of the server process (a ``SIGKILL`` included; only a
power cut may lose the last moments), so a restart on the same file replays each
table to the exact move it was at.

>>> s = Store(":memory:")
>>> s.put_meta("settings", {"hints": True})
>>> s.meta("settings")
{'hints': True}
>>> s.save_table("T1", "four", 0, {"N": None}, ["pass"])
>>> s.tables()[0]["history"]
['pass']
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

__all__ = ["Store"]

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS students (
    sid INTEGER PRIMARY KEY, token TEXT UNIQUE NOT NULL, name TEXT NOT NULL,
    table_id TEXT, seat TEXT);
CREATE TABLE IF NOT EXISTS tables (
    tid TEXT PRIMARY KEY, kind TEXT NOT NULL, deal INTEGER NOT NULL,
    seats TEXT NOT NULL, history TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS results (
    tid TEXT NOT NULL, deal INTEGER NOT NULL, row TEXT NOT NULL, PRIMARY KEY (tid, deal));
CREATE TABLE IF NOT EXISTS decisions (
    tid TEXT NOT NULL, deal INTEGER NOT NULL, rows TEXT NOT NULL, PRIMARY KEY (tid, deal));
"""


class Store:
    """The class's SQLite file (``":memory:"`` for a class that need not survive)."""

    def __init__(self, path: "str | Path") -> None:
        self.path = str(path)
        # One connection, used from the server's event loop only.
        self._db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.executescript(_SCHEMA)

    def close(self) -> None:
        self._db.close()

    # ------------------------------------------------------------------ meta
    def meta(self, key: str, default: Any = None) -> Any:
        row = self._db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return default if row is None else json.loads(row[0])

    def put_meta(self, key: str, value: Any) -> None:
        self._db.execute(
            "INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (key, json.dumps(value, ensure_ascii=False)),
        )

    # -------------------------------------------------------------- students
    def save_student(
        self, sid: int, token: str, name: str, table_id: "str | None", seat: "str | None"
    ) -> None:
        self._db.execute(
            "INSERT INTO students(sid, token, name, table_id, seat) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT(sid) DO UPDATE SET name = excluded.name, table_id = excluded.table_id, "
            "seat = excluded.seat",
            (sid, token, name, table_id, seat),
        )

    def students(self) -> list[dict[str, Any]]:
        cur = self._db.execute("SELECT sid, token, name, table_id, seat FROM students ORDER BY sid")
        return [dict(zip(("sid", "token", "name", "table_id", "seat"), r, strict=True)) for r in cur]

    # ---------------------------------------------------------------- tables
    def save_table(self, tid: str, kind: str, deal: int, seats: dict, history: list[str]) -> None:
        self._db.execute(
            "INSERT INTO tables(tid, kind, deal, seats, history) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT(tid) DO UPDATE SET kind = excluded.kind, deal = excluded.deal, "
            "seats = excluded.seats, history = excluded.history",
            (tid, kind, deal, json.dumps(seats), json.dumps(history, ensure_ascii=False)),
        )

    def tables(self) -> list[dict[str, Any]]:
        cur = self._db.execute("SELECT tid, kind, deal, seats, history FROM tables ORDER BY rowid")
        return [
            {"tid": t, "kind": k, "deal": d, "seats": json.loads(s), "history": json.loads(h)}
            for t, k, d, s, h in cur
        ]

    # --------------------------------------------------------------- results
    def save_result(self, tid: str, deal: int, row: dict) -> None:
        self._db.execute(
            "INSERT OR REPLACE INTO results(tid, deal, row) VALUES (?, ?, ?)",
            (tid, deal, json.dumps(row, ensure_ascii=False)),
        )

    def results(self) -> list[dict[str, Any]]:
        cur = self._db.execute("SELECT row FROM results ORDER BY deal, rowid")
        return [json.loads(r[0]) for r in cur]

    def save_decisions(self, tid: str, deal: int, rows: list[dict]) -> None:
        self._db.execute(
            "INSERT OR REPLACE INTO decisions(tid, deal, rows) VALUES (?, ?, ?)",
            (tid, deal, json.dumps(rows, ensure_ascii=False)),
        )

    def decisions(self) -> dict[tuple[str, int], list[dict]]:
        cur = self._db.execute("SELECT tid, deal, rows FROM decisions")
        return {(t, d): json.loads(r) for t, d, r in cur}
