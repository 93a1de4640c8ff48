"""``deepsearch trust list|update``: domain trust profiles."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import typer
from rich.console import Console
from rich.table import Table

from deepsearch.cli.state import STATE
from deepsearch.errors import InputError
from deepsearch.research.trust import TrustStore, open_trust_store

app = typer.Typer(help="Domain trust profiles: how far deepsearch trusts each domain, and why.",
                  no_args_is_help=True)


def _store() -> TrustStore:

    return open_trust_store(STATE.settings().settings)


@app.command("list")
def list_profiles(limit: int = typer.Option(30, "--limit", min=1),
                  order: str = typer.Option("refs", "--order", help="refs, trust or domain"),
                  as_json: bool = typer.Option(False, "--json")) -> None:
    """Profiles of the domains met so far."""
    store = _store()
    try:
        rows = store.list(limit, order)
    except ValueError as exc:
        raise InputError(str(exc), hint="use --order refs, trust or domain") from exc
    finally:
        store.close()
    if as_json:
        print(json.dumps(rows, indent=2))
        return
    table = Table(title=f"{len(rows)} domains", title_justify="left")
    for column in ("domain", "trust", "refs", "https", "verified", "failed", "first seen"):
        table.add_column(column)
    for r in rows:
        table.add_row(r["domain"], f"{r['trust']:.2f}" + ("*" if r["provisional"] else ""),
                      str(r["refs"]), "yes" if r["https"] else "no", str(r["verified"]),
                      str(r["failed"]),
                      datetime.fromtimestamp(r["first_seen"], UTC).strftime("%Y-%m-%d"))
    Console().print(table)
    Console().print("[dim]* provisional: offline signals only; run `deepsearch trust update`[/]")


@app.command("update")
def update() -> None:
    """Rescore every profile from offline signals and from how often its citations verified."""
    store = _store()
    try:
        changed = store.rescore()
        total = len(store.list(limit=10**9))
    finally:
        store.close()
    print(f"rescored {total} profile(s); {changed} changed")
