"""How long the lessons take to run, and how long the package takes to import with the widget.

Prints, for every notebook in ``notebooks/``, the time to execute it top to bottom in a
fresh kernel (nbclient, as nbval and ``jupyter nbconvert --execute`` do), the total
(target: under 30 s together on the project's 2-core machine), the kernel start-up
share of it, and the import time of ``import hasen_widget; hasen_widget.HasenWidget``
(target: under 500 ms) where it happens, in a kernel that has IPython loaded already, and
in a cold interpreter, with IPython, ``import hasen_widget`` alone and ``import
ipywidgets`` (a peer every widget package pays for) for scale.

    python benchmarks/lessons.py            # all lessons, import timed 5 times (median)
    python benchmarks/lessons.py --repeat 9

Nothing is written back to the notebooks.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"


def run_notebook(path: Path) -> tuple[float, float]:
    """Execute one notebook in a fresh kernel; return (total seconds, kernel start seconds)."""
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(
        nb, kernel_name="python3", timeout=300, resources={"metadata": {"path": str(path.parent)}}
    )
    t0 = time.perf_counter()
    with client.setup_kernel():
        t1 = time.perf_counter()
        for index, cell in enumerate(nb.cells):
            client.execute_cell(cell, index)
    t2 = time.perf_counter()
    return t2 - t0, t1 - t0


def import_time(code: str, repeat: int) -> float:
    """Median wall time (ms) of ``python -c code`` minus an empty interpreter's start."""

    def once(src: str) -> float:
        t = time.perf_counter()
        subprocess.run([sys.executable, "-c", src], check=True)
        return time.perf_counter() - t

    base = statistics.median(once("pass") for _ in range(repeat))
    return 1000 * (statistics.median(once(code) for _ in range(repeat)) - base)


_IN_KERNEL = (
    "import time, ipykernel.ipkernel\n"  # what a notebook kernel has loaded before any cell runs
    "t = time.perf_counter()\n"
    "import hasen_widget; hasen_widget.HasenWidget\n"
    "print(time.perf_counter() - t)"
)


def import_time_in_kernel(repeat: int) -> float:
    """Median ms of ``import hasen_widget; hasen_widget.HasenWidget`` in a fresh interpreter
    that has already imported ipykernel (and so IPython), as a notebook kernel has."""
    runs = []
    for _ in range(repeat):
        out = subprocess.run([sys.executable, "-c", _IN_KERNEL], check=True, capture_output=True, text=True)
        runs.append(1000 * float(out.stdout.strip()))
    return statistics.median(runs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="import timings to take the median of")
    args = parser.parse_args()

    paths = sorted(NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))
    if not paths:
        sys.exit(f"no lesson notebooks in {NOTEBOOKS}")
    print(f"Executing {len(paths)} lesson notebooks (fresh kernel each, {sys.executable})")
    total = start = 0.0
    for p in paths:
        seconds, kernel = run_notebook(p)
        total += seconds
        start += kernel
        print(
            f"  {p.name:34} {seconds:6.2f} s   (kernel start {kernel:4.2f} s, cells {seconds - kernel:4.2f} s)"
        )
    verdict = "OK" if total < 30 else "OVER TARGET"
    print(f"all lessons: {total:.2f} s   target < 30 s: {verdict}   (kernel starts: {start:.2f} s of it)")

    in_kernel = import_time_in_kernel(args.repeat)
    widget = import_time("import hasen_widget; hasen_widget.HasenWidget", args.repeat)
    ipython = import_time("import IPython", args.repeat)
    engine = import_time("import hasen_widget", args.repeat)
    peer = import_time("import ipywidgets", args.repeat)
    verdict = "OK" if in_kernel < 500 else "OVER TARGET"
    print(
        f"import hasen_widget; hasen_widget.HasenWidget in a kernel: {in_kernel:7.1f} ms   target < 500 ms: {verdict}"
    )
    print(f"  the same in a cold interpreter (IPython not yet loaded): {widget:7.1f} ms")
    print(f"  import IPython alone, cold (ipywidgets needs it):        {ipython:7.1f} ms")
    print(
        f"  import ipywidgets, cold (peer):                          {peer:7.1f} ms   ratio {widget / peer:.2f}"
    )
    print(f"import hasen_widget (engine only), cold:                   {engine:7.1f} ms")
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"machine load average while measuring (1, 5, 15 min): {load} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
