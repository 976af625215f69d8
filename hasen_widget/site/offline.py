"""The site offline: its service worker and the list of files it keeps.

JupyterLite's own service worker (``service-worker.js``) gives the kernel its files and
``input()``, but keeps only what a page has already fetched, and never the file listings
under ``api/``: after a visit to lessons 1, 2 and 6, lesson 3 failed offline ("File Load
Error… Failed to fetch"), a reload found no page, and a kernel not yet started missed a
JavaScript chunk. The site's worker (``web/service-worker.js``) takes its place: it
loads JupyterLite's (kept as ``build/service-worker.js``) for the kernel's requests, and
keeps a copy of the whole site, listed here at build time, in the browser's cache.

Left out of the copy are the files only a start without the snapshot needs (the wheels,
Pyodide's uncompressed WebAssembly and JavaScript, which the site's loader fetches
compressed) and font formats no current browser asks for; the worker still keeps any of
them a page does fetch.

>>> kept("static/pyodide/hasen-snapshot-memory.zst"), kept("static/pyodide/jedi-0.19.2-py2.py3-none-any.whl")
(True, False)
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

from .front import WEB

__all__ = ["add_service_worker", "kept", "site_files", "WORKER"]

WORKER = "service-worker.js"
_LEFT_OUT = re.compile(
    r"(\.whl$|^static/pyodide/pyodide\.asm\.(wasm|mjs)$|\.(eot|ttf|map)$|^build/fa-[a-z0-9-]+\.svg$|"
    r"^rspack\.config[.a-z]*\.js$)"
)
_MARK = re.compile(r"/\*SITE\*/.*?/\*SITE\*/", re.S)


def kept(rel: str) -> bool:
    """Whether the site's worker keeps the file ``rel`` (a path inside the site) from the start."""
    return not _LEFT_OUT.search(rel)


def site_files(site: Path) -> list[str]:
    """Every file of the built site but the worker itself, as sorted relative paths."""
    return sorted(
        p.relative_to(site).as_posix()
        for p in site.rglob("*")
        if p.is_file() and p.relative_to(site).as_posix() != WORKER
    )


def add_service_worker(site: Path) -> dict:
    """Write the site's worker over JupyterLite's ``service-worker.js``, with the file
    list and a version (a hash of every file's path and bytes: a rebuilt site with any
    change is a new worker, which renews the copy). Returns what the worker was given."""
    lite_worker = site / "build" / WORKER
    if not lite_worker.exists():
        raise RuntimeError(
            f"JupyterLite's service worker is missing ({lite_worker}): not a JupyterLite build"
        )
    files = site_files(site)
    digest = hashlib.sha256()
    for rel in files:
        digest.update(rel.encode() + b"\0" + hashlib.sha256((site / rel).read_bytes()).digest())
    data = {"version": digest.hexdigest()[:16], "precache": [f for f in files if kept(f)], "files": files}
    source = (WEB / WORKER).read_text(encoding="utf-8")
    if not _MARK.search(source):
        raise RuntimeError(f"{WEB / WORKER} has no /*SITE*/ … /*SITE*/ mark for the file list")
    (site / WORKER).write_text(_MARK.sub(lambda _: json.dumps(data), source, count=1), encoding="utf-8")
    return data
