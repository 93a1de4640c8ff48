"""Shared fixtures: an isolated environment, the local web, and settings pointed at it."""

from __future__ import annotations

import contextlib
import shutil
import tempfile
from collections.abc import Iterator
from importlib.resources import files
from pathlib import Path
from typing import Any

import pytest

from deepsearch.localweb import LocalWeb
from deepsearch.settings import Settings, load_settings

ROOT = Path(__file__).resolve().parents[1]
EVAL_DIR = ROOT.parent / "shared" / "eval"
SAMPLE_CORPUS = Path(str(files("deepsearch.data").joinpath("sample_corpus.jsonl")))


@pytest.fixture(autouse=True)
def _isolated_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No test reads the developer's config, keys or data directory."""
    for var in ("TAVILY_API_KEY", "BRAVE_API_KEY", "BRAVE_SEARCH_API_KEY", "SERPAPI_API_KEY",
                "SERPAPI_KEY", "SEARXNG_URL", "DEEPSEARCH_CONFIG"):
        monkeypatch.delenv(var, raising=False)
    import os

    for var in list(os.environ):
        if var.startswith("DEEPSEARCH_"):
            monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


@pytest.fixture
def eval_corpus() -> Path:
    path = EVAL_DIR / "corpus.jsonl"
    if not path.is_file():
        pytest.skip(f"../shared/eval is absent ({path} not found)")
    return path


@pytest.fixture
def web() -> Iterator[LocalWeb]:
    with LocalWeb(SAMPLE_CORPUS) as server:
        yield server


def web_settings(web: LocalWeb, tmp_path: Path, providers: list[str] | None = None,
                 **overrides: Any) -> Settings:
    """Settings that point every HTTP provider at ``web``, with quick back-off for tests."""
    keys = web.keys
    base: dict[str, Any] = {
        "data_dir": str(tmp_path / "data"),
        "search.providers": providers or ["searxng"],
        "search.backoff_base_s": 0.05,
        "search.backoff_max_s": 0.2,
        "search.cache_fresh_s": 0,  # provider behaviour is under test, not the cache
        "search.searxng.base_url": web.url,
        "search.tavily.base_url": web.url,
        "search.tavily.api_key": keys["tavily"],
        "search.brave.base_url": web.url,
        "search.brave.api_key": keys["brave"],
        "search.brave.requests_per_minute": 60_000.0,
        "search.serpapi.base_url": web.url,
        "search.serpapi.api_key": keys["serpapi"],
    }
    base.update(overrides)
    return load_settings(overrides=base, environ={}).settings


@pytest.fixture(scope="session")
def minilm():
    """The real local embedder, loaded once for the whole session."""
    import asyncio

    from deepsearch.kb.embeddings import LocalEmbedder

    embedder = LocalEmbedder()
    asyncio.run(embedder.warm_up())
    return embedder


@contextlib.contextmanager
def pg_data_dir():
    """A directory for a PostgreSQL cluster outside pytest's own temporary tree: as root,
    pgserver runs the server as its own user, and any pytest starting meanwhile makes
    ``/tmp/pytest-of-root`` private again (seen: "could not open file …/pg_control:
    Permission denied" mid-``initdb``)."""
    path = Path(tempfile.mkdtemp(prefix="deepsearch-pg-"))
    try:
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)


@pytest.fixture(scope="session")
def pg_url():
    """A real PostgreSQL with pgvector (the pgserver package), shared by the session."""
    import pgserver

    with pg_data_dir() as pgdata:
        server = pgserver.get_server(str(pgdata), cleanup_mode="stop")
        yield server.get_uri()
        server.cleanup()
