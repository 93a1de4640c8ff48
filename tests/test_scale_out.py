"""Several machines' worth of processes on one PostgreSQL: two API replicas and three workers
on 127.0.0.1 share a real database (pgserver). Thirty runs submitted through both replicas
are executed by the workers; a worker killed with SIGKILL mid-run loses nothing (another
takes the run over from its checkpoint); every run's full event stream reads the same from
either replica, with no event missing or doubled. The database restarting mid-run loses no
run either: workers and API reconnect and carry on."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import httpx
import pytest

from bench._web import free_port, wait_healthy
from deepsearch.localweb import LocalWeb
from tests.conftest import pg_data_dir

QUESTIONS = [
    "Who developed the Okapi BM25 ranking function?",
    "Who introduced inverse document frequency?",
    "What is reciprocal rank fusion?",
    "Who proposed the vector space model for information retrieval?",
    "What is maximal marginal relevance used for?",
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
    try:
        wait_healthy(url, 120, proc)
    except RuntimeError as exc:
        pytest.fail(f"{exc}: {log.read_text()[-3000:]}")


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


class Cluster:
    """API replicas and workers as real subprocesses on one database, all stopped at exit."""

    def __init__(self, web: LocalWeb, pg_url: str, tmp_path: Path) -> None:
        self.web, self.pg_url, self.tmp_path = web, pg_url, tmp_path
        self.procs: list[tuple[subprocess.Popen, Path]] = []
        self.apis: list[str] = []
        self.workers: list[subprocess.Popen] = []

    def spawn(self, name: str, *args: str) -> subprocess.Popen:
        log = self.tmp_path / f"{name}.log"
        sink = log.open("w")
        proc = subprocess.Popen([sys.executable, "-m", "deepsearch", *args],
                                env=_env(self.web, self.pg_url, self.tmp_path / name),
                                stdout=sink, stderr=subprocess.STDOUT)
        self.procs.append((proc, log))
        return proc

    def start(self, apis: int, workers: int, concurrency: int = 2) -> None:
        pending = []
        for i in range(1, apis + 1):
            port = free_port()
            proc = self.spawn(f"api{i}", "serve", "--port", str(port))
            pending.append((f"http://127.0.0.1:{port}", proc, self.tmp_path / f"api{i}.log"))
        self.workers = [self.spawn(f"worker{i}", "worker", "--concurrency", str(concurrency))
                        for i in range(1, workers + 1)]
        for url, proc, log in pending:
            _wait_up(url, proc, log)
            self.apis.append(url)

    def submit(self, question: str, api: int = 0, **extra) -> str:
        response = httpx.post(f"{self.apis[api]}/v1/research",
                              json={"question": question, **extra}, timeout=30)
        assert response.status_code == 202, response.text
        return response.json()["run_id"]

    def wait_running(self) -> None:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            rows = httpx.get(f"{self.apis[0]}/v1/research", timeout=10).json()
            if any(r["status"] == "running" for r in rows):
                return
            time.sleep(0.2)
        pytest.fail("no run started")

    def wait_done(self, run_ids: list[str], timeout: float = 300) -> dict[str, str]:
        deadline = time.monotonic() + timeout
        statuses: dict[str, str] = {}
        while time.monotonic() < deadline:
            statuses = {}
            for run_id in run_ids:
                try:
                    statuses[run_id] = httpx.get(f"{self.apis[-1]}/v1/research/{run_id}",
                                                 timeout=10).json()["status"]
                except (httpx.HTTPError, KeyError, ValueError):
                    statuses[run_id] = "unknown"
            if all(s in ("answered", "partial", "failed") for s in statuses.values()):
                break
            time.sleep(1.0)
        failed = {r: httpx.get(f"{self.apis[-1]}/v1/research/{r}", timeout=10).json()
                  .get("stop_reason") for r, s in statuses.items() if s not in
                  ("answered", "partial")}
        assert not failed, f"{failed}\n{statuses}\n{self.logs()}"
        return statuses

    def check_streams(self, run_ids: list[str]) -> None:
        """Every run's stream, read from each replica: the same, complete, numbered 1..n."""
        for run_id in run_ids:
            streams = [_events(url, run_id) for url in self.apis]
            assert all(s == streams[0] for s in streams)  # either replica streams the run
            seqs = [e["seq"] for e in streams[0] if "seq" in e]
            assert seqs == list(range(1, len(seqs) + 1)), seqs  # none missing or doubled
            assert streams[0][-1]["end"]["status"] in ("answered", "partial")

    def logs(self) -> str:
        return "\n".join(f"--- {log.name}\n{log.read_text()[-1500:]}" for _, log in self.procs)

    def stop(self) -> None:
        for proc, _ in self.procs:
            if proc.poll() is None:
                proc.terminate()
        for proc, _ in self.procs:
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                proc.kill()


