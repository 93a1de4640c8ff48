"""The one exception hierarchy of deepsearch.

Every error the package raises on purpose derives from :class:`DeepSearchError`.
Vendor and library errors are mapped at the boundary where they enter
(``raise ProviderError(...) from exc``), so callers never catch ``httpx`` or
``ddgs`` exceptions.  Each interface (CLI, HTTP API, MCP) turns these into its
own form in one place, using :attr:`DeepSearchError.exit_code` and
:attr:`DeepSearchError.hint`::

    DeepSearchError
    ├── InputError                  bad question, query, path or argument
    │   └── RequestRejectedError    an interface refused a request (carries the HTTP status)
    ├── ConfigError                 a setting is invalid or unreadable
    │   └── MissingCredentialError  a provider needs a key; names the setting
    ├── ServiceError                something outside us failed
    │   ├── ProviderError           one search provider failed for one query
    │   │   ├── AuthError           key refused (never retried)
    │   │   ├── RateLimitedError    429; carries ``retry_after`` seconds
    │   │   ├── QuotaExhaustedError the plan's searches are used up (never retried)
    │   │   ├── UnreachableError    DNS or connection failed: no network (never retried)
    │   │   ├── MalformedResponseError  the payload was not what the vendor documents
    │   │   └── CircuitOpenError    skipped: too many consecutive failures
    │   ├── AllProvidersFailedError every provider failed; lists each and why
    │   ├── EmbeddingError          an embedding model or endpoint failed
    │   ├── LLMError                a language model call failed (timeout, HTTP error, …)
    │   │   ├── StructuredOutputError  no valid object after the allowed attempts
    │   │   ├── LLMAuthError        the endpoint refused the key (never retried)
    │   │   ├── LLMModelError       the endpoint does not serve that model (never retried)
    │   │   ├── LLMQuotaError       credits or quota used up (never retried)
    │   │   ├── LLMUnreachableError nothing answers at the endpoint (never retried)
    │   │   ├── LLMRateLimitedError 429; carries the vendor's wait
    │   │   ├── ContextLengthError  the prompt does not fit; carries the context size
    │   │   └── FormatRejectedError the server refused the structured-output dialect
    │   ├── StoreError              the vector store failed or is unreachable
    │   └── FetchError              a URL could not be fetched (timeout, HTTP error, …)
    │       ├── BlockedUrlError     refused before sending: private address (SSRF) or robots.txt
    │       └── ContentRejectedError  fetched, but not usable: type, size, too short, duplicate
    ├── BudgetExceededError         a run's token, cost or call cap is reached
    ├── DocumentError               a local file could not be read or is hostile
    └── LocalWebError               the local test web could not start or was misused
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


class DeepSearchError(Exception):
    """Base class. ``exit_code`` is what the CLI exits with; ``hint`` says how to fix it."""

    exit_code: int = 1

    def __init__(self, message: str, *, hint: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint

    def __str__(self) -> str:
        return self.message if not self.hint else f"{self.message} ({self.hint})"


class InputError(DeepSearchError):
    """The caller gave something we cannot work with."""

    exit_code = 2


class RequestRejectedError(InputError):
    """An interface (HTTP API, MCP) refused a request; ``status`` is the HTTP status that
    says why (401 no key, 404 unknown run, 409 wrong state, 413 too large, 429 too many)."""

    def __init__(self, message: str, *, status: int, retry_after: float | None = None,
                 hint: str | None = None) -> None:
        super().__init__(message, hint=hint)
        self.status = status
        self.retry_after = retry_after


class ConfigError(DeepSearchError):
    """A setting is invalid, or a config file cannot be read."""

    exit_code = 3


class MissingCredentialError(ConfigError):
    """A provider needs an API key that is not configured."""

    def __init__(self, provider: str, setting: str, env_var: str) -> None:
        super().__init__(
            f"{provider} needs an API key",
            hint=f"set {env_var} or {setting} in the config file",
        )
        self.provider = provider
        self.setting = setting
        self.env_var = env_var


class ServiceError(DeepSearchError):
    """An external service failed. ``retryable`` tells the retry policy whether to try again;
    ``retry_after`` (seconds) is what the service asked us to wait, when it said."""

    exit_code = 4
    retryable: bool = False
    retry_after: float | None = None

    def __init__(self, message: str, *, retryable: bool = False, hint: str | None = None,
                 retry_after: float | None = None) -> None:
        super().__init__(message, hint=hint)
        self.retryable = retryable
        self.retry_after = retry_after


class ProviderError(ServiceError):
    """One search provider failed for one query."""

    def __init__(
        self,
        provider: str,
        reason: str,
        *,
        retryable: bool = False,
        status: int | None = None,
        hint: str | None = None,
    ) -> None:
        super().__init__(f"{provider}: {reason}", hint=hint, retryable=retryable)
        self.provider = provider
        self.reason = reason
        self.status = status


class AuthError(ProviderError):
    """The provider refused our credentials. Retrying cannot help."""

    def __init__(self, provider: str, reason: str, *, status: int | None = None,
                 hint: str | None = None) -> None:
        super().__init__(provider, reason, retryable=False, status=status, hint=hint)


class RateLimitedError(ProviderError):
    """HTTP 429 or the vendor's equivalent; ``retry_after`` is in seconds when the vendor said."""

    def __init__(self, provider: str, reason: str, *, retry_after: float | None = None,
                 status: int | None = 429) -> None:
        super().__init__(provider, reason, retryable=True, status=status)
        self.retry_after = retry_after


