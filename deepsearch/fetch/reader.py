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
        earlier = self.duplicates.check(document.url, document.content_hash, document.simhash)
        if earlier is not None:
            return outcome("duplicate", reason=f"same content as {earlier}", duplicate_of=earlier,
                           from_cache=page.from_cache)
        return outcome("ok", document=document, from_cache=page.from_cache)

    async def read_many(self, urls: Sequence[str],
                        on_done: Callable[[FetchOutcome], None] | None = None
                        ) -> list[FetchOutcome]:
        """Read ``urls`` concurrently (the fetcher enforces the caps); results in input order."""

        async def one(url: str) -> FetchOutcome:
            result = await self.read(url)
            if on_done is not None:
                on_done(result)
            return result

        return list(await asyncio.gather(*(one(u) for u in urls)))
