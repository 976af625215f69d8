"""The site builder's parts that need no network or browser: the site's copies of the
lessons, Babel's trimmed locale data, the pure wheel's tag, the command line's refusals.
(tests/browser/test_site.py builds a whole site and opens it in Chromium.)"""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
import site_course  # tests/site_course.py (tests/ is on the path, as for every test module here)
from site_server import serve_site  # tests/site_server.py

from hasen_widget.__main__ import main
from hasen_widget.explain.catalog import available_languages
from hasen_widget.site import notebooks, pins, pyodide_dist, wheels

REPO = Path(__file__).resolve().parents[1]


def test_the_site_copies_run_in_pyodide_and_the_lessons_stay_as_they_are(tmp_path):
    before = {p.name: p.read_bytes() for p in (REPO / "notebooks").iterdir() if p.is_file()}
    copied = notebooks.copy_course(REPO / "notebooks", tmp_path)
    assert [p.name for p in copied] == sorted(n for n in before if n.endswith(".ipynb"))
    assert {p.name: p.read_bytes() for p in (REPO / "notebooks").iterdir() if p.is_file()} == before
    # Only what a learner can use: no maintainer's README, no marimo app.
    assert sorted(p.name for p in tmp_path.iterdir()) == [p.name for p in copied]
    for i, path in enumerate(copied):
        nb = json.loads(path.read_text(encoding="utf-8"))
        original = json.loads(before[path.name])
        assert nb["metadata"]["kernelspec"]["name"] == "python"  # the Pyodide kernel
        # What the kernel reports: JupyterLab has nothing to rewrite, the lesson stays unmodified.
        assert nb["metadata"]["language_info"] == notebooks.PYODIDE_LANGUAGE_INFO
        assert "widgets" not in nb["metadata"]
        code = [c for c in nb["cells"] if c["cell_type"] == "code"]
        assert all(c["outputs"] == [] and c["execution_count"] is None for c in code)
        # The same code, nothing to install: no %pip, no piplite, in any copy.
        assert [c["source"] for c in code] == [
            c["source"] for c in original["cells"] if c["cell_type"] == "code"
        ]
        assert not any("pip" in "".join(c["source"]) for c in code)
        says = [c for c in nb["cells"] if c["source"] == notebooks.in_the_browser()]
        assert len(says) == (1 if i == 0 else 0)
        assert all("id" in c for c in nb["cells"])  # nbformat 4.5: every cell has an id
    # At the top of lesson 1, right under its title; it says how to run a cell by touch.
    first = json.loads(copied[0].read_text(encoding="utf-8"))["cells"]
    assert first[0]["source"][0].startswith("# Lesson 1") and first[1]["source"] == notebooks.in_the_browser()
    assert "tap the cell, then tap ▶" in first[1]["source"]


def test_the_language_info_is_what_the_installed_pyodide_kernel_reports():
    # The kernel's kernelInfoRequest, in its JupyterLab extension's code: if a new kernel
    # says otherwise, JupyterLab rewrites every lesson on opening and shows it modified.
    import re

    from hasen_widget.site.build import _kernel_extension

    code = "".join(p.read_text("utf-8") for p in (_kernel_extension() / "static").glob("*.js"))
    found = re.search(r"kernelInfoRequest\(\)\{return\{.*?language_info:(\{.*?\}),protocol_version", code)
    assert found, "the kernel's kernelInfoRequest is not where it was"
    as_json = re.sub(r"([{,])([A-Za-z_]+):", r'\1"\2":', found.group(1))
    assert json.loads(as_json) == notebooks.PYODIDE_LANGUAGE_INFO


def test_a_course_folder_that_nbval_ran_in_is_copied_without_its_hidden_files(tmp_path):
    # nbval leaves .pytest_cache/, JupyterLite refuses a hidden folder: the build failed.
    folder = site_course.make_class_folder(tmp_path / "class")
    copied = notebooks.copy_course(folder, tmp_path / "site")
    assert [p.name for p in copied] == [site_course.CLASS_NOTEBOOK]
    assert sorted(p.relative_to(tmp_path / "site").as_posix() for p in (tmp_path / "site").rglob("*")) == [
        site_course.CLASS_NOTEBOOK
    ]
    # Not the first of the lessons (with --with-lessons): no note of its own.
    later = notebooks.copy_course(folder, tmp_path / "later", first=False)[0]
    assert notebooks.in_the_browser() not in later.read_text(encoding="utf-8")


