"""The course the site's tests build: the lessons with a teacher's folder beside them
(``--notebooks class --with-lessons``), as nbval leaves it, with a ``.pytest_cache/``
and a hidden file in it, which the site must leave out.

    python tests/site_course.py OUT      # builds the site into OUT (scripts/test.sh)

tests/browser/test_site.py uses the site built here (``HASEN_WIDGET_TEST_SITE``), or
builds it the same way.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

CLASS_TITLE = "Notes for Tuesday's class"
CLASS_NOTEBOOK = "tuesday.ipynb"


def make_class_folder(folder: Path) -> Path:
    """A teacher's folder: one notebook, and what nbval and an editor leave behind."""
    folder.mkdir(parents=True, exist_ok=True)
    cache = folder / ".pytest_cache" / "v" / "cache"
    cache.mkdir(parents=True, exist_ok=True)
    (cache / "nodeids").write_text("[]")
    (folder / ".pytest_cache" / "README.md").write_text("# pytest cache directory #\n")
    (folder / ".notes.swp").write_bytes(b"\0")
    nb = {
        "cells": [
            {
                "cell_type": "markdown",
                "id": "t0",
                "metadata": {},
                "source": f"# {CLASS_TITLE}\n\nToday: lesson 3.",
            },
            {
                "cell_type": "code",
                "execution_count": None,
                "id": "t1",
                "metadata": {},
                "outputs": [],
                "source": "1 + 1",
            },
        ],
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (folder / CLASS_NOTEBOOK).write_text(json.dumps(nb))
    return folder


def build(out: Path, timeout: float = 900) -> subprocess.CompletedProcess:
    """Build the test course into ``out`` with the command a teacher runs."""
    folder = make_class_folder(Path(out).parent / "class")
    cmd = [sys.executable, "-m", "hasen_widget", "site", "build", "--out", str(out)]
    cmd += ["--notebooks", str(folder), "--with-lessons"]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)


if __name__ == "__main__":
    run = build(Path(sys.argv[1]))
    sys.stdout.write(run.stdout)
    sys.stderr.write(run.stderr[-3000:])
    sys.exit(run.returncode)
