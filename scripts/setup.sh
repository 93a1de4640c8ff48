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
.venv/bin/deepsearch demo
