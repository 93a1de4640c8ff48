"""``deepsearch demo``: the main job on embedded defaults, with no network and no keys.

It serves the bundled sample corpus as a local web, searches it through every
vendor-format provider with the full search layer (fallback, retries, cache,
de-duplication), reads the pages it found (fetch, extract, de-duplicate) into a throw-away
knowledge base (chunk, embed offline, LanceDB) and queries it, then says plainly which real
providers it could or could not reach.
"""

from __future__ import annotations

import asyncio
import tempfile
from importlib.resources import files

import typer
from rich.console import Console

from deepsearch.cli.search_cmd import print_outcomes
from deepsearch.fetch import HttpFetcher, PageReader
from deepsearch.kb.knowledge import KnowledgeBase
from deepsearch.localweb import LocalWeb
from deepsearch.models import SearchOutcome
from deepsearch.search import SearchService
from deepsearch.settings import Settings

DEMO_QUERIES = [
    "who introduced inverse document frequency",
    "reciprocal rank fusion hybrid search",
]


def demo(
    question: list[str] = typer.Argument(None, help="queries to run (default: two examples)"),
    check_web: bool = typer.Option(True, "--check-web/--no-check-web",
                                   help="also try the real web providers"),
) -> None:
    """Run searches against a bundled local web, then report what the real web allows."""
    from deepsearch.cli.main import STATE

    console = Console()
    corpus = files("deepsearch.data").joinpath("sample_corpus.jsonl")
    queries = question or DEMO_QUERIES
    with LocalWeb(str(corpus)) as web:
        keys = web.keys
        loaded = STATE.settings({
            "search.providers": ["tavily", "brave", "serpapi", "searxng"],
            "search.searxng.base_url": web.url,
            "search.tavily.base_url": web.url, "search.tavily.api_key": keys["tavily"],
            "search.brave.base_url": web.url, "search.brave.api_key": keys["brave"],
            "search.serpapi.base_url": web.url, "search.serpapi.api_key": keys["serpapi"],
            "search.cache_enabled": False,
        })
        console.print(f"[bold]Local web[/] with {len(web.corpus)} sample pages at {web.url}")
        # One rate-limit answer with a long Retry-After: that query falls back to Brave at once.
        web.add_fault("tavily=429=60#1")

        async def run_local():
            async with SearchService(loaded.settings) as service:
                return await service.search_many(queries, max_results=5)

        outcomes = asyncio.run(run_local())
        print_outcomes(outcomes, console)
        with tempfile.TemporaryDirectory() as tmp:
            kb_settings = STATE.settings({"data_dir": tmp, "http.allow_private_urls": True,
                                          "fetch.per_host_delay_s": 0.0}).settings
            asyncio.run(_read_and_index(kb_settings, outcomes, queries, console))
        console.print(f"requests served: {web.stats()['counts']}")

    if not check_web:
        return
    real = STATE.settings({"search.retries": 0, "search.duckduckgo.timeout_s": 5.0,
                           "search.cache_enabled": False})

    async def run_real():
        async with SearchService(real.settings) as service:
            return await service.search_many([queries[0]], max_results=3)

    outcome = asyncio.run(run_real())[0]
    if outcome.ok:
        console.print(f"[green]The real web is reachable[/] through {outcome.provider}.")
    else:
        console.print("[yellow]The real web is not reachable[/] from here:")
        for attempt in outcome.attempts:
            console.print(f"  {attempt.provider}: {attempt.error}")
        console.print("deepsearch keeps working on local pages and documents; configure a "
                      "provider (see `deepsearch config show`) to search the web.")


async def _read_and_index(settings: Settings, outcomes: list[SearchOutcome], queries: list[str],
                          console: Console) -> None:
    """Read every page the searches found into a knowledge base, then ask it each query."""
    urls = list(dict.fromkeys(hit.url for o in outcomes for hit in o.hits))
    async with HttpFetcher(settings) as fetcher:
        read = await PageReader(fetcher).read_many(urls)
    documents = [r.document for r in read if r.document is not None]
    console.print(f"[bold]Read[/] {len(documents)} of {len(urls)} pages "
                  f"({', '.join(f'{r.url.rsplit(chr(47), 1)[-1]}: {r.status}' for r in read)})")
    console.print("[bold]Indexing[/] into a knowledge base (all-MiniLM-L6-v2 on the CPU, "
                  "LanceDB)…")
    kb = await KnowledgeBase.open(settings, with_registry=False)
    try:
        await kb.add_documents(documents)
        stats = await kb.store.stats()
        console.print(f"{stats['sources']} sources, {stats['chunks']} chunks")
        for query in queries:
            hits = await kb.search(query, k=2)
            console.print(f"[bold]{query}[/]")
            for hit in hits:
                console.print(f"  {hit.score:.3f} {hit.title}: {hit.text[:110]}…")
    finally:
        await kb.aclose()
