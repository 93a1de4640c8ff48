"""The run store in PostgreSQL: one database shared by every API replica and worker.

Rows are owned by ``host:pid``. A process that writes an event also refreshes its run's
heartbeat; ``mark_interrupted`` marks a run ``interrupted`` when its owner is a dead process
on this host, or has not been heard from for ``lease_s`` (another host). Every event is
announced with ``NOTIFY deepsearch_events, 'run_id:seq'`` so that a reader on any machine
can wake up without polling. A dropped connection (the database restarted) is reopened and
the statement tried once more.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import socket
import time
from typing import Any

from deepsearch.research.models import Event, ResearchResult
from deepsearch.research.state import RunState
from deepsearch.storage.pg import PgConnection

log = logging.getLogger(__name__)
CHANNEL = "deepsearch_events"
_KEYS = ("run_id", "question", "status", "stop_reason", "started_at", "finished_at")


def owner_id() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


class PostgresRunStore:
    def __init__(self, url: str, *, lease_s: float = 120.0, connect_timeout_s: float = 10.0,
                 reconnect_s: float = 60.0) -> None:
        self.lease_s = lease_s
        self.db = PgConnection(url, connect_timeout_s=connect_timeout_s,
                               reconnect_s=reconnect_s)
        self.version = self.db.version
        self._run = self.db.run

    def close(self) -> None:
        self.db.close()

    # ---- writes ---------------------------------------------------------------------------
    def start(self, run_id: str, question: str, *, resumed: bool = False) -> None:
        now = time.time()

        def work(conn: Any) -> None:
            if resumed:
                conn.execute("UPDATE runs SET status = 'running', stop_reason = '', "
                             "finished_at = NULL, owner = %s, heartbeat_at = %s "
                             "WHERE run_id = %s", (owner_id(), now, run_id))
                return
            conn.execute("INSERT INTO runs (run_id, question, status, started_at, owner, "
                         "heartbeat_at) VALUES (%s, %s, 'running', %s, %s, %s) "
                         "ON CONFLICT (run_id) DO UPDATE SET question = EXCLUDED.question, "
                         "status = 'running', started_at = EXCLUDED.started_at, "
                         "owner = EXCLUDED.owner, heartbeat_at = EXCLUDED.heartbeat_at",
                         (run_id, question, now, owner_id(), now))

        self._run(work)

    def save_checkpoint(self, state: RunState) -> None:
        self._run(lambda conn: conn.execute(
            "INSERT INTO run_checkpoints VALUES (%s, %s, %s) ON CONFLICT (run_id) DO UPDATE "
            "SET step = EXCLUDED.step, state = EXCLUDED.state",
            (state.run_id, state.step, state.to_checkpoint())))

    def event(self, event: Event) -> None:
        def work(conn: Any) -> None:
            with conn.transaction():
                conn.execute("INSERT INTO run_events VALUES (%s, %s, %s) ON CONFLICT (run_id, "
                             "seq) DO UPDATE SET event = EXCLUDED.event",
                             (event.run_id, event.seq, event.model_dump_json()))
                conn.execute("UPDATE runs SET heartbeat_at = %s WHERE run_id = %s",
                             (time.time(), event.run_id))
                conn.execute("SELECT pg_notify(%s, %s)", (CHANNEL, f"{event.run_id}:{event.seq}"))

        self._run(work)

    def finish(self, result: ResearchResult) -> None:
        def work(conn: Any) -> None:
            with conn.transaction():
                conn.execute("UPDATE runs SET status = %s, stop_reason = %s, finished_at = %s, "
                             "result = %s WHERE run_id = %s",
                             (result.status, result.stop_reason, time.time(),
                              result.model_dump_json(), result.run_id))
                conn.execute("SELECT pg_notify(%s, %s)", (CHANNEL, f"{result.run_id}:end"))

        self._run(work)

    def fail(self, run_id: str, status: str, reason: str) -> None:
        def work(conn: Any) -> None:
            with conn.transaction():
                conn.execute("UPDATE runs SET status = %s, stop_reason = %s, finished_at = %s "
                             "WHERE run_id = %s", (status, reason, time.time(), run_id))
                conn.execute("SELECT pg_notify(%s, %s)", (CHANNEL, f"{run_id}:end"))

        self._run(work)

    def touch(self, run_id: str) -> None:
        """Say the run's process is alive (between events: a long model call, a slow page)."""
        self._run(lambda conn: conn.execute(
            "UPDATE runs SET heartbeat_at = %s WHERE run_id = %s", (time.time(), run_id)))

    def set_status(self, run_id: str, status: str) -> None:
        """A status without an ending (``queued``: waiting for a worker)."""
        self._run(lambda conn: conn.execute("UPDATE runs SET status = %s WHERE run_id = %s",
                                            (status, run_id)))

    def mark_interrupted(self) -> int:
        host = socket.gethostname()
        now = time.time()

        def work(conn: Any) -> int:
            rows = conn.execute("SELECT run_id, owner, heartbeat_at FROM runs "
                                "WHERE status = 'running'").fetchall()
            gone = [run_id for run_id, owner, beat in rows
                    if _gone(owner, beat, host, now, self.lease_s)]
            if gone:
                conn.execute("UPDATE runs SET status = 'interrupted', stop_reason = 'the "
                             "process ended during the run' WHERE run_id = ANY(%s) AND "
                             "status = 'running'", (gone,))
            return len(gone)

        return self._run(work)

    # ---- reads ----------------------------------------------------------------------------
    def checkpoint(self, run_id: str) -> RunState | None:
        row = self._run(lambda conn: conn.execute(
            "SELECT state FROM run_checkpoints WHERE run_id = %s", (run_id,)).fetchone())
        return RunState.from_checkpoint(row[0]) if row else None

    def last_seq(self, run_id: str) -> int:
        row = self._run(lambda conn: conn.execute(
            "SELECT max(seq) FROM run_events WHERE run_id = %s", (run_id,)).fetchone())
        return int(row[0] or 0)

    def list(self, limit: int = 50) -> list[dict[str, Any]]:
        rows = self._run(lambda conn: conn.execute(
            "SELECT run_id, question, status, stop_reason, started_at, finished_at FROM runs "
            "ORDER BY started_at DESC LIMIT %s", (limit,)).fetchall())
        return [dict(zip(_KEYS, row, strict=True)) for row in rows]

    def events(self, run_id: str, after: int = 0) -> list[dict[str, Any]]:
        rows = self._run(lambda conn: conn.execute(
            "SELECT event FROM run_events WHERE run_id = %s AND seq > %s ORDER BY seq",
            (run_id, after)).fetchall())
        return [json.loads(r[0]) for r in rows]

    def get(self, run_id: str, *, events: bool = True) -> dict[str, Any] | None:
        row = self._run(lambda conn: conn.execute(
            "SELECT run_id, question, status, stop_reason, started_at, finished_at, result "
            "FROM runs WHERE run_id = %s", (run_id,)).fetchone())
        if row is None:
            return None
        out: dict[str, Any] = dict(zip(_KEYS, row[:6], strict=True))
        out["result"] = json.loads(row[6]) if row[6] else None
        if events:
            out["events"] = self.events(run_id)
        return out


