"""LanceDB, embedded: the default store.

Crash safety: an upsert writes the new chunks under a fresh ``ingest_id``, then points
the source row at that id (one atomic commit), then deletes the older chunks. Searches
return only chunks whose ingest id is the source's current one, and opening the store
deletes any orphans a killed process left behind.
"""

from __future__ import annotations

import asyncio
import threading
import uuid
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from deepsearch.errors import StoreError
from deepsearch.kb.store import (
    SearchFilters,
    UpsertItem,
    UpsertStatus,
    VectorStore,
    chunk_rows,
    now_iso,
    query_terms,
    source_record,
)
from deepsearch.models import RetrievedChunk, SourceRecord

_RESULT_COLUMNS = ["chunk_id", "source_id", "ingest_id", "chunk_index", "text", "heading_path",
                   "url", "title", "domain", "group_id", "origin", "trust", "fetched_at"]


def _q(value: str) -> str:
    return "'" + value.replace("'", "''") + "'"


def _where(filters: SearchFilters) -> str | None:
    parts = []
    if filters.group_id:
        parts.append(f"group_id = {_q(filters.group_id)}")
    if filters.domain:
        parts.append(f"(domain = {_q(filters.domain)} OR domain LIKE {_q('%.' + filters.domain)})")
    if filters.uploads_only:
        parts.append("origin = 'upload'")
    if filters.since:
        parts.append(f"fetched_at >= {_q(filters.since)}")
    if filters.source_ids:
        parts.append("source_id IN (" + ", ".join(_q(s) for s in filters.source_ids) + ")")
    return " AND ".join(parts) or None


