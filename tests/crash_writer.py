"""A writer for the crash test: ingests generated documents batch by batch, printing progress.

    python -m tests.crash_writer DATA_DIR BACKEND PG_URL COUNT
"""

from __future__ import annotations

import asyncio
import sys

from deepsearch.extract.base import make_document
from deepsearch.kb.embeddings import EmbeddingService, HashingEmbedder
from deepsearch.kb.knowledge import KnowledgeBase
from deepsearch.models import DocumentMeta
from deepsearch.settings import load_settings

WORDS = "river mountain city bridge harbour forest valley island castle tower".split()


def text_for(n: int) -> str:
    sentences = [f"Document {n} sentence {i} mentions the {WORDS[(n + i) % 10]} number {i}."
                 for i in range(60)]
    return "\n\n".join(" ".join(sentences[j: j + 6]) for j in range(0, 60, 6))


def documents(count: int):
    return [make_document(text_for(n), DocumentMeta(title=f"Doc {n}"),
                          url=f"https://crash.example/{n}") for n in range(count)]


async def main(data_dir: str, backend: str, pg_url: str, count: int) -> None:
    overrides = {"data_dir": data_dir, "kb.backend": backend, "kb.embedder": "hashing",
                 "kb.chunk_size": 200, "kb.embed_cache": False}
    if backend == "pgvector":
        overrides["kb.postgres_url"] = pg_url
    settings = load_settings(environ={}, overrides=overrides).settings
    kb = await KnowledgeBase.open(settings, embeddings=EmbeddingService(HashingEmbedder(64)),
                                  with_registry=False)
    kb.WRITE_BATCH = 10
    docs = documents(count)
    for start in range(0, count, 10):
        await kb.add_documents(docs[start: start + 10])
        print(f"batch {start // 10}", flush=True)
    await kb.aclose()
    print("done", flush=True)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])))
