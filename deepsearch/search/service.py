"""``SearchService``: the one way the rest of deepsearch searches.

For each query it walks the fallback chain (per query, not per run: a provider that
failed for one query is tried again for the next unless its circuit is open), with
per-provider rate limits, concurrency caps, total timeouts and retries, then the
cache as the last resort.  Results are normalised, filtered (domains, the vendor's
calibrated relevance) and de-duplicated within the answer and, with a :class:`RunSeenUrls`,
across a run.  ``search_many`` fans many queries out in parallel.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import replace
from pathlib import Path

import httpx

from deepsearch.errors import (
    AllProvidersFailedError,
    CircuitOpenError,
    ConfigError,
    DeepSearchError,
    InputError,
    ProviderError,
    ProviderFailure,
)
from deepsearch.models import ProviderAttempt, SearchHit, SearchOutcome
from deepsearch.net.client import make_client
from deepsearch.net.limits import CircuitBreaker, TokenBucket
from deepsearch.net.retry import RetryPolicy, call_with_retries
from deepsearch.net.urls import domain_matches, domain_of, normalize_url
from deepsearch.search.base import (
    SearchProvider,
    SearchRequest,
    build_provider,
    resolve_provider_names,
)
from deepsearch.search.cache import PgSearchCache, SearchCache, open_search_cache
from deepsearch.settings import Settings

log = logging.getLogger(__name__)

CACHE_PROVIDER = "cache"
BUDGET_SPENT = "the run's search budget is spent"


def clean_query(query: str, max_chars: int) -> str:
    """Validate and normalise a query, or raise InputError saying what is wrong."""
    if not isinstance(query, str):
        raise InputError(f"a query must be text, not {type(query).__name__}")
    if "\x00" in query:
        raise InputError("the query contains NUL bytes (binary input?)")
    text = " ".join("".join(ch if ch.isprintable() else " " for ch in query).split())
    if not text:
        raise InputError("the query is empty")
    if len(text) > max_chars:
        raise InputError(
            f"the query is {len(text)} characters long; the limit is {max_chars}",
            hint="shorten it or raise search.max_query_chars",
        )
    return text


def dedupe_hits(hits: Iterable[SearchHit]) -> list[SearchHit]:
    """One hit per normalised URL, keeping the best-scored; result sorted by score."""
    best: dict[str, SearchHit] = {}
    for hit in hits:
        key = normalize_url(hit.url)
        if key not in best or hit.score > best[key].score:
            best[key] = hit
    return sorted(best.values(), key=lambda h: (-h.score, h.rank))


class RunSeenUrls:
    """The run-level seen-set (SDD-002 level 2): a URL is new only the first time.

    ``urls`` (normalised URLs) is shared, not copied: a run keeps its seen-set in its state
    and hands it in here."""

    def __init__(self, urls: set[str] | None = None) -> None:
        self._seen: set[str] = urls if urls is not None else set()

    def __contains__(self, url: str) -> bool:
        return normalize_url(url) in self._seen

    def __len__(self) -> int:
        return len(self._seen)

    def filter_new(self, hits: Iterable[SearchHit]) -> list[SearchHit]:
        fresh = []
        for hit in hits:
            key = normalize_url(hit.url)
            if key not in self._seen:
                self._seen.add(key)
                fresh.append(hit)
        return fresh


class SearchBudget:
    """Requests a run may still send to providers: each query to each provider, and each
    further page, is one; a cached answer is none. ``None`` is no limit."""

    def __init__(self, limit: int | None) -> None:
        self.limit = limit
        self.used = 0

    @property
    def left(self) -> int | None:
        return None if self.limit is None else max(0, self.limit - self.used)

    def take(self) -> bool:
        if self.limit is not None and self.used >= self.limit:
            return False
        self.used += 1
        return True


class _ProviderSlot:
    """A provider plus the policies the service wraps around it."""

    def __init__(self, name: str, provider: SearchProvider | None, error: str | None,
                 breaker: CircuitBreaker) -> None:
        self.name = name
        self.provider = provider
        self.error = error
        self.breaker = breaker
        self.bucket: TokenBucket | None = None
        self.semaphore: asyncio.Semaphore | None = None
        if provider is not None:
            lim = provider.limits
            if lim.requests_per_minute:
                self.bucket = TokenBucket(lim.requests_per_minute, lim.burst)
            self.semaphore = asyncio.Semaphore(lim.max_concurrency)


class SearchService:
    """Searches through the configured providers. One instance serves a whole run.

    ``providers`` overrides the fallback order from settings; ``client`` shares an
    existing ``httpx.AsyncClient`` (otherwise the service owns one).
    """

    def __init__(
        self,
        settings: Settings,
        *,
        providers: Sequence[str] | None = None,
        client: httpx.AsyncClient | None = None,
        extra_providers: Sequence[SearchProvider] = (),
        cache_path: Path | None = None,
    ) -> None:
        self.settings = settings
        cfg = settings.search
        self._own_client = client is None
        self.client = client or make_client(settings.http)
        self.policy = RetryPolicy(
            retries=cfg.retries, base_s=cfg.backoff_base_s, max_s=cfg.backoff_max_s,
            max_retry_after_s=cfg.max_retry_after_s,
        )
        self._slots: list[_ProviderSlot] = []
        for provider in extra_providers:
            self._slots.append(self._slot(provider.name, provider, None))
        names = resolve_provider_names(settings, list(providers) if providers else None)
        for name in names:
            if any(s.name == name for s in self._slots):
                continue
            try:
                built: SearchProvider | None = build_provider(name, settings, self.client)
                error = None
            except ConfigError as exc:
                built, error = None, str(exc)
            self._slots.append(self._slot(name, built, error))
        self.cache: SearchCache | PgSearchCache | None = None
        if cfg.cache_enabled:
            self.cache = open_search_cache(settings, cache_path)
        self._queries = asyncio.Semaphore(cfg.max_concurrency)
        #: requests sent to each provider (attempts, retries included)
        self.requests: Counter[str] = Counter()

    def _slot(self, name: str, provider: SearchProvider | None, error: str | None) -> _ProviderSlot:
        cfg = self.settings.search
        return _ProviderSlot(name, provider, error,
                             CircuitBreaker(cfg.breaker_failures, cfg.breaker_cooldown_s))

    @property
    def provider_names(self) -> list[str]:
        return [s.name for s in self._slots]

    def breaker_state(self, name: str) -> str:
        return next(s.breaker.state for s in self._slots if s.name == name)

    async def __aenter__(self) -> SearchService:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        for slot in self._slots:
            if slot.provider is not None:
                await slot.provider.aclose()
        if self.cache is not None:
            self.cache.close()
            self.cache = None
        if self._own_client:
            await self.client.aclose()

    # ---- one query ------------------------------------------------------------------
    async def search(
        self,
        query: str,
        *,
        max_results: int | None = None,
        seen: RunSeenUrls | None = None,
    ) -> SearchOutcome:
        """Answer one query, or raise :class:`AllProvidersFailedError` listing every reason."""
        outcome = await self._search(query, max_results=max_results, seen=seen)
        if not outcome.ok:
            raise AllProvidersFailedError(
                outcome.query,
                [ProviderFailure(a.provider, a.error or "failed") for a in outcome.attempts],
            )
        return outcome

    async def search_many(
        self,
        queries: Sequence[str],
        *,
        max_results: int | None = None,
        seen: RunSeenUrls | None = None,
        budget: SearchBudget | None = None,
        page: int = 1,
    ) -> list[SearchOutcome]:
        """Fan ``queries`` out in parallel (capped by ``search.max_concurrency``).

        Never raises for a failed query: its outcome carries ``error`` instead, so one
        bad query does not sink the batch.  Bad input still raises InputError up front.
        """
        cleaned = [clean_query(q, self.settings.search.max_query_chars) for q in queries]
        return list(await asyncio.gather(
            *(self._search(q, max_results=max_results, seen=seen, budget=budget, page=page)
              for q in cleaned)
        ))

    async def _search(self, query: str, *, max_results: int | None,
                      seen: RunSeenUrls | None, budget: SearchBudget | None = None,
                      page: int = 1) -> SearchOutcome:
        cfg = self.settings.search
        text = clean_query(query, cfg.max_query_chars)
        request = SearchRequest(
            query=text,
            max_results=max_results or cfg.results_per_query,
            page=page,
            include_domains=tuple(cfg.include_domains),
            exclude_domains=tuple(cfg.exclude_domains),
        )
        key = text if page == 1 else f"{text} #page {page}"
        if self.cache is not None and cfg.cache_fresh_s > 0:
            fresh = self.cache.get_any(key, max_age_s=cfg.cache_fresh_s)
            if fresh is not None:  # asked recently: the answer costs no request
                attempt = ProviderAttempt(provider=CACHE_PROVIDER, ok=True, hits=len(fresh[1]))
                return self._finish(text, f"{CACHE_PROVIDER}:{fresh[0]}", fresh[1], [attempt],
                                    request, seen)
        attempts: list[ProviderAttempt] = []
        answered: tuple[str, list[SearchHit]] | None = None
        sent = 0
        async with self._queries:
            for slot in self._slots:
                if page > 1 and slot.provider is not None and not slot.provider.paged:
                    continue
                if budget is not None and not budget.take():
                    attempts.append(ProviderAttempt(provider=slot.name, ok=False,
                                                    error=BUDGET_SPENT))
                    break
                sent += 1
                started = time.monotonic()
                try:
                    hits = await self._ask(slot, request)
                except ProviderError as exc:
                    attempts.append(ProviderAttempt(
                        provider=slot.name, ok=False, error=exc.reason,
                        elapsed_s=time.monotonic() - started))
                    continue
                except DeepSearchError as exc:
                    attempts.append(ProviderAttempt(provider=slot.name, ok=False, error=str(exc)))
                    continue
                attempts.append(ProviderAttempt(provider=slot.name, ok=True, hits=len(hits),
                                                elapsed_s=time.monotonic() - started))
                if self.cache is not None and hits:
                    self.cache.put(slot.name, key, request.max_results, hits)
                if hits or answered is None:
                    answered = (slot.name, hits)
                if hits:
                    break
        if answered is None and self.cache is not None:
            cached = self.cache.get_any(key)
            if cached is not None:
                attempts.append(ProviderAttempt(provider=CACHE_PROVIDER, ok=True,
                                                hits=len(cached[1])))
                answered = (f"{CACHE_PROVIDER}:{cached[0]}", cached[1])
        if answered is None:
            if self.cache is not None:
                attempts.append(ProviderAttempt(provider=CACHE_PROVIDER, ok=False,
                                                error="no cached answer for this query"))
            return SearchOutcome(query=text, attempts=attempts, requests=sent,
                                 error="every search provider failed")
        outcome = self._finish(text, answered[0], answered[1], attempts, request, seen)
        return outcome.model_copy(update={"requests": sent})

    async def _ask(self, slot: _ProviderSlot, request: SearchRequest) -> list[SearchHit]:
        if slot.provider is None:
            raise ProviderError(slot.name, slot.error or "not available")
        provider = slot.provider
        if not slot.breaker.allow():
            raise CircuitOpenError(slot.name, slot.breaker.seconds_left())

        async def attempt() -> list[SearchHit]:
            if slot.bucket is not None:
                await slot.bucket.acquire()
            assert slot.semaphore is not None
            async with slot.semaphore:
                self.requests[slot.name] += 1
                try:
                    return await asyncio.wait_for(provider.search(request),
                                                  timeout=provider.limits.timeout_s)
                except TimeoutError as exc:
                    raise ProviderError(
                        slot.name, f"no complete answer within {provider.limits.timeout_s:g} s",
                        retryable=True,
                    ) from exc

        def on_retry(n: int, exc: Exception, wait: float) -> None:
            log.info("%s: retry %d in %.1fs after: %s", slot.name, n, wait, exc)

        # a vendor's wait longer than the provider's own timeout is not waited out: the
        # next provider in the chain answers sooner
        policy = replace(self.policy, max_retry_after_s=min(self.policy.max_retry_after_s,
                                                            provider.limits.timeout_s))
        try:
            hits = await call_with_retries(attempt, policy, on_retry=on_retry)
        except ProviderError:
            slot.breaker.record_failure()
            raise
        slot.breaker.record_success()
        return hits

    def _finish(self, text: str, provider: str, hits: list[SearchHit],
                attempts: list[ProviderAttempt], request: SearchRequest,
                seen: RunSeenUrls | None) -> SearchOutcome:
        cfg = self.settings.search
        kept = []
        by_domain = below = 0
        include, exclude = list(request.include_domains), list(request.exclude_domains)
        for hit in hits:
            host = domain_of(hit.url)
            if (include and not domain_matches(host, include)) or (
                exclude and domain_matches(host, exclude)
            ):
                by_domain += 1
            elif hit.relevance is not None and hit.relevance < cfg.score_threshold:
                below += 1
            else:
                kept.append(hit)
        unique = dedupe_hits(kept)
        duplicates = len(kept) - len(unique)
        repeated: list[SearchHit] = []
        if seen is not None:
            fresh = seen.filter_new(unique)
            duplicates += len(unique) - len(fresh)
            repeated = [h for h in unique if h not in fresh][: request.max_results]
            unique = fresh
        return SearchOutcome(
            query=text, hits=unique[: request.max_results], attempts=attempts, provider=provider,
            repeated=repeated,
            dropped_below_threshold=below, dropped_by_domain=by_domain,
            dropped_duplicates=duplicates,
        )
