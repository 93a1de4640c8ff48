"""``deepsearch research``: the main job."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path

import typer
from rich.console import Console
from rich.markdown import Markdown

from deepsearch.cli.panel import ProgressPanel
from deepsearch.cli.state import STATE
from deepsearch.errors import AllProvidersFailedError, InputError, ProviderFailure
from deepsearch.ingest import Ingestor
from deepsearch.research import Researcher
from deepsearch.research.events import EventSink
from deepsearch.research.models import Event, Persona, ResearchResult
from deepsearch.research.rendering import html_page
from deepsearch.settings import Settings
from deepsearch.untrusted import terminal


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
    length: str | None = typer.Option(None, "--length",
                                      help="report length: auto, brief, standard, detailed"),
    max_searches: int | None = typer.Option(None, "--max-searches", min=1,
                                            help="search requests this run may send"),
) -> None:
    """Research a question: search, read, judge, refine, and write a cited report shaped by
    the question (an answer, a list, or a sectioned report)."""

    settings = STATE.settings({**run_overrides(provider, searxng_url, allow_private_urls, llm),
                               "research.max_iterations": max_iterations,
                               "research.report_length": length,
                               "research.max_searches": max_searches}).settings

    async def start(researcher: Researcher, sink: EventSink) -> ResearchResult:
        if docs:
            results, _ = await Ingestor(settings.ingest, researcher.kb).ingest(
                [str(d) for d in docs])
            sink(Event(run_id="-", seq=0, stage="local", persona=Persona.ANALYST, message=(
                f"documents: {sum(r.status != 'rejected' for r in results)} usable, "
                f"{sum(r.status == 'rejected' for r in results)} rejected")))
        return await researcher.research(question, on_event=sink)

    run_and_report(settings, start, as_json=as_json, output=output, quiet=quiet)


def run_overrides(provider: list[str] | None, searxng_url: str | None,
                  allow_private_urls: bool, llm: str | None) -> dict[str, object]:
    """The flags `research` and `runs resume` share, as settings overrides."""
    return {"search.providers": provider or None, "search.searxng.base_url": searxng_url,
            "http.allow_private_urls": True if allow_private_urls else None, "llm.spec": llm}


def run_and_report(settings: Settings,
                   start: Callable[[Researcher, EventSink], Awaitable[ResearchResult]], *,
                   as_json: bool, output: Path | None, quiet: bool) -> ResearchResult:
    """Run research with the live panel, then print or write the report (research and
    ``runs resume`` share this)."""
    if output is not None:
        check_output(output)
    err = Console(stderr=True)

    async def run() -> ResearchResult:
        async with Researcher(settings, llm=settings.llm.spec) as researcher:
            if not quiet:
                err.print(f"[dim]LLM: {terminal(researcher.llm_reason)}[/]", highlight=False)
            with ProgressPanel(err, quiet=quiet) as panel:
                return await start(researcher, panel)

    result = asyncio.run(run())
    if result.unreachable and not quiet and result.status != "failed":
        err.print("[yellow]could not reach:[/] " + terminal("; ".join(result.unreachable)),
                  highlight=False, markup=True)
    if result.skipped and not quiet:
        err.print(f"[yellow]skipped {len(result.skipped)} page(s):[/] "
                  + terminal("; ".join(result.skipped[:5])), highlight=False)
    if output is not None:
        write_output(result, output)
        if not quiet:
            err.print(f"wrote {output}")
    if as_json:
        print(json.dumps(result.model_dump(mode="json"), indent=2, ensure_ascii=False))
    elif output is None:
        if sys.stdout.isatty():
            Console().print(Markdown(result.report.markdown))
        else:
            sys.stdout.write(result.report.markdown.rstrip("\n") + "\n")
    s = result.stats
    if not quiet:
        err.print(f"[dim]{result.status}: {terminal(result.stop_reason)} · "
                  f"{s.iterations} iterations · "
                  f"{s.searches} searches · {s.pages_fetched}/{s.unique_hits} pages read · "
                  f"{s.citations_verified} citations verified, {s.citations_removed} removed · "
                  f"{llm_summary(s)} · {s.wall_s:.1f} s[/]", highlight=False)
        if s.stages_without_model:
            err.print(f"[yellow]without the model:[/] {', '.join(s.stages_without_model)}"
                      + (f" ({terminal(s.llm_stopped)})" if s.llm_stopped else ""),
                      highlight=False)
    fail_if_failed(result)
    return result


def llm_summary(stats) -> str:
    """"9 LLM calls", or with waste: "9 LLM calls (11 requests, 2 failed)"."""
    text = f"{stats.llm_calls} LLM calls"
    extra = []
    if stats.llm_requests > stats.llm_calls:
        extra.append(f"{stats.llm_requests} requests")
    if stats.llm_fallbacks:
        extra.append(f"{stats.llm_fallbacks} failed")
    return text + (f" ({', '.join(extra)})" if extra else "")


def fail_if_failed(result: ResearchResult) -> None:
    """A run that read nothing is a failure, not an empty success: every provider failing
    exits 4 with a line per provider; finding nothing readable exits 1."""
    if result.status != "failed":
        return
    if result.unreachable:
        failures = [ProviderFailure(*line.split(": ", 1)) if ": " in line
                    else ProviderFailure(line, "failed") for line in result.unreachable]
        raise AllProvidersFailedError(result.query, failures)
    raise typer.Exit(1)


def check_output(path: Path) -> None:
    """Refuse a bad ``--output`` before the run, not after it."""
    if path.suffix not in (".md", ".json", ".html"):
        raise InputError(f"--output must end in .md, .json or .html, not {path.suffix!r}")
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        raise InputError(f"--output: the folder {folder} does not exist")
    if not os.access(folder, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise InputError(f"--output: {path} cannot be written (permissions)")


def write_output(result: ResearchResult, path: Path) -> None:
    if path.suffix == ".json":
        text = json.dumps(result.model_dump(mode="json"), indent=2, ensure_ascii=False)
    elif path.suffix == ".html":
        text = html_page(result.query, result.report)
    else:
        text = result.report.markdown
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)
