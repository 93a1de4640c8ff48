"""SQLite registry of every document ingested or read: one row per source, written atomically."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime

from deepsearch.kb.base import AddStatus, DocumentSink
from deepsearch.models import Document
from deepsearch.sqlite import SqliteFile

_SCHEMA = """
CREATE TABLE IF NOT EXISTS documents (
    source_id TEXT PRIMARY KEY,
    url TEXT NOT NULL,
    title TEXT NOT NULL,
    origin TEXT NOT NULL,
    content_hash TEXT NOT NULL,
    file_hash TEXT,
    text TEXT NOT NULL,
    meta TEXT NOT NULL,
    fetched_at TEXT NOT NULL,
    stored_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS documents_hash ON documents (content_hash);
"""


class DocumentRegistry(SqliteFile, DocumentSink):
    SCHEMA = _SCHEMA

    def _add(self, document: Document, file_hash: str | None) -> AddStatus:
        with self._lock, self._db:
            row = self._db.execute("SELECT content_hash FROM documents WHERE source_id = ?",
                                   (document.source_id,)).fetchone()
            if row is not None and row[0] == document.content_hash:
                self._db.execute("UPDATE documents SET file_hash = ? WHERE source_id = ?",
                                 (file_hash, document.source_id))
                return "unchanged"
            self._db.execute(
                "INSERT OR REPLACE INTO documents VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (document.source_id, document.url, document.title, document.origin,
                 document.content_hash, file_hash, document.text,
                 document.meta.model_dump_json(), document.fetched_at.isoformat(),
                 datetime.now(UTC).isoformat()),
            )
        return "ingested"

    async def add(self, document: Document, *, file_hash: str | None = None) -> AddStatus:
        return await asyncio.to_thread(self._add, document, file_hash)

    async def file_hash(self, source_id: str) -> str | None:
        with self._lock:
            row = self._db.execute("SELECT file_hash FROM documents WHERE source_id = ?",
                                   (source_id,)).fetchone()
        return row[0] if row else None

    def get(self, source_id: str) -> Document | None:
        with self._lock:
            row = self._db.execute(
                "SELECT source_id, url, title, origin, content_hash, text, meta, fetched_at"
                " FROM documents WHERE source_id = ?", (source_id,)).fetchone()
        if row is None:
            return None
        sid, url, title, origin, chash, text, meta, fetched = row
        from deepsearch.extract.dedupe import simhash

        return Document(source_id=sid, url=url, title=title, origin=origin, content_hash=chash,
                        text=text, meta=json.loads(meta), simhash=simhash(text),
                        fetched_at=datetime.fromisoformat(fetched))

    def count(self) -> int:
        with self._lock:
            return self._db.execute("SELECT COUNT(*) FROM documents").fetchone()[0]

    async def aclose(self) -> None:
        self.close()
