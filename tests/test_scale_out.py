"""Several machines' worth of processes on one PostgreSQL: two API replicas and two workers on
127.0.0.1 share a real database (pgserver). Runs submitted through either replica are
executed by the workers; a worker killed with SIGKILL mid-run loses nothing (another takes
the run over from its checkpoint); every run's full event stream reads the same from either
replica, with no event missing or doubled."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import httpx
import pytest

from deepsearch.localweb import LocalWeb

QUESTIONS = [
    "Who developed the Okapi BM25 ranking function?",
    "Who introduced inverse document frequency?",
    "What is reciprocal rank fusion?",
    "Who proposed the vector space model for information retrieval?",
    "What does PageRank measure?",
    "Who wrote about the probabilistic relevance framework?",
]


def fresh_database(pg_url: str, name: str) -> str:
    """A new, empty database on the session's server (other tests share its default one)."""
    import psycopg

    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
        conn.execute(f"CREATE DATABASE {name}")
    parts = urlsplit(pg_url)
    return urlunsplit(parts._replace(path=f"/{name}"))


def _port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _env(web: LocalWeb, pg_url: str, data: Path) -> dict[str, str]:
    return {**os.environ, "HF_HUB_OFFLINE": "1", "DEEPSEARCH_DATA_DIR": str(data),
            "DEEPSEARCH_STORAGE__URL": pg_url, "DEEPSEARCH_STORAGE__HEARTBEAT_S": "1",
            "DEEPSEARCH_STORAGE__STALLED_S": "8",
            "DEEPSEARCH_KB__BACKEND": "pgvector", "DEEPSEARCH_KB__POSTGRES_URL": pg_url,
            "DEEPSEARCH_LLM__SPEC": "none", "DEEPSEARCH_SEARCH__PROVIDERS": '["searxng"]',
            "DEEPSEARCH_SEARCH__SEARXNG__BASE_URL": web.url,
            "DEEPSEARCH_SEARCH__CACHE_FRESH_S": "0", "DEEPSEARCH_FETCH__CACHE_FRESH_S": "0",
            "DEEPSEARCH_HTTP__ALLOW_PRIVATE_URLS": "true",
            "DEEPSEARCH_FETCH__PER_HOST_DELAY_S": "0", "DEEPSEARCH_FETCH__RESPECT_ROBOTS": "false",
            "DEEPSEARCH_FETCH__MIN_CONTENT_LENGTH": "20",
            "DEEPSEARCH_RESEARCH__MAX_ITERATIONS": "2", "DEEPSEARCH_RESEARCH__MIN_SOURCES": "2",
            "DEEPSEARCH_SERVER__MAX_RUNS_PER_KEY": "20",
            "DEEPSEARCH_SERVER__RATE_LIMIT_PER_MINUTE": "100000"}


