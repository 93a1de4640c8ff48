"""The ``Fetcher`` contract and the HTTP fetcher.

``HttpFetcher.fetch(url)`` returns the raw page after redirects or raises a
:class:`~deepsearch.errors.FetchError`.  Around every request it applies, in order:
the page cache (a fresh copy is used without a request; an older one is revalidated
with ETag / Last-Modified), the global and per-host concurrency caps, the polite
per-host delay, the SSRF guard and robots.txt (again on every redirect hop), a total
timeout per attempt, a body-size limit enforced while streaming, content-type checks,
and retries on 429 / 5xx / connection errors that honour ``Retry-After``.
"""

from __future__ import annotations

import asyncio
import re
import time
from abc import ABC, abstractmethod
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import httpx

from deepsearch.errors import BlockedUrlError, ContentRejectedError, FetchError
from deepsearch.extract.base import content_kind
from deepsearch.fetch.cache import open_page_cache
from deepsearch.fetch.guard import UrlGuard
from deepsearch.fetch.robots import RobotsCache
from deepsearch.models import FetchedPage
from deepsearch.net.client import make_client
from deepsearch.net.reading import TooLarge, read_capped
from deepsearch.net.retry import RetryPolicy, call_with_retries, parse_retry_after
from deepsearch.net.urls import normalize_url
from deepsearch.settings import Settings

_META_CHARSET = re.compile(rb"""<meta[^>]+charset=["']?([\w-]+)""", re.I)
MAX_URL_CHARS = 4096
ROBOTS_MAX_BYTES = 500 * 1024
ROBOTS_TIMEOUT_S = 5.0


def _charset(content_type: str, body: bytes) -> str | None:
    for param in content_type.split(";")[1:]:
        name, _, value = param.partition("=")
        if name.strip().lower() == "charset" and value.strip():
            return value.strip().strip("\"'").lower()
    match = _META_CHARSET.search(body[:4096])
    return match.group(1).decode("ascii").lower() if match else None


class Fetcher(ABC):
    """Turns a URL into raw bytes. One instance serves a whole run."""

    @abstractmethod
    async def fetch(self, url: str) -> FetchedPage:
        """The page at ``url`` after redirects; raise a FetchError subclass on failure."""

    async def aclose(self) -> None:  # noqa: B027 - optional hook
        """Release what the fetcher owns."""


