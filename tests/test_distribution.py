"""The package as a user gets it: sdist and wheels built from a clean copy of the checkout,
the pure wheel installed where there is no Node and no C compiler.

One module-scoped build serves every test (the builds are the slow part):

- the sdist, from a clean copy (what git tracks or would track; ``node_modules`` linked
  in, as a developer's checkout has it, so no ``npm ci`` runs);
- the compiled wheel, built *in* that copy (the in-tree build that used to delete an
  editable install's compiled engine), with an older engine build and bundle planted
  in the copy first: the build must leave them and every other file as they were;
- the pure wheel (``HASEN_WIDGET_PURE_PYTHON=1``), built from the unpacked sdist with no
  ``node`` on ``PATH``: the sdist carries the bundle.

Then a fresh virtual environment with only that environment's ``bin`` on ``PATH`` (no
node, no gcc) installs the pure wheel and its dependencies from the package index,
builds the widgets there, and runs lesson 1, as the wheel installed it, under nbval.
"""

from __future__ import annotations

import email
import hashlib
import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from pathlib import Path

import pytest

from hasen_widget._native import ENGINE_MODULES  # the modules mypyc compiles (hatch_build.py)

# Builds the sdist and both wheels (a minute or more): left out of a developer's loop.
pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[1]
VERSION_TAG = f"cp{sys.version_info.major}{sys.version_info.minor}"
BUNDLE = ("table.js", "table.css", "quiz.js", "quiz.css")


def _run(cmd, *, cwd, env=None, timeout=600) -> str:
    done = subprocess.run(
        [str(c) for c in cmd],
        cwd=cwd,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        timeout=timeout,
    )
    if done.returncode != 0:
        raise AssertionError(f"{' '.join(map(str, cmd))} failed ({done.returncode}):\n{done.stdout[-6000:]}")
    return done.stdout


def _clean_copy(dest: Path) -> Path:
    """The files git tracks, or would track (new files not ignored), as they are on disk."""
    listed = _run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=REPO)
    for rel in filter(None, listed.split("\0")):
        src = REPO / rel
        if src.is_file() and not src.is_symlink():
            (dest / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / rel)
    (dest / "node_modules").symlink_to((REPO / "node_modules").resolve())
    return dest


def _snapshot(tree: Path) -> dict[str, str]:
    """Every file under ``tree`` (not following node_modules) with its SHA-256."""
    out = {}
    for path in sorted(tree.rglob("*")):
        if "node_modules" in path.parts or not path.is_file():
            continue
        out[str(path.relative_to(tree))] = hashlib.sha256(path.read_bytes()).hexdigest()
    return out


