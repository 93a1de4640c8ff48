"""The local web as an ASGI app: pages, vendor-format search endpoints, faults and stats.

Routes (each has a fault *route name*):

=================================  ==========  ===========================================
``GET /wiki/{doc_id}/{slug}``      pages       a document in site boilerplate (ETag, 304)
``GET /redirect?to=URL``           pages       a 302 to URL (an open redirect, for tests)
``GET /search?q=…&format=json``    searxng     SearXNG JSON (``results[]``)
``POST /search``                   tavily      Tavily (Bearer key or ``api_key`` in body)
``GET /res/v1/web/search``         brave       Brave (``X-Subscription-Token``)
``GET /search.json``               serpapi     SerpAPI (``api_key``; ``organic_results``)
``GET /_stats``                    —           request counters and log
=================================  ==========  ===========================================

Fault specs are ``ROUTE=KIND[=VALUE][@RATE][#COUNT]``: KIND is one of ``latency``
(VALUE ms), ``429`` (VALUE = Retry-After seconds, default 1), ``500``, ``hang``,
``malformed``, ``slow`` (VALUE ms between 64-byte chunks, default 200),
``redirect-loop``, ``huge`` (VALUE MB, default 50) or ``binary``; ``@RATE`` applies it
to that share of requests, ``#COUNT`` to the first COUNT requests only.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import re
import threading
import time
import uuid
from collections import Counter, deque
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import (
    HTMLResponse,
    JSONResponse,
    PlainTextResponse,
    RedirectResponse,
    Response,
    StreamingResponse,
)
from starlette.routing import Route

from deepsearch.errors import LocalWebError
from deepsearch.localweb.corpus import Corpus, Doc
from deepsearch.localweb.pages import render_index, render_page, render_results

ROUTES = ("searxng", "tavily", "brave", "serpapi", "pages")
FAULT_KINDS = ("latency", "429", "500", "hang", "malformed", "slow", "redirect-loop", "huge",
               "binary")
DEFAULT_KEYS = {"tavily": "tvly-local-key", "brave": "brave-local-key",
                "serpapi": "serpapi-local-key"}
_FAULT_RE = re.compile(
    r"^(?P<route>[a-z]+)=(?P<kind>[a-z0-9-]+)(?:=(?P<value>\d+(?:\.\d+)?))?"
    r"(?:@(?P<rate>0?\.\d+|1(?:\.0+)?|0))?(?:#(?P<count>\d+))?$"
)


@dataclass
class Fault:
    kind: str
    value: float | None = None
    rate: float = 1.0
    count: int | None = None
    used: int = 0

    def fires(self, rng: random.Random) -> bool:
        if self.count is not None and self.used >= self.count:
            return False
        if self.rate < 1.0 and rng.random() >= self.rate:
            return False
        self.used += 1
        return True


def parse_fault(spec: str) -> tuple[str, Fault]:
    """Parse ``ROUTE=KIND[=VALUE][@RATE][#COUNT]``; LocalWebError names what is wrong."""
    match = _FAULT_RE.match(spec.strip())
    if not match:
        raise LocalWebError(
            f"bad fault spec {spec!r}: expected ROUTE=KIND[=VALUE][@RATE][#COUNT], "
            "e.g. tavily=429, pages=latency=200, searxng=500@0.3, brave=500#2"
        )
    route, kind = match["route"], match["kind"]
    if route not in ROUTES:
        raise LocalWebError(f"bad fault route {route!r}: one of {', '.join(ROUTES)}")
    if kind not in FAULT_KINDS:
        raise LocalWebError(f"bad fault kind {kind!r}: one of {', '.join(FAULT_KINDS)}")
    if kind == "latency" and match["value"] is None:
        raise LocalWebError("latency needs a value in ms, e.g. pages=latency=200")
    return route, Fault(
        kind=kind,
        value=float(match["value"]) if match["value"] else None,
        rate=float(match["rate"]) if match["rate"] else 1.0,
        count=int(match["count"]) if match["count"] else None,
    )


@dataclass
class WebState:
    corpus: Corpus
    latency_ms: float = 0.0
    keys: dict[str, str] = field(default_factory=lambda: dict(DEFAULT_KEYS))
    faults: dict[str, list[Fault]] = field(default_factory=dict)
    seed: int = 0
    counts: Counter[str] = field(default_factory=Counter)
    log: deque[dict[str, Any]] = field(default_factory=lambda: deque(maxlen=20_000))
    lock: threading.Lock = field(default_factory=threading.Lock)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    def add_fault(self, spec: str) -> None:
        route, fault = parse_fault(spec)
        with self.lock:
            self.faults.setdefault(route, []).append(fault)

    def clear_faults(self, route: str | None = None) -> None:
        with self.lock:
            if route is None:
                self.faults.clear()
            else:
                self.faults.pop(route, None)

    def firing(self, route: str) -> list[Fault]:
        """Faults that apply to this request: any latencies, then at most one response fault
        (so a later fault's count is not used up by a request an earlier one answered)."""
        chosen: list[Fault] = []
        with self.lock:
            for fault in self.faults.get(route, []):
                if fault.kind != "latency" and any(f.kind != "latency" for f in chosen):
                    continue
                if fault.fires(self.rng):
                    chosen.append(fault)
        return chosen

    def record(self, route: str, request: Request, status: int, fault: str | None) -> None:
        with self.lock:
            self.counts[route] += 1
            self.log.append({
                "t": time.time(), "route": route, "method": request.method,
                "path": request.url.path, "query": request.url.query, "status": status,
                "fault": fault,
            })

    def stats(self) -> dict[str, Any]:
        with self.lock:
            return {"counts": dict(self.counts), "total": sum(self.counts.values()),
                    "log": list(self.log)}

    def reset_stats(self) -> None:
        with self.lock:
            self.counts.clear()
            self.log.clear()


Handler = Callable[[Request], Awaitable[Response]]


def _chunks(body: bytes, size: int) -> list[bytes]:
    return [body[i: i + size] for i in range(0, len(body), size)] or [b""]


async def _drip(body: bytes, delay_s: float) -> AsyncIterator[bytes]:
    for chunk in _chunks(body, 64):
        yield chunk
        await asyncio.sleep(delay_s)


async def _huge(mb: float, html: bool) -> AsyncIterator[bytes]:
    block = (b"<p>" + b"filler text " * 80 + b"</p>\n") if html else os.urandom(65536)
    sent, limit = 0, int(mb * 1024 * 1024)
    if html:
        yield b"<!DOCTYPE html><html><head><title>Huge</title></head><body>"
    while sent < limit:
        yield block
        sent += len(block)
        await asyncio.sleep(0)


def _with_faults(state: WebState, route: str, handler: Handler) -> Handler:
    """Wrap ``handler`` with the global latency, the route's faults and the request log."""

    async def wrapped(request: Request) -> Response:
        if state.latency_ms:
            await asyncio.sleep(state.latency_ms / 1000)
        response: Response | None = None
        fault_name: str | None = None
        for fault in state.firing(route):
            fault_name = fault.kind
            if fault.kind == "latency":
                await asyncio.sleep((fault.value or 0) / 1000)
                continue
            response = await _fault_response(fault, route, request, handler)
            break
        if response is None:
            response = await handler(request)
        state.record(route, request, response.status_code, fault_name)
        return response

    return wrapped


async def _fault_response(fault: Fault, route: str, request: Request,
                          handler: Handler) -> Response:
    is_page = route == "pages"
    if fault.kind == "429":
        retry_after = fault.value if fault.value is not None else 1
        return JSONResponse({"error": "rate limit exceeded"}, status_code=429,
                            headers={"Retry-After": f"{retry_after:g}"})
    if fault.kind == "500":
        return JSONResponse({"error": "internal server error"}, status_code=500)
    if fault.kind == "hang":
        await asyncio.sleep(3600)
        return PlainTextResponse("too late", status_code=504)
    if fault.kind == "redirect-loop":
        hop = int(request.query_params.get("_hop", "0")) + 1
        params = dict(request.query_params)
        params["_hop"] = str(hop % 2)
        query = "&".join(f"{k}={v}" for k, v in params.items())
        return RedirectResponse(f"{request.url.path}?{query}", status_code=302)
    if fault.kind == "huge":
        return StreamingResponse(_huge(fault.value or 50, html=is_page),
                                 media_type="text/html" if is_page else "application/json")
    if fault.kind == "binary":
        media = "application/octet-stream" if is_page else "application/json"
        return Response(os.urandom(4096), media_type=media)
    real = await handler(request)
    body = bytes(real.body)
    if fault.kind == "malformed":
        cut = body[: max(1, len(body) // 2)]
        return Response(cut, status_code=200, media_type=real.media_type)
    if fault.kind == "slow":
        delay = (fault.value if fault.value is not None else 200) / 1000
        return StreamingResponse(_drip(body, delay), media_type=real.media_type)
    raise AssertionError(f"unhandled fault kind {fault.kind}")


def build_app(state: WebState) -> Starlette:
    corpus = state.corpus

    def base_url(request: Request) -> str:
        return str(request.base_url).rstrip("/")

    def ranked(query: str, limit: int, offset: int = 0) -> list[tuple[Doc, float]]:
        return corpus.search(query, limit=limit, offset=offset)

    async def page(request: Request) -> Response:
        doc = corpus.get(request.path_params["doc_id"])
        if doc is None:
            return HTMLResponse("<h1>404 Not Found</h1>", status_code=404)
        validators = {"ETag": f'"{doc.doc_id}"', "Last-Modified": "Mon, 01 Jan 2024 00:00:00 GMT",
                      "Cache-Control": "max-age=3600"}
        if request.headers.get("if-none-match") == validators["ETag"]:
            return Response(status_code=304, headers=validators)
        return HTMLResponse(render_page(corpus, doc), headers=validators)

    async def redirect(request: Request) -> Response:
        target = request.query_params.get("to", "")
        if not target:
            return PlainTextResponse("missing ?to=", status_code=400)
        return RedirectResponse(target, status_code=302)

    async def index(request: Request) -> Response:
        return HTMLResponse(render_index(corpus))

    async def robots(request: Request) -> Response:
        return PlainTextResponse("User-agent: *\nDisallow: /private/\n")

    async def searxng(request: Request) -> Response:
        q = request.query_params.get("q", "").strip()
        if not q:
            return JSONResponse({"error": "missing q"}, status_code=400)
        try:
            pageno = max(1, int(request.query_params.get("pageno", "1")))
        except ValueError:
            return JSONResponse({"error": "bad pageno"}, status_code=400)
        per_page = 20
        rows = ranked(q, per_page, (pageno - 1) * per_page)
        if request.query_params.get("format") != "json":
            return HTMLResponse(render_results(q, [(d, corpus.snippet(d, q)) for d, _ in rows]))
        root = base_url(request)
        results = [
            {"url": root + d.path, "title": d.title, "content": corpus.snippet(d, q),
             "engine": "localweb", "engines": ["localweb"], "positions": [i],
             "score": round(s, 4), "category": "general"}
            for i, (d, s) in enumerate(rows, start=(pageno - 1) * per_page + 1)
        ]
        return JSONResponse({"query": q, "number_of_results": len(results), "results": results,
                             "answers": [], "corrections": [], "infoboxes": [],
                             "suggestions": [], "unresponsive_engines": []})

    async def tavily(request: Request) -> Response:
        try:
            body = json.loads(await request.body() or b"{}")
        except (json.JSONDecodeError, UnicodeDecodeError):
            return JSONResponse({"detail": {"error": "Invalid JSON body."}}, status_code=400)
        if not isinstance(body, dict):
            return JSONResponse({"detail": {"error": "Body must be an object."}}, status_code=400)
        auth = request.headers.get("authorization", "")
        bearer = auth.removeprefix("Bearer ").strip() if auth.startswith("Bearer ") else None
        key = bearer or body.get("api_key")
        if key != state.keys["tavily"]:
            return JSONResponse({"detail": {"error": "Unauthorized: missing or invalid API key."}},
                                status_code=401)
        q = str(body.get("query") or "").strip()
        if not q:
            return JSONResponse({"detail": {"error": "Query is missing."}}, status_code=400)
        max_results = max(0, min(20, int(body.get("max_results") or 5)))
        started = time.perf_counter()
        rows = ranked(q, max_results)
        top = rows[0][1] if rows else 1.0
        root = base_url(request)
        return JSONResponse({
            "query": q, "follow_up_questions": None, "answer": None, "images": [],
            "results": [{"title": d.title, "url": root + d.path, "content": corpus.snippet(d, q),
                         "score": round(0.99 * s / top, 5), "raw_content": None}
                        for d, s in rows],
            "response_time": round(time.perf_counter() - started, 4),
            "request_id": str(uuid.uuid4()),
        })

    async def brave(request: Request) -> Response:
        token = request.headers.get("x-subscription-token")
        if token != state.keys["brave"]:
            return JSONResponse({"type": "ErrorResponse", "error": {
                "id": str(uuid.uuid4()), "status": 401, "code": "SUBSCRIPTION_TOKEN_INVALID",
                "detail": "The provided subscription token is invalid."}}, status_code=401)
        q = request.query_params.get("q", "").strip()
        if not q:
            return JSONResponse({"type": "ErrorResponse", "error": {
                "status": 422, "code": "VALIDATION", "detail": "q is required"}}, status_code=422)
        count = max(1, min(20, int(request.query_params.get("count", "20") or 20)))
        offset = max(0, min(9, int(request.query_params.get("offset", "0") or 0)))
        rows = ranked(q, count, offset * count)
        root = base_url(request)
        return JSONResponse({
            "type": "search",
            "query": {"original": q, "more_results_available": len(rows) == count},
            "mixed": {"type": "mixed", "main": [{"type": "web", "index": i, "all": False}
                                                  for i in range(len(rows))]},
            "web": {"type": "search", "family_friendly": True, "results": [
                {"type": "search_result", "title": d.title, "url": root + d.path,
                 "description": corpus.snippet(d, q), "language": "en",
                 "family_friendly": True,
                 "meta_url": {"scheme": request.url.scheme, "netloc": request.url.netloc,
                              "hostname": request.url.hostname, "path": d.path}}
                for d, _ in rows]},
        })

    async def serpapi(request: Request) -> Response:
        params = request.query_params
        if params.get("api_key") != state.keys["serpapi"]:
            return JSONResponse({"error": "Invalid API key. Your API key should be here: "
                                          "https://serpapi.com/manage-api-key"}, status_code=401)
        q = params.get("q", "").strip()
        if not q:
            return JSONResponse({"error": "Missing query `q` parameter."}, status_code=400)
        num = max(1, min(100, int(params.get("num", "10") or 10)))
        start = max(0, int(params.get("start", "0") or 0))
        rows = ranked(q, num, start)
        search_id = uuid.uuid4().hex[:24]
        meta = {"id": search_id, "status": "Success", "json_endpoint":
                f"{base_url(request)}/searches/{search_id}.json", "total_time_taken": 0.01}
        if not rows:
            return JSONResponse({"search_metadata": meta,
                                 "search_parameters": {"engine": params.get("engine", "google"),
                                                       "q": q},
                                 "search_information": {"organic_results_state": "Fully empty"},
                                 "error": "Google hasn't returned any results for this query."})
        root = base_url(request)
        return JSONResponse({
            "search_metadata": meta,
            "search_parameters": {"engine": params.get("engine", "google"), "q": q, "num": num},
            "search_information": {"total_results": len(rows),
                                   "organic_results_state": "Results for exact spelling"},
            "organic_results": [
                {"position": i, "title": d.title, "link": root + d.path,
                 "displayed_link": f"{request.url.netloc} › wiki › {d.doc_id}",
                 "snippet": corpus.snippet(d, q), "source": "Localpedia"}
                for i, (d, _) in enumerate(rows, start=start + 1)
            ],
        })

    async def stats(request: Request) -> Response:
        return JSONResponse(state.stats())

    async def reset(request: Request) -> Response:
        state.reset_stats()
        return JSONResponse({"ok": True})

    return Starlette(routes=[
        Route("/", index),
        Route("/robots.txt", robots),
        Route("/wiki/{doc_id}", _with_faults(state, "pages", page)),
        Route("/wiki/{doc_id}/{slug}", _with_faults(state, "pages", page)),
        Route("/redirect", _with_faults(state, "pages", redirect)),
        Route("/search", _with_faults(state, "searxng", searxng), methods=["GET"]),
        Route("/search", _with_faults(state, "tavily", tavily), methods=["POST"]),
        Route("/res/v1/web/search", _with_faults(state, "brave", brave)),
        Route("/search.json", _with_faults(state, "serpapi", serpapi)),
        Route("/_stats", stats),
        Route("/_stats/reset", reset, methods=["POST"]),
    ])
