"""The search layer: providers behind one protocol, and a service that adds fallback,
circuit breaking, rate limits, retries, caching, fan-out and de-duplication."""

from deepsearch.search.base import SearchProvider, SearchRequest, available_providers
from deepsearch.search.service import RunSeenUrls, SearchService

__all__ = [
    "RunSeenUrls",
    "SearchProvider",
    "SearchRequest",
    "SearchService",
    "available_providers",
]
