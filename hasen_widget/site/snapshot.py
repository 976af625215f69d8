"""The site's Python start-up snapshot: a kernel that is ready in a second, not ten.

A Pyodide kernel's start boots Python, unpacks some twenty wheels and imports IPython,
ipywidgets and anywidget; a lesson then imports hasen_widget. In the browser that took
most of the time to a playable table. At build time, ``snapshot.mjs`` does all of it
once under Node with the site's own Pyodide and writes Pyodide's memory (a "memory
snapshot", Pyodide's ``makeMemorySnapshot``) and the site-packages files it still needs;
the site's loader (``js/site-loader/``, built into ``hasen_widget/static/site-loader.js``,
the site's ``pyodideUrl``) restores them in the learner's browser.

Each large file is stored compressed with Zstandard (the ``zstandard`` package, level
19): 10.6 MB for the memory where gzip gives 14.4, and 2.9 MB for Pyodide's WebAssembly
module (9.6 MB as it is), since a plain static server sends files uncompressed. Pyodide
checks that a snapshot comes from the very build that restores it; if anything fails,
the loader starts Pyodide the usual way, from the wheels that stay in the site.

The warm-up goes as far as the kernel's worker does before it runs a cell (micropip,
piplite, ``pyodide_kernel`` with its IPython shell). The JavaScript objects those modules
hold are all Pyodide's own API; the snapshot records where in it each one is, and the
loader finds them again in the new Pyodide.

>>> "import pyodide_kernel" in WARM_UP and "import hasen_widget" in WARM_UP
True
"""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
from pathlib import Path

__all__ = ["make_snapshot", "WARM_UP", "LOADER", "MANIFEST", "LEAVE_OUT"]

#: The loader, as the site's ``static/pyodide/`` holds it, and the manifest it reads.
LOADER = "hasen-pyodide.mjs"
MANIFEST = "hasen-snapshot.json"
_MEMORY = "hasen-snapshot-memory.zst"
_FILES = "hasen-snapshot-site-packages.zst"
_LEVEL = 19

#: What the warm-up runs: what the kernel's worker imports when it starts (its
#: ``initPackageManager`` and ``initKernel``), then what a lesson's first cell imports.
WARM_UP = """
import micropip
import piplite.piplite
import pyodide_kernel
import ipywidgets, anywidget
import hasen_widget
from hasen_widget import HasenWidget, Game, explain
import hasen_widget.players, hasen_widget.quiz.widget, hasen_widget.table
"""

#: Site-packages paths the bundle leaves out: each wheel's ``.data`` folder and the
#: front-end bundles packages carry (JupyterLab and classic-notebook extensions, which
#: the browser gets from the site, not from Python).
LEAVE_OUT = [r"^[^/]+\.data/", r"^[^/]+/(labextension|nbextension)/"]


def _built_loader() -> Path:
    built = Path(__file__).resolve().parents[1] / "static" / "site-loader.js"
    if not built.exists():
        raise RuntimeError(
            f"the site's loader is not built ({built} is missing): run `npm ci && node build.mjs`"
        )
    return built


def _compress(src: Path, dest: Path, sizes: dict) -> str:
    """``src`` compressed into ``dest``; ``sizes`` gets its size as it was (the loader's
    decoder is told it). Returns the file name the manifest uses."""
    # lazy: zstandard is optional (the `site` extra).
    import zstandard

    data = src.read_bytes()
    dest.write_bytes(zstandard.ZstdCompressor(level=_LEVEL, threads=-1).compress(data))
    sizes[dest.name] = len(data)
    return dest.name


def make_snapshot(pyodide_dir: Path, packages: list[str]) -> "str | None":
    """Write the snapshot, the files bundle, compressed copies of Pyodide's WebAssembly
    and JavaScript, the manifest and the loader into ``pyodide_dir`` (the site's local
    Pyodide, its lock and wheels in place). ``packages`` are loaded first, as the kernel's
    worker does. Returns None, or why there is no snapshot (no Node): the site then
    starts Python the usual way."""
    node = shutil.which("node")
    here = Path(__file__).parent
    shutil.copy2(_built_loader(), pyodide_dir / LOADER)
    sizes: dict[str, int] = {}
    compressed = {
        key: _compress(pyodide_dir / plain, pyodide_dir / f"{plain}.zst", sizes)
        for key, plain in (("wasm", "pyodide.asm.wasm"), ("asm", "pyodide.asm.mjs"))
    }
    if node is None:
        _write_manifest(pyodide_dir, {**compressed, "memory": None, "sizes": sizes})
        return "node is missing: no start-up snapshot (the kernel imports IPython in the browser)"
    with tempfile.TemporaryDirectory(prefix="hasen-snapshot-") as tmp:
        work = Path(tmp)
        job = {
            "packages": packages,
            "warm_up": WARM_UP,
            "leave_out": LEAVE_OUT,
            "out": {name: str(work / name) for name in ("memory", "files", "manifest")},
        }
        (work / "job.json").write_text(json.dumps(job))
        run = subprocess.run(
            [node, str(here / "snapshot.mjs"), str(pyodide_dir), str(work / "job.json")],
            capture_output=True,
            text=True,
        )
        if run.returncode != 0:
            raise RuntimeError(f"the start-up snapshot failed:\n{(run.stdout + run.stderr)[-2000:]}")
        made = json.loads((work / "manifest").read_text())
        compressed["memory"] = _compress(work / "memory", pyodide_dir / _MEMORY, sizes)
        compressed["files"] = _compress(work / "files", pyodide_dir / _FILES, sizes)
    _write_manifest(pyodide_dir, {**made, **compressed, "sizes": sizes})
    return None


def _write_manifest(pyodide_dir: Path, manifest: dict) -> None:
    (pyodide_dir / MANIFEST).write_text(json.dumps(manifest, indent=1), encoding="utf-8")
