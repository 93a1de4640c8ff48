"""DuckDuckGo through the ``ddgs`` library (no key). The library is synchronous, so each
query runs in a worker thread with a timeout; its exceptions are mapped here."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import httpx

from deepsearch.errors import ProviderError, RateLimitedError
from deepsearch.models import SearchHit
from deepsearch.search.base import SearchProvider, SearchRequest, limits_from, register
from deepsearch.settings import Settings

TextSearch = Callable[..., list[dict[str, Any]]]


def _ddgs_text(timeout_s: float) -> TextSearch:
    from ddgs import DDGS

    def run(query: str, **kwargs: Any) -> list[dict[str, Any]]:
        return DDGS(timeout=int(max(1, timeout_s))).text(query, **kwargs)

    return run


class DuckDuckGoProvider(SearchProvider):
    name = "duckduckgo"
    paged = False  # one answer per query

    def __init__(self, *, region: str = "wt-wt", safesearch: str = "moderate",
                 backend: str = "auto", limits=None, text_search: TextSearch | None = None) -> None:
        if limits is not None:
            self.limits = limits
        self.region = region
        self.safesearch = safesearch
        self.backend = backend
        self._text = text_search or _ddgs_text(self.limits.timeout_s)

    async def search(self, request: SearchRequest) -> list[SearchHit]:
        from ddgs.exceptions import DDGSException, RatelimitException, TimeoutException

        kwargs = {"region": self.region, "safesearch": self.safesearch,
                  "max_results": request.max_results, "backend": self.backend}
        try:
            raw = await asyncio.wait_for(
                asyncio.to_thread(self._text, request.query, **kwargs),
                timeout=self.limits.timeout_s + 2,
            )
        except RatelimitException as exc:
            raise RateLimitedError(self.name, f"rate limited: {exc}", status=None) from exc
        except (TimeoutException, TimeoutError) as exc:
            raise ProviderError(self.name, f"timed out: {exc or 'no answer'}",
                                retryable=True) from exc
        except DDGSException as exc:
            message = " ".join(str(exc).split())[:200]
            if "no results" in message.lower():
                return []
            raise ProviderError(self.name, message or "search failed", retryable=True) from exc
        return self.ranked_hits(request, raw, url="href", title="title", snippet="body")


@register("duckduckgo")
def _factory(settings: Settings, client: httpx.AsyncClient) -> DuckDuckGoProvider:
    cfg = settings.search.duckduckgo
    return DuckDuckGoProvider(region=cfg.region, safesearch=cfg.safesearch, backend=cfg.backend,
                              limits=limits_from(cfg))
