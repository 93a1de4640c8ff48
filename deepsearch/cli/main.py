"""The ``deepsearch`` command. Errors become one-line messages and exit codes here, once."""

from __future__ import annotations

import sys
from pathlib import Path

import typer

from deepsearch.cli.state import STATE
from deepsearch.errors import DeepSearchError
from deepsearch.untrusted import clean

try:  # typer >= 0.20 vendors click; older releases use the click package
    from typer._click.exceptions import ClickException
except ImportError:  # pragma: no cover - depends on the installed typer
    from click import ClickException  # type: ignore[no-redef]

app = typer.Typer(
    name="deepsearch",
    help="An agentic research engine: search the web and local knowledge, read, cite.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
)


@app.callback()
def _global(
    config: Path | None = typer.Option(
        None, "--config",
        help="TOML config file (default: $DEEPSEARCH_CONFIG or the user config dir)",
    ),
    log_level: str | None = typer.Option(
        None, "--log-level", help="debug, info, warning or error"
    ),
) -> None:
    STATE.config_file = config
    STATE.log_level = log_level


def _register_commands() -> None:
    from deepsearch.cli import (
        bench_cmd,
        config_cmd,
        demo_cmd,
        doctor_cmd,
        fetch_cmd,
        kb_cmd,
        research_cmd,
        runs_cmd,
        search_cmd,
        serve_cmd,
        trust_cmd,
    )

    app.add_typer(config_cmd.app, name="config")
    app.add_typer(bench_cmd.app, name="bench")
    app.add_typer(kb_cmd.app, name="kb")
    app.add_typer(runs_cmd.app, name="runs")
    app.add_typer(trust_cmd.app, name="trust")
    app.command("research")(research_cmd.research)
    app.command("search")(search_cmd.search)
    app.command("fetch")(fetch_cmd.fetch)
    app.command("ingest")(fetch_cmd.ingest)
    app.command("demo")(demo_cmd.demo)
    app.command("doctor")(doctor_cmd.doctor)
    app.command("serve")(serve_cmd.serve)
    app.command("mcp")(serve_cmd.mcp)
    app.command("worker")(serve_cmd.worker)


_register_commands()


def main(argv: list[str] | None = None) -> int:
    """Entry point: run the CLI and map every error to a message and an exit code."""
    try:
        result = app(args=argv, standalone_mode=False)
    except DeepSearchError as exc:
        print(f"error: {clean(str(exc))}", file=sys.stderr)
        return exc.exit_code
    except typer.Exit as exc:
        return exc.exit_code
    except ClickException as exc:
        exc.show()
        return exc.exit_code
    except (typer.Abort, KeyboardInterrupt):
        print("interrupted", file=sys.stderr)
        return 130
    except Exception as exc:
        if STATE.log_level == "debug":
            raise
        print(f"error: unexpected {type(exc).__name__}: {exc} "
              "(run with --log-level debug for the traceback)", file=sys.stderr)
        return 1
    return result if isinstance(result, int) else 0


if __name__ == "__main__":
    sys.exit(main())