def _old_site(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "jupyter-lite.json").write_text("{}")
    (folder / "index.html").write_text("the old site")
    return folder


def _get(server, path: str = "index.html") -> str:
    import urllib.request

    with urllib.request.urlopen(server.url(path), timeout=10) as r:
        return r.read().decode()


def test_a_site_is_built_beside_the_old_one_and_swapped_in_only_when_complete(tmp_path):
    from hasen_widget.site.build import building

    out = _old_site(tmp_path / "site")
    with serve_site(out) as server:
        with building(out) as new:
            (new / "index.html").write_text("the new site")
            assert _get(server) == "the old site"  # served while the next one builds
        assert _get(server) == "the new site"
        with pytest.raises(RuntimeError, match="half-built"):
            with building(out) as new:
                (new / "index.html").write_text("half")
                raise RuntimeError("half-built")
        assert _get(server) == "the new site"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]  # nothing left beside it


def test_a_failed_build_says_why_and_leaves_the_site_serving(tmp_path, capsys):

    out = _old_site(tmp_path / "site")
    course = tmp_path / "course"
    course.mkdir()
    (course / "01_broken.ipynb").write_text('{"cells": [')
    with serve_site(out) as server:
        assert _exit_status(["site", "build", "--out", str(out), "--notebooks", str(course)]) == 2
        err = capsys.readouterr().err
        assert "01_broken.ipynb is not a notebook (not JSON" in err
        assert _get(server) == "the old site"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["course", "site"]


@pytest.mark.slow
def test_a_failing_jupyter_lite_build_is_reported_whole(tmp_path):
    # JupyterLite's own refusal (here of a hidden folder, as the .pytest_cache once was):
    # the error holds its whole reason, not the first line of it.
    from hasen_widget.site.build import SiteError, _lite_build

    (tmp_path / "files" / ".hidden").mkdir(parents=True)
    (tmp_path / "files" / ".hidden" / "x.txt").write_text("x")
    with pytest.raises(SiteError) as e:
        _lite_build(tmp_path, tmp_path / "out")
    why = str(e.value)
    assert why.startswith("jupyter lite build failed:\n")
    assert "Refusing to serve hidden file or directory" in why and "TaskFailed" in why
    assert not any(line.startswith((". ", "-- ")) for line in why.splitlines())  # progress lines


def test_with_lessons_needs_notebooks(capsys):
    assert _exit_status(["site", "build", "--out", "x", "--with-lessons"]) == 2
    assert "--with-lessons adds the lessons to the notebooks of --notebooks PATH" in capsys.readouterr().err


def test_the_start_page_lists_every_notebook_in_every_language():
    from hasen_widget.site import front, words

    html = front.start_page([("Lesson 1 · Cards", "01 cards.ipynb")], [("Tuesday", "class/t.ipynb")])
    assert 'href="lab/index.html?path=01%20cards.ipynb">Lesson 1 · Cards</a>' in html
    assert 'href="lab/index.html?path=class/t.ipynb">Tuesday</a>' in html
    assert 'id="jupyter-config-data"' in html  # JupyterLite's pages read it from each folder above
    data = json.loads(
        html.split('<script id="hasen-words" type="application/json">')[1].split("</script>")[0]
    )
    assert set(data) == set(available_languages())
    for said in data.values():
        assert set(said) == set(words.PAGE + words.OFFLINE)
        assert "Shift + Enter" in said["site.run.keys"] and "▶" in said["site.run.touch"]
        assert all("{percent}" in said[k] for k in ("site.offline.saving", "site.offline.failed"))


