from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from deepsearch.errors import EmbeddingError
from deepsearch.kb.embeddings import (
    EmbeddingCache,
    EmbeddingService,
    HashingEmbedder,
    OpenAIEmbedder,
)
from tests.fake_vendors import EmbeddingsAPI, ServerThread


async def test_local_model_embeds_meaning(minilm) -> None:
    vectors = await minilm.embed_batch([
        "Where was the physicist Marie Curie born?",
        "Marie Skłodowska Curie was born in Warsaw, in the Kingdom of Poland.",
        "The recipe needs two cups of flour and an egg.",
    ])
    assert vectors.shape == (3, 384) and vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-4)
    assert vectors[0] @ vectors[1] > vectors[0] @ vectors[2] + 0.2


async def test_service_batches_and_caches(tmp_path: Path) -> None:
    embedder = HashingEmbedder(32)
    calls: list[int] = []
    original = embedder.embed_batch

    async def counting(texts):
        calls.append(len(texts))
        return await original(texts)

    embedder.embed_batch = counting  # type: ignore[method-assign]
    cache = EmbeddingCache(tmp_path / "e.sqlite")
    service = EmbeddingService(embedder, cache=cache, batch_size=4, concurrency=2)
    texts = [f"text number {i}" for i in range(10)] + ["text number 0"]  # one repeat
    first = await service.embed(texts)
    assert sorted(calls) == [2, 4, 4] and service.embedded == 10
    assert np.allclose(first[0], first[10])
    again = await service.embed(texts)
    assert sorted(calls) == [2, 4, 4] and service.cache_hits == 11  # nothing re-embedded
    assert np.allclose(first, again)
    cache.close()


async def test_closeness_for_several_queries_embeds_each_text_once(minilm) -> None:
    """A report's aspects share most of their sentences: ranked together, each distinct
    text is embedded once, and each query gets the figures it would get alone."""
    service = EmbeddingService(minilm)
    shared = "Marie Curie was born in Warsaw."
    queries = ["Where was Marie Curie born?", "What did Marie Curie discover?"]
    texts = [[shared, "She discovered polonium and radium."], [shared]]
    together = await service.closeness_many(queries, texts)
    assert service.embedded == 4  # two queries, two distinct sentences
    alone = [await EmbeddingService(minilm).closeness(q, t)
             for q, t in zip(queries, texts, strict=True)]
    assert np.allclose(together[0], alone[0], atol=1e-5)
    assert np.allclose(together[1], alone[1], atol=1e-5)
    assert together[0][0] > together[1][0]  # the birthplace is closer to the birth question
    assert await service.closeness_many(queries, [[], []]) == [[], []]


async def test_openai_endpoint_format_and_faults() -> None:
    api = EmbeddingsAPI(dim=64)
    with ServerThread(api.app()) as server:
        embedder = OpenAIEmbedder(server.url + "/v1", "test-embed", api_key="sk-test",
                                  timeout_s=5)
        vectors = await embedder.embed_batch(["alpha beta", "gamma", "alpha beta"])
        assert vectors.shape == (3, 64) and embedder.dim == 64
        assert np.allclose(vectors[0], vectors[2])  # reordered data put back by index
        expected = await HashingEmbedder(64).embed_batch(["gamma"])
        assert np.allclose(vectors[1], expected[0], atol=1e-5)

        api.script = ["429", "500"]
        assert (await embedder.embed_batch(["retry me"])).shape == (1, 64)
        api.script = ["malformed", "malformed", "malformed"]
        with pytest.raises(EmbeddingError, match="malformed"):
            await embedder.embed_batch(["x"])
        bad = OpenAIEmbedder(server.url + "/v1", "m", api_key="wrong", timeout_s=5)
        with pytest.raises(EmbeddingError, match="HTTP 401") as info:
            await bad.embed_batch(["x"])
        assert not info.value.retryable
        await embedder.aclose()
        await bad.aclose()


async def test_unreachable_endpoint_is_a_clear_error() -> None:
    embedder = OpenAIEmbedder("http://127.0.0.1:9/v1", "m", timeout_s=1, retries=0)
    with pytest.raises(EmbeddingError, match=r"127\.0\.0\.1:9"):
        await embedder.embed_batch(["x"])
    await embedder.aclose()


def test_loading_the_local_model_prints_nothing() -> None:
    """transformers' "Loading weights" bar and advisory warnings stay off the terminal."""
    import os
    import subprocess
    import sys

    code = ("import asyncio\nfrom deepsearch.kb.embeddings import LocalEmbedder\n"
            "asyncio.run(LocalEmbedder().warm_up())\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("HF_HUB_DISABLE", "TQDM"))}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, env={**env, "HF_HUB_OFFLINE": "1"})
    assert done.returncode == 0, done.stderr
    assert done.stderr.strip() == "" and done.stdout.strip() == ""
