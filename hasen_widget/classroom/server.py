"""The class server: Starlette over uvicorn, one WebSocket per page.

Routes: ``/`` the student's page, ``/teacher?token=…`` the dashboard, ``/export.csv?token=…``
the results, ``/qr.svg`` the join link as a QR code, ``/ws`` a student's socket and
``/ws/teacher?token=…`` the dashboard's. Every frame a page sends is checked here before
the session sees it: its origin (the socket must come from this server's own page), its
size (:data:`MAX_FRAME`), its rate (a bucket of :data:`BURST` frames refilled at
:data:`RATE` a second), JSON, then the message schemas. A refusal is one ``notice`` frame
in the class's language; nothing changes. What goes back to a student is only
:meth:`ClassSession.student_state` (``Table.state()`` from that seat, built on ``seat_view``),
sent as the traits that changed since the last frame. The dashboard gets the whole class
once, then ``dash_rows`` frames with only the rows that changed (:mod:`.dashboard`).

>>> app = ClassServer.__init__.__doc__ is None
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, PlainTextResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from ..page_messages import MessageError, check_message
from ..widget_text import seat_name
from .dashboard import DashboardFeed
from .qr import qr_svg
from .session import JOIN_MESSAGES, ClassSession, Refusal
from .words import labels, say

__all__ = ["ClassServer", "MAX_FRAME", "RATE", "BURST"]

#: The longest frame a page may send (a table message is under 100 bytes).
MAX_FRAME = 2048
#: Frames a second a page may send, and how many at once.
RATE, BURST = 10.0, 30
_STATIC = Path(__file__).resolve().parent.parent / "static"
_FILES = {"classroom.js": "text/javascript", "classroom.css": "text/css", "table.css": "text/css"}
_CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
    "connect-src 'self' ws: wss:; base-uri 'none'; form-action 'none'; frame-ancestors *"
)


class _Bucket:
    def __init__(self) -> None:
        self.level, self.at = float(BURST), time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.level = min(BURST, self.level + (now - self.at) * RATE)
        self.at = now
        if self.level < 1:
            return False
        self.level -= 1
        return True


class _Conn:
    """One page's socket: its writer keeps the frames in order; ``last`` holds what the
    page has, so each frame carries only the traits that changed."""

    def __init__(self, ws: WebSocket) -> None:
        self.ws, self.sid = ws, None
        self.last: dict[str, str] = {}
        self.bucket = _Bucket()
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.writer = asyncio.get_running_loop().create_task(self._write())

    async def _write(self) -> None:
        while True:
            text = await self.queue.get()
            if text is None:
                return
            try:
                await self.ws.send_text(text)
            except Exception:  # noqa: BLE001 - the page went away; its reader ends the socket
                return

    def send(self, doc: dict[str, Any]) -> None:
        self.queue.put_nowait(json.dumps(doc, ensure_ascii=False, separators=(",", ":")))

    def close(self) -> None:
        self.queue.put_nowait(None)


def _page(kind: str, lang: str, extra: str = "") -> str:
    return (
        f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{'Hasenpfeffer'}</title>"
        '<link rel="stylesheet" href="static/table.css"><link rel="stylesheet" href="static/classroom.css">'
        f'</head><body data-page="{kind}" data-lang="{lang}"{extra}><main id="app"></main>'
        '<script type="module" src="static/classroom.js"></script></body></html>'
    )


class ClassServer:
    """The web side of a :class:`ClassSession`. ``app`` is the Starlette application;
    ``join_url`` and ``teacher_url`` are set once the address is known."""

    def __init__(self, session: ClassSession, *, lang: str = "en") -> None:
        self.session, self.lang = session, lang
        self.join_url = self.teacher_url = ""
        self._students: dict[int, set[_Conn]] = {}
        self._teachers: set[_Conn] = set()
        self._dirty: set[str] = set()
        self._flush_due = False
        self._feed = DashboardFeed(session)
        self._dash_tables: list[str] = []  # changed since the dashboards' last frame
        self._dash_students: set[int] = set()
        self._dash_due = False
        session.on_change = self._changed
        self.app = Starlette(
            routes=[
                Route("/", self._student_page),
                Route("/teacher", self._teacher_page),
                Route("/export.csv", self._csv),
                Route("/qr.svg", self._qr),
                Route("/favicon.ico", lambda request: Response(status_code=204)),
                Route("/static/{name}", self._static),
                WebSocketRoute("/ws", self._student_ws),
                WebSocketRoute("/ws/teacher", self._teacher_ws),
            ]
        )

    def set_address(self, base: str) -> None:
        self.join_url = base.rstrip("/") + "/"
        self.teacher_url = f"{self.join_url}teacher?token={self.session.teacher_token}"

    # ----------------------------------------------------------------- HTTP
    def _headers(self) -> dict[str, str]:
        return {
            "Content-Security-Policy": _CSP,
            "X-Content-Type-Options": "nosniff",
            "Cache-Control": "no-store",
        }

    async def _student_page(self, request: Request) -> Response:
        return HTMLResponse(_page("student", self.lang), headers=self._headers())

    def _teacher_ok(self, request: Request) -> bool:
        return self.session.is_teacher(request.query_params.get("token"))

    def _refused(self) -> Response:
        return PlainTextResponse(say("refused.token", self.lang), status_code=403, headers=self._headers())

    async def _teacher_page(self, request: Request) -> Response:
        if not self._teacher_ok(request):
            return self._refused()
        return HTMLResponse(
            _page("teacher", self.lang, ' data-join="' + self.join_url + '"'), headers=self._headers()
        )

    async def _csv(self, request: Request) -> Response:
        if not self._teacher_ok(request):
            return self._refused()
        return Response(
            self.session.csv(),
            media_type="text/csv; charset=utf-8",
            headers={"Content-Disposition": 'attachment; filename="class-results.csv"', **self._headers()},
        )

    async def _qr(self, request: Request) -> Response:
        return Response(qr_svg(self.join_url), media_type="image/svg+xml", headers=self._headers())

    async def _static(self, request: Request) -> Response:
        name = request.path_params["name"]
        if name not in _FILES or not (_STATIC / name).exists():
            return PlainTextResponse("not found (is the front end built? node build.mjs)", status_code=404)
        return FileResponse(_STATIC / name, media_type=_FILES[name], headers={"Cache-Control": "no-cache"})

    # ------------------------------------------------------------ sockets
    def _origin_ok(self, ws: WebSocket) -> bool:
        origin, host = ws.headers.get("origin"), ws.headers.get("host")
        if not origin or not host:
            return False
        parts = urlsplit(origin)
        return parts.scheme in ("http", "https") and parts.netloc == host

    async def _refuse(self, ws: WebSocket, key: str, code: int) -> None:
        await ws.accept()
        await ws.send_text(json.dumps({"type": "refused", "text": say(key, self.lang)}, ensure_ascii=False))
        await ws.close(code=code, reason=key)

    async def _frames(self, conn: _Conn, handle: Callable[[Any], None]) -> None:
        """Read the page's frames until it goes; each one checked before ``handle``."""
        while True:
            msg = await conn.ws.receive()
            if msg["type"] == "websocket.disconnect":
                return
            raw = msg.get("text")
            if raw is None:
                raw = (msg.get("bytes") or b"").decode("utf-8", "replace")
            if len(raw.encode("utf-8")) > MAX_FRAME:
                self._notice(conn, say("refused.too_long", self.lang, n=MAX_FRAME))
                continue
            if not conn.bucket.take():
                self._notice(conn, say("refused.too_fast", self.lang))
                continue
            try:
                data = json.loads(raw)
            except ValueError:
                self._notice(conn, say("refused.malformed", self.lang, why="not JSON"))
                continue
            handle(data)

    def _notice(self, conn: _Conn, text: str) -> None:
        conn.send({"type": "notice", "text": text})

    async def _student_ws(self, ws: WebSocket) -> None:
        if not self._origin_ok(ws):
            await self._refuse(ws, "refused.origin", 4403)
            return
        await ws.accept()
        conn = _Conn(ws)
        conn.send(self._lobby())
        try:
            await self._frames(conn, lambda data: self._from_student(conn, data))
        except WebSocketDisconnect:
            pass
        finally:
            self._leave(conn)

    def _lobby(self, forget: bool = False) -> dict[str, Any]:
        return {"type": "lobby", "lang": self.lang, "labels": self._labels(), "seats": self._labels()["seats"],
                "tables": self.session.open_tables(), "forget": forget}  # fmt: skip

    def _labels(self) -> dict[str, Any]:
        out: dict[str, Any] = labels(self.lang)
        out["seats"] = {s: seat_name(s, self.lang) for s in "NESW"}
        return out

    def _from_student(self, conn: _Conn, data: Any) -> None:
        s = self.session
        if conn.sid is None:
            try:
                msg = check_message(JOIN_MESSAGES, data)
            except MessageError as e:
                self._notice(conn, say("refused.malformed" if e.field != "kind" else "refused.not_joined",
                                       self.lang, why=str(e)[:120]))  # fmt: skip
                return
            if msg["kind"] == "resume":
                st = s.resume(msg["token"])
                if st is None:
                    conn.send(self._lobby(forget=True))
                    return
            else:
                try:
                    st = s.join(msg["name"], msg.get("table"), msg.get("seat"))
                except Refusal as r:
                    self._notice(conn, say(r.key, self.lang, **r.params))
                    conn.send(self._lobby())
                    return
            conn.sid = st.sid
            st.online += 1
            self._students.setdefault(st.sid, set()).add(conn)
            conn.send({"type": "welcome", "token": st.token, "name": st.name})
            self._send_state(conn, s.student_state(st.sid))
            self._dash_students.add(st.sid)
            self._changed({st.table_id} if st.table_id else set())
            return
        text = s.student_message(conn.sid, data)
        if text is not None:
            self._notice(conn, text)

    def _leave(self, conn: _Conn) -> None:
        conn.close()
        if conn.sid is not None:
            self._students.get(conn.sid, set()).discard(conn)
            st = self.session.students.get(conn.sid)
            if st is not None:
                st.online = max(0, st.online - 1)
            self._dash_students.add(conn.sid)
            self._changed(set())
        self._teachers.discard(conn)

    async def _teacher_ws(self, ws: WebSocket) -> None:
        if not self._origin_ok(ws):
            await self._refuse(ws, "refused.origin", 4403)
            return
        if not self.session.is_teacher(ws.query_params.get("token")):
            await self._refuse(ws, "refused.token", 4401)
            return
        await ws.accept()
        conn = _Conn(ws)
        self._send_dash()  # the dashboards already open get what changed before the new one's snapshot
        self._teachers.add(conn)
        conn.send({"type": "hello", "lang": self.lang, "labels": self._labels(), "join": self.join_url})
        conn.send({"type": "dash", "dash": self._feed.full()})
        try:
            await self._frames(conn, lambda data: self._from_teacher(conn, data))
        except WebSocketDisconnect:
            pass
        finally:
            self._leave(conn)

    def _from_teacher(self, conn: _Conn, data: Any) -> None:
        text = self.session.teacher_message(data)
        if text is not None:
            self._notice(conn, text)
            return
        # A teacher's action may change any row (a seat taken, the next deal): look at all.
        self._dash_tables.extend(self.session.tables)
        self._dash_students.update(self.session.students)

    # ------------------------------------------------------------ updates
    def _changed(self, tables: set[str]) -> None:
        """Something changed: send it at the end of this turn of the loop, once."""
        self._dirty |= tables
        if not self._flush_due:
            self._flush_due = True
            try:
                asyncio.get_running_loop().call_soon(self._flush)
            except RuntimeError:
                self._flush_due = False

    def _flush(self) -> None:
        self._flush_due = False
        dirty, self._dirty = self._dirty, set()
        s = self.session
        s.save(dirty)  # on disk before any page is told
        for tid in dirty:
            t = s.tables.get(tid)
            if t is None:
                continue
            for holder in set(t.seats.values()):
                if holder in ("bot", None):
                    continue
                conns = self._students.get(int(holder))
                if conns:
                    state = s.student_state(int(holder))
                    for conn in conns:
                        self._send_state(conn, state)
        # A student whose seat went to a computer player is told so.
        for sid, conns in self._students.items():
            if conns and s.student_table(sid) is None:
                for conn in conns:
                    if conn.last.get("__lost") is None:
                        conn.last = {"__lost": "1"}
                        conn.send({"type": "lost", "text": say("seat_lost", self.lang)})
        self._dash_tables.extend(dirty)
        if self._teachers and not self._dash_due:
            # After the students' frames (their writers were woken first); one frame
            # for every change of this turn of the loop, carrying only the rows that changed.
            self._dash_due = True
            asyncio.get_running_loop().call_soon(self._send_dash)

    def _send_dash(self) -> None:
        self._dash_due = False
        tables, self._dash_tables = self._dash_tables, []
        students, self._dash_students = self._dash_students, set()
        if not self._teachers:
            return
        delta = self._feed.delta(tables, students)
        if delta is not None:
            frame = json.dumps({"type": "dash_rows", **delta}, ensure_ascii=False, separators=(",", ":"))
            for conn in self._teachers:
                conn.queue.put_nowait(frame)

    def _send_state(self, conn: _Conn, state: "dict[str, Any] | None") -> None:
        if state is None:
            return
        changed = {}
        for name, value in state.items():
            text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
            if conn.last.get(name) != text:
                conn.last[name] = text
                changed[name] = value
        conn.last.pop("__lost", None)
        if changed:
            conn.send({"type": "state", "traits": changed})
