"""Run the local web in-process (tests), in a process of its own (benchmarks) or in the
foreground (CLI)."""

from __future__ import annotations

import asyncio
import logging
import socket
import subprocess
import sys
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import uvicorn

from deepsearch.errors import LocalWebError
from deepsearch.localweb.app import DEFAULT_KEYS, WebState, build_app
from deepsearch.localweb.corpus import Corpus, load_corpus


class LocalWeb:
    """A local web on ``host:port`` (port 0 picks a free one).

    Use as a context manager, or ``start()`` / ``stop()``.  ``url`` is the base URL;
    ``stats()`` returns the request counters and log; ``add_fault`` / ``clear_faults``
    change faults while it runs.
    """

    def __init__(
        self,
        corpus: Corpus | Path | str,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        latency_ms: float = 0.0,
        faults: Iterable[str] = (),
        keys: dict[str, str] | None = None,
        seed: int = 0,
    ) -> None:
        self.corpus = corpus if isinstance(corpus, Corpus) else load_corpus(corpus)
        self.state = WebState(self.corpus, latency_ms=latency_ms,
                              keys={**DEFAULT_KEYS, **(keys or {})}, seed=seed)
        for spec in faults:
            self.state.add_fault(spec)
        self.host = host
        self._requested_port = port
        self.port: int | None = None
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None
        self._sock: socket.socket | None = None

    @property
    def url(self) -> str:
        if self.port is None:
            raise LocalWebError("the local web is not running")
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}"

    @property
    def keys(self) -> dict[str, str]:
        return dict(self.state.keys)

    def _bind(self) -> socket.socket:
        family = socket.AF_INET6 if ":" in self.host else socket.AF_INET
        sock = socket.socket(family, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        # Accepted connections inherit this on Linux; without it, keep-alive responses
        # wait ~40 ms on Nagle plus the client's delayed ACK.
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        try:
            sock.bind((self.host, self._requested_port))
        except OSError as exc:
            sock.close()
            raise LocalWebError(
                f"cannot listen on {self.host}:{self._requested_port}: {exc.strerror}"
            ) from exc
        sock.listen(2048)
        sock.setblocking(False)
        self.port = sock.getsockname()[1]
        return sock

    def _config(self) -> uvicorn.Config:
        return uvicorn.Config(
            build_app(self.state), log_level="warning", access_log=False, lifespan="off",
            timeout_graceful_shutdown=1, timeout_keep_alive=30, backlog=2048,
        )

    def start(self) -> LocalWeb:
        if self._thread is not None:
            return self
        self._sock = self._bind()
        self._server = uvicorn.Server(self._config())
        self._server.install_signal_handlers = lambda: None  # type: ignore[method-assign]
        sock = self._sock
        server = self._server
        self._thread = threading.Thread(
            target=lambda: asyncio.run(server.serve(sockets=[sock])),
            name=f"localweb-{self.port}", daemon=True,
        )
        self._thread.start()
        for _ in range(500):
            if server.started:
                break
            if not self._thread.is_alive():
                raise LocalWebError("the local web stopped while starting")
            threading.Event().wait(0.01)
        else:
            raise LocalWebError("the local web did not start within 5 s")
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(timeout=10)
        if self._sock is not None:
            self._sock.close()
        self._server = self._thread = self._sock = None

    def serve_forever(self, on_ready: Callable[[str], None] | None = None) -> None:
        """Block in the foreground until interrupted (Ctrl-C); ``on_ready`` gets the URL."""
        self._sock = self._bind()
        if on_ready is not None:
            on_ready(self.url)
        server = uvicorn.Server(self._config())
        try:
            server.run(sockets=[self._sock])
        finally:
            self._sock.close()

    def __enter__(self) -> LocalWeb:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # ---- control ---------------------------------------------------------------------
    def add_fault(self, spec: str) -> None:
        self.state.add_fault(spec)

    def clear_faults(self, route: str | None = None) -> None:
        self.state.clear_faults(route)

    def stats(self) -> dict[str, Any]:
        return self.state.stats()

    def reset_stats(self) -> None:
        self.state.reset_stats()

    def page_url(self, doc_id: str) -> str:
        doc = self.corpus.get(doc_id)
        if doc is None:
            raise LocalWebError(f"no document {doc_id!r} in the corpus")
        return self.url + doc.path

    def get(self, path: str) -> httpx.Response:
        """A plain GET against the running web (for checks and smoke tests)."""
        return httpx.get(self.url + path, timeout=10)


logging.getLogger("uvicorn.error").propagate = False


@contextmanager
def web_process(corpus: Path | str, *, latency_ms: float = 0,
                faults: Iterable[str] = ()) -> Iterator[str]:
    """The local web in a process of its own (``deepsearch bench serve-web`` on a free port),
    so that a benchmark's wall time does not include the server's CPU; yields the base URL."""
    cmd = [sys.executable, "-m", "deepsearch", "bench", "serve-web", "--corpus", str(corpus),
           "--port", "0", "--latency", str(latency_ms)]
    for fault in faults:
        cmd += ["--fault", fault]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        first = proc.stdout.readline() if proc.stdout else ""
        if " at http" not in first:
            detail = proc.stderr.read() if proc.stderr else ""
            raise LocalWebError(f"the local web did not start: {first}{detail[-2000:]}")
        yield first.rsplit(" at ", 1)[1].strip()
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
