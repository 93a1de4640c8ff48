"""The ``VectorStore`` contract and what every store shares: filters, rows, fusion.

A store keeps chunks (text, vector, and the Deep Search metadata) and one row per
source. ``upsert`` is atomic per source: after a crash a source is either fully there
with every chunk, or still at its previous version; half-written chunks are never
returned by a search.
"""

from __future__ import annotations

import asyncio
import re
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Literal

import numpy as np

from deepsearch.models import Chunk, Document, RetrievedChunk, SourceRecord
from deepsearch.net.urls import domain_of

UpsertStatus = Literal["added", "replaced", "unchanged", "duplicate"]
_WORDS = re.compile(r"\w+", re.UNICODE)


@dataclass(frozen=True)
class SearchFilters:
    group_id: str | None = None
    domain: str | None = None
    uploads_only: bool = False
    since: str | None = None  # ISO date; fetched_at >= since
    source_ids: tuple[str, ...] = ()


@dataclass(frozen=True)
class Provenance:
    """How a document reached the store (Deep Search's chunk fields)."""

    group_id: str = "global"
    depth: int = 0
    query: str = ""
    trust: float = 0.5
    summary: str = ""
    entities: tuple[str, ...] = ()
    file_name: str = ""


@dataclass(frozen=True)
class UpsertItem:
    document: Document
    chunks: Sequence[Chunk]
    vectors: np.ndarray
    provenance: Provenance = Provenance()


@dataclass
class ChunkRow:
    """One stored chunk, as every backend writes it."""

    chunk_id: str
    source_id: str
    ingest_id: str
    chunk_index: int
    depth: int
    text: str
    search_text: str
    heading_path: list[str]
    url: str
    title: str
    domain: str
    group_id: str
    origin: str
    query: str
    trust: float
    is_https: bool
    summary: str
    entities: list[str]
    file_name: str
    fetched_at: str
    content_hash: str
    vector: list[float] = field(repr=False, default_factory=list)


def chunk_rows(document: Document, chunks: Sequence[Chunk], vectors: np.ndarray,
               provenance: Provenance, ingest_id: str) -> list[ChunkRow]:
    if len(chunks) != len(vectors):
        raise ValueError(f"{len(chunks)} chunks but {len(vectors)} vectors")
    return [
        ChunkRow(
            chunk_id=c.chunk_id, source_id=document.source_id, ingest_id=ingest_id,
            chunk_index=c.index, depth=provenance.depth, text=c.text,
            search_text=contextual_text(document.title, c), heading_path=list(c.heading_path),
            url=document.url, title=document.title,
            domain=domain_of(document.url) if document.origin == "web" else "",
            group_id=provenance.group_id, origin=document.origin, query=provenance.query,
            trust=float(provenance.trust), is_https=document.url.startswith("https://"),
            summary=c.summary or provenance.summary,
            entities=list(c.entities) or list(provenance.entities),
            file_name=provenance.file_name, fetched_at=document.fetched_at.isoformat(),
            content_hash=c.content_hash, vector=[float(x) for x in vec],
        )
        for c, vec in zip(chunks, vectors, strict=True)
    ]


def contextual_text(title: str, chunk: Chunk) -> str:
    """What is indexed and embedded for a chunk: its document title and heading path first,
    so that a paragraph that never names its subject is still found by it."""
    header = " > ".join([t for t in (title, *chunk.heading_path) if t])
    return f"{header}\n{chunk.text}" if header else chunk.text


def source_record(document: Document, provenance: Provenance, chunk_count: int) -> SourceRecord:
    return SourceRecord(
        source_id=document.source_id, url=document.url, title=document.title,
        domain=domain_of(document.url) if document.origin == "web" else "",
        group_id=provenance.group_id, origin=document.origin,
        content_hash=document.content_hash, chunk_count=chunk_count, trust=provenance.trust,
        fetched_at=document.fetched_at.isoformat(), summary=provenance.summary,
    )


def now_iso() -> str:
    return datetime.now(UTC).isoformat()


