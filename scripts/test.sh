#!/usr/bin/env bash
# Run every test of hasen-widget: the front end's pure logic under Node's test runner,
# then pytest over tests/ (engine, explanations, widget, quizzes, real-browser tests)
# and the lesson notebooks under nbval (stored outputs checked). Extra arguments go
# to pytest, e.g. `bash scripts/test.sh -m "not browser"`.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== ruff (lint and format)"
ruff check .
ruff format --check .

echo "== lint-imports (the package's layers; [tool.importlinter] in pyproject.toml)"
lint-imports

echo "== mypy (the engine modules mypyc compiles; files in pyproject.toml)"
python -m mypy

echo "== node --test js/test/"
node --test js/test/

echo "== from the engine's Python source (HASEN_WIDGET_PURE_PYTHON=1): every module's docstring examples,"
echo "   and the tests marked 'source' in tests/engine_tests.txt"
# What a machine without a C compiler runs; the full run below uses the compiled build (whose
# modules keep no docstrings, so the examples run here). The globs are expanded by the shell.
# shellcheck disable=SC2046
HASEN_WIDGET_PURE_PYTHON=1 python -m pytest -q -o addopts="-ra --strict-markers --strict-config" \
    --doctest-modules hasen_widget $(awk '!/^#/ && / source/ {print $1}' tests/engine_tests.txt)

echo "== the engine's tests inside the course site's Pyodide (Python 3.14, pure Python, under Node)"
# Builds the static site once (python -m hasen_widget site build, the lessons and a teacher's folder
# as nbval leaves it: tests/site_course.py); tests/browser/test_site.py reuses it.
SITE_TMP=$(mktemp -d) && trap 'rm -rf "$SITE_TMP"' EXIT && export HASEN_WIDGET_TEST_SITE="$SITE_TMP/site"
python tests/site_course.py "$HASEN_WIDGET_TEST_SITE" && python scripts/pyodide_tests.py --site "$HASEN_WIDGET_TEST_SITE"

echo "== python -m pytest (tests/ and notebooks/ with nbval; options in pyproject.toml)"
# pytest's summary ("N passed in …s") stays the last line of the run, for whoever reads the log.
python -m pytest "$@"
