"""A Pyodide that needs no CDN: the core from npm, every wheel it loads beside its lock.

The npm package ``pyodide@<version>`` holds the runtime (``pyodide.mjs``, the WebAssembly
module, the standard library) and ``pyodide-lock.json`` but no wheels. The wheels the
kernel loads at start are downloaded from the package index at the lock's versions; their
``file_name`` and ``sha256`` in the lock are rewritten to the downloaded files (the
index's builds differ from Pyodide's, and Pyodide checks the hash). The site's own
packages (the widget's dependencies and hasen-widget) are added to the lock, so a plain
``import hasen_widget`` in a notebook loads them: no install cell. Every other lock entry
is dropped, so nothing can point at a file that is not there.

>>> sorted(closure({"a": {"depends": ["b"]}, "b": {"depends": []}, "c": {"depends": []}}, ["a"]))
['a', 'b']
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import tarfile
import tempfile
from collections.abc import Iterable, Mapping
from pathlib import Path

from .wheels import cache_dir, download, normalize

__all__ = ["core", "closure", "localize", "precompile", "RUNTIME_FILES"]

#: What the kernel's worker loads from the npm package (the rest is docs and typings).
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "package.json")


def core(version: str) -> Path:
    """The unpacked npm package ``pyodide@version`` (``npm pack``, cached)."""
    folder = cache_dir() / f"pyodide-{version}"
    if (folder / "package" / "pyodide-lock.json").exists():
        return folder / "package"
    folder.mkdir(parents=True, exist_ok=True)
    npm = shutil.which("npm")
    if npm is None:
        raise RuntimeError(
            "building the site needs npm once, to fetch the Pyodide runtime (pyodide@" + version + ")"
        )
    subprocess.run(
        [npm, "pack", "-q", f"pyodide@{version}"], cwd=folder, check=True, stdout=subprocess.DEVNULL
    )
    (tgz,) = folder.glob("pyodide-*.tgz")
    with tarfile.open(tgz) as t:
        t.extractall(folder, filter="data")
    tgz.unlink()
    return folder / "package"


def closure(packages: Mapping[str, dict], roots: Iterable[str]) -> list[str]:
    """The lock entries ``roots`` need, themselves included, in a stable order."""
    by_name = {normalize(k): k for k in packages}
    need: list[str] = []

    def add(name: str) -> None:
        key = by_name[normalize(name)]
        if key not in need:
            need.append(key)
            for dep in packages[key]["depends"]:
                add(dep)

    for r in roots:
        add(r)
    return need


def _entry(whl: Path, name: str, version: str, depends: list[str], imports: list[str]) -> dict:
    return {
        "name": name,
        "version": version,
        "file_name": whl.name,
        "sha256": hashlib.sha256(whl.read_bytes()).hexdigest(),
        "depends": depends,
        "imports": imports,
        "install_dir": "site",
        "package_type": "package",
        "unvendored_tests": False,
    }


def localize(
    npm_dir: Path,
    out: Path,
    kernel_start: Iterable[str],
    extra: Mapping[str, tuple[Path, str, list[str], list[str]]],
) -> dict:
    """Write a self-contained Pyodide into ``out``: the runtime files, the wheels of
    ``kernel_start`` and its dependencies (lock versions), and ``extra`` packages
    (``name: (wheel, version, depends, imports)``) added to the lock. Returns the lock."""
    out.mkdir(parents=True, exist_ok=True)
    for f in RUNTIME_FILES:
        shutil.copy2(npm_dir / f, out / f)
    lock = json.loads((npm_dir / "pyodide-lock.json").read_text(encoding="utf-8"))
    packages = lock["packages"]
    extra_names = {normalize(n) for n in extra}
    roots = list(kernel_start) + [
        d for _, _, deps, _ in extra.values() for d in deps if normalize(d) not in extra_names
    ]
    needed = closure(packages, roots)
    fetched = download({packages[k]["name"]: packages[k]["version"] for k in needed})
    new = {}
    for k in needed:
        spec = packages[k]
        whl = fetched[spec["name"]]
        shutil.copy2(whl, out / whl.name)
        new[k] = {**spec, **_entry(whl, spec["name"], spec["version"], spec["depends"], spec["imports"])}
        new[k]["unvendored_tests"] = False  # the index's wheel carries its tests, if any
    for name, (whl, version, depends, imports) in extra.items():
        shutil.copy2(whl, out / whl.name)
        new[normalize(name)] = _entry(out / whl.name, name, version, depends, imports)
    lock["packages"] = new
    (out / "pyodide-lock.json").write_text(json.dumps(lock, indent=1), encoding="utf-8")
    return lock


def precompile(
    out: Path, lock: dict, keep_source: Iterable[str] = (), leave: Iterable[str] = ()
) -> "str | None":
    """Byte-compile every wheel of the lock in ``out`` with this Pyodide (``precompile.mjs``
    under Node), so a visit imports ``.pyc`` instead of compiling sources: IPython alone
    takes seconds to compile in the browser. Packages named in ``keep_source`` keep their
    ``.py`` (tracebacks show the lines); the others ship sourceless ``.pyc``, as Pyodide's
    own wheels do; those in ``leave`` stay as they are. Results are cached by the wheel's
    hash. Updates and rewrites the lock; returns None, or why nothing was compiled (no Node)."""
    node = shutil.which("node")
    if node is None:
        return "node is missing: the wheels are shipped as sources (imports compile them in the browser)"
    keep, skip = {normalize(n) for n in keep_source}, {normalize(n) for n in leave}
    cache = cache_dir() / "pyc" / str(lock["info"].get("python", "py"))
    cache.mkdir(parents=True, exist_ok=True)
    plan = []
    for key, spec in lock["packages"].items():
        if normalize(spec["name"]) in skip:
            continue
        src = out / spec["file_name"]
        keep_it = normalize(spec["name"]) in keep
        digest = hashlib.sha256(src.read_bytes() + (b"keep" if keep_it else b"")).hexdigest()
        plan.append((key, src, cache / f"{digest}.whl", keep_it))
    jobs = [
        {"src": str(src), "dest": str(done), "keep_source": k}
        for _, src, done, k in plan
        if not done.exists()
    ]
    if jobs:
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
            json.dump(jobs, f)
        try:
            script = Path(__file__).with_name("precompile.mjs")
            subprocess.run([node, str(script), str(out), f.name], check=True, stdout=subprocess.DEVNULL)
        finally:
            Path(f.name).unlink()
    for key, src, done, _ in plan:
        shutil.copy2(done, src)
        lock["packages"][key]["sha256"] = hashlib.sha256(done.read_bytes()).hexdigest()
    (out / "pyodide-lock.json").write_text(json.dumps(lock, indent=1), encoding="utf-8")
    return None
