"""Hatch build hook: the front-end bundle and the compiled engine, built outside the source tree.

A wheel or an sdist is built without writing into the checkout: the bundle
(``js/`` -> ``hasen_widget/static/*.js``/``*.css``, by ``node build.mjs``) and the compiled
engine are made in a temporary directory and added to the archive with hatch's
``force_include``. So ``pip wheel .`` or ``python -m build`` in a checkout leaves its
editable install (and its compiled engine) exactly as it was.

Only an editable install (``pip install -e .``) writes into the tree, as a developer
asks it to: the bundle into ``hasen_widget/static/`` and the compiled engine beside the
sources.

The front end
    ``npm ci`` runs (in the temporary directory) only when ``node_modules/`` is missing.
    Without Node, a bundle already in ``hasen_widget/static/`` is packaged (an sdist
    carries one, so building from the sdist needs no Node); with neither, the build
    warns that the widgets will show "the front end is not built" and the Python package
    is built anyway. ``HASEN_WIDGET_SKIP_JS=1`` packages the bundle in
    ``hasen_widget/static/`` without running Node.

The engine
    The wheel's rules engine (``ENGINE_MODULES``) is compiled with mypyc into extension
    modules; the ``.py`` files stay the reference: ``hasen_widget/_native.py`` imports the
    compiled modules only while ``hasen_widget/_compiled.txt`` (written here) holds the
    SHA-256 of the very sources they were built from. No C compiler or a type error: the
    build warns and the package is pure Python. ``HASEN_WIDGET_PURE_PYTHON=1`` skips the
    compiler and gives a ``py3-none-any`` wheel (what JupyterLite's Pyodide installs).

The pure wheel of a checkout, from Python or the shell::

    python hatch_build.py pure-wheel dist/        # prints the path of the .whl

    >>> from hatch_build import build_pure_wheel   # doctest: +SKIP
    >>> build_pure_wheel("dist")                    # doctest: +SKIP
    PosixPath('dist/hasen_widget-0.1.0-py3-none-any.whl')
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

try:  # absent when this file is run as a script to compile or to build a wheel
    from hatchling.builders.hooks.plugin.interface import BuildHookInterface
except ImportError:  # pragma: no cover
    BuildHookInterface = object  # type: ignore[assignment,misc]

# The engine modules compiled with mypyc, in import order (each imports only earlier
# ones; auction names the Game only in annotations). They must type-check under mypy:
# the compiler trusts the annotations. The score sheet and the auction are compiled (the
# engine scores and bids every hand it simulates); what the engine reads
# only off its hot path stays Python: why an action is refused (illegal), the save
# document (save_file), undo and replay (rewind).
ENGINE_MODULES = ("cards", "actions", "deal", "score_sheet", "auction", "game")
# One shared library for the group, inside the package (not a top-level module).
ENGINE_GROUP = "hasen_widget.engine"
MANIFEST = "_compiled.txt"
# mypyc comes with mypy; the same mypy version as the test run's type check (pyproject.toml).
COMPILER_REQUIRES = ("mypy==1.19.1", "setuptools>=70")
# What build.mjs needs beside node_modules/ to bundle the front end.
FRONT_END_SOURCES = ("build.mjs", "package.json", "package-lock.json", "js")


def source_digest(path: Path) -> str:
    """SHA-256 of a source file, as recorded in the manifest and checked at import."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def compiled_files(package: Path) -> list[Path]:
    """Every file an engine build left in ``package`` (a folder named hasen_widget)."""
    found = [package / MANIFEST] if (package / MANIFEST).exists() else []
    for name in (*ENGINE_MODULES, ENGINE_GROUP.rsplit(".", 1)[1] + "__mypyc"):
        found.extend(package.glob(f"{name}.*.so"))
        found.extend(package.glob(f"{name}.*.pyd"))
    return found


def c_compiler() -> "str | None":
    """The C compiler setuptools would call (``$CC``, else this Python's, else cc/gcc/clang)."""
    import shlex
    import sysconfig

    for cmd in (os.environ.get("CC"), sysconfig.get_config_var("CC"), "cc", "gcc", "clang"):
        found = shutil.which(shlex.split(cmd)[0]) if cmd and cmd.strip() else None
        if found:
            return found
    return None


def write_manifest(package: Path, sources: Path) -> None:
    """Record the digest of each compiled module's source (written last: its presence
    says every compiled module in ``package`` matches the sources in ``sources``)."""
    (package / MANIFEST).write_text(
        "".join(f"{m} {source_digest(sources / f'{m}.py')}\n" for m in ENGINE_MODULES),
        encoding="utf-8",
    )


