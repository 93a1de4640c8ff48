"""Each provider against the local web over real HTTP, and DuckDuckGo at the ddgs boundary."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from deepsearch.errors import (
    AuthError,
    MalformedResponseError,
    MissingCredentialError,
    ProviderError,
    RateLimitedError,
    UnreachableError,
)
from deepsearch.localweb import LocalWeb
from deepsearch.search.base import SearchRequest, build_provider
from deepsearch.search.providers.duckduckgo import DuckDuckGoProvider
from tests.conftest import web_settings

HTTP_PROVIDERS = ["searxng", "tavily", "brave", "serpapi"]
ROUTE = {"searxng": "searxng", "tavily": "tavily", "brave": "brave", "serpapi": "serpapi"}


async def run(web: LocalWeb, tmp_path: Path, name: str, query: str = "inverse document frequency",
              **overrides) -> list:
    settings = web_settings(web, tmp_path, [name], **overrides)
    async with httpx.AsyncClient() as client:
        provider = build_provider(name, settings, client)
        return await provider.search(SearchRequest(query=query, max_results=5))


@pytest.mark.parametrize("name", HTTP_PROVIDERS)
async def test_parses_vendor_format(web: LocalWeb, tmp_path: Path, name: str) -> None:
    hits = await run(web, tmp_path, name)
    assert 1 <= len(hits) <= 5
    assert hits[0].title == "Karen Spärck Jones"
    assert hits[0].url == web.page_url("ir-0003")
    assert "inverse document frequency" in hits[0].snippet
    assert all(h.provider == name and 0 <= h.score <= 1 for h in hits)
    assert [h.rank for h in hits] == list(range(1, len(hits) + 1))
    assert hits[0].score >= hits[-1].score


@pytest.mark.parametrize("name", ["tavily", "brave", "serpapi"])
async def test_wrong_key_is_an_auth_error(web: LocalWeb, tmp_path: Path, name: str) -> None:
    with pytest.raises(AuthError) as info:
        await run(web, tmp_path, name, **{f"search.{name}.api_key": "wrong-key"})
    assert not info.value.retryable


@pytest.mark.parametrize("name", ["tavily", "brave", "serpapi"])
def test_missing_key_names_the_setting(web: LocalWeb, tmp_path: Path, name: str) -> None:
    settings = web_settings(web, tmp_path, [name])
    getattr(settings.search, name).api_key = None
    with pytest.raises(MissingCredentialError) as info:
        build_provider(name, settings, httpx.AsyncClient())
    assert f"{name.upper()}_API_KEY" in str(info.value)
    assert f"search.{name}.api_key" in str(info.value)


@pytest.mark.parametrize("name", HTTP_PROVIDERS)
@pytest.mark.parametrize(
    ("fault", "error", "retryable"),
    [
        ("429=2", RateLimitedError, True),
        ("500", ProviderError, True),
        ("malformed", MalformedResponseError, True),
        ("binary", MalformedResponseError, True),
        ("redirect-loop", ProviderError, False),
        ("huge=8", ProviderError, False),
    ],
)
async def test_faults_map_to_typed_errors(web: LocalWeb, tmp_path: Path, name: str, fault: str,
                                          error: type, retryable: bool) -> None:
    web.add_fault(f"{ROUTE[name]}={fault}")
    with pytest.raises(error) as info:
        await run(web, tmp_path, name)
    assert info.value.retryable is retryable
    assert info.value.provider == name
    if fault.startswith("429"):
        assert info.value.retry_after == 2


async def test_hang_times_out(web: LocalWeb, tmp_path: Path) -> None:
    web.add_fault("searxng=hang")
    settings = web_settings(web, tmp_path, ["searxng"], **{"search.searxng.timeout_s": 0.5})
    async with httpx.AsyncClient() as client:
        provider = build_provider("searxng", settings, client)
        with pytest.raises(ProviderError, match="timed out") as info:
            await provider.search(SearchRequest(query="bm25"))
    assert info.value.retryable


async def test_serpapi_no_results_is_empty_not_error(web: LocalWeb, tmp_path: Path) -> None:
    assert await run(web, tmp_path, "serpapi", query="zzqqxxyy") == []


# ---- DuckDuckGo: the ddgs library cannot be pointed at a local server -----------------
async def test_ddgs_results_are_mapped() -> None:
    calls = []

    def fake(query, **kwargs):
        calls.append((query, kwargs))
        return [{"title": "A", "href": "https://a.example/x", "body": "alpha"},
                {"title": "no url"},
                {"title": "B", "href": "https://b.example/", "body": "beta"}]

    provider = DuckDuckGoProvider(region="de-de", text_search=fake)
    hits = await provider.search(SearchRequest(query="q", max_results=7))
    assert [h.url for h in hits] == ["https://a.example/x", "https://b.example/"]
    assert hits[0].score == 1.0 and hits[1].score == 0.5
    assert calls == [("q", {"region": "de-de", "safesearch": "moderate", "max_results": 7,
                            "backend": "auto"})]


async def test_ddgs_timeout_is_retryable() -> None:
    import ddgs.exceptions

    def fake(query, **kwargs):
        raise ddgs.exceptions.TimeoutException("read timed out")

    with pytest.raises(ProviderError) as info:
        await DuckDuckGoProvider(text_search=fake).search(SearchRequest(query="q"))
    assert info.value.retryable and info.value.provider == "duckduckgo"


async def test_ddgs_offline_fails_fast_in_one_line() -> None:
    """The real ddgs stack through a proxy nobody listens on: what a machine without a
    network sees. One short, non-retryable line, not the engines' error dumps."""
    provider = DuckDuckGoProvider(proxy="http://127.0.0.1:9")
    with pytest.raises(UnreachableError) as info:
        await provider.search(SearchRequest(query="inverse document frequency"))
    assert not info.value.retryable
    assert len(str(info.value)) < 120 and "os error" not in str(info.value)


async def test_ddgs_blocked_backends_are_a_failure_not_an_empty_success(monkeypatch) -> None:
    """Every backend answering with a challenge page (ddgs sees a non-200 and returns
    nothing) ends in ddgs's "No results found."; that must reach the fallback chain."""
    from types import SimpleNamespace

    import ddgs.http_client

    challenge = SimpleNamespace(status_code=403, text="<html>captcha</html>", content=b"",
                                text_markdown="", text_plain="", text_rich="")
    monkeypatch.setattr(ddgs.http_client.HttpClient, "request", lambda self, *a, **k: challenge)
    with pytest.raises(ProviderError) as info:
        await DuckDuckGoProvider().search(SearchRequest(query="inverse document frequency"))
    assert not info.value.retryable and not isinstance(info.value, UnreachableError)
    assert "blocked" in info.value.reason


async def test_ddgs_real_class_is_called_with_our_arguments(monkeypatch) -> None:
    import ddgs.ddgs  # ddgs.DDGS is a proxy; the class doing the work lives here

    seen = {}

    def text(self, query, **kwargs):
        seen.update(kwargs, query=query)
        return [{"title": "T", "href": "https://t.example", "body": "b"}]

    monkeypatch.setattr(ddgs.ddgs.DDGS, "text", text)
    provider = DuckDuckGoProvider(backend="duckduckgo")
    hits = await provider.search(SearchRequest(query="hello", max_results=3))
    assert hits[0].url == "https://t.example"
    assert seen == {"query": "hello", "region": "us-en", "safesearch": "moderate",
                    "max_results": 3, "backend": "duckduckgo"}
