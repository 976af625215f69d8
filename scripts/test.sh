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

echo "== mypy (the engine modules mypyc compiles; files in pyproject.toml)"
python -m mypy

echo "== node --test js/test/"
node --test js/test/

echo "== python -m pytest (tests/ and notebooks/ with nbval; options in pyproject.toml)"
# pytest's summary ("N passed in …s") stays the last line of the run, for whoever reads the log.
python -m pytest "$@"
