"""The knowledge base end to end with the real local embedder and LanceDB."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from deepsearch.cli.main import main
from deepsearch.extract.base import make_document
from deepsearch.kb.embeddings import EmbeddingService
from deepsearch.kb.knowledge import KnowledgeBase, key_entities
from deepsearch.kb.rerank import TrustReranker
from deepsearch.kb.store import Provenance, SearchFilters
from deepsearch.localweb import load_corpus
from deepsearch.models import DocumentMeta, RetrievedChunk
from deepsearch.settings import load_settings
from tests.conftest import SAMPLE_CORPUS


@pytest.fixture
async def kb(tmp_path: Path, minilm):
    settings = load_settings(environ={}, overrides={"data_dir": str(tmp_path)}).settings
    base = await KnowledgeBase.open(settings, embeddings=EmbeddingService(minilm))
    corpus = load_corpus(SAMPLE_CORPUS)
    docs = [make_document(d.text, DocumentMeta(title=d.title), url=f"https://wiki.test/{d.doc_id}")
            for d in corpus.docs]
    assert set(await base.add_documents(docs[:6], Provenance(group_id="run-a"))) == {"added"}
    assert set(await base.add_documents(docs[6:], Provenance(group_id="run-b"))) == {"added"}
    yield base
    await base.aclose()


async def test_hybrid_finds_what_each_method_finds(kb) -> None:
    # Vocabulary match: the words are in the text.
    hits = await kb.search("reciprocal rank fusion constant k", k=3)
    assert hits[0].title == "Reciprocal rank fusion"
    # Meaning match: few shared words.
    hits = await kb.search("who came up with the idea that rare words discriminate better", k=3)
    assert "Karen Spärck Jones" in [h.title for h in hits]
    text_only = await kb.search("Cornell", k=5, mode="text")
    assert {h.title for h in text_only} >= {"Cornell University", "Gerard Salton"}


async def test_filters_groups_and_unchanged(kb) -> None:
    hits = await kb.search("information retrieval", k=20, filters=SearchFilters(group_id="run-b"))
    assert hits and all(h.group_id == "run-b" for h in hits)
    corpus = load_corpus(SAMPLE_CORPUS)
    again = [make_document(d.text, DocumentMeta(title=d.title), url=f"https://wiki.test/{d.doc_id}")
             for d in corpus.docs[:2]]
    before = kb.embeddings.embedded
    assert await kb.add_documents(again) == ["unchanged", "unchanged"]
    assert kb.embeddings.embedded == before  # unchanged text is not embedded again


async def test_expansion_and_mmr(kb) -> None:
    plain = await kb.search("SMART Information Retrieval System", k=3)
    expanded = await kb.search("SMART Information Retrieval System", k=10, expand=True)
    assert len(expanded) >= len(plain)
    assert {h.chunk_id for h in plain} <= {h.chunk_id for h in expanded}
    diverse = await kb.search("information retrieval", k=4, mmr_lambda=0.3)
    assert len({h.source_id for h in diverse}) == 4


def test_key_entities_and_trust() -> None:
    def chunk(text: str, trust: float, score: float) -> RetrievedChunk:
        return RetrievedChunk(chunk_id=text[:8], source_id="s", text=text, url="u",
                              trust=trust, score=score)

    entities = key_entities([chunk("The band was formed by YG Entertainment in Seoul.", .5, 1)],
                            "Which company formed the band?")
    assert "YG Entertainment" in entities and "Seoul" in entities
    import asyncio

    ranked = asyncio.run(TrustReranker(0.3).rerank("q", [chunk("low trust", 0.0, 1.0),
                                                         chunk("high trust", 1.0, 0.9)]))
    assert [c.text for c in ranked] == ["high trust", "low trust"]
    assert ranked[1].score == pytest.approx(0.7)


def test_kb_commands(tmp_path: Path, capsys, monkeypatch) -> None:
    monkeypatch.setenv("DEEPSEARCH_DATA_DIR", str(tmp_path / "data"))
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "rivers.md").write_text("# Rivers\n\nThe Danube flows into the Black Sea.\n")
    (docs / "bread.md").write_text("# Bread\n\nSourdough rises with wild yeast.\n")
    assert main(["ingest", str(docs), "--json"]) == 0
    capsys.readouterr()
    assert main(["kb", "search", "which sea does the Danube reach", "--json", "-k", "1"]) == 0
    [hit] = json.loads(capsys.readouterr().out)
    assert hit["title"] == "Rivers" and hit["origin"] == "upload"
    assert main(["kb", "stats", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["sources"] == 2
    assert main(["kb", "sources", "--json"]) == 0
    sources = json.loads(capsys.readouterr().out)
    out = tmp_path / "export.jsonl"
    assert main(["kb", "export", "-o", str(out)]) == 0
    assert len(out.read_text().splitlines()) == 2
    bread = next(s for s in sources if s["title"] == "Bread")
    assert main(["kb", "delete", "--source", bread["source_id"], "--json"]) == 0
    assert "1" in capsys.readouterr().out
    assert main(["kb", "delete"]) == 2
    assert main(["kb", "search", "x", "--mode", "fuzzy"]) == 2


async def test_missing_cross_encoder_is_a_clear_error(tmp_path: Path) -> None:
    from deepsearch.errors import ConfigError

    settings = load_settings(environ={}, overrides={
        "data_dir": str(tmp_path), "kb.embedder": "hashing",
        "kb.cross_encoder_path": str(tmp_path / "nope")}).settings
    with pytest.raises(ConfigError, match="cross-encoder folder not found"):
        await KnowledgeBase.open(settings, with_registry=False)


async def test_llm_analyst_annotates_chunks(tmp_path: Path, minilm) -> None:
    """With an LLM, ingestion keeps per-chunk summaries, typed entities and relationships."""
    from deepsearch.kb.knowledge import ChunkAnalyst
    from deepsearch.kb.registry import DocumentRegistry
    from deepsearch.llm import LLMClient
    from deepsearch.llm.backends import ScriptedLLM
    from deepsearch.settings import LlmSettings

    analysis = json.dumps({"summary": "Salton built SMART at Cornell.",
                           "entities": [{"name": "Gerard Salton", "type": "person"},
                                        {"name": "Cornell University", "type": "org"}],
                           "relationships": [{"subject": "Gerard Salton",
                                              "predicate": "worked_at",
                                              "object": "Cornell University"}]})
    llm = ScriptedLLM(lambda messages, schema: analysis)
    settings = load_settings(environ={}, overrides={"data_dir": str(tmp_path)}).settings
    kb = await KnowledgeBase.open(settings, embeddings=EmbeddingService(minilm))
    messages = []
    kb.analyst = ChunkAnalyst(LLMClient(llm, LlmSettings()), on_progress=messages.append)
    corpus = load_corpus(SAMPLE_CORPUS)
    salton = corpus.get("ir-0004")
    doc = make_document(salton.text, DocumentMeta(title=salton.title), url="file:///salton.md",
                        origin="upload")
    assert await kb.add(doc) == "ingested"
    rows = kb.store.chunks.search().where(f"source_id = '{doc.source_id}'").to_list()
    assert rows and rows[0]["summary"] == "Salton built SMART at Cornell."
    assert rows[0]["entities"] == ["Gerard Salton (person)", "Cornell University (org)"]
    stored = kb.registry.get(doc.source_id)
    assert stored.meta.relationships == ["Gerard Salton -worked_at-> Cornell University"]
    assert messages and "chunk 1/" in messages[0]
    assert "<source" in llm.calls[0][0][1].content  # the chunk went in as quoted data
    await kb.aclose()
    assert isinstance(kb.registry, DocumentRegistry)
