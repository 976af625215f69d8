#!/usr/bin/env bash
# Set up a machine (Debian, as root or with sudo) to open the lessons from this checkout:
# Node.js (it bundles the front end, js/, into hasen_widget/static/) if it is missing, and
# the package, editable, with JupyterLab (the `lab` extra). Nothing for the tests: those
# come with scripts/setup-test.sh. Safe to run again: each step is skipped when its
# result is already there.
#
#   HASEN_WIDGET_EXTRAS=lab,test bash scripts/setup.sh   (what setup-test.sh runs)
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '[setup] %s\n' "$*"; }
extras="${HASEN_WIDGET_EXTRAS:-lab}"

# shellcheck source=scripts/apt.sh
source scripts/apt.sh

# --- Debian packages -------------------------------------------------------------
want=()
command -v node >/dev/null 2>&1 || want+=(nodejs npm)
apt_want "${want[@]}"

# --- Python package ----------------------------------------------------------------
# The editable install runs the package build hook (hatch_build.py): it bundles js/ with
# esbuild into hasen_widget/static/ and, where there is a C compiler, compiles the engine
# with mypyc (without one the engine runs as pure Python: same rules, slower).
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_ROOT_USER_ACTION=ignore
say "pip install -e '.[$extras]'"
python -m pip install -q -e ".[$extras]"

# rfc3987-syntax (pulled in through jsonschema's format extras) compiles a grammar at
# import, about 2.3 s in every Jupyter server, nbval and nbconvert process; nothing here
# validates RFC 3987 IRIs, and `pip check` stays clean without it.
if python -m pip show -q rfc3987-syntax >/dev/null 2>&1; then
    say "pip uninstall rfc3987-syntax (slow import, unused)"
    python -m pip uninstall -q -y rfc3987-syntax
fi

engine=$(python -c 'from hasen_widget._native import COMPILED; print("compiled" if COMPILED else "pure Python")')
say "done: $(python --version), node $(node --version), engine: $engine"