def _no_tools_env(bin_dir: Path) -> dict[str, str]:
    """An environment whose PATH holds only ``bin_dir``: no node, npm, gcc or cc."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("VIRTUAL_ENV", "PYTHON", "CC", "NODE"))}
    env.update(PATH=str(bin_dir), CC="no-c-compiler-here", HOME=env.get("HOME", "/tmp"))
    return env


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    base = tmp_path_factory.mktemp("dist")
    copy = _clean_copy(base / "checkout")
    out = base / "out"
    # A previous editable install's engine build and bundle, which no build may touch.
    so_name = f"cards{sysconfig.get_config_var('EXT_SUFFIX')}"
    planted = {
        "hasen_widget/_compiled.txt": "cards 0000\n",
        f"hasen_widget/{so_name}": "an older engine build\n",
        "hasen_widget/static/table.js": "// an older bundle\n",
    }
    for rel, text in planted.items():
        (copy / rel).parent.mkdir(parents=True, exist_ok=True)
        (copy / rel).write_text(text)
    before = _snapshot(copy)
    build = [sys.executable, "-m", "build", "--no-isolation", "--outdir", out]
    _run(build + ["--sdist", copy], cwd=base)
    _run(build + ["--wheel", copy], cwd=base)  # compiled: the compiler is on PATH here
    after = _snapshot(copy)

    sdist = next(out.glob("hasen_widget-*.tar.gz"))
    with tarfile.open(sdist) as tar:
        tar.extractall(base / "unpacked", filter="data")
    unpacked = next((base / "unpacked").iterdir())
    no_node = base / "empty-bin"  # PATH: nothing at all (this Python is called by its full path)
    no_node.mkdir()
    env = _no_tools_env(no_node)
    env["HASEN_WIDGET_PURE_PYTHON"] = "1"
    log = _run(
        [sys.executable, "-m", "build", "--no-isolation", "--wheel", "--outdir", out, unpacked],
        cwd=base,
        env=env,
    )
    return {
        "base": base,
        "out": out,
        "sdist": sdist,
        "before": before,
        "after": after,
        "planted": planted,
        "pure_log": log,
    }


def _wheel(out: Path, tag: str) -> Path:
    found = [p for p in out.glob("hasen_widget-*.whl") if tag in p.name]
    assert len(found) == 1, sorted(p.name for p in out.iterdir())
    return found[0]


def test_building_leaves_the_checkout_as_it_was(built):
    assert built["after"] == built["before"]
    for rel in built["planted"]:
        assert rel in built["after"], rel


def test_the_sdist_carries_the_bundle_licence_and_lessons(built):
    with tarfile.open(built["sdist"]) as tar:
        names = {n.split("/", 1)[1] for n in tar.getnames() if "/" in n}
        table = tar.extractfile(
            next(m for m in tar.getmembers() if m.name.endswith("static/table.js"))
        ).read()
    assert {f"hasen_widget/static/{b}" for b in BUNDLE} <= names
    assert {"LICENSE", "PKG-INFO", "hatch_build.py", "build.mjs", "js/table/index.js"} <= names
    assert "notebooks/01_deck_and_order.ipynb" in names and "notebooks/marimo/play.py" in names
    assert not any(n.endswith((".so", ".pyd")) or "_compiled.txt" in n or "node_modules" in n for n in names)
    assert b"an older bundle" not in table and b"export" in table
    # Built from the sdist with no node: the bundle the sdist carries, said so in the log.
    assert "packaging the bundle in hasen_widget/static" in built["pure_log"]


def test_the_pure_wheel_is_py3_none_any_with_the_bundle(built):
    wheel = _wheel(built["out"], "py3-none-any")
    with zipfile.ZipFile(wheel) as z:
        names = set(z.namelist())
        meta = email.message_from_bytes(z.read("hasen_widget-0.1.0.dist-info/METADATA"))
        wheel_file = z.read("hasen_widget-0.1.0.dist-info/WHEEL").decode()
    assert "Root-Is-Purelib: true" in wheel_file and "Tag: py3-none-any" in wheel_file
    assert {f"hasen_widget/static/{b}" for b in BUNDLE} <= names
    assert not any(n.endswith((".so", ".pyd")) or n.endswith("_compiled.txt") for n in names)
    assert "hasen_widget-0.1.0.data/data/share/hasen-widget/notebooks/01_deck_and_order.ipynb" in names
    assert "hasen_widget-0.1.0.data/data/share/jupyter/voila/templates/hasen/index.html.j2" in names
    assert "hasen_widget-0.1.0.dist-info/licenses/LICENSE" in names
    # What a user looks for on the package's page.
    assert meta["License-Expression"] == "MIT"
    assert meta["Requires-Python"] == ">=3.10"
    classifiers = meta.get_all("Classifier")
    assert "Framework :: Jupyter" in classifiers and "Framework :: Jupyter :: JupyterLab :: 4" in classifiers
    assert meta["Description-Content-Type"] == "text/markdown" and "Hasenpfeffer" in meta.get_payload()
    extras = set(meta.get_all("Provides-Extra"))
    assert {"lab", "test", "notebook", "voila", "marimo"} <= extras
    lab = [r for r in meta.get_all("Requires-Dist") if r.startswith("jupyterlab")]
    assert any("extra == 'lab'" in r.replace('"', "'") for r in lab), lab


def test_the_compiled_wheel_is_tagged_for_this_python_and_matches_its_sources(built):
    wheel = _wheel(built["out"], f"-{VERSION_TAG}-")
    with zipfile.ZipFile(wheel) as z:
        names = set(z.namelist())
        manifest = z.read("hasen_widget/_compiled.txt").decode()
        sources = {m: z.read(f"hasen_widget/{m}.py") for m in ENGINE_MODULES}
        table = z.read("hasen_widget/static/table.js")
        wheel_file = z.read("hasen_widget-0.1.0.dist-info/WHEEL").decode()
    assert "Root-Is-Purelib: false" in wheel_file
    assert {f"hasen_widget/static/{b}" for b in BUNDLE} <= names and b"an older bundle" not in table
    # one extension per compiled module, and mypyc's shared group module
    assert sum(n.endswith(".so") or n.endswith(".pyd") for n in names) == len(ENGINE_MODULES) + 1
    recorded = dict(line.split() for line in manifest.splitlines())
    assert recorded == {m: hashlib.sha256(src).hexdigest() for m, src in sources.items()}


def test_twine_check_passes(built):
    files = sorted(built["out"].glob("hasen_widget-*"))
    assert len(files) == 3
    out = _run([sys.executable, "-m", "twine", "check", "--strict", *files], cwd=built["base"])
    assert out.count("PASSED") == 3, out


def test_the_pure_wheel_works_with_no_node_and_no_compiler(built):
    base = built["base"]
    venv = base / "fresh-venv"
    _run([sys.executable, "-m", "venv", venv], cwd=base)
    env = _no_tools_env(venv / "bin")
    py = venv / "bin" / "python"
    wheel = _wheel(built["out"], "py3-none-any")
    _run(
        [
            py,
            "-m",
            "pip",
            "install",
            "--disable-pip-version-check",
            "--no-input",
            "-q",
            wheel,
            "nbval>=0.11",
            "pytest>=8",
        ],
        cwd=base,
        env=env,
        timeout=900,
    )
    probe = (
        "import json, shutil, sys\n"
        "from pathlib import Path\n"
        "import hasen_widget\n"
        "from hasen_widget import HasenWidget, TrickQuiz\n"
        "from hasen_widget._native import COMPILED\n"
        "w, q = HasenWidget(seed=3, pace=0), TrickQuiz(seed=3)\n"
        "static = Path(hasen_widget.__file__).parent / 'static'\n"
        "print(json.dumps({'node': shutil.which('node'), 'gcc': shutil.which('gcc'), 'cc': shutil.which('cc'),\n"
        "  'compiled': COMPILED, 'where': hasen_widget.__file__,\n"
        "  'table_is_bundle': w._esm == (static / 'table.js').read_text(encoding='utf-8'),\n"
        "  'quiz_is_bundle': q._esm == (static / 'quiz.js').read_text(encoding='utf-8'),\n"
        "  'not_built': 'not built' in w._esm, 'css': len(w._css), 'legal': w.view['legal'][:2],\n"
        "  'lesson': str(Path(sys.prefix, 'share', 'hasen-widget', 'notebooks', '01_deck_and_order.ipynb'))}))\n"
    )
    facts = json.loads(_run([py, "-c", probe], cwd=base, env=env).strip().splitlines()[-1])
    assert facts["node"] is None and facts["gcc"] is None and facts["cc"] is None
    assert facts["where"].startswith(str(venv)) and facts["compiled"] is False
    assert facts["table_is_bundle"] and facts["quiz_is_bundle"] and not facts["not_built"]
    assert facts["css"] > 1000 and facts["legal"]
    # Lesson 1 as the wheel installed it, its stored outputs compared by nbval.
    lesson = base / "lesson" / "01_deck_and_order.ipynb"
    lesson.parent.mkdir()
    shutil.copy(facts["lesson"], lesson)
    out = _run(
        [
            py,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "--nbval",
            "--nbval-current-env",
            "--nbval-cell-timeout=120",
            lesson.name,
        ],
        cwd=lesson.parent,
        env=env,
        timeout=600,
    )
    assert " passed" in out and "failed" not in out, out
