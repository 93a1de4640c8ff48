"""The ``SearchProvider`` contract, the provider registry, and helpers every provider shares.

A provider turns one query into typed :class:`~deepsearch.models.SearchHit` objects and
maps every vendor failure to :mod:`deepsearch.errors`.  It does not retry, rate-limit,
cache or fall back: :class:`~deepsearch.search.service.SearchService` does that for all
of them alike.  Built-in providers register with :func:`register` exactly as a
third-party one would (or through the ``deepsearch.search_providers`` entry point).
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib.metadata import entry_points
from typing import Any, ClassVar

import httpx

from deepsearch.errors import (
    AuthError,
    ConfigError,
    MalformedResponseError,
    ProviderError,
    QuotaExhaustedError,
    RateLimitedError,
    UnreachableError,
)
from deepsearch.models import HitKind, SearchHit
from deepsearch.net.failures import describe_transport_error
from deepsearch.net.reading import TooLarge, read_capped
from deepsearch.net.retry import parse_retry_after
from deepsearch.settings import Settings
from deepsearch.text import plain_text, strip_site_name

#: words vendors use when the plan, not the moment, is the limit (SerpAPI, Brave, Tavily)
QUOTA_MARKERS = ("run out of searches", "quota_limited", "quota limit", "usage limit",
                 "exceeds your plan", "out of credits", "plan's set usage",
                 "pay-as-you-go limit")


@dataclass(frozen=True)
class SearchRequest:
    """What a provider is asked: the query and the options every provider understands."""

    query: str
    max_results: int = 15
    page: int = 1  # a second page is a request of its own, asked for deliberately
    include_domains: tuple[str, ...] = ()
    exclude_domains: tuple[str, ...] = ()


@dataclass(frozen=True)
class ProviderLimits:
    """How hard a provider may be driven; read by the service."""

    timeout_s: float = 10.0
    requests_per_minute: float | None = None
    burst: int = 5
    max_concurrency: int = 8


class SearchProvider(ABC):
    """One search backend. Constructors take configuration; ``search`` takes the query."""

    name: ClassVar[str]
    #: True when the provider applies include/exclude domain lists itself.
    native_domain_filter: ClassVar[bool] = False
    #: False when the vendor has no second page of results (``SearchRequest.page``).
    paged: ClassVar[bool] = True

    limits: ProviderLimits = ProviderLimits()

    @abstractmethod
    async def search(self, request: SearchRequest) -> list[SearchHit]:
        """Hits for ``request`` in the provider's order; raise a ProviderError on failure."""

    async def aclose(self) -> None:  # noqa: B027 - optional hook, most providers hold nothing
        """Release resources the provider owns (not the shared HTTP client)."""

    # ---- helpers shared by the HTTP providers ---------------------------------
    def hit(self, request: SearchRequest, *, url: str, title: str, snippet: str, score: float,
            rank: int, relevance: float | None = None, kind: HitKind = "web") -> SearchHit:
        """A hit with plain-text title and snippet (vendors' ``<strong>`` and entities go).

        ``score`` orders hits; ``relevance`` is the vendor's own calibrated relevance,
        given only by vendors that calibrate it (the score threshold applies to it alone).
        """
        return SearchHit(
            url=url,
            title=strip_site_name(plain_text(title)),
            snippet=plain_text(snippet),
            score=min(1.0, max(0.0, float(score))),
            relevance=None if relevance is None else min(1.0, max(0.0, float(relevance))),
            kind=kind,
            provider=self.name,
            rank=rank,
            query=request.query,
        )

    def ranked_hits(self, request: SearchRequest, results: Any, *, url: str, title: str,
                    snippet: str, what: str = "results") -> list[SearchHit]:
        """Hits from a vendor list that has an order but no score (score from the rank).

        ``url``, ``title`` and ``snippet`` name the vendor's keys; rows without a URL are
        skipped; a payload that is not a list is a MalformedResponseError.
        """
        if not isinstance(results, list):
            raise MalformedResponseError(self.name, f"'{what}' is not a list")
        items = [r for r in results if isinstance(r, dict) and isinstance(r.get(url), str)]
        return [
            self.hit(request, url=item[url], title=str(item.get(title) or ""),
                     snippet=str(item.get(snippet) or ""),
                     score=rank_score(rank, len(items)), rank=rank)
            for rank, item in enumerate(items, start=1)
        ][: request.max_results]

    def check_response(self, response: VendorResponse) -> None:
        """Map a vendor HTTP status to our errors: bad key, quota used up, rate limit (with
        the vendor's wait), server trouble (retryable) or a request it refused (not)."""
        status = response.status_code
        if 300 <= status < 400:
            raise ProviderError(
                self.name,
                f"unexpected redirect (HTTP {status}) to {response.headers.get('location', '?')}",
                status=status,
            )
        if status < 400:
            return
        detail = error_detail(response)
        if any(marker in f"{detail} {response.text[:2000]}".lower() for marker in QUOTA_MARKERS):
            raise QuotaExhaustedError(self.name, f"HTTP {status}: {detail}", status=status,
                                      hint=f"the {self.name} plan's searches are used up")
        if status in (432, 433):  # Tavily's plan and pay-as-you-go limits
            raise QuotaExhaustedError(self.name, f"HTTP {status}: {detail}", status=status)
        if status in (401, 403):
            raise AuthError(self.name, f"HTTP {status}: {detail}", status=status,
                            hint=f"check the {self.name} API key")
        if status == 429:
            raise RateLimitedError(self.name, f"HTTP 429: {detail}",
                                   retry_after=self.retry_after(response))
        raise ProviderError(self.name, f"HTTP {status}: {detail}", status=status,
                            retryable=status >= 500 or status == 408)

    def retry_after(self, response: VendorResponse) -> float | None:
        """Seconds the vendor asked us to wait (``Retry-After``); vendors with their own
        rate-limit headers override this."""
        return parse_retry_after(response.headers.get("Retry-After"))

    def json_body(self, response: VendorResponse) -> dict[str, Any]:
        """The response as a JSON object, or MalformedResponseError."""
        try:
            data = json.loads(response.content)
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise MalformedResponseError(
                self.name, f"invalid JSON ({len(response.content)} bytes)",
                status=response.status_code,
            ) from exc
        if not isinstance(data, dict):
            raise MalformedResponseError(
                self.name, f"expected a JSON object, got {type(data).__name__}"
            )
        return data

    async def send(self, client: httpx.AsyncClient, request: httpx.Request) -> VendorResponse:
        """Send ``request`` and read at most MAX_RESPONSE_BYTES of the answer.

        Transport failures become retryable ProviderErrors; HTTP statuses are mapped by
        :meth:`check_response`.
        """
        try:
            response = await client.send(request, stream=True)
            try:
                body = await read_capped(response, MAX_RESPONSE_BYTES)
            except TooLarge as exc:
                raise ProviderError(self.name, f"answer larger than "
                                               f"{MAX_RESPONSE_BYTES // 1_000_000} MB, refused"
                                    ) from exc
            finally:
                await response.aclose()
        except httpx.HTTPError as exc:
            failure = describe_transport_error(exc, str(request.url))
            if failure.unreachable:
                raise UnreachableError(self.name, failure.reason) from exc
            raise ProviderError(self.name, failure.reason, retryable=True) from exc
        vendor = VendorResponse(response.status_code, response.headers, bytes(body))
        self.check_response(vendor)
        return vendor


