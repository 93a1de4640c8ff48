"""An in-memory store: exact BM25 and cosine search over a few thousand chunks at most.

A research run judges its evidence many times over the few hundred chunks it has read;
holding them in memory makes each judgement a matter of milliseconds, while the durable
store (LanceDB or pgvector) is written in the background. Also usable on its own
(``kb.backend = "memory"``) for a knowledge base that lives only as long as the process.
"""

from __future__ import annotations

import math
import re
import threading
from collections import Counter
from collections.abc import Sequence
from typing import Any

import numpy as np

from deepsearch.errors import StoreError
from deepsearch.kb.store import (
    ChunkRow,
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

K1, B = 1.2, 0.75


class MemoryStore(VectorStore):
    def __init__(self, dim: int) -> None:
        self.dim = dim
        self._lock = threading.Lock()
        self._rows: dict[str, ChunkRow] = {}  # chunk id -> row
        self._terms: dict[str, Counter[str]] = {}  # chunk id -> term counts
        self._length: dict[str, int] = {}  # chunk id -> number of terms
        self._df: Counter[str] = Counter()
        self._sources: dict[str, dict[str, Any]] = {}  # source id -> record
        self._by_source: dict[str, list[str]] = {}
        self._hashes: dict[str, str] = {}  # content hash -> source id
        self._ids: list[str] = []
        self._matrix = np.zeros((0, dim), dtype=np.float32)

    # ---- writes ------------------------------------------------------------------------
    def _drop(self, source_id: str) -> None:
        for chunk_id in self._by_source.pop(source_id, []):
            self._rows.pop(chunk_id, None)
            self._df.subtract(set(self._terms.pop(chunk_id, Counter())))
            self._length.pop(chunk_id, None)
        self._df = +self._df  # drop zero counts
        record = self._sources.pop(source_id, None)
        if record is not None and self._hashes.get(record["content_hash"]) == source_id:
            del self._hashes[record["content_hash"]]

    def _rebuild_matrix(self) -> None:
        self._ids = list(self._rows)
        vectors = [self._rows[c].vector for c in self._ids]
        matrix = np.asarray(vectors, dtype=np.float32).reshape(len(vectors), self.dim)
        norms = np.linalg.norm(matrix, axis=1, keepdims=True)
        self._matrix = matrix / np.maximum(norms, 1e-12)

    def _upsert(self, items: Sequence[UpsertItem]) -> list[UpsertStatus]:
        statuses: list[UpsertStatus] = []
        with self._lock:
            for item in items:
                doc = item.document
                if item.vectors.ndim != 2 or (len(item.vectors) and
                                              item.vectors.shape[1] != self.dim):
                    raise StoreError(f"vectors are {item.vectors.shape[-1]}-dimensional; "
                                     f"this store is {self.dim}-dimensional")
                owner = self._hashes.get(doc.content_hash)
                if owner == doc.source_id:
                    statuses.append("unchanged")
                    continue
                if owner is not None:
                    statuses.append("duplicate")
                    continue
                rows = chunk_rows(doc, item.chunks, item.vectors, item.provenance, "memory")
                existed = doc.source_id in self._sources
                self._drop(doc.source_id)
                for row in rows:
                    self._rows[row.chunk_id] = row
                    counts = Counter(_words(row.search_text))
                    self._terms[row.chunk_id] = counts
                    self._length[row.chunk_id] = sum(counts.values())
                    self._df.update(set(counts))
                self._by_source[doc.source_id] = [r.chunk_id for r in rows]
                record = source_record(doc, item.provenance, len(rows)).model_dump()
                record["stored_at"] = now_iso()
                self._sources[doc.source_id] = record
                self._hashes[doc.content_hash] = doc.source_id
                statuses.append("replaced" if existed else "added")
            self._rebuild_matrix()
        return statuses

    async def upsert_many(self, items):
        return self._upsert(items)

    async def delete(self, *, source_id=None, group_id=None) -> int:
        if not source_id and not group_id:
            raise StoreError("delete needs a source id or a group id")
        with self._lock:
            gone = [sid for sid, rec in self._sources.items()
                    if sid == source_id or (group_id and rec["group_id"] == group_id)]
            for sid in gone:
                self._drop(sid)
            self._rebuild_matrix()
        return len(gone)

    # ---- reads -------------------------------------------------------------------------
    def _allowed(self, row: ChunkRow, filters: SearchFilters) -> bool:
        if filters.group_id and row.group_id != filters.group_id:
            return False
        if filters.domain and not (row.domain == filters.domain or
                                   row.domain.endswith("." + filters.domain)):
            return False
        if filters.uploads_only and row.origin != "upload":
            return False
        if filters.since and row.fetched_at < filters.since:
            return False
        return not (filters.source_ids and row.source_id not in filters.source_ids)

    @staticmethod
    def _hit(row: ChunkRow, score: float, **extra: float) -> RetrievedChunk:
        return RetrievedChunk(
            chunk_id=row.chunk_id, source_id=row.source_id, index=row.chunk_index,
            text=row.text, heading_path=row.heading_path, url=row.url, title=row.title,
            domain=row.domain, group_id=row.group_id, origin=row.origin, trust=row.trust,
            fetched_at=row.fetched_at, score=score, **extra)

    async def search_text(self, query, k, filters=SearchFilters()):
        terms = query_terms(query)
        if not terms:
            return []
        with self._lock:
            n = len(self._rows)
            if not n:
                return []
            avg = sum(self._length.values()) / n
            scored = []
            for chunk_id, counts in self._terms.items():
                row = self._rows[chunk_id]
                if not self._allowed(row, filters):
                    continue
                length = self._length[chunk_id]
                score = 0.0
                for term in terms:
                    tf = counts.get(term, 0)
                    if tf:
                        idf = math.log(1 + (n - self._df[term] + 0.5) / (self._df[term] + 0.5))
                        score += idf * tf * (K1 + 1) / (tf + K1 * (1 - B + B * length / avg))
                if score > 0:
                    scored.append((score, row))
        scored.sort(key=lambda pair: -pair[0])
        return [self._hit(row, s, text_score=s) for s, row in scored[:k]]

    async def search_vector(self, vector, k, filters=SearchFilters()):
        with self._lock:
            if not self._ids:
                return []
            query = np.asarray(vector, dtype=np.float32)
            query = query / max(float(np.linalg.norm(query)), 1e-12)
            sims = self._matrix @ query
            order = np.argsort(-sims)
            out = []
            for i in order:
                row = self._rows[self._ids[i]]
                if self._allowed(row, filters):
                    out.append(self._hit(row, float(sims[i]), vector_score=float(sims[i])))
                    if len(out) >= k:
                        break
        return out

    async def content_hashes(self, source_ids):
        with self._lock:
            return {sid: self._sources[sid]["content_hash"] for sid in source_ids
                    if sid in self._sources}

    async def chunks_of(self, source_id):
        with self._lock:
            rows = [self._rows[c] for c in self._by_source.get(source_id, [])]
        return sorted((self._hit(r, 0.0) for r in rows), key=lambda h: h.index)

    async def vectors_of(self, chunk_ids):
        with self._lock:
            return {c: np.asarray(self._rows[c].vector, dtype=np.float32)
                    for c in chunk_ids if c in self._rows}

    async def sources(self, filters=SearchFilters(), limit=1000):
        with self._lock:
            records = [r for r in self._sources.values()
                       if (not filters.group_id or r["group_id"] == filters.group_id)
                       and (not filters.uploads_only or r["origin"] == "upload")
                       and (not filters.source_ids or r["source_id"] in filters.source_ids)]
        records.sort(key=lambda r: r["stored_at"], reverse=True)
        fields = SourceRecord.model_fields
        return [SourceRecord(**{k: v for k, v in r.items() if k in fields})
                for r in records[:limit]]

    async def stats(self):
        with self._lock:
            groups = Counter(r["group_id"] for r in self._sources.values())
            return {"backend": "memory", "dim": self.dim, "chunks": len(self._rows),
                    "sources": len(self._sources), "groups": dict(groups), "indexes": []}


_WORD = re.compile(r"\w+", re.UNICODE)


def _words(text: str) -> list[str]:
    return _WORD.findall(text.lower())