class FrontEndBuildHook(BuildHookInterface):
    """Bundles the front end and compiles the engine (see the module docstring)."""

    PLUGIN_NAME = "custom"

    def dependencies(self) -> list[str]:
        """The compiler's packages, asked for only when the engine will be compiled (a
        pure-Python wheel or an sdist builds with hatchling alone)."""
        if self.target_name != "wheel" or os.environ.get("HASEN_WIDGET_PURE_PYTHON") == "1":
            return []
        if not c_compiler():  # the build will be pure Python anyway: no mypy download
            return []
        return list(COMPILER_REQUIRES)

    def initialize(self, version: str, build_data: dict) -> None:
        root = Path(self.root)
        self._tmp = Path(tempfile.mkdtemp(prefix="hasen-widget-build-"))
        editable = self.target_name == "wheel" and version == "editable"
        if editable:
            self.bundle_front_end(root, root / "hasen_widget" / "static")
            self.compile_engine_in_place(root)
            return
        static = self.bundle_front_end(root, self._tmp / "front" / "hasen_widget" / "static")
        for path in sorted(static.glob("*")) if static else []:
            if path.suffix in (".js", ".css"):
                build_data["force_include"][str(path)] = f"hasen_widget/static/{path.name}"
        if self.target_name == "wheel":
            for path in self.compile_engine(root):
                build_data["force_include"][str(path)] = f"hasen_widget/{path.name}"
            if any(p.suffix in (".so", ".pyd") for p in self._compiled):
                # A wheel with machine code is specific to this Python and platform.
                build_data["pure_python"] = False
                build_data["infer_tag"] = True

    def finalize(self, version: str, build_data: dict, artifact_path: str) -> None:
        shutil.rmtree(self._tmp, ignore_errors=True)

    # ------------------------------------------------------------------ front end
    def bundle_front_end(self, root: Path, out: Path) -> "Path | None":
        """Put ``table.js`` etc. into ``out``; return the folder holding the bundle to
        package (``out``, or the prebuilt ``hasen_widget/static``), or None."""
        prebuilt = root / "hasen_widget" / "static"
        has_prebuilt = any(prebuilt.glob("*.js"))
        node, npm = shutil.which("node"), shutil.which("npm")
        from_sdist = (root / "PKG-INFO").exists()  # an unpacked sdist: it carries the bundle
        if os.environ.get("HASEN_WIDGET_SKIP_JS") == "1" or (from_sdist and has_prebuilt):
            if has_prebuilt:
                self.app.display_info("hasen-widget: packaging the bundle in hasen_widget/static")
            return prebuilt if has_prebuilt else self._no_bundle("HASEN_WIDGET_SKIP_JS=1 and no bundle")
        if not (root / "build.mjs").exists() or node is None:
            if has_prebuilt:
                self.app.display_warning(
                    "hasen-widget: node not found, packaging the bundle already in hasen_widget/static"
                )
                return prebuilt
            return self._no_bundle("Node.js 18+ (and npm) are not on PATH")
        # Bundle in a scratch copy of the front-end sources, so the checkout stays as it was.
        work = self._tmp / "front"
        work.mkdir(parents=True, exist_ok=True)
        for name in FRONT_END_SOURCES:
            src = root / name
            if src.is_dir():
                shutil.copytree(src, work / name, ignore=shutil.ignore_patterns("test"))
            elif src.exists():
                shutil.copy2(src, work / name)
        if (root / "node_modules").is_dir():
            (work / "node_modules").symlink_to((root / "node_modules").resolve())
        elif npm is None:
            return self._no_bundle("npm is not on PATH (needed once for `npm ci`)")
        else:
            self.app.display_info("hasen-widget: npm ci (front-end build tools)")
            subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=work, check=True)
        self.app.display_info("hasen-widget: node build.mjs")
        subprocess.run([node, "build.mjs"], cwd=work, check=True)
        built = work / "hasen_widget" / "static"
        if built.resolve() != out.resolve():  # the editable install: into the tree
            out.mkdir(parents=True, exist_ok=True)
            for path in built.iterdir():
                shutil.copy2(path, out / path.name)
        return out

    def _no_bundle(self, why: str) -> None:
        self.app.display_warning(
            f"hasen-widget: {why}, so the front end (js/ -> hasen_widget/static/) is NOT in this "
            "build: the Python package works, but the widgets will show 'the front end is not "
            "built'. Install Node.js 18+ and npm and build again, or install a wheel from PyPI."
        )
        return None

    # --------------------------------------------------------------------- engine
    def compile_engine(self, root: Path) -> list[Path]:
        """Compile into the temporary directory; return the files for the wheel."""
        self._compiled: list[Path] = []
        if os.environ.get("HASEN_WIDGET_PURE_PYTHON") == "1":
            self.app.display_info("hasen-widget: HASEN_WIDGET_PURE_PYTHON=1, a pure-Python wheel")
            return []
        if not c_compiler():
            self.app.display_warning(
                "hasen-widget: no C compiler found, a pure-Python wheel (same rules, slower)"
            )
            return []
        lib = self._tmp / "engine" / "lib"
        if not self._run_compiler(root, self._tmp / "engine", inplace=False):
            return []
        package = lib / "hasen_widget"
        write_manifest(package, root / "hasen_widget")
        self._compiled = compiled_files(package)
        return self._compiled

    def compile_engine_in_place(self, root: Path) -> None:
        """The editable install: the compiled modules go beside their sources."""
        package = root / "hasen_widget"
        for old in compiled_files(package):  # never leave a build of other sources
            old.unlink()
        if os.environ.get("HASEN_WIDGET_PURE_PYTHON") == "1":
            self.app.display_info("hasen-widget: HASEN_WIDGET_PURE_PYTHON=1, the engine stays pure Python")
            return
        if not c_compiler():
            self.app.display_warning(
                "hasen-widget: no C compiler found, the engine stays pure Python (same rules)"
            )
            return
        if not self._run_compiler(root, self._tmp / "engine", inplace=True):
            for partial in compiled_files(package):
                partial.unlink()
            return
        write_manifest(package, package)

    def _run_compiler(self, root: Path, tmp: Path, *, inplace: bool) -> bool:
        self.app.display_info(f"hasen-widget: compiling the engine with mypyc ({', '.join(ENGINE_MODULES)})")
        tmp.mkdir(parents=True, exist_ok=True)
        env = dict(os.environ, MYPY_CACHE_DIR=str(tmp / "mypy_cache"))  # not the checkout's .mypy_cache
        done = subprocess.run(
            [sys.executable, str(Path(__file__).resolve()), "compile-engine", str(root), str(tmp)]
            + (["--inplace"] if inplace else []),
            cwd=root,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        if done.returncode != 0:
            tail = "\n".join(done.stdout.strip().splitlines()[-15:])
            self.app.display_warning(
                "hasen-widget: the engine could not be compiled, so it runs as pure Python "
                f"(slower simulations, same rules):\n{tail}"
            )
            return False
        return True


def _compile_engine(root: Path, tmp: Path, inplace: bool) -> None:
    """Run mypyc on ENGINE_MODULES, every intermediate file under ``tmp``; the extension
    modules go beside their sources (``inplace``) or into ``tmp/lib/hasen_widget``."""
    from mypyc.build import mypycify
    from setuptools import Distribution

    os.chdir(root)
    paths = [f"hasen_widget/{m}.py" for m in ENGINE_MODULES]
    extensions = mypycify(paths, opt_level="3", separate=[(paths, ENGINE_GROUP)], target_dir=str(tmp / "c"))
    args = ["build_ext", "--build-temp", str(tmp / "temp"), "--build-lib", str(tmp / "lib")]
    dist = Distribution(
        {
            "ext_modules": extensions,
            "script_name": "hatch_build.py",
            "script_args": args + ["--inplace"] * inplace,
        }
    )
    dist.parse_command_line()
    dist.run_commands()


def build_pure_wheel(outdir: "str | os.PathLike", source: "str | os.PathLike | None" = None) -> Path:
    """Build the ``py3-none-any`` wheel (bundle included, engine not compiled) of the
    checkout at ``source`` (this file's folder by default) into ``outdir``; return its path.

    Uses ``python -m build --wheel`` with ``HASEN_WIDGET_PURE_PYTHON=1``, in an isolated
    build environment (hatchling etc. from the package index); the checkout is not changed.
    """
    source = Path(source or Path(__file__).resolve().parent)
    outdir = Path(outdir).resolve()
    outdir.mkdir(parents=True, exist_ok=True)
    before = set(outdir.glob("*.whl"))
    env = dict(os.environ, HASEN_WIDGET_PURE_PYTHON="1")
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--outdir", str(outdir), str(source)], env=env, check=True
    )
    made = sorted(set(outdir.glob("*-py3-none-any.whl")) - before) or sorted(
        outdir.glob("*-py3-none-any.whl")
    )
    if not made:
        raise RuntimeError(f"no py3-none-any wheel in {outdir}")
    return made[-1]


if __name__ == "__main__" and sys.argv[1:2] == ["compile-engine"]:
    _compile_engine(Path(sys.argv[2]), Path(sys.argv[3]), "--inplace" in sys.argv[4:])
elif __name__ == "__main__" and sys.argv[1:2] == ["pure-wheel"] and len(sys.argv) == 3:
    print(build_pure_wheel(sys.argv[2]))
elif __name__ == "__main__":
    sys.exit("usage: python hatch_build.py pure-wheel OUTDIR")
