"""The one shared ``httpx.AsyncClient``, built from settings."""

from __future__ import annotations

import httpx

from deepsearch.settings import HttpSettings


def make_client(http: HttpSettings) -> httpx.AsyncClient:
    """An async client with explicit timeouts and connection limits.

    Redirects are not followed here: callers that fetch pages follow them hop by hop
    so that every hop can be checked.
    """
    return httpx.AsyncClient(
        timeout=httpx.Timeout(
            connect=http.connect_timeout_s,
            read=http.read_timeout_s,
            write=http.read_timeout_s,
            pool=http.connect_timeout_s,
        ),
        limits=httpx.Limits(
            max_connections=http.max_connections,
            max_keepalive_connections=min(32, http.max_connections),
        ),
        headers={"User-Agent": http.user_agent},
        follow_redirects=False,
        trust_env=False,
    )
