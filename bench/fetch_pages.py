"""Fetch benchmark: 200 pages with 200 ms latency at concurrency 10, and extraction throughput.

    .venv/bin/python bench/fetch_pages.py [--pages 200] [--latency 200] [--concurrency 10]

Target (issue 3): the fetch takes at most 1.3x the ideal (pages x latency / concurrency =
4 s). The local web runs in its own process. Extraction throughput is measured on the
same pages, in this process, one page at a time.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._web import EVAL, SAMPLE, local_web
from deepsearch.extract.base import extract_page
from deepsearch.fetch import HttpFetcher
from deepsearch.localweb.corpus import load_corpus
from deepsearch.settings import load_settings


async def fetch_all(urls: list[str], concurrency: int, data_dir: str):
    settings = load_settings(environ={}, overrides={
        "data_dir": data_dir, "http.allow_private_urls": True,
        "fetch.max_concurrency": concurrency, "fetch.per_host_concurrency": concurrency,
        "fetch.per_host_delay_s": 0.0, "fetch.cache_enabled": False,
        "fetch.respect_robots": False,
    }).settings
    async with HttpFetcher(settings) as fetcher:
        started = time.perf_counter()
        pages = await asyncio.gather(*(fetcher.fetch(u) for u in urls))
        return pages, time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", type=Path,
                        default=EVAL / "corpus.jsonl" if (EVAL / "corpus.jsonl").exists()
                        else SAMPLE)
    parser.add_argument("--pages", type=int, default=200)
    parser.add_argument("--latency", type=float, default=200.0)
    parser.add_argument("--concurrency", type=int, default=10)
    args = parser.parse_args()
    corpus = load_corpus(args.corpus)
    docs = corpus.docs[: args.pages]
    with local_web(args.corpus, faults=(f"pages=latency={args.latency:g}",)) as base, \
            tempfile.TemporaryDirectory() as tmp:
        urls = [base + d.path for d in docs]
        pages, elapsed = asyncio.run(fetch_all(urls, args.concurrency, tmp))
    ideal = len(urls) * args.latency / 1000 / args.concurrency
    started = time.perf_counter()
    for page in pages:
        extract_page(page, min_length=0)
    extract_s = time.perf_counter() - started
    result = {
        "pages": len(urls), "latency_ms": args.latency, "concurrency": args.concurrency,
        "fetch_s": round(elapsed, 3), "ideal_s": round(ideal, 3),
        "ratio_to_ideal": round(elapsed / ideal, 3), "target_ratio": "<= 1.3",
        "extract_pages_per_s": round(len(pages) / extract_s, 1),
        "mean_page_kb": round(sum(len(p.body) for p in pages) / len(pages) / 1024, 1),
    }
    print(json.dumps(result, indent=2))
    return 0 if elapsed / ideal <= 1.3 else 1


if __name__ == "__main__":
    sys.exit(main())
