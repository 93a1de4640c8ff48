"""The embedded model (SmolLM2-135M via llama.cpp) gives schema-valid output for every role."""

from __future__ import annotations

import pytest

from deepsearch.llm import LLMClient
from deepsearch.llm.backends import LlamaCppLLM, default_gguf
from deepsearch.llm.prompts import TEMPLATES, quote_source
from deepsearch.settings import LlmSettings

VALUES = dict(
    query="Which university did the scientist who introduced inverse document frequency "
          "work at?",
    gaps="", coverage=0.4, previous="inverse document frequency inventor",
    missing="the university", links="[0] Karen Spärck Jones\n[1] Cookie policy",
    results="[0] Karen Spärck Jones — British computer scientist at Cambridge\n"
            "[1] Okapi BM25 — a ranking function",
    pages="Karen Spärck Jones (headings: Career, Awards)",
    sources=quote_source("Karen Spärck Jones worked at the University of Cambridge and "
                         "introduced inverse document frequency in 1972.", index=1),
    source=quote_source("Karen Spärck Jones worked at the University of Cambridge."),
    title="Karen Spärck Jones", draft="She worked at Cambridge [1].",
    checks="supported", claims="She worked at Cambridge.", report="She worked at Cambridge.",
    claim="Karen Spärck Jones worked at Cambridge.",
)


@pytest.fixture(scope="module")
def local_llm():
    llm = LlamaCppLLM(default_gguf(), n_ctx=2048)
    yield llm


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(n for n, t in TEMPLATES.items() if t.schema))
async def test_schema_valid_output_for_every_role(local_llm, name: str) -> None:
    template = TEMPLATES[name]
    client = LLMClient(local_llm, LlmSettings(structured_attempts=3, timeout_s=120))
    result = await client.structured(template.role, template.messages(**VALUES),
                                     template.schema, max_tokens=200)
    assert isinstance(result, template.schema)
    assert client.budget.calls >= 1 and client.budget.completion_tokens > 0


@pytest.mark.slow
async def test_free_text_and_default_model_path(local_llm) -> None:
    assert default_gguf().suffix == ".gguf"
    client = LLMClient(local_llm, LlmSettings())
    text = await client.text("write", TEMPLATES["draft"].messages(**VALUES), max_tokens=60)
    assert text.strip()
