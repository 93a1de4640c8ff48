"""SearXNG: ``GET {base}/search?q=…&format=json`` (JSON output must be enabled on the instance).

SearXNG's ``score`` is a sum of engine weights, not a calibrated relevance (a real answer
runs from 2.3 down to 0.05 while every result is on topic), so hits are ordered by the
instance's own order and no threshold applies to them. An answer with no results while
engines were unresponsive is a failure of those engines, not "nothing found".
"""

from __future__ import annotations

from typing import Any

import httpx

from deepsearch.errors import ConfigError, MalformedResponseError, ProviderError, RateLimitedError
from deepsearch.models import SearchHit
from deepsearch.search.base import (
    SearchProvider,
    SearchRequest,
    VendorResponse,
    error_detail,
    limits_from,
    rank_score,
    register,
)
from deepsearch.settings import Settings

JSON_DISABLED_HINT = ("enable JSON output on the instance: add 'json' to search.formats "
                      "in its settings.yml")


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

    def check_response(self, response: VendorResponse) -> None:
        status = response.status_code
        if status == 403:
            # SearXNG has no keys: a 403 on /search is the JSON format switched off.
            raise ProviderError(self.name, "the instance refuses format=json (HTTP 403)",
                                status=403, hint=JSON_DISABLED_HINT)
        if status == 429:  # the instance's limiter (bot detection) refused us
            raise RateLimitedError(self.name, f"HTTP 429 from the instance's limiter: "
                                              f"{error_detail(response)}",
                                   retry_after=self.retry_after(response))
        super().check_response(response)

    async def search(self, request: SearchRequest) -> list[SearchHit]:
        """One page of results (SearXNG has no page size: about ten); the engine asks for
        the next page as a request of its own, only when the first one is used up."""
        data = await self._page(request, request.page)
        items = [r for r in data["results"] if isinstance(r, dict)]
        start = (request.page - 1) * self.FULL_PAGE
        hits = self._panels(request, data) if request.page == 1 else []
        hits += self._parse(request, items, start=start + len(hits))
        if not hits:
            failed = _unresponsive(data)
            if failed:
                raise ProviderError(self.name, "no results; every answering engine failed ("
                                               + ", ".join(failed) + ")",
                                    hint="the instance's engines are blocked or down; "
                                         "try again later or enable other engines")
        return hits[: request.max_results]

    async def _page(self, request: SearchRequest, page: int) -> dict[str, Any]:
        params = {"q": request.query, "format": "json", "pageno": str(page)}
        http_request = self.client.build_request(
            "GET", f"{self.base_url}/search", params=params,
            headers={"Accept": "application/json"}, timeout=self.limits.timeout_s,
        )
        data = self.json_body(await self.send(self.client, http_request))
        if not isinstance(data.get("results"), list):
            raise MalformedResponseError(self.name, "no 'results' list in the answer")
        return data

    def _parse(self, request: SearchRequest, items: list[dict], start: int) -> list[SearchHit]:
        usable = [i for i in items
                  if isinstance(i.get("url"), str) and i["url"].startswith(("http://", "https://"))]
        return [
            self.hit(request, url=item["url"], title=str(item.get("title") or ""),
                     snippet=str(item.get("content") or ""),
                     score=rank_score(start + offset + 1, start + len(usable)),
                     rank=start + offset + 1)
            for offset, item in enumerate(usable)
        ]

    def _panels(self, request: SearchRequest, data: dict[str, Any]) -> list[SearchHit]:
        """Direct answers and infoboxes that name a source URL, ahead of the results."""
        out: list[SearchHit] = []
        for answer in data.get("answers") or []:
            if isinstance(answer, dict) and str(answer.get("url") or "").startswith("http"):
                out.append(self.hit(request, url=answer["url"], kind="answer", rank=len(out) + 1,
                                    title=str(answer.get("title") or answer.get("answer") or ""),
                                    snippet=str(answer.get("answer") or ""), score=1.0))
        for box in data.get("infoboxes") or []:
            if not isinstance(box, dict):
                continue
            urls = [u.get("url") for u in box.get("urls") or [] if isinstance(u, dict)]
            url = next((u for u in [box.get("id"), *urls]
                        if isinstance(u, str) and u.startswith("http")), None)
            if url:
                out.append(self.hit(request, url=url, kind="knowledge", rank=len(out) + 1,
                                    title=str(box.get("infobox") or ""),
                                    snippet=str(box.get("content") or ""), score=1.0))
        return out


def _unresponsive(data: dict[str, Any]) -> list[str]:
    """``unresponsive_engines`` as "engine: reason" lines (the API gives [name, reason] pairs)."""
    out = []
    for entry in data.get("unresponsive_engines") or []:
        if isinstance(entry, list | tuple) and entry:
            reason = f": {entry[1]}" if len(entry) > 1 and entry[1] else ""
            out.append(f"{entry[0]}{reason}")
        elif isinstance(entry, str):
            out.append(entry)
    return out


@register("searxng", configured=lambda s: bool(s.search.searxng.base_url))
def _factory(settings: Settings, client: httpx.AsyncClient) -> SearxngProvider:
    cfg = settings.search.searxng
    return SearxngProvider(cfg.base_url, client, limits=limits_from(cfg))
