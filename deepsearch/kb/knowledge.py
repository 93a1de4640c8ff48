"""``KnowledgeBase``: chunk, embed, store and retrieve — the one object the rest uses.

Writes: documents are chunked, their chunks embedded in large batches across documents
(cached by text hash, so unchanged text costs nothing), then upserted per source into the
vector store; the document registry keeps the full text and the file hash.

Reads: hybrid retrieval (full text + vector, fused by reciprocal rank fusion) with
filters, then optionally a reranker, Deep Search's two expansions (best chunks of a
highly relevant source; entity-driven secondary full-text searches) and MMR.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal

import numpy as np

from deepsearch.errors import ConfigError, InputError
from deepsearch.extract.base import content_hash
from deepsearch.kb.base import AddStatus, DocumentSink
from deepsearch.kb.chunking import Chunker, MarkdownChunker
from deepsearch.kb.embeddings import EmbeddingService, build_embedding_service
from deepsearch.kb.registry import DocumentRegistry
from deepsearch.kb.rerank import CrossEncoderReranker, Reranker, TrustReranker
from deepsearch.kb.store import (
    Provenance,
    SearchFilters,
    UpsertItem,
    UpsertStatus,
    VectorStore,
    contextual_text,
)
from deepsearch.llm.base import LLMClient
from deepsearch.models import Chunk, Document, RetrievedChunk
from deepsearch.settings import Settings
from deepsearch.text import entities

Mode = Literal["hybrid", "text", "vector"]


def mmr(query: np.ndarray, hits: Sequence[RetrievedChunk], vectors: dict[str, np.ndarray],
        k: int, lambda_: float = 0.7) -> list[RetrievedChunk]:
    """Maximal marginal relevance: trade relevance to the query against redundancy."""
    pool = [h for h in hits if h.chunk_id in vectors]
    missing = [h for h in hits if h.chunk_id not in vectors]
    chosen: list[RetrievedChunk] = []
    while pool and len(chosen) < k:
        def gain(hit: RetrievedChunk) -> float:
            vec = vectors[hit.chunk_id]
            relevance = float(vec @ query)
            redundancy = max((float(vec @ vectors[c.chunk_id]) for c in chosen), default=0.0)
            return lambda_ * relevance - (1 - lambda_) * redundancy

        best = max(pool, key=gain)
        chosen.append(best)
        pool.remove(best)
    return (chosen + missing)[:k]


def key_entities(hits: Sequence[RetrievedChunk], query: str, limit: int = 4) -> list[str]:
    """Capitalised names in the top chunks that the query does not mention yet."""
    asked = query.lower()
    counts: dict[str, int] = {}
    for hit in hits:
        for name in entities(hit.text):
            if len(name) >= 4 and name.lower() not in asked:
                counts[name] = counts.get(name, 0) + 1
    return [n for n, _ in sorted(counts.items(), key=lambda kv: (-kv[1], -len(kv[0])))][:limit]


class KnowledgeBase(DocumentSink):
    WRITE_BATCH = 500  # documents per store commit
    def __init__(self, settings: Settings, store: VectorStore, embeddings: EmbeddingService,
                 *, chunker: Chunker | None = None, registry: DocumentRegistry | None = None,
                 reranker: Reranker | None = None) -> None:
        self.settings = settings
        self.store = store
        self.embeddings = embeddings
        self.chunker = chunker or MarkdownChunker(settings.kb.chunk_size, settings.kb.chunk_overlap)
        self.registry = registry
        self.reranker = reranker or TrustReranker()
        #: annotates chunks with summaries, entities and relationships when an LLM is set
        self.analyst: ChunkAnalyst | None = None
        #: chunks written, for statistics
        self.chunks_written = 0

    @classmethod
    async def open(cls, settings: Settings, *, embeddings: EmbeddingService | None = None,
                   with_registry: bool = True) -> KnowledgeBase:
        """Open (or create) the configured store with the configured embedder."""
        reranker = (CrossEncoderReranker(settings.kb.cross_encoder_path)
                    if settings.kb.cross_encoder_path else TrustReranker())
        embeddings = embeddings or build_embedding_service(settings)
        if embeddings.embedder.dim <= 0 or settings.kb.embedder == "openai":
            await embeddings.embed(["dimension probe"])  # learn the endpoint's dimension
        dim = embeddings.dim
        store = await open_store(settings, dim)
        registry = (DocumentRegistry(settings.data_dir / "documents.sqlite")
                    if with_registry else None)
        return cls(settings, store, embeddings, registry=registry, reranker=reranker)

    async def aclose(self) -> None:
        await self.store.aclose()
        await self.embeddings.aclose()
        if self.registry is not None:
            await self.registry.aclose()

    async def __aenter__(self) -> KnowledgeBase:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    # ---- writes --------------------------------------------------------------------------
    async def add_documents(
        self, documents: Sequence[Document], provenance: Provenance = Provenance(),
        on_progress: Callable[[int, int], None] | None = None,
    ) -> list[UpsertStatus]:
        """Chunk, embed and store ``documents`` in slices of WRITE_BATCH (each source atomic).

        Documents whose source already holds the same content are not chunked or embedded.
        ``on_progress(done, total)`` is called after each stored slice.
        """
        stored = await self.store.content_hashes([d.source_id for d in documents])
        fresh = [d for d in documents if stored.get(d.source_id) != d.content_hash]
        if len(fresh) < len(documents):
            skipped = len(documents) - len(fresh)
            forward = (None if on_progress is None else
                       lambda done, _total: on_progress(done + skipped, len(documents)))
            done = await self.add_documents(fresh, provenance, forward) if fresh else []
            results = iter(done)
            statuses: list[UpsertStatus] = [
                "unchanged" if stored.get(d.source_id) == d.content_hash else next(results)
                for d in documents]
            if on_progress is not None:
                on_progress(len(documents), len(documents))
            return statuses
        statuses = []
        # One slice at a time: chunk, embed, store; progress after each stored slice. A
        # document makes at least one chunk: the backend may defer index upkeep to the end.
        async with self.store.bulk_load(len(documents)):
            for start in range(0, len(documents), self.WRITE_BATCH):
                items = await self.prepare(documents[start: start + self.WRITE_BATCH],
                                           provenance)
                statuses.extend(await self.store_items(items))
                if on_progress is not None:
                    on_progress(len(statuses), len(documents))
        return statuses

    async def prepare(self, documents: Sequence[Document],
                      provenance: Provenance = Provenance()) -> list[UpsertItem]:
        """Chunk (and annotate, with an analyst) and embed documents, without storing them:
        the same items can then go to more than one store."""
        # chunking is CPU work (a 10 MB upload takes seconds): off the event loop
        chunked = await asyncio.to_thread(lambda: [self.chunker.chunk(d) for d in documents])
        if self.analyst is not None:
            chunked = [await self.analyst.annotate(d, c) for d, c in
                       zip(documents, chunked, strict=True)]
        texts = [contextual_text(d.title, c)
                 for d, chunks in zip(documents, chunked, strict=True) for c in chunks]
        vectors = await self.embeddings.embed(texts) if texts else np.zeros((0, 1))
        items, offset = [], 0
        for document, chunks in zip(documents, chunked, strict=True):
            items.append(UpsertItem(document, chunks, vectors[offset: offset + len(chunks)],
                                    provenance))
            offset += len(chunks)
        return items

    async def store_items(self, items: Sequence[UpsertItem]) -> list[UpsertStatus]:
        """Store prepared items (each source atomically); counts the chunks written."""
        done = await self.store.upsert_many(items)
        self.chunks_written += sum(len(i.chunks) for i, s in zip(items, done, strict=True)
                                   if s in ("added", "replaced"))
        return done

    def working_set(self) -> KnowledgeBase:
        """An in-memory knowledge base sharing this one's embedder, chunker and reranker: a
        research run's own evidence, searched in milliseconds. Not to be closed (it would
        close the shared embedder); it goes with its last reference."""
        from deepsearch.kb.backends.memory import MemoryStore

        return KnowledgeBase(self.settings, MemoryStore(self.embeddings.dim), self.embeddings,
                             chunker=self.chunker, reranker=self.reranker)

    async def load_sources(self, other: KnowledgeBase, source_ids: Sequence[str],
                           group_id: str) -> int:
        """Copy ``source_ids`` as ``other`` stores them (chunks and vectors, no re-embedding)
        into this knowledge base under ``group_id``: a resumed run's working set gets back
        the pages it read before the interruption. Returns the sources copied."""
        hashes = await other.store.content_hashes(source_ids)
        items = []
        for sid in source_ids:
            chunks = sorted(await other.store.chunks_of(sid), key=lambda c: c.index)
            vectors = await other.store.vectors_of([c.chunk_id for c in chunks])
            if not chunks or len(vectors) < len(chunks):
                continue
            first = chunks[0]
            text = "\n\n".join(c.text for c in chunks)
            try:
                fetched = datetime.fromisoformat(first.fetched_at)
            except ValueError:
                fetched = datetime.now(UTC)
            document = Document(source_id=sid, url=first.url, title=first.title, text=text,
                                content_hash=hashes.get(sid) or content_hash(text),
                                origin=first.origin,  # type: ignore[arg-type]
                                fetched_at=fetched)
            pieces = [Chunk(chunk_id=c.chunk_id, source_id=sid, index=c.index, text=c.text,
                            heading_path=c.heading_path, content_hash=content_hash(c.text))
                      for c in chunks]
            matrix = np.stack([vectors[c.chunk_id] for c in chunks])
            items.append(UpsertItem(document, pieces, matrix,
                                    Provenance(group_id=group_id, trust=first.trust)))
        await self.store_items(items)
        return len(items)

    async def add(self, document: Document, *, file_hash: str | None = None) -> AddStatus:
        """The ingestion hand-off: store first, then record the file in the registry."""
        provenance = Provenance(group_id="uploads" if document.origin == "upload" else "global",
                                trust=0.8 if document.origin == "upload" else 0.5,
                                file_name=Path(document.url).name
                                if document.origin == "upload" else "")
        [status] = await self.add_documents([document], provenance)
        if self.registry is not None:
            if self.analyst is not None and self.analyst.relationships.get(document.source_id):
                meta = document.meta.model_copy(update={
                    "relationships": self.analyst.relationships.pop(document.source_id)})
                document = document.model_copy(update={"meta": meta})
            await self.registry.add(document, file_hash=file_hash)
        return "unchanged" if status in ("unchanged", "duplicate") else "ingested"

    async def file_hash(self, source_id: str) -> str | None:
        return await self.registry.file_hash(source_id) if self.registry else None

    # ---- reads ----------------------------------------------------------------------------
    async def is_empty(self) -> bool:
        """True when nothing is stored: a search would find nothing, so callers can skip
        embedding the query (and loading the embedding model) altogether."""
        return int((await self.store.stats()).get("chunks", 0)) == 0

    async def search(
        self, query: str, *, k: int = 10, mode: Mode = "hybrid",
        filters: SearchFilters = SearchFilters(), rerank: bool = True,
        expand: bool = False, mmr_lambda: float | None = None,
    ) -> list[RetrievedChunk]:
        [hits] = await self.search_many([query], k=k, mode=mode, filters=filters,
                                        rerank=rerank, expand=expand, mmr_lambda=mmr_lambda)
        return hits

    async def search_many(
        self, queries: Sequence[str], *, k: int = 10, mode: Mode = "hybrid",
        filters: SearchFilters = SearchFilters(), rerank: bool = True,
        expand: bool | Sequence[bool] = False, mmr_lambda: float | None = None,
    ) -> list[list[RetrievedChunk]]:
        """Several queries at once: their embeddings in one batch, their searches concurrent."""
        texts = [" ".join(q.split()) for q in queries]
        if not texts or not all(texts):
            raise InputError("the knowledge-base query is empty")
        expands = [expand] * len(texts) if isinstance(expand, bool) else list(expand)
        vectors = await self.embeddings.embed(texts) if mode != "text" else [None] * len(texts)
        return list(await asyncio.gather(*(
            self._search_one(text, vector, k=k, mode=mode, filters=filters, rerank=rerank,
                             expand=ex, mmr_lambda=mmr_lambda)
            for text, vector, ex in zip(texts, vectors, expands, strict=True))))

    async def _search_one(self, text: str, vector: np.ndarray | None, *, k: int, mode: Mode,
                          filters: SearchFilters, rerank: bool, expand: bool,
                          mmr_lambda: float | None) -> list[RetrievedChunk]:
        depth = k * 3 if (mmr_lambda is not None or expand) else k
        if mode == "text":
            hits = await self.store.search_text(text, depth, filters)
        elif mode == "vector":
            hits = await self.store.search_vector(vector, depth, filters)
        else:
            hits = await self.store.search_hybrid(text, vector, depth, filters,
                                                  rrf_k=self.settings.kb.rrf_k)
        if expand and hits:
            hits = await self._expand(text, vector, hits, filters)
        if rerank and self.reranker is not None:
            hits = await self.reranker.rerank(text, hits)
        if mmr_lambda is not None and vector is not None and hits:
            vectors = await self.store.vectors_of([h.chunk_id for h in hits])
            hits = mmr(vector, hits, vectors, k, mmr_lambda)
        return list(hits[:k])

    async def _expand(self, query: str, vector: np.ndarray | None,
                      hits: list[RetrievedChunk], filters: SearchFilters) -> list[RetrievedChunk]:
        seen = {h.chunk_id for h in hits}
        extra: list[RetrievedChunk] = []
        # 1. the best other chunks of the most relevant source
        top = hits[0]
        siblings = [c for c in await self.store.chunks_of(top.source_id) if c.chunk_id not in seen]
        if siblings and vector is not None:
            vectors = await self.store.vectors_of([c.chunk_id for c in siblings])
            siblings.sort(key=lambda c: -float(vectors[c.chunk_id] @ vector)
                          if c.chunk_id in vectors else 0.0)
        for chunk in siblings[:2]:
            extra.append(chunk.model_copy(update={"score": top.score * 0.5}))
            seen.add(chunk.chunk_id)
        # 2. secondary full-text searches on key entities of the top chunks
        for entity in key_entities(hits[:3], query):
            for chunk in await self.store.search_text(entity, 2, filters):
                if chunk.chunk_id not in seen:
                    extra.append(chunk.model_copy(update={"score": hits[-1].score * 0.5}))
                    seen.add(chunk.chunk_id)
        return hits + extra


class ChunkAnalyst:
    """Deep Search's document analysis, per chunk: a summary, typed entities and typed
    relationships, written by the LLM. A chunk the model fails on stays unannotated."""

    def __init__(self, llm: LLMClient,
                 on_progress: Callable[[str], None] | None = None) -> None:
        self.llm = llm
        self.on_progress = on_progress
        self.failures = 0
        #: relationships per source, for the document registry
        self.relationships: dict[str, list[str]] = {}

    async def annotate(self, document: Document, chunks: list[Chunk]) -> list[Chunk]:
        from deepsearch.errors import LLMError
        from deepsearch.llm import prompts as P

        template = P.template("document_analysis")
        out = []
        for chunk in chunks:
            try:
                analysis = await self.llm.structured(
                    template.role, template.messages(source=P.quote_source(
                        chunk.text, title=document.title)), template.schema)
            except LLMError:
                self.failures += 1
                out.append(chunk)
                continue
            relations = [f"{r.subject} -{r.predicate}-> {r.object}"
                         for r in analysis.relationships]
            self.relationships.setdefault(document.source_id, []).extend(relations)
            out.append(chunk.model_copy(update={
                "summary": analysis.summary,
                "entities": [f"{e.name} ({e.type})" if e.type else e.name
                             for e in analysis.entities],
                "relationships": relations}))
            if self.on_progress is not None:
                self.on_progress(f"analysed {document.title or document.url} "
                                 f"chunk {chunk.index + 1}/{len(chunks)}")
        return out


async def open_store(settings: Settings, dim: int) -> VectorStore:
    if settings.kb.backend == "lancedb":
        from deepsearch.kb.backends.lance import LanceStore

        return LanceStore(settings.kb_path, dim,
                          vector_index_min_rows=settings.kb.vector_index_min_rows,
                          cache_mb=settings.kb.lance_cache_mb)
    if settings.kb.backend == "pgvector":
        from deepsearch.kb.backends.pgvector import PgVectorStore

        return await PgVectorStore.open(settings, dim)
    if settings.kb.backend == "memory":
        from deepsearch.kb.backends.memory import MemoryStore

        return MemoryStore(dim)
    raise ConfigError(f"unknown knowledge-base backend {settings.kb.backend!r}")
