"""One contract, two real stores: LanceDB (embedded) and PostgreSQL with pgvector."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import pytest

from deepsearch.errors import StoreError
from deepsearch.kb.chunking import MarkdownChunker
from deepsearch.kb.embeddings import HashingEmbedder
from deepsearch.kb.store import Provenance, SearchFilters, UpsertItem, contextual_text
from deepsearch.models import Document
from deepsearch.settings import load_settings

DIM = 64
EMBED = HashingEmbedder(DIM)
DOCS = {
    "rivers": ("https://geo.example.org/rivers", "Rivers of Europe",
               "The Danube flows through ten countries and ends in the Black Sea. "
               "The Rhine rises in the Swiss Alps and reaches the North Sea at Rotterdam."),
    "bread": ("https://food.example.com/bread", "Sourdough bread",
              "Sourdough bread is leavened by a starter of wild yeast and lactobacilli. "
              "A long fermentation gives the crumb its sour taste."),
    "memo": ("file:///docs/memo.md", "Merger memo",
             "The merger of Acme and Globex closes in May after the regulator's approval."),
}


def document(key: str, text: str | None = None, days_ago: int = 0) -> Document:
    url, title, body = DOCS[key]
    from deepsearch.extract.base import content_hash, source_id

    body = text or body
    return Document(source_id=source_id(url), url=url, title=title, text=body,
                    content_hash=content_hash(body),
                    origin="upload" if url.startswith("file:") else "web",
                    fetched_at=datetime.now(UTC) - timedelta(days=days_ago))


async def item(doc: Document, group: str = "global", trust: float = 0.5) -> UpsertItem:
    chunks = MarkdownChunker(120, 20).chunk(doc)
    vectors = await EMBED.embed_batch([contextual_text(doc.title, c) for c in chunks])
    return UpsertItem(doc, chunks, vectors, Provenance(group_id=group, trust=trust))


@pytest.fixture(params=["lancedb", "pgvector", "memory"])
async def store(request, tmp_path: Path):
    from deepsearch.kb.knowledge import open_store

    overrides = {"data_dir": str(tmp_path), "kb.backend": request.param}
    if request.param == "pgvector":
        url = request.getfixturevalue("pg_url")
        overrides["kb.postgres_url"] = url
        import psycopg

        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute("DROP TABLE IF EXISTS ds_chunks, ds_sources")
    settings = load_settings(environ={}, overrides=overrides).settings
    s = await open_store(settings, DIM)
    yield s
    await s.aclose()


async def fill(store) -> None:
    statuses = await store.upsert_many([
        await item(document("rivers"), group="run-1", trust=0.9),
        await item(document("bread"), group="run-2", trust=0.2),
        await item(document("memo", days_ago=30), group="uploads"),
    ])
    assert statuses == ["added", "added", "added"]


async def test_upsert_statuses(store) -> None:
    await fill(store)
    assert await store.upsert_many([await item(document("rivers"))]) == ["unchanged"]
    changed = document("rivers", text="The Danube is the second-longest river in Europe.")
    assert await store.upsert_many([await item(changed)]) == ["replaced"]
    # the same content under another URL is stored once
    twin = document("bread").model_copy(update={"source_id": "other", "url": "https://m.x/b"})
    assert await store.upsert_many([await item(twin)]) == ["duplicate"]
    chunks = await store.chunks_of(changed.source_id)
    assert [c.text for c in chunks] == ["The Danube is the second-longest river in Europe."]
    stats = await store.stats()
    assert stats["sources"] == 3 and stats["chunks"] == 1 + 2 + 1


async def test_three_kinds_of_search(store) -> None:
    await fill(store)
    query = "which sea does the Danube reach"
    vector = (await EMBED.embed_batch([query]))[0]
    text_hits = await store.search_text(query, 3)
    assert text_hits[0].title == "Rivers of Europe" and text_hits[0].text_score > 0
    vector_hits = await store.search_vector(vector, 3)
    assert vector_hits[0].title == "Rivers of Europe"
    assert -1 <= vector_hits[0].vector_score <= 1
    hybrid = await store.search_hybrid(query, vector, 3)
    assert hybrid[0].title == "Rivers of Europe"
    assert hybrid[0].text_score is not None and hybrid[0].vector_score is not None
    assert hybrid[0].score == pytest.approx(2 / 11, rel=1e-3)  # first in both lists, k=10
    assert await store.search_text("   ", 3) == []


async def test_filters(store) -> None:
    await fill(store)
    vector = (await EMBED.embed_batch(["anything"]))[0]

    async def titles(filters: SearchFilters) -> set[str]:
        return {h.title for h in await store.search_vector(vector, 10, filters)}

    assert await titles(SearchFilters(group_id="run-2")) == {"Sourdough bread"}
    assert await titles(SearchFilters(domain="example.org")) == {"Rivers of Europe"}
    assert await titles(SearchFilters(domain="food.example.com")) == {"Sourdough bread"}
    assert await titles(SearchFilters(uploads_only=True)) == {"Merger memo"}
    since = (datetime.now(UTC) - timedelta(days=1)).isoformat()
    assert await titles(SearchFilters(since=since)) == {"Rivers of Europe", "Sourdough bread"}
    rivers = document("rivers").source_id
    assert await titles(SearchFilters(source_ids=(rivers,))) == {"Rivers of Europe"}


async def test_delete_sources_and_vectors(store) -> None:
    await fill(store)
    listed = await store.sources()
    assert {s.title for s in listed} == {"Rivers of Europe", "Sourdough bread", "Merger memo"}
    rivers = next(s for s in listed if s.title == "Rivers of Europe")
    assert rivers.chunk_count == 2 and rivers.group_id == "run-1" and rivers.trust == \
        pytest.approx(0.9)
    chunks = await store.chunks_of(rivers.source_id)
    assert [c.index for c in chunks] == [0, 1]
    vectors = await store.vectors_of([c.chunk_id for c in chunks])
    assert set(vectors) == {c.chunk_id for c in chunks}
    assert next(iter(vectors.values())).shape == (DIM,)
    assert await store.delete(group_id="run-2") == 1
    assert await store.delete(source_id=rivers.source_id) == 1
    assert {s.title for s in await store.sources()} == {"Merger memo"}
    assert await store.search_text("Danube sourdough", 5) == []
    with pytest.raises(StoreError):
        await store.delete()


async def test_dimension_mismatch_is_refused(store, tmp_path: Path, request) -> None:
    from deepsearch.kb.knowledge import open_store

    await fill(store)
    backend = request.node.callspec.params["store"]
    if backend == "memory":  # nothing persisted: the check is on the vectors handed in
        doc = document("bread", text="Rye bread needs a longer proof.")
        chunks = MarkdownChunker().chunk(doc)
        with pytest.raises(StoreError, match="dimensional"):
            await store.upsert(doc, chunks, np.zeros((len(chunks), DIM * 2), np.float32))
        return
    overrides = {"data_dir": str(tmp_path), "kb.backend": backend}
    if overrides["kb.backend"] == "pgvector":
        overrides["kb.postgres_url"] = request.getfixturevalue("pg_url")
    settings = load_settings(environ={}, overrides=overrides).settings
    with pytest.raises(StoreError, match="dimensional"):
        await open_store(settings, DIM * 2)


async def test_mismatched_vectors_are_refused(store) -> None:
    doc = document("bread")
    chunks = MarkdownChunker().chunk(doc)
    with pytest.raises(ValueError, match="vectors"):
        await store.upsert(doc, chunks, np.zeros((len(chunks) + 1, DIM), dtype=np.float32))


async def test_bulk_load_and_in_batch_duplicates(store, monkeypatch) -> None:
    """A load big enough for a backend to defer its index upkeep: everything is searchable
    afterwards (pgvector rebuilds its HNSW index), and a batch holding the same content under
    two URLs, or two versions of one source, stores each once."""
    monkeypatch.setattr(type(store), "BULK_MIN_ROWS", 2, raising=False)
    twin = document("bread")
    twin = twin.model_copy(update={"source_id": "twin", "url": "https://mirror.example/bread"})
    newer = document("rivers", text="The Danube is the second-longest river in Europe.")
    async with store.bulk_load(10):
        statuses = await store.upsert_many([
            await item(document("rivers")), await item(document("bread")), await item(twin),
            await item(newer)])
    assert statuses == ["added", "added", "duplicate", "replaced"]
    assert (await store.stats())["sources"] == 2
    hits = await store.search_hybrid("second-longest river", (await EMBED.embed_batch(
        ["second-longest river"]))[0], 3)
    assert hits and hits[0].url == DOCS["rivers"][0]
    assert all("ten countries" not in h.text for h in hits)  # only the newer version is kept
    if hasattr(store, "pool"):
        rows = await store._run("SELECT indexname FROM pg_indexes WHERE tablename = 'ds_chunks'")
        assert "ds_chunks_vector" in {r[0] for r in rows}


async def test_pgvector_selects_by_rare_words(pg_url: str, tmp_path: Path, monkeypatch) -> None:
    """On a big table, full text selects rows by the query's rarer words (ranking every chunk
    that says "river" is what is slow at 100k chunks) and ranks them by all of them; a query
    whose rarer words the table does not hold still finds the chunks its other words match."""
    import psycopg

    from deepsearch.kb.backends.pgvector import PgVectorStore
    from deepsearch.kb.knowledge import open_store
    from tests.test_scale_out import fresh_database

    url = fresh_database(pg_url, "rare_words")
    settings = load_settings(environ={}, overrides={
        "data_dir": str(tmp_path), "kb.backend": "pgvector", "kb.postgres_url": url}).settings
    store = await open_store(settings, DIM)
    try:
        items = []
        for i in range(40):
            body = (f"The Danube river delta holds reed beds number {i}." if i == 7 else
                    f"A river of the plain, stretch number {i}, floods in spring.")
            doc = document("rivers", text=body)
            doc = doc.model_copy(update={"source_id": f"r{i}", "url": f"https://r.test/{i}"})
            items.append(await item(doc))
        await store.upsert_many(items)
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute("ANALYZE ds_chunks")
        monkeypatch.setattr(PgVectorStore, "FILTER_MIN_ROWS", 0)
        monkeypatch.setattr(PgVectorStore, "COMMON_SHARE", 0.2)
        assert "river" in await store.common_words()
        text = await store.text_query("river danube")
        assert text is not None and text.match == "'danub'"  # stemmed, as indexed
        assert "river" in text.rank
        hits = await store.search_text("river danube", 10)
        assert [h.source_id for h in hits] == ["r7"]  # only the rare word selects
        absent = await store.search_text("river zanzibar", 10)
        assert len(absent) == 10  # "zanzibar" selects nothing: every word does
        vector = (await EMBED.embed_batch(["river danube"]))[0]
        fused = await store.search_hybrid("river danube", vector, 5)
        assert [h.source_id for h in fused if h.text_score is not None] == ["r7"]
    finally:
        await store.aclose()
