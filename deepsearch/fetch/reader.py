"""``PageReader``: fetch, extract and de-duplicate many URLs, one outcome per URL.

This is OpenQuery's phase 2 (parallel fetching with a concurrency cap, partial failure
handled per page) plus SearchMuse's steps 4-5 (scrape, extract, reject thin content).
Nothing is silently dropped: every URL ends as ok, failed, blocked, rejected or
duplicate, with the reason.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Sequence

from deepsearch.errors import BlockedUrlError, ContentRejectedError, FetchError
from deepsearch.extract.base import extract_page
from deepsearch.extract.dedupe import NearDuplicates
from deepsearch.fetch.fetcher import Fetcher
from deepsearch.models import FetchOutcome


class PageReader:
    """Reads pages for one run; ``duplicates`` remembers what the run has read."""

    def __init__(self, fetcher: Fetcher, *, min_content_length: int = 100,
                 duplicates: NearDuplicates | None = None) -> None:
        self.fetcher = fetcher
        self.min_content_length = min_content_length
        self.duplicates = duplicates or NearDuplicates()

    async def read(self, url: str) -> FetchOutcome:
        return self._dedupe(await self._load(url))

    async def _load(self, url: str) -> FetchOutcome:
        """Fetch and extract ``url``; an ``ok`` outcome here is not yet checked for duplicates."""
        started = time.monotonic()

        def outcome(status: str, **kw) -> FetchOutcome:
            return FetchOutcome(url=url, status=status, elapsed_s=time.monotonic() - started, **kw)

        try:
            page = await self.fetcher.fetch(url)
            # Extraction is CPU work: keep the event loop free for the other fetches.
            document = await asyncio.to_thread(extract_page, page,
                                               min_length=self.min_content_length)
        except BlockedUrlError as exc:
            hint = f" ({exc.hint})" if exc.hint else ""
            return outcome("blocked", reason=exc.reason + hint)
        except ContentRejectedError as exc:
            return outcome("rejected", reason=exc.reason)
        except FetchError as exc:
            return outcome("failed", reason=exc.reason)
        except (RecursionError, MemoryError, UnicodeError, ValueError) as exc:
            # a hostile page fails alone: never the run that reads it
            return outcome("rejected", reason=f"unreadable content ({type(exc).__name__})")
        return outcome("ok", document=document, from_cache=page.from_cache)

    def _dedupe(self, result: FetchOutcome) -> FetchOutcome:
        document = result.document
        if result.status != "ok" or document is None:
            return result
        earlier = self.duplicates.check(document.url, document.content_hash, document.simhash)
        if earlier is None:
            return result
        return result.model_copy(update={
            "status": "duplicate", "document": None, "duplicate_of": earlier,
            "reason": f"same content as {earlier}"})

    async def read_many(self, urls: Sequence[str],
                        on_done: Callable[[FetchOutcome], None] | None = None
                        ) -> list[FetchOutcome]:
        """Read ``urls`` concurrently (the fetcher enforces the caps); results in input order.

        Pages download in parallel, but duplicates are decided in input order, so of two
        copies the one listed first is kept however the downloads race. ``on_done`` fires
        for each URL as soon as it and every URL before it are settled.
        """
        loaded: list[FetchOutcome | None] = [None] * len(urls)
        settled: list[FetchOutcome] = []

        def settle() -> None:
            while len(settled) < len(urls) and loaded[len(settled)] is not None:
                result = self._dedupe(loaded[len(settled)])
                settled.append(result)
                if on_done is not None:
                    on_done(result)

        async def one(i: int, url: str) -> None:
            loaded[i] = await self._load(url)
            settle()

        await asyncio.gather(*(one(i, u) for i, u in enumerate(urls)))
        return settled
