"""The HTTP API (`deepsearch serve`): start research runs, follow their events live, cancel
and resume them, upload documents, search the knowledge base, and a web page at ``/``.

One ``Researcher`` serves every request; runs are background tasks (``api/runs.py``) that
outlive the request that started them, and their events come from the run log, so an event
stream can start late or resume from ``Last-Event-ID``. Errors are the package's exception
hierarchy turned into JSON ``{"error", "hint"}`` with a status, in one place.
"""

import asyncio
import json
import shutil
import tempfile
import time
from collections import deque
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from importlib.resources import files
from pathlib import Path
from typing import Annotated, Any, Literal

from fastapi import Depends, FastAPI, File, Header, Query, Request, UploadFile
from fastapi.exceptions import RequestValidationError
from fastapi.middleware.cors import CORSMiddleware
from fastapi.responses import HTMLResponse, JSONResponse
from pydantic import BaseModel, Field
from sse_starlette.sse import EventSourceResponse, ServerSentEvent
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from deepsearch import __version__
from deepsearch.api.frontdoor import FrontDoor, KeyCheck, allowed_hosts, check_bind
from deepsearch.api.runs import QueuedRunManager, RunManager
from deepsearch.errors import (
    ConfigError,
    DeepSearchError,
    InputError,
    RequestRejectedError,
    ServiceError,
)
from deepsearch.ingest import Ingestor, IngestResult
from deepsearch.models import RetrievedChunk
from deepsearch.research import Researcher
from deepsearch.settings import Settings
from deepsearch.untrusted import clean

FINISHED = ("answered", "partial", "failed", "cancelled", "interrupted")


# ---- request and response models -------------------------------------------------------------

class ResearchRequest(BaseModel):
    question: str = Field(min_length=1, max_length=2000)
    max_iterations: int | None = Field(None, ge=1, le=20)
    completeness_threshold: float | None = Field(None, ge=0, le=1)
    max_urls_per_iteration: int | None = Field(None, ge=1, le=50)
    url_score_threshold: float | None = Field(None, ge=0, le=1)
    use_search_hints: bool | None = None
    report_length: Literal["auto", "brief", "standard", "detailed"] | None = None
    max_searches: int | None = Field(None, ge=1, le=1000)

    def overrides(self) -> dict[str, Any]:
        return {k: v for k, v in self.model_dump(exclude={"question"}).items() if v is not None}


class RunAccepted(BaseModel):
    run_id: str
    status: str
    status_url: str
    events_url: str


class RunStatus(BaseModel):
    run_id: str
    question: str
    status: str
    stop_reason: str
    started_at: float
    finished_at: float | None = None
    result: dict[str, Any] | None = None


class ErrorBody(BaseModel):
    error: str
    hint: str | None = None


class DocumentsResult(BaseModel):
    results: list[IngestResult]


class KbHits(BaseModel):
    query: str
    hits: list[RetrievedChunk]


# ---- limits ------------------------------------------------------------------------------------

class BodyLimit:
    """Refuses request bodies over the limit with 413, whether or not Content-Length is sent
    (uploads under ``/v1/documents`` have their own, larger limit)."""

    def __init__(self, app: ASGIApp, *, json_limit: int, upload_limit: int) -> None:
        self.app = app
        self.json_limit = json_limit
        self.upload_limit = upload_limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = self.upload_limit if scope["path"].startswith("/v1/documents") \
            else self.json_limit
        headers = dict(scope.get("headers") or [])
        declared = headers.get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > limit:
            await _too_large(send, limit)
            return
        seen = 0
        refused = False

        async def counted() -> Message:
            # Past the limit: answer 413 ourselves and tell the app the client left.
            nonlocal seen, refused
            if refused:
                return {"type": "http.disconnect"}
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > limit:
                    refused = True
                    await _too_large(send, limit)
                    return {"type": "http.disconnect"}
            return message

        async def guarded_send(message: Message) -> None:
            if not refused:
                await send(message)

        try:
            await self.app(scope, counted, guarded_send)
        except Exception:
            if not refused:
                raise


