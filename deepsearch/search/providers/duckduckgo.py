"""DuckDuckGo (and the other engines ``ddgs`` scrapes) through the ``ddgs`` library, no key.

The library is synchronous, so each query runs in a worker thread with a timeout. ddgs
(9.x) reports every kind of failure as ``DDGSException``: a timeout, a transport error
("ConnectError: … Connection refused", "DNSError: …"), or "No results found." when every
backend answered with nothing usable, which is also what a blocked or challenged scraper
sees. The last cannot be told apart from a query that matches nothing, so it is reported
as a failure: the fallback chain and the search cache then get their turn.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable
from typing import Any

import httpx

from deepsearch.errors import ProviderError, UnreachableError
from deepsearch.models import SearchHit
from deepsearch.net.failures import short_message
from deepsearch.search.base import SearchProvider, SearchRequest, limits_from, register
from deepsearch.settings import Settings

TextSearch = Callable[..., list[dict[str, Any]]]

_UNREACHABLE = re.compile(r"\b(DNSError|ConnectError|Connection refused|error resolving DNS|"
                          r"Network is unreachable|No route to host)\b", re.I)
_HOST = re.compile(r"https?://([^/\s)'\"]+)")


def _ddgs_text(timeout_s: float, proxy: str | None = None) -> TextSearch:
    from ddgs import DDGS

    def run(query: str, **kwargs: Any) -> list[dict[str, Any]]:
        return DDGS(proxy=proxy, timeout=int(max(1, timeout_s))).text(query, **kwargs)

    return run


def describe_ddgs_error(message: str) -> ProviderError:
    """The typed error for one ``DDGSException`` message, in one short line."""
    text = " ".join(message.split())
    if not text or "no results found" in text.lower():
        return ProviderError(
            "duckduckgo", "no results from any backend (blocked or challenged, or nothing "
                          "matches)", hint="try another provider, or again later")
    if _UNREACHABLE.search(text):
        host = _HOST.search(text)
        where = f" {host.group(1)}" if host else ""
        cause = "DNS lookup failed" if "dns" in text.lower() else "cannot connect"
        return UnreachableError("duckduckgo", f"{cause} for{where} (no network?)")
    return ProviderError("duckduckgo", short_message(text, 160), retryable=True)


class DuckDuckGoProvider(SearchProvider):
    name = "duckduckgo"
    paged = False  # one answer per query

    def __init__(self, *, region: str = "us-en", safesearch: str = "moderate",
                 backend: str = "auto", proxy: str | None = None, limits=None,
                 text_search: TextSearch | None = None) -> None:
        if limits is not None:
            self.limits = limits
        self.region = region
        self.safesearch = safesearch
        self.backend = backend
        self._text = text_search or _ddgs_text(self.limits.timeout_s, proxy)

    async def search(self, request: SearchRequest) -> list[SearchHit]:
        from ddgs.exceptions import DDGSException, TimeoutException

        kwargs = {"region": self.region, "safesearch": self.safesearch,
                  "max_results": request.max_results, "backend": self.backend}
        try:
            raw = await asyncio.wait_for(
                asyncio.to_thread(self._text, request.query, **kwargs),
                timeout=self.limits.timeout_s + 2,
            )
        except (TimeoutException, TimeoutError) as exc:
            raise ProviderError(self.name, f"timed out after {self.limits.timeout_s:g} s",
                                retryable=True) from exc
        except DDGSException as exc:
            raise describe_ddgs_error(str(exc)) from exc
        return self.ranked_hits(request, raw, url="href", title="title", snippet="body")


@register("duckduckgo")
def _factory(settings: Settings, client: httpx.AsyncClient) -> DuckDuckGoProvider:
    cfg = settings.search.duckduckgo
    return DuckDuckGoProvider(region=cfg.region, safesearch=cfg.safesearch, backend=cfg.backend,
                              proxy=cfg.proxy, limits=limits_from(cfg))