class QuotaExhaustedError(ProviderError):
    """The account's plan is used up (monthly searches, credits). Retrying cannot help before
    the vendor resets it, so the service falls back at once."""

    def __init__(self, provider: str, reason: str, *, status: int | None = None,
                 hint: str | None = None) -> None:
        super().__init__(provider, reason, retryable=False, status=status, hint=hint)


class UnreachableError(ProviderError):
    """The vendor could not be reached at all (DNS lookup or connection refused): the network
    is absent or the URL is wrong. Not retried, so that an offline run fails in seconds."""

    def __init__(self, provider: str, reason: str, *, hint: str | None = None) -> None:
        super().__init__(provider, reason, retryable=False, hint=hint)


class MalformedResponseError(ProviderError):
    """The payload did not match the vendor's documented format."""

    def __init__(self, provider: str, reason: str, *, status: int | None = None) -> None:
        super().__init__(provider, reason, retryable=True, status=status)


class CircuitOpenError(ProviderError):
    """The provider is being skipped after repeated failures."""

    def __init__(self, provider: str, seconds_left: float) -> None:
        super().__init__(
            provider,
            f"skipped for {seconds_left:.0f} s more after repeated failures (circuit open)",
        )
        self.seconds_left = seconds_left


@dataclass(frozen=True)
class ProviderFailure:
    """One provider's failure, as listed by :class:`AllProvidersFailedError`."""

    provider: str
    reason: str


class AllProvidersFailedError(ServiceError):
    """Every provider in the fallback chain failed for a query (never an empty success).

    The message is a line for the query, then one short line per provider with its cause."""

    def __init__(self, query: str, failures: Sequence[ProviderFailure]) -> None:
        lines = "".join(f"\n  {f.provider}: {f.reason}" for f in failures)
        super().__init__(f"every search provider failed for {query!r}"
                         + (lines or " (no provider configured)"))
        self.query = query
        self.failures = list(failures)


class EmbeddingError(ServiceError):
    """The embedder failed (model missing, endpoint down, malformed answer)."""


class LLMError(ServiceError):
    """A language-model call failed."""


class StructuredOutputError(LLMError):
    """The model gave no schema-valid answer within the allowed attempts.

    The engine answers this by using the non-LLM implementation of that step.
    """

    def __init__(self, role: str, attempts: int, last_problem: str) -> None:
        super().__init__(f"{role}: no valid structured answer after {attempts} attempt(s) "
                         f"({last_problem})")
        self.role = role
        self.attempts = attempts
        self.last_problem = last_problem


class LLMAuthError(LLMError):
    """The endpoint refused the API key."""


class LLMModelError(LLMError):
    """The endpoint does not serve the model asked for."""


class LLMQuotaError(LLMError):
    """The account's credits or quota are used up."""


class LLMUnreachableError(LLMError):
    """Nothing answers at the endpoint (connection refused, DNS)."""


class LLMRateLimitedError(LLMError):
    """Too many requests; ``retry_after`` is the vendor's wait when it said."""

    def __init__(self, message: str, *, retry_after: float | None = None,
                 hint: str | None = None) -> None:
        super().__init__(message, retryable=True, retry_after=retry_after, hint=hint)


class ContextLengthError(LLMError):
    """The request does not fit the model's context; ``limit`` is its size when the
    server said (the client shrinks the prompt to it and tries once more)."""

    def __init__(self, message: str, *, limit: int | None = None) -> None:
        super().__init__(message)
        self.limit = limit


class FormatRejectedError(LLMError):
    """The server refused the structured-output dialect of the request (not the request):
    the backend steps down to the next dialect instead of retrying."""


class BudgetExceededError(DeepSearchError):
    """A per-run cap on tokens, cost or LLM calls is reached; the run ends with what it has."""

    def __init__(self, what: str, used: float, limit: float) -> None:
        super().__init__(f"the run's {what} budget is spent ({used:g} of {limit:g})")
        self.what = what
        self.used = used
        self.limit = limit


class StoreError(ServiceError):
    """The vector store failed, or cannot be reached."""


class FetchError(ServiceError):
    """A URL could not be fetched. ``reason`` is short and says what happened."""

    def __init__(self, url: str, reason: str, *, retryable: bool = False,
                 status: int | None = None, retry_after: float | None = None,
                 hint: str | None = None) -> None:
        super().__init__(f"{url}: {reason}", hint=hint, retryable=retryable,
                         retry_after=retry_after)
        self.url = url
        self.reason = reason
        self.status = status


class BlockedUrlError(FetchError):
    """Refused before any request: a private or reserved address, or robots.txt."""

    exit_code = 2


class ContentRejectedError(FetchError):
    """The answer arrived but is not usable (unsupported type, too large, too short, …)."""


class DocumentError(DeepSearchError):
    """A local document could not be read, or was refused as hostile or unsupported."""

    exit_code = 2

    def __init__(self, path: str, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason


class LocalWebError(DeepSearchError):
    """The local web (test and benchmark server) could not start or got bad input."""

    exit_code = 2
