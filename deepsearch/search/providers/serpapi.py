"""SerpAPI: ``GET {base}/search.json?engine=google&q=…&api_key=…``, hits in ``organic_results``.

Google's answer box and knowledge panel often hold the answer itself; they are kept as
hits (``kind`` answer / knowledge) with their source link, ahead of the organic results.
"Your account has run out of searches." (HTTP 429, or 200 with ``error``) is a used-up
plan, not a rate limit: it is never retried.
"""

from __future__ import annotations

from typing import Any

import httpx

from deepsearch.errors import AuthError, ProviderError, QuotaExhaustedError
from deepsearch.models import SearchHit
from deepsearch.search.base import (
    QUOTA_MARKERS,
    SearchProvider,
    SearchRequest,
    limits_from,
    register,
    require_key,
)
from deepsearch.settings import Settings

# SerpAPI answers 200 with this error when the engine simply found nothing.
_NO_RESULTS = "hasn't returned any results"


class SerpApiProvider(SearchProvider):
    name = "serpapi"

    def __init__(self, base_url: str, api_key: str, client: httpx.AsyncClient, *,
                 engine: str = "google", limits=None) -> None:
        self.base_url = base_url.rstrip("/")
        self.api_key = api_key
        self.engine = engine
        self.client = client
        if limits is not None:
            self.limits = limits

    async def search(self, request: SearchRequest) -> list[SearchHit]:
        params = {
            "engine": self.engine, "q": request.query, "api_key": self.api_key,
            "num": str(request.max_results), "output": "json",
        }
        if request.page > 1:
            params["start"] = str((request.page - 1) * request.max_results)
        http_request = self.client.build_request(
            "GET", f"{self.base_url}/search.json", params=params, timeout=self.limits.timeout_s,
        )
        data = self.json_body(await self.send(self.client, http_request))
        error = data.get("error")
        if isinstance(error, str) and error:
            if _NO_RESULTS in error:
                return []
            if any(marker in error.lower() for marker in QUOTA_MARKERS):
                raise QuotaExhaustedError(self.name, error,
                                          hint="the serpapi plan's searches are used up")
            if "api key" in error.lower():
                raise AuthError(self.name, error, hint="check SERPAPI_API_KEY")
            raise ProviderError(self.name, error, retryable=False)
        organic = self.ranked_hits(request, data.get("organic_results", []), url="link",
                                   title="title", snippet="snippet", what="organic_results")
        panels = self._panels(request, data) if request.page == 1 else []
        return (panels + organic)[: request.max_results]

    def _panels(self, request: SearchRequest, data: dict[str, Any]) -> list[SearchHit]:
        out: list[SearchHit] = []
        box = data.get("answer_box")
        if isinstance(box, dict) and str(box.get("link") or "").startswith("http"):
            text = box.get("answer") or box.get("result") or box.get("snippet") or ""
            out.append(self.hit(request, url=box["link"], title=str(box.get("title") or ""),
                                snippet=str(text), score=1.0, rank=1, kind="answer"))
        graph = data.get("knowledge_graph")
        if isinstance(graph, dict):
            source = graph.get("source") if isinstance(graph.get("source"), dict) else {}
            url = source.get("link") or graph.get("website")
            if isinstance(url, str) and url.startswith("http"):
                out.append(self.hit(request, url=url, title=str(graph.get("title") or ""),
                                    snippet=str(graph.get("description") or ""), score=1.0,
                                    rank=1, kind="knowledge"))
        return out


@register("serpapi", configured=lambda s: s.search.serpapi.api_key is not None)
def _factory(settings: Settings, client: httpx.AsyncClient) -> SerpApiProvider:
    cfg = settings.search.serpapi
    return SerpApiProvider(cfg.base_url, require_key("serpapi", cfg.api_key), client,
                           engine=cfg.engine, limits=limits_from(cfg))
