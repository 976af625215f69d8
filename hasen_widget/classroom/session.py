"""A class in session: its students, its tables, the teacher's switches, and the one
place every student's and the teacher's message is decided. No web code here: the
server (:mod:`.server`) turns WebSocket frames into these calls and sends back what
:meth:`ClassSession.student_state` and :meth:`ClassSession.dashboard` give.

>>> from hasen_widget.table import ImmediateScheduler
>>> from .store import Store
>>> c = ClassSession(Store(":memory:"), seed=3, count=2, pace=0, linger=0, scheduler=ImmediateScheduler())
>>> ada = c.join("Ada")
>>> ada.table_id, ada.seat, c.student_state(ada.sid)["view"]["hands"]["N"]
('S1', 'S', None)
>>> c.student_message(ada.sid, {"kind": "new_hand"})
'In class the teacher deals: the next deal starts when the teacher says so.'
"""

from __future__ import annotations

import secrets
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..deal import SEATS
from ..game import IllegalAction
from ..page_messages import TABLE_MESSAGES, MessageError, PageMessage, check_message, choice, flag, short_text
from ..table.clock import Scheduler
from .dashboard import dashboard
from .deals import seeded_deals
from .results import hand_review, result_row, to_csv
from .seats import BOT, ClassTable, Think
from .store import Store
from .words import say

__all__ = ["ClassSession", "Student", "Refusal", "JOIN_MESSAGES", "TEACHER_MESSAGES", "MAX_NAME"]

# The notebook table's messages a student may not send in class.
_TEACHERS_OWN = frozenset(
    {"open_hands", "set_seat", "new_match", "restart", "next_deal", "lang", "redo", "replay", "level"}
)

MAX_NAME = 24
#: The student's first message: a new name (and where to sit), or the browser's token.
JOIN_MESSAGES: dict[str, PageMessage] = {
    "join": PageMessage(
        {"name": short_text(200), "table": short_text(8), "seat": choice(*SEATS)},
        optional=frozenset({"table", "seat"}),
    ),
    "resume": PageMessage({"token": short_text(64)}),
}
#: Everything the teacher's dashboard may send.
TEACHER_MESSAGES: dict[str, PageMessage] = {
    "advance": PageMessage(),
    "pause": PageMessage({"value": flag()}),
    "settings": PageMessage(
        {"hints": flag(), "coach": flag(), "undo": flag()}, optional=frozenset({"hints", "coach", "undo"})
    ),
    "open_table": PageMessage(),
    "fill": PageMessage({"table": short_text(8)}),
    "bot_takes": PageMessage({"table": short_text(8), "seat": choice(*SEATS)}),
    "project": PageMessage({"table": short_text(8, min_len=0)}),
}