async def _too_large(send: Send, limit: int) -> None:
    body = json.dumps({"error": f"the request body is larger than {limit} bytes"}).encode()
    await send({"type": "http.response.start", "status": 413,
                "headers": [(b"content-type", b"application/json"),
                            (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})


class KeyRateLimit:
    """A sliding one-minute window of requests per API key."""

    def __init__(self, per_minute: int) -> None:
        self.per_minute = per_minute
        self.seen: dict[str, deque[float]] = {}

    def check(self, key: str) -> None:
        now = time.monotonic()
        window = self.seen.setdefault(key, deque())
        while window and now - window[0] > 60:
            window.popleft()
        if len(window) >= self.per_minute:
            raise RequestRejectedError(
                f"more than {self.per_minute} requests in a minute for this key", status=429,
                retry_after=round(60 - (now - window[0]), 1) + 0.1)
        window.append(now)


# ---- the app ----------------------------------------------------------------------------------

def _status_of(exc: DeepSearchError) -> int:
    if isinstance(exc, RequestRejectedError):
        return exc.status
    if isinstance(exc, InputError):
        return 422
    if isinstance(exc, ConfigError):
        return 503
    if isinstance(exc, ServiceError):
        return 503 if exc.retryable else 502
    return 500


def create_app(settings: Settings, *, researcher: Researcher | None = None) -> FastAPI:
    """The API. The app's lifespan opens ``researcher`` (a new one from ``settings`` when
    not given) and closes it."""
    cfg = settings.server
    keys = KeyCheck([k.get_secret_value() for k in cfg.api_keys],
                    failures_per_minute=cfg.auth_failures_per_minute)
    check_bind(cfg.host, keys.required, "the API")
    limiter = KeyRateLimit(cfg.rate_limit_per_minute)
    state: dict[str, Any] = {}

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        r = researcher or Researcher(settings, llm=settings.llm.spec)
        await r.__aenter__()
        state["researcher"] = r
        if settings.storage.url is not None:  # shared deployment: workers execute the runs
            state["manager"] = QueuedRunManager(r, settings,
                                                max_runs_per_key=cfg.max_runs_per_key)
        else:
            state["manager"] = RunManager(r, max_runs_per_key=cfg.max_runs_per_key)
        await state["manager"].open()
        try:
            yield
        finally:
            await state["manager"].aclose()
            await r.__aexit__(None, None, None)

    app = FastAPI(title="deepsearch", version=__version__, lifespan=lifespan,
                  description="Agentic research: search, read, judge, cite.",
                  responses={422: {"model": ErrorBody}, 429: {"model": ErrorBody}})
    if cfg.cors_origins:
        app.add_middleware(CORSMiddleware, allow_origins=cfg.cors_origins,
                           allow_methods=["GET", "POST", "DELETE"],
                           allow_headers=["X-API-Key", "Authorization", "Content-Type",
                                          "Last-Event-ID"])
    app.add_middleware(BodyLimit, json_limit=cfg.max_request_bytes,
                       upload_limit=cfg.max_upload_bytes)
    # outermost: Host and Origin are checked before anything else reads the request
    app.add_middleware(FrontDoor, hosts=allowed_hosts(cfg.host, cfg.allowed_hosts),
                       origins=cfg.cors_origins)

    @app.exception_handler(RequestValidationError)
    async def _invalid_request(request: Request, exc: RequestValidationError) -> JSONResponse:
        # FastAPI's own answer echoes the input, which may not even encode (a lone
        # surrogate made it a 500): say what is wrong, not what was sent
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e.get('loc', ()) if p != 'body')}: {e.get('msg', '')}"
            for e in exc.errors()[:5])
        text = problems.encode("utf-8", "replace").decode("utf-8")
        if any("\ud800" <= c <= "\udfff" for c in json.dumps(exc.errors()[:5], default=str,
                                                            ensure_ascii=False)):
            text = "the request holds text that is not valid Unicode (a lone surrogate)"
        return JSONResponse({"error": f"invalid request: {text}"[:500], "hint": None},
                            status_code=422)

    @app.exception_handler(DeepSearchError)
    async def _deepsearch_error(request: Request, exc: DeepSearchError) -> JSONResponse:
        headers = {}
        retry_after = getattr(exc, "retry_after", None)
        if retry_after is not None:
            headers["Retry-After"] = str(max(1, round(retry_after)))
        return JSONResponse({"error": exc.message, "hint": exc.hint}, status_code=_status_of(exc),
                            headers=headers)

    def caller(request: Request, x_api_key: Annotated[str | None, Header()] = None,
               authorization: Annotated[str | None, Header()] = None,
               api_key: Annotated[str | None, Query(
                   description="for EventSource, which cannot send headers")] = None) -> str:
        """The caller's key (checked and rate-limited); "local" when no keys are configured."""
        given = x_api_key or api_key
        if authorization and authorization.lower().startswith("bearer "):
            given = authorization[7:].strip()
        key = keys.verify(given, request.client.host if request.client else "?")
        limiter.check(key)
        return key

    Caller = Annotated[str, Depends(caller)]

    def manager() -> RunManager:
        if "manager" not in state:
            raise RequestRejectedError("the server is starting", status=503)
        return state["manager"]

    def run_row(run_id: str) -> dict[str, Any]:
        row = manager().runlog.get(run_id, events=False)
        if row is None:
            raise RequestRejectedError(f"no run {run_id!r}", status=404)
        return row

    # ---- research ---------------------------------------------------------------------------
    @app.post("/v1/research", status_code=202, response_model=RunAccepted,
              tags=["research"])
    async def start_research(body: ResearchRequest, key: Caller) -> RunAccepted:
        """Start a research run in the background; follow it at ``events_url``."""
        run_id = await manager().start(body.question, key=key, overrides=body.overrides())
        return _accepted(run_id)

    @app.get("/v1/research", response_model=list[RunStatus], tags=["research"])
    async def list_runs(key: Caller, limit: Annotated[int, Query(ge=1, le=200)] = 20
                        ) -> list[RunStatus]:
        """Past and current runs, newest first (without their results)."""
        return [RunStatus(**row) for row in manager().runlog.list(limit)]

    @app.get("/v1/research/{run_id}", response_model=RunStatus, tags=["research"],
             responses={404: {"model": ErrorBody}})
    async def get_run(run_id: str, key: Caller) -> RunStatus:
        """A run's status, and its result once it has ended."""
        return RunStatus(**run_row(run_id))

    @app.delete("/v1/research/{run_id}", response_model=RunStatus, tags=["research"],
                responses={404: {"model": ErrorBody}, 409: {"model": ErrorBody}})
    async def cancel_run(run_id: str, key: Caller) -> RunStatus:
        """Cancel a run in progress (it can be resumed later)."""
        row = run_row(run_id)
        if not await manager().cancel(run_id):
            raise RequestRejectedError(f"run {run_id} is not in progress ({row['status']})",
                                       status=409)
        return RunStatus(**run_row(run_id))

    @app.post("/v1/research/{run_id}/resume", status_code=202, response_model=RunAccepted,
              tags=["research"], responses={404: {"model": ErrorBody}, 409: {"model": ErrorBody}})
    async def resume_run(run_id: str, key: Caller) -> RunAccepted:
        """Resume an interrupted, cancelled or failed run from its last completed step."""
        row = run_row(run_id)
        if row["status"] not in ("interrupted", "cancelled", "failed"):
            raise RequestRejectedError(f"run {run_id} is {row['status']}; only interrupted, "
                                       "cancelled or failed runs can be resumed", status=409)
        return _accepted(await manager().resume(run_id, key=key))

    @app.get("/v1/research/{run_id}/events", tags=["research"],
             responses={200: {"content": {"text/event-stream": {}}},
                        404: {"model": ErrorBody}})
    async def run_events(run_id: str, request: Request, key: Caller,
                         last_event_id: Annotated[str | None, Header()] = None,
                         after: Annotated[int, Query(ge=0)] = 0) -> EventSourceResponse:
        """Server-sent events: each progress event (``id`` = its sequence number), then
        ``end`` with the final status. Reconnect with ``Last-Event-ID`` to continue."""
        run_row(run_id)
        cursor = after
        if last_event_id and last_event_id.strip().isdigit():
            cursor = int(last_event_id.strip())
        mgr = manager()

        async def stream() -> AsyncIterator[ServerSentEvent]:
            nonlocal cursor
            while True:
                mark = mgr.mark(run_id)
                active = mgr.is_active(run_id)
                for event in mgr.runlog.events(run_id, cursor):
                    cursor = event["seq"]
                    yield ServerSentEvent(data=json.dumps(event), event="progress",
                                          id=str(cursor))
                if not active:
                    row = mgr.runlog.get(run_id, events=False) or {}
                    if row.get("status") not in ("running", "queued") \
                            or not mgr.runlog.events(run_id, cursor):
                        yield ServerSentEvent(data=json.dumps({
                            "run_id": run_id, "status": row.get("status"),
                            "stop_reason": row.get("stop_reason")}), event="end")
                        return
                if await request.is_disconnected():
                    return
                await mgr.wait(run_id, timeout=cfg.heartbeat_s, since=mark)

        return EventSourceResponse(stream(), ping=cfg.heartbeat_s)

    # ---- knowledge base -------------------------------------------------------------------
    @app.post("/v1/documents", response_model=DocumentsResult, tags=["knowledge base"])
    async def upload_documents(key: Caller,
                               files_: Annotated[list[UploadFile], File(alias="files")]
                               ) -> DocumentsResult:
        """Upload files (PDF, HTML, Markdown, text, DOCX, XLSX, CSV, JSON) into the
        knowledge base; each gets a status (ingested, unchanged, rejected with the reason)."""
        if not files_:
            raise InputError("no files in the upload")
        r: Researcher = state["researcher"]
        folder = Path(tempfile.mkdtemp(prefix="deepsearch-upload-"))
        try:
            saved = []
            for i, upload in enumerate(files_):
                name = clean(Path(upload.filename or f"upload-{i}").name) or f"upload-{i}"
                target = folder / f"{i:03d}{Path(name).suffix[:16]}"
                with target.open("wb") as out:
                    await asyncio.to_thread(shutil.copyfileobj, upload.file, out)
                saved.append((target, name))
            results = await Ingestor(settings.ingest, r.kb).ingest_uploads(saved)
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        return DocumentsResult(results=results)

    @app.get("/v1/kb/search", response_model=KbHits, tags=["knowledge base"])
    async def kb_search(key: Caller, q: Annotated[str, Query(min_length=1, max_length=1000)],
                        k: Annotated[int, Query(ge=1, le=50)] = 10,
                        mode: Literal["hybrid", "text", "vector"] = "hybrid") -> KbHits:
        """Search the knowledge base (hybrid by default)."""
        if not q.strip():
            raise InputError("the query is empty")
        r: Researcher = state["researcher"]
        return KbHits(query=q, hits=await r.kb.search(q, k=k, mode=mode))

    # ---- health and the page ----------------------------------------------------------------
    @app.get("/healthz", tags=["health"])
    async def healthz() -> dict[str, str]:
        """The process answers."""
        return {"status": "ok", "version": __version__}

    @app.get("/readyz", tags=["health"], responses={503: {"model": ErrorBody}})
    async def readyz() -> JSONResponse:
        """Ready to research: the knowledge base and the run log answer."""
        r: Researcher | None = state.get("researcher")
        if r is None:
            return JSONResponse({"error": "starting"}, status_code=503)
        try:
            stats = await r.kb.store.stats()
            manager().runlog.list(1)
        except DeepSearchError as exc:
            return JSONResponse({"error": exc.message, "hint": exc.hint}, status_code=503)
        return JSONResponse({"status": "ready", "llm": r.llm_reason,
                             "chunks": stats.get("chunks", 0),
                             "runs_in_progress": len(manager().active)})

    page = files("deepsearch.api").joinpath("static/index.html").read_text(encoding="utf-8")

    @app.get("/", response_class=HTMLResponse, include_in_schema=False)
    async def index() -> HTMLResponse:
        return HTMLResponse(page)

    return app


def _accepted(run_id: str) -> RunAccepted:
    return RunAccepted(run_id=run_id, status="running", status_url=f"/v1/research/{run_id}",
                       events_url=f"/v1/research/{run_id}/events")
