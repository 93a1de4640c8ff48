"""PostgreSQL with pgvector: the store for deployments that outgrow one machine.

Same schema as the LanceDB store. Full text is a generated ``tsvector`` column with a
GIN index; vectors have an HNSW index (cosine); hybrid search fuses both rankings with
reciprocal rank fusion in one SQL statement. Every upsert is one transaction, which is
what makes it crash-safe. With no ``kb.postgres_url`` an embedded server is started
from the ``pgserver`` package under ``<data_dir>/pg``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

import numpy as np

from deepsearch.errors import ConfigError, StoreError
from deepsearch.kb.store import (
    SearchFilters,
    UpsertItem,
    UpsertStatus,
    VectorStore,
    chunk_rows,
    query_terms,
    source_record,
)
from deepsearch.models import RetrievedChunk, SourceRecord
from deepsearch.settings import Settings

_SCHEMA_LOCK = 0x64656573  # the advisory lock that serialises schema creation
_SCHEMA = """
CREATE EXTENSION IF NOT EXISTS vector;
CREATE TABLE IF NOT EXISTS ds_sources (
    source_id text PRIMARY KEY, url text NOT NULL, title text NOT NULL, domain text NOT NULL,
    group_id text NOT NULL, origin text NOT NULL, content_hash text NOT NULL,
    chunk_count int NOT NULL, trust real NOT NULL, fetched_at text NOT NULL,
    summary text NOT NULL, stored_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS ds_sources_hash ON ds_sources (content_hash);
CREATE INDEX IF NOT EXISTS ds_sources_group ON ds_sources (group_id);
CREATE TABLE IF NOT EXISTS ds_chunks (
    chunk_id text PRIMARY KEY,
    source_id text NOT NULL REFERENCES ds_sources (source_id) ON DELETE CASCADE,
    chunk_index int NOT NULL, depth int NOT NULL, text text NOT NULL,
    search_text text NOT NULL, heading_path text[] NOT NULL, url text NOT NULL,
    title text NOT NULL, domain text NOT NULL, group_id text NOT NULL, origin text NOT NULL,
    query text NOT NULL, trust real NOT NULL, is_https boolean NOT NULL, summary text NOT NULL,
    entities text[] NOT NULL, file_name text NOT NULL, fetched_at text NOT NULL,
    content_hash text NOT NULL, vector vector({dim}) NOT NULL,
    tsv tsvector GENERATED ALWAYS AS (to_tsvector('english', search_text)) STORED
);
CREATE INDEX IF NOT EXISTS ds_chunks_tsv ON ds_chunks USING gin (tsv);
CREATE INDEX IF NOT EXISTS ds_chunks_vector ON ds_chunks USING hnsw (vector vector_cosine_ops);
CREATE INDEX IF NOT EXISTS ds_chunks_source ON ds_chunks (source_id);
CREATE INDEX IF NOT EXISTS ds_chunks_group ON ds_chunks (group_id);
"""
_COLUMNS = ("chunk_id, source_id, chunk_index, text, heading_path, url, title, domain, "
            "group_id, origin, trust, fetched_at")
_INSERT = (
    "INSERT INTO ds_chunks (chunk_id, source_id, chunk_index, depth, text, search_text, "
    "heading_path, url, title, domain, group_id, origin, query, trust, is_https, summary, "
    "entities, file_name, fetched_at, content_hash, vector) VALUES "
    "(%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)"
)


def _where(filters: SearchFilters, alias: str = "") -> tuple[str, list[Any]]:
    p = f"{alias}." if alias else ""
    parts, args = [], []
    if filters.group_id:
        parts.append(f"{p}group_id = %s")
        args.append(filters.group_id)
    if filters.domain:
        parts.append(f"({p}domain = %s OR {p}domain LIKE %s)")
        args += [filters.domain, "%." + filters.domain]
    if filters.uploads_only:
        parts.append(f"{p}origin = 'upload'")
    if filters.since:
        parts.append(f"{p}fetched_at >= %s")
        args.append(filters.since)
    if filters.source_ids:
        parts.append(f"{p}source_id = ANY(%s)")
        args.append(list(filters.source_ids))
    return (" AND ".join(parts) or "TRUE"), args


def _or_query(text: str) -> str | None:
    terms = query_terms(text)
    return " | ".join(terms) if terms else None


class PgVectorStore(VectorStore):
    def __init__(self, conn: Any, dim: int, *, server: Any = None, url: str = "") -> None:
        self.conn = conn
        self.dim = dim
        self._server = server
        self.url = url
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, settings: Settings, dim: int) -> PgVectorStore:
        try:
            import psycopg
            from pgvector.psycopg import register_vector_async
        except ImportError as exc:
            raise ConfigError("the pgvector backend needs psycopg and pgvector",
                              hint="pip install 'deepsearch[pgvector]'") from exc
        server = None
        if settings.kb.postgres_url is not None:
            url = settings.kb.postgres_url.get_secret_value()
        else:
            try:
                import pgserver
            except ImportError as exc:
                raise ConfigError("no kb.postgres_url and no embedded server",
                                  hint="set kb.postgres_url, or pip install pgserver") from exc
            folder = settings.data_dir / "pg"
            folder.mkdir(parents=True, exist_ok=True)
            server = await asyncio.to_thread(pgserver.get_server, str(folder),
                                             cleanup_mode="stop")
            url = server.get_uri()
        try:
            # Autocommit: reads never hold a transaction open; writes use explicit ones.
            conn = await psycopg.AsyncConnection.connect(url, connect_timeout=10, autocommit=True)
            # Processes starting together on a fresh database (workers, replicas) would race
            # in CREATE EXTENSION / CREATE TABLE IF NOT EXISTS: one at a time.
            await conn.execute("SELECT pg_advisory_lock(%s)", (_SCHEMA_LOCK,))
            try:
                await conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
                await register_vector_async(conn)
                await conn.execute(_SCHEMA.format(dim=dim))
            finally:
                await conn.execute("SELECT pg_advisory_unlock(%s)", (_SCHEMA_LOCK,))
            cur = await conn.execute(
                "SELECT atttypmod FROM pg_attribute WHERE attrelid = 'ds_chunks'::regclass "
                "AND attname = 'vector'")
            row = await cur.fetchone()
        except psycopg.Error as exc:
            raise StoreError(f"PostgreSQL: {exc}".strip(),
                             hint="check kb.postgres_url and that pgvector is installed") from exc
        if row and row[0] != dim:
            await conn.close()
            raise StoreError(f"the database holds {row[0]}-dimensional vectors, the embedder "
                             f"makes {dim}", hint="use another database or re-index")
        return cls(conn, dim, server=server, url=url)

    async def aclose(self) -> None:
        await self.conn.close()
        if self._server is not None:
            await asyncio.to_thread(self._server.cleanup)

    async def _run(self, sql: str, args: Sequence[Any] = ()) -> list[tuple]:
        import psycopg

        async with self._lock:
            try:
                cur = await self.conn.execute(sql, args)
                return await cur.fetchall() if cur.description else []
            except psycopg.Error as exc:
                raise StoreError(f"PostgreSQL: {exc}".strip()) from exc

    # ---- writes --------------------------------------------------------------------------
    async def upsert_many(self, items: Sequence[UpsertItem]) -> list[UpsertStatus]:
        import psycopg

        statuses: list[UpsertStatus] = []
        async with self._lock:
            try:
                async with self.conn.transaction():
                    for item in items:
                        statuses.append(await self._upsert_one(item))
            except psycopg.Error as exc:
                raise StoreError(f"PostgreSQL: {exc}".strip()) from exc
        return statuses

    async def _upsert_one(self, item: UpsertItem) -> UpsertStatus:
        document = item.document
        sid = document.source_id
        cur = await self.conn.execute(
            "SELECT source_id FROM ds_sources WHERE content_hash = %s", (document.content_hash,))
        owners = [r[0] for r in await cur.fetchall()]
        if sid in owners:
            return "unchanged"
        if owners:
            return "duplicate"
        cur = await self.conn.execute("SELECT 1 FROM ds_sources WHERE source_id = %s", (sid,))
        existed = await cur.fetchone() is not None
        record = source_record(document, item.provenance, len(item.chunks))
        await self.conn.execute(
            "INSERT INTO ds_sources (source_id, url, title, domain, group_id, origin, "
            "content_hash, chunk_count, trust, fetched_at, summary, stored_at) VALUES "
            "(%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, now()) ON CONFLICT (source_id) DO "
            "UPDATE SET url = EXCLUDED.url, title = EXCLUDED.title, domain = EXCLUDED.domain, "
            "group_id = EXCLUDED.group_id, origin = EXCLUDED.origin, "
            "content_hash = EXCLUDED.content_hash, chunk_count = EXCLUDED.chunk_count, "
            "trust = EXCLUDED.trust, fetched_at = EXCLUDED.fetched_at, "
            "summary = EXCLUDED.summary, stored_at = now()",
            (record.source_id, record.url, record.title, record.domain, record.group_id,
             record.origin, record.content_hash, record.chunk_count, record.trust,
             record.fetched_at, record.summary))
        await self.conn.execute("DELETE FROM ds_chunks WHERE source_id = %s", (sid,))
        rows = chunk_rows(document, item.chunks, item.vectors, item.provenance, "")
        if rows:
            async with self.conn.cursor() as cur:
                await cur.executemany(_INSERT, [
                    (r.chunk_id, r.source_id, r.chunk_index, r.depth, r.text, r.search_text,
                     r.heading_path, r.url, r.title, r.domain, r.group_id, r.origin, r.query,
                     r.trust, r.is_https, r.summary, r.entities, r.file_name, r.fetched_at,
                     r.content_hash, np.asarray(r.vector, dtype=np.float32))
                    for r in rows])
        return "replaced" if existed else "added"

    async def delete(self, *, source_id=None, group_id=None):
        if not source_id and not group_id:
            raise StoreError("delete needs a source id or a group id")
        column, value = ("source_id", source_id) if source_id else ("group_id", group_id)
        rows = await self._run(f"DELETE FROM ds_sources WHERE {column} = %s RETURNING 1",
                               (value,))
        return len(rows)

    # ---- reads ---------------------------------------------------------------------------
    @staticmethod
    def _hit(row: tuple, score: float, text_score: float | None,
             vector_score: float | None) -> RetrievedChunk:
        (chunk_id, source_id, index, text, heading_path, url, title, domain, group_id, origin,
         trust, fetched_at) = row[:12]
        return RetrievedChunk(
            chunk_id=chunk_id, source_id=source_id, index=index, text=text,
            heading_path=list(heading_path or []), url=url, title=title, domain=domain,
            group_id=group_id, origin=origin, trust=float(trust), fetched_at=fetched_at,
            score=float(score), text_score=text_score, vector_score=vector_score)

    async def search_text(self, query, k, filters=SearchFilters()):
        tsquery = _or_query(query)
        if tsquery is None:
            return []
        where, args = _where(filters)
        rows = await self._run(
            f"SELECT {_COLUMNS}, ts_rank_cd(tsv, q) AS s FROM ds_chunks, "
            f"to_tsquery('english', %s) q WHERE tsv @@ q AND {where} ORDER BY s DESC LIMIT %s",
            [tsquery, *args, k])
        return [self._hit(r, r[12], float(r[12]), None) for r in rows]

    async def search_vector(self, vector, k, filters=SearchFilters()):
        where, args = _where(filters)
        vec = np.asarray(vector, dtype=np.float32)
        rows = await self._run(
            f"SELECT {_COLUMNS}, 1 - (vector <=> %s) AS s FROM ds_chunks WHERE {where} "
            "ORDER BY vector <=> %s LIMIT %s", [vec, *args, vec, k])
        return [self._hit(r, r[12], None, float(r[12])) for r in rows]

    async def search_hybrid(self, query, vector, k, filters=SearchFilters(), *, rrf_k=10):
        tsquery = _or_query(query)
        if tsquery is None:
            return await self.search_vector(vector, k, filters)
        where, args = _where(filters)
        depth = max(k * 3, 30)
        vec = np.asarray(vector, dtype=np.float32)
        sql = f"""
            WITH v AS (
                SELECT chunk_id, 1 - (vector <=> %s) AS vs,
                       row_number() OVER (ORDER BY vector <=> %s) AS r
                FROM ds_chunks WHERE {where} ORDER BY vector <=> %s LIMIT %s),
            t AS (
                SELECT chunk_id, ts_rank_cd(tsv, q) AS ts,
                       row_number() OVER (ORDER BY ts_rank_cd(tsv, q) DESC) AS r
                FROM ds_chunks, to_tsquery('english', %s) q
                WHERE tsv @@ q AND {where} ORDER BY ts DESC LIMIT %s),
            fused AS (
                SELECT chunk_id, COALESCE(1.0 / (%s + v.r), 0) + COALESCE(1.0 / (%s + t.r), 0)
                       AS score, t.ts, v.vs
                FROM v FULL OUTER JOIN t USING (chunk_id))
            SELECT {', '.join('c.' + c.strip() for c in _COLUMNS.split(','))},
                   f.score, f.ts, f.vs
            FROM fused f JOIN ds_chunks c USING (chunk_id) ORDER BY f.score DESC LIMIT %s"""
        rows = await self._run(sql, [vec, vec, *args, vec, depth, tsquery, *args, depth,
                                     rrf_k, rrf_k, k])
        return [self._hit(r, r[12], None if r[13] is None else float(r[13]),
                          None if r[14] is None else float(r[14])) for r in rows]

    async def content_hashes(self, source_ids):
        if not source_ids:
            return {}
        rows = await self._run("SELECT source_id, content_hash FROM ds_sources "
                               "WHERE source_id = ANY(%s)", (list(source_ids),))
        return dict(rows)

    async def chunks_of(self, source_id):
        rows = await self._run(f"SELECT {_COLUMNS} FROM ds_chunks WHERE source_id = %s "
                               "ORDER BY chunk_index", (source_id,))
        return [self._hit(r, 0.0, None, None) for r in rows]

    async def vectors_of(self, chunk_ids):
        if not chunk_ids:
            return {}
        rows = await self._run("SELECT chunk_id, vector FROM ds_chunks WHERE chunk_id = ANY(%s)",
                               (list(chunk_ids),))
        return {r[0]: np.asarray(r[1].to_numpy() if hasattr(r[1], "to_numpy") else r[1],
                                 dtype=np.float32) for r in rows}

    async def sources(self, filters=SearchFilters(), limit=1000):
        where, args = _where(filters)
        rows = await self._run(
            "SELECT source_id, url, title, domain, group_id, origin, content_hash, chunk_count, "
            f"trust, fetched_at, summary FROM ds_sources WHERE {where} "
            "ORDER BY stored_at DESC LIMIT %s", [*args, limit])
        keys = ("source_id", "url", "title", "domain", "group_id", "origin", "content_hash",
                "chunk_count", "trust", "fetched_at", "summary")
        return [SourceRecord(**dict(zip(keys, r, strict=True))) for r in rows]

    async def stats(self):
        [(chunks,)] = await self._run("SELECT count(*) FROM ds_chunks")
        [(sources,)] = await self._run("SELECT count(*) FROM ds_sources")
        groups = dict(await self._run("SELECT group_id, count(*) FROM ds_sources GROUP BY 1"))
        return {"backend": "pgvector", "dim": self.dim, "chunks": chunks, "sources": sources,
                "groups": groups, "embedded_server": self._server is not None}
