"""Knowledge-base benchmarks (issue 4).

    .venv/bin/python bench/kb_bench.py ingest  [--docs 600]
    .venv/bin/python bench/kb_bench.py latency [--sizes 10000 100000] [--backends lancedb pgvector]
    .venv/bin/python bench/kb_bench.py quality [--questions ../shared/eval/dev.jsonl]

ingest:  chunk + embed + store of N eval paragraphs end to end, against the raw embedder on
         the same texts in the same run (target: at least 85 % of the raw throughput).
latency: hybrid query latency p50/p95 with N chunks in the store. Vectors are random unit
         vectors and texts are eval paragraphs (latency does not depend on what vectors
         mean, and 100k real embeddings would take half an hour on 2 cores).
quality: the whole eval corpus indexed with all-MiniLM-L6-v2; recall@5 and @10 of the
         supporting paragraphs for the dev questions, per dataset, for BM25 only, vector
         only and hybrid.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from bench._web import EVAL
from deepsearch.extract.base import make_document
from deepsearch.kb.chunking import MarkdownChunker
from deepsearch.kb.embeddings import EmbeddingService, LocalEmbedder
from deepsearch.kb.knowledge import KnowledgeBase, open_store
from deepsearch.kb.store import Provenance, UpsertItem, contextual_text
from deepsearch.localweb.corpus import load_corpus
from deepsearch.models import DocumentMeta
from deepsearch.settings import load_settings


def eval_documents(limit: int | None = None):
    corpus = load_corpus(EVAL / "corpus.jsonl")
    rows = corpus.docs[:limit] if limit else corpus.docs
    return [make_document(d.text, DocumentMeta(title=d.title),
                          url=f"https://localweb.test/wiki/{d.doc_id}") for d in rows]


def settings_for(data_dir: str, backend: str = "lancedb", **extra):
    return load_settings(environ={}, overrides={"data_dir": data_dir, "kb.backend": backend,
                                                "kb.embed_cache": False, **extra}).settings


async def bench_ingest(docs_n: int) -> dict:
    docs = eval_documents(docs_n)
    chunker = MarkdownChunker()
    texts = [contextual_text(d.title, c) for d in docs for c in chunker.chunk(d)]
    embedder = LocalEmbedder()
    await embedder.warm_up()
    await embedder.embed_batch(texts[:64])  # warm the kernels
    started = time.perf_counter()
    for i in range(0, len(texts), 300):
        await embedder.embed_batch(texts[i: i + 300])
    raw_s = time.perf_counter() - started
    with tempfile.TemporaryDirectory() as tmp:
        kb = await KnowledgeBase.open(settings_for(tmp), embeddings=EmbeddingService(embedder),
                                      with_registry=False)
        started = time.perf_counter()
        await kb.add_documents(docs)
        end_to_end_s = time.perf_counter() - started
        stored = (await kb.store.stats())["chunks"]
        await kb.aclose()
    return {"documents": len(docs), "chunks": len(texts), "stored_chunks": stored,
            "raw_embed_chunks_per_s": round(len(texts) / raw_s, 1),
            "ingest_chunks_per_s": round(len(texts) / end_to_end_s, 1),
            "ratio": round(raw_s / end_to_end_s, 3), "target_ratio": ">= 0.85"}


async def bench_latency(sizes: list[int], backends: list[str], queries: int) -> list[dict]:
    corpus = load_corpus(EVAL / "corpus.jsonl")
    rng = np.random.default_rng(0)
    results = []
    for backend in backends:
        for size in sizes:
            with tempfile.TemporaryDirectory() as tmp:
                extra = {}
                if backend == "pgvector" and os.environ.get("BENCH_PG_URL"):
                    extra["kb.postgres_url"] = os.environ["BENCH_PG_URL"]
                settings = settings_for(tmp, backend, **extra)
                store = await open_store(settings, 384)
                started = time.perf_counter()
                n, batch = 0, []
                loading = store.bulk_load(size)
                await loading.__aenter__()
                while n < size:
                    d = corpus.docs[n % len(corpus)]
                    text = f"{d.text} (copy {n // len(corpus)})"
                    doc = make_document(text, DocumentMeta(title=d.title),
                                        url=f"https://bench.test/{n}")
                    chunk = MarkdownChunker(size=8000).chunk(doc)[:1]
                    vec = rng.standard_normal((1, 384)).astype(np.float32)
                    vec /= np.linalg.norm(vec)
                    batch.append(UpsertItem(doc, chunk, vec, Provenance()))
                    n += 1
                    if len(batch) == 2000:
                        await store.upsert_many(batch)
                        batch = []
                if batch:
                    await store.upsert_many(batch)
                await loading.__aexit__(None, None, None)
                if hasattr(store, "optimize"):
                    await asyncio.to_thread(store.optimize)
                load_s = time.perf_counter() - started
                words = [d.title for d in corpus.docs[:queries]]
                timings = []
                for i in range(queries):
                    q = rng.standard_normal(384).astype(np.float32)
                    q /= np.linalg.norm(q)
                    t0 = time.perf_counter()
                    await store.search_hybrid(words[i], q, 10)
                    timings.append((time.perf_counter() - t0) * 1000)
                stats = await store.stats()
                await store.aclose()
            timings.sort()
            results.append({
                "backend": backend, "chunks": size, "load_s": round(load_s, 1),
                "p50_ms": round(statistics.median(timings), 1),
                "p95_ms": round(timings[int(0.95 * (len(timings) - 1))], 1),
                "queries": queries, "indexes": stats.get("indexes", "gin + hnsw"),
            })
            print(json.dumps(results[-1]), flush=True)
    return results


async def bench_quality(questions_path: Path, limit: int | None) -> dict:
    questions = [json.loads(line) for line in questions_path.open()]
    if limit:
        questions = questions[:limit]
    cache_dir = Path(os.environ.get("BENCH_KB_DIR", "/tmp/deepsearch-bench-kb"))
    settings = load_settings(environ={}, overrides={"data_dir": str(cache_dir)}).settings
    kb = await KnowledgeBase.open(settings, with_registry=False)
    if (await kb.store.stats())["sources"] < 12_000:
        docs = eval_documents()
        started = time.perf_counter()
        await kb.add_documents(docs, on_progress=lambda d, t: print(
            f"indexed {d}/{t}", file=sys.stderr, flush=True) if d % 2000 == 0 else None)
        print(f"indexed corpus in {time.perf_counter() - started:.0f} s", file=sys.stderr)
        await asyncio.to_thread(kb.store.optimize)
    per: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    for q in questions:
        gold = set(q["supporting_doc_ids"])
        for mode in ("text", "vector", "hybrid"):
            hits = await kb.search(q["question"], k=30, mode=mode, rerank=False)
            ranked: list[str] = []
            for h in hits:
                doc_id = h.url.rsplit("/", 1)[-1]
                if doc_id not in ranked:
                    ranked.append(doc_id)
            for k in (5, 10):
                recall = len(gold & set(ranked[:k])) / len(gold)
                per[q["dataset"]][f"{mode}@{k}"].append(recall)
                per["overall"][f"{mode}@{k}"].append(recall)
    await kb.aclose()
    return {ds: {key: round(100 * sum(v) / len(v), 1) for key, v in metrics.items()} |
            {"n": len(next(iter(metrics.values())))} for ds, metrics in per.items()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("ingest")
    p.add_argument("--docs", type=int, default=600)
    p = sub.add_parser("latency")
    p.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    p.add_argument("--backends", nargs="+", default=["lancedb", "pgvector"])
    p.add_argument("--queries", type=int, default=200)
    p = sub.add_parser("quality")
    p.add_argument("--questions", type=Path, default=EVAL / "dev.jsonl")
    p.add_argument("--limit", type=int)
    args = parser.parse_args()
    if args.cmd == "ingest":
        result = asyncio.run(bench_ingest(args.docs))
    elif args.cmd == "latency":
        result = asyncio.run(bench_latency(args.sizes, args.backends, args.queries))
    else:
        result = asyncio.run(bench_quality(args.questions, args.limit))
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
