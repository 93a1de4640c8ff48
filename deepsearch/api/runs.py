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

    async def open(self) -> None:
        """Nothing to open in-process (the queued manager connects to the queue)."""

    def mark(self, run_id: str) -> int | None:
        """Where a stream is before it reads (the queued manager's event generation)."""
        return None

    async def start(self, question: str, *, key: str, overrides: dict[str, Any] | None) -> str:
        """Start a run in the background; returns its id (the question is checked first)."""
        self._check_cap(key)
        run = self.researcher.prepare(question, on_event=self._notify, overrides=overrides)
        return self._launch(run, key)

    async def resume(self, run_id: str, *, key: str) -> str:
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

    async def wait(self, run_id: str, timeout: float, since: int | None = None) -> None:
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


class QueuedRunManager(RunManager):
    """The API side of a shared deployment (``storage.url``): runs are recorded here and
    executed by ``deepsearch worker`` processes on any machine; events come back through the
    shared run store, with wake-ups from PostgreSQL's NOTIFY. Any replica can stream,
    cancel or resume any run."""

    def __init__(self, researcher: Researcher, settings: Any, *, max_runs_per_key: int) -> None:
        super().__init__(researcher, max_runs_per_key=max_runs_per_key)
        from deepsearch.jobs import JobQueue
        from deepsearch.storage.postgres import EventListener

        self.queue = JobQueue(settings)
        self.listener = EventListener(settings.storage.url.get_secret_value())
        self.submitted: dict[str, str] = {}  # run id -> key, for the per-key cap

    async def open(self) -> None:
        await self.queue.open()
        await self.listener.start()

    async def aclose(self) -> None:  # runs belong to the workers: leave them running
        await self.listener.close()
        await self.queue.close()

    def _check_cap(self, key: str) -> None:
        for run_id in list(self.submitted):
            if not self.is_active(run_id):
                self.submitted.pop(run_id, None)
        running = sum(1 for k in self.submitted.values() if k == key)
        if running >= self.max_runs_per_key:
            raise RequestRejectedError(
                f"{running} runs are already in progress for this key (the limit is "
                f"{self.max_runs_per_key})", status=429, retry_after=5.0)

    async def _enqueue(self, run_id: str, key: str) -> str:
        self.runlog.set_status(run_id, "queued")
        await self.queue.enqueue(run_id)
        self.submitted[run_id] = key
        return run_id

    async def start(self, question: str, *, key: str, overrides: dict[str, Any] | None) -> str:
        self._check_cap(key)
        run = self.researcher.prepare(question, overrides=overrides)
        return await self._enqueue(run.run_id, key)

    async def resume(self, run_id: str, *, key: str) -> str:
        self._check_cap(key)
        return await self._enqueue(run_id, key)

    def is_active(self, run_id: str) -> bool:
        row = self.runlog.get(run_id, events=False) or {}
        return row.get("status") in ("queued", "running")

    def mark(self, run_id: str) -> int | None:
        return self.listener.mark(run_id)

    async def wait(self, run_id: str, timeout: float, since: int | None = None) -> None:
        await self.listener.wait(run_id, since if since is not None else self.mark(run_id),
                                 timeout)

    async def cancel(self, run_id: str) -> bool:
        row = self.runlog.get(run_id, events=False) or {}
        if row.get("status") not in ("queued", "running"):
            return False
        await self.queue.cancel(run_id)
        if row.get("status") == "queued":  # no worker has it yet: it ends here
            self.runlog.fail(run_id, "cancelled", "cancelled before a worker took it")
            return True
        deadline = asyncio.get_running_loop().time() + 10
        while self.is_active(run_id) and asyncio.get_running_loop().time() < deadline:
            await self.wait(run_id, 1.0)  # the worker stops it and records the cancellation
        return True
