"""Run the local web in its own process, so a benchmark measures the client, not the server."""

from __future__ import annotations

from contextlib import AbstractContextManager
from pathlib import Path

from deepsearch.localweb import web_process

ROOT = Path(__file__).resolve().parents[1]
EVAL = ROOT.parent / "shared" / "eval"
SAMPLE = ROOT / "deepsearch" / "data" / "sample_corpus.jsonl"


def local_web(corpus: Path, *, latency_ms: float = 0, faults: tuple[str, ...] = ()
              ) -> AbstractContextManager[str]:
    """The local web in its own process; yields its base URL."""
    return web_process(corpus, latency_ms=latency_ms, faults=faults)
