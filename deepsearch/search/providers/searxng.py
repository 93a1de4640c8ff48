"""SearXNG: ``GET {base}/search?q=…&format=json`` (JSON output must be enabled on the instance)."""

from __future__ import annotations

import httpx

from deepsearch.errors import ConfigError, MalformedResponseError
from deepsearch.models import SearchHit
from deepsearch.search.base import SearchProvider, SearchRequest, limits_from, rank_score, register
from deepsearch.settings import Settings


class SearxngProvider(SearchProvider):
    name = "searxng"
    FULL_PAGE = 10  # SearXNG has no page-size parameter; fewer results than this ends paging

    def __init__(self, base_url: str, client: httpx.AsyncClient, *, limits=None) -> None:
        if not base_url:
            raise ConfigError(
                "searxng needs the URL of an instance",
                hint="set SEARXNG_URL, search.searxng.base_url or --searxng-url",
            )
        self.base_url = base_url.rstrip("/")
        self.client = client
        if limits is not None:
            self.limits = limits

    async def search(self, request: SearchRequest) -> list[SearchHit]:
        """One page of results (SearXNG has no page size: about ten); the engine asks for
        the next page as a request of its own, only when the first one is used up."""
        raw = await self._page(request, request.page)
        items = [r for r in raw if isinstance(r, dict)]
        start = (request.page - 1) * self.FULL_PAGE
        return self._parse(request, items, start=start)[: request.max_results]

    async def _page(self, request: SearchRequest, page: int) -> list:
        params = {"q": request.query, "format": "json", "pageno": str(page)}
        http_request = self.client.build_request(
            "GET", f"{self.base_url}/search", params=params,
            headers={"Accept": "application/json"}, timeout=self.limits.timeout_s,
        )
        response = await self.send(self.client, http_request)
        data = self.json_body(response)
        results = data.get("results")
        if not isinstance(results, list):
            raise MalformedResponseError(self.name, "no 'results' list in the answer")
        return results

    def _parse(self, request: SearchRequest, items: list[dict], start: int) -> list[SearchHit]:
        scores = [i.get("score") for i in items if isinstance(i.get("score"), int | float)]
        top = max(scores) if scores else 0
        out = []
        for offset, item in enumerate(items):
            url = item.get("url")
            if not isinstance(url, str) or not url.startswith(("http://", "https://")):
                continue
            rank = start + offset + 1
            raw_score = item.get("score")
            score = (
                raw_score / top
                if top > 0 and isinstance(raw_score, int | float)
                else rank_score(rank, start + len(items))
            )
            out.append(self.hit(request, url=url, title=str(item.get("title") or ""),
                                snippet=str(item.get("content") or ""), score=score, rank=rank))
        return out


@register("searxng", configured=lambda s: bool(s.search.searxng.base_url))
def _factory(settings: Settings, client: httpx.AsyncClient) -> SearxngProvider:
    cfg = settings.search.searxng
    return SearxngProvider(cfg.base_url, client, limits=limits_from(cfg))
