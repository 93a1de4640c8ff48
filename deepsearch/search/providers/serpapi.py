"""SerpAPI: ``GET {base}/search.json?engine=google&q=…&api_key=…``, hits in ``organic_results``."""

from __future__ import annotations

import httpx

from deepsearch.errors import AuthError, ProviderError
from deepsearch.models import SearchHit
from deepsearch.search.base import (
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
            if "api key" in error.lower():
                raise AuthError(self.name, error)
            raise ProviderError(self.name, error, retryable=False)
        return self.ranked_hits(request, data.get("organic_results", []), url="link",
                                title="title", snippet="snippet", what="organic_results")


@register("serpapi", configured=lambda s: s.search.serpapi.api_key is not None)
def _factory(settings: Settings, client: httpx.AsyncClient) -> SerpApiProvider:
    cfg = settings.search.serpapi
    return SerpApiProvider(cfg.base_url, require_key("serpapi", cfg.api_key), client,
                           engine=cfg.engine, limits=limits_from(cfg))
