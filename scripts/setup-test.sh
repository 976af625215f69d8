#!/usr/bin/env bash
# Set up a machine (Debian, as root or with sudo) to run every test of hasen-widget:
# Chromium and fonts for the browser tests and screenshots, a C compiler for the
# compiled engine, then scripts/setup.sh with the test and site extras (pytest, nbval, Playwright,
# Notebook 7, Voila, marimo, build, twine, ...). Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '[setup-test] %s\n' "$*"; }

# shellcheck source=scripts/apt.sh
source scripts/apt.sh

# chromium: the browser Playwright drives (never `playwright install`: it downloads a build).
# fonts-liberation: metric-compatible Latin fonts; fonts-noto-cjk: Korean (and Greek) glyphs
# so screenshots of the translated explanations show letters, not boxes.
# gcc and libc6-dev: the C compiler that turns the engine into a compiled module (mypyc,
# see hatch_build.py); tests/test_native.py compares it with the pure-Python engine.
# git: tests/test_distribution.py builds from a clean copy of what git tracks.
# poppler-utils: pdfinfo, pdftotext and pdftoppm read the handouts Chromium prints to PDF
# (tests/browser/test_present_python.py).
want=(chromium fonts-liberation fonts-noto-cjk gcc libc6-dev git poppler-utils)
# Python's C headers, for a Debian python3 (a pyenv or python.org build ships its own).
python -c 'import os, sysconfig, sys; sys.exit(not os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h")))' \
    || want+=(python3-dev)
# python3-venv: the distribution test makes a fresh virtual environment (Debian's python3).
python -c 'import ensurepip' 2>/dev/null || want+=(python3-venv)
apt_want "${want[@]}"

HASEN_WIDGET_EXTRAS=lab,test,site bash scripts/setup.sh
# The front end's build tools in the checkout: tests/test_widget_build.py bundles js/
# itself (the package build keeps its own copy in a temporary folder).
if [ ! -d node_modules/esbuild ]; then
    say "npm ci (front-end build tools, for the build tests)"
    npm ci --no-audit --no-fund --loglevel=error
fi
say "$(/usr/bin/chromium --version 2>/dev/null | tail -n 1)"
