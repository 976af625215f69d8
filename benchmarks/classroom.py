"""The class server under a class's load: 60 simulated students, real WebSocket clients.

Two runs, each against a fresh ``python -m hasen_widget class`` on 127.0.0.1:

- 60 duplicate tables (each student at a table of their own with three computer players);
- 15 tables of four (every seat a student).

Each student plays one whole deal, acting when it is their turn after a think time drawn
from ``--think`` (default 1-4 s, a quick student; ``--think 0.05,0.3`` is a stress test
far past any class: then the two cores are saturated and the times are queueing times). Printed: the p50 and p95 time from a student's act to that student's update,
and to the teacher dashboard's update showing it, and the server's memory (resident, its
review worker included). Targets: p95 under 100 ms, memory under 500 MB.

    nice -n 10 python benchmarks/classroom.py [--students 60] [--deals 1] [--think 1,4]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import psutil
from websockets.asyncio.client import connect

REPO = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start(tmp: Path, tables: int, deals: int) -> tuple[subprocess.Popen, int, str]:
    port = free_port()
    env = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    args = ["--port", str(port), "--db", str(tmp / "bench.sqlite"), "--pace", "0", "--linger", "0",
            "--tables", str(tables), "--count", str(max(2, deals))]  # fmt: skip
    proc = subprocess.Popen([sys.executable, "-m", "hasen_widget", "class", *args], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)  # fmt: skip
    for line in proc.stdout:  # type: ignore[union-attr]
        m = re.match(r"Teacher: \S+token=(\S+)", line)
        if m:
            return proc, port, m.group(1)
    raise RuntimeError("the class server did not start")


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q / 100 * (len(values) - 1))))] * 1000


class Run:
    def __init__(self, port: int, token: str) -> None:
        self.port, self.token = port, token
        self.own: list[float] = []
        self.dash: list[float] = []
        self.pending: dict[str, list[tuple[int, float]]] = {}  # student -> [(moves shown then, t0)]
        self.known: dict[str, int] = {}  # student -> their table's moves the dashboard showed last
        self.done = 0
        self.think = (1.0, 4.0)

    async def teacher(self, stop: asyncio.Event) -> None:
        url = f"ws://127.0.0.1:{self.port}/ws/teacher?token={self.token}"
        async with connect(url, origin=f"http://127.0.0.1:{self.port}", max_size=2**26) as ws:
            while not stop.is_set():
                try:
                    raw = await asyncio.wait_for(ws.recv(), 0.5)
                except asyncio.TimeoutError:
                    continue
                now = time.perf_counter()
                msg = json.loads(raw)
                if msg["type"] not in ("dash", "dash_rows"):
                    continue
                # The whole class first, then only the rows that changed: each student's
                # row carries the moves made at their table.
                rows = msg["dash"]["students"] if msg["type"] == "dash" else msg.get("students", [])
                for row in rows:
                    self.known[row["name"]] = row.get("moves", 0)
                    waiting = self.pending.get(row["name"])
                    if waiting:
                        keep = []
                        for before, t0 in waiting:
                            (
                                self.dash.append(now - t0)
                                if row.get("moves", 0) > before
                                else keep.append((before, t0))
                            )
                        self.pending[row["name"]] = keep

    async def student(self, i: int, where: dict, deals: int) -> None:
        rng = random.Random(i)
        async with connect(f"ws://127.0.0.1:{self.port}/ws", origin=f"http://127.0.0.1:{self.port}") as ws:
            traits: dict = {}
            await ws.recv()  # lobby
            await ws.send(json.dumps({"kind": "join", "name": f"Student {i}", **where}))
            name = f"Student {i}"
            for _ in range(deals):
                while True:
                    v = traits.get("view") or {}
                    if v.get("phase") == "hand_over":
                        break
                    if v.get("legal") and v["to_move"] == v["seat"]:
                        await asyncio.sleep(rng.uniform(*self.think))
                        legal = v["legal"]
                        action = "not alone" if "not alone" in legal else rng.choice(legal)
                        t0 = time.perf_counter()
                        self.pending.setdefault(name, []).append((self.known.get(name, 0), t0))
                        await ws.send(json.dumps({"kind": "act", "action": action}))
                        while True:  # this student's own update
                            m2 = json.loads(await ws.recv())
                            if m2["type"] == "state":
                                self.own.append(time.perf_counter() - t0)
                                traits.update(m2["traits"])
                                break
                        continue
                    msg = json.loads(await ws.recv())
                    if msg["type"] == "state":
                        traits.update(msg["traits"])
            self.done += 1


async def measure(tables: int, students: int, deals: int, think: tuple[float, float]) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        proc, port, token = start(Path(tmp), tables, deals)
        try:
            run = Run(port, token)
            run.think = think
            stop = asyncio.Event()
            teacher = asyncio.create_task(run.teacher(stop))
            await asyncio.sleep(0.5)
            seats = "NESW"
            wheres = [
                {"table": f"T{i // 4 + 1}", "seat": seats[i % 4]} if tables else {} for i in range(students)
            ]
            t0 = time.perf_counter()
            await asyncio.wait_for(
                asyncio.gather(*(run.student(i, w, deals) for i, w in enumerate(wheres))), 600
            )
            wall = time.perf_counter() - t0
            await asyncio.sleep(1.0)
            stop.set()
            await teacher
            server = psutil.Process(proc.pid)
            rss = server.memory_info().rss + sum(c.memory_info().rss for c in server.children(recursive=True))
            return {"acts": len(run.own), "own": run.own, "dash": run.dash, "wall": wall,
                    "rss_mb": rss / 2**20, "server_mb": server.memory_info().rss / 2**20}  # fmt: skip
        finally:
            proc.terminate()
            try:
                proc.wait(30)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(10)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--students", type=int, default=60)
    p.add_argument("--deals", type=int, default=1)
    p.add_argument("--think", default="1,4", help="a student's think time, min,max seconds")
    args = p.parse_args()
    lo, hi = (float(x) for x in args.think.split(","))
    print(f"class server benchmark: {args.students} students, {args.deals} deal(s) each, think time {lo}-{hi} s, "
          f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}")  # fmt: skip
    for label, tables in (("duplicate tables", 0), ("tables of four", args.students // 4)):
        r = asyncio.run(measure(tables, args.students, args.deals, (lo, hi)))
        print(f"{label:17}: {r['acts']} acts in {r['wall']:.1f} s; act -> own update p50 {pct(r['own'], 50):.1f} ms, "
              f"p95 {pct(r['own'], 95):.1f} ms; act -> dashboard p50 {pct(r['dash'], 50):.1f} ms, "
              f"p95 {pct(r['dash'], 95):.1f} ms ({len(r['dash'])} seen); server memory {r['server_mb']:.0f} MB "
              f"({r['rss_mb']:.0f} MB with its review worker)")  # fmt: skip
    print("targets: p95 < 100 ms, memory < 500 MB")


if __name__ == "__main__":
    main()