def test_the_service_worker_keeps_the_site_but_the_fallback_wheels(tmp_path):
    from hasen_widget.site import offline

    site = tmp_path / "site"
    for rel in [
        "index.html",
        "lab/index.html",
        "build/service-worker.js",
        "static/pyodide/hasen-snapshot-memory.zst",
        "static/pyodide/pyodide.asm.wasm",
        "static/pyodide/jedi-0.19.2-py2.py3-none-any.whl",
        "files/01.ipynb",
        "api/contents/all.json",
    ]:
        (site / rel).parent.mkdir(parents=True, exist_ok=True)
        (site / rel).write_text(rel)
    given = offline.add_service_worker(site)
    assert given["files"] == offline.site_files(site) and "service-worker.js" not in given["files"]
    assert set(given["files"]) - set(given["precache"]) == {
        "static/pyodide/pyodide.asm.wasm",
        "static/pyodide/jedi-0.19.2-py2.py3-none-any.whl",
    }
    worker = (site / "service-worker.js").read_text()
    assert json.dumps(given) in worker and 'importScripts("./build/service-worker.js")' in worker
    subprocess.run(["node", "--check", str(site / "service-worker.js")], check=True)
    (site / "files/01.ipynb").write_text("changed")  # a rebuilt site is a new worker
    assert offline.add_service_worker(site)["version"] != given["version"]


def test_a_folder_without_notebooks_is_refused(tmp_path, capsys):
    (tmp_path / "empty").mkdir()
    assert (
        _exit_status(
            ["site", "build", "--out", str(tmp_path / "out"), "--notebooks", str(tmp_path / "empty")]
        )
        == 2
    )
    err = capsys.readouterr().err
    assert "holds no .ipynb notebook" in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "out").exists()


def test_an_out_folder_that_is_not_a_site_is_left_alone(tmp_path, capsys):
    (tmp_path / "mine.txt").write_text("keep me")
    assert _exit_status(["site", "build", "--out", str(tmp_path)]) == 2
    assert "not a site" in capsys.readouterr().err
    assert (tmp_path / "mine.txt").read_text() == "keep me"


def _exit_status(argv) -> int:
    with pytest.raises(SystemExit) as e:
        main(argv)
    return e.value.code


_BABEL_PROBE = """
import json
import babel.localedata as localedata
opened = []
real = localedata.resolve_locale_filename
localedata.resolve_locale_filename = lambda name: opened.append(str(name)) or real(name)
from hasen_widget import explain
from hasen_widget.explain.catalog import available_languages
for lang in available_languages():
    trick = explain.explain_trick(["A♥", "J♦", "K♥", "9♣"], "hearts")
    explain.render_all(trick.all_reasons(), lang)
    bad = explain.explain_unplayable(["J♦", "9♣", "A♠", "K♠"], ["Q♥"], "hearts")
    explain.render_all(bad.values(), lang)
print(json.dumps([sorted(set(opened)), available_languages()]))
"""


def test_babel_opens_only_the_locale_data_of_the_catalogue_languages():
    """What the trimmed Babel keeps (root and each catalogue language) is all the
    explanations open, in every language: lists ("a, b and c"), plurals. (A fresh
    interpreter: Babel and the catalogues cache what they read.)"""
    run = subprocess.run([sys.executable, "-c", _BABEL_PROBE], capture_output=True, text=True, check=True)
    opened, languages = json.loads(run.stdout)
    assert opened and set(opened) <= {"root", *languages}, opened


def _wheel(path: Path, members: dict[str, bytes], tag: str) -> Path:
    with zipfile.ZipFile(path, "w") as z:
        for name, data in members.items():
            z.writestr(name, data)
        z.writestr("x-1.0.dist-info/WHEEL", f"Wheel-Version: 1.0\nRoot-Is-Purelib: false\nTag: {tag}\n")
        z.writestr("x-1.0.dist-info/RECORD", "")
    return path


def test_trim_babel_keeps_root_and_the_languages_and_rewrites_record(tmp_path):
    data = {
        f"babel/locale-data/{n}.dat": n.encode() for n in ["root", "en", "el", "ko", "fr", "en_GB", "ko_KP"]
    }
    src = _wheel(
        tmp_path / "babel-2.19.0-py3-none-any.whl", {"babel/__init__.py": b"", **data}, "py3-none-any"
    )
    out = wheels.trim_babel(src, ["el", "en", "ko"], tmp_path / "trimmed")
    with zipfile.ZipFile(out) as z:
        names = set(z.namelist())
        record = z.read("x-1.0.dist-info/RECORD").decode()
    kept = {n for n in names if n.startswith("babel/locale-data/")}
    assert kept == {f"babel/locale-data/{n}.dat" for n in ["root", "en", "el", "ko"]}
    assert (
        "babel/__init__.py" in names
        and "fr.dat" not in record
        and "babel/locale-data/el.dat,sha256=" in record
    )


