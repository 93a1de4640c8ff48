"""Fan-out benchmark: N queries in parallel vs one query, against a search endpoint with latency.

    .venv/bin/python bench/search_fanout.py [--corpus ../shared/eval/corpus.jsonl]
        [--provider searxng] [--queries 15] [--latency 300] [--rounds 3]

Target (issue 2): 15 queries with 300 ms injected latency finish in less than 2x the
time of one query. Both are measured in the same run, against the same server.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._web import EVAL, SAMPLE, local_web
from deepsearch.localweb.app import DEFAULT_KEYS as keys
from deepsearch.search import SearchService
from deepsearch.settings import load_settings

DEFAULT_CORPUS = EVAL / "corpus.jsonl"


def settings_for(url: str, provider: str, data_dir: str):
    return load_settings(environ={}, overrides={
        "data_dir": data_dir,
        "search.providers": [provider],
        "search.cache_enabled": False,
        "search.searxng.base_url": url,
        "search.tavily.base_url": url, "search.tavily.api_key": keys["tavily"],
        "search.tavily.requests_per_minute": 100_000.0,
        "search.brave.base_url": url, "search.brave.api_key": keys["brave"],
        "search.brave.requests_per_minute": 100_000.0,
        "search.serpapi.base_url": url, "search.serpapi.api_key": keys["serpapi"],
    }).settings


async def measure(settings, queries: list[str], rounds: int) -> dict:
    singles, fans = [], []
    async with SearchService(settings) as svc:
        await svc.search("warm up the connection pool")
        for r in range(rounds):
            started = time.perf_counter()
            await svc.search(f"{queries[0]} round {r}")
            singles.append(time.perf_counter() - started)
            started = time.perf_counter()
            outcomes = await svc.search_many([f"{q} round {r}" for q in queries])
            fans.append(time.perf_counter() - started)
            if not all(o.ok for o in outcomes):
                raise SystemExit("a query failed during the benchmark")
    single, fan = statistics.median(singles), statistics.median(fans)
    return {"single_s": round(single, 3), "fan_out_s": round(fan, 3),
            "ratio": round(fan / single, 2), "rounds": rounds}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", type=Path,
                        default=DEFAULT_CORPUS if DEFAULT_CORPUS.exists() else SAMPLE)
    parser.add_argument("--provider", default="searxng",
                        choices=["searxng", "tavily", "brave", "serpapi"])
    parser.add_argument("--queries", type=int, default=15)
    parser.add_argument("--latency", type=float, default=300.0, help="ms per search request")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    words = ["film director", "river in europe", "album released", "football club founded",
             "american actor born", "university located", "band formed", "novel written by",
             "city population", "television series", "war battle", "mountain range",
             "record label", "painter born", "olympic games"]
    queries = [words[i % len(words)] + f" {i}" for i in range(args.queries)]
    route = args.provider
    with local_web(args.corpus, faults=(f"{route}=latency={args.latency:g}",)) as url, \
            tempfile.TemporaryDirectory() as tmp:
        result = asyncio.run(measure(settings_for(url, args.provider, tmp), queries, args.rounds))
    result.update(provider=args.provider, queries=args.queries, latency_ms=args.latency,
                  corpus=args.corpus.name, target_ratio="< 2.0")
    print(json.dumps(result, indent=2))
    return 0 if result["ratio"] < 2.0 else 1


if __name__ == "__main__":
    sys.exit(main())
