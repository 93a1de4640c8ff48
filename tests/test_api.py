"""The HTTP API over real HTTP: runs, live events (SSE, Last-Event-ID, heartbeats), cancel and
resume, uploads, knowledge-base search, keys, rate limits, size limits, CORS, restarts."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from deepsearch.api.app import create_app
from deepsearch.errors import ConfigError
from deepsearch.kb.embeddings import EmbeddingService
from deepsearch.localweb import LocalWeb
from deepsearch.research import Researcher
from deepsearch.settings import load_settings
from tests.fake_vendors import ServerThread

KEY = "key-one-0123456789"


def api_settings(web: LocalWeb, tmp_path: Path, **extra: Any):
    overrides = {
        "data_dir": str(tmp_path / "data"), "search.providers": ["searxng"],
        "search.searxng.base_url": web.url, "http.allow_private_urls": True,
        "fetch.per_host_delay_s": 0.0, "fetch.respect_robots": False,
        "fetch.min_content_length": 20, "research.max_iterations": 2,
        "research.min_sources": 2, "llm.spec": "none", "server.heartbeat_s": 0.3, **extra}
    return load_settings(environ={}, overrides=overrides).settings


class Api:
    """A running API server and an HTTP client for it."""

    def __init__(self, settings, minilm, key: str | None = None) -> None:
        researcher = Researcher(settings, llm=None, embeddings=EmbeddingService(minilm))
        self.server = ServerThread(create_app(settings, researcher=researcher),
                                   lifespan="on")
        self.headers = {"X-API-Key": key} if key else {}

    def __enter__(self) -> Api:
        self.server.__enter__()
        self.client = httpx.Client(base_url=self.server.url, headers=self.headers, timeout=30)
        return self

    def __exit__(self, *exc) -> None:
        self.client.close()
        self.server.__exit__(*exc)

    def start(self, question: str, **body: Any) -> str:
        response = self.client.post("/v1/research", json={"question": question, **body})
        assert response.status_code == 202, response.text
        return response.json()["run_id"]

    def events(self, run_id: str, *, last_event_id: str | None = None, limit: int | None = None
               ) -> Iterator[tuple[str, str | None, str]]:
        """(event, id, data) per SSE message; ("ping", None, "") for heartbeats."""
        headers = {"Last-Event-ID": last_event_id} if last_event_id else {}
        with self.client.stream("GET", f"/v1/research/{run_id}/events", headers=headers,
                                timeout=60) as response:
            assert response.status_code == 200
            assert response.headers["content-type"].startswith("text/event-stream")
            kind, ident, data, count = "message", None, [], 0
            for line in response.iter_lines():
                if line.startswith(":"):
                    yield "ping", None, ""
                elif line.startswith("event:"):
                    kind = line[6:].strip()
                elif line.startswith("id:"):
                    ident = line[3:].strip()
                elif line.startswith("data:"):
                    data.append(line[5:].strip())
                elif line == "" and data:
                    yield kind, ident, "\n".join(data)
                    count += 1
                    if kind == "end" or (limit and count >= limit):
                        return
                    kind, ident, data = "message", None, []

    def wait(self, run_id: str, timeout: float = 60) -> dict:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            row = self.client.get(f"/v1/research/{run_id}").json()
            if row["status"] != "running":
                return row
            time.sleep(0.1)
        raise AssertionError(f"run {run_id} still running")


def test_research_run_with_live_events(web: LocalWeb, tmp_path: Path, minilm) -> None:
    with Api(api_settings(web, tmp_path), minilm) as api:
        assert api.client.get("/healthz").json()["status"] == "ok"
        ready = api.client.get("/readyz")
        assert ready.status_code == 200 and ready.json()["status"] == "ready"
        run_id = api.start("Who developed the Okapi BM25 ranking function?")
        events = list(api.events(run_id))
        progress = [json.loads(d) for k, _, d in events if k == "progress"]
        ids = [int(i) for k, i, _ in events if k == "progress"]
        assert ids == sorted(ids) and ids[0] == 1 and len(ids) == len(set(ids))
        assert {e["persona"] for e in progress} >= {"Research Strategist", "Search Agent",
                                                    "Librarian", "Synthesizer"}
        assert progress[-1]["stage"] == "done" and "searches" in progress[-1]["counters"]
        kind, _, data = events[-1]
        assert kind == "end" and json.loads(data)["status"] in ("answered", "partial")
        run = api.client.get(f"/v1/research/{run_id}").json()
        result = run["result"]
        assert result["report"]["sources"] and "Robertson" in result["report"]["markdown"]
        assert all(s["url"] in result["sources_read"] for s in result["report"]["sources"])
        assert all(c["passage"] for c in result["report"]["citations"])
        # a late subscriber resumes after the last event it saw
        again = [(k, i) for k, i, _ in api.events(run_id, last_event_id=str(ids[2]))]
        assert again[0] == ("progress", str(ids[3])) and again[-1][0] == "end"
        listed = api.client.get("/v1/research").json()
        assert listed[0]["run_id"] == run_id
        assert api.client.get("/v1/research/nope").status_code == 404
        assert api.client.get("/v1/research/nope/events").status_code == 404


def test_heartbeats_cancel_resume_and_disconnects(web: LocalWeb, tmp_path: Path,
                                                   minilm) -> None:
    web.add_fault("searxng=latency=1200")
    with Api(api_settings(web, tmp_path), minilm) as api:
        run_id = api.start("Who developed Okapi BM25?")
        kinds = []
        for kind, _, _ in api.events(run_id):
            kinds.append(kind)
            if kinds.count("ping") >= 2:
                break  # the client goes away mid-run
        assert "ping" in kinds  # heartbeats while the search waits
        row = api.client.delete(f"/v1/research/{run_id}")
        assert row.status_code == 200 and row.json()["status"] == "cancelled"
        assert api.client.delete(f"/v1/research/{run_id}").status_code == 409
        assert api.client.delete("/v1/research/nope").status_code == 404
        web.clear_faults()
        resumed = api.client.post(f"/v1/research/{run_id}/resume")
        assert resumed.status_code == 202 and resumed.json()["run_id"] == run_id
        done = api.wait(run_id)
        assert done["status"] in ("answered", "partial") and done["result"]["resumed"]
        assert api.client.post(f"/v1/research/{run_id}/resume").status_code == 409
        # a run whose client disconnects right away still finishes
        other = api.start("Who built the SMART Information Retrieval System?")
        next(api.events(other, limit=1))
        assert api.wait(other)["status"] in ("answered", "partial")


def test_keys_rate_limits_caps_and_sizes(web: LocalWeb, tmp_path: Path, minilm) -> None:
    web.add_fault("searxng=latency=1500")
    settings = api_settings(web, tmp_path, **{
        "server.api_keys": [KEY], "server.rate_limit_per_minute": 8,
        "server.max_runs_per_key": 1, "server.max_request_bytes": 2048,
        "server.cors_origins": ["http://app.example"]})
    with Api(settings, minilm, key=KEY) as api:
        bare = httpx.Client(base_url=api.server.url)
        assert bare.get("/v1/research").status_code == 401
        assert bare.get("/v1/research", headers={"X-API-Key": "wrong"}).status_code == 401
        assert bare.get("/v1/research", headers={"Authorization": f"Bearer {KEY}"}
                        ).status_code == 200
        assert bare.get(f"/v1/research?api_key={KEY}").status_code == 200
        assert bare.get("/healthz").status_code == 200  # health needs no key
        # bodies: too large by Content-Length, too large when streamed, malformed
        big = {"question": "x" * 5000}
        assert api.client.post("/v1/research", json=big).status_code == 413

        def chunks():
            yield b'{"question": "'
            yield b"y" * 4000
            yield b'"}'
        assert api.client.post("/v1/research", content=chunks(),
                               headers={"Content-Type": "application/json"}).status_code == 413
        assert api.client.post("/v1/research", json={"question": ""}).status_code == 422
        assert api.client.post("/v1/research", content=b"\xff\x00",
                               headers={"Content-Type": "application/json"}).status_code == 422
        assert api.client.post("/v1/research", json={"question": "q",
                                                     "max_iterations": 99}).status_code == 422
        # one run at a time for this key
        first = api.start("Who developed Okapi BM25?")
        second = api.client.post("/v1/research", json={"question": "Who built SMART?"})
        assert second.status_code == 429 and "Retry-After" in second.headers
        api.client.delete(f"/v1/research/{first}")
        # CORS preflight for the configured origin only
        pre = bare.options("/v1/research", headers={
            "Origin": "http://app.example", "Access-Control-Request-Method": "POST"})
        assert pre.headers.get("access-control-allow-origin") == "http://app.example"
        other = bare.options("/v1/research", headers={
            "Origin": "http://evil.example", "Access-Control-Request-Method": "POST"})
        assert "access-control-allow-origin" not in other.headers
        # the rate limit: 8 requests a minute for this key, then 429 with Retry-After
        codes = [api.client.get("/v1/research").status_code for _ in range(10)]
        assert 429 in codes
        limited = api.client.get("/v1/research")
        assert limited.status_code == 429 and int(limited.headers["Retry-After"]) >= 1
        bare.close()


def test_no_keys_is_only_allowed_on_loopback(web: LocalWeb, tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="without API keys"):
        create_app(api_settings(web, tmp_path, **{"server.host": "0.0.0.0"}))


def test_uploads_and_knowledge_base_search(web: LocalWeb, tmp_path: Path, minilm) -> None:
    from tests.docs_factory import make_zip_bomb

    bomb = tmp_path / "bomb.docx"
    make_zip_bomb(bomb)
    note = ("# Tidal lock notes\n\nThe Wexford tidal observatory recorded a tidal lock "
            "anomaly in 1911, measured by Aoife Brennan with a brass tide gauge.\n")
    with Api(api_settings(web, tmp_path), minilm) as api:
        files = [("files", ("notes.md", note.encode(), "text/markdown")),
                 ("files", ("bomb.docx", bomb.read_bytes(), "application/octet-stream"))]
        response = api.client.post("/v1/documents", files=files)
        assert response.status_code == 200, response.text
        statuses = {r["path"]: r for r in response.json()["results"]}  # the names as sent
        assert statuses["notes.md"]["status"] == "ingested"
        assert statuses["bomb.docx"]["status"] == "rejected" and statuses["bomb.docx"]["reason"]
        hits = api.client.get("/v1/kb/search", params={"q": "who measured the tidal lock "
                                                             "anomaly", "k": 3}).json()["hits"]
        assert hits and "Aoife Brennan" in hits[0]["text"]
        assert api.client.get("/v1/kb/search", params={"q": " "}).status_code == 422
        assert api.client.get("/v1/kb/search", params={"q": "x", "k": 0}).status_code == 422
        assert api.client.post("/v1/documents").status_code == 422


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_runs_in_flight_at_a_restart_are_interrupted_and_resumable(
        web: LocalWeb, tmp_path: Path, minilm) -> None:
    data = tmp_path / "data"
    port = _free_port()
    env = {**os.environ, "DEEPSEARCH_DATA_DIR": str(data), "DEEPSEARCH_LLM__SPEC": "none",
           "DEEPSEARCH_SEARCH__PROVIDERS": '["searxng"]',
           "DEEPSEARCH_SEARCH__SEARXNG__BASE_URL": web.url,
           "DEEPSEARCH_HTTP__ALLOW_PRIVATE_URLS": "true",
           "DEEPSEARCH_FETCH__PER_HOST_DELAY_S": "0", "DEEPSEARCH_FETCH__RESPECT_ROBOTS": "false",
           "DEEPSEARCH_RESEARCH__COVERAGE_THRESHOLD": "1.0",
           "DEEPSEARCH_RESEARCH__MAX_ITERATIONS": "3", "HF_HUB_OFFLINE": "1"}
    web.add_fault("searxng=latency=1500")
    proc = subprocess.Popen([sys.executable, "-m", "deepsearch", "serve", "--port", str(port)],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                if httpx.get(f"{base}/readyz").status_code == 200:
                    break
            except httpx.TransportError:
                time.sleep(0.2)
        run_id = httpx.post(f"{base}/v1/research", json={
            "question": "Who developed Okapi BM25?"}).json()["run_id"]
        while time.monotonic() < deadline:
            events = httpx.get(f"{base}/v1/research/{run_id}").json()
            from deepsearch.storage import SqliteRunStore as RunLog

            log = RunLog(data / "runs.sqlite")
            checkpoint = log.checkpoint(run_id)
            log.close()
            if checkpoint is not None and checkpoint.step.startswith("iteration"):
                break
            time.sleep(0.1)
        assert events["status"] == "running"
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
    finally:
        if proc.poll() is None:
            proc.kill()
    web.clear_faults()
    settings = api_settings(web, tmp_path, **{"data_dir": str(data)})
    with Api(settings, minilm) as api:
        assert api.client.get(f"/v1/research/{run_id}").json()["status"] == "interrupted"
        assert api.client.post(f"/v1/research/{run_id}/resume").status_code == 202
        done = api.wait(run_id)
        assert done["status"] in ("answered", "partial") and done["result"]["resumed"]
        assert done["result"]["report"]["sources"]


@pytest.mark.slow
def test_fuzzing_the_api_finds_no_server_errors(web: LocalWeb, tmp_path: Path,
                                               minilm) -> None:
    settings = api_settings(web, tmp_path, **{"server.rate_limit_per_minute": 100000,
                                              "server.max_runs_per_key": 50,
                                              "research.max_iterations": 1})
    with Api(settings, minilm) as api:
        st = Path(sys.executable).with_name("schemathesis")
        report = tmp_path / "fuzz"
        proc = subprocess.run(
            [str(st), "run", f"{api.server.url}/openapi.json", "--checks",
             "not_a_server_error", "--max-examples", "25", "--workers", "1",
             "--exclude-path", "/v1/research/{run_id}/events", "--seed", "1",
             "--request-timeout", "30", "--report", "junit", "--report-dir", str(report)],
            capture_output=True, text=True, timeout=600)
        assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
        # the event stream has no schema to fuzz; its bad inputs are checked here
        assert api.client.get("/v1/research/x/events", params={"after": -1}).status_code == 422
