"""Fetching: one shared client, safety checks (SSRF, robots.txt), limits, caching, reading."""

from deepsearch.fetch.fetcher import Fetcher, HttpFetcher
from deepsearch.fetch.guard import UrlGuard
from deepsearch.fetch.reader import PageReader

__all__ = ["Fetcher", "HttpFetcher", "PageReader", "UrlGuard"]
