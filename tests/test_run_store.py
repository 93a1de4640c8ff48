"""One contract for the run store, run against both backends: SQLite (the default) and a
real PostgreSQL (pgserver). Runs, events, checkpoints, results, interruption detection,
migrations and a database that restarts under a live store."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from deepsearch.research.models import Event, Persona, Report, ResearchResult
from deepsearch.research.state import RunState
from deepsearch.settings import load_settings
from deepsearch.storage import SqliteRunStore, open_run_store
from deepsearch.storage.migrations import MIGRATIONS


@pytest.fixture(params=["sqlite", "postgres"])
def store_url(request, tmp_path: Path):
    if request.param == "sqlite":
        return None
    return request.getfixturevalue("pg_url")


def make(url: str | None, tmp_path: Path):
    overrides = {"data_dir": str(tmp_path)}
    if url:
        overrides["storage.url"] = url
    return open_run_store(load_settings(environ={}, overrides=overrides).settings)


def event(run_id: str, seq: int, message: str = "x") -> Event:
    return Event(run_id=run_id, seq=seq, stage="search", persona=Persona.SEARCH_AGENT,
                 message=message)


def unique(prefix: str) -> str:
    return f"{prefix}-{time.monotonic_ns() % 10**9}"


def test_a_run_from_start_to_result(store_url, tmp_path: Path) -> None:
    store = make(store_url, tmp_path)
    run_id = unique("r")
    try:
        store.start(run_id, "Who wrote it?")
        for seq in (1, 2, 3):
            store.event(event(run_id, seq, f"step {seq}"))
        store.event(event(run_id, 2, "step 2 again"))  # a replayed event replaces, never doubles
        store.touch(run_id)  # alive between events
        state = RunState(run_id=run_id, question="Who wrote it?", step="iteration 1",
                         max_iterations=4)
        store.save_checkpoint(state)
        assert store.checkpoint(run_id).max_iterations == 4
        assert store.last_seq(run_id) == 3
        assert [e["message"] for e in store.events(run_id)] == ["step 1", "step 2 again",
                                                               "step 3"]
        assert [e["seq"] for e in store.events(run_id, after=1)] == [2, 3]
        row = store.get(run_id)
        assert row["status"] == "running" and len(row["events"]) == 3
        result = ResearchResult(success=True, query="Who wrote it?", run_id=run_id,
                                status="answered", stop_reason="complete", iterations=1,
                                completeness=0.9, report=Report(answer="Ann", markdown="Ann"))
        store.finish(result)
        done = store.get(run_id, events=False)
        assert done["status"] == "answered" and done["result"]["run_id"] == run_id
        assert "events" not in done and done["finished_at"] >= done["started_at"]
        assert run_id in [r["run_id"] for r in store.list(100)]
        store.fail(run_id, "cancelled", "by the user")
        assert store.get(run_id, events=False)["stop_reason"] == "by the user"
        assert store.get("no-such-run") is None and store.checkpoint("no-such-run") is None
    finally:
        store.close()


def test_runs_of_dead_processes_are_interrupted(store_url, tmp_path: Path) -> None:
    """A run started by a process that died is marked interrupted by the next store opened;
    the live process's own run is left alone."""
    run_id = unique("dead")
    code = ("import sys\nfrom deepsearch.settings import load_settings\n"
            "from deepsearch.storage import open_run_store\n"
            "overrides = {'data_dir': sys.argv[1]}\n"
            "if sys.argv[2] != '-': overrides['storage.url'] = sys.argv[2]\n"
            "s = open_run_store(load_settings(environ={}, overrides=overrides).settings)\n"
            "s.start(sys.argv[3], 'q')\n")
    subprocess.run([sys.executable, "-c", code, str(tmp_path), store_url or "-", run_id],
                   check=True, timeout=60)
    store = make(store_url, tmp_path)
    try:
        mine = unique("alive")
        store.start(mine, "q")
        assert store.mark_interrupted() >= 1
        assert store.get(run_id, events=False)["status"] == "interrupted"
        assert store.get(mine, events=False)["status"] == "running"
        store.start(run_id, "q", resumed=True)  # a resume takes the run over
        assert store.get(run_id, events=False)["status"] == "running"
    finally:
        store.close()


