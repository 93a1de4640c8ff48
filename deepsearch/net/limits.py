"""Rate limiting and circuit breaking, per provider (or per host)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable


class TokenBucket:
    """``rate_per_minute`` requests on average, at most ``burst`` back to back.

    ``acquire`` waits for a token; callers are served in arrival order.
    """

    def __init__(
        self,
        rate_per_minute: float,
        burst: int = 1,
        *,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if rate_per_minute <= 0:
            raise ValueError("rate_per_minute must be positive")
        self.rate = rate_per_minute / 60.0
        self.capacity = float(max(1, burst))
        self._tokens = self.capacity
        self._clock = clock
        self._updated = clock()
        self._lock = asyncio.Lock()

    def _refill(self) -> None:
        now = self._clock()
        self._tokens = min(self.capacity, self._tokens + (now - self._updated) * self.rate)
        self._updated = now

    async def acquire(self) -> None:
        async with self._lock:
            self._refill()
            if self._tokens < 1:
                await asyncio.sleep((1 - self._tokens) / self.rate)
                self._refill()
            self._tokens -= 1


class CircuitBreaker:
    """Opens after ``threshold`` consecutive failures; after ``cooldown_s`` lets one trial through.

    A success closes it; a failed trial opens it again for another cooldown.
    """

    def __init__(
        self,
        threshold: int = 3,
        cooldown_s: float = 60.0,
        *,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.threshold = threshold
        self.cooldown_s = cooldown_s
        self._clock = clock
        self.failures = 0
        self._opened_at: float | None = None
        self._trial_in_flight = False

    @property
    def state(self) -> str:
        if self._opened_at is None:
            return "closed"
        return "half-open" if self.seconds_left() == 0 else "open"

    def seconds_left(self) -> float:
        if self._opened_at is None:
            return 0.0
        return max(0.0, self._opened_at + self.cooldown_s - self._clock())

    def allow(self) -> bool:
        """May a request go through now? In half-open state only one trial at a time."""
        state = self.state
        if state == "closed":
            return True
        if state == "half-open" and not self._trial_in_flight:
            self._trial_in_flight = True
            return True
        return False

    def record_success(self) -> None:
        self.failures = 0
        self._opened_at = None
        self._trial_in_flight = False

    def record_failure(self) -> None:
        self.failures += 1
        self._trial_in_flight = False
        if self._opened_at is not None or self.failures >= self.threshold:
            self._opened_at = self._clock()
