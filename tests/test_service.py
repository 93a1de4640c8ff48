"""The search service over real HTTP: fallback, recovery, breaking, limits, cache, dedupe."""

from __future__ import annotations

import asyncio
import itertools
import time
from pathlib import Path

import pytest

from deepsearch.errors import AllProvidersFailedError, ConfigError, InputError
from deepsearch.localweb import LocalWeb
from deepsearch.models import SearchHit
from deepsearch.search import RunSeenUrls, SearchService
from deepsearch.search.base import resolve_provider_names
from deepsearch.search.service import dedupe_hits
from deepsearch.settings import load_settings
from tests.conftest import web_settings

Q = "inverse document frequency"


def service(web: LocalWeb, tmp_path: Path, providers: list[str], **overrides) -> SearchService:
    return SearchService(web_settings(web, tmp_path, providers, **overrides))


def routes(web: LocalWeb) -> list[str]:
    return [entry["route"] for entry in web.stats()["log"]]


async def test_fallback_is_per_query_and_recovers(web: LocalWeb, tmp_path: Path) -> None:
    web.add_fault("tavily=500#3")  # the first query's three attempts fail
    async with service(web, tmp_path, ["tavily", "brave"], **{"search.retries": 2}) as svc:
        first = await svc.search(Q)
        second = await svc.search("reciprocal rank fusion")
    assert first.provider == "brave"
    assert [a.provider for a in first.attempts] == ["tavily", "brave"]
    assert not first.attempts[0].ok and "HTTP 500" in first.attempts[0].error
    assert second.provider == "tavily"  # recovered: the next query uses it again
    assert routes(web) == ["tavily"] * 3 + ["brave", "tavily"]


async def test_retry_recovers_within_provider(web: LocalWeb, tmp_path: Path) -> None:
    web.add_fault("searxng=500#1")
    async with service(web, tmp_path, ["searxng", "brave"]) as svc:
        outcome = await svc.search(Q)
    assert outcome.provider == "searxng"
    assert routes(web) == ["searxng", "searxng"]


async def test_circuit_breaker_skips_then_half_opens(web: LocalWeb, tmp_path: Path) -> None:
    web.add_fault("serpapi=500")
    overrides = {"search.retries": 0, "search.breaker_failures": 2,
                 "search.breaker_cooldown_s": 0.5}
    async with service(web, tmp_path, ["serpapi", "brave"], **overrides) as svc:
        for _ in range(4):
            assert (await svc.search(Q)).provider == "brave"
        assert svc.breaker_state("serpapi") == "open"
        assert routes(web).count("serpapi") == 2  # queries 3 and 4 skipped it
        skipped = (await svc.search(Q)).attempts[0]
        assert "circuit open" in skipped.error
        web.clear_faults()
        await asyncio.sleep(0.6)
        assert (await svc.search(Q)).provider == "serpapi"  # the half-open trial succeeds
        assert svc.breaker_state("serpapi") == "closed"


async def test_rate_limit_spaces_requests(web: LocalWeb, tmp_path: Path) -> None:
    overrides = {"search.tavily.requests_per_minute": 300.0, "search.tavily.burst": 1,
                 "search.cache_enabled": False}
    sent: list[float] = []

    async def note_send(request) -> None:
        sent.append(time.monotonic())

    async with service(web, tmp_path, ["tavily"], **overrides) as svc:
        # timed as the client sends, not as the server receives: a first request's new
        # connection can arrive late and make the next one look early (seen on CI)
        svc.client.event_hooks = {"request": [note_send], "response": []}
        await svc.search_many([f"query number {i}" for i in range(5)])
    assert len([e for e in web.stats()["log"] if e["route"] == "tavily"]) == 5
    gaps = [b - a for a, b in itertools.pairwise(sent)]
    assert len(sent) == 5
    assert min(gaps) >= 0.17, gaps  # 300 per minute = one every 0.2 s


async def test_retry_after_is_honoured(web: LocalWeb, tmp_path: Path) -> None:
    web.add_fault("tavily=429=1#1")
    async with service(web, tmp_path, ["tavily", "brave"]) as svc:
        started = time.monotonic()
        outcome = await svc.search(Q)
    assert outcome.provider == "tavily"
    assert time.monotonic() - started >= 1.0
    log = [e for e in web.stats()["log"] if e["route"] == "tavily"]
    assert log[1]["t"] - log[0]["t"] >= 1.0


async def test_long_retry_after_falls_back_at_once(web: LocalWeb, tmp_path: Path) -> None:
    web.add_fault("tavily=429=120")
    async with service(web, tmp_path, ["tavily", "brave"]) as svc:
        started = time.monotonic()
        outcome = await svc.search(Q)
    assert outcome.provider == "brave"
    assert time.monotonic() - started < 2
    assert "429" in outcome.attempts[0].error


async def test_every_fault_kind_ends_in_a_clear_outcome(web: LocalWeb, tmp_path: Path) -> None:
    overrides = {"search.retries": 0, "search.searxng.timeout_s": 1.0}
    for kind in ["429", "500", "hang", "malformed", "slow=300", "redirect-loop", "huge=8",
                 "binary"]:
        web.clear_faults()
        web.add_fault(f"searxng={kind}")
        async with service(web, tmp_path, ["searxng", "tavily"], **overrides) as svc:
            outcome = await svc.search(Q)
        assert outcome.provider == "tavily", kind
        assert outcome.attempts[0].provider == "searxng" and outcome.attempts[0].error, kind


