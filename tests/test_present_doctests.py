"""The examples in the docstrings of the presenting modules are true (errors, sizes, the
failure shown in place, deal control, replay, the teachers' questions, handouts)."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "hasen_widget.errors",
    "hasen_widget.failure",
    "hasen_widget.sizes",
    "hasen_widget.quiz.questions",
    "hasen_widget.handout",
    "hasen_widget.widget_static",
    "hasen_widget.table.control",
    "hasen_widget.table.replay",
    "hasen_widget.table.present_text",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0
