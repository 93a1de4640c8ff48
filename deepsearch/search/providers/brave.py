"""Brave Search API: ``GET {base}/res/v1/web/search`` with ``X-Subscription-Token``.

Brave marks query words with ``<strong>`` and escapes entities in titles and descriptions
(``hit`` makes them plain text). Its 429 comes in two kinds: ``RATE_LIMITED`` (wait for the
per-second window, told in ``X-RateLimit-Reset``) and ``QUOTA_LIMITED`` (the month's plan is
used up: never retried).
"""

from __future__ import annotations

from typing import Any

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
            raise AuthError(self.name, "the subscription token is invalid (HTTP 422)",
                            status=422, hint="check BRAVE_API_KEY")
        super().check_response(response)

    def retry_after(self, response: VendorResponse) -> float | None:
        """``X-RateLimit-Reset: 1, 1419704`` gives seconds until each window (per second,
        per month) resets; the wait lasts until every spent window has reset."""
        resets = _numbers(response.headers.get("X-RateLimit-Reset"))
        remaining = _numbers(response.headers.get("X-RateLimit-Remaining"))
        spent = [r for r, left in zip(resets, remaining, strict=False) if left <= 0]
        if spent:
            return max(spent)
        if resets:
            return resets[0]
        return super().retry_after(response)

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
        hits = self.ranked_hits(request, web.get("results", []), url="url", title="title",
                                snippet="description", what="web.results")
        if request.page == 1:
            hits = self._infobox(request, data) + hits
        return hits[: request.max_results]

    def _infobox(self, request: SearchRequest, data: dict[str, Any]) -> list[SearchHit]:
        """Brave's knowledge panel (``infobox.results``), kept with its source URL."""
        box = data.get("infobox")
        rows = box.get("results") if isinstance(box, dict) else None
        out = []
        for row in rows if isinstance(rows, list) else []:
            if isinstance(row, dict) and str(row.get("url") or "").startswith("http"):
                out.append(self.hit(
                    request, url=row["url"], title=str(row.get("title") or ""),
                    snippet=str(row.get("long_desc") or row.get("description") or ""),
                    score=1.0, rank=1, kind="knowledge"))
        return out[:1]


def _numbers(header: str | None) -> list[float]:
    out = []
    for part in (header or "").split(","):
        try:
            out.append(float(part.strip()))
        except ValueError:
            continue
    return out


@register("brave", configured=lambda s: s.search.brave.api_key is not None)
def _factory(settings: Settings, client: httpx.AsyncClient) -> BraveProvider:
    cfg = settings.search.brave
    return BraveProvider(cfg.base_url, require_key("brave", cfg.api_key), client,
                         limits=limits_from(cfg))
