"""Run the local web in its own process, so a benchmark measures the client, not the server."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EVAL = ROOT.parent / "shared" / "eval"
SAMPLE = ROOT / "deepsearch" / "data" / "sample_corpus.jsonl"


@contextmanager
def local_web(corpus: Path, *, latency_ms: float = 0, faults: tuple[str, ...] = ()
              ) -> Iterator[str]:
    """Start ``deepsearch bench serve-web`` on a free port; yield its base URL."""
    cmd = [sys.executable, "-m", "deepsearch", "bench", "serve-web", "--corpus", str(corpus),
           "--port", "0", "--latency", str(latency_ms)]
    for fault in faults:
        cmd += ["--fault", fault]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        first = proc.stdout.readline() if proc.stdout else ""
        if " at http" not in first:
            detail = proc.stderr.read() if proc.stderr else ""
            raise SystemExit(f"local web did not start: {first}{detail}")
        yield first.rsplit(" at ", 1)[1].strip()
    finally:
        proc.terminate()
        proc.wait(timeout=10)