MAX_RESPONSE_BYTES = 5_000_000


@dataclass(frozen=True)
class VendorResponse:
    """A vendor's answer, read in full (and bounded)."""

    status_code: int
    headers: httpx.Headers
    content: bytes

    @property
    def text(self) -> str:
        return self.content.decode("utf-8", errors="replace")


def error_detail(response: VendorResponse) -> str:
    """The vendor's own words for an error, in one line: the message field of a JSON error
    body (Tavily's ``detail.error``, Brave's ``error(s)[].detail``, SerpAPI's ``error``),
    or the text of an HTML error page without its markup."""
    try:
        data = json.loads(response.content)
    except (json.JSONDecodeError, UnicodeDecodeError):
        data = None
    if isinstance(data, dict):
        value = _message_in(data)
        if value:
            return value[:200]
    text = plain_text(response.text[:3000])
    return text[:200] or "no detail"


def _message_in(data: dict) -> str:
    errors = data.get("errors")
    if isinstance(errors, list) and errors and isinstance(errors[0], dict):
        data = {"error": errors[0]}
    for key in ("error", "detail", "message"):
        value = data.get(key)
        if isinstance(value, dict):
            value = value.get("detail") or value.get("error") or value.get("message")
        if isinstance(value, str | int | float) and str(value).strip():
            return " ".join(str(value).split())
    return ""