def query_terms(text: str, limit: int = 32) -> list[str]:
    """Words of a query, safe to hand to any full-text engine."""
    seen: list[str] = []
    for word in _WORDS.findall(text.lower()):
        if word not in seen:
            seen.append(word)
    return seen[:limit]


def rrf(lists: Sequence[Sequence[RetrievedChunk]], k: int, limit: int) -> list[RetrievedChunk]:
    """Reciprocal rank fusion: each list adds 1/(k + rank); text and vector scores are kept."""
    scores: dict[str, float] = {}
    merged: dict[str, dict[str, Any]] = {}
    for ranked in lists:
        for rank, hit in enumerate(ranked, start=1):
            scores[hit.chunk_id] = scores.get(hit.chunk_id, 0.0) + 1.0 / (k + rank)
            entry = merged.setdefault(hit.chunk_id, hit.model_dump())
            if hit.text_score is not None:
                entry["text_score"] = hit.text_score
            if hit.vector_score is not None:
                entry["vector_score"] = hit.vector_score
    order = sorted(scores, key=lambda cid: -scores[cid])[:limit]
    return [RetrievedChunk(**{**merged[cid], "score": scores[cid]}) for cid in order]


class VectorStore(ABC):
    """Chunks with vectors and full text, and their sources. One instance per process."""

    #: the vector dimension, fixed when the store is created
    dim: int

    @abstractmethod
    async def upsert_many(self, items: Sequence[UpsertItem]) -> list[UpsertStatus]:
        """Store documents' chunks, each source atomically, replacing older versions."""

    async def upsert(self, document: Document, chunks: Sequence[Chunk], vectors: np.ndarray,
                     provenance: Provenance = Provenance()) -> UpsertStatus:
        [status] = await self.upsert_many([UpsertItem(document, chunks, vectors, provenance)])
        return status

    @abstractmethod
    async def search_text(self, query: str, k: int,
                          filters: SearchFilters = SearchFilters()) -> list[RetrievedChunk]:
        """Full-text (BM25-style) search; ``text_score`` set."""

    @abstractmethod
    async def search_vector(self, vector: np.ndarray, k: int,
                            filters: SearchFilters = SearchFilters()) -> list[RetrievedChunk]:
        """Nearest chunks by cosine similarity; ``vector_score`` set."""

    async def search_hybrid(self, query: str, vector: np.ndarray, k: int,
                            filters: SearchFilters = SearchFilters(), *,
                            rrf_k: int = 10) -> list[RetrievedChunk]:
        """Both searches fused with reciprocal rank fusion."""
        depth = max(k * 3, 30)
        text, vec = await asyncio.gather(self.search_text(query, depth, filters),
                                         self.search_vector(vector, depth, filters))
        return rrf([text, vec], rrf_k, k)

    @abstractmethod
    async def content_hashes(self, source_ids: Sequence[str]) -> dict[str, str]:
        """The stored content hash of each of ``source_ids`` that is in the store."""

    @abstractmethod
    async def chunks_of(self, source_id: str) -> list[RetrievedChunk]:
        """Every chunk of a source, in order."""

    @abstractmethod
    async def vectors_of(self, chunk_ids: Sequence[str]) -> dict[str, np.ndarray]:
        """Stored vectors for chunk ids (for MMR)."""

    @abstractmethod
    async def sources(self, filters: SearchFilters = SearchFilters(),
                      limit: int = 1000) -> list[SourceRecord]:
        """Sources, newest first."""

    @abstractmethod
    async def delete(self, *, source_id: str | None = None, group_id: str | None = None) -> int:
        """Delete a source or a whole group; returns how many sources went."""

    @abstractmethod
    async def stats(self) -> dict[str, Any]:
        """Counts and backend details."""

    @asynccontextmanager
    async def bulk_load(self, expected_chunks: int) -> AsyncIterator[None]:
        """Around a load of about ``expected_chunks`` chunks: a backend may defer index
        maintenance to the end (pgvector builds HNSW once). Default: nothing to do."""
        yield

    async def aclose(self) -> None:  # noqa: B027 - optional hook
        """Release resources."""
