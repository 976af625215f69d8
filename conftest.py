"""pytest's hooks for the whole checkout (tests/, notebooks/ and the package's doctests).

- ``pytest --doctest-modules hasen_widget``: mypyc's compiled engine keeps no docstrings,
  and its modules are not the ``.py`` files pytest collects, so a doctest run loads the
  engine from its Python source (``HASEN_WIDGET_PURE_PYTHON=1``, hasen_widget/_native.py).
- The ``slow`` marker, on what a developer's loop leaves out (``-m "not slow"``, README):
  the real-browser tests, the notebooks under nbval, and the tests that mark themselves.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
BROWSER = HERE / "tests" / "browser"


def pytest_configure(config: pytest.Config) -> None:
    if config.getoption("doctestmodules", False):
        os.environ["HASEN_WIDGET_PURE_PYTHON"] = "1"
        native = sys.modules.get("hasen_widget._native")
        if native is not None and native.COMPILED:  # imported before this hook could choose
            raise pytest.UsageError(
                "--doctest-modules: run with HASEN_WIDGET_PURE_PYTHON=1 (the compiled engine has no docstrings)"
            )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        path = Path(str(item.path)).resolve()
        if path.suffix == ".ipynb" or BROWSER in path.parents:
            item.add_marker(pytest.mark.slow)