def rank_score(rank: int, total: int) -> float:
    """Score for providers that give only an order: 1.0 for the first down to 0.5 for the last."""
    if total <= 1:
        return 1.0
    return 1.0 - 0.5 * (rank - 1) / (total - 1)


def limits_from(section: Any) -> ProviderLimits:
    return ProviderLimits(
        timeout_s=section.timeout_s,
        requests_per_minute=section.requests_per_minute,
        burst=section.burst,
        max_concurrency=section.max_concurrency,
    )


def require_key(provider: str, secret: Any) -> str:
    from deepsearch.errors import MissingCredentialError

    key = secret.get_secret_value() if secret is not None else ""
    if not key:
        raise MissingCredentialError(
            provider, f"search.{provider}.api_key", f"{provider.upper()}_API_KEY"
        )
    return key


# ---- registry --------------------------------------------------------------------
ProviderFactory = Callable[[Settings, httpx.AsyncClient], SearchProvider]


@dataclass
class _Registry:
    factories: dict[str, ProviderFactory] = field(default_factory=dict)
    configured: dict[str, Callable[[Settings], bool]] = field(default_factory=dict)
    loaded_entry_points: bool = False


_REGISTRY = _Registry()


def register(
    name: str, *, configured: Callable[[Settings], bool] = lambda s: True
) -> Callable[[ProviderFactory], ProviderFactory]:
    """Register a provider factory under ``name``.

    ``configured`` tells ``providers = ["auto"]`` whether the user set this provider up
    (a key or URL is present).
    """

    def deco(factory: ProviderFactory) -> ProviderFactory:
        _REGISTRY.factories[name] = factory
        _REGISTRY.configured[name] = configured
        return factory

    return deco


def _load_plugins() -> None:
    if _REGISTRY.loaded_entry_points:
        return
    _REGISTRY.loaded_entry_points = True
    # the built-ins registered themselves when ``deepsearch.search`` was imported
    for ep in entry_points(group="deepsearch.search_providers"):
        ep.load()


def available_providers() -> list[str]:
    _load_plugins()
    return sorted(_REGISTRY.factories)


AUTO_ORDER = ("tavily", "brave", "serpapi", "searxng")


def resolve_provider_names(settings: Settings, names: list[str] | None = None) -> list[str]:
    """Expand ``auto`` and check every name is known. Order is the fallback order."""
    _load_plugins()
    wanted = names or settings.search.providers
    out: list[str] = []
    for name in wanted:
        if name == "auto":
            for candidate in (*AUTO_ORDER, *sorted(_REGISTRY.factories)):
                if (
                    candidate in _REGISTRY.factories
                    and candidate not in out
                    and candidate != "duckduckgo"
                    and _REGISTRY.configured[candidate](settings)
                ):
                    out.append(candidate)
            if "duckduckgo" in _REGISTRY.factories and "duckduckgo" not in out:
                out.append("duckduckgo")
        elif name not in _REGISTRY.factories:
            raise ConfigError(
                f"unknown search provider {name!r}",
                hint="known: " + ", ".join(available_providers()),
            )
        elif name not in out:
            out.append(name)
    return out


def build_provider(name: str, settings: Settings, client: httpx.AsyncClient) -> SearchProvider:
    _load_plugins()
    return _REGISTRY.factories[name](settings, client)