def test_a_pure_build_is_tagged_py3_none_any_and_a_compiled_one_refused(tmp_path):
    pure = _wheel(
        tmp_path / "x-1.0-cp311-cp311-linux_x86_64.whl", {"x/__init__.py": b""}, "cp311-cp311-linux_x86_64"
    )
    fixed = wheels._ensure_pure(pure)
    assert fixed.name == "x-1.0-py3-none-any.whl"
    with zipfile.ZipFile(fixed) as z:
        assert "Tag: py3-none-any" in z.read("x-1.0.dist-info/WHEEL").decode()
    compiled = _wheel(
        tmp_path / "y-1.0-cp311-cp311-linux_x86_64.whl", {"x/game.cpython-311.so": b"\0"}, "cp311"
    )
    with pytest.raises(RuntimeError, match="compiled modules"):
        wheels._ensure_pure(compiled)


def test_the_pyodide_version_is_the_kernels_and_every_lock_dependency_is_shipped():
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

    assert pins.pyodide_version() == PYODIDE_VERSION
    shipped = set(pins.LOCK_ENTRIES)
    for name, (depends, imports) in pins.LOCK_ENTRIES.items():
        assert imports, name
        # Each dependency is shipped by the site or taken from Pyodide's own lock.
        assert all(d in shipped or d in ("ipython", "traitlets", "typing-extensions") for d in depends), name
    assert pyodide_dist.closure({"a": {"depends": ["b"]}, "b": {"depends": ["a"]}}, ["a"]) == ["a", "b"]


def test_the_site_ships_every_dependency_the_package_declares():
    # A dependency added to pyproject.toml but not to the site's lock would import in
    # JupyterLab and fail in the browser (as fastjsonschema once did: every page message
    # raised ModuleNotFoundError in the site's kernel).
    import re
    from pathlib import Path

    import tomllib

    project = tomllib.loads((Path(__file__).parents[1] / "pyproject.toml").read_text("utf-8"))["project"]
    declared = {re.split(r"[<>=!~ \[;]", d, maxsplit=1)[0].lower() for d in project["dependencies"]}
    depends, _ = pins.LOCK_ENTRIES["hasen-widget"]
    assert declared == set(depends)
    assert declared - {"traitlets"} <= set(pins.PINS)  # traitlets comes from Pyodide's own lock


def test_without_node_the_site_still_gets_its_loader_and_compressed_pyodide(tmp_path, monkeypatch):
    # A teacher's machine without Node builds a site that starts Python the usual way:
    # the loader and the compressed runtime are there, and the manifest says there is
    # no snapshot (the loader then falls back to the wheels, saying why).
    import zstandard

    from hasen_widget.site import snapshot

    wasm, asm = b"\0asm" + bytes(range(256)) * 64, b"export default 1;\n" * 100
    (tmp_path / "pyodide.asm.wasm").write_bytes(wasm)
    (tmp_path / "pyodide.asm.mjs").write_bytes(asm)
    monkeypatch.setattr(snapshot.shutil, "which", lambda name: None)
    why = snapshot.make_snapshot(tmp_path, ["micropip"])
    assert why and "node is missing" in why
    manifest = json.loads((tmp_path / snapshot.MANIFEST).read_text())
    assert manifest["memory"] is None
    assert (tmp_path / snapshot.LOADER).read_text().count('from "./pyodide.mjs"') == 1
    for key, plain in (("wasm", wasm), ("asm", asm)):
        packed = (tmp_path / manifest[key]).read_bytes()
        assert len(packed) < len(plain)
        assert zstandard.ZstdDecompressor().decompress(packed) == plain
        assert manifest["sizes"][manifest[key]] == len(plain)  # the loader's decoder is told it


