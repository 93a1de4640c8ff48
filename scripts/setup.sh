#!/usr/bin/env bash
# Install deepsearch into .venv and run the main job on embedded defaults (no network, no keys).
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"
[ -x .venv/bin/python ] || "$PYTHON" -m venv .venv
.venv/bin/python -m pip install --quiet --upgrade pip
.venv/bin/python -m pip install --quiet --editable '.[dev]'
.venv/bin/deepsearch demo
