"""Hatch build hook: bundle the front end (js/) into hasen_widget/static/ before packaging.

``pip install`` of a clean checkout runs this hook: it installs the pinned JavaScript
build tools with ``npm ci`` when ``node_modules/`` is missing, then ``node build.mjs``,
so the wheel (and an editable install) carries ``hasen_widget/static/*.js``. The bundle
is build output and stays out of git (see .gitignore); pyproject.toml lists it as a
build artefact so hatch packs it anyway.

Set ``HASEN_WIDGET_SKIP_JS=1`` to package a bundle you built yourself.

It then compiles the rules engine's hot modules (``ENGINE_MODULES``) with mypyc into
extension modules beside their sources, for the simulations of the computer players and
the benchmarks. The ``.py`` files stay the reference: ``hasen_widget/_native.py`` imports
the compiled modules only while ``hasen_widget/_compiled.txt`` (written here) holds the
SHA-256 of the very sources they were built from, so an edited checkout never runs stale
machine code. No C compiler, a type error, or ``HASEN_WIDGET_PURE_PYTHON=1``: the build
goes on and the package runs as pure Python (a warning says so).
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

# The engine modules compiled with mypyc, in import order (each imports only earlier
# ones). They must type-check under mypy: the compiler trusts the annotations.
ENGINE_MODULES = ("cards", "actions", "deal", "game")
# One shared library for the group, inside the package (not a top-level module).
ENGINE_GROUP = "hasen_widget.engine"
MANIFEST = "_compiled.txt"


def source_digest(path: Path) -> str:
    """SHA-256 of a source file, as recorded in the manifest and checked at import."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def compiled_files(package: Path) -> list[Path]:
    """Every file a previous engine build left in the package."""
    found = [package / MANIFEST] if (package / MANIFEST).exists() else []
    for name in (*ENGINE_MODULES, ENGINE_GROUP.rsplit(".", 1)[1] + "__mypyc"):
        found.extend(package.glob(f"{name}.*.so"))
        found.extend(package.glob(f"{name}.*.pyd"))
    return found


class FrontEndBuildHook(BuildHookInterface):
    """Runs ``npm ci`` (if needed) and ``node build.mjs``, then compiles the engine."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict) -> None:
        root = Path(self.root)
        self.build_front_end(root)
        if self.target_name == "wheel":
            self.compile_engine(root, version, build_data)

    def compile_engine(self, root: Path, version: str, build_data: dict) -> None:
        package = root / "hasen_widget"
        for old in compiled_files(package):  # never package a build of other sources
            old.unlink()
        if os.environ.get("HASEN_WIDGET_PURE_PYTHON") == "1":
            self.app.display_info("hasen-widget: HASEN_WIDGET_PURE_PYTHON=1, the engine stays pure Python")
            return
        self.app.display_info(f"hasen-widget: compiling the engine with mypyc ({', '.join(ENGINE_MODULES)})")
        with tempfile.TemporaryDirectory() as tmp:
            done = subprocess.run(
                [sys.executable, str(Path(__file__).resolve()), "compile-engine", str(root), tmp],
                cwd=root,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                text=True,
            )
        if done.returncode != 0:
            for partial in compiled_files(package):
                partial.unlink()
            tail = "\n".join(done.stdout.strip().splitlines()[-15:])
            self.app.display_warning(
                "hasen-widget: the engine could not be compiled, so it runs as pure Python "
                f"(slower simulations, same rules):\n{tail}"
            )
            return
        # Written last: its presence says every compiled module matches its source.
        (package / MANIFEST).write_text(
            "".join(f"{m} {source_digest(package / f'{m}.py')}\n" for m in ENGINE_MODULES),
            encoding="utf-8",
        )
        if version != "editable":
            # A wheel with machine code is specific to this Python and platform.
            build_data["pure_python"] = False
            build_data["infer_tag"] = True
            build_data["artifacts"].extend(str(p.relative_to(root)) for p in compiled_files(package))

    def build_front_end(self, root: Path) -> None:
        if not (root / "build.mjs").exists():
            # Building from an sdist that already carries the bundle.
            return
        if os.environ.get("HASEN_WIDGET_SKIP_JS") == "1":
            return
        static = root / "hasen_widget" / "static"
        node = shutil.which("node")
        npm = shutil.which("npm")
        if node is None or npm is None:
            if any(static.glob("*.js")):
                self.app.display_warning(
                    "node/npm not found: packaging the bundle already in hasen_widget/static"
                )
                return
            raise RuntimeError(
                "building hasen-widget needs Node.js 18+ and npm to bundle the front end (js/ -> "
                "hasen_widget/static/); install them or set HASEN_WIDGET_SKIP_JS=1 with a prebuilt bundle"
            )
        if not (root / "node_modules").is_dir():
            self.app.display_info("hasen-widget: npm ci (front-end build tools)")
            subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=root, check=True)
        self.app.display_info("hasen-widget: node build.mjs")
        subprocess.run([node, "build.mjs"], cwd=root, check=True)


def _compile_engine(root: Path, tmp: Path) -> None:
    """Run mypyc on ENGINE_MODULES and put the extension modules beside their sources
    (``build_ext --inplace``), with every intermediate file under ``tmp``."""
    from mypyc.build import mypycify
    from setuptools import Distribution

    os.chdir(root)
    paths = [f"hasen_widget/{m}.py" for m in ENGINE_MODULES]
    extensions = mypycify(paths, opt_level="3", separate=[(paths, ENGINE_GROUP)], target_dir=str(tmp / "c"))
    dist = Distribution(
        {
            "ext_modules": extensions,
            "script_name": "hatch_build.py",
            "script_args": [
                "build_ext",
                "--inplace",
                "--build-temp",
                str(tmp / "temp"),
                "--build-lib",
                str(tmp / "lib"),
            ],
        }
    )
    dist.parse_command_line()
    dist.run_commands()


if __name__ == "__main__" and sys.argv[1:2] == ["compile-engine"]:
    _compile_engine(Path(sys.argv[2]), Path(sys.argv[3]))