def test_the_warm_up_is_what_the_kernels_worker_imports_and_a_lesson_needs():
    from hasen_widget.site import snapshot

    compile(snapshot.WARM_UP, "warm-up", "exec")
    for module in ("micropip", "piplite.piplite", "pyodide_kernel", "hasen_widget"):
        assert f"import {module}" in snapshot.WARM_UP
    # JupyterLab's front-end files in a wheel are not Python: not in the files bundle.
    import re

    left_out = [re.compile(p) for p in snapshot.LEAVE_OUT]
    assert any(p.search("anywidget-0.11.0.data/data/share/jupyter/x.js") for p in left_out)
    assert any(p.search("anywidget/labextension/static/1.js") for p in left_out)
    assert not any(p.search("hasen_widget/static/table.js") for p in left_out)
    assert not any(p.search("babel/locale-data/el.dat") for p in left_out)


def test_without_a_checkout_the_own_wheel_comes_from_the_package_index(tmp_path, monkeypatch):
    # A teacher who only ran `pip install 'hasen-widget[site]'` has no checkout: the
    # site gets the pure wheel of the very version installed, from the package index
    # (here a local one, pip's find-links), and its tag is checked.
    from importlib.metadata import version

    v = version("hasen-widget")
    index = tmp_path / "index"
    index.mkdir()
    info = f"hasen_widget-{v}.dist-info"
    with zipfile.ZipFile(index / f"hasen_widget-{v}-py3-none-any.whl", "w") as z:
        z.writestr("hasen_widget/__init__.py", "")
        z.writestr(f"{info}/METADATA", f"Metadata-Version: 2.1\nName: hasen-widget\nVersion: {v}\n")
        z.writestr(f"{info}/WHEEL", "Wheel-Version: 1.0\nRoot-Is-Purelib: true\nTag: py3-none-any\n")
        z.writestr(f"{info}/RECORD", "")
    monkeypatch.setattr(wheels, "checkout_root", lambda: None)
    monkeypatch.setenv("PIP_NO_INDEX", "1")
    monkeypatch.setenv("PIP_FIND_LINKS", str(index))
    got = wheels.own_wheel(tmp_path / "own")
    assert got.name == f"hasen_widget-{v}-py3-none-any.whl" and got.parent == tmp_path / "own"
    with zipfile.ZipFile(got) as z:
        assert "hasen_widget/__init__.py" in z.namelist()


def test_the_configuration_templates_are_filled_in_with_only_what_the_build_computes(tmp_path):
    # The files under hasen_widget/site/templates/ go to JupyterLite as they are; the
    # build's own config gets the output folder and the extensions, nothing else changes.
    from hasen_widget.site import config

    ext = [tmp_path / "anywidget-0.11.0-py3-none-any.whl", tmp_path / "pyodide-kernel-extension"]
    config.write_lite_dir(tmp_path, tmp_path / "out", ext)
    for name in ("jupyter-lite.json", "overrides.json"):
        assert json.loads((tmp_path / name).read_text("utf-8")) == config.template(name)
    build = json.loads((tmp_path / "jupyter_lite_config.json").read_text("utf-8"))["LiteBuildConfig"]
    assert build.pop("output_dir") == str(tmp_path / "out")
    assert build.pop("federated_extensions") == [str(p) for p in ext]
    assert build == config.template("jupyter_lite_config.json")["LiteBuildConfig"]
    # What loadPyodide loads at start is all in the site's lock (else the kernel never starts).
    settings = config.kernel_settings(config.template("jupyter-lite.json"))
    assert settings["disablePyPIFallback"] is True
    assert set(config.PRELOAD) <= {*pins.KERNEL_START, *pins.LOCK_ENTRIES, *pins.KERNEL_WHEELS}
    toolbar = config.template("overrides.json")["@jupyterlab/notebook-extension:panel"]["toolbar"]
    assert toolbar[0] == {"name": "run", "rank": 1}  # ▶ first: the button the lessons name for touch


def test_the_installed_kernel_ships_the_wheels_the_site_adds_to_its_lock():
    # Read where JupyterLite's own piplite step reads them (the extension's package.json):
    # a kernel release that renames or drops one would otherwise fail deep in the build.
    found = wheels.kernel_wheels()
    assert set(pins.KERNEL_WHEELS) <= set(found)
    assert all(found[name].name.endswith("-py3-none-any.whl") for name in pins.KERNEL_WHEELS)
