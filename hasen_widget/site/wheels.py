"""The wheels the site ships: fetched pure-Python wheels, the package's own, Babel trimmed.

Downloads go through ``pip download`` (pure-Python wheels for Python 3.14 only) into a
cache folder, so a second build needs no network.

>>> normalize("Jupyterlab_Widgets")
'jupyterlab-widgets'
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Iterable, Mapping
from importlib.metadata import version
from pathlib import Path

__all__ = [
    "cache_dir",
    "normalize",
    "download",
    "own_wheel",
    "trim_babel",
    "checkout_root",
    "kernel_wheels",
    "kernel_extension",
]

#: The Python the site's Pyodide runs (pip asks for wheels that install there).
PYODIDE_PYTHON = "3.14"


def normalize(name: str) -> str:
    """A project name as PEP 503 compares it."""
    return re.sub(r"[-_.]+", "-", name).lower()


def cache_dir() -> Path:
    """Where downloads are kept between builds: ``$HASEN_WIDGET_SITE_CACHE``, else
    ``~/.cache/hasen-widget/site``."""
    env = os.environ.get("HASEN_WIDGET_SITE_CACHE")
    base = (
        Path(env)
        if env
        else Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "hasen-widget/site"
    )
    base.mkdir(parents=True, exist_ok=True)
    return base


def _cached(folder: Path, name: str, version: str) -> "Path | None":
    for whl in folder.glob("*.whl"):
        dist, ver = whl.name.split("-")[:2]
        if normalize(dist) == normalize(name) and ver == version and whl.name.endswith("-none-any.whl"):
            return whl
    return None


def download(pins: Mapping[str, str], folder: "Path | None" = None) -> dict[str, Path]:
    """``{name: wheel}`` for each ``name==version``: a pure-Python wheel for Python 3.14,
    from the cache or else from the package index (one ``pip download`` for all missing)."""
    folder = folder or cache_dir() / "wheels"
    folder.mkdir(parents=True, exist_ok=True)
    missing = [f"{n}=={v}" for n, v in pins.items() if _cached(folder, n, v) is None]
    if missing:
        # --no-deps: the dependencies are pinned too; pure wheels only (no sdist build).
        _pip_download(missing, folder)
    out = {}
    for n, v in pins.items():
        whl = _cached(folder, n, v)
        if whl is None:
            raise RuntimeError(f"no pure-Python wheel of {n}=={v} for Python {PYODIDE_PYTHON} was found")
        out[n] = whl
    return out


def _pip_download(specs: Iterable[str], folder: Path) -> None:
    cmd = [sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:"]
    cmd += ["--platform", "any", "--python-version", PYODIDE_PYTHON, "--implementation", "py"]
    subprocess.run([*cmd, "-d", str(folder), *specs], check=True)


def kernel_extension() -> "Path | None":
    """The folder of the Pyodide kernel's JupyterLab extension, where it is installed."""
    # lazy: jupyterlite is optional (the `site` extra).
    from jupyter_core.paths import jupyter_path
    from jupyterlite_pyodide_kernel.constants import PYODIDE_KERNEL_NPM_NAME

    for base in jupyter_path("labextensions"):
        if (Path(base) / PYODIDE_KERNEL_NPM_NAME / "package.json").exists():
            return Path(base) / PYODIDE_KERNEL_NPM_NAME
    return None


def kernel_wheels() -> dict[str, Path]:
    """``{name: wheel}`` of the wheels the installed JupyterLite kernel ships in its
    JupyterLab extension (piplite, pyodide-kernel, the ipykernel shim, ...), from the
    folder its ``package.json`` names (as JupyterLite's own piplite step reads it)."""
    # lazy: jupyterlite is optional (the `site` extra).
    from jupyterlite_pyodide_kernel.constants import PKG_JSON_PIPLITE, PKG_JSON_WHEELDIR

    ext = kernel_extension()
    if ext is None:
        raise RuntimeError(
            "the JupyterLite Pyodide kernel's extension is not installed: pip install 'hasen-widget[site]'"
        )
    package = json.loads((ext / "package.json").read_text(encoding="utf-8"))
    folder = ext / package[PKG_JSON_PIPLITE][PKG_JSON_WHEELDIR]
    return {normalize(w.name.split("-")[0]): w for w in sorted(folder.glob("*.whl"))}


# --- the package's own wheel --------------------------------------------------------


def checkout_root() -> "Path | None":
    """The source checkout this package runs from (editable install), or None."""
    root = Path(__file__).resolve().parents[2]
    pyproject = root / "pyproject.toml"
    if (root / ".git").exists() and pyproject.exists() and 'name = "hasen-widget"' in pyproject.read_text():
        return root
    return None


