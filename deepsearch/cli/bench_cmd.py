"""``deepsearch bench …``: the local web and benchmarks."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

import typer
from rich.console import Console
from rich.table import Table

from deepsearch.cli.state import STATE
from deepsearch.localweb import LocalWeb
from deepsearch.untrusted import terminal

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


@app.command("multihop")
def multihop(
    corpus: Path = typer.Option(..., "--corpus", help="JSONL of {doc_id, title, text} rows"),
    questions: Path = typer.Option(..., "--questions", help="JSONL of questions (dev.jsonl)"),
    limit: int | None = typer.Option(None, "--limit", min=1),
    offset: int = typer.Option(0, "--offset", min=0),
    llm: str = typer.Option("none", "--llm", help="the engine's LLM spec"),
    latency: float = typer.Option(0.0, "--latency", min=0, help="ms added to every search"),
    page_latency: float = typer.Option(0.0, "--page-latency", min=0,
                                       help="ms added to every page fetch"),
    baseline_k: int = typer.Option(5, "--baseline-k", min=1, help="pages the baseline reads"),
    concurrency: int = typer.Option(1, "--concurrency", min=1, max=32,
                                    help="questions researched at once"),
    json_out: Path | None = typer.Option(None, "--json", help="write the full results here"),
    label: str = typer.Option("", "--label", help="a name for this run in the output"),
    max_searches: int | None = typer.Option(
        None, "--max-searches", min=0, help="the engine's search budget (0: no limit; default: "
        "research.max_searches)"),
) -> None:
    """Score the engine and a single-shot baseline on multi-hop questions over a local web."""
    from deepsearch.evaluation import METRICS, run_multihop

    settings = STATE.settings().settings
    if max_searches is not None:
        research = settings.research.model_copy(update={"max_searches": max_searches or None})
        settings = settings.model_copy(update={"research": research})
    report = asyncio.run(run_multihop(corpus, questions, limit=limit, offset=offset, llm=llm,
                                      latency_ms=latency, page_latency_ms=page_latency,
                                      baseline_k=baseline_k,
                                      concurrency=concurrency,
                                      base_settings=settings, on_question=_progress()))
    report["label"] = label
    _write_json(report, json_out)
    rows = [("overall", report["overall"]), *report["datasets"].items()]
    table = Table(title=f"multihop {label}".strip(), title_justify="left")
    table.add_column("metric")
    for name, _ in rows:
        table.add_column(f"{name}\nengine · baseline · ratio", justify="right")
    for metric in METRICS:
        cells = []
        for _, systems in rows:
            engine, base = systems.get("engine", {}), systems.get("baseline", {})
            e, b = engine.get(metric, 0), base.get(metric, 0)
            ratio = f"{e / b:.2f}" if b else "-"
            cells.append(f"{e:.3g} · {b:.3g} · {ratio}")
        table.add_row(metric, *cells)
    Console(width=max(100, 34 * (len(rows) + 1))).print(table)
    print(f"peak RSS of the process: {report['peak_rss_mb']:.0f} MB")


def _write_json(report: dict, path: Path | None) -> None:
    if path is not None:
        tmp = path.with_suffix(path.suffix + ".tmp")
        tmp.write_text(json.dumps(report, indent=2, ensure_ascii=False), encoding="utf-8")
        tmp.replace(path)


def _report_bench(title: str, json_out: Path | None, run: Coroutine[Any, Any, dict]) -> None:
    report = asyncio.run(run)
    report["label"] = title
    _write_json(report, json_out)
    table = Table(title=title.strip(), title_justify="left")
    table.add_column("metric")
    table.add_column("value", justify="right")
    for key, value in report["overall"].items():
        table.add_row(key, f"{value:.4g}" if isinstance(value, float) else str(value))
    Console().print(table)


def _progress() -> Callable[[str, int, int], None]:
    console = Console(stderr=True)

    def progress(question: str, i: int, n: int) -> None:
        console.print(f"[dim][{i}/{n}][/] {terminal(question[:90])}")

    return progress


@app.command("extraction")
def extraction(
    folder: Path = typer.Option(..., "--dir", help="pages with ground truth "
                                                   "(ground-truth.json and html/*.html.gz)"),
    only: list[str] = typer.Option(None, "--only", help="score only these extractors"),
    json_out: Path | None = typer.Option(None, "--json", help="write the full results here"),
    label: str = typer.Option("", "--label"),
) -> None:
    """Article extraction on real pages: shingle precision, recall and F1 of deepsearch's
    cascade beside trafilatura and readability alone, and the articles each one lost."""
    from deepsearch.evaluation.extraction import run_extraction

    async def run() -> dict:
        return await asyncio.to_thread(run_extraction, folder, only=only or None,
                                       on_page=_progress())

    _report_bench(f"extraction {label}", json_out, run())


@app.command("longform")
def longform(
    corpus: Path = typer.Option(..., "--corpus", help="the long-form passages (JSONL)"),
    questions: Path = typer.Option(..., "--questions", help="ASQA questions (JSONL)"),
    distractors: Path | None = typer.Option(
        None, "--distractors", help="another corpus served beside it (the multi-hop one)"),
    limit: int | None = typer.Option(None, "--limit", min=1),
    llm: str = typer.Option("none", "--llm", help="the engine's LLM spec"),
    concurrency: int = typer.Option(1, "--concurrency", min=1, max=32),
    json_out: Path | None = typer.Option(None, "--json", help="write the full results here"),
    label: str = typer.Option("", "--label"),
) -> None:
    """Score reports on ambiguous long-form questions: STR-EM, all interpretations covered,
    and whether the answer line is right, wrong or absent."""
    from deepsearch.evaluation.reports import run_longform

    _report_bench(f"longform {label}", json_out, run_longform(
        corpus, distractors, questions, limit=limit, llm=llm, concurrency=concurrency,
        base_settings=STATE.settings().settings, on_question=_progress()))


@app.command("open")
def open_requests(
    corpus: Path = typer.Option(..., "--corpus", help="JSONL of {doc_id, title, text} rows"),
    questions: Path = typer.Option(..., "--questions",
                                   help="multi-hop questions whose supporting pages make "
                                        "the requests (dev.jsonl)"),
    limit: int | None = typer.Option(None, "--limit", min=1, help="requests per dataset"),
    llm: str = typer.Option("none", "--llm", help="the engine's LLM spec"),
    concurrency: int = typer.Option(1, "--concurrency", min=1, max=32),
    form: str = typer.Option("pair", "--form",
                             help="pair: 'Give an overview of A and B …'; topic: A's name "
                                  "alone, as typed into a search box"),
    json_out: Path | None = typer.Option(None, "--json", help="write the full results here"),
    label: str = typer.Option("", "--label"),
) -> None:
    """Score reports on open requests (an overview and comparison of two pages' subjects,
    or one subject's name alone): gold pages cited, right shape, citation precision, LLM
    calls and wall time."""
    from deepsearch.evaluation.reports import run_open

    _report_bench(f"open requests ({form}) {label}", json_out, run_open(
        corpus, questions, limit=limit, llm=llm, concurrency=concurrency, form=form,
        base_settings=STATE.settings().settings, on_question=_progress()))
