"""Tavily: ``POST {base}/search`` with ``Authorization: Bearer tvly-…`` and a JSON body.

Tavily's ``score`` is a calibrated relevance (relevant pages often score 0.2-0.4), kept as
the hit's ``relevance``. HTTP 432/433 mean the plan's or the pay-as-you-go limit is used up.
"""

from __future__ import annotations

import httpx

from deepsearch.errors import MalformedResponseError
from deepsearch.models import SearchHit
from deepsearch.search.base import (
    SearchProvider,
    SearchRequest,
    limits_from,
    register,
    require_key,
)
from deepsearch.settings import Settings


class TavilyProvider(SearchProvider):
    name = "tavily"
    paged = False  # one answer per query
    native_domain_filter = True
    MAX_RESULTS = 20  # the API's documented ceiling

    def __init__(self, base_url: str, api_key: str, client: httpx.AsyncClient, *,
                 search_depth: str = "basic", limits=None) -> None:
        self.base_url = base_url.rstrip("/")
        self.api_key = api_key
        self.client = client
        self.search_depth = search_depth
        if limits is not None:
            self.limits = limits

    async def search(self, request: SearchRequest) -> list[SearchHit]:
        body: dict = {
            "query": request.query,
            "max_results": min(request.max_results, self.MAX_RESULTS),
            "search_depth": self.search_depth,
            "include_answer": False,
            "include_raw_content": False,
        }
        if request.include_domains:
            body["include_domains"] = list(request.include_domains)
        if request.exclude_domains:
            body["exclude_domains"] = list(request.exclude_domains)
        http_request = self.client.build_request(
            "POST", f"{self.base_url}/search", json=body,
            headers={"Authorization": f"Bearer {self.api_key}"}, timeout=self.limits.timeout_s,
        )
        data = self.json_body(await self.send(self.client, http_request))
        results = data.get("results")
        if not isinstance(results, list):
            raise MalformedResponseError(self.name, "no 'results' list in the answer")
        hits = []
        for rank, item in enumerate(results, start=1):
            if not isinstance(item, dict) or not isinstance(item.get("url"), str):
                continue
            score = item.get("score")
            hits.append(self.hit(
                request, url=item["url"], title=str(item.get("title") or ""),
                snippet=str(item.get("content") or ""),
                score=float(score) if isinstance(score, int | float) else 0.0, rank=rank,
                relevance=float(score) if isinstance(score, int | float) else None,
            ))
        return hits


def _configured(settings: Settings) -> bool:
    return settings.search.tavily.api_key is not None


@register("tavily", configured=_configured)
def _factory(settings: Settings, client: httpx.AsyncClient) -> TavilyProvider:
    cfg = settings.search.tavily
    return TavilyProvider(cfg.base_url, require_key("tavily", cfg.api_key), client,
                          limits=limits_from(cfg))