class EventListener:
    """Wake-ups for event streams in this process, from ``NOTIFY`` by whichever process runs
    the run (``LISTEN deepsearch_events`` on one connection, reopened if the database
    restarts). Each run has a generation that grows with every notification; a stream notes
    it before reading, and waits until it grows: nothing between the read and the wait is
    missed."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.generation: dict[str, int] = {}
        self.changed: asyncio.Condition | None = None
        self.task: asyncio.Task[None] | None = None
        self.connected = asyncio.Event()

    async def start(self) -> None:
        self.changed = asyncio.Condition()
        self.task = asyncio.create_task(self._listen())
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.connected.wait(), 10)

    async def close(self) -> None:
        if self.task is not None:
            self.task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.task

    def mark(self, run_id: str) -> int:
        return self.generation.get(run_id, 0)

    async def wait(self, run_id: str, since: int, timeout: float) -> None:
        assert self.changed is not None
        async with self.changed:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.changed.wait_for(
                    lambda: self.generation.get(run_id, 0) > since), timeout)

    async def _bump(self, run_ids: list[str] | None) -> None:
        assert self.changed is not None
        async with self.changed:
            for run_id in run_ids if run_ids is not None else list(self.generation):
                self.generation[run_id] = self.generation.get(run_id, 0) + 1
            self.changed.notify_all()

    async def _listen(self) -> None:
        import psycopg

        while True:
            try:
                async with await psycopg.AsyncConnection.connect(self.url,
                                                                 autocommit=True) as conn:
                    await conn.execute(f"LISTEN {CHANNEL}")
                    self.connected.set()
                    await self._bump(None)  # (re)connected: every stream reads again
                    async for note in conn.notifies():
                        await self._bump([note.payload.split(":", 1)[0]])
            except (psycopg.OperationalError, psycopg.InterfaceError):
                log.warning("event listener lost the database; reconnecting")
                await asyncio.sleep(1.0)


def _gone(owner: str | None, beat: float | None, host: str, now: float, lease_s: float) -> bool:
    name, _, pid = (owner or "").rpartition(":")
    if name == host and pid.isdigit():
        try:
            os.kill(int(pid), 0)
        except ProcessLookupError:
            return True
        except PermissionError:
            return False
        return False
    return beat is None or now - beat > lease_s
