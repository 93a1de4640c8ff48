"""Real vendor answers, replayed over HTTP on 127.0.0.1, end in the right typed outcome.

The recorded and documented responses live in ``../shared/vendors`` (``MANIFEST.json``
names each one's source, HTTP status and the behaviour a correct client shows); they are
read from there, never copied here. Each failure must leave the fallback chain and the
search cache room to take over. A few cases have no recorded file; their fakes are built
from the vendor's documentation, named beside each.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from deepsearch.errors import ProviderError, QuotaExhaustedError, RateLimitedError
from deepsearch.localweb import LocalWeb
from deepsearch.models import SearchHit
from deepsearch.search import SearchService
from deepsearch.search.base import SearchRequest, build_provider
from tests.conftest import ROOT, web_settings
from tests.fake_vendors import ServerThread

VENDORS = ROOT.parent / "shared" / "vendors"
MANIFEST = VENDORS / "MANIFEST.json"
FIXTURES = json.loads(MANIFEST.read_text())["fixtures"] if MANIFEST.is_file() else []
ERRORS = {"AuthError", "ProviderError", "RateLimitedError"}


@dataclass
class Canned:
    status: int
    body: bytes
    content_type: str = "application/json"
    headers: dict[str, str] = field(default_factory=dict)


class Replay:
    """Answers every request with the next canned response (the last one repeats)."""

    def __init__(self, *responses: Canned) -> None:
        self.responses = list(responses)
        self.times: list[float] = []

    def app(self) -> Starlette:
        async def any_path(request: Request) -> Response:
            self.times.append(time.monotonic())
            canned = self.responses[min(len(self.times), len(self.responses)) - 1]
            return Response(canned.body, canned.status, headers=canned.headers,
                            media_type=canned.content_type)

        return Starlette(routes=[Route("/{path:path}", any_path, methods=["GET", "POST"])])


def recorded(case: dict) -> Canned:
    body = (VENDORS / "fixtures" / case["file"]).read_bytes()
    return Canned(case["status"], body, case["content_type"], case.get("headers") or {})


def settings_for(web: LocalWeb, tmp_path: Path, provider: str, url: str, *, fallback: bool,
                 **overrides):
    """``provider`` pointed at the replay; the fallback (another vendor) at the local web."""
    other = "tavily" if provider == "searxng" else "searxng"
    return web_settings(web, tmp_path, [provider, other] if fallback else [provider],
                        **{f"search.{provider}.base_url": url, "search.retries": 2,
                           "search.breaker_failures": 100, **overrides})


def plain(hit: SearchHit) -> bool:
    text = hit.title + hit.snippet
    return not any(mark in text for mark in ("<strong", "</", "&#", "&amp;", "&quot;"))


needs_vendors = pytest.mark.skipif(not FIXTURES, reason="../shared/vendors is absent")


@needs_vendors
@pytest.mark.parametrize("case", FIXTURES, ids=[c["name"] for c in FIXTURES])
async def test_recorded_answer_ends_in_the_documented_outcome(
        case: dict, web: LocalWeb, tmp_path: Path) -> None:
    expect, provider = case["expect"], case["provider"]
    replay = Replay(recorded(case))
    with ServerThread(replay.app()) as server:
        settings = settings_for(web, tmp_path, provider, server.url, fallback=True)
        async with SearchService(settings) as svc:
            outcome = await svc.search("inverse document frequency")
            direct = build_provider(provider, settings, svc.client)
            try:
                hits = await direct.search(SearchRequest(query="q", max_results=50))
                error = None
            except ProviderError as exc:
                hits, error = [], exc
    first = outcome.attempts[0]
    assert first.provider == provider
    if expect["kind"] == "results":
        assert error is None and hits and all(plain(h) for h in hits)
        assert outcome.provider == provider and outcome.hits
        assert outcome.dropped_below_threshold == 0  # nothing the ranker would read is lost
    elif expect["kind"] == "empty":
        assert error is None and hits == []
        assert first.ok and first.hits == 0  # an empty success, told apart from a failure
        assert outcome.provider != provider and outcome.hits  # the next provider still asked
    else:
        assert error is not None and not first.ok
        assert outcome.provider != provider and outcome.hits, "the fallback must take over"
        assert type(error).__name__ == expect["class"] or (
            expect["class"] == "ProviderError" and isinstance(error, ProviderError))
        if "not_class" in expect:
            assert type(error).__name__ != expect["not_class"]
        assert error.retryable is expect.get("retryable", error.retryable)
        message = str(error)
        assert any(m.lower() in message.lower() for m in expect.get("message_any", [""]))
        assert not any(bad in message for bad in expect.get("forbid_in_message", []))
        assert not any(bad in (error.hint or "") for bad in expect.get("forbid_hint", []))
        if "max_requests" in expect:  # the service's attempts, then the direct call's one
            assert len(replay.times) - 1 <= expect["max_requests"]
        if error.retryable:
            assert len(replay.times) - 1 == 3  # the first try and two retries


@needs_vendors
@pytest.mark.parametrize("case", [c for c in FIXTURES if c["expect"]["kind"] == "error"],
                         ids=lambda c: c["name"])
async def test_the_cache_answers_after_each_failure_kind(
        case: dict, web: LocalWeb, tmp_path: Path) -> None:
    provider = case["provider"]
    with ServerThread(Replay(recorded(case)).app()) as server:
        settings = settings_for(web, tmp_path, provider, server.url, fallback=False)
        async with SearchService(settings) as svc:
            assert svc.cache is not None
            earlier = SearchHit(url="https://example.org/idf", title="IDF", score=1.0,
                                provider=provider, rank=1, query="inverse document frequency")
            svc.cache.put(provider, "inverse document frequency", 15, [earlier])
            outcome = await svc.search("inverse document frequency")
    assert [a.provider for a in outcome.attempts] == [provider, "cache"]
    assert outcome.provider == f"cache:{provider}" and outcome.hits[0].url == earlier.url


# ---- cases without a recorded file: fakes built from the vendors' documentation --------
BRAVE_RATE_LIMITED = {  # api-dashboard.search.brave.com/app/documentation/web-search/
    "type": "ErrorResponse",  # responses (ErrorResponse) and .../rate-limiting (headers)
    "error": {"id": "0a1b", "status": 429, "code": "RATE_LIMITED",
              "detail": "Request rate limit exceeded for plan.",
              "meta": {"plan": "Free", "rate_limit": 1, "rate_current": 2,
                       "quota_limit": 2000, "quota_current": 17}}}
BRAVE_QUOTA_LIMITED = {
    "type": "ErrorResponse",
    "error": {"id": "0a1c", "status": 429, "code": "QUOTA_LIMITED",
              "detail": "Request quota limit exceeded for plan.",
              "meta": {"plan": "Free", "quota_limit": 2000, "quota_current": 2000}}}
TAVILY_432 = {"detail": {"error": "This request exceeds your plan's set usage limit. Please "
                                  "upgrade your plan or contact support@tavily.com"}}
# docs.tavily.com/documentation/api-reference/endpoint/search, "432" response


def _json(status: int, payload: dict, **headers: str) -> Canned:
    return Canned(status, json.dumps(payload).encode(), headers=headers)


async def test_brave_waits_for_its_reset_header_then_succeeds(web: LocalWeb,
                                                              tmp_path: Path) -> None:
    ok = json.dumps({"type": "search", "web": {"results": [
        {"url": "https://example.org/a", "title": "<strong>IDF</strong> &amp; TF",
         "description": "about <strong>idf</strong>"}]}}).encode()
    replay = Replay(_json(429, BRAVE_RATE_LIMITED, **{"X-RateLimit-Reset": "1, 1419704",
                                                      "X-RateLimit-Remaining": "0, 1983"}),
                    Canned(200, ok))
    with ServerThread(replay.app()) as server:
        settings = settings_for(web, tmp_path, "brave", server.url, fallback=False)
        async with SearchService(settings) as svc:
            outcome = await svc.search("idf")
    assert outcome.provider == "brave"
    assert outcome.hits[0].title == "IDF & TF" and outcome.hits[0].snippet == "about idf"
    waited = replay.times[1] - replay.times[0]
    assert 0.9 <= waited < 2.5  # the header's second, not the half-second back-off


async def test_reset_later_than_the_timeout_falls_back_at_once(web: LocalWeb,
                                                               tmp_path: Path) -> None:
    replay = Replay(_json(429, BRAVE_RATE_LIMITED, **{"X-RateLimit-Reset": "30, 1419704",
                                                      "X-RateLimit-Remaining": "0, 1983"}))
    with ServerThread(replay.app()) as server:
        settings = settings_for(web, tmp_path, "brave", server.url, fallback=True,
                                **{"search.brave.timeout_s": 5.0})
        started = time.monotonic()
        async with SearchService(settings) as svc:
            outcome = await svc.search("inverse document frequency")
    assert outcome.provider == "searxng" and len(replay.times) == 1
    assert time.monotonic() - started < 3


@pytest.mark.parametrize(("provider", "canned"), [
    ("brave", _json(429, BRAVE_QUOTA_LIMITED, **{"X-RateLimit-Reset": "1, 1419704",
                                                "X-RateLimit-Remaining": "1, 0"})),
    ("tavily", _json(432, TAVILY_432)),
], ids=["brave_quota", "tavily_432"])
async def test_used_up_plans_are_not_retried(provider: str, canned: Canned, web: LocalWeb,
                                             tmp_path: Path) -> None:
    replay = Replay(canned)
    with ServerThread(replay.app()) as server:
        settings = settings_for(web, tmp_path, provider, server.url, fallback=True)
        async with SearchService(settings) as svc:
            outcome = await svc.search("inverse document frequency")
            with pytest.raises(QuotaExhaustedError) as info:
                await build_provider(provider, settings, svc.client).search(
                    SearchRequest(query="q"))
    assert not isinstance(info.value, RateLimitedError) and not info.value.retryable
    assert outcome.provider != provider and outcome.hits
    assert len(replay.times) == 2  # one by the service, one by the direct call


async def test_searxng_engine_failures_are_a_failure_naming_them(web: LocalWeb,
                                                                 tmp_path: Path) -> None:
    # docs.searxng.org/dev/search_api.html: unresponsive_engines is a list of [name, reason]
    failed = {"query": "q", "number_of_results": 0, "results": [], "answers": [],
              "corrections": [], "infoboxes": [], "suggestions": [],
              "unresponsive_engines": [["duckduckgo", "CAPTCHA"], ["google", "timeout"]]}
    replay = Replay(_json(200, failed))
    with ServerThread(replay.app()) as server:
        settings = settings_for(web, tmp_path, "searxng", server.url, fallback=True)
        async with SearchService(settings) as svc:
            outcome = await svc.search("inverse document frequency")
    assert not outcome.attempts[0].ok
    assert "duckduckgo: CAPTCHA" in outcome.attempts[0].error
    assert "google: timeout" in outcome.attempts[0].error
    assert outcome.provider == "tavily" and outcome.hits