def test_replicas_and_workers_share_one_database(web: LocalWeb, pg_url: str,
                                                 tmp_path: Path) -> None:
    cluster = Cluster(web, fresh_database(pg_url, "scale_out"), tmp_path)
    try:
        cluster.start(apis=2, workers=3)
        apis = cluster.apis
        run_ids = [cluster.submit(QUESTIONS[i % len(QUESTIONS)], api=i % 2)
                   for i in range(30)]

        # kill a worker once it is in the middle of a run
        cluster.wait_running()
        time.sleep(1.0)
        victim = cluster.workers[0]
        victim.send_signal(signal.SIGKILL)
        victim.wait(10)

        cluster.wait_done(run_ids, timeout=400)
        cluster.check_streams(run_ids)

        # a run in progress on a worker is stopped from the other replica
        web.add_fault("pages=latency=1500")
        web.add_fault("searxng=latency=1500")
        slow = cluster.submit(QUESTIONS[1], completeness_threshold=1.0)
        deadline = time.monotonic() + 60
        while httpx.get(f"{apis[1]}/v1/research/{slow}").json()["status"] != "running":
            assert time.monotonic() < deadline
            time.sleep(0.2)
        stopped = httpx.delete(f"{apis[1]}/v1/research/{slow}", timeout=30)
        assert stopped.status_code == 200 and stopped.json()["status"] == "cancelled", \
            (stopped.text, httpx.get(f"{apis[1]}/v1/research/{slow}").json())

        # with no worker left, a run waits on the queue; any replica can cancel it
        for worker in cluster.workers[1:]:
            worker.send_signal(signal.SIGKILL)
            worker.wait(10)
        waiting = cluster.submit(QUESTIONS[0])
        assert httpx.get(f"{apis[1]}/v1/research/{waiting}").json()["status"] == "queued"
        cancelled = httpx.delete(f"{apis[1]}/v1/research/{waiting}", timeout=30)
        assert cancelled.status_code == 200 and cancelled.json()["status"] == "cancelled"
    finally:
        cluster.stop()


def test_database_restart_mid_run(web: LocalWeb, tmp_path: Path) -> None:
    """PostgreSQL restarted (fast shutdown: every connection dropped) while runs execute:
    the runs finish with whole event streams, and the API takes new runs afterwards."""
    import pgserver
    from pgserver._commands import pg_ctl

    with pg_data_dir() as pgdata:
        server = pgserver.get_server(str(pgdata), cleanup_mode="stop")
        cluster = Cluster(web, server.get_uri(), tmp_path)
        try:
            cluster.start(apis=1, workers=2)
            web.add_fault("pages=latency=400")
            run_ids = [cluster.submit(q) for q in QUESTIONS[:4]]
            cluster.wait_running()
            time.sleep(1.0)
            pg_ctl(["-w", "-m", "fast", "restart"], pgdata=server.pgdata,
                   user=server.system_user, timeout=60)
            run_ids.append(cluster.submit(QUESTIONS[4]))  # the API reconnected
            cluster.wait_done(run_ids, timeout=180)
            cluster.check_streams(run_ids)
        finally:
            cluster.stop()
            server.cleanup()


def test_workers_meeting_one_domain_at_once_share_its_profile(pg_url: str) -> None:
    """Workers on one database see the same domains in their results at the same moment:
    each domain gets one profile, counting every sighting (a worker once failed its run on
    "duplicate key value violates unique constraint domains_pkey")."""
    import threading

    from deepsearch.research.trust import TrustStore
    from deepsearch.storage.pg import PgConnection

    url = fresh_database(pg_url, "trust_race")
    stores = [TrustStore(pg=PgConnection(url)) for _ in range(4)]
    domains = [f"site{i}.example" for i in range(40)]
    start = threading.Barrier(len(stores))
    errors: list[BaseException] = []

    def observe(store: TrustStore) -> None:
        start.wait()
        try:
            for domain in domains:
                store.observe([f"https://{domain}/a", f"https://{domain}/b"])
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=observe, args=(s,)) for s in stores]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    try:
        assert not errors, errors
        profiles = {p["domain"]: p for p in stores[0].list(limit=100, order="domain")}
        assert sorted(profiles) == sorted(domains)
        assert all(p["refs"] == 2 * len(stores) and p["https"] == 1
                   for p in profiles.values()), profiles
    finally:
        for store in stores:
            store.close()
