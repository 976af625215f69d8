"""Starting a class: in its own process (the ``class`` command) or inside a running event
loop (a notebook's kernel, :class:`~hasen_widget.classroom.Classroom`).

Both make the same :class:`ClassSession` over a SQLite file and the same
:class:`ClassServer`, served by uvicorn, with two worker processes beside the server's
loop, so a student's update never waits for thinking:

- the computer players' decisions (every table's, one after another: each takes a few
  milliseconds);
- the review of each finished hand (its par, the coach's lines: up to seconds), at a
  lower priority, so it takes only the time the players and the server leave.

>>> from concurrent.futures import ThreadPoolExecutor
>>> callable(thinker(ThreadPoolExecutor(1))), thinker(None)
(True, None)
"""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import os
import socket
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, ProcessPoolExecutor
from pathlib import Path
from typing import Any

import uvicorn

from ..game import Game
from ..players import RuleOfThumbPlayer
from ..view import seat_view
from .results import hand_review
from .seats import Think, decide
from .server import ClassServer
from .session import ClassSession
from .store import Store

__all__ = ["start_class", "RunningClass", "room_address", "thinker", "reviewer"]


class _Server(uvicorn.Server):
    """uvicorn's server, leaving the host's signal handlers alone (a kernel has its own)."""

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        yield


def room_address() -> str:
    """This machine's address on the room's network (no packet is sent: a UDP socket's
    connect only picks the route)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("10.254.254.254", 1))
            return str(s.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def _worker_start(parent: int, niceness: int) -> None:
    """In a worker: end when the server is gone (even after a SIGKILL, which gives it no
    chance to stop its workers), and give way to the server by ``niceness``."""
    if niceness:
        with contextlib.suppress(OSError):
            os.nice(niceness)

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(0)

    threading.Thread(target=watch, daemon=True).start()


def _warm_up() -> None:
    """A worker's first task: import and run the players and the solver once, so the
    first real decision does not pay for the imports."""
    g = Game(seed=1)
    decide(RuleOfThumbPlayer(), seat_view(g, g.to_move or "S"))


def _pool(niceness: int) -> ProcessPoolExecutor:
    pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"), initializer=_worker_start,
                               initargs=(os.getpid(), niceness))  # fmt: skip
    pool.submit(_warm_up)
    return pool


def thinker(pool: "Executor | None") -> "Think | None":
    """The computer players' ``think`` for :class:`~.seats.ClassTable`: in ``pool``."""
    if pool is None:
        return None

    def think(player: Any, view: dict) -> "asyncio.Future[Any]":
        return asyncio.get_running_loop().run_in_executor(pool, decide, player, view)

    return think


def reviewer(
    pool: "Executor | None",
) -> "Callable[[dict[str, Any], Callable[[dict[str, Any]], None]], None] | None":
    """The session's ``reviewer``: each finished hand's :func:`~.results.hand_review` in ``pool``."""
    if pool is None:
        return None

    def run(job: dict[str, Any], done: Callable[[dict[str, Any]], None]) -> None:
        fut = asyncio.get_running_loop().run_in_executor(pool, _review_job, job)
        fut.add_done_callback(
            lambda f: done(f.result()) if not f.cancelled() and f.exception() is None else None
        )

    return run


def _review_job(job: dict[str, Any]) -> dict[str, Any]:
    # A module-level function: what a worker process is sent must pickle.
    return hand_review(**job)


class RunningClass:
    """A class being served: ``session``, ``server`` (``join_url``, ``teacher_url``),
    ``port``; :meth:`stop` ends it (its database keeps everything)."""

    def __init__(self, session: ClassSession, server: ClassServer, uv: _Server, task: "asyncio.Task[Any]",
                 pools: "list[ProcessPoolExecutor]", port: int) -> None:  # fmt: skip
        self.session, self.server, self.port = session, server, port
        self._uv, self._task, self._pools = uv, task, pools

    async def stop(self) -> None:
        self._uv.should_exit = True
        with contextlib.suppress(Exception):
            await self._task
        for pool in self._pools:
            # A review under way is given up: its hand's result is kept, marked not yet
            # reviewed, and the next server on this database reviews it again.
            for worker in list(getattr(pool, "_processes", {}).values()):
                worker.terminate()
            pool.shutdown(wait=False, cancel_futures=True)
        self.session.store.close()


async def start_class(
    *,
    host: str = "127.0.0.1",
    port: int = 8765,
    db: "str | Path" = "hasen-class.sqlite",
    tables: int = 0,
    review_pool: bool = True,
    **session: Any,
) -> RunningClass:
    """Start serving a class in the running loop and return once it listens. The other
    keywords (``deals``, ``seed``, ``count``, ``lang``, ``pace``, ``linger``) are
    :class:`ClassSession`'s; ``review_pool=False`` thinks and reviews in the server's
    own process (a test's)."""
    pools = [_pool(0), _pool(10)] if review_pool else []  # the players', the reviews'
    s = ClassSession(Store(db), think=thinker(pools[0] if pools else None),
                     reviewer=reviewer(pools[1] if pools else None), **session)  # fmt: skip
    for _ in range(tables - sum(1 for k in s.kinds.values() if k == "four")):
        s.teacher_message({"kind": "open_table"})
    server = ClassServer(s, lang=s.lang)
    config = uvicorn.Config(server.app, host=host, port=port, log_level="warning", ws="websockets-sansio",
                            ws_max_size=64 * 1024, lifespan="off")  # fmt: skip
    uv = _Server(config)
    task = asyncio.get_running_loop().create_task(uv.serve())
    while not uv.started:
        if task.done():
            await task  # raises: the port is taken, …
            raise OSError(f"the class server did not start on {host}:{port}")
        await asyncio.sleep(0.02)
    bound = port or uv.servers[0].sockets[0].getsockname()[1]
    shown = room_address() if host in ("0.0.0.0", "") else host
    server.set_address(f"http://{shown}:{bound}")
    return RunningClass(s, server, uv, task, pools, bound)
