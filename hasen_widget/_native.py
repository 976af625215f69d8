"""Which engine runs: the modules compiled with mypyc, or their Python source.

The package build (``hatch_build.py``) compiles the engine's hot modules (``cards``,
``actions``, ``deal``, ``score_sheet``, ``auction`` and ``game``) into extension modules
beside their ``.py`` files and records the SHA-256 of the sources it compiled in
``_compiled.txt``. Python would import an extension module ahead of a ``.py`` of the same
name, so this module decides first, at package import:

- the compiled modules run only when the recorded digests match the sources on disk;
- otherwise (an edited checkout, a half-finished build, or ``HASEN_WIDGET_PURE_PYTHON=1``)
  the ``.py`` sources are loaded under the same names, and everything behaves the same,
  only slower.

The rules live in one place, the ``.py`` files; the compiled modules are a build of them.

>>> import hasen_widget
>>> from hasen_widget._native import COMPILED
>>> COMPILED == hasen_widget.game.__file__.endswith(tuple(EXTENSION_SUFFIXES))
True
"""

from __future__ import annotations

import importlib
import os
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from importlib.util import module_from_spec, spec_from_file_location
from pathlib import Path

#: The compiled modules, in import order (each imports only earlier ones); as in hatch_build.py.
ENGINE_MODULES = ("cards", "actions", "deal", "score_sheet", "auction", "game")
MANIFEST = "_compiled.txt"
_HERE = Path(__file__).resolve().parent
_PACKAGE = __name__.rpartition(".")[0]


def _has_extension(name: str) -> bool:
    return any((_HERE / f"{name}{suffix}").exists() for suffix in EXTENSION_SUFFIXES)


def compiled_is_current() -> bool:
    """True when the manifest records, for every engine module, the digest of its source."""
    try:
        text = (_HERE / MANIFEST).read_text(encoding="utf-8")
    except OSError:
        return False
    import hashlib  # only when a compiled build is present

    recorded = dict(line.split(" ", 1) for line in text.splitlines() if line.strip())
    return all(
        recorded.get(m) == hashlib.sha256((_HERE / f"{m}.py").read_bytes()).hexdigest()
        for m in ENGINE_MODULES
    )


def _forget_engine_modules() -> None:
    for name in ENGINE_MODULES:
        sys.modules.pop(f"{_PACKAGE}.{name}", None)


def _load_sources() -> None:
    """Import each engine module from its ``.py`` file, even with an extension beside it."""
    _forget_engine_modules()
    package = sys.modules[_PACKAGE]
    for name in ENGINE_MODULES:
        full = f"{_PACKAGE}.{name}"
        spec = spec_from_file_location(full, _HERE / f"{name}.py")
        assert spec is not None and spec.loader is not None
        module = module_from_spec(spec)
        sys.modules[full] = module
        try:
            spec.loader.exec_module(module)
        except BaseException:
            sys.modules.pop(full, None)
            raise
        setattr(package, name, module)


def _choose() -> bool:
    if not any(_has_extension(m) for m in ENGINE_MODULES):
        return False  # a pure-Python install: the normal import finds the sources
    if os.environ.get("HASEN_WIDGET_PURE_PYTHON") == "1" or not compiled_is_current():
        _load_sources()
        return False
    try:
        for name in ENGINE_MODULES:
            importlib.import_module(f"{_PACKAGE}.{name}")
    except ImportError:
        # Built for another interpreter, or a library missing: the sources always work.
        _load_sources()
        return False
    return True


#: True when the engine runs compiled, False when it runs from its Python source.
COMPILED: bool = _choose()