def test_migrations_are_versioned_and_applied_once(pg_url: str, tmp_path: Path) -> None:
    import psycopg

    first, second = make(pg_url, tmp_path), make(pg_url, tmp_path)  # both migrate: no error
    try:
        with psycopg.connect(pg_url) as conn:
            rows = conn.execute("SELECT version FROM deepsearch_schema ORDER BY version"
                                ).fetchall()
        assert [r[0] for r in rows] == [m[0] for m in MIGRATIONS]
        assert first.version == second.version == MIGRATIONS[-1][0]
    finally:
        first.close()
        second.close()


def test_a_lost_connection_is_reopened(pg_url: str, tmp_path: Path) -> None:
    """The database drops the store's connection (as a restart does): the next call
    reconnects and succeeds."""
    import psycopg

    store = make(pg_url, tmp_path)
    run_id = unique("reconnect")
    try:
        store.start(run_id, "q")
        with psycopg.connect(pg_url, autocommit=True) as admin:
            admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                          "WHERE pid <> pg_backend_pid() AND datname = current_database()")
        store.event(event(run_id, 1))
        assert store.last_seq(run_id) == 1
    finally:
        store.close()


def test_sqlite_is_still_the_default(tmp_path: Path) -> None:
    store = make(None, tmp_path)
    assert isinstance(store, SqliteRunStore) and (tmp_path / "runs.sqlite").is_file()
    store.close()


@pytest.fixture(params=["sqlite", "postgres"])
def cache_settings(request, tmp_path: Path):
    overrides = {"data_dir": str(tmp_path)}
    if request.param == "postgres":
        overrides["storage.url"] = request.getfixturevalue("pg_url")
    return load_settings(environ={}, overrides=overrides).settings


def test_search_and_page_caches_on_both_backends(cache_settings) -> None:
    """Workers that share storage.url share these: what one asked or read costs the others
    nothing."""
    from deepsearch.fetch.cache import open_page_cache
    from deepsearch.models import FetchedPage, SearchHit
    from deepsearch.search.cache import open_search_cache

    query = unique("Who wrote it")
    search = open_search_cache(cache_settings)
    other = open_search_cache(cache_settings)  # another process, in effect
    try:
        hit = SearchHit(url="https://example.org/a", title="A", score=1.0, provider="brave",
                        rank=1, query=query)
        search.put("brave", query, 10, [hit])
        provider, hits = other.get_any(f"  {query.upper()} ")
        assert provider == "brave" and hits[0].url == hit.url and hits[0].cached
        assert other.get_any(query, max_age_s=-1) is None
    finally:
        search.close()
        other.close()
    pages, readers = open_page_cache(cache_settings), open_page_cache(cache_settings)
    url = f"https://example.org/{unique('p')}"
    try:
        pages.put(FetchedPage(url=url, requested_url=url + "?ref=x", status=200,
                              content_type="text/html", body=b"<p>hello</p>" * 100,
                              etag='"v1"'))
        page, age = readers.get(url)
        assert page.body == b"<p>hello</p>" * 100 and page.etag == '"v1"' and age < 60
        assert readers.get(url + "?ref=x") is not None and readers.get(url + "/zz") is None
        readers.touch(url)
    finally:
        pages.close()
        readers.close()


def test_domain_trust_on_both_backends(cache_settings) -> None:
    """Trust profiles learnt by one process are seen by another sharing the backend."""
    from deepsearch.research.trust import open_trust_store

    domain = f"{unique('site')}.example.org"
    one, two = open_trust_store(cache_settings), open_trust_store(cache_settings)
    try:
        one.observe([f"https://{domain}/a", f"https://{domain}/b", "http://other.example/x"])
        one.record_citations([(f"https://{domain}/a", True)] * 3)
        assert two.rescore() >= 1
        assert two.trust(domain) > 0.5 and two.scores([domain])[domain] == two.trust(domain)
        row = next(r for r in two.list(500) if r["domain"] == domain)
        assert row["refs"] == 2 and row["verified"] == 3 and row["https"] == 1
    finally:
        one.close()
        two.close()


async def test_processes_starting_together_on_a_fresh_database(pg_url: str) -> None:
    """Workers and replicas that start at once on an empty database all open the knowledge
    base: creating the extension and the tables is serialised, not a race one loses."""
    import asyncio

    from deepsearch.kb.backends.pgvector import PgVectorStore
    from tests.test_scale_out import fresh_database

    url = fresh_database(pg_url, "fresh_start")
    settings = load_settings(environ={}, overrides={"kb.backend": "pgvector",
                                                    "kb.postgres_url": url}).settings
    stores = await asyncio.gather(*(PgVectorStore.open(settings, 384) for _ in range(6)))
    for store in stores:
        await store.aclose()
