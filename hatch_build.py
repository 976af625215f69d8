"""Hatch build hook: bundle the front end (js/) into hasen_widget/static/ before packaging.

``pip install`` of a clean checkout runs this hook: it installs the pinned JavaScript
build tools with ``npm ci`` when ``node_modules/`` is missing, then ``node build.mjs``,
so the wheel (and an editable install) carries ``hasen_widget/static/*.js``. The bundle
is build output and stays out of git (see .gitignore); pyproject.toml lists it as a
build artefact so hatch packs it anyway.

Set ``HASEN_WIDGET_SKIP_JS=1`` to package a bundle you built yourself.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class FrontEndBuildHook(BuildHookInterface):
    """Runs ``npm ci`` (if needed) and ``node build.mjs`` before hatch collects files."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict) -> None:
        root = Path(self.root)
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
