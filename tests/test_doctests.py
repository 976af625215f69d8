"""Every module of the package shows how it is used: a docstring example that runs.

The examples themselves run under ``pytest --doctest-modules hasen_widget`` (scripts/test.sh,
from the engine's Python source; the root conftest.py sees to that), and the engine's and
explanations' again in Pyodide (scripts/pyodide_tests.py). This test checks that none is
missing: a new module comes with its example.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "hasen_widget"

#: Modules still without an example (issue 22 gave the class server's theirs); the set
#: may only shrink.
WITHOUT_EXAMPLE: set[str] = set()


def has_example(path: Path) -> bool:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    nodes = [
        tree,
        *(n for n in ast.walk(tree) if isinstance(n, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))),
    ]
    return any(">>>" in (ast.get_docstring(n) or "") for n in nodes)


def modules() -> list[str]:
    # __main__.py is left out: pytest's doctest collection never imports it.
    return sorted(p.relative_to(PACKAGE).as_posix() for p in PACKAGE.rglob("*.py") if p.name != "__main__.py")


def test_every_module_has_a_docstring_example():
    missing = {m for m in modules() if not has_example(PACKAGE / m)}
    assert missing <= WITHOUT_EXAMPLE, (
        f"give these modules a docstring example: {sorted(missing - WITHOUT_EXAMPLE)}"
    )


def test_the_modules_without_an_example_still_exist():
    assert WITHOUT_EXAMPLE <= set(modules())


def test_the_check_sees_an_example_in_a_function_and_none_in_a_comment(tmp_path):
    with_one = tmp_path / "a.py"
    with_one.write_text('def f():\n    """\n    >>> f()\n    """\n', encoding="utf-8")
    without = tmp_path / "b.py"
    without.write_text('"""No example."""\n# >>> f()\nx = ">>> not a docstring"\n', encoding="utf-8")
    assert has_example(with_one) and not has_example(without)
