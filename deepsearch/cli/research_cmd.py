"""``deepsearch research``: the main job."""

from __future__ import annotations

import asyncio
import html
import json
import sys
from pathlib import Path

import typer
from rich.console import Console

from deepsearch.errors import InputError
from deepsearch.ingest import Ingestor
from deepsearch.research import Researcher
from deepsearch.research.models import Event, ResearchResult


def research(
    question: str = typer.Argument(..., help="the question to research"),
    provider: list[str] = typer.Option(None, "--provider", "-p",
                                       help="search provider, repeatable (fallback order)"),
    llm: str | None = typer.Option(None, "--llm", help="auto, none, local, openai:MODEL, …"),
    docs: list[Path] = typer.Option(None, "--docs", help="local documents to use, repeatable"),
    max_iterations: int | None = typer.Option(None, "--max-iterations", min=1, max=20),
    searxng_url: str | None = typer.Option(None, "--searxng-url"),
    allow_private_urls: bool = typer.Option(False, "--allow-private-urls"),
    as_json: bool = typer.Option(False, "--json", help="print the result as JSON"),
    output: Path | None = typer.Option(None, "--output", "-o",
                                       help="write the report: .md, .json or .html"),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="no progress output"),
) -> None:
    """Research a question: search, read, judge, refine, and write a cited report."""
    from deepsearch.cli.main import STATE

    if output is not None and output.suffix not in (".md", ".json", ".html"):
        raise InputError(f"--output must end in .md, .json or .html, not {output.suffix!r}")
    settings = STATE.settings({
        "search.providers": provider or None, "search.searxng.base_url": searxng_url,
        "http.allow_private_urls": True if allow_private_urls else None,
        "research.max_iterations": max_iterations, "llm.spec": llm,
    }).settings
    err = Console(stderr=True)

    def show(event: Event) -> None:
        if not quiet:
            err.print(f"[dim]{event.stage:>6}[/] [bold]{event.persona.value}[/]: {event.message}")

    async def run() -> ResearchResult:
        async with Researcher(settings, llm=settings.llm.spec) as researcher:
            if not quiet:
                err.print(f"[dim]LLM: {researcher.llm_reason}[/]")
            if docs:
                assert researcher._kb is not None
                results, _ = await Ingestor(settings.ingest, researcher._kb).ingest(
                    [str(d) for d in docs])
                if not quiet:
                    err.print(f"[dim]documents: {sum(r.status != 'rejected' for r in results)} "
                              f"usable, {sum(r.status == 'rejected' for r in results)} "
                              "rejected[/]")
            return await researcher.research(question, on_event=show)

    result = asyncio.run(run())
    if result.unreachable and not quiet:
        err.print("[yellow]could not reach:[/] " + "; ".join(result.unreachable))
    if output is not None:
        write_output(result, output)
        if not quiet:
            err.print(f"wrote {output}")
    if as_json:
        print(json.dumps(result.model_dump(mode="json"), indent=2, ensure_ascii=False))
    elif output is None:
        sys.stdout.write(result.report.markdown)
    s = result.stats
    if not quiet:
        err.print(f"[dim]{result.status}: {result.stop_reason} · {s.iterations} iterations · "
                  f"{s.searches} searches · {s.pages_fetched}/{s.unique_hits} pages read · "
                  f"{s.llm_calls} LLM calls · {s.wall_s:.1f} s[/]")


def write_output(result: ResearchResult, path: Path) -> None:
    if path.suffix == ".json":
        text = json.dumps(result.model_dump(mode="json"), indent=2, ensure_ascii=False)
    elif path.suffix == ".html":
        sources = "".join(f'<li id="s{s.n}"><a href="{html.escape(s.url)}">'
                          f"{html.escape(s.title)}</a></li>" for s in result.report.sources)
        body = html.escape(result.report.markdown.split("## Sources")[0])
        text = (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>"
                f"{html.escape(result.query)}</title></head><body><pre style='white-space:"
                f"pre-wrap'>{body}</pre><h2>Sources</h2><ol>{sources}</ol></body></html>")
    else:
        text = result.report.markdown
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)
