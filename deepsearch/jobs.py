"""Research runs as jobs on a PostgreSQL queue (procrastinate), for many API processes and
workers on many machines sharing one database (``storage.url``).

``deepsearch serve`` records a run in the run store and enqueues it; ``deepsearch worker``
takes jobs and executes them from the run's last checkpoint. procrastinate gives the queue
its durability, locks and cancellation: one job per run at a time (the run id is the job's
lock), abortion requests from any process, and worker heartbeats. A job whose worker stopped
sending heartbeats (killed, machine lost) is put back on the queue by any other worker, which
resumes the run from its last checkpoint: events after it are rewritten under the same
numbers (never doubled) and pages read again land on the same source ids in the knowledge
base.

Why procrastinate: PostgreSQL only (no second server), async, LISTEN/NOTIFY for new jobs,
locks, abortion and stalled-worker detection built in; pgqueuer offers the same on
PostgreSQL but without the per-job lock that keeps one run from executing twice.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

from deepsearch.errors import ConfigError, DeepSearchError
from deepsearch.settings import Settings

log = logging.getLogger(__name__)
QUEUE = "research"
TASK = "deepsearch.research"


def make_app(settings: Settings) -> Any:
    """A procrastinate app on ``storage.url`` (ConfigError without one)."""
    import procrastinate

    if settings.storage.url is None:
        raise ConfigError("workers need a shared database", hint="set storage.url "
                          "(postgresql://…) for `deepsearch serve` and `deepsearch worker`")
    connector = procrastinate.PsycopgConnector(conninfo=settings.storage.url.get_secret_value())
    return procrastinate.App(connector=connector)


async def ensure_schema(app: Any, url: str) -> None:
    """Create the queue's tables once (procrastinate's own schema, under an advisory lock)."""
    import psycopg

    from deepsearch.storage.migrations import LOCK_KEY

    async with await psycopg.AsyncConnection.connect(url, autocommit=True) as conn:
        await conn.execute("SELECT pg_advisory_lock(%s)", (LOCK_KEY + 1,))
        try:
            found = await (await conn.execute(
                "SELECT to_regclass('procrastinate_jobs') IS NOT NULL")).fetchone()
            if not found[0]:
                await conn.execute(app.schema_manager.get_schema())
        finally:
            await conn.execute("SELECT pg_advisory_unlock(%s)", (LOCK_KEY + 1,))


class JobQueue:
    """What an API process does with the queue: enqueue a run, ask it to stop."""

    def __init__(self, settings: Settings) -> None:
        self.app = make_app(settings)
        self.url = settings.storage.url.get_secret_value()  # type: ignore[union-attr]

    async def open(self) -> None:
        await self.app.open_async()
        await ensure_schema(self.app, self.url)

    async def close(self) -> None:
        await self.app.close_async()

    async def enqueue(self, run_id: str) -> int:
        return await self.app.configure_task(TASK, queue=QUEUE, lock=run_id).defer_async(
            run_id=run_id)

    async def cancel(self, run_id: str) -> bool:
        """Ask whichever worker runs ``run_id`` to stop (or drop it if not started)."""
        cancelled = False
        for job in await self.app.job_manager.list_jobs_async(lock=run_id):
            if job.status in ("todo", "doing") and job.id is not None:
                cancelled |= await self.app.job_manager.cancel_job_by_id_async(
                    job.id, abort=True)
        return cancelled


async def run_worker(settings: Settings, *, concurrency: int, heartbeat_s: float = 5.0,
                     stalled_s: float = 20.0) -> None:
    """Take research jobs until stopped: ``concurrency`` runs at once in this process."""
    from deepsearch.research import Researcher

    app = make_app(settings)
    researcher = Researcher(settings, llm=settings.llm.spec)

    @app.task(name=TASK, queue=QUEUE, pass_context=True)
    async def research(context: Any, run_id: str) -> None:
        run = researcher.prepare_resume(run_id, taken_over=True)
        task = asyncio.ensure_future(researcher.execute(run))
        store = researcher.runlog
        last_touch = asyncio.get_running_loop().time()
        try:
            while not task.done():  # abortion requested from any API process
                await asyncio.wait({task}, timeout=1.0)
                if not task.done() and context.should_abort():
                    break
                now = asyncio.get_running_loop().time()
                if store is not None and now - last_touch >= heartbeat_s:
                    await asyncio.to_thread(store.touch, run_id)  # alive between events
                    last_touch = now
        finally:  # aborted here, or this job itself cancelled (shutdown): stop the run too
            if not task.done():
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
        if task.cancelled():
            return
        try:
            task.result()
        except DeepSearchError:
            raise  # the run recorded why it stopped
        except Exception:  # a bug: the run must not look as if it were still going
            log.exception("run %s crashed", run_id)
            if store is not None:
                await asyncio.to_thread(store.fail, run_id, "failed",
                                        "internal error (see the worker log)")
            raise

    async def requeue_stalled() -> None:
        while True:
            await asyncio.sleep(heartbeat_s)
            try:
                for job in await app.job_manager.get_stalled_jobs(
                        queue=QUEUE, seconds_since_heartbeat=stalled_s):
                    log.warning("job %s (run %s) lost its worker: queued again", job.id,
                                job.lock)
                    await app.job_manager.retry_job(job)
            except Exception:
                log.exception("could not check for stalled jobs")

    async with researcher, app.open_async():
        await ensure_schema(app, settings.storage.url.get_secret_value())  # type: ignore
        watcher = asyncio.create_task(requeue_stalled())
        try:
            await app.run_worker_async(
                queues=[QUEUE], concurrency=concurrency, listen_notify=True,
                update_heartbeat_interval=heartbeat_s, stalled_worker_timeout=stalled_s,
                install_signal_handlers=True, delete_jobs="successful")
        finally:
            watcher.cancel()
