#!/usr/bin/env bash
# Install deepsearch into .venv and run the main job on embedded defaults (no network, no keys).
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"
[ -x .venv/bin/python ] || "$PYTHON" -m venv .venv
.venv/bin/python -m pip install --quiet --upgrade pip
# PyTorch first, pinned: on the reference machine this is the CPU build on local disk; left to
# resolve freely, pip would pick a multi-GB CUDA build. Everything else comes from pyproject.toml.
.venv/bin/python -m pip install --quiet "torch==2.13.0"
# llama-cpp-python compiles from source (a few minutes); the portable build avoids CPU
# features (AMX) that crash the native one on some machines.
CMAKE_ARGS="${CMAKE_ARGS:--DGGML_NATIVE=OFF}" \
  .venv/bin/python -m pip install --quiet --editable '.[local-llm,pgvector,dev]'
# The web page's test drives a headless Chromium; install Debian's when we may.
if ! command -v chromium >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium >/dev/null \
      || echo "note: could not install chromium; the web page test will be skipped" >&2
  else
    echo "note: chromium is not installed (sudo apt-get install chromium); the web page test" \
         "will be skipped" >&2
  fi
fi
.venv/bin/deepsearch demo
