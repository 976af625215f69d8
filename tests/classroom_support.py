"""Helpers for the class server's tests and benchmark: the real ``class`` command in a
subprocess, and students and a teacher as real WebSocket clients."""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]

#: Lesson 8's prepared deal, and a second one.
DEALS = """
N: A♥ K♣ Q♣ 9♠ 10♦ 9♦
E: Q♥ 10♥ A♣ 10♣ K♠ Q♠
S: J♥ J♦ 9♥ A♠ A♦ K♦
W: Joker K♥ J♣ 9♣ J♠ 10♠

widow: Q♦
dealer: W
---
N: A♠ K♠ Q♠ 10♠ 9♠ J♣
E: A♥ K♥ Q♥ J♥ 10♥ 9♥
S: A♦ K♦ Q♦ J♦ 10♦ 9♦
W: A♣ K♣ Q♣ 10♣ 9♣ J♠
widow: Joker
dealer: N
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class ClassProc:
    """``python -m hasen_widget class`` on 127.0.0.1 and a free port."""

    def __init__(self, tmp: Path, *, port: "int | None" = None, tables: int = 0, lang: str = "en",
                 db: "Path | None" = None, deals: bool = True, pace: float = 0) -> None:  # fmt: skip
        self.tmp, self.port, self.lang = tmp, port or free_port(), lang
        self.db = db or tmp / "class.sqlite"
        self.deals_file = tmp / "deals.txt"
        self.deals_file.write_text(DEALS, encoding="utf-8")
        self.args = ["--port", str(self.port), "--db", str(self.db), "--pace", str(pace), "--linger", "0",
                     "--lang", lang, "--tables", str(tables)] + (["--deals", str(self.deals_file)] if deals else [])  # fmt: skip
        self.proc: "subprocess.Popen[str] | None" = None
        self.start()

    def start(self) -> None:
        env = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
        self.proc = subprocess.Popen([sys.executable, "-m", "hasen_widget", "class", *self.args], cwd=self.tmp,
                                     env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)  # fmt: skip
        lines = []
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            line = self.proc.stdout.readline()  # type: ignore[union-attr]
            if not line:
                raise RuntimeError("the class server ended:\n" + "".join(lines))
            lines.append(line)
            m = re.match(r"Teacher: (\S+)", line)
            if m:
                self.teacher_url = m.group(1)
                break
        self.head = "".join(lines)
        self.log = lines
        # Keep reading what the server prints, so a full pipe never stops it.
        self._drain = threading.Thread(
            target=lambda out=self.proc.stdout: [lines.append(x) for x in out], daemon=True
        )
        self._drain.start()
        self.join_url = re.search(r"Students: (\S+)", self.head).group(1)  # type: ignore[union-attr]
        self.token = self.teacher_url.split("token=")[1]
        self.origin = f"http://127.0.0.1:{self.port}"

    def kill(self, sig: int = signal.SIGKILL) -> None:
        assert self.proc is not None
        self.proc.send_signal(sig)
        self.proc.wait(10)
        self._drain.join(5)
        self.proc.stdout.close()  # type: ignore[union-attr]

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        if self.proc is not None and self.proc.stdout is not None:
            self._drain.join(5)
            self.proc.stdout.close()


def merge_rows(dash: dict[str, Any], frame: dict[str, Any]) -> dict[str, Any]:
    """The dashboard after a ``dash_rows`` frame (as js/classroom/rows.js does it)."""
    out = dash | frame.get("class", {})
    if "projector" in frame:
        out["projector"] = frame["projector"]
    for part, key in (("students", "sid"), ("tables", "table")):
        rows = list(dash.get(part, []))
        at = {r[key]: i for i, r in enumerate(rows)}
        for row in frame.get(part, []):
            if row[key] in at:
                rows[at[row[key]]] = row
            else:
                at[row[key]] = len(rows)
                rows.append(row)
        out[part] = rows
    return out


class Client:
    """A page as a real WebSocket client: it keeps every frame and the traits it holds."""

    def __init__(self, ws: Any) -> None:
        self.ws = ws
        self.traits: dict[str, Any] = {}
        self.frames: list[str] = []
        self.notices: list[str] = []
        self.kinds: list[str] = []
        self.token = ""
        self.dash: dict[str, Any] = {}
        self.lobby: dict[str, Any] = {}
        self.closed = False
        self._event = asyncio.Event()
        self._reader = asyncio.get_running_loop().create_task(self._read())

    @classmethod
    async def open(cls, proc: ClassProc, path: str = "/ws", origin: "str | None" = None) -> "Client":
        from websockets.asyncio.client import connect

        ws = await connect(f"ws://127.0.0.1:{proc.port}{path}", origin=origin or proc.origin, max_size=2**24)  # type: ignore[arg-type]
        return cls(ws)

    async def _read(self) -> None:
        try:
            async for raw in self.ws:
                self.frames.append(raw)
                msg = json.loads(raw)
                self.kinds.append(msg["type"])
                if msg["type"] == "state":
                    self.traits.update(msg["traits"])
                elif msg["type"] in ("notice", "refused", "lost"):
                    self.notices.append(msg["text"])
                elif msg["type"] == "welcome":
                    self.token = msg["token"]
                elif msg["type"] == "dash":
                    self.dash = msg["dash"]
                elif msg["type"] == "dash_rows":
                    self.dash = merge_rows(self.dash, msg)
                elif msg["type"] == "lobby":
                    self.lobby = msg
                self._event.set()
        except Exception:  # noqa: BLE001 - the server went away
            pass
        self.closed = True
        self._event.set()

    async def until(self, pred: Any, timeout: float = 15) -> None:
        deadline = time.monotonic() + timeout
        while not pred():
            left = deadline - time.monotonic()
            if left <= 0 or self.closed:
                raise TimeoutError(f"waited {timeout} s; last frames: {self.frames[-2:]}")
            self._event.clear()
            try:
                await asyncio.wait_for(self._event.wait(), left)
            except asyncio.TimeoutError:
                pass

    async def send(self, msg: Any) -> None:
        await self.ws.send(msg if isinstance(msg, str) else json.dumps(msg))

    @property
    def view(self) -> dict[str, Any]:
        return self.traits.get("view") or {}

    def my_turn(self) -> bool:
        v = self.view
        return bool(v.get("legal")) and v.get("to_move") == v.get("seat")

    def over(self) -> bool:
        return self.view.get("phase") == "hand_over"

    async def join(self, name: str, **where: str) -> None:
        await self.until(lambda: bool(self.lobby))
        await self.send({"kind": "join", "name": name, **where})
        await self.until(lambda: bool(self.token) and bool(self.view))

    async def close(self) -> None:
        await self.ws.close()
        self._reader.cancel()


async def play_hand(c: Client, pick: int = 0, timeout: float = 30) -> None:
    """Play the student's seat to the end of the hand: at each turn the ``pick``-th legal
    action (counted round, so students differ), waiting for the server after each."""
    n = 0
    deadline = time.monotonic() + timeout
    while not c.over():
        await c.until(lambda: c.my_turn() or c.over(), timeout=max(1, deadline - time.monotonic()))
        if c.over():
            return
        legal = c.view["legal"]
        action = legal[(pick + n) % len(legal)]
        n += 1
        before = len(c.frames)
        await c.send({"kind": "act", "action": action})
        await c.until(lambda before=before: len(c.frames) > before)
