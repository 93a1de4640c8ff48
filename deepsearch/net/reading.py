"""The one way a body is read from the network: streamed, counted after decompression, and
cut or refused at a limit. Pages, robots.txt, vendor APIs and LLM endpoints all read
through :func:`read_capped`, so that no answer — endless, or a compression bomb — can take
more memory than its limit."""

from __future__ import annotations

import httpx


class TooLarge(Exception):
    """The body went past ``limit`` bytes (after decompression)."""

    def __init__(self, limit: int) -> None:
        super().__init__(f"larger than {limit:,} bytes")
        self.limit = limit


async def read_capped(response: httpx.Response, limit: int, *, truncate: bool = False) -> bytes:
    """The response body, at most ``limit`` bytes: past it, :class:`TooLarge` (or, with
    ``truncate``, the first ``limit`` bytes: robots.txt may be cut, RFC 9309 says)."""
    body = bytearray()
    async for chunk in response.aiter_bytes():
        body += chunk
        if len(body) > limit:
            if truncate:
                return bytes(body[:limit])
            raise TooLarge(limit)
    return bytes(body)
