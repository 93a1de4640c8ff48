"""A run's event bus: numbered progress events with the run's counters, written to the run
log and handed to the subscriber (CLI panel, SSE, MCP progress), and the stage clock."""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, TypeVar

from deepsearch.research.models import Event, Persona
from deepsearch.research.state import RunState

if TYPE_CHECKING:
    from deepsearch.llm import Budget
    from deepsearch.storage import RunStore

log = logging.getLogger("deepsearch.research")
EventSink = Callable[[Event], None]
T = TypeVar("T")


class EventBus:
    """Numbers and publishes a run's events; times its stages."""

    def __init__(self, state: RunState, *, sink: EventSink | None, runlog: RunStore | None,
                 llm_budget: Budget | None) -> None:
        self.state = state
        self.sink = sink
        self.runlog = runlog
        self.llm_budget = llm_budget
        self.started = time.monotonic() - state.elapsed_s

    def emit(self, stage: str, persona: Persona, message: str, **data: Any) -> None:
        self.state.seq += 1
        event = Event(run_id=self.state.run_id, seq=self.state.seq, stage=stage,  # type: ignore[arg-type]
                      persona=persona, message=message, data=data, counters=self.counters())
        log.info("[%s] %s: %s", stage, persona.value, message)
        if self.runlog is not None:
            self.runlog.event(event)
        if self.sink is not None:
            self.sink(event)

    def counters(self) -> dict[str, float]:
        state, s = self.state, self.state.stats
        budget = self.llm_budget
        return {"searches": s.searches, "hits": s.unique_hits, "fetched": s.pages_fetched,
                "skipped": len(state.skipped) + s.pages_skipped, "chunks": s.chunks,
                "coverage": round(state.completeness, 3), "iteration": state.iteration,
                "tokens": budget.prompt_tokens + budget.completion_tokens if budget else 0,
                "cost_usd": round(budget.cost_usd, 6) if budget else 0.0,
                "elapsed_s": round(self.elapsed(), 2)}

    def elapsed(self) -> float:
        return time.monotonic() - self.started

    async def timed(self, stage: str, work: Awaitable[T]) -> T:
        """Await ``work``, adding its time to the stage's total in the run's stats."""
        started = time.monotonic()
        try:
            return await work
        finally:
            seconds = self.state.stats.stage_seconds
            seconds[stage] = round(seconds.get(stage, 0.0) + time.monotonic() - started, 3)
