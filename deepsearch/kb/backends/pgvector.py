"""PostgreSQL with pgvector: the store for deployments that outgrow one machine.

Same schema as the LanceDB store. Full text is a generated ``tsvector`` column with a
GIN index; vectors have an HNSW index (cosine); hybrid search fuses both rankings with
reciprocal rank fusion in one SQL statement. Every upsert is one transaction, which is
what makes it crash-safe. With no ``kb.postgres_url`` an embedded server is started
from the ``pgserver`` package under ``<data_dir>/pg``.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from typing import Any, NamedTuple, TypeVar

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

T = TypeVar("T")
log = logging.getLogger(__name__)
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
{vector_index};
CREATE INDEX IF NOT EXISTS ds_chunks_source ON ds_chunks (source_id);
CREATE INDEX IF NOT EXISTS ds_chunks_group ON ds_chunks (group_id);
"""
_COLUMNS = ("chunk_id, source_id, chunk_index, text, heading_path, url, title, domain, "
            "group_id, origin, trust, fetched_at")
_VECTOR_INDEX = ("CREATE INDEX IF NOT EXISTS ds_chunks_vector ON ds_chunks "
                 "USING hnsw (vector vector_cosine_ops)")
_COPY = (
    "COPY ds_chunks (chunk_id, source_id, chunk_index, depth, text, search_text, "
    "heading_path, url, title, domain, group_id, origin, query, trust, is_https, summary, "
    "entities, file_name, fetched_at, content_hash, vector) FROM STDIN WITH (FORMAT BINARY)"
)
_COPY_TYPES = ["text", "text", "int4", "int4", "text", "text", "text[]", "text", "text", "text",
               "text", "text", "text", "float4", "bool", "text", "text[]", "text", "text",
               "text", "vector"]


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


def _tsquery(lexemes: Sequence[str], op: str) -> str:
    """A tsquery literal of already-normalised lexemes (cast with ``::tsquery``, so that
    nothing is parsed or stemmed twice)."""
    quoted = ("'" + lex.replace("\\", "\\\\").replace("'", "''") + "'" for lex in lexemes)
    return f" {op} ".join(quoted)


class TextQuery(NamedTuple):
    match: str  # the rows to rank: the query's rarer words (any of them)
    rank: str  # what they are ranked by: every word of the query


