"""Run the local web in its own process, so a benchmark measures the client, not the server."""

from __future__ import annotations

from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any

from deepsearch.localweb import web_process

ROOT = Path(__file__).resolve().parents[1]
EVAL = ROOT.parent / "shared" / "eval"
SAMPLE = ROOT / "deepsearch" / "data" / "sample_corpus.jsonl"


def local_web(corpus: Path, *, latency_ms: float = 0, faults: tuple[str, ...] = ()
              ) -> AbstractContextManager[str]:
    """The local web in its own process; yields its base URL."""
    return web_process(corpus, latency_ms=latency_ms, faults=faults)


def free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_healthy(url: str, timeout_s: float = 120.0, proc: Any = None) -> None:
    """Until ``url``/healthz answers 200 (a server process starting up), or RuntimeError
    (also as soon as ``proc``, the server's process if given, has exited)."""
    import time

    import httpx

    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        try:
            if httpx.get(url + "/healthz", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"{url}: the server exited with {proc.returncode}")
        time.sleep(0.3)
    raise RuntimeError(f"{url} did not come up within {timeout_s:g} s")
