"""Hostile servers on 127.0.0.1: an endless robots.txt, a compression-bombed robots.txt, and
a page nested thousands of levels deep. Each costs bounded memory and time, and fails (or is
read) alone: never the fetch, the reader or the run around it."""

from __future__ import annotations

import asyncio
import gzip
import resource
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import uvicorn

from deepsearch.fetch import HttpFetcher, PageReader
from deepsearch.settings import load_settings

DEPTH = 5000
BOMB: list[bytes] = []  # 64 MB of robots.txt comments in about 64 KB of gzip, made once


def bomb() -> bytes:
    if not BOMB:
        BOMB.append(gzip.compress(b"#" * (64 * 1024 * 1024), compresslevel=6))
    return BOMB[0]


def hostile_app(robots: str):
    async def app(scope, receive, send) -> None:
        if scope["type"] == "http":
            await respond(robots, scope["path"], send)
    return app


async def respond(robots: str, path: str, send) -> None:
    if path == "/robots.txt" and robots == "endless":
        await send({"type": "http.response.start", "status": 200,
                    "headers": [(b"content-type", b"text/plain")]})
        line = b"Disallow: /private\n" * 4096
        ends = time.monotonic() + 20  # "endless" for any client that reads it whole
        while time.monotonic() < ends:
            await send({"type": "http.response.body", "body": line, "more_body": True})
            await asyncio.sleep(0)
        await send({"type": "http.response.body", "body": b""})
        return
    if path == "/robots.txt":  # a compression bomb
        payload = bomb()
        await send({"type": "http.response.start", "status": 200, "headers": [
            (b"content-type", b"text/plain"), (b"content-encoding", b"gzip"),
            (b"content-length", str(len(payload)).encode())]})
        await send({"type": "http.response.body", "body": payload})
        return
    body = ("<html><head><title>Deep</title></head><body>" + "<div>" * DEPTH +
            "<p>The bottom of a very deep page holds this sentence about hostile markup.</p>"
            + "</div>" * DEPTH + "</body></html>").encode()
    await send({"type": "http.response.start", "status": 200,
                "headers": [(b"content-type", b"text/html; charset=utf-8")]})
    await send({"type": "http.response.body", "body": body})


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(params=["endless", "bomb"])
def hostile(request) -> Iterator[str]:
    port = _port()
    server = uvicorn.Server(uvicorn.Config(hostile_app(request.param), host="127.0.0.1",
                                           port=port, log_level="error"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.02)
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(5)


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


async def test_hostile_robots_and_deep_pages(hostile: str, tmp_path: Path) -> None:
    settings = load_settings(environ={}, overrides={
        "data_dir": str(tmp_path), "fetch.allowed_hosts": ["127.0.0.1"],
        "fetch.per_host_delay_s": 0.0, "fetch.respect_robots": True}).settings
    before = peak_rss_mb()
    started = time.monotonic()
    async with HttpFetcher(settings) as fetcher:
        outcome = await asyncio.wait_for(PageReader(fetcher, min_content_length=20)
                                         .read(hostile + "/deep"), timeout=60)
    # robots.txt was read to its cap, not to its end: bounded time and memory
    assert time.monotonic() - started < 30
    assert peak_rss_mb() - before < 300
    # the page nested 5,000 deep is an outcome (read, or rejected with a reason), never a crash
    assert outcome.status in ("ok", "rejected"), outcome
    if outcome.status == "ok":
        assert "bottom of a very deep page" in outcome.document.text
