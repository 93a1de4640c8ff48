"""``deepsearch runs list|show|resume``: the run log."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import typer
from rich.console import Console
from rich.table import Table

from deepsearch.cli.state import STATE
from deepsearch.errors import InputError
from deepsearch.storage import RunStore, open_run_store
from deepsearch.untrusted import clean, terminal

app = typer.Typer(help="Past research runs: what was asked, how it ended, what it found.",
                  no_args_is_help=True)


def _log() -> RunStore:

    log = open_run_store(STATE.settings().settings)
    log.mark_interrupted()
    return log


def _when(ts: float | None) -> str:
    return datetime.fromtimestamp(ts, UTC).strftime("%Y-%m-%d %H:%M:%S") if ts else ""


@app.command("list")
def list_runs(limit: int = typer.Option(20, "--limit", min=1),
              as_json: bool = typer.Option(False, "--json")) -> None:
    """The most recent runs."""
    log = _log()
    try:
        runs = log.list(limit)
    finally:
        log.close()
    if as_json:
        print(json.dumps(runs, indent=2, ensure_ascii=False))
        return
    table = Table(title=f"{len(runs)} runs", title_justify="left")
    for column in ("run id", "started", "status", "question", "stop reason"):
        table.add_column(column, overflow="fold")
    for r in runs:
        table.add_row(r["run_id"], _when(r["started_at"]), r["status"],
                      terminal(r["question"][:80]), terminal(r["stop_reason"]))
    Console().print(table)


@app.command("show")
def show(run_id: str = typer.Argument(...), as_json: bool = typer.Option(False, "--json")
         ) -> None:
    """One run: its events and its report."""
    log = _log()
    try:
        run = log.get(run_id)
    finally:
        log.close()
    if run is None:
        raise InputError(f"no run {run_id!r}", hint="see `deepsearch runs list`")
    if as_json:
        print(json.dumps(run, indent=2, ensure_ascii=False))
        return
    print(clean(f"{run['run_id']} · {run['status']} · {run['stop_reason']}\n"
                f"{run['question']}\n"))
    for event in run["events"]:
        print(clean(f"{event['seq']:>4} {event['stage']:>6} {event['persona']}: "
                    f"{event['message']}"))
    if run["result"]:
        print("\n" + clean(run["result"]["report"]["markdown"]))


@app.command("resume")
def resume(
    run_id: str = typer.Argument(..., help="an interrupted, cancelled or failed run"),
    llm: str | None = typer.Option(None, "--llm", help="auto, none, local, openai:MODEL, …"),
    provider: list[str] = typer.Option(None, "--provider", "-p"),
    searxng_url: str | None = typer.Option(None, "--searxng-url"),
    allow_private_urls: bool = typer.Option(False, "--allow-private-urls"),
    as_json: bool = typer.Option(False, "--json"),
    output: Path | None = typer.Option(None, "--output", "-o"),
    quiet: bool = typer.Option(False, "--quiet", "-q"),
) -> None:
    """Continue a run from its last completed step (searches and pages are not repeated)."""
    from deepsearch.cli.research_cmd import run_and_report, run_overrides

    settings = STATE.settings(run_overrides(provider, searxng_url, allow_private_urls,
                                            llm)).settings

    async def start(researcher, sink):
        return await researcher.resume(run_id, on_event=sink)

    run_and_report(settings, start, as_json=as_json, output=output, quiet=quiet)
