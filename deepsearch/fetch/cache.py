"""The page cache: SQLite, keyed by normalised URL, with validators for conditional requests."""

from __future__ import annotations

import time
import zlib

from deepsearch.models import FetchedPage
from deepsearch.net.urls import normalize_url
from deepsearch.sqlite import SqliteFile

_SCHEMA = """
CREATE TABLE IF NOT EXISTS pages (
    url_key TEXT PRIMARY KEY,
    url TEXT NOT NULL,
    status INTEGER NOT NULL,
    content_type TEXT NOT NULL,
    charset TEXT,
    etag TEXT,
    last_modified TEXT,
    body BLOB NOT NULL,
    stored_at REAL NOT NULL
);
"""


class PageCache(SqliteFile):
    SCHEMA = _SCHEMA

    def get(self, url: str) -> tuple[FetchedPage, float] | None:
        """The cached page for ``url`` and its age in seconds, or None."""
        with self._lock:
            row = self._db.execute(
                "SELECT url, status, content_type, charset, etag, last_modified, body, stored_at"
                " FROM pages WHERE url_key = ?", (normalize_url(url),),
            ).fetchone()
        if row is None:
            return None
        final, status, ctype, charset, etag, modified, body, stored = row
        page = FetchedPage(url=final, requested_url=url, status=status, content_type=ctype,
                           charset=charset, body=zlib.decompress(body), etag=etag,
                           last_modified=modified, from_cache=True)
        return page, time.time() - stored

    def put(self, page: FetchedPage) -> None:
        row = (page.url, page.status, page.content_type, page.charset, page.etag,
               page.last_modified, zlib.compress(page.body, 6), time.time())
        keys = {normalize_url(page.requested_url), normalize_url(page.url)}
        with self._lock, self._db:
            for key in keys:
                self._db.execute("INSERT OR REPLACE INTO pages VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                                 (key, *row))

    def touch(self, url: str) -> None:
        with self._lock, self._db:
            self._db.execute("UPDATE pages SET stored_at = ? WHERE url_key = ?",
                             (time.time(), normalize_url(url)))

