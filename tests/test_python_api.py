"""The Python API as a user meets it: ``from deepsearch import …``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import deepsearch
from deepsearch import Researcher, Settings, SyncResearcher, load_settings
from deepsearch.kb.embeddings import EmbeddingService
from deepsearch.localweb import LocalWeb
from tests.test_research import research_settings


def test_public_surface() -> None:
    for name in deepsearch.__all__:
        assert getattr(deepsearch, name) is not None, name
    assert isinstance(load_settings(environ={}).settings, Settings)
    # importing the package stays light: the engine loads on first use
    code = ("import sys, deepsearch; heavy = [m for m in ('lancedb', 'torch', "
            "'deepsearch.research.engine') if m in sys.modules]; print(heavy)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "[]"


async def test_async_research_and_stream(web: LocalWeb, tmp_path: Path, minilm) -> None:
    settings = research_settings(web, tmp_path)
    async with Researcher(settings, llm=None, embeddings=EmbeddingService(minilm)) as r:
        result = await r.research("Who built the SMART Information Retrieval System?")
        assert isinstance(result, deepsearch.ResearchResult) and result.report.sources
        events = [e async for e in r.stream("Who developed Okapi BM25?",
                                            overrides={"max_iterations": 1})]
    assert all(isinstance(e, deepsearch.Event) for e in events)
    assert events[-1].stage == "done" and events[-1].data["result"]["report"]["sources"]
    assert [e.seq for e in events[:-1]] == list(range(1, len(events)))


def test_sync_wrappers(web: LocalWeb, tmp_path: Path, minilm) -> None:
    settings = research_settings(web, tmp_path)
    with SyncResearcher(settings, llm=None, embeddings=EmbeddingService(minilm)) as r:
        result = r.research("Who developed Okapi BM25?")
        events = list(r.stream("Who built the SMART Information Retrieval System?"))
    assert result.report.sources and "Robertson" in result.report.markdown
    assert events[-1].stage == "done"
