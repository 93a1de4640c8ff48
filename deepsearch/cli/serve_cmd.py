"""``deepsearch serve`` (HTTP API and web page) and ``deepsearch mcp`` (MCP server)."""

from __future__ import annotations

import contextlib
import sys

import typer
from rich.console import Console

from deepsearch.cli.state import STATE
from deepsearch.errors import InputError


def serve(
    host: str | None = typer.Option(None, "--host", help="address to listen on"),
    port: int | None = typer.Option(None, "--port", help="port (0: any free port)"),
    llm: str | None = typer.Option(None, "--llm", help="auto, none, local, openai:MODEL, …"),
) -> None:
    """Serve the HTTP API (OpenAPI at /docs) and the web page at /."""
    import uvicorn

    from deepsearch.api.app import create_app

    settings = STATE.settings({"server.host": host, "server.port": port,
                               "llm.spec": llm}).settings
    app = create_app(settings)
    cfg = settings.server
    Console(stderr=True).print(f"deepsearch serving on http://{cfg.host}:{cfg.port} "
                               f"({len(cfg.api_keys)} API keys)", highlight=False)
    # The access log would print query strings, and EventSource clients send their key as
    # ?api_key=: it is on only when debugging.
    uvicorn.run(app, host=cfg.host, port=cfg.port, log_level=settings.log_level,
                access_log=settings.log_level == "debug", timeout_graceful_shutdown=10)


def mcp(
    transport: str = typer.Option("stdio", "--transport", help="stdio or http"),
    host: str = typer.Option("127.0.0.1", "--host", help="for --transport http"),
    port: int = typer.Option(8766, "--port", help="for --transport http"),
    llm: str | None = typer.Option(None, "--llm", help="auto, none, local, openai:MODEL, …"),
) -> None:
    """Serve deepsearch's tools over MCP (stdio for assistants; streamable HTTP at /mcp, behind
    the API's front door: keys required beyond loopback, Host and Origin checked)."""
    from deepsearch.mcp.server import build_server, http_app

    if transport not in ("stdio", "http"):
        raise InputError(f"--transport must be stdio or http, not {transport!r}")
    settings = STATE.settings({"llm.spec": llm}).settings
    if transport == "stdio":
        # stdout carries the protocol: nothing else may be printed there.
        build_server(settings, transport="stdio").run("stdio", show_banner=False)
        return
    import uvicorn

    app = http_app(settings, host)
    print(f"deepsearch MCP on http://{host}:{port}/mcp "
          f"({len(settings.server.api_keys)} API keys)", file=sys.stderr)
    uvicorn.run(app, host=host, port=port, log_level=settings.log_level,
                access_log=settings.log_level == "debug", timeout_graceful_shutdown=5)


def worker(
    concurrency: int = typer.Option(2, "--concurrency", "-c", min=1, max=64,
                                    help="research runs this process executes at once"),
    llm: str | None = typer.Option(None, "--llm", help="auto, none, local, openai:MODEL, …"),
) -> None:
    """Execute research runs from the shared job queue (storage.url): start any number, on
    any machine; a run whose worker dies is taken over by another from its last checkpoint."""
    import asyncio

    from deepsearch.jobs import make_app, run_worker

    settings = STATE.settings({"llm.spec": llm}).settings
    make_app(settings)  # no storage.url: say so before loading anything
    print(f"deepsearch worker: {concurrency} runs at once", file=sys.stderr)
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(run_worker(settings, concurrency=concurrency,
                               heartbeat_s=settings.storage.heartbeat_s,
                               stalled_s=settings.storage.stalled_s))
