#!/usr/bin/env bash
# Set up a machine (Debian, as root or with sudo) to use and test hasen-widget:
# Chromium and fonts for the browser tests and screenshots, Node for the front end,
# and the package itself, editable, with its test extras. Safe to run again: each
# step is skipped when its result is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '[setup] %s\n' "$*"; }

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
    SUDO="sudo"
fi

# --- Debian packages -------------------------------------------------------------
# chromium: the browser Playwright drives (never `playwright install`: it downloads a build).
# fonts-liberation: metric-compatible Latin fonts; fonts-noto-cjk: Korean (and Greek) glyphs
# so screenshots of the translated explanations show letters, not boxes.
# gcc and libc6-dev: the C compiler that turns the engine into a compiled module (mypyc,
# see hatch_build.py); without one the package still works, as slower pure Python.
want=(chromium fonts-liberation fonts-noto-cjk gcc libc6-dev)
command -v node >/dev/null 2>&1 || want+=(nodejs npm)
# Python's C headers, for a Debian python3 (a pyenv or python.org build ships its own).
python -c 'import os, sysconfig, sys; sys.exit(not os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h")))' \
    || want+=(python3-dev)
missing=()
for pkg in "${want[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$pkg")
    fi
done
if [ "${#missing[@]}" -gt 0 ]; then
    say "apt-get install ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
    say "Debian packages present: ${want[*]}"
fi

# --- Python package ----------------------------------------------------------------
# The editable install runs the package build hook, which bundles js/ with esbuild
# into hasen_widget/static/ and compiles the engine with mypyc.
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_ROOT_USER_ACTION=ignore
say "pip install -e '.[test]'"
python -m pip install -q -e '.[test]'

# rfc3987-syntax (pulled in through jsonschema's format extras) compiles a grammar at
# import, about 2.3 s in every Jupyter server, nbval and nbconvert process; nothing here
# validates RFC 3987 IRIs, and `pip check` stays clean without it.
if python -m pip show -q rfc3987-syntax >/dev/null 2>&1; then
    say "pip uninstall rfc3987-syntax (slow import, unused)"
    python -m pip uninstall -q -y rfc3987-syntax
fi

engine=$(python -c 'from hasen_widget._native import COMPILED; print("compiled" if COMPILED else "pure Python")')
say "done: $(python --version), node $(node --version), $(/usr/bin/chromium --version 2>/dev/null | tail -n 1), engine: $engine"
