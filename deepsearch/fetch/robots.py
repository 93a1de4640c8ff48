"""robots.txt, fetched once per host and cached for a while.

Parsing is protego's (Scrapy's parser): it follows RFC 9309 and the conventions the
standard library's ``urllib.robotparser`` lacks (``*`` and ``$`` in paths, the longest
match winning between Allow and Disallow).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from urllib.parse import urlsplit

from protego import Protego

# Fetches a robots.txt URL: returns (status, text), or raises on transport failure.
RobotsGetter = Callable[[str], Awaitable[tuple[int, str]]]


class RobotsCache:
    """Answers "may we fetch this URL?" per ``user_agent``.

    A missing robots.txt (4xx) or one that cannot be reached allows everything; a 5xx
    answer is treated as a temporary "disallow all", as the robots.txt RFC (9309) says.
    """

    def __init__(self, getter: RobotsGetter, user_agent: str, ttl_s: float = 3600.0) -> None:
        self._get = getter
        self.user_agent = user_agent
        self.ttl_s = ttl_s
        self._rules: dict[str, tuple[float, Protego | bool]] = {}
        self._locks: dict[str, asyncio.Lock] = {}

    async def allowed(self, url: str) -> bool:
        parts = urlsplit(url)
        origin = f"{parts.scheme}://{parts.netloc}"
        lock = self._locks.setdefault(origin, asyncio.Lock())
        async with lock:
            cached = self._rules.get(origin)
            if cached is None or time.monotonic() - cached[0] > self.ttl_s:
                cached = (time.monotonic(), await self._load(origin))
                self._rules[origin] = cached
        rules = cached[1]
        if isinstance(rules, bool):
            return rules
        return rules.can_fetch(url, self.user_agent)

    async def _load(self, origin: str) -> Protego | bool:
        try:
            status, text = await self._get(origin + "/robots.txt")
        except Exception:  # noqa: BLE001 - any failure to read robots.txt means "no rules"
            return True
        if status >= 500:
            return False
        if status >= 400:
            return True
        return Protego.parse(text)
