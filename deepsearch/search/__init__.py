"""The search layer: providers behind one protocol, and a service that adds fallback,
circuit breaking, rate limits, retries, caching, fan-out and de-duplication.

The built-in providers register themselves here, the same way a plugin's would."""

from deepsearch.search import providers  # noqa: F401  (registers the built-ins)
from deepsearch.search.base import SearchProvider, SearchRequest, available_providers
from deepsearch.search.service import RunSeenUrls, SearchService

__all__ = [
    "RunSeenUrls",
    "SearchProvider",
    "SearchRequest",
    "SearchService",
    "available_providers",
]
