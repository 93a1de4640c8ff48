"""The services one run's stages use, handed to each stage explicitly.

``RunContext`` is built by ``Researcher`` for every run and never changes during it; the
state that does change lives in ``RunState``. A stage takes the context and the state and
returns a typed result; it never reaches into another stage.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from deepsearch.research.advisor import Advisor
from deepsearch.research.events import EventBus

if TYPE_CHECKING:
    from deepsearch.fetch import PageReader
    from deepsearch.kb.knowledge import KnowledgeBase
    from deepsearch.llm import Budget
    from deepsearch.research.trust import TrustStore
    from deepsearch.search import SearchService
    from deepsearch.settings import ResearchSettings

log = logging.getLogger("deepsearch.research")


@dataclass
class BackgroundWrites:
    """Writes of pages read to the durable knowledge base, running in the background;
    ``settle`` waits for them (before every checkpoint and before the run ends)."""

    pending: list[asyncio.Task[Any]] = field(default_factory=list)

    def add(self, task: asyncio.Task[Any]) -> None:
        self.pending.append(task)

    async def settle(self) -> None:
        """Wait for the background writes; a failed one is logged, not fatal (the run's own
        group already holds what it read)."""
        pending, self.pending = self.pending, []
        for outcome in await asyncio.gather(*pending, return_exceptions=True):
            if isinstance(outcome, asyncio.CancelledError):
                raise outcome
            if isinstance(outcome, BaseException):
                log.warning("writing to the global knowledge base failed: %s", outcome)


@dataclass(frozen=True)
class RunContext:
    """What a run works with: its settings and services."""

    cfg: ResearchSettings
    max_iterations: int
    max_query_chars: int
    min_content_length: int
    search: SearchService
    reader: PageReader
    kb: KnowledgeBase  # the durable knowledge base (global, and the run's group)
    working: KnowledgeBase  # what the run judges from: its pages, in memory
    trust: TrustStore | None
    events: EventBus
    advisor: Advisor
    writes: BackgroundWrites = field(default_factory=BackgroundWrites)
    llm_reason: str = "none"
    llm_budget: Budget | None = None  # this run's model calls, tokens and cost, and caps
