"""Synchronous wrappers for scripts and notebooks without an event loop of their own."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

from deepsearch.research.engine import Researcher
from deepsearch.research.models import Event, ResearchResult
from deepsearch.settings import Settings, load_settings


class SyncResearcher:
    """``with SyncResearcher(settings) as r: r.research(question)`` — the async
    :class:`Researcher` driven on a private event loop."""

    def __init__(self, settings: Settings | None = None, **kw: Any) -> None:
        self._researcher = Researcher(settings or load_settings().settings, **kw)
        self._runner: asyncio.Runner | None = None

    def __enter__(self) -> SyncResearcher:
        self._runner = asyncio.Runner()
        self._runner.run(self._researcher.__aenter__())
        return self

    def __exit__(self, *exc: object) -> None:
        if self._runner is not None:
            try:
                self._runner.run(self._researcher.__aexit__(None, None, None))
            finally:
                self._runner.close()
                self._runner = None

    def _run(self, coro: Any) -> Any:
        if self._runner is None:
            coro.close()
            raise RuntimeError("use `with SyncResearcher(...) as r:` first")
        return self._runner.run(coro)

    def research(self, question: str, **kw: Any) -> ResearchResult:
        return self._run(self._researcher.research(question, **kw))

    def resume(self, run_id: str, **kw: Any) -> ResearchResult:
        return self._run(self._researcher.resume(run_id, **kw))

    def stream(self, question: str, **kw: Any) -> Iterator[Event]:
        """Events as they happen; the last one (stage ``done``) carries the result."""
        events = self._researcher.stream(question, **kw)
        while True:
            try:
                yield self._run(events.__anext__())
            except StopAsyncIteration:
                return


def research(question: str, settings: Settings | None = None, **kw: Any) -> ResearchResult:
    """One question, start to finish, synchronously: ``deepsearch.research_sync(q)``."""
    with SyncResearcher(settings, **{k: v for k, v in kw.items() if k in ("llm", "kb")}) as r:
        return r.research(question, **{k: v for k, v in kw.items() if k not in ("llm", "kb")})
