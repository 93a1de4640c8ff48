"""The search cache, keyed by provider and normalised query, with a TTL: SQLite in
``data_dir``, or PostgreSQL with ``storage.url`` (shared by every worker, so a query one
worker asked costs the others nothing).

Every successful answer is written through; when every live provider fails for a
query, the freshest cached answer from any provider is the last fallback (SDD-002's
"cached results").
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import TYPE_CHECKING

from deepsearch.models import SearchHit
from deepsearch.settings import Settings
from deepsearch.sqlite import SqliteFile

if TYPE_CHECKING:
    from deepsearch.storage.pg import PgConnection

_SCHEMA = """
CREATE TABLE IF NOT EXISTS search_cache (
    provider TEXT NOT NULL,
    query_key TEXT NOT NULL,
    max_results INTEGER NOT NULL,
    created_at REAL NOT NULL,
    hits TEXT NOT NULL,
    PRIMARY KEY (provider, query_key)
);
CREATE INDEX IF NOT EXISTS search_cache_query ON search_cache (query_key, created_at);
"""


def query_key(query: str) -> str:
    """Case- and whitespace-insensitive form of a query."""
    return " ".join(query.lower().split())


def _hits(payload: str) -> list[SearchHit]:
    return [SearchHit.model_validate({**h, "cached": True}) for h in json.loads(payload)]


class SearchCache(SqliteFile):
    SCHEMA = _SCHEMA

    def __init__(self, path: Path, ttl_s: float) -> None:
        super().__init__(path)
        self.ttl_s = ttl_s

    def put(self, provider: str, query: str, max_results: int, hits: list[SearchHit]) -> None:
        payload = json.dumps([h.model_dump() for h in hits])
        with self._lock, self._db:
            self._db.execute(
                "INSERT OR REPLACE INTO search_cache VALUES (?, ?, ?, ?, ?)",
                (provider, query_key(query), max_results, time.time(), payload),
            )

    def get_any(self, query: str, max_age_s: float | None = None
                ) -> tuple[str, list[SearchHit]] | None:
        """The freshest answer to ``query`` from any provider, no older than ``max_age_s``
        (default: the cache's time to live)."""
        age = self.ttl_s if max_age_s is None else min(max_age_s, self.ttl_s)
        with self._lock:
            row = self._db.execute(
                "SELECT provider, hits FROM search_cache WHERE query_key = ? AND created_at >= ?"
                " ORDER BY created_at DESC LIMIT 1",
                (query_key(query), time.time() - age),
            ).fetchone()
        if row is None:
            return None
        provider, payload = row
        return provider, _hits(payload)

    def purge_expired(self) -> int:
        with self._lock, self._db:
            cur = self._db.execute(
                "DELETE FROM search_cache WHERE created_at < ?", (time.time() - self.ttl_s,)
            )
        return cur.rowcount



class PgSearchCache:
    """The same cache in PostgreSQL (``storage.url``)."""

    def __init__(self, db: PgConnection, ttl_s: float) -> None:
        self.db = db
        self.ttl_s = ttl_s

    def put(self, provider: str, query: str, max_results: int, hits: list[SearchHit]) -> None:
        payload = json.dumps([h.model_dump() for h in hits])
        self.db.run(lambda conn: conn.execute(
            "INSERT INTO search_cache VALUES (%s, %s, %s, %s, %s) ON CONFLICT (provider, "
            "query_key) DO UPDATE SET max_results = EXCLUDED.max_results, created_at = "
            "EXCLUDED.created_at, hits = EXCLUDED.hits",
            (provider, query_key(query), max_results, time.time(), payload)))

    def get_any(self, query: str, max_age_s: float | None = None
                ) -> tuple[str, list[SearchHit]] | None:
        age = self.ttl_s if max_age_s is None else min(max_age_s, self.ttl_s)
        row = self.db.run(lambda conn: conn.execute(
            "SELECT provider, hits FROM search_cache WHERE query_key = %s AND created_at >= %s"
            " ORDER BY created_at DESC LIMIT 1", (query_key(query), time.time() - age)
        ).fetchone())
        return None if row is None else (row[0], _hits(row[1]))

    def purge_expired(self) -> int:
        return self.db.run(lambda conn: conn.execute(
            "DELETE FROM search_cache WHERE created_at < %s", (time.time() - self.ttl_s,)
        ).rowcount)

    def close(self) -> None:
        self.db.close()


def open_search_cache(settings: Settings, path: Path | None = None
                      ) -> SearchCache | PgSearchCache:
    """PostgreSQL with ``storage.url`` (unless a file is named), else SQLite."""
    ttl = settings.search.cache_ttl_s
    if path is None and settings.storage.url is not None:
        from deepsearch.storage.pg import PgConnection

        return PgSearchCache(PgConnection.for_settings(settings), ttl)
    return SearchCache(path or settings.cache_dir / "search.sqlite", ttl)
