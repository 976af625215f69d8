"""The front-end build: every js/<name>/index.js becomes one self-contained ES module.

anywidget loads ``_esm`` from a Blob URL, where a relative ``import`` cannot resolve,
so each bundle must carry all its modules. A new widget folder (the quiz widgets, or
one added later) is picked up by build.mjs without changing it.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
IMPORT = re.compile(r"^\s*(import|export)\s[^;]*\sfrom\s|^\s*import\s*['\"]", re.M)


def _node() -> str:
    node = shutil.which("node")
    if node is None or not (REPO / "node_modules" / "esbuild").exists():
        pytest.fail("Node.js and `npm ci` are needed to build the front end (see README)")
    return node


def test_build_bundles_every_widget_folder_including_a_new_one(tmp_path):
    node = _node()
    shutil.copytree(REPO / "js", tmp_path / "js", ignore=shutil.ignore_patterns("test"))
    shutil.copy(REPO / "build.mjs", tmp_path / "build.mjs")
    (tmp_path / "node_modules").symlink_to(REPO / "node_modules")
    extra = tmp_path / "js" / "extra"
    extra.mkdir()
    (extra / "part.js").write_text("export const word = 'widow';\n")
    (extra / "index.js").write_text(
        "import { word } from './part.js';\nexport default { render({ el }) { el.textContent = word; } };\n"
    )
    (extra / "style.css").write_text(".extra { color: var(--jp-content-font-color1); }\n")
    subprocess.run([node, "build.mjs"], cwd=tmp_path, check=True, capture_output=True)
    static = tmp_path / "hasen_widget" / "static"
    names = {p.name for p in static.iterdir()}
    widgets = {p.name for p in (REPO / "js").iterdir() if (p / "index.js").exists()}
    assert {f"{w}.js" for w in widgets | {"extra"}} <= names
    assert "extra.css" in names
    bundle = (static / "extra.js").read_text()
    assert "widow" in bundle and not IMPORT.search(bundle)


def test_the_table_bundle_is_one_module_with_no_imports_and_small():
    bundle = REPO / "hasen_widget" / "static" / "table.js"
    assert bundle.exists(), "run `node build.mjs` (pip install does it)"
    text = bundle.read_text()
    assert not IMPORT.search(text)
    assert "export default" in text or "export {" in text
    # The first budget was 40 KB, unminified; the presenter's keys, the replay bar, the
    # projector fit and the language and level menus took it to about 43 KB. 48 KB is
    # the new budget, said in the closing note, still unminified and readable.
    assert bundle.stat().st_size < 48 * 1024


def test_widget_loads_the_built_bundle():
    from hasen_widget.widget import HasenWidget

    w = HasenWidget(seed=1, pace=0)
    assert "data-lm-suppress-shortcuts" in w._esm
    assert "--jp-" in w._css
