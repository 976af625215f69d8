"""The site's copies of the lessons: ready for the in-browser kernel, the originals untouched.

Each copy gets the Pyodide kernel's name (else JupyterLite asks which kernel to use),
loses its stored outputs and widget state (every output in the site is made live in
the learner's browser), and the first lesson gets one line saying so. Nothing needs
installing: the site's Pyodide lock lists hasen-widget and its dependencies, and the
kernel loads them on the first ``import hasen_widget`` (see ``pyodide_dist``).

>>> cell = _markdown("hi")
>>> cell["cell_type"], cell["source"]
('markdown', 'hi')
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

__all__ = ["copy_course", "IN_THE_BROWSER", "PYODIDE_KERNELSPEC"]

IN_THE_BROWSER = (
    "> **Everything on this page runs in your browser** (Python in Pyodide): "
    "nothing to install, and no network needed once the page has loaded."
)
PYODIDE_KERNELSPEC = {"display_name": "Python (Pyodide)", "language": "python", "name": "python"}
_SKIP = {".ipynb_checkpoints", "__pycache__", ".git"}


def _markdown(text: str) -> dict:
    return {"cell_type": "markdown", "metadata": {}, "source": text}


def _for_site(nb: dict, first: bool) -> dict:
    nb = json.loads(json.dumps(nb))
    meta = nb.setdefault("metadata", {})
    meta.pop("widgets", None)
    meta["kernelspec"] = dict(PYODIDE_KERNELSPEC)
    for cell in nb.get("cells", []):
        cell.get("metadata", {}).pop("widgets", None)
        if cell.get("cell_type") == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
    if first:
        cells = nb.setdefault("cells", [])
        # After the title cell when the lesson opens with one, else at the very top.
        at = 1 if cells and cells[0].get("cell_type") == "markdown" else 0
        cells.insert(at, _markdown(IN_THE_BROWSER))
    return nb


def copy_course(source: Path, dest: Path) -> list[Path]:
    """Copy the folder ``source`` into ``dest``: notebooks prepared for the site, every
    other file as it is. Returns the notebooks copied, sorted (the first is lesson one).

    A folder with no notebook is refused, naming it."""
    source = Path(source)
    if not source.is_dir():
        raise ValueError(f"--notebooks: {source} is not a folder")
    notebooks = sorted(p for p in source.rglob("*.ipynb") if not _SKIP & set(p.relative_to(source).parts))
    if not notebooks:
        raise ValueError(f"--notebooks: {source} holds no .ipynb notebook")
    dest.mkdir(parents=True, exist_ok=True)
    for path in sorted(source.rglob("*")):
        rel = path.relative_to(source)
        if _SKIP & set(rel.parts) or path.is_dir():
            continue
        target = dest / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        if path.suffix == ".ipynb":
            nb = json.loads(path.read_text(encoding="utf-8"))
            text = json.dumps(_for_site(nb, first=path == notebooks[0]), ensure_ascii=False, indent=1)
            target.write_text(text + "\n", encoding="utf-8")
        else:
            shutil.copy2(path, target)
    return [dest / p.relative_to(source) for p in notebooks]
