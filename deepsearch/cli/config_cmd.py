"""``deepsearch config show|init``."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from rich.console import Console
from rich.table import Table

from deepsearch.cli.state import STATE
from deepsearch.errors import ConfigError
from deepsearch.settings import default_config_path, default_config_toml

app = typer.Typer(help="Show or create the configuration.", no_args_is_help=True)


@app.command("show")
def show(as_json: bool = typer.Option(False, "--json", help="machine-readable output")) -> None:
    """Print the effective settings, secrets masked, with where each value came from."""

    loaded = STATE.settings()
    rows = loaded.rows()
    if as_json:
        print(json.dumps({"config_file": str(loaded.config_file) if loaded.config_file else None,
                          "settings": [{"name": n, "value": v, "source": s} for n, v, s in rows]},
                         indent=2))
        return
    table = Table(title=f"config file: {loaded.config_file or 'none'}")
    table.add_column("setting")
    table.add_column("value")
    table.add_column("source")
    for name, value, source in rows:
        table.add_row(name, value, source)
    Console().print(table)


@app.command("init")
def init(
    path: Path | None = typer.Argument(None, help="where to write (default: the user config dir)"),
    force: bool = typer.Option(False, "--force", help="overwrite an existing file"),
) -> None:
    """Write a config file holding every default, ready to edit."""
    target = path or default_config_path()
    if target.exists() and not force:
        raise ConfigError(f"{target} exists", hint="pass --force to overwrite it")
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_suffix(target.suffix + ".tmp")
    tmp.write_text(default_config_toml(), encoding="utf-8")
    tmp.replace(target)
    print(f"wrote {target}")