class HttpFetcher(Fetcher):
    def __init__(self, settings: Settings, *, client: httpx.AsyncClient | None = None,
                 guard: UrlGuard | None = None, cache_path: Path | None = None) -> None:
        self.settings = settings
        cfg = settings.fetch
        self._own_client = client is None
        self.client = client or make_client(settings.http)
        self.guard = guard or UrlGuard(allow_private=settings.http.allow_private_urls,
                                       allowed=cfg.allowed_hosts)
        self.policy = RetryPolicy(retries=cfg.retries, base_s=0.5, max_s=8.0,
                                  max_retry_after_s=settings.search.max_retry_after_s)
        self.cache = open_page_cache(settings, cache_path) if cfg.cache_enabled else None
        self.robots = (RobotsCache(self._get_robots, settings.http.user_agent, cfg.robots_ttl_s)
                       if cfg.respect_robots else None)
        self._global = asyncio.Semaphore(cfg.max_concurrency)
        self._hosts: dict[str, asyncio.Semaphore] = {}
        self._host_next: dict[str, float] = {}
        self._host_locks: dict[str, asyncio.Lock] = {}
        #: requests actually sent (robots.txt included), for statistics
        self.requests = 0

    async def aclose(self) -> None:
        if self.cache is not None:
            self.cache.close()
            self.cache = None
        if self._own_client:
            await self.client.aclose()

    async def __aenter__(self) -> HttpFetcher:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    # ---- public -----------------------------------------------------------------------
    async def fetch(self, url: str) -> FetchedPage:
        url = url.strip()
        if len(url) > MAX_URL_CHARS:
            raise BlockedUrlError(url[:80] + "…", f"URL longer than {MAX_URL_CHARS} characters")
        if urlsplit(url).scheme not in ("http", "https"):
            raise BlockedUrlError(url, "only http and https URLs are fetched")
        await self.guard.check(url)  # before the cache too: a cached page obeys today's policy
        cached = self.cache.get(url) if self.cache is not None else None
        if cached is not None and cached[1] <= self.settings.fetch.cache_fresh_s:
            return cached[0].model_copy(update={"requested_url": url})
        host = urlsplit(url).netloc.lower()
        started = time.monotonic()
        async with self._global, self._host_semaphore(host):
            page = await call_with_retries(
                lambda: self._attempt(url, cached[0] if cached else None), self.policy
            )
        page = page.model_copy(update={"elapsed_s": time.monotonic() - started})
        if self.cache is not None and not page.from_cache:
            self.cache.put(page)
        elif self.cache is not None:
            self.cache.touch(url)
        return page

    # ---- internals ----------------------------------------------------------------------
    def _host_semaphore(self, host: str) -> asyncio.Semaphore:
        if host not in self._hosts:
            self._hosts[host] = asyncio.Semaphore(self.settings.fetch.per_host_concurrency)
        return self._hosts[host]

    async def _polite_wait(self, host: str) -> None:
        delay = self.settings.fetch.per_host_delay_s
        if delay <= 0:
            return
        lock = self._host_locks.setdefault(host, asyncio.Lock())
        async with lock:
            now = time.monotonic()
            start = max(now, self._host_next.get(host, 0.0))
            self._host_next[host] = start + delay
        if start > now:
            await asyncio.sleep(start - now)

    async def _attempt(self, url: str, cached: FetchedPage | None) -> FetchedPage:
        timeout = self.settings.fetch.total_timeout_s
        try:
            return await asyncio.wait_for(self._follow(url, cached), timeout=timeout)
        except TimeoutError as exc:
            raise FetchError(url, f"no complete answer within {timeout:g} s") from exc

    async def _follow(self, url: str, cached: FetchedPage | None) -> FetchedPage:
        cfg = self.settings.fetch
        current, hops = url, []
        seen = {normalize_url(url)}
        for _ in range(cfg.max_redirects + 1):
            await self.guard.check(current)
            if self.robots is not None and not await self.robots.allowed(current):
                raise BlockedUrlError(current, "disallowed by robots.txt",
                                      hint="set fetch.respect_robots = false to ignore it")
            headers = {}
            if cached is not None and not hops:
                if cached.etag:
                    headers["If-None-Match"] = cached.etag
                if cached.last_modified:
                    headers["If-Modified-Since"] = cached.last_modified
            await self._polite_wait(urlsplit(current).netloc.lower())
            result = await self._request(url, current, headers, cached, hops)
            if isinstance(result, FetchedPage):
                return result
            nxt = result
            key = normalize_url(nxt)
            if key in seen:
                raise FetchError(url, f"redirect loop at {nxt}")
            seen.add(key)
            hops.append(nxt)
            current = nxt
        raise FetchError(url, f"more than {cfg.max_redirects} redirects")

    async def _request(self, url: str, current: str, headers: dict[str, str],
                       cached: FetchedPage | None, hops: list[str]) -> FetchedPage | str:
        """One HTTP exchange: a page, or the next URL when redirected."""
        cfg = self.settings.fetch
        request = self.client.build_request("GET", current, headers=headers)
        self.requests += 1
        try:
            response = await self.client.send(request, stream=True)
        except httpx.TimeoutException as exc:
            raise FetchError(url, f"timed out ({type(exc).__name__})") from exc
        except httpx.HTTPError as exc:
            raise FetchError(url, f"{type(exc).__name__}: {exc or 'connection failed'}",
                             retryable=True) from exc
        try:
            status = response.status_code
            if 300 <= status < 400 and status != 304:
                location = response.headers.get("location")
                if not location:
                    raise FetchError(url, f"HTTP {status} without a Location header")
                return urljoin(current, location)
            if status == 304 and cached is not None:
                return cached.model_copy(update={"requested_url": url, "from_cache": True})
            if status == 429 or status >= 500:
                raise FetchError(url, f"HTTP {status}", retryable=True, status=status,
                                 retry_after=parse_retry_after(response.headers.get("retry-after")))
            if status >= 400:
                raise FetchError(url, f"HTTP {status}", status=status)
            ctype = response.headers.get("content-type", "")
            declared = int(response.headers.get("content-length") or 0)
            if declared > cfg.max_bytes:
                raise ContentRejectedError(url, f"declared {declared:,} bytes, over the "
                                                f"{cfg.max_bytes:,}-byte limit")
            try:
                body = await read_capped(response, cfg.max_bytes)
            except TooLarge as exc:
                raise ContentRejectedError(url, f"body over the {cfg.max_bytes:,}-byte "
                                                "limit") from exc
            if content_kind(ctype, bytes(body[:1024])) is None:
                raise ContentRejectedError(
                    url, f"unsupported content type {ctype.split(';')[0] or '(none)'}")
            return FetchedPage(
                url=current, requested_url=url, status=status, content_type=ctype,
                charset=_charset(ctype, bytes(body)), body=bytes(body),
                etag=response.headers.get("etag"),
                last_modified=response.headers.get("last-modified"), redirects=hops,
            )
        except httpx.HTTPError as exc:
            raise FetchError(url, f"transfer failed: {type(exc).__name__}",
                             retryable=True) from exc
        finally:
            await response.aclose()

    async def _get_robots(self, robots_url: str) -> tuple[int, str]:
        """robots.txt, read to at most ``ROBOTS_MAX_BYTES`` after decompression and within
        ``ROBOTS_TIMEOUT_S`` in all (an endless or compression-bombed file is cut, not read)."""
        await self.guard.check(robots_url)
        self.requests += 1
        async with asyncio.timeout(ROBOTS_TIMEOUT_S), \
                self.client.stream("GET", robots_url, timeout=ROBOTS_TIMEOUT_S) as response:
            # RFC 9309: parse at least 500 KiB; the rest may be ignored
            body = await read_capped(response, ROBOTS_MAX_BYTES, truncate=True)
            status = response.status_code
        return status, body.decode("utf-8", errors="replace")
