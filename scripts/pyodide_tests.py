"""Run the engine's tests inside the course site's Pyodide (Python 3.14, pure Python), under Node.

    python scripts/pyodide_tests.py [--site DIR] [pytest args or test files]

Builds the site into a temporary folder, or into ``--site DIR`` unless DIR holds one
already (``python -m hasen_widget site build --out DIR``); fetches pytest and hypothesis as
pure wheels (``TEST_PINS`` below, cached), and runs
``tests/pyodide/run_tests.mjs``: the tests marked ``pyodide`` in ``tests/engine_tests.txt``
(the rules, explanation and player tests) and the engine's and explanations' docstring
examples, loaded from the site's own Pyodide lock and wheels. The exit status is pytest's.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

#: The engine's tests, kept once for scripts/test.sh too: the lines marked "pyodide".
ENGINE_TESTS = REPO / "tests" / "engine_tests.txt"
#: The modules whose docstring examples run here as well (CPython runs every module's:
#: scripts/test.sh); the rest need what Pyodide lacks (OpenSpiel, Starlette, the site's build).
DOCTEST_MODULES = [
    "hasen_widget.errors",
    "hasen_widget.cards",
    "hasen_widget.actions",
    "hasen_widget.deal",
    "hasen_widget.rules",
    "hasen_widget.tricks",
    "hasen_widget.reasons",
    "hasen_widget.game",
    "hasen_widget.view",
    "hasen_widget.explain",
    "hasen_widget.players",
    "hasen_widget.solver",
    "hasen_widget.analysis",
]

#: Extra wheels for running the engine's tests inside the site's Pyodide (not in the site).
TEST_PINS: dict[str, str] = {
    "pytest": "9.0.3",
    "pluggy": "1.6.0",
    "iniconfig": "2.3.0",
    "packaging": "26.2",
    "hypothesis": "6.155.2",
    "sortedcontainers": "2.4.0",
    "attrs": "26.1.0",
}


def listed(where: str, path: Path = ENGINE_TESTS) -> list[str]:
    """The globs of ``tests/engine_tests.txt`` marked ``where`` ("source" or "pyodide")."""
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        fields = line.split("#", 1)[0].split()
        if fields and where in fields[1:]:
            out.append(fields[0])
    return out


def expand(patterns: list[str]) -> list[str]:
    out: list[str] = []
    for pattern in patterns:
        found = sorted(p.relative_to(REPO).as_posix() for p in REPO.glob(pattern)) or [pattern]
        out += [f for f in found if f not in out]
    return out


def main(argv: "list[str] | None" = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "--site", type=Path, help="a site built already (default: build one in a temporary folder)"
    )
    args, pytest_args = ap.parse_known_args(argv)
    sys.path.insert(0, str(REPO))
    from hasen_widget.site import build_site
    from hasen_widget.site.wheels import download

    node = shutil.which("node")
    if node is None:
        print("pyodide_tests: node is missing (scripts/setup.sh installs it)", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="hasen-pyodide-tests-") as tmp:
        site = args.site or Path(tmp) / "site"
        if not (site / "static" / "pyodide" / "pyodide-lock.json").exists():
            built = build_site(site)
            print(f"built the site in {built.seconds:.0f} s ({built.megabytes:.0f} MB): {site}", flush=True)
        wheels = Path(tmp) / "test-wheels"
        wheels.mkdir()
        for whl in download(TEST_PINS).values():
            shutil.copy2(whl, wheels / whl.name)
        targets = [a for a in pytest_args if not a.startswith("-")]
        files = (
            [] if targets else [*expand(listed("pyodide")), "--doctest-modules", "--pyargs", *DOCTEST_MODULES]
        )
        cmd = [
            node,
            str(REPO / "tests/pyodide/run_tests.mjs"),
            str(site),
            str(wheels),
            str(REPO),
            "-q",
            *files,
        ]
        return subprocess.run([*cmd, *pytest_args], cwd=REPO).returncode


if __name__ == "__main__":
    sys.exit(main())
