"""``deepsearch runs list|show``: the run log."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import typer
from rich.console import Console
from rich.table import Table

from deepsearch.errors import InputError
from deepsearch.research.runlog import RunLog

app = typer.Typer(help="Past research runs: what was asked, how it ended, what it found.",
                  no_args_is_help=True)


def _log() -> RunLog:
    from deepsearch.cli.main import STATE

    log = RunLog(STATE.settings().settings.data_dir / "runs.sqlite")
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
        table.add_row(r["run_id"], _when(r["started_at"]), r["status"], r["question"][:80],
                      r["stop_reason"])
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
    print(f"{run['run_id']} · {run['status']} · {run['stop_reason']}\n{run['question']}\n")
    for event in run["events"]:
        print(f"{event['seq']:>4} {event['stage']:>6} {event['persona']}: {event['message']}")
    if run["result"]:
        print("\n" + run["result"]["report"]["markdown"])