class Refusal(Exception):
    """A message refused: ``key`` names the words (``classroom.<key>``); nothing changed."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key, self.params = key, params


@dataclass
class Student:
    sid: int
    token: str
    name: str
    table_id: "str | None"
    seat: "str | None"
    online: int = 0


def clean_name(name: str) -> str:
    """A display name: whitespace folded, control characters dropped, 1 to 24 characters.
    (It is shown as text everywhere: never parsed as HTML.)"""
    kept = "".join(ch for ch in name if unicodedata.category(ch)[0] != "C")
    kept = " ".join(kept.split())
    if not 1 <= len(kept) <= MAX_NAME:
        raise Refusal("refused.name")
    return kept


class ClassSession:
    """A class: ``deals`` (canonical deal texts; default ``count`` seeded from ``seed``).

    ``on_change(tables, dashboard)`` is called with the ids of the tables whose students
    must be sent their state again (the server coalesces the calls)."""

    def __init__(
        self,
        store: Store,
        *,
        deals: "list[str] | None" = None,
        seed: int = 1,
        count: int = 8,
        lang: str = "en",
        pace: float = 0.8,
        linger: float = 2.5,
        scheduler: "Scheduler | None" = None,
        reviewer: "Callable[[dict[str, Any], Callable[[dict[str, Any]], None]], None] | None" = None,
        think: "Think | None" = None,
    ) -> None:
        self.store, self.lang = store, lang
        self._pace, self._linger, self._scheduler = pace, linger, scheduler
        self.on_change: Callable[[set[str]], None] = self.save  # a server saves once per turn of its loop
        # A reviewer runs each finished hand's review (its par, the coach's lines)
        # elsewhere (a worker process) and calls back; ``think``, the computer players.
        self._reviewer = reviewer or (lambda job, done: done(hand_review(**job)))
        self._think = think
        #: Set when the class-wide part of the dashboard changed (results, settings, …).
        self.class_changed = True
        self.teacher_token: str = store.meta("teacher_token") or secrets.token_urlsafe(18)
        self.seed: int = store.meta("seed", seed)
        self.deals: list[str] = store.meta("deals") or deals or seeded_deals(self.seed, count)
        self.settings: dict[str, Any] = store.meta(
            "settings",
            {"hints": True, "coach": False, "undo": True, "paused": False, "deal": 0, "projector": ""},
        )
        for key, value in (("teacher_token", self.teacher_token), ("seed", self.seed), ("deals", self.deals)):
            store.put_meta(key, value)
        self._save_settings()
        self.students: dict[int, Student] = {}
        self._by_token: dict[str, int] = {}
        for row in store.students():
            self._add_student(Student(row["sid"], row["token"], row["name"], row["table_id"], row["seat"]))
        self.tables: dict[str, ClassTable] = {}
        self.kinds: dict[str, str] = {}
        self.table_deal: dict[str, int] = {}
        self._saved: dict[str, int] = {}
        self._seats_saved: dict[str, dict] = {}
        self.results: dict[tuple[str, int], dict] = {(r["table"], r["deal"]): r for r in store.results()}
        self.decisions = store.decisions()
        for row in store.tables():  # a restart: every table back at its move
            self._make_table(row["tid"], row["kind"], row["deal"], row["seats"], row["history"])
        if self.settings["paused"]:
            for t in self.tables.values():
                t.pause()
        for (tid, deal), row in sorted(self.results.items(), key=lambda kv: (kv[0][1], kv[0][0])):
            if not row.get("reviewed", True):  # the server stopped mid-review: review it again
                self._review(tid, deal, row)

    # ---------------------------------------------------------------- tables
    def _make_table(
        self, tid: str, kind: str, deal: int, seats: dict, history: "list[str] | None" = None
    ) -> ClassTable:
        self.tables.pop(tid, None)  # while the new one deals, nothing is saved under its id
        t = ClassTable(
            deal_text=self.deals[deal],
            seats=seats,
            seed=self.seed + deal,
            pace=self._pace,
            linger=self._linger,
            lang=self.lang,
            coach=self.settings["coach"],
            analysis=False,  # the dashboard gives par; the per-card review would cost each hand a solve per card
            scheduler=self._scheduler,
            think=self._think,
            on_change=lambda: self._table_changed(tid),
        )
        self.tables[tid], self.kinds[tid], self.table_deal[tid] = t, kind, deal
        self._saved[tid] = -1
        if history:
            t.restore(history)  # saves once, the whole history
        else:
            self._table_changed(tid)
        return t

    def _table_changed(self, tid: str) -> None:
        t = self.tables.get(tid)
        if t is None:  # still being made
            return
        self.on_change({tid})  # saved by save(), once per turn of the loop, before anything is sent

    def save(self, tids: "set[str]") -> None:
        """Write the tables that changed (their moves) and record every finished hand."""
        for tid in tids:
            t = self.tables.get(tid)
            if t is None:
                continue
            deal = self.table_deal[tid]
            history = t.game.history
            if self._saved.get(tid) != len(history) or self._seats_saved.get(tid) != t.seats:
                self.store.save_table(tid, self.kinds[tid], deal, t.seats, list(history))
                self._saved[tid] = len(history)
                self._seats_saved[tid] = dict(t.seats)
            if t.hand_done and (tid, deal) not in self.results:
                self._record(tid, t, deal)

    def _names(self, t: ClassTable) -> dict[str, str]:
        return {s: self.students[int(h)].name for s, h in t.seats.items() if h not in (BOT, None)}

    def _record(self, tid: str, t: ClassTable, deal: int) -> None:
        row = result_row(
            t.game, t.deal_text, deal=deal, table=tid, kind=self.kinds[tid], names=self._names(t), par=False
        )
        self.results[(tid, deal)] = row
        self.store.save_result(tid, deal, row)  # kept now; its review (par, coach lines) follows
        self.class_changed = True
        self._review(tid, deal, row)

    def _review(self, tid: str, deal: int, row: dict[str, Any]) -> None:
        """Review a finished hand elsewhere. Durable: the result is stored first with
        ``reviewed`` false, its coach lines and then ``reviewed`` true when the review is
        back; a server that died meanwhile reviews it again when it starts."""
        job = {"deal_text": self.deals[deal], "seed": self.seed + deal, "history": row["history"],
               "seats": sorted(row["students"]), "lang": self.lang}  # fmt: skip

        def done(out: dict[str, Any]) -> None:
            rows = out["decisions"]
            for r in rows:
                r["name"] = row["students"].get(r["seat"], "")
            if rows:
                self.decisions[(tid, deal)] = rows
                self.store.save_decisions(tid, deal, rows)
            row["par"], row["reviewed"] = out["par"], True
            self.store.save_result(tid, deal, row)
            self.class_changed = True
            self.on_change(set())

        self._reviewer(job, done)

    def _save_settings(self) -> None:
        self.store.put_meta("settings", self.settings)

    # -------------------------------------------------------------- students
    def _add_student(self, st: Student) -> None:
        self.students[st.sid] = st
        self._by_token[st.token] = st.sid

    def _save_student(self, st: Student) -> None:
        self.store.save_student(st.sid, st.token, st.name, st.table_id, st.seat)

    def open_tables(self) -> list[dict[str, Any]]:
        """The tables of four and which of their seats are free (for the join page)."""
        return [
            {"table": tid, "free": [s for s in SEATS if t.seats[s] is None]}
            for tid, t in self.tables.items()
            if self.kinds[tid] == "four"
        ]

    def join(self, name: str, table: "str | None" = None, seat: "str | None" = None) -> Student:
        """A new student: at a table of their own (duplicate), or at ``table``'s ``seat``."""
        name = clean_name(name)
        if table is not None:
            t = self.tables.get(table)
            if t is None or self.kinds[table] != "four":
                raise Refusal("refused.no_table")
            if seat is None or t.seats.get(seat) is not None:
                raise Refusal("refused.seat_taken")
        sid = max(self.students, default=0) + 1
        st = Student(sid, secrets.token_urlsafe(18), name, None, None)
        self._add_student(st)
        if table is None:
            st.table_id, st.seat = f"S{sid}", "S"
            self._save_student(st)
            self._make_table(st.table_id, "solo", self.settings["deal"], {"S": str(sid)})
        else:
            assert seat is not None
            st.table_id, st.seat = table, seat
            self._save_student(st)
            self.tables[table].set_seat_holder(seat, str(sid))
        return st

    def resume(self, token: str) -> "Student | None":
        sid = self._by_token.get(token)
        return None if sid is None else self.students[sid]

    def student_table(self, sid: int) -> "ClassTable | None":
        st = self.students[sid]
        t = self.tables.get(st.table_id or "")
        if t is None or st.seat is None or t.seats.get(st.seat) != str(sid):
            return None
        return t

    def student_state(self, sid: int) -> "dict[str, Any] | None":
        """Everything the student's page shows: the table's traits as that seat sees them
        (``Table.state()``, built on ``seat_view``) and the class's line (``class``)."""
        st = self.students[sid]
        t = self.student_table(sid)
        if t is None or st.seat is None:
            return None
        state = t.state_for(st.seat)
        state["coach_state"] = state.pop("coach")
        waiting = any(h is None for h in t.seats.values())
        note = "wait_next" if t.hand_done else "waiting_seats" if waiting else ""
        state["class"] = {
            "name": st.name,
            "table": st.table_id if self.kinds[st.table_id or ""] == "four" else "",
            "deal": self.table_deal[st.table_id or ""] + 1,
            "deals": len(self.deals),
            "paused": self.settings["paused"],
            "note": note,
            "hints": self.settings["hints"],
            "undo": self.settings["undo"],
            "coach": self.settings["coach"],
        }
        return state

    def student_message(self, sid: int, msg: Any) -> "str | None":
        """Do what a student's page asks (a table message, checked against its schema);
        ``None``, or the refusal's words (then nothing changed)."""
        try:
            self._student_message(sid, msg)
        except Refusal as r:
            return say(r.key, self.lang, **r.params)
        return None

    def _student_message(self, sid: int, content: Any) -> None:
        try:
            msg = check_message(TABLE_MESSAGES, content)
        except MessageError as e:
            raise Refusal("refused.malformed", why=str(e)[:120]) from None
        kind = msg["kind"]
        t = self.student_table(sid)
        st = self.students[sid]
        if t is None or st.seat is None:
            raise Refusal("seat_lost")
        seat, solo = st.seat, self.kinds[st.table_id or ""] == "solo"
        # The teacher deals, sets the class's language and shows replays on the projector:
        # the notebook table's own controls for these are the teacher's in class.
        if kind in _TEACHERS_OWN:
            raise Refusal("refused.teacher_only")
        if kind in ("new_hand", "step"):
            raise Refusal("refused.new_hand")
        if self.settings["paused"]:
            raise Refusal("refused.paused")
        if kind == "act":
            try:
                t.act_for(seat, msg["action"])
            except IllegalAction:
                pass  # said at that seat, in the table's own words
        elif kind == "undo":
            if not self.settings["undo"]:
                raise Refusal("refused.undo_off")
            # At a table of four a move is taken back only while nobody has moved since:
            # the other three never lose a move of their own.
            if not solo and not t.last_move_by(seat):
                raise Refusal("refused.undo_four")
            with t.as_seat(seat):
                t.undo()
        elif kind == "hint":
            if not self.settings["hints"]:
                raise Refusal("refused.hints_off")
            with t.as_seat(seat):
                t.hint()
        elif kind == "coach":
            if not self.settings["coach"]:
                raise Refusal("refused.coach_off")
            with t.as_seat(seat):
                t.set_coach(msg["value"])
        elif kind == "next":
            if t.hand_done:
                raise Refusal("wait_next")
            with t.as_seat(seat):
                t.go_on()

    # --------------------------------------------------------------- teacher
    def is_teacher(self, token: Any) -> bool:
        return isinstance(token, str) and secrets.compare_digest(token.encode(), self.teacher_token.encode())

    def teacher_message(self, content: Any) -> "str | None":
        """Do what the dashboard asks; ``None`` or the refusal's words (nothing changed)."""
        try:
            try:
                msg = check_message(TEACHER_MESSAGES, content)
            except MessageError as e:
                raise Refusal("refused.malformed", why=str(e)[:120]) from None
            self._teacher(msg)
        except Refusal as r:
            return say(r.key, self.lang, **r.params)
        self.class_changed = True
        self.on_change(set())
        return None

    def _four(self, tid: str) -> ClassTable:
        t = self.tables.get(tid)
        if t is None:
            raise Refusal("refused.no_table")
        return t

    def _teacher(self, msg: dict[str, Any]) -> None:
        kind, s = msg["kind"], self.settings
        if kind == "advance":
            if s["deal"] + 1 >= len(self.deals):
                raise Refusal("no_more_deals")
            self.save(set(self.tables))  # every hand finished so far is recorded first
            s["deal"] += 1
            self._save_settings()
            for tid, t in list(self.tables.items()):
                t.close()
                self._make_table(tid, self.kinds[tid], s["deal"], t.seats)
                if s["paused"]:
                    self.tables[tid].pause()
        elif kind == "pause":
            s["paused"] = msg["value"]
            self._save_settings()
            for tid, t in self.tables.items():
                t.pause() if s["paused"] else t.resume()
                self.on_change({tid})
        elif kind == "settings":
            for key in ("hints", "coach", "undo"):
                if key in msg:
                    s[key] = msg[key]
            self._save_settings()
            for tid, t in self.tables.items():
                if "coach" in msg:
                    t.set_class_coach(msg["coach"])
                self.on_change({tid})
        elif kind == "open_table":
            n = 1 + sum(1 for k in self.kinds.values() if k == "four")
            self._make_table(f"T{n}", "four", s["deal"], {seat: None for seat in SEATS})
        elif kind == "fill":
            t = self._four(msg["table"])
            for seat in SEATS:
                if t.seats[seat] is None:
                    t.set_seat_holder(seat, BOT)
        elif kind == "bot_takes":
            t = self._four(msg["table"])
            holder = t.seats[msg["seat"]]
            if holder not in (BOT, None):
                st = self.students[int(holder)]
                st.table_id, st.seat = None, None
                self._save_student(st)
            t.set_seat_holder(msg["seat"], BOT)
        elif kind == "project":
            if msg["table"] and msg["table"] not in self.tables:
                raise Refusal("refused.no_table")
            s["projector"] = msg["table"]
            self._save_settings()

    # ------------------------------------------------------------ dashboard
    def result_rows(self) -> list[dict[str, Any]]:
        return sorted(self.results.values(), key=lambda r: (r["deal"], r["table"]))

    def csv(self) -> str:
        return to_csv(self.result_rows())

    def dashboard(self) -> dict[str, Any]:
        """The teacher's view of the whole class (full knowledge: for the teacher only)."""
        return dashboard(self)