def own_wheel(folder: Path) -> Path:
    """The package's pure-Python wheel (``py3-none-any``) of the running version, in ``folder``.

    From a checkout it is built from the checkout's files, in a temporary copy and with
    ``HASEN_WIDGET_PURE_PYTHON=1`` (no mypyc build, and nothing in the checkout changes);
    otherwise it is fetched from the package index. Either way its tag is checked.
    """
    folder.mkdir(parents=True, exist_ok=True)
    root = checkout_root()
    if root is None:
        whl = download({"hasen-widget": version("hasen-widget")}, folder)["hasen-widget"]
    else:
        whl = _build_from_checkout(root, folder)
    return _ensure_pure(whl)


def _build_from_checkout(root: Path, folder: Path) -> Path:
    files = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=root,
        check=True,
        capture_output=True,
    ).stdout.split(b"\0")
    with tempfile.TemporaryDirectory(prefix="hasen-wheel-") as tmp:
        copy = Path(tmp) / "src"
        for rel in filter(None, (f.decode() for f in files)):
            src = root / rel
            if src.is_file():
                (copy / rel).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(src, copy / rel)
        if (root / "node_modules").exists():  # the front-end build tools: no `npm ci` again
            (copy / "node_modules").symlink_to((root / "node_modules").resolve())
        env = dict(os.environ, HASEN_WIDGET_PURE_PYTHON="1")
        out = Path(tmp) / "dist"
        cmd = [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(out), str(copy)]
        subprocess.run(cmd, check=True, env=env)
        (whl,) = out.glob("hasen_widget-*.whl")
        for old in folder.glob("hasen_widget-*.whl"):
            old.unlink()
        return Path(shutil.copy2(whl, folder / whl.name))


def _ensure_pure(whl: Path) -> Path:
    """Refuse a wheel with compiled code; give a pure one the ``py3-none-any`` tag."""
    with zipfile.ZipFile(whl) as z:
        binaries = [n for n in z.namelist() if n.endswith((".so", ".pyd", ".dylib"))]
        if binaries:
            raise RuntimeError(f"{whl.name} holds compiled modules ({binaries[0]}, ...): not a pure wheel")
        if whl.name.endswith("-py3-none-any.whl"):
            return whl
    name, ver = whl.name.split("-")[:2]
    return _rewrite(whl, whl.with_name(f"{name}-{ver}-py3-none-any.whl"), tag="py3-none-any")


# --- Babel's locale data ---------------------------------------------------------------


def trim_babel(whl: Path, languages: Iterable[str], folder: Path) -> Path:
    """A copy of Babel's wheel in ``folder`` whose CLDR data holds only ``languages`` (and
    ``root``, the base of every locale). Babel reads ``locale-data/<id>.dat`` for a locale
    and each of its parents, so the package's catalogue languages are all it opens."""
    keep = {"root"} | {lang.split("_")[0] for lang in languages}

    def wanted(name: str) -> bool:
        if not name.startswith("babel/locale-data/") or not name.endswith(".dat"):
            return True
        stem = name.rsplit("/", 1)[1][:-4]
        return stem in keep

    folder.mkdir(parents=True, exist_ok=True)
    return _rewrite(whl, folder / whl.name, keep=wanted)


def _rewrite(src: Path, dest: Path, *, keep=lambda name: True, tag: "str | None" = None) -> Path:
    """Copy a wheel, leaving out members ``keep`` refuses and their RECORD lines; with
    ``tag``, the WHEEL file's Tag becomes it (RECORD hashes of the rest are unchanged)."""
    tmp = dest.with_suffix(".tmp")
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as zout:
        record_name = next(n for n in zin.namelist() if n.endswith(".dist-info/RECORD"))
        wheel_name = record_name[: -len("RECORD")] + "WHEEL"
        records = []
        for info in zin.infolist():
            if info.filename == record_name or not keep(info.filename):
                continue
            data = zin.read(info)
            if tag and info.filename == wheel_name:
                lines = [
                    ln for ln in data.decode().splitlines() if not ln.startswith(("Tag:", "Root-Is-Purelib:"))
                ]
                data = ("\n".join([*lines, "Root-Is-Purelib: true", f"Tag: {tag}"]) + "\n").encode()
            zout.writestr(info, data)
            digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            records.append(f"{info.filename},sha256={digest},{len(data)}")
        records.append(f"{record_name},,")
        zout.writestr(record_name, "\n".join(records) + "\n")
    tmp.replace(dest)
    return dest
