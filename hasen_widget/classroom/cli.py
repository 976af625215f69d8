"""``python -m hasen_widget class``: serve a class from a terminal until Ctrl-C.

Once the server listens, :func:`run_class` prints the students' join link, the
teacher's dashboard link, a warning when the class is open to the room's network, and
the join link's QR code drawn in text, to scan from the terminal:

>>> say("dash.network", "en")
"Open to the room's network: anyone on it can open the join link."
>>> qr = qr_terminal("http://192.168.1.20:8765/")
>>> len(qr.splitlines()) > 10 and "█" in qr
True
"""

from __future__ import annotations

import argparse
import asyncio
import signal
import sys

from .qr import qr_terminal
from .run import start_class
from .words import say

__all__ = ["run_class"]


async def run_class(args: argparse.Namespace, lang: str, deals: "list[str] | None") -> None:
    running = await start_class(host=args.host, port=args.port, db=args.db, tables=args.tables, deals=deals,
                                seed=args.seed, count=args.count, lang=lang, pace=args.pace,
                                linger=args.linger)  # fmt: skip
    server = running.server
    print(f"Students: {server.join_url}")
    print(f"Teacher: {server.teacher_url}")
    if args.host in ("0.0.0.0", ""):
        print(say("dash.network", lang))
    print(qr_terminal(server.join_url), end="")
    sys.stdout.flush()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    await stop.wait()
    await running.stop()
