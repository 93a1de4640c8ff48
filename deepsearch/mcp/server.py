"""The MCP server: ``agentic_search`` (Agentic Search's tool, same signature and response),
``ingest_documents``, ``search_knowledge_base`` and ``get_research_report``, over stdio or
streamable HTTP. Progress notifications follow the engine's event stream.

The package is named ``deepsearch.mcp``; the SDK is reached through ``fastmcp`` only.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Annotated, Any, Literal

from fastmcp import Context, FastMCP
from fastmcp.exceptions import ToolError
from pydantic import Field

from deepsearch.errors import DeepSearchError, InputError
from deepsearch.ingest import Ingestor
from deepsearch.ingest.policy import PathPolicy
from deepsearch.research import Researcher
from deepsearch.research.models import Event
from deepsearch.settings import Settings

INSTRUCTIONS = (
    "deepsearch researches questions on the web and in a local knowledge base and answers "
    "with a report whose every claim cites a page it read. Use agentic_search for questions "
    "that need evidence; search_knowledge_base to look up what is already known; "
    "ingest_documents to add local files; get_research_report to fetch a past run.")


def build_server(settings: Settings, *, researcher: Researcher | None = None,
                 transport: Literal["stdio", "http"] = "stdio") -> FastMCP:
    state: dict[str, Researcher] = {}
    policy = ingest_policy(settings, transport)

    @asynccontextmanager
    async def lifespan(server: FastMCP) -> AsyncIterator[dict[str, Any]]:
        r = researcher or Researcher(settings, llm=settings.llm.spec)
        await r.__aenter__()
        state["r"] = r
        try:
            yield {}
        finally:
            await r.__aexit__(None, None, None)

    mcp = FastMCP("deepsearch", instructions=INSTRUCTIONS, lifespan=lifespan)

    def engine() -> Researcher:
        if "r" not in state:
            raise ToolError("deepsearch is still starting")
        return state["r"]

    @mcp.tool
    async def agentic_search(
        query: Annotated[str, Field(description="the question to research", min_length=1,
                                    max_length=2000)],
        completeness_threshold: Annotated[float, Field(
            ge=0, le=1, description="local knowledge this complete answers without the web")]
        = 0.8,
        max_iterations: Annotated[int, Field(ge=1, le=20)] = 5,
        max_urls_per_iteration: Annotated[int, Field(ge=1, le=50)] = 5,
        url_score_threshold: Annotated[float, Field(
            ge=0, le=1, description="search results scored lower are not read")] = 0.7,
        use_search_hints: bool = True,
        report_length: Literal["auto", "brief", "standard", "detailed"] = "auto",
        max_searches: Annotated[int, Field(
            ge=1, le=1000, description="search requests the run may send")] = 8,
        ctx: Context | None = None,
    ) -> dict[str, Any]:
        """Research a question: local knowledge first, then web search, selective reading
        and refinement until covered. Returns success, query, iterations, completeness,
        results, search_history and status, plus the cited report and run statistics."""
        r = engine()
        overrides = {"completeness_threshold": completeness_threshold,
                     "max_urls_per_iteration": max_urls_per_iteration,
                     "url_score_threshold": url_score_threshold,
                     "use_search_hints": use_search_hints, "report_length": report_length,
                     "max_searches": max_searches}
        pending: list[Event] = []
        wake = asyncio.Event()

        def on_event(event: Event) -> None:
            pending.append(event)
            wake.set()

        try:
            task = asyncio.create_task(r.research(query, on_event=on_event,
                                                  max_iterations=max_iterations,
                                                  overrides=overrides))
            while not task.done():
                wake.clear()
                waiter = asyncio.create_task(wake.wait())
                await asyncio.wait({task, waiter}, return_when=asyncio.FIRST_COMPLETED)
                waiter.cancel()
                await _report(ctx, pending, max_iterations)
            result = task.result()
            await _report(ctx, pending, max_iterations)
        except DeepSearchError as exc:
            raise ToolError(str(exc)) from exc
        return result.model_dump(mode="json")

    @mcp.tool
    async def search_knowledge_base(
        query: Annotated[str, Field(min_length=1, max_length=1000)],
        k: Annotated[int, Field(ge=1, le=50)] = 8,
    ) -> list[dict[str, Any]]:
        """Hybrid search (full text + vectors, reranked) over everything deepsearch has read
        or ingested. Each hit has its text, title, URL and score."""
        try:
            hits = await engine().kb.search(query, k=k)
        except DeepSearchError as exc:
            raise ToolError(str(exc)) from exc
        return [h.model_dump(mode="json", include={"text", "title", "url", "score",
                                                    "source_id", "chunk_id"}) for h in hits]

    @mcp.tool
    async def ingest_documents(
        paths: Annotated[list[str], Field(min_length=1, max_length=1000,
                                          description="files or folders on this machine")],
        ctx: Context | None = None,
    ) -> dict[str, Any]:
        """Add local files (PDF, HTML, Markdown, text, DOCX, XLSX, CSV, JSON) or folders to the
        knowledge base. Returns a status per file: ingested, unchanged, or rejected (with the
        reason)."""
        r = engine()
        try:
            results, hidden = await Ingestor(settings.ingest, r.kb, policy=policy).ingest(paths)
        except DeepSearchError as exc:
            raise ToolError(str(exc)) from exc
        if ctx is not None:
            await ctx.report_progress(len(results), len(results), "ingested")
        return {"results": [x.model_dump(mode="json") for x in results],
                "hidden_skipped": hidden}

    @mcp.tool
    async def get_research_report(
        run_id: Annotated[str, Field(min_length=1, max_length=64)],
    ) -> dict[str, Any]:
        """A past research run by id: its status, stop reason and full result."""
        r = engine()
        assert r.runlog is not None
        row = r.runlog.get(run_id, events=False)
        if row is None:
            raise ToolError(str(InputError(f"no run {run_id!r}")))
        return row

    return mcp


def http_app(settings: Settings, host: str) -> Any:
    """MCP over streamable HTTP at ``/mcp`` behind the front door the HTTP API uses: keys
    (the API's ``server.api_keys``) required to listen beyond loopback and checked on every
    request, Host and Origin checked, failed authentication rate-limited."""
    from starlette.middleware import Middleware

    from deepsearch.api.frontdoor import FrontDoor, KeyCheck, allowed_hosts, check_bind

    cfg = settings.server
    keys = KeyCheck([k.get_secret_value() for k in cfg.api_keys],
                    failures_per_minute=cfg.auth_failures_per_minute)
    check_bind(host, keys.required, "MCP")
    door = Middleware(FrontDoor, hosts=allowed_hosts(host, cfg.allowed_hosts),
                      origins=cfg.cors_origins, keys=keys)
    return build_server(settings, transport="http").http_app(path="/mcp", middleware=[door])


def ingest_policy(settings: Settings, transport: str) -> PathPolicy:
    """What an MCP client may ingest: the configured document roots; without any, the
    current directory over stdio (the assistant runs as the user, in a project) and nothing
    over HTTP (the client may be anyone who reaches the port)."""
    roots = list(settings.ingest.document_roots)
    if not roots and transport == "stdio":
        roots = [Path.cwd()]
    return PathPolicy.under(roots, f"an MCP client over {transport}")


async def _report(ctx: Context | None, pending: list[Event], max_iterations: int) -> None:
    """Progress notifications, one per event. MCP wants progress to grow with every
    notification, so it counts events; the message names the round and the persona."""
    events, pending[:] = list(pending), []
    if ctx is None:
        return
    for event in events:
        round_ = int(event.counters.get("iteration", 0))
        await ctx.report_progress(float(event.seq), None,
                                  f"round {round_}/{max_iterations} · {event.persona.value}: "
                                  f"{event.message}"[:300])
