"""The lesson notebooks as committed: executed, with real outputs, clean metadata that
GitHub renders, and live widget views the only outputs nbval is told to ignore.

The outputs themselves are checked by ``pytest --nbval --nbval-current-env notebooks/``;
this file checks what nbval does not: that the notebooks were saved executed and clean.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
LESSONS = [
    "01_deck_and_order",
    "02_who_wins_a_trick",
    "03_following_suit",
    "04_auction_widow_discard",
    "05_scoring",
    "06_full_match",
    "07_variants",
    "08_teacher",
]
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
IGNORE_TAG = "nbval-ignore-output"


def load(name: str) -> dict:
    return json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))


def code_cells(nb: dict) -> list[dict]:
    return [c for c in nb["cells"] if c["cell_type"] == "code"]


def source(cell: dict) -> str:
    s = cell["source"]
    return s if isinstance(s, str) else "".join(s)


def shows_widget(cell: dict) -> bool:
    return any(WIDGET_VIEW in o.get("data", {}) for o in cell.get("outputs", []))


present = [n for n in LESSONS if (NOTEBOOKS / f"{n}.ipynb").exists()]


def test_every_lesson_of_the_course_is_there():
    assert present == LESSONS, f"missing: {sorted(set(LESSONS) - set(present))}"


@pytest.fixture(params=present)
def nb(request):
    return request.param, load(request.param)


def test_kernel_is_python3_and_no_widget_state_is_saved(nb):
    name, data = nb
    assert data["metadata"]["kernelspec"]["name"] == "python3"
    # Stale widget state makes GitHub refuse to render a notebook.
    assert "widgets" not in data["metadata"], f"{name}: metadata.widgets must be stripped"
    assert data["nbformat"] == 4


def test_saved_executed_top_to_bottom(nb):
    name, data = nb
    counts = [c["execution_count"] for c in code_cells(data)]
    assert counts == list(range(1, len(counts) + 1)), f"{name}: run all cells in order before saving"
    for cell in data["cells"]:
        assert "execution" not in cell.get("metadata", {}), f"{name}: execution timestamps must be stripped"


def test_outputs_are_real_and_error_free(nb):
    name, data = nb
    cells = code_cells(data)
    with_output = [c for c in cells if c["outputs"]]
    assert len(with_output) >= len(cells) // 2, f"{name}: most cells should show something"
    for c in cells:
        for o in c["outputs"]:
            assert o["output_type"] != "error", f"{name}: a cell raised: {source(c)[:60]!r}"
            text = json.dumps(o.get("data", {})) + "".join(o.get("text", ""))
            # A memory address in a repr changes every run and would break nbval.
            assert not re.search(r" at 0x[0-9a-f]{6,}", text), f"{name}: unstable repr in {source(c)[:60]!r}"


def test_only_live_widget_views_are_exempt_from_nbval_and_say_why(nb):
    name, data = nb
    for c in code_cells(data):
        tags = c.get("metadata", {}).get("tags", [])
        assert "nbval-skip" not in tags, f"{name}: every cell must run under nbval"
        assert "nbval-ignore-output" not in tags or shows_widget(c), (
            f"{name}: only a live widget view may be exempted: {source(c)[:60]!r}"
        )
        if shows_widget(c):
            assert IGNORE_TAG in tags, f"{name}: a widget view needs the {IGNORE_TAG} tag"
            assert re.search(r"#.*(nbval|widget)", source(c)), (
                f"{name}: say in a comment why this widget cell's output is not checked"
            )


def test_each_lesson_ends_with_a_check_for_the_learner(nb):
    name, data = nb
    headings = [source(c) for c in data["cells"] if c["cell_type"] == "markdown" and "## " in source(c)]
    assert any("Check yourself" in h or "Ask the class" in h for h in headings), f"{name}: no check section"


def test_links_between_lessons_lead_somewhere(nb):
    name, data = nb
    for c in data["cells"]:
        if c["cell_type"] == "markdown":
            for target in re.findall(r"\]\(([^)#]+\.ipynb)\)", source(c)):
                assert (NOTEBOOKS / target).exists(), f"{name}: broken link to {target}"


@pytest.mark.slow
@pytest.mark.parametrize("lang, letters", [("el", "[α-ωά-ώ]"), ("ko", "[가-힣]")])
def test_every_lesson_runs_with_the_explanation_language_switched(lang, letters):
    """Lesson 1 shows ``explain.set_language``; every lesson must still run after it, and
    its explanations come out in that language. One kernel runs all lessons in turn."""
    import nbformat
    from nbclient import NotebookClient

    switch = f"from hasen_widget import explain as _explain\n_explain.set_language({lang!r})"
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    starts = {}
    for name in present:
        starts[name] = len(nb.cells)
        nb.cells.append(nbformat.v4.new_code_cell(switch))
        for cell in load(name)["cells"]:
            if cell["cell_type"] == "code":
                nb.cells.append(nbformat.v4.new_code_cell(source(cell)))
    client = NotebookClient(
        nb, kernel_name="python3", timeout=120, resources={"metadata": {"path": str(NOTEBOOKS)}}
    )
    client.execute()  # raises CellExecutionError, naming the cell, if any lesson breaks

    def text_of(name: str) -> str:
        end = min([i for i in starts.values() if i > starts[name]] or [len(nb.cells)])
        out = []
        for cell in nb.cells[starts[name] : end]:
            for o in cell.outputs:
                out.append("".join(o.get("text", "")) + json.dumps(o.get("data", {}), ensure_ascii=False))
        return "".join(out)

    for name in ("02_who_wins_a_trick", "03_following_suit", "05_scoring", "08_teacher"):
        if name in starts:
            assert re.search(letters, text_of(name)), f"{name}: no explanation in {lang}"


def test_no_checked_output_depends_on_the_clock(nb):
    # The hint's search stops after a time limit, and a paced table moves on a timer: on a
    # busy machine either would store a different output than nbval sees next time.
    name, data = nb
    for c in code_cells(data):
        tags = c.get("metadata", {}).get("tags", [])
        if IGNORE_TAG in tags:
            continue
        src = source(c)
        assert ".hint(" not in src, f"{name}: a checked cell shows a time-limited hint: {src[:60]!r}"
        for pace in re.findall(r"HasenWidget\([^)]*pace=([0-9.]+)", src):
            assert float(pace) == 0, f"{name}: a checked cell creates a paced table: {src[:60]!r}"
