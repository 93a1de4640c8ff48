"""``deepsearch demo``: the main job on embedded defaults, with no network and no keys.

It serves the bundled sample corpus as a local web (pages plus search APIs in SearXNG's,
Tavily's, Brave's and SerpAPI's formats), researches a question against it with the full
engine — search with per-query fallback, rank before reading, fetch and extract, index in
a throw-away knowledge base (all-MiniLM-L6-v2 on the CPU, LanceDB), judge coverage,
refine, write a cited report — and then says plainly which real providers and which LLM
it could or could not reach.
"""

from __future__ import annotations

import asyncio
import tempfile
from importlib.resources import files

import typer
from rich.console import Console
from rich.markdown import Markdown

from deepsearch.cli.state import STATE
from deepsearch.localweb import LocalWeb
from deepsearch.research import Researcher
from deepsearch.research.models import Event
from deepsearch.search import SearchService
from deepsearch.untrusted import terminal

DEMO_QUESTION = "At which university did the person who introduced inverse document " \
                "frequency work?"


def demo(
    question: str = typer.Argument(DEMO_QUESTION, help="a question about the sample corpus"),
    check_web: bool = typer.Option(True, "--check-web/--no-check-web",
                                   help="also try the real web providers"),
    llm: str = typer.Option("auto", "--llm", help="LLM spec for the demo run"),
) -> None:
    """Research a question against a bundled local web, then report what the real web allows."""

    console = Console()
    corpus = files("deepsearch.data").joinpath("sample_corpus.jsonl")
    with LocalWeb(str(corpus)) as web, tempfile.TemporaryDirectory() as tmp:
        keys = web.keys
        settings = STATE.settings({
            "data_dir": tmp,
            "search.providers": ["tavily", "brave", "serpapi", "searxng"],
            "search.searxng.base_url": web.url,
            "search.tavily.base_url": web.url, "search.tavily.api_key": keys["tavily"],
            "search.brave.base_url": web.url, "search.brave.api_key": keys["brave"],
            "search.serpapi.base_url": web.url, "search.serpapi.api_key": keys["serpapi"],
            "http.allow_private_urls": True, "fetch.per_host_delay_s": 0.0,
            "research.max_iterations": 2, "research.min_sources": 2,
        }).settings
        console.print(f"[bold]Local web[/] with {len(web.corpus)} sample pages at {web.url}")
        # One rate-limit answer with a long Retry-After: that query falls back at once.
        web.add_fault("tavily=429=60#1")

        def show(event: Event) -> None:
            console.print(f"[dim]{event.stage:>6}[/] [bold]{event.persona.value}[/]: "
                          f"{terminal(event.message)}")

        async def run():
            async with Researcher(settings, llm=llm) as researcher:
                console.print(f"[dim]LLM: {researcher.llm_reason}[/]")
                return await researcher.research(question, on_event=show)

        result = asyncio.run(run())
        console.print(Markdown(result.report.markdown))
        s = result.stats
        console.print(f"[dim]{result.status}: {result.stop_reason} · {s.searches} searches · "
                      f"{s.pages_fetched} of {s.unique_hits} results read · {s.chunks} chunks "
                      f"· {s.wall_s:.1f} s · requests served: {web.stats()['counts']}[/]")

    if not check_web:
        return
    real = STATE.settings({"search.retries": 0, "search.duckduckgo.timeout_s": 5.0,
                           "search.cache_enabled": False}).settings

    async def run_real():
        async with SearchService(real) as service:
            return await service.search_many([question], max_results=3)

    outcome = asyncio.run(run_real())[0]
    if outcome.ok:
        console.print(f"[green]The real web is reachable[/] through {outcome.provider}.")
    else:
        console.print("[yellow]The real web is not reachable[/] from here:")
        for attempt in outcome.attempts:
            console.print(f"  {attempt.provider}: {terminal(attempt.error or '')}")
        console.print("deepsearch keeps working on local pages and documents "
                      "(`deepsearch ingest`, `deepsearch research --docs`); configure a "
                      "provider (see `deepsearch config show`) to search the web.")
