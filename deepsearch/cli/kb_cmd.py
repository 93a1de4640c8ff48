"""``deepsearch kb stats|search|sources|delete|export``."""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

import typer
from rich.console import Console
from rich.table import Table

from deepsearch.cli.state import STATE
from deepsearch.errors import InputError
from deepsearch.kb.knowledge import KnowledgeBase
from deepsearch.kb.store import SearchFilters
from deepsearch.untrusted import terminal

app = typer.Typer(help="Inspect and manage the knowledge base.", no_args_is_help=True)
T = TypeVar("T")


def _run(action: Callable[[KnowledgeBase], Awaitable[T]], overrides: dict[str, Any] | None = None
         ) -> T:

    settings = STATE.settings(overrides).settings

    async def go() -> T:
        kb = await KnowledgeBase.open(settings)
        try:
            return await action(kb)
        finally:
            await kb.aclose()

    return asyncio.run(go())


def _filters(group: str | None, domain: str | None, uploads: bool, since: str | None
             ) -> SearchFilters:
    return SearchFilters(group_id=group, domain=domain, uploads_only=uploads, since=since)


@app.command("stats")
def stats(as_json: bool = typer.Option(False, "--json")) -> None:
    """Counts of sources and chunks, groups, indexes."""
    data = _run(lambda kb: kb.store.stats())
    if as_json:
        print(json.dumps(data, indent=2, default=str))
        return
    for key, value in data.items():
        print(f"{key}: {value}")


@app.command("search")
def search(
    query: str = typer.Argument(...),
    k: int = typer.Option(10, "-k", min=1, max=200),
    mode: str = typer.Option("hybrid", "--mode", help="hybrid, text or vector"),
    group: str | None = typer.Option(None, "--group"),
    domain: str | None = typer.Option(None, "--domain"),
    uploads: bool = typer.Option(False, "--uploads", help="uploaded documents only"),
    since: str | None = typer.Option(None, "--since", help="ISO date: fetched on or after"),
    expand: bool = typer.Option(False, "--expand", help="Deep Search expansions"),
    mmr: float | None = typer.Option(None, "--mmr", min=0, max=1, help="MMR lambda"),
    as_json: bool = typer.Option(False, "--json"),
) -> None:
    """Hybrid (full text + vector) search of the knowledge base."""
    if mode not in ("hybrid", "text", "vector"):
        raise InputError(f"unknown mode {mode!r}: hybrid, text or vector")
    filters = _filters(group, domain, uploads, since)
    hits = _run(lambda kb: kb.search(query, k=k, mode=mode, filters=filters,  # type: ignore[arg-type]
                                     expand=expand, mmr_lambda=mmr))
    if as_json:
        print(json.dumps([h.model_dump() for h in hits], indent=2, ensure_ascii=False))
        return
    table = Table(title=f"{terminal(query)} — {len(hits)} chunks", title_justify="left")
    table.add_column("#", justify="right")
    table.add_column("score", justify="right")
    table.add_column("source")
    table.add_column("text", overflow="fold")
    for i, hit in enumerate(hits, start=1):
        table.add_row(str(i), f"{hit.score:.3f}", terminal(f"{hit.title}\n{hit.url}"),
                      terminal(hit.text[:300] + ("…" if len(hit.text) > 300 else "")))
    Console().print(table)


@app.command("sources")
def sources(
    group: str | None = typer.Option(None, "--group"),
    domain: str | None = typer.Option(None, "--domain"),
    uploads: bool = typer.Option(False, "--uploads"),
    limit: int = typer.Option(100, "--limit", min=1),
    as_json: bool = typer.Option(False, "--json"),
) -> None:
    """Sources in the knowledge base, newest first."""
    rows = _run(lambda kb: kb.store.sources(_filters(group, domain, uploads, None), limit))
    if as_json:
        print(json.dumps([r.model_dump() for r in rows], indent=2, ensure_ascii=False))
        return
    table = Table(title=f"{len(rows)} sources", title_justify="left")
    for column in ("source id", "title", "url", "group", "chunks"):
        table.add_column(column, overflow="fold")
    for r in rows:
        table.add_row(r.source_id, terminal(r.title), terminal(r.url), terminal(r.group_id),
                      str(r.chunk_count))
    Console().print(table)


@app.command("delete")
def delete(
    source: str | None = typer.Option(None, "--source", help="a source id"),
    group: str | None = typer.Option(None, "--group", help="every source of a group"),
    as_json: bool = typer.Option(False, "--json"),
) -> None:
    """Delete one source or a whole group."""
    if bool(source) == bool(group):
        raise InputError("give exactly one of --source or --group")
    gone = _run(lambda kb: kb.store.delete(source_id=source, group_id=group))
    print(json.dumps({"deleted_sources": gone}) if as_json else f"deleted {gone} source(s)")


@app.command("export")
def export(
    output: Path | None = typer.Option(None, "--output", "-o", help="file (default: stdout)"),
    group: str | None = typer.Option(None, "--group"),
) -> None:
    """Write every source with its chunks as JSON lines."""

    async def collect(kb: KnowledgeBase) -> list[dict[str, Any]]:
        rows = []
        for source in await kb.store.sources(_filters(group, None, False, None), 1_000_000):
            chunks = await kb.store.chunks_of(source.source_id)
            rows.append({**source.model_dump(),
                         "chunks": [{"index": c.index, "heading_path": c.heading_path,
                                     "text": c.text} for c in chunks]})
        return rows

    rows = _run(collect)
    lines = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    if output is None:
        sys.stdout.write(lines)
        return
    tmp = output.with_suffix(output.suffix + ".tmp")
    tmp.write_text(lines, encoding="utf-8")
    tmp.replace(output)
    print(f"wrote {len(rows)} sources to {output}", file=sys.stderr)
