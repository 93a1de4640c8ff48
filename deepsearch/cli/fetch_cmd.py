"""``deepsearch fetch`` and ``deepsearch ingest``."""

from __future__ import annotations

import asyncio
import json
from collections import Counter
from pathlib import Path

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from deepsearch.cli.state import STATE
from deepsearch.errors import BlockedUrlError, DocumentError, FetchError
from deepsearch.fetch import HttpFetcher, PageReader
from deepsearch.ingest import Ingestor, IngestResult
from deepsearch.kb.knowledge import ChunkAnalyst, KnowledgeBase
from deepsearch.llm.backends import build_client
from deepsearch.models import FetchOutcome
from deepsearch.untrusted import clean, terminal


def fetch(
    urls: list[str] = typer.Argument(..., help="one or more http(s) URLs"),
    as_json: bool = typer.Option(False, "--json", help="print JSON (text and metadata)"),
    allow_private_urls: bool = typer.Option(
        False, "--allow-private-urls", help="allow loopback and private addresses"),
    no_robots: bool = typer.Option(False, "--no-robots", help="ignore robots.txt"),
    no_cache: bool = typer.Option(False, "--no-cache", help="neither read nor write the cache"),
) -> None:
    """Fetch pages and print their extracted Markdown and metadata."""

    loaded = STATE.settings({
        "http.allow_private_urls": True if allow_private_urls else None,
        "fetch.respect_robots": False if no_robots else None,
        "fetch.cache_enabled": False if no_cache else None,
    })
    settings = loaded.settings

    async def run() -> list[FetchOutcome]:
        async with HttpFetcher(settings) as fetcher:
            reader = PageReader(fetcher, min_content_length=settings.fetch.min_content_length)
            return await reader.read_many(urls)

    outcomes = asyncio.run(run())
    console = Console()
    if as_json:
        print(json.dumps([o.model_dump(mode="json") for o in outcomes], indent=2,
                         ensure_ascii=False))
    else:
        for outcome in outcomes:
            if outcome.document is None:
                console.print(f"[bold red]✗ {terminal(outcome.url)}[/] — {outcome.status}: "
                              f"{terminal(outcome.reason or '')}")
                continue
            doc = outcome.document
            meta = doc.meta
            console.rule(terminal(doc.title or doc.url))
            details = [f"url: {doc.url}", f"extractor: {meta.extractor}",
                       f"language: {meta.language or '?'}", f"published: {meta.published or '?'}",
                       f"author: {meta.author or '?'}", f"links: {len(meta.links)}",
                       f"code blocks: {meta.code_blocks}"]
            console.print(terminal(" · ".join(details)), style="dim")
            print(clean(doc.text))
    bad = [o for o in outcomes if not o.ok and o.status != "duplicate"]
    if bad:
        first = bad[0]
        error = BlockedUrlError if first.status == "blocked" else FetchError
        raise error(first.url, f"{first.status}: {first.reason}"
                    + (f" (and {len(bad) - 1} more)" if len(bad) > 1 else ""))


def ingest(
    paths: list[str] = typer.Argument(..., help="files, folders (recursive) or glob patterns"),
    as_json: bool = typer.Option(False, "--json", help="print one JSON result per file"),
    follow_symlinks: bool = typer.Option(
        False, "--follow-symlinks", help="follow symlinks that leave the given folders"),
    strict: bool = typer.Option(False, "--strict", help="exit non-zero if any file is rejected"),
    llm: str = typer.Option("none", "--llm", help="an LLM to write per-chunk summaries, "
                            "entities and relationships (auto, local, openai:MODEL, …)"),
) -> None:
    """Read local documents (HTML, Markdown, text, PDF, DOCX, CSV, XLSX, JSON) into the store."""

    overrides = {"ingest.follow_symlinks": True if follow_symlinks else None}
    settings = STATE.settings(overrides).settings
    console = Console(stderr=True)

    async def run() -> tuple[list[IngestResult], int]:
        kb = await KnowledgeBase.open(settings)
        client, reason = build_client(settings, llm)
        if client is not None:
            kb.analyst = ChunkAnalyst(client, on_progress=lambda message: console.print(
                f"[dim]Document Analyst: {terminal(message)}[/]"))
        if llm != "none":
            console.print(f"[dim]LLM: {reason}[/]")
        try:
            ingestor = Ingestor(settings.ingest, kb)
            with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                          TimeElapsedColumn(), console=console, transient=True,
                          disable=as_json) as progress:
                task = progress.add_task("ingesting", total=None)

                def report(result: IngestResult, done: int, total: int) -> None:
                    progress.update(task, completed=done, total=total,
                                    description=f"ingesting {Path(result.path).name[:40]}")

                return await ingestor.ingest(paths, on_result=report)
        finally:
            await kb.aclose()
            if client is not None:
                await client.aclose()

    results, hidden = asyncio.run(run())
    if as_json:
        print(json.dumps([r.model_dump() for r in results], indent=2, ensure_ascii=False))
    else:
        table = Table(title="ingest", title_justify="left")
        table.add_column("file", overflow="fold")
        table.add_column("status")
        table.add_column("detail", overflow="fold")
        for r in results:
            style = {"ingested": "green", "unchanged": "dim", "rejected": "red"}[r.status]
            done = f"{r.title} ({r.chars:,} chars)" if r.status == "ingested" else ""
            detail = r.reason or done
            table.add_row(terminal(r.path), f"[{style}]{r.status}[/]", terminal(detail))
        Console().print(table)
    counts = Counter(r.status for r in results)
    summary = ", ".join(f"{n} {s}" for s, n in counts.items()) or "no files"
    if hidden:
        summary += f", {hidden} hidden skipped"
    console.print(summary)
    if not results:
        raise DocumentError(" ".join(paths), "no files found")
    if not (counts["ingested"] or counts["unchanged"]):
        first = next(r for r in results if r.status == "rejected")
        raise DocumentError(" ".join(paths)[:200], f"nothing could be ingested ({first.path}: "
                                                   f"{first.reason})")
    if strict and counts["rejected"]:
        raise DocumentError(" ".join(paths), f"{counts['rejected']} file(s) rejected")
