"""The page cache, keyed by normalised URL, with validators for conditional requests: SQLite
in ``data_dir``, or PostgreSQL with ``storage.url`` (shared by every worker)."""

from __future__ import annotations

import time
import zlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

from deepsearch.models import FetchedPage
from deepsearch.net.urls import normalize_url
from deepsearch.settings import Settings
from deepsearch.sqlite import SqliteFile

if TYPE_CHECKING:
    from deepsearch.storage.pg import PgConnection

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
            row = self._db.execute(f"{_SELECT} FROM pages WHERE url_key = ?",
                                   (normalize_url(url),)).fetchone()
        return _page(url, row)

    def put(self, page: FetchedPage) -> None:
        row, keys = _row(page)
        with self._lock, self._db:
            for key in keys:
                self._db.execute("INSERT OR REPLACE INTO pages VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                                 (key, *row))

    def touch(self, url: str) -> None:
        with self._lock, self._db:
            self._db.execute("UPDATE pages SET stored_at = ? WHERE url_key = ?",
                             (time.time(), normalize_url(url)))



_SELECT = "SELECT url, status, content_type, charset, etag, last_modified, body, stored_at"


def _page(url: str, row: Any) -> tuple[FetchedPage, float] | None:
    if row is None:
        return None
    final, status, ctype, charset, etag, modified, body, stored = row
    page = FetchedPage(url=final, requested_url=url, status=status, content_type=ctype,
                       charset=charset, body=zlib.decompress(bytes(body)), etag=etag,
                       last_modified=modified, from_cache=True)
    return page, time.time() - stored


def _row(page: FetchedPage) -> tuple[tuple, set[str]]:
    row = (page.url, page.status, page.content_type, page.charset, page.etag,
           page.last_modified, zlib.compress(page.body, 6), time.time())
    return row, {normalize_url(page.requested_url), normalize_url(page.url)}


class PgPageCache:
    """The same cache in PostgreSQL (``storage.url``)."""

    def __init__(self, db: PgConnection) -> None:
        self.db = db

    def get(self, url: str) -> tuple[FetchedPage, float] | None:
        row = self.db.run(lambda conn: conn.execute(
            f"{_SELECT} FROM pages WHERE url_key = %s", (normalize_url(url),)).fetchone())
        return _page(url, row)

    def put(self, page: FetchedPage) -> None:
        row, keys = _row(page)

        def work(conn: Any) -> None:
            with conn.transaction():
                for key in keys:
                    conn.execute("INSERT INTO pages VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s) "
                                 "ON CONFLICT (url_key) DO UPDATE SET url = EXCLUDED.url, "
                                 "status = EXCLUDED.status, content_type = EXCLUDED.content_type,"
                                 " charset = EXCLUDED.charset, etag = EXCLUDED.etag, "
                                 "last_modified = EXCLUDED.last_modified, body = EXCLUDED.body, "
                                 "stored_at = EXCLUDED.stored_at", (key, *row))

        self.db.run(work)

    def touch(self, url: str) -> None:
        self.db.run(lambda conn: conn.execute(
            "UPDATE pages SET stored_at = %s WHERE url_key = %s",
            (time.time(), normalize_url(url))))

    def close(self) -> None:
        self.db.close()


def open_page_cache(settings: Settings, path: Path | None = None) -> PageCache | PgPageCache:
    """PostgreSQL with ``storage.url`` (unless a file is named), else SQLite."""
    if path is None and settings.storage.url is not None:
        from deepsearch.storage.pg import PgConnection

        return PgPageCache(PgConnection.for_settings(settings))
    return PageCache(path or settings.cache_dir / "pages.sqlite")
