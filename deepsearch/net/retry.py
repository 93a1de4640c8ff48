"""One retry policy for every external call: exponential back-off that honours Retry-After."""

from __future__ import annotations

import asyncio
import email.utils
import logging
import random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TypeVar

from deepsearch.errors import ServiceError

log = logging.getLogger(__name__)
T = TypeVar("T")


@dataclass(frozen=True)
class RetryPolicy:
    """``retries`` extra attempts after the first; waits grow as base × 2^n, capped at ``max_s``.

    A ``retry_after`` on the error (seconds) replaces the computed wait; when it is
    longer than ``max_retry_after_s`` we give up at once, so that the caller can fall
    back to another provider instead of sleeping.
    """

    retries: int = 2
    base_s: float = 0.5
    max_s: float = 8.0
    max_retry_after_s: float = 10.0
    jitter: float = 0.1

    def wait_for(self, attempt: int, retry_after: float | None) -> float | None:
        """Seconds to wait before attempt ``attempt + 1``; None means stop retrying."""
        if attempt >= self.retries:
            return None
        if retry_after is not None:
            return retry_after if retry_after <= self.max_retry_after_s else None
        delay = min(self.max_s, self.base_s * (2**attempt))
        return delay * (1 + random.uniform(0, self.jitter))


def parse_retry_after(value: str | None, *, now: float | None = None) -> float | None:
    """Seconds from a Retry-After header (delta-seconds or an HTTP date); None if absent/bad."""
    if not value:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when is None:
        return None
    return max(0.0, when.timestamp() - (time.time() if now is None else now))


async def call_with_retries(
    call: Callable[[], Awaitable[T]],
    policy: RetryPolicy,
    *,
    on_retry: Callable[[int, ServiceError, float], None] | None = None,
) -> T:
    """Run ``call``; retry on :class:`ServiceError` with ``retryable`` set, per ``policy``."""
    attempt = 0
    while True:
        try:
            return await call()
        except ServiceError as exc:
            if not exc.retryable:
                raise
            wait = policy.wait_for(attempt, getattr(exc, "retry_after", None))
            if wait is None:
                raise
            if on_retry is not None:
                on_retry(attempt + 1, exc, wait)
            log.debug("retrying after %.2fs: %s", wait, exc)
            await asyncio.sleep(wait)
            attempt += 1
