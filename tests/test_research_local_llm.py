"""A research run with the embedded model (SmolLM2-135M via llama.cpp) against the local web
serving the evaluation corpus: real HTTP, extraction, LanceDB, embedder and model."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from deepsearch.llm.backends import LlamaCppLLM, default_gguf
from deepsearch.localweb import LocalWeb
from deepsearch.research import Researcher
from tests.test_research import kb_factory, research_settings  # noqa: F401 - fixture


@pytest.mark.slow
async def test_research_with_the_embedded_model(eval_corpus: Path, tmp_path: Path,
                                                kb_factory) -> None:  # noqa: F811
    first = json.loads((eval_corpus.parent / "dev.jsonl").open().readline())
    with LocalWeb(eval_corpus) as web:
        settings = research_settings(web, tmp_path, **{
            "research.max_iterations": 2, "research.max_entailment_checks": 3,
            "llm.timeout_s": 120, "llm.structured_attempts": 2})
        llm = LlamaCppLLM(default_gguf(), n_ctx=4096)
        events = []
        async with Researcher(settings, llm=llm, kb=await kb_factory(settings)) as r:
            result = await r.research(first["question"], on_event=events.append)
    # the model planned and wrote (one call each, the economy of issue 14), and said so
    by_stage = result.stats.llm_requests_by_stage
    assert by_stage.get("research_plan", 0) >= 1 and by_stage.get("short_answer", 0) >= 1
    assert result.stats.llm_calls == sum(by_stage.values()) <= 6
    assert result.stats.completion_tokens > 0
    assert result.success and result.report.sources
    read = set(result.sources_read)
    assert all(s.url in read for s in result.report.sources)
    assert all(c.verified for c in result.report.citations)
    # whatever the small model did, the engine found at least one supporting page
    supporting = {web.page_url(d) for d in first["supporting_doc_ids"]}
    assert supporting & read
    assert any(e.stage == "write" for e in events)