def _wait_up(url: str, proc: subprocess.Popen, log: Path) -> None:
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            if httpx.get(url + "/healthz", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        assert proc.poll() is None, log.read_text()[-3000:]
        time.sleep(0.3)
    pytest.fail(f"{url} did not start: {log.read_text()[-3000:]}")


def _events(url: str, run_id: str) -> list[dict]:
    """The run's whole event stream over SSE, as a client reads it."""
    out, kind = [], ""
    with httpx.stream("GET", f"{url}/v1/research/{run_id}/events", timeout=120) as response:
        for line in response.iter_lines():
            if line.startswith("event:"):
                kind = line[6:].strip()
            elif line.startswith("data:") and kind == "progress":
                out.append(json.loads(line[5:]))
            elif line.startswith("data:") and kind == "end":
                out.append({"end": json.loads(line[5:])})
                break
    return out


def test_replicas_and_workers_share_one_database(web: LocalWeb, pg_url: str,
                                                 tmp_path: Path) -> None:
    pg_url = fresh_database(pg_url, "scale_out")
    procs: list[tuple[subprocess.Popen, Path]] = []

    def spawn(name: str, *args: str) -> subprocess.Popen:
        log = tmp_path / f"{name}.log"
        sink = log.open("w")
        proc = subprocess.Popen([sys.executable, "-m", "deepsearch", *args],
                                env=_env(web, pg_url, tmp_path / name), stdout=sink,
                                stderr=subprocess.STDOUT)
        procs.append((proc, log))
        return proc

    try:
        apis = []
        for i in (1, 2):
            port = _port()
            proc = spawn(f"api{i}", "serve", "--port", str(port))
            apis.append((f"http://127.0.0.1:{port}", proc, tmp_path / f"api{i}.log"))
        workers = [spawn(f"worker{i}", "worker", "--concurrency", "2") for i in (1, 2)]
        for url, proc, log in apis:
            _wait_up(url, proc, log)

        run_ids = []
        for i, question in enumerate(QUESTIONS):
            url = apis[i % 2][0]
            response = httpx.post(f"{url}/v1/research", json={"question": question},
                                  timeout=30)
            assert response.status_code == 202, response.text
            run_ids.append(response.json()["run_id"])

        # kill a worker once it is in the middle of a run
        victim = workers[0]
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            rows = httpx.get(f"{apis[0][0]}/v1/research", timeout=10).json()
            if any(r["status"] == "running" for r in rows):
                break
            time.sleep(0.2)
        time.sleep(1.0)
        victim.send_signal(signal.SIGKILL)
        victim.wait(10)

        deadline = time.monotonic() + 240
        statuses: dict[str, str] = {}
        while time.monotonic() < deadline:
            statuses = {r: httpx.get(f"{apis[1][0]}/v1/research/{r}", timeout=10
                                     ).json()["status"] for r in run_ids}
            if all(s in ("answered", "partial", "failed") for s in statuses.values()):
                break
            time.sleep(1.0)
        worker_logs = "\n".join(p[1].read_text()[-1500:] for p in procs[2:])
        assert all(s in ("answered", "partial") for s in statuses.values()), \
            f"{statuses}\n{worker_logs}"

        for run_id in run_ids:
            first, second = _events(apis[0][0], run_id), _events(apis[1][0], run_id)
            assert first == second  # either replica streams the same run
            seqs = [e["seq"] for e in first if "seq" in e]
            assert seqs == list(range(1, len(seqs) + 1)), seqs  # none missing or doubled
            assert first[-1]["end"]["status"] in ("answered", "partial")

        # a run in progress on a worker is stopped from the other replica
        web.add_fault("pages=latency=1500")
        web.add_fault("searxng=latency=1500")
        slow = httpx.post(f"{apis[0][0]}/v1/research", timeout=30, json={
            "question": QUESTIONS[1], "completeness_threshold": 1.0}).json()["run_id"]
        deadline = time.monotonic() + 60
        while httpx.get(f"{apis[1][0]}/v1/research/{slow}").json()["status"] != "running":
            assert time.monotonic() < deadline
            time.sleep(0.2)
        stopped = httpx.delete(f"{apis[1][0]}/v1/research/{slow}", timeout=30)
        assert stopped.status_code == 200 and stopped.json()["status"] == "cancelled", \
            (stopped.text, httpx.get(f"{apis[1][0]}/v1/research/{slow}").json())

        # with no worker left, a run waits on the queue; any replica can cancel it
        workers[1].send_signal(signal.SIGKILL)
        workers[1].wait(10)
        waiting = httpx.post(f"{apis[0][0]}/v1/research", json={"question": QUESTIONS[0]},
                             timeout=30).json()["run_id"]
        assert httpx.get(f"{apis[1][0]}/v1/research/{waiting}").json()["status"] == "queued"
        cancelled = httpx.delete(f"{apis[1][0]}/v1/research/{waiting}", timeout=30)
        assert cancelled.status_code == 200 and cancelled.json()["status"] == "cancelled"
    finally:
        for proc, _ in procs:
            if proc.poll() is None:
                proc.terminate()
        for proc, _ in procs:
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                proc.kill()
