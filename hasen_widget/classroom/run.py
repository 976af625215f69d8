"""Starting a class: in its own process (the ``class`` command) or inside a running event
loop (a notebook's kernel, :class:`~hasen_widget.classroom.Classroom`).

Both make the same :class:`ClassSession` over a SQLite file and the same
:class:`ClassServer`, served by uvicorn. The coach's review of each finished hand runs
in one worker process, so a student's update never waits for it.
"""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import socket
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, ProcessPoolExecutor
from pathlib import Path
from typing import Any

import uvicorn

from .results import review
from .server import ClassServer
from .session import ClassSession
from .store import Store

__all__ = ["start_class", "RunningClass", "room_address"]


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


def _watch_parent(parent: int) -> None:
    """In the review worker: end when the server is gone (even after a SIGKILL, which
    gives it no chance to stop its workers)."""
    import os
    import threading
    import time

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(0)

    threading.Thread(target=watch, daemon=True).start()


def _reviewer(
    pool: "Executor | None",
) -> "Callable[[list[dict], str, Callable[[list[dict]], None]], None] | None":
    if pool is None:
        return None

    def run(items: list[dict], lang: str, done: Callable[[list[dict]], None]) -> None:
        loop = asyncio.get_running_loop()
        fut = loop.run_in_executor(pool, review, items, lang)
        fut.add_done_callback(
            lambda f: done(f.result()) if not f.cancelled() and f.exception() is None else None
        )

    return run


class RunningClass:
    """A class being served: ``session``, ``server`` (``join_url``, ``teacher_url``),
    ``port``; :meth:`stop` ends it (its database keeps everything)."""

    def __init__(self, session: ClassSession, server: ClassServer, uv: _Server, task: "asyncio.Task[Any]",
                 pool: "Executor | None", port: int) -> None:  # fmt: skip
        self.session, self.server, self._uv, self._task, self._pool, self.port = (
            session,
            server,
            uv,
            task,
            pool,
            port,
        )

    async def stop(self) -> None:
        self._uv.should_exit = True
        with contextlib.suppress(Exception):
            await self._task
        if self._pool is not None:
            # A review under way is given up (its hand's result is kept; only its coach lines are lost).
            for worker in list(getattr(self._pool, "_processes", {}).values()):
                worker.terminate()
            self._pool.shutdown(wait=False, cancel_futures=True)
        self.session.store.close()


async def start_class(
    *,
    host: str = "127.0.0.1",
    port: int = 8765,
    db: "str | Path" = "hasen-class.sqlite",
    deals: "list[str] | None" = None,
    seed: int = 1,
    count: int = 8,
    lang: str = "en",
    pace: float = 0.8,
    linger: float = 2.5,
    tables: int = 0,
    review_pool: bool = True,
) -> RunningClass:
    """Start serving a class in the running loop and return once it listens."""
    pool = None
    if review_pool:
        import os

        pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"),
                                   initializer=_watch_parent, initargs=(os.getpid(),))  # fmt: skip
    if pool is not None:
        pool.submit(review, [], lang)  # the worker starts and imports the coach now, not after the first hand
    session = ClassSession(Store(db), deals=deals, seed=seed, count=count, lang=lang, pace=pace,
                           linger=linger, reviewer=_reviewer(pool))  # fmt: skip
    for _ in range(tables - sum(1 for k in session.kinds.values() if k == "four")):
        session.teacher_message({"kind": "open_table"})
    server = ClassServer(session, lang=lang)
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
    return RunningClass(session, server, uv, task, pool, bound)
