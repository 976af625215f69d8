"""The examples in the docstrings of hasen_widget.explain and the CLI are true."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "hasen_widget.explain",
    "hasen_widget.explain.auction",
    "hasen_widget.explain.catalog",
    "hasen_widget.explain.ladder",
    "hasen_widget.explain.refusals",
    "hasen_widget.explain.registry",
    "hasen_widget.explain.render",
    "hasen_widget.explain.scoring",
    "hasen_widget.explain.tricks",
    "hasen_widget.explain.session",
    "hasen_widget.explain.learner_codes",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0
