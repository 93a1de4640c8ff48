"""Runs per minute with 1, 2 and 4 workers on one PostgreSQL, next to the in-process server.

    .venv/bin/python bench/scale_bench.py [--runs 16] [--latency 300] [--workers 1,2,4]

The local web (its own process) answers every page and search with ``--latency`` ms, so a
run is I/O bound, as real research is. Each setting starts one API process and N workers
(``--concurrency 2`` each) against a fresh database (pgserver), warms every worker up (its
first runs load the embedding model; not timed), then submits ``--runs`` research runs at
once and times them until every one has ended. The in-process line is one
``deepsearch serve`` without ``storage.url`` (SQLite, every run executed concurrently by
the API process itself).
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._web import SAMPLE, free_port, local_web, wait_healthy

QUESTIONS = ["Who developed the Okapi BM25 ranking function?",
             "Who introduced inverse document frequency?",
             "What is reciprocal rank fusion?",
             "Who proposed the vector space model for information retrieval?"]


def _env(web: str, data: Path, pg_url: str | None) -> dict[str, str]:
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "DEEPSEARCH_DATA_DIR": str(data),
           "DEEPSEARCH_LLM__SPEC": "none", "DEEPSEARCH_SEARCH__PROVIDERS": '["searxng"]',
           "DEEPSEARCH_SEARCH__SEARXNG__BASE_URL": web, "DEEPSEARCH_SEARCH__CACHE_FRESH_S": "0",
           "DEEPSEARCH_HTTP__ALLOW_PRIVATE_URLS": "true", "DEEPSEARCH_FETCH__CACHE_FRESH_S": "0",
           "DEEPSEARCH_FETCH__PER_HOST_DELAY_S": "0", "DEEPSEARCH_FETCH__RESPECT_ROBOTS": "false",
           "DEEPSEARCH_FETCH__MIN_CONTENT_LENGTH": "20", "DEEPSEARCH_FETCH__PER_HOST_CONCURRENCY":
           "32", "DEEPSEARCH_RESEARCH__MAX_ITERATIONS": "2",
           "DEEPSEARCH_SERVER__MAX_RUNS_PER_KEY": "100"}
    if pg_url:
        env.update({"DEEPSEARCH_STORAGE__URL": pg_url, "DEEPSEARCH_KB__BACKEND": "pgvector",
                    "DEEPSEARCH_KB__POSTGRES_URL": pg_url})
    return env


def submit_and_wait(url: str, runs: int, offset: int = 0) -> tuple[list[str], dict]:
    ids = []
    for i in range(runs):
        while True:
            response = httpx.post(url + "/v1/research", timeout=30, json={
                "question": f"{QUESTIONS[i % len(QUESTIONS)]} ({offset + i})"})
            if response.status_code == 202:
                ids.append(response.json()["run_id"])
                break
            time.sleep(0.5)
    while True:
        rows = {r["run_id"]: r["status"] for r in httpx.get(
            url + "/v1/research", params={"limit": 200}, timeout=30).json()}
        if all(rows.get(r) not in ("queued", "running", None) for r in ids):
            return ids, rows
        time.sleep(0.5)


def measure(web: str, workers: int, runs: int, scratch: Path) -> dict:
    import pgserver

    pg_url = None
    server = None
    if workers:
        server = pgserver.get_server(str(scratch / f"pg{workers}"), cleanup_mode="stop")
        pg_url = server.get_uri()
    procs = []
    try:
        port = free_port()
        env = _env(web, scratch / f"api{workers}", pg_url)
        procs.append(subprocess.Popen([sys.executable, "-m", "deepsearch", "serve", "--port",
                                       str(port)], env=env, stdout=subprocess.DEVNULL,
                                      stderr=subprocess.DEVNULL))
        for i in range(workers):
            procs.append(subprocess.Popen(
                [sys.executable, "-m", "deepsearch", "worker", "--concurrency", "2"],
                env=_env(web, scratch / f"w{workers}-{i}", pg_url),
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        url = f"http://127.0.0.1:{port}"
        wait_healthy(url)
        # warm-up (not timed): every worker loads its embedding model on its first runs
        submit_and_wait(url, max(2, 2 * workers), offset=1000)
        started = time.monotonic()
        ids, rows = submit_and_wait(url, runs)
        elapsed = time.monotonic() - started
        return {"workers": workers or "in-process", "runs": runs, "seconds": round(elapsed, 1),
                "runs_per_minute": round(60 * runs / elapsed, 1),
                "statuses": sorted(set(rows[r] for r in ids))}
    finally:
        for proc in procs:
            proc.send_signal(signal.SIGTERM)
        for proc in procs:
            try:
                proc.wait(20)
            except subprocess.TimeoutExpired:
                proc.kill()
        if server is not None:
            server.cleanup()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=16)
    parser.add_argument("--latency", type=float, default=300)
    parser.add_argument("--workers", default="1,2,4")
    args = parser.parse_args()
    counts = [0, *(int(n) for n in args.workers.split(","))]
    rows = []
    with local_web(SAMPLE, latency_ms=args.latency) as web, \
            tempfile.TemporaryDirectory() as scratch:
        for n in counts:
            row = measure(web, n, args.runs, Path(scratch))
            print(json.dumps(row), flush=True)
            rows.append(row)
    print(json.dumps({"latency_ms": args.latency, "results": rows}, indent=2))


if __name__ == "__main__":
    main()