class PgVectorStore(VectorStore):
    #: a load of at least this many chunks, into a table holding fewer, builds the HNSW
    #: index once at the end instead of maintaining it row by row
    BULK_MIN_ROWS = 5_000
    #: a word in more than this share of the chunks does not select rows to rank (when the
    #: query has a rarer one): ranking every chunk that says "film" is what made full-text
    #: search slow at 100k chunks, and a chunk that matches only such words ranks low anyway
    COMMON_SHARE = 0.01
    #: below this many chunks every word selects (ranking all matches is fast there)
    FILTER_MIN_ROWS = 20_000
    #: how long the word statistics (from ANALYZE, in pg_stats) are kept before re-reading
    STATS_TTL_S = 300.0

    def __init__(self, pool: Any, dim: int, *, server: Any = None, url: str = "",
                 reconnect_s: float = 60.0) -> None:
        self.pool = pool
        self.reconnect_s = reconnect_s
        self._common: frozenset[str] = frozenset()
        self._common_read_at = -1e9
        self.dim = dim
        self._server = server
        self.url = url

    @classmethod
    async def open(cls, settings: Settings, dim: int) -> PgVectorStore:
        try:
            import psycopg
            from pgvector.psycopg import register_vector_async
            from psycopg_pool import AsyncConnectionPool
        except ImportError as exc:
            raise ConfigError("the pgvector backend needs psycopg, psycopg-pool and pgvector",
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
            async with await psycopg.AsyncConnection.connect(
                    url, connect_timeout=10, autocommit=True) as conn:
                # Processes starting together on a fresh database (workers, replicas) would
                # race in CREATE EXTENSION / CREATE TABLE IF NOT EXISTS: one at a time.
                await conn.execute("SELECT pg_advisory_lock(%s)", (_SCHEMA_LOCK,))
                try:
                    await conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
                    await register_vector_async(conn)
                    await conn.execute(_SCHEMA.format(dim=dim, vector_index=_VECTOR_INDEX))
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
            raise StoreError(f"the database holds {row[0]}-dimensional vectors, the embedder "
                             f"makes {dim}", hint="use another database or re-index")
        # A pool: searches from concurrent runs do not queue behind one connection, and a
        # connection the database dropped (a restart) is replaced at the next checkout.
        pool = AsyncConnectionPool(
            url, min_size=1, max_size=settings.kb.pool_size, open=False, timeout=30,
            kwargs={"autocommit": True, "connect_timeout": 10},
            configure=register_vector_async, check=AsyncConnectionPool.check_connection)
        try:
            await pool.open(wait=True, timeout=30)
        except Exception as exc:
            await pool.close()
            raise StoreError(f"PostgreSQL: cannot open connections: {exc}".strip()) from exc
        return cls(pool, dim, server=server, url=url,
                   reconnect_s=settings.storage.reconnect_s)

    async def aclose(self) -> None:
        await self.pool.close()
        if self._server is not None:
            await asyncio.to_thread(self._server.cleanup)

    async def _with_connection(self, work: Callable[[Any], Awaitable[T]]) -> T:
        """``work(conn)`` on a pooled connection. Losing the database (a restart) is not an
        error at once: work is retried on a fresh connection with growing pauses for up to
        ``reconnect_s`` (work is one statement or one transaction, so a retry is safe)."""
        import psycopg

        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.reconnect_s
        delay = 0.2
        while True:
            try:
                async with self.pool.connection() as conn:
                    return await work(conn)
            except psycopg.OperationalError as exc:
                if loop.time() + delay > deadline:
                    raise StoreError(f"PostgreSQL: {str(exc).strip()[:300]}",
                                     retryable=True) from exc
                log.warning("lost PostgreSQL (%s); retrying", str(exc).splitlines()[0][:120])
                await asyncio.sleep(delay)
                delay = min(delay * 2, 2.0)
            except psycopg.Error as exc:
                raise StoreError(f"PostgreSQL: {exc}".strip()) from exc

    async def _run(self, sql: str, args: Sequence[Any] = ()) -> list[tuple]:
        async def work(conn: Any) -> list[tuple]:
            cur = await conn.execute(sql, args)
            return await cur.fetchall() if cur.description else []

        return await self._with_connection(work)

    # ---- writes --------------------------------------------------------------------------
    async def upsert_many(self, items: Sequence[UpsertItem]) -> list[UpsertStatus]:
        """One transaction for the whole batch: the owners of the batch's hashes looked up in
        one query, sources written in one statement, chunks streamed with binary COPY."""
        if not items:
            return []

        async def work(conn: Any) -> list[UpsertStatus]:
            async with conn.transaction():
                return await self._upsert_batch(conn, items)

        return await self._with_connection(work)

    async def _upsert_batch(self, conn: Any, items: Sequence[UpsertItem]) -> list[UpsertStatus]:
        hashes = sorted({i.document.content_hash for i in items})
        sids = sorted({i.document.source_id for i in items})
        cur = await conn.execute(
            "SELECT source_id, content_hash FROM ds_sources "
            "WHERE content_hash = ANY(%s) OR source_id = ANY(%s)", (hashes, sids))
        stored = await cur.fetchall()
        owners: dict[str, set[str]] = {}
        for sid, content_hash in stored:
            owners.setdefault(content_hash, set()).add(sid)
        existing = {sid for sid, _ in stored}
        statuses: list[UpsertStatus] = []
        chosen: dict[str, UpsertItem] = {}
        batch_hashes: dict[str, str] = {}
        for item in items:
            document = item.document
            sid, content_hash = document.source_id, document.content_hash
            holders = owners.get(content_hash, set())
            if sid in holders:
                statuses.append("unchanged")
            elif holders or batch_hashes.get(content_hash, sid) != sid:
                statuses.append("duplicate")
            else:
                batch_hashes[content_hash] = sid
                statuses.append("replaced" if sid in existing or sid in chosen else "added")
                chosen[sid] = item  # a later version of a source in the batch wins
        if not chosen:
            return statuses
        records = [source_record(i.document, i.provenance, len(i.chunks))
                   for i in chosen.values()]
        async with conn.cursor() as cur:
            await cur.executemany(
                "INSERT INTO ds_sources (source_id, url, title, domain, group_id, origin, "
                "content_hash, chunk_count, trust, fetched_at, summary, stored_at) VALUES "
                "(%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, now()) ON CONFLICT (source_id) "
                "DO UPDATE SET url = EXCLUDED.url, title = EXCLUDED.title, "
                "domain = EXCLUDED.domain, group_id = EXCLUDED.group_id, "
                "origin = EXCLUDED.origin, content_hash = EXCLUDED.content_hash, "
                "chunk_count = EXCLUDED.chunk_count, trust = EXCLUDED.trust, "
                "fetched_at = EXCLUDED.fetched_at, summary = EXCLUDED.summary, "
                "stored_at = now()",
                [(r.source_id, r.url, r.title, r.domain, r.group_id, r.origin, r.content_hash,
                  r.chunk_count, r.trust, r.fetched_at, r.summary) for r in records])
        replaced = sorted(existing & set(chosen))
        if replaced:
            await conn.execute("DELETE FROM ds_chunks WHERE source_id = ANY(%s)", (replaced,))
        async with conn.cursor() as cur, cur.copy(_COPY) as copy:
            copy.set_types(_COPY_TYPES)
            for item in chosen.values():
                for r in chunk_rows(item.document, item.chunks, item.vectors, item.provenance,
                                    ""):
                    await copy.write_row((
                        r.chunk_id, r.source_id, r.chunk_index, r.depth, r.text,
                        r.search_text, r.heading_path, r.url, r.title, r.domain, r.group_id,
                        r.origin, r.query, r.trust, r.is_https, r.summary, r.entities,
                        r.file_name, r.fetched_at, r.content_hash,
                        np.asarray(r.vector, dtype=np.float32)))
        return statuses

    @asynccontextmanager
    async def bulk_load(self, expected_chunks: int) -> AsyncIterator[None]:
        """Loading many chunks into a (nearly) empty table: drop the HNSW index first and
        build it once at the end with more memory, which is several times faster than
        maintaining it row by row. Searches during the load still work (exact scan)."""
        if expected_chunks < self.BULK_MIN_ROWS or \
                (await self._run("SELECT count(*) FROM ds_chunks"))[0][0] >= expected_chunks:
            yield  # a small load (most of them): no table scan, the index kept up
            return
        await self._run("DROP INDEX IF EXISTS ds_chunks_vector")
        try:
            yield
        finally:
            await self.build_vector_index()
            await self._run("ANALYZE ds_chunks")  # word statistics for the text search
            self._common_read_at = -1e9

    async def build_vector_index(self) -> None:
        async def work(conn: Any) -> None:
            await conn.execute("SET maintenance_work_mem = '1GB'")
            await conn.execute("SET max_parallel_maintenance_workers = 1")
            try:
                await conn.execute(_VECTOR_INDEX)
            finally:
                await conn.execute("RESET maintenance_work_mem")
                await conn.execute("RESET max_parallel_maintenance_workers")

        await self._with_connection(work)

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

    async def text_query(self, query: str) -> TextQuery | None:
        """The query's words as the database indexes them (English stemming), split into
        those that select rows and those that only rank them. When the rarer words select
        no chunk at all (words the table does not hold), every word selects, as on a small
        table."""
        terms = query_terms(query)
        if not terms:
            return None
        [(lexemes,)] = await self._run(
            "SELECT tsvector_to_array(to_tsvector('english', %s))", (" ".join(terms),))
        if not lexemes:
            return None
        common = await self.common_words()
        every = _tsquery(lexemes, "|")
        if not common.intersection(lexemes):
            return TextQuery(match=every, rank=every)
        rare = [lex for lex in lexemes if lex not in common]
        match = _tsquery(rare, "|") if rare else _tsquery(lexemes, "&")
        found = await self._run("SELECT 1 FROM ds_chunks WHERE tsv @@ %s::tsquery LIMIT 1",
                                (match,))
        return TextQuery(match=match if found else every, rank=every)

    async def common_words(self) -> frozenset[str]:
        """Words in more than COMMON_SHARE of the chunks, from the statistics ANALYZE keeps
        for the full-text column (re-read every STATS_TTL_S; empty before the first
        ANALYZE, and below FILTER_MIN_ROWS chunks, when every word selects)."""
        now = asyncio.get_running_loop().time()
        if now - self._common_read_at > self.STATS_TTL_S:
            [(size,)] = await self._run(
                "SELECT reltuples FROM pg_class WHERE oid = 'ds_chunks'::regclass")
            rows = [] if size < self.FILTER_MIN_ROWS else await self._run(
                "SELECT most_common_elems::text::text[], most_common_elem_freqs FROM pg_stats "
                "WHERE tablename = 'ds_chunks' AND attname = 'tsv' "
                "AND schemaname = ANY(current_schemas(false))")
            words: set[str] = set()
            for elems, freqs in rows:
                if elems and freqs:
                    words |= {e for e, f in zip(elems, freqs, strict=False)
                              if f > self.COMMON_SHARE}
            self._common, self._common_read_at = frozenset(words), now
        return self._common

    async def search_text(self, query, k, filters=SearchFilters()):
        text = await self.text_query(query)
        if text is None:
            return []
        where, args = _where(filters)
        rows = await self._run(
            f"SELECT {_COLUMNS}, ts_rank_cd(tsv, %s::tsquery) AS s FROM ds_chunks "
            f"WHERE tsv @@ %s::tsquery AND {where} ORDER BY s DESC LIMIT %s",
            [text.rank, text.match, *args, k])
        return [self._hit(r, r[12], float(r[12]), None) for r in rows]

    async def search_vector(self, vector, k, filters=SearchFilters()):
        where, args = _where(filters)
        vec = np.asarray(vector, dtype=np.float32)
        rows = await self._run(
            f"SELECT {_COLUMNS}, 1 - (vector <=> %s) AS s FROM ds_chunks WHERE {where} "
            "ORDER BY vector <=> %s LIMIT %s", [vec, *args, vec, k])
        return [self._hit(r, r[12], None, float(r[12])) for r in rows]

    async def search_hybrid(self, query, vector, k, filters=SearchFilters(), *, rrf_k=10):
        depth = max(k * 3, 30)
        text = await self.text_query(query)
        if text is None:
            return await self.search_vector(vector, k, filters)
        where, args = _where(filters)
        vec = np.asarray(vector, dtype=np.float32)
        sql = f"""
            WITH v AS (
                SELECT chunk_id, 1 - (vector <=> %s) AS vs,
                       row_number() OVER (ORDER BY vector <=> %s) AS r
                FROM ds_chunks WHERE {where} ORDER BY vector <=> %s LIMIT %s),
            t AS (
                SELECT chunk_id, ts_rank_cd(tsv, %s::tsquery) AS ts
                FROM ds_chunks WHERE tsv @@ %s::tsquery AND {where} ORDER BY ts DESC LIMIT %s),
            tr AS (SELECT chunk_id, ts, row_number() OVER (ORDER BY ts DESC) AS r FROM t),
            fused AS (
                SELECT chunk_id, COALESCE(1.0 / (%s + v.r), 0) + COALESCE(1.0 / (%s + t.r), 0)
                       AS score, t.ts, v.vs
                FROM v FULL OUTER JOIN tr t USING (chunk_id))
            SELECT {', '.join('c.' + c.strip() for c in _COLUMNS.split(','))},
                   f.score, f.ts, f.vs
            FROM fused f JOIN ds_chunks c USING (chunk_id) ORDER BY f.score DESC LIMIT %s"""
        rows = await self._run(sql, [vec, vec, *args, vec, depth, text.rank, text.match,
                                     *args, depth, rrf_k, rrf_k, k])
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
