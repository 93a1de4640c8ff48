"""Brave Search API: ``GET {base}/res/v1/web/search`` with ``X-Subscription-Token``."""

from __future__ import annotations

import httpx

from deepsearch.errors import AuthError, MalformedResponseError
from deepsearch.models import SearchHit
from deepsearch.search.base import (
    SearchProvider,
    SearchRequest,
    VendorResponse,
    limits_from,
    register,
    require_key,
)
from deepsearch.settings import Settings


class BraveProvider(SearchProvider):
    name = "brave"
    MAX_COUNT = 20  # documented maximum of ``count``

    def __init__(self, base_url: str, api_key: str, client: httpx.AsyncClient, *,
                 limits=None) -> None:
        self.base_url = base_url.rstrip("/")
        self.api_key = api_key
        self.client = client
        if limits is not None:
            self.limits = limits

    def check_response(self, response: VendorResponse) -> None:
        # Brave reports a bad token as 422 SUBSCRIPTION_TOKEN_INVALID as well as 401.
        if response.status_code == 422 and b"SUBSCRIPTION_TOKEN_INVALID" in response.content:
            raise AuthError(self.name, "subscription token invalid", status=422,
                            hint="check BRAVE_API_KEY")
        super().check_response(response)

    async def search(self, request: SearchRequest) -> list[SearchHit]:
        params = {"q": request.query, "count": str(min(request.max_results, self.MAX_COUNT))}
        if request.page > 1:  # Brave's offset counts pages of ``count`` results
            params["offset"] = str(min(request.page - 1, 9))
        http_request = self.client.build_request(
            "GET", f"{self.base_url}/res/v1/web/search", params=params,
            headers={"X-Subscription-Token": self.api_key, "Accept": "application/json"},
            timeout=self.limits.timeout_s,
        )
        data = self.json_body(await self.send(self.client, http_request))
        web = data.get("web", {})
        if not isinstance(web, dict):
            raise MalformedResponseError(self.name, "'web' is not an object")
        return self.ranked_hits(request, web.get("results", []), url="url", title="title",
                                snippet="description", what="web.results")


@register("brave", configured=lambda s: s.search.brave.api_key is not None)
def _factory(settings: Settings, client: httpx.AsyncClient) -> BraveProvider:
    cfg = settings.search.brave
    return BraveProvider(cfg.base_url, require_key("brave", cfg.api_key), client,
                         limits=limits_from(cfg))
