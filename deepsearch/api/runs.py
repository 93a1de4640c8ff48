"""Runs in flight for the HTTP API: background tasks that outlive the request that started
them, a wake-up signal per run for event streams, cancellation, and a cap per API key."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from dataclasses import dataclass, field
from typing import Any

from deepsearch.errors import DeepSearchError, RequestRejectedError
from deepsearch.research import Researcher
from deepsearch.research.models import Event

log = logging.getLogger(__name__)


@dataclass
class _Active:
    task: asyncio.Task[Any]
    key: str
    signal: asyncio.Event = field(default_factory=asyncio.Event)


class RunManager:
    """Starts, watches and cancels runs. Events are read back from the run log, so a
    stream can start (or resume from ``Last-Event-ID``) at any time, even after the run."""

    def __init__(self, researcher: Researcher, *, max_runs_per_key: int) -> None:
        self.researcher = researcher
        self.max_runs_per_key = max_runs_per_key
        self.active: dict[str, _Active] = {}

    @property
    def runlog(self):
        assert self.researcher.runlog is not None
        return self.researcher.runlog

    def _check_cap(self, key: str) -> None:
        running = sum(1 for a in self.active.values() if a.key == key)
        if running >= self.max_runs_per_key:
            raise RequestRejectedError(
                f"{running} runs are already in progress for this key (the limit is "
                f"{self.max_runs_per_key})", status=429, retry_after=5.0)

    def _launch(self, run: Any, key: str) -> str:
        run_id: str = run.run_id
        active = _Active(task=asyncio.create_task(self._execute(run_id, run)), key=key)
        self.active[run_id] = active
        return run_id

    def start(self, question: str, *, key: str, overrides: dict[str, Any] | None) -> str:
        """Start a run in the background; returns its id (the question is checked first)."""
        self._check_cap(key)
        run = self.researcher.prepare(question, on_event=self._notify, overrides=overrides)
        return self._launch(run, key)

    def resume(self, run_id: str, *, key: str) -> str:
        self._check_cap(key)
        if run_id in self.active:
            raise RequestRejectedError(f"run {run_id} is already running", status=409)
        run = self.researcher.prepare_resume(run_id, on_event=self._notify)
        return self._launch(run, key)

    async def _execute(self, run_id: str, run: Any) -> None:
        try:
            await self.researcher.execute(run)
        except asyncio.CancelledError:
            log.info("run %s cancelled", run_id)
        except DeepSearchError as exc:
            log.warning("run %s failed: %s", run_id, exc)
        except Exception:
            log.exception("run %s crashed", run_id)
            self.runlog.fail(run_id, "failed", "internal error (see the server log)")
        finally:
            active = self.active.pop(run_id, None)
            if active is not None:
                active.signal.set()

    def _notify(self, event: Event) -> None:
        active = self.active.get(event.run_id)
        if active is not None:
            active.signal.set()

    async def wait(self, run_id: str, timeout: float) -> None:
        """Until the run emits something, ends, or ``timeout`` passes."""
        active = self.active.get(run_id)
        if active is None:
            return
        active.signal.clear()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(active.signal.wait(), timeout)

    def is_active(self, run_id: str) -> bool:
        return run_id in self.active

    async def cancel(self, run_id: str) -> bool:
        active = self.active.get(run_id)
        if active is None:
            return False
        active.task.cancel()
        with contextlib.suppress(asyncio.CancelledError, TimeoutError):
            await asyncio.wait_for(asyncio.shield(active.task), 10)
        return True

    async def aclose(self) -> None:
        """Server shutdown: cancel what is running (those runs stay resumable)."""
        for run_id in list(self.active):
            await self.cancel(run_id)
