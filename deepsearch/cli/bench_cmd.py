"""``deepsearch bench …``: the local web and benchmarks."""

from __future__ import annotations

from pathlib import Path

import typer

from deepsearch.localweb import LocalWeb

app = typer.Typer(help="The local web and the benchmarks.", no_args_is_help=True)


@app.command("serve-web")
def serve_web(
    corpus: Path = typer.Option(..., "--corpus", help="JSONL of {doc_id, title, text} rows"),
    host: str = typer.Option("127.0.0.1", "--host"),
    port: int = typer.Option(8765, "--port", min=0, max=65535),
    latency: float = typer.Option(0.0, "--latency", min=0, help="ms added to every request"),
    fault: list[str] = typer.Option(
        None, "--fault", help="ROUTE=KIND[=VALUE][@RATE][#COUNT], repeatable"
    ),
    seed: int = typer.Option(0, "--seed", help="seed for rate-based faults"),
) -> None:
    """Serve a corpus as web pages plus SearXNG, Tavily, Brave and SerpAPI endpoints."""
    web = LocalWeb(corpus, host=host, port=port, latency_ms=latency, faults=fault or (),
                   seed=seed)

    def ready(base: str) -> None:
        print(f"local web: {len(web.corpus)} pages at {base}")
        print(f"  searxng  GET  {base}/search?q=…&format=json")
        print(f"  tavily   POST {base}/search            key {web.keys['tavily']}")
        print(f"  brave    GET  {base}/res/v1/web/search key {web.keys['brave']}")
        print(f"  serpapi  GET  {base}/search.json       key {web.keys['serpapi']}")
        print(f"  stats    GET  {base}/_stats")
        print(f"try: deepsearch search 'your query' -p searxng --searxng-url {base}")
        print("Ctrl-C to stop", flush=True)

    web.serve_forever(on_ready=ready)
