"""The site's copies of the lessons: ready for the in-browser kernel, the originals untouched.

Each copy gets the Pyodide kernel's name and language (else JupyterLite asks which
kernel to use, or rewrites the notebook's ``language_info`` as the kernel starts and
shows the lesson as modified), loses its stored outputs and widget state (every output
in the site is made live in the learner's browser), and the first lesson gets a note at
its top saying where it runs and how to run a cell by touch. Nothing needs installing:
the site's Pyodide lock lists hasen-widget and its dependencies, and the kernel loads
them on the first ``import hasen_widget`` (see ``pyodide_dist``).

Only what a learner can use goes into the site: no hidden files or folders (a
``.pytest_cache/`` that nbval left, ``.git``), no notes for whoever keeps the folder
(``README.md``), no marimo apps (the site runs notebooks only).

>>> cell = _markdown("hi")
>>> cell["cell_type"], cell["source"]
('markdown', 'hi')
>>> for_the_site(Path("notebooks/.pytest_cache/v/x")), for_the_site(Path("notebooks/01.ipynb"))
(False, True)
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from . import words

__all__ = [
    "copy_course",
    "for_the_site",
    "title_of",
    "in_the_browser",
    "PYODIDE_KERNELSPEC",
    "PYODIDE_LANGUAGE_INFO",
]

PYODIDE_KERNELSPEC = {"display_name": "Python (Pyodide)", "language": "python", "name": "python"}
#: What the Pyodide kernel answers for ``language_info`` when it starts (its
#: ``kernelInfoRequest``, in the kernel's JupyterLab extension). JupyterLab writes this
#: into the notebook on connecting; a copy that already says so stays unmodified.
#: tests/test_site.py checks it against the installed kernel.
PYODIDE_LANGUAGE_INFO = {
    "codemirror_mode": {"name": "python", "version": 3},
    "file_extension": ".py",
    "mimetype": "text/x-python",
    "name": "python",
    "nbconvert_exporter": "python",
    "pygments_lexer": "ipython3",
    "version": "3.8",
}
#: Folders and files that are not for learners (besides every hidden one).
_NOT_FOR_LEARNERS_DIRS = {"__pycache__", "marimo", "node_modules"}
_NOT_FOR_LEARNERS_FILES = {"README.md"}


def in_the_browser() -> str:
    """The note at the top of the first lesson (English, like the lessons; from the
    ``site`` catalogue)."""
    return "> " + "\n>\n> ".join(words.text(key, "en") for key in words.NOTE)


def _markdown(text: str) -> dict:
    return {"cell_type": "markdown", "metadata": {}, "source": text}


def for_the_site(rel: Path) -> bool:
    """Whether the file at ``rel`` (inside the course folder) belongs in the site."""
    *folders, name = rel.parts
    if any(part.startswith(".") for part in rel.parts):
        return False
    return not (_NOT_FOR_LEARNERS_DIRS & set(folders)) and name not in _NOT_FOR_LEARNERS_FILES


def title_of(nb: dict, fallback: str) -> str:
    """The notebook's title: the text of its first heading, else ``fallback``.

    >>> title_of({"cells": [{"cell_type": "markdown", "source": ["# Lesson 2 · Tricks\\n", "x"]}]}, "02")
    'Lesson 2 · Tricks'
    """
    for cell in nb.get("cells", []):
        if cell.get("cell_type") != "markdown":
            continue
        for line in "".join(cell.get("source", "")).splitlines():
            if line.startswith("#"):
                return line.lstrip("#").strip() or fallback
    return fallback


def _for_site(nb: dict, first: bool) -> dict:
    nb = json.loads(json.dumps(nb))
    meta = nb.setdefault("metadata", {})
    meta.pop("widgets", None)
    meta["kernelspec"] = dict(PYODIDE_KERNELSPEC)
    meta["language_info"] = json.loads(json.dumps(PYODIDE_LANGUAGE_INFO))
    for cell in nb.get("cells", []):
        cell.get("metadata", {}).pop("widgets", None)
        if cell.get("cell_type") == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
    if first:
        cells = nb.setdefault("cells", [])
        # Right under the title when the lesson opens with one, else the very first cell.
        head = cells[0] if cells else {}
        titled = head.get("cell_type") == "markdown" and "".join(head.get("source", "")).lstrip().startswith(
            "#"
        )
        at = 1 if titled else 0
        note = _markdown(in_the_browser())
        if nb.get("nbformat", 4) == 4 and nb.get("nbformat_minor", 0) >= 5:
            note["id"] = "hasen-site-note"  # cell ids from nbformat 4.5 on: every cell has one
        cells.insert(at, note)
    return nb


def copy_course(source: Path, dest: Path, *, first: bool = True) -> list[Path]:
    """Copy the folder ``source`` into ``dest``: notebooks prepared for the site, every
    other file a learner may use as it is (see :func:`for_the_site`). Returns the
    notebooks copied, sorted; with ``first``, the first of them gets the site's note.

    A folder with no notebook is refused, naming it."""
    source = Path(source)
    if not source.is_dir():
        raise ValueError(f"--notebooks: {source} is not a folder")
    files = sorted(p for p in source.rglob("*") if p.is_file() and for_the_site(p.relative_to(source)))
    notebooks = [p for p in files if p.suffix == ".ipynb"]
    if not notebooks:
        raise ValueError(f"--notebooks: {source} holds no .ipynb notebook")
    dest.mkdir(parents=True, exist_ok=True)
    for path in files:
        target = dest / path.relative_to(source)
        target.parent.mkdir(parents=True, exist_ok=True)
        if path.suffix == ".ipynb":
            try:
                nb = json.loads(path.read_text(encoding="utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError) as e:
                raise ValueError(f"--notebooks: {path} is not a notebook (not JSON: {e})") from None
            text = json.dumps(
                _for_site(nb, first=first and path == notebooks[0]), ensure_ascii=False, indent=1
            )
            target.write_text(text + "\n", encoding="utf-8")
        else:
            shutil.copy2(path, target)
    return [dest / p.relative_to(source) for p in notebooks]
