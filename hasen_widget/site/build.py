"""Build the course as a static JupyterLite site that runs offline.

``build_site("course-site")`` returns a :class:`Site`: its folder, the notebooks in it
and the build's time (minutes; about 60 MB of files). The steps, each in its own
module: the wheels (``wheels``), a local Pyodide whose lock lists them
(``pyodide_dist``), the Python start-up snapshot and the loader that restores it
(``snapshot``), the site's copies of the notebooks (``notebooks``), JupyterLite's
configuration (``config``), then ``jupyter lite build`` with the kernel's extension and
the widget front ends, and last the start page (``front``) and the service worker
(``offline``).

>>> site = Site(out=Path("course-site"), lessons=["01_deck_and_order.ipynb"], seconds=95.0)
>>> site.lesson_url("http://127.0.0.1:8000/", site.lessons[0])
'http://127.0.0.1:8000/lab/index.html?path=01_deck_and_order.ipynb'
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from ..explain.catalog import available_languages
from . import config as _config
from . import front, offline, pins, pyodide_dist, snapshot, wheels
from . import notebooks as _notebooks

__all__ = ["build_site", "building", "why_it_failed", "Site", "default_notebooks", "SiteError"]


class SiteError(RuntimeError):
    """The site cannot be built as asked (a folder that is not a site, a missing tool)."""


@dataclass
class Site:
    """A built site: its folder, the lessons in it (paths inside the site's file tree),
    and how long the build took."""

    out: Path
    lessons: list[str]
    seconds: float

    @property
    def megabytes(self) -> float:
        return sum(p.stat().st_size for p in self.out.rglob("*") if p.is_file()) / 1e6

    def lesson_url(self, base: str, lesson: str) -> str:
        """The address that opens ``lesson`` in JupyterLab, under ``base`` (the site's root URL)."""
        return f"{base.rstrip('/')}/lab/index.html?path={lesson}"


def default_notebooks() -> Path:
    """The lessons of this checkout (``notebooks/``)."""
    root = wheels.checkout_root()
    if root is None or not (root / "notebooks").is_dir():
        raise SiteError("no notebooks/ folder beside the package: give --notebooks PATH")
    return root / "notebooks"


def _languages() -> list[str]:
    return available_languages()


def _packages(scratch: Path) -> dict[str, tuple[Path, str, list[str], list[str]]]:
    """Each package added to the lock: ``name: (wheel, version, depends, imports)``."""
    got = wheels.download({n: v for n, v in pins.PINS.items() if n in pins.LOCK_ENTRIES})
    got["babel"] = wheels.trim_babel(got["babel"], _languages(), scratch / "trimmed")
    got["hasen-widget"] = wheels.own_wheel(scratch / "own")
    kernel = wheels.kernel_wheels()
    got.update({name: kernel[name] for name in pins.KERNEL_WHEELS})
    out = {}
    for name, (depends, imports) in {**pins.LOCK_ENTRIES, **pins.KERNEL_WHEELS}.items():
        whl = got[name]
        out[name] = (whl, whl.name.split("-")[1], depends, imports)
    return out


def _kernel_extension() -> Path:
    """The folder of the Pyodide kernel's JupyterLab extension, where it is installed."""
    found = wheels.kernel_extension()
    if found is None:
        raise SiteError(
            "the JupyterLite Pyodide kernel's extension is not installed: pip install 'hasen-widget[site]'"
        )
    return found


def _use_loader(out: Path) -> None:
    """Point the kernel at the site's loader (``snapshot.LOADER``), which starts Python
    from the snapshot; the kernel's build step has just pointed it at ``pyodide.mjs``."""
    config_path = out / "jupyter-lite.json"
    config = json.loads(config_path.read_text(encoding="utf-8"))
    settings = _config.kernel_settings(config)
    if not settings.get("pyodideUrl", "").endswith("/pyodide.mjs"):
        raise SiteError(
            f"the kernel does not load the site's own Pyodide: pyodideUrl is {settings.get('pyodideUrl')!r}"
        )
    settings["pyodideUrl"] = settings["pyodideUrl"][: -len("pyodide.mjs")] + snapshot.LOADER
    config_path.write_text(json.dumps(config, indent=2), encoding="utf-8")


def _check_out(out: Path) -> None:
    if out.exists() and not out.is_dir():
        raise SiteError(f"--out {out} is a file, not a folder")
    if out.exists() and any(out.iterdir()) and not (out / "jupyter-lite.json").exists():
        raise SiteError(
            f"--out {out} is a folder with other files in it, not a site: give an empty or new folder"
        )


@contextmanager
def building(out: Path) -> Iterator[Path]:
    """A new, empty folder beside ``out`` to build into; when the block ends without an
    error it takes ``out``'s place (the old site, if any, is deleted only then), and on
    an error it is deleted and ``out`` is left as it was. So a site being served keeps
    serving while its next version builds, and a failed build changes nothing.

    >>> parent = Path(tempfile.mkdtemp())
    >>> with building(parent / "course-site") as tmp:
    ...     _ = (tmp / "index.html").write_text("the new site")
    >>> (parent / "course-site" / "index.html").read_text(), [p.name for p in parent.iterdir()]
    ('the new site', ['course-site'])
    >>> shutil.rmtree(parent)
    """
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}.building-", dir=out.parent))
    try:
        yield tmp
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    old = out.parent / f"{tmp.name}.old"
    if out.exists():
        out.rename(old)  # the two renames leave `out` missing for a moment only
    tmp.rename(out)
    shutil.rmtree(old, ignore_errors=True)


def _course(lite: Path, source: Path, extra: "Path | None") -> tuple[list[Path], list[Path]]:
    """Copy the notebooks into ``lite/files``: ``source``'s, and with ``extra`` a
    teacher's folder of them beside, under its own name. Returns both lists."""
    files = lite / "files"
    lessons = _notebooks.copy_course(source, files)
    if extra is None:
        return lessons, []
    name = Path(extra).resolve().name
    if (files / name).exists():
        raise SiteError(f"--notebooks {extra}: the lessons already have a {name!r}; rename the folder")
    return lessons, _notebooks.copy_course(Path(extra), files / name, first=False)


def _titles(notebooks: list[Path], files: Path) -> list[tuple[str, str]]:
    out = []
    for path in notebooks:
        nb = json.loads(path.read_text(encoding="utf-8"))
        title = _notebooks.title_of(nb, fallback=path.stem.replace("_", " "))
        out.append((title, path.relative_to(files).as_posix()))
    return out


def _lite_build(lite: Path, out: Path) -> None:
    cmd = [
        sys.executable,
        "-m",
        "jupyterlite_core",
        "build",
        "--lite-dir",
        str(lite),
        "--output-dir",
        str(out),
    ]
    run = subprocess.run(cmd, cwd=lite, capture_output=True, text=True)
    if run.returncode != 0:
        raise SiteError("jupyter lite build failed:\n" + why_it_failed(run.stdout + run.stderr))


def why_it_failed(output: str) -> str:
    r"""A failed tool's whole output, less blank lines and doit's progress lines
    (``. task`` and ``-- task``, one per step that ran or was up to date).

    >>> why_it_failed(".  lite:static\n\nValueError: hidden\n")
    'ValueError: hidden'
    """
    lines = [ln for ln in output.splitlines() if ln.strip() and not ln.lstrip().startswith((". ", "-- "))]
    return "\n".join(lines) or "(it printed nothing)"


def build_site(
    out: "str | Path",
    notebooks: "str | Path | None" = None,
    *,
    with_lessons: bool = False,
    log=None,
) -> Site:
    """Build the site into ``out`` from the notebooks in ``notebooks`` (default: the
    lessons in ``notebooks/``); ``with_lessons`` puts the lessons first and
    ``notebooks`` in a folder beside them. ``log`` gets the build's progress lines
    (default: none). The site is built beside ``out`` and takes its place only once
    complete (:func:`building`)."""
    start = time.perf_counter()
    out = Path(out).resolve()
    if with_lessons and notebooks is None:
        raise SiteError("--with-lessons adds the lessons to the notebooks of --notebooks PATH: give it")
    source = default_notebooks() if notebooks is None or with_lessons else Path(notebooks)
    extra = Path(notebooks) if with_lessons and notebooks is not None else None
    _check_out(out)
    say = log or (lambda line: None)
    with tempfile.TemporaryDirectory(prefix="hasen-site-") as tmp, building(out) as new:
        lite = Path(tmp)
        lessons, more = _course(lite, source, extra)
        say(f"{len(lessons) + len(more)} notebooks from {source}" + (f" and {extra}" if extra else ""))
        packages = _packages(lite / "wheels")
        say("hasen-widget wheel: " + packages["hasen-widget"][0].name)
        npm_dir = pyodide_dist.core(pins.pyodide_version())
        lock = pyodide_dist.localize(npm_dir, lite / "static" / "pyodide", pins.KERNEL_START, packages)
        # hasen-widget keeps its sources (a learner's traceback shows them); Pygments stays
        # as sources: a start imports 26 of its 600 modules, and .pyc would double its wheel.
        skipped = pyodide_dist.precompile(
            lite / "static" / "pyodide", lock, keep_source=["hasen-widget"], leave=["pygments"]
        )
        say(skipped or "wheels byte-compiled for Python " + str(lock["info"]["python"]))
        say(snapshot.make_snapshot(lite / "static" / "pyodide", _config.PRELOAD) or "start-up snapshot taken")
        ext = wheels.download({"jupyterlab-widgets": pins.PINS["jupyterlab-widgets"]})
        extensions = [packages["anywidget"][0], ext["jupyterlab-widgets"]]
        _config.write_lite_dir(lite, new, [*extensions, _kernel_extension()])
        say(f"jupyter lite build (Pyodide {pins.pyodide_version()})")
        _lite_build(lite, new)
        _use_loader(new)
        files = lite / "files"
        front.front_door(new, _titles(lessons, files), _titles(more, files))
        offline.add_service_worker(new)  # last: it lists and hashes every file
        names = [p.relative_to(files).as_posix() for p in lessons + more]
    return Site(out=out, lessons=names, seconds=time.perf_counter() - start)
