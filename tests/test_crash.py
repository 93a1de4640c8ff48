"""SIGKILL in the middle of ingestion leaves a consistent store; re-ingesting finishes."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from deepsearch.kb.knowledge import open_store
from deepsearch.settings import load_settings
from tests.conftest import ROOT

COUNT = 120


def run_writer(data_dir: Path, backend: str, pg_url: str,
               kill: tuple[int, float] | None) -> str:
    """Run the writer; with ``kill = (k, delay)``, SIGKILL it ``delay`` seconds after its
    k-th committed batch, i.e. while it is writing the next one."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.crash_writer", str(data_dir), backend, pg_url, str(COUNT)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if kill is None:
        out, err = proc.communicate(timeout=300)
        assert proc.returncode == 0, err
        return out
    assert proc.stdout is not None
    batches, delay = kill
    lines = [proc.stdout.readline() for _ in range(batches)]
    time.sleep(delay)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)
    return "".join(lines) + proc.stdout.read()


async def check_consistent(data_dir: Path, backend: str, pg_url: str) -> int:
    overrides = {"data_dir": str(data_dir), "kb.backend": backend}
    if backend == "pgvector":
        overrides["kb.postgres_url"] = pg_url
    store = await open_store(load_settings(environ={}, overrides=overrides).settings, 64)
    try:
        sources = await store.sources(limit=10_000)
        for source in sources:
            chunks = await store.chunks_of(source.source_id)
            assert len(chunks) == source.chunk_count, source.url
            assert [c.index for c in chunks] == list(range(source.chunk_count))
        stats = await store.stats()
        assert stats["chunks"] == sum(s.chunk_count for s in sources)  # no orphans left
        known = {s.source_id for s in sources}
        hits = await store.search_text("river mountain document sentence", 200)
        assert {h.source_id for h in hits} <= known
        return len(sources)
    finally:
        await store.aclose()


@pytest.mark.slow
@pytest.mark.parametrize("backend", ["lancedb", "pgvector"])
async def test_sigkill_mid_ingestion(backend: str, tmp_path: Path, request) -> None:
    pg_url = request.getfixturevalue("pg_url") if backend == "pgvector" else ""
    if backend == "pgvector":
        import psycopg

        with psycopg.connect(pg_url, autocommit=True) as conn:
            conn.execute("DROP TABLE IF EXISTS ds_chunks, ds_sources")
    rng = random.Random(3)
    complete_counts = []
    for _ in range(3):
        out = run_writer(tmp_path, backend, pg_url,
                         kill=(rng.randint(1, COUNT // 10 - 4), rng.uniform(0.0, 0.02)))
        assert "done" not in out  # it really was killed before the end
        complete_counts.append(await check_consistent(tmp_path, backend, pg_url))
    assert complete_counts[-1] < COUNT
    run_writer(tmp_path, backend, pg_url, kill=None)  # re-ingesting finishes the job
    assert await check_consistent(tmp_path, backend, pg_url) == COUNT
