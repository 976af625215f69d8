"""No two modules of the package define a public class or function of the same name.

Two ``card_label`` functions that say different things, or two ``Table`` classes (the
widget's and a seat's knowledge), make a reader — and an import — pick the wrong one.
The modules are read with ``ast``, not imported, so a module that needs an optional
library (Jupyter, OpenSpiel) is checked as well.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "hasen_widget"


def public_definitions(source: str) -> list[str]:
    """The public top-level classes and functions that ``source`` defines.

    >>> public_definitions("def a(): pass\\nclass B: pass\\ndef _c(): pass\\nx = 1")
    ['a', 'B']
    """
    tree = ast.parse(source)
    kinds = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
    return [node.name for node in tree.body if isinstance(node, kinds) and not node.name.startswith("_")]


def definitions_by_name(root: Path = PACKAGE) -> dict[str, list[str]]:
    """Each public name, with the modules (dotted) that define it."""
    where: dict[str, list[str]] = defaultdict(list)
    for path in sorted(root.rglob("*.py")):
        module = ".".join(path.relative_to(root.parent).with_suffix("").parts)
        for name in public_definitions(path.read_text(encoding="utf-8")):
            where[name].append(module)
    return where


def test_no_public_name_is_defined_in_two_modules():
    clashes = {name: modules for name, modules in definitions_by_name().items() if len(modules) > 1}
    assert not clashes, "\n".join(f"{name}: {', '.join(m)}" for name, m in sorted(clashes.items()))


def test_the_check_finds_a_clash(tmp_path):
    # The walk really looks into subpackages: the same name in two of them is caught.
    (tmp_path / "pkg" / "sub").mkdir(parents=True)
    (tmp_path / "pkg" / "one.py").write_text("def deal(): pass\n")
    (tmp_path / "pkg" / "sub" / "two.py").write_text("class deal: pass\n")
    assert definitions_by_name(tmp_path / "pkg")["deal"] == ["pkg.one", "pkg.sub.two"]
