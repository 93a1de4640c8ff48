"""``deepsearch search``: run queries through the provider chain and print the hits."""

from __future__ import annotations

import asyncio
import json

import typer
from rich.console import Console
from rich.table import Table

from deepsearch.cli.state import STATE
from deepsearch.errors import AllProvidersFailedError, ProviderFailure
from deepsearch.models import SearchOutcome
from deepsearch.search import SearchService
from deepsearch.untrusted import terminal


def search(
    queries: list[str] = typer.Argument(..., help="one or more queries, searched in parallel"),
    provider: list[str] = typer.Option(
        None, "--provider", "-p", help="provider, repeatable; the order is the fallback order",
    ),
    max_results: int | None = typer.Option(None, "--max-results", "-n", min=1, max=100),
    score_threshold: float | None = typer.Option(None, "--score-threshold", min=0, max=1),
    include_domain: list[str] = typer.Option(None, "--include-domain", help="site: filter"),
    exclude_domain: list[str] = typer.Option(None, "--exclude-domain", help="-site: filter"),
    searxng_url: str | None = typer.Option(None, "--searxng-url"),
    tavily_url: str | None = typer.Option(None, "--tavily-url"),
    brave_url: str | None = typer.Option(None, "--brave-url"),
    serpapi_url: str | None = typer.Option(None, "--serpapi-url"),
    no_cache: bool = typer.Option(False, "--no-cache", help="neither read nor write the cache"),
    as_json: bool = typer.Option(False, "--json", help="print JSON"),
) -> None:
    """Search the web through the configured providers, with fallback per query."""

    loaded = STATE.settings({
        "search.providers": provider or None,
        "search.results_per_query": max_results,
        "search.score_threshold": score_threshold,
        "search.include_domains": include_domain or None,
        "search.exclude_domains": exclude_domain or None,
        "search.searxng.base_url": searxng_url,
        "search.tavily.base_url": tavily_url,
        "search.brave.base_url": brave_url,
        "search.serpapi.base_url": serpapi_url,
        "search.cache_enabled": False if no_cache else None,
    })

    async def run() -> list[SearchOutcome]:
        async with SearchService(loaded.settings) as service:
            return await service.search_many(queries)

    outcomes = asyncio.run(run())
    if as_json:
        print(json.dumps([o.model_dump(mode="json") for o in outcomes], indent=2,
                         ensure_ascii=False))
    else:
        print_outcomes(outcomes, Console())
    failed = [o for o in outcomes if not o.ok]
    if failed:
        first = failed[0]
        raise AllProvidersFailedError(
            first.query, [ProviderFailure(a.provider, a.error or "failed") for a in first.attempts]
        )


def print_outcomes(outcomes: list[SearchOutcome], console: Console) -> None:
    for outcome in outcomes:
        path = "; ".join(
            f"{a.provider}: {a.hits} hits" if a.ok else f"{a.provider}: {a.error}"
            for a in outcome.attempts
        )
        if not outcome.ok:
            console.print(f"[bold red]✗[/] {terminal(repr(outcome.query))} — every provider "
                          f"failed ({terminal(path)})")
            continue
        table = Table(title=f"{terminal(outcome.query)} — answered by {outcome.provider}",
                      caption=terminal(path), title_justify="left")
        table.add_column("#", justify="right")
        table.add_column("score", justify="right")
        table.add_column("title")
        table.add_column("url", overflow="fold")
        for i, hit in enumerate(outcome.hits, start=1):
            table.add_row(str(i), f"{hit.score:.2f}", terminal(hit.title), terminal(hit.url))
        if not outcome.hits:
            table.add_row("", "", "(no results)", "")
        console.print(table)
