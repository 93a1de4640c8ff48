"""The run store: every research run, its events, its checkpoints and its result.

One protocol, two backends: SQLite in ``data_dir`` (one machine, the default) and PostgreSQL
(``storage.url``: every API replica and worker that points at it sees every run). Both pass
the same contract tests (``tests/test_run_store.py``).
"""

from __future__ import annotations

from typing import Any, Protocol

from deepsearch.research.models import Event, ResearchResult
from deepsearch.research.state import RunState


class RunStore(Protocol):
    def start(self, run_id: str, question: str, *, resumed: bool = False) -> None:
        """Record the run as ``running`` (again, when resumed) and owned by this process."""

    def save_checkpoint(self, state: RunState) -> None: ...

    def checkpoint(self, run_id: str) -> RunState | None: ...

    def last_seq(self, run_id: str) -> int: ...

    def event(self, event: Event) -> None:
        """Append an event (a repeated sequence number replaces the earlier one)."""

    def finish(self, result: ResearchResult) -> None: ...

    def fail(self, run_id: str, status: str, reason: str) -> None: ...

    def touch(self, run_id: str) -> None:
        """Say the run's process is alive, between events."""

    def set_status(self, run_id: str, status: str) -> None:
        """A status without an ending (``queued``: waiting for a worker)."""

    def mark_interrupted(self) -> int:
        """Runs left ``running`` by a process that is gone become ``interrupted``."""

    def list(self, limit: int = 50) -> list[dict[str, Any]]: ...

    def events(self, run_id: str, after: int = 0) -> list[dict[str, Any]]: ...

    def get(self, run_id: str, *, events: bool = True) -> dict[str, Any] | None: ...

    def close(self) -> None: ...
