"""The search cache: SQLite, keyed by provider and normalised query, with a TTL.

Every successful answer is written through; when every live provider fails for a
query, the freshest cached answer from any provider is the last fallback (SDD-002's
"cached results").
"""

from __future__ import annotations

import json
import time
from pathlib import Path

from deepsearch.models import SearchHit
from deepsearch.sqlite import SqliteFile

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
        hits = [SearchHit.model_validate({**h, "cached": True}) for h in json.loads(payload)]
        return provider, hits

    def purge_expired(self) -> int:
        with self._lock, self._db:
            cur = self._db.execute(
                "DELETE FROM search_cache WHERE created_at < ?", (time.time() - self.ttl_s,)
            )
        return cur.rowcount