class LanceStore(VectorStore):
    def __init__(self, path: Path, dim: int, *, vector_index_min_rows: int = 50_000,
                 cache_mb: int = 256) -> None:
        import lancedb
        import pyarrow as pa

        self.path = path
        self.dim = dim
        self.vector_index_min_rows = vector_index_min_rows
        path.mkdir(parents=True, exist_ok=True)
        self._lock = threading.RLock()
        try:
            # LanceDB's default caches (6 GB of index, 1 GB of metadata) let a long-lived
            # process grow without bound as every write adds a table version; cap them.
            session = lancedb.Session(index_cache_size_bytes=cache_mb * 2**20,
                                      metadata_cache_size_bytes=max(16, cache_mb // 4) * 2**20)
            self._db = lancedb.connect(str(path), session=session)
        except Exception as exc:
            raise StoreError(f"cannot open LanceDB at {path}: {exc}") from exc
        self._chunk_schema = pa.schema([
            ("chunk_id", pa.string()), ("source_id", pa.string()), ("ingest_id", pa.string()),
            ("chunk_index", pa.int32()), ("depth", pa.int32()), ("text", pa.string()),
            ("search_text", pa.string()),
            ("heading_path", pa.list_(pa.string())), ("url", pa.string()),
            ("title", pa.string()), ("domain", pa.string()), ("group_id", pa.string()),
            ("origin", pa.string()), ("query", pa.string()), ("trust", pa.float32()),
            ("is_https", pa.bool_()), ("summary", pa.string()),
            ("entities", pa.list_(pa.string())), ("file_name", pa.string()),
            ("fetched_at", pa.string()), ("content_hash", pa.string()),
            ("vector", pa.list_(pa.float32(), dim)),
        ])
        self._source_schema = pa.schema([
            ("source_id", pa.string()), ("url", pa.string()), ("title", pa.string()),
            ("domain", pa.string()), ("group_id", pa.string()), ("origin", pa.string()),
            ("content_hash", pa.string()), ("ingest_id", pa.string()),
            ("chunk_count", pa.int32()), ("trust", pa.float32()), ("fetched_at", pa.string()),
            ("summary", pa.string()), ("stored_at", pa.string()),
        ])
        listed = self._db.list_tables()
        names = set(getattr(listed, "tables", listed))
        self.chunks = (self._db.open_table("chunks") if "chunks" in names
                       else self._db.create_table("chunks", schema=self._chunk_schema))
        self.sources_table = (self._db.open_table("sources") if "sources" in names
                              else self._db.create_table("sources", schema=self._source_schema))
        stored_dim = self.chunks.schema.field("vector").type.list_size
        if stored_dim != dim:
            raise StoreError(
                f"the knowledge base at {path} holds {stored_dim}-dimensional vectors, "
                f"the embedder makes {dim}",
                hint="use another kb.path, or delete the folder to re-index")
        self._current: dict[str, str] = {}
        self._hashes: dict[str, str] = {}
        self._fts_ready = False
        self._writes_since_optimize = 0
        self._load_sources()
        self.repaired = self._repair()

    # ---- bookkeeping -----------------------------------------------------------------
    def _load_sources(self) -> None:
        table = self.sources_table.to_arrow().select(["source_id", "ingest_id", "content_hash"])
        self._current = dict(zip(table["source_id"].to_pylist(), table["ingest_id"].to_pylist(),
                                 strict=True))
        self._hashes = dict(zip(table["content_hash"].to_pylist(),
                                table["source_id"].to_pylist(), strict=True))

    def _repair(self) -> int:
        """Delete chunks that belong to no current ingest (left by a killed process)."""
        count = self.chunks.count_rows()
        if count == 0:
            return 0
        pairs = (self.chunks.search().select(["source_id", "ingest_id"]).limit(count)
                 .to_arrow())
        orphans = {ing for sid, ing in zip(pairs["source_id"].to_pylist(),
                                           pairs["ingest_id"].to_pylist(), strict=True)
                   if self._current.get(sid) != ing}
        for start in range(0, len(orphans), 200):
            part = sorted(orphans)[start: start + 200]
            self.chunks.delete("ingest_id IN (" + ", ".join(_q(i) for i in part) + ")")
        return len(orphans)

    def _ensure_indexes(self) -> None:
        from lancedb.index import FTS

        count = self.chunks.count_rows()
        if count == 0:
            return
        indexed = {idx.columns[0] for idx in self.chunks.list_indices()}
        if "search_text" not in indexed:
            self.chunks.create_index("search_text", config=FTS(with_position=False),
                                     replace=True)
        if "vector" not in indexed and count >= self.vector_index_min_rows:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                self.chunks.create_index(metric="cosine", vector_column_name="vector",
                                         index_type="IVF_HNSW_SQ")
        self._fts_ready = True

    def optimize(self) -> None:
        """Fold new rows into the indexes and compact (also done every 200 writes)."""
        with self._lock:
            self._ensure_indexes()
            self.chunks.optimize()
            self._writes_since_optimize = 0

    # ---- writes ------------------------------------------------------------------------
    def _upsert_many(self, items: Sequence[UpsertItem]) -> list[UpsertStatus]:
        with self._lock:
            statuses: list[UpsertStatus] = []
            rows: list[dict[str, Any]] = []
            records: list[dict[str, Any]] = []
            replaced: dict[str, str] = {}
            batch_hashes: dict[str, str] = {}
            for item in items:
                document = item.document
                sid = document.source_id
                owner = self._hashes.get(document.content_hash)
                if owner == sid and sid in self._current:
                    statuses.append("unchanged")
                    continue
                if (owner is not None and owner in self._current) or (
                        batch_hashes.get(document.content_hash, sid) != sid):
                    statuses.append("duplicate")
                    continue
                batch_hashes[document.content_hash] = sid
                ingest_id = uuid.uuid4().hex
                new_rows = chunk_rows(document, item.chunks, item.vectors, item.provenance,
                                      ingest_id)
                rows.extend(r.__dict__ for r in new_rows)
                record = source_record(document, item.provenance, len(new_rows)).model_dump()
                record.update(ingest_id=ingest_id, stored_at=now_iso())
                earlier = any(r["source_id"] == sid for r in records)  # in this batch
                records = [r for r in records if r["source_id"] != sid] + [record]
                if sid in self._current or earlier:
                    replaced[sid] = ingest_id
                statuses.append("replaced" if sid in self._current or earlier else "added")
            if not records:
                return statuses
            # 1. chunks under fresh ingest ids (invisible until step 2 commits)
            if rows:
                self.chunks.add(rows)
            # 2. one atomic commit points every source at its new ingest id
            (self.sources_table.merge_insert("source_id").when_matched_update_all()
             .when_not_matched_insert_all().execute(records))
            for record in records:
                self._current[record["source_id"]] = record["ingest_id"]
                self._hashes[record["content_hash"]] = record["source_id"]
            # 3. the replaced versions go
            if replaced:
                keep = ", ".join(_q(i) for i in replaced.values())
                sids = ", ".join(_q(s) for s in replaced)
                self.chunks.delete(f"source_id IN ({sids}) AND ingest_id NOT IN ({keep})")
            self._writes_since_optimize += 1
            if not self._fts_ready:
                self._ensure_indexes()
            elif self._writes_since_optimize >= 50:
                self.optimize()
            return statuses

    async def upsert_many(self, items):
        return await asyncio.to_thread(self._upsert_many, items)

    def _delete(self, source_id: str | None, group_id: str | None) -> int:
        if not source_id and not group_id:
            raise StoreError("delete needs a source id or a group id")
        with self._lock:
            where = f"source_id = {_q(source_id)}" if source_id else f"group_id = {_q(group_id)}"
            gone = self.sources_table.count_rows(where)
            self.sources_table.delete(where)
            self.chunks.delete(where)
            self._load_sources()
            return gone

    async def delete(self, *, source_id=None, group_id=None):
        return await asyncio.to_thread(self._delete, source_id, group_id)

    # ---- reads -------------------------------------------------------------------------
    def _hits(self, rows: list[dict[str, Any]], kind: str) -> list[RetrievedChunk]:
        out = []
        for row in rows:
            if self._current.get(row["source_id"]) != row["ingest_id"]:
                continue  # an orphan or a version being replaced
            if kind == "text":
                score = float(row.get("_score", 0.0))
                extra = {"text_score": score}
            else:
                score = 1.0 - float(row.get("_distance", 1.0))
                extra = {"vector_score": score}
            out.append(RetrievedChunk(
                chunk_id=row["chunk_id"], source_id=row["source_id"], index=row["chunk_index"],
                text=row["text"], heading_path=row["heading_path"] or [], url=row["url"],
                title=row["title"], domain=row["domain"], group_id=row["group_id"],
                origin=row["origin"], trust=float(row["trust"]), fetched_at=row["fetched_at"],
                score=score, **extra))
        return out

    def _search_text(self, query: str, k: int, filters: SearchFilters) -> list[RetrievedChunk]:
        terms = query_terms(query)
        if not terms:
            return []
        if not self._fts_ready:
            with self._lock:
                self._ensure_indexes()
            if not self._fts_ready:
                return []  # an empty table
        builder = self.chunks.search(" ".join(terms), query_type="fts")
        where = _where(filters)
        if where:
            builder = builder.where(where, prefilter=True)
        rows = builder.select([*_RESULT_COLUMNS, "_score"]).limit(k + 10).to_list()
        return self._hits(rows, "text")[:k]

    async def search_text(self, query, k, filters=SearchFilters()):
        return await asyncio.to_thread(self._search_text, query, k, filters)

    def _search_vector(self, vector: np.ndarray, k: int,
                       filters: SearchFilters) -> list[RetrievedChunk]:
        if not self._current:
            return []
        builder = (self.chunks.search(np.asarray(vector, dtype=np.float32),
                                      vector_column_name="vector").metric("cosine"))
        where = _where(filters)
        if where:
            builder = builder.where(where, prefilter=True)
        rows = builder.select([*_RESULT_COLUMNS, "_distance"]).limit(k + 10).to_list()
        return self._hits(rows, "vector")[:k]

    async def search_vector(self, vector, k, filters=SearchFilters()):
        return await asyncio.to_thread(self._search_vector, vector, k, filters)

    async def content_hashes(self, source_ids):
        with self._lock:
            by_source = {sid: h for h, sid in self._hashes.items()}
        return {sid: by_source[sid] for sid in source_ids
                if sid in by_source and sid in self._current}

    def _chunks_of(self, source_id: str) -> list[RetrievedChunk]:
        with self._lock:
            rows = (self.chunks.search().where(f"source_id = {_q(source_id)}")
                    .select(_RESULT_COLUMNS).limit(100_000).to_list())
        hits = self._hits(rows, "vector")
        return sorted(hits, key=lambda h: h.index)

    async def chunks_of(self, source_id):
        return await asyncio.to_thread(self._chunks_of, source_id)

    def _vectors_of(self, chunk_ids: Sequence[str]) -> dict[str, np.ndarray]:
        if not chunk_ids:
            return {}
        with self._lock:
            where = "chunk_id IN (" + ", ".join(_q(c) for c in chunk_ids) + ")"
            rows = (self.chunks.search().where(where).select(["chunk_id", "vector"])
                    .limit(len(chunk_ids) * 2).to_list())
        return {r["chunk_id"]: np.asarray(r["vector"], dtype=np.float32) for r in rows}

    async def vectors_of(self, chunk_ids):
        return await asyncio.to_thread(self._vectors_of, chunk_ids)

    def _sources(self, filters: SearchFilters, limit: int) -> list[SourceRecord]:
        with self._lock:
            builder = self.sources_table.search()
            where = _where(filters)
            if where:
                builder = builder.where(where)
            rows = builder.limit(limit).to_list()
        rows.sort(key=lambda r: r["stored_at"], reverse=True)
        fields = SourceRecord.model_fields
        return [SourceRecord(**{k: v for k, v in r.items() if k in fields}) for r in rows]

    async def sources(self, filters=SearchFilters(), limit=1000):
        return await asyncio.to_thread(self._sources, filters, limit)

    def _stats(self) -> dict[str, Any]:
        with self._lock:
            indices = [f"{i.index_type}({','.join(i.columns)})" for i in self.chunks.list_indices()]
            groups: dict[str, int] = {}
            table = self.sources_table.to_arrow().select(["group_id"])
            for g in table["group_id"].to_pylist():
                groups[g] = groups.get(g, 0) + 1
            return {"backend": "lancedb", "path": str(self.path), "dim": self.dim,
                    "chunks": self.chunks.count_rows(), "sources": self.sources_table.count_rows(),
                    "groups": groups, "indexes": indices, "version": self.chunks.version}

    async def stats(self):
        return await asyncio.to_thread(self._stats)