async def test_all_down_uses_cache_then_fails_clearly(web: LocalWeb, tmp_path: Path) -> None:
    async with service(web, tmp_path, ["tavily", "brave"]) as svc:
        fresh = await svc.search(Q)
    web.add_fault("tavily=500")
    web.add_fault("brave=500")
    async with service(web, tmp_path, ["tavily", "brave"], **{"search.retries": 0}) as svc:
        cached = await svc.search(Q)
        assert cached.provider == "cache:tavily"
        assert [h.url for h in cached.hits] == [h.url for h in fresh.hits]
        assert all(h.cached for h in cached.hits)
        with pytest.raises(AllProvidersFailedError) as info:
            await svc.search("a query never asked before")
    message = str(info.value)
    assert "tavily: HTTP 500" in message and "brave: HTTP 500" in message
    assert "no cached answer" in message


async def test_search_many_reports_failures_per_query(web: LocalWeb, tmp_path: Path) -> None:
    web.add_fault("searxng=500#1")
    async with service(web, tmp_path, ["searxng"], **{"search.retries": 0,
                                                      "search.cache_enabled": False}) as svc:
        outcomes = await svc.search_many([Q, Q + " again"])
    assert sorted(o.ok for o in outcomes) == [False, True]
    failed = next(o for o in outcomes if not o.ok)
    assert failed.error and failed.attempts[0].error == "HTTP 500: internal server error"


@pytest.mark.parametrize("query", ["", "   ", "\x00binary\x00", "x" * 500])
async def test_bad_queries_are_refused(web: LocalWeb, tmp_path: Path, query: str) -> None:
    async with service(web, tmp_path, ["searxng"]) as svc:
        with pytest.raises(InputError):
            await svc.search(query)
        with pytest.raises(InputError):
            await svc.search_many(["fine", query])
    assert web.stats()["total"] == 0


async def test_missing_key_is_listed_not_fatal(web: LocalWeb, tmp_path: Path) -> None:
    settings = web_settings(web, tmp_path, ["tavily", "searxng"])
    settings.search.tavily.api_key = None
    async with SearchService(settings) as svc:
        outcome = await svc.search(Q)
    assert outcome.provider == "searxng"
    assert "TAVILY_API_KEY" in outcome.attempts[0].error


def test_unknown_provider_and_auto(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="unknown search provider 'bing'"):
        resolve_provider_names(load_settings(environ={}).settings, ["bing"])
    plain = load_settings(environ={}).settings
    assert resolve_provider_names(plain) == ["duckduckgo"]
    keyed = load_settings(environ={"BRAVE_API_KEY": "k", "SEARXNG_URL": "http://x"}).settings
    assert resolve_provider_names(keyed) == ["brave", "searxng", "duckduckgo"]


async def test_threshold_domains_and_run_dedupe(web: LocalWeb, tmp_path: Path) -> None:
    async with service(web, tmp_path, ["tavily"], **{"search.score_threshold": 0.0}) as svc:
        everything = await svc.search(Q)
    async with service(web, tmp_path, ["tavily"], **{"search.score_threshold": 0.6}) as svc:
        strict = await svc.search(Q)
    assert len(strict.hits) + strict.dropped_below_threshold == len(everything.hits)
    assert all(h.score >= 0.6 for h in strict.hits) and strict.dropped_below_threshold > 0

    async with service(web, tmp_path, ["brave"],
                       **{"search.exclude_domains": ["127.0.0.1"]}) as svc:
        excluded = await svc.search(Q)
    assert excluded.hits == [] and excluded.dropped_by_domain > 0

    seen = RunSeenUrls()
    async with service(web, tmp_path, ["searxng"], **{"search.score_threshold": 0.0}) as svc:
        first = await svc.search(Q, seen=seen)
        again = await svc.search(Q + " idf", seen=seen)
    assert first.hits and not {h.url for h in first.hits} & {h.url for h in again.hits}
    assert again.dropped_duplicates >= 1
    # the repeats are still reported (the engine fuses ranks over every query)
    assert again.repeated and {h.url for h in again.repeated} <= {h.url for h in first.hits}
    assert first.repeated == []


def test_dedupe_keeps_best_score() -> None:
    def hit(url: str, score: float, rank: int) -> SearchHit:
        return SearchHit(url=url, score=score, provider="p", rank=rank, query="q")

    merged = dedupe_hits([hit("https://a.com/x/", 0.4, 1),
                          hit("https://A.com/x?utm_source=z", 0.9, 2),
                          hit("https://b.com", 0.5, 3)])
    assert [(h.url, h.score) for h in merged] == [("https://A.com/x?utm_source=z", 0.9),
                                                  ("https://b.com", 0.5)]


async def test_fan_out_runs_in_parallel(tmp_path: Path) -> None:
    from tests.conftest import SAMPLE_CORPUS

    with LocalWeb(SAMPLE_CORPUS, faults=["searxng=latency=300"]) as slow:
        async with service(slow, tmp_path, ["searxng"], **{"search.cache_enabled": False}) as svc:
            started = time.monotonic()
            await svc.search("bm25")
            single = time.monotonic() - started
            started = time.monotonic()
            outcomes = await svc.search_many([f"bm25 variant {i}" for i in range(15)])
            many = time.monotonic() - started
    assert all(o.ok for o in outcomes)
    assert many < 2 * single + 0.3, (many, single)


async def test_unreachable_provider_is_tried_once_then_falls_back(web: LocalWeb,
                                                                  tmp_path: Path) -> None:
    async with service(web, tmp_path, ["searxng", "tavily"],
                       **{"search.searxng.base_url": "http://127.0.0.1:9",
                          "search.retries": 3}) as svc:
        outcome = await svc.search(Q)
    assert svc.requests["searxng"] == 1  # a refused connection is not worth retrying
    assert outcome.attempts[0].error == "connection refused by 127.0.0.1"
    assert outcome.provider == "tavily"
