"""The run store in SQLite (the single-machine default): a file in ``data_dir``.

A run is recorded as ``running`` when it starts; each event is appended as it happens;
the result replaces the row's status when it ends. A run whose process died stays
``running`` until :meth:`SqliteRunStore.mark_interrupted` (called when a store is opened)
marks it ``interrupted``.
"""

from __future__ import annotations

import json
import os
import time
from typing import Any

from deepsearch.research.models import Event, ResearchResult
from deepsearch.research.state import RunState
from deepsearch.sqlite import SqliteFile

_SCHEMA = """
CREATE TABLE IF NOT EXISTS runs (
    run_id TEXT PRIMARY KEY,
    question TEXT NOT NULL,
    status TEXT NOT NULL,
    stop_reason TEXT NOT NULL DEFAULT '',
    started_at REAL NOT NULL,
    finished_at REAL,
    pid INTEGER,
    result TEXT
);
CREATE TABLE IF NOT EXISTS run_checkpoints (
    run_id TEXT PRIMARY KEY,
    step TEXT NOT NULL,
    state TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS run_events (
    run_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    event TEXT NOT NULL,
    PRIMARY KEY (run_id, seq)
);
"""


def _alive(pid: int | None) -> bool:
    if not pid:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


class SqliteRunStore(SqliteFile):
    SCHEMA = _SCHEMA

    def start(self, run_id: str, question: str, *, resumed: bool = False) -> None:
        with self._lock, self._db:
            if resumed:
                self._db.execute("UPDATE runs SET status = 'running', stop_reason = '', "
                                 "finished_at = NULL, pid = ? WHERE run_id = ?",
                                 (os.getpid(), run_id))
                return
            self._db.execute("INSERT OR REPLACE INTO runs (run_id, question, status, started_at,"
                             " pid) VALUES (?, ?, 'running', ?, ?)",
                             (run_id, question, time.time(), os.getpid()))

    def save_checkpoint(self, state: RunState) -> None:
        with self._lock, self._db:
            self._db.execute("INSERT OR REPLACE INTO run_checkpoints VALUES (?, ?, ?)",
                             (state.run_id, state.step, state.to_checkpoint()))

    def checkpoint(self, run_id: str) -> RunState | None:
        with self._lock:
            row = self._db.execute("SELECT state FROM run_checkpoints WHERE run_id = ?",
                                   (run_id,)).fetchone()
        return RunState.from_checkpoint(row[0]) if row else None

    def last_seq(self, run_id: str) -> int:
        with self._lock:
            row = self._db.execute("SELECT MAX(seq) FROM run_events WHERE run_id = ?",
                                   (run_id,)).fetchone()
        return int(row[0] or 0)

    def event(self, event: Event) -> None:
        with self._lock, self._db:
            self._db.execute("INSERT OR REPLACE INTO run_events VALUES (?, ?, ?)",
                             (event.run_id, event.seq, event.model_dump_json()))

    def finish(self, result: ResearchResult) -> None:
        with self._lock, self._db:
            self._db.execute(
                "UPDATE runs SET status = ?, stop_reason = ?, finished_at = ?, result = ? "
                "WHERE run_id = ?",
                (result.status, result.stop_reason, time.time(), result.model_dump_json(),
                 result.run_id))

    def fail(self, run_id: str, status: str, reason: str) -> None:
        with self._lock, self._db:
            self._db.execute("UPDATE runs SET status = ?, stop_reason = ?, finished_at = ? "
                             "WHERE run_id = ?", (status, reason, time.time(), run_id))

    def touch(self, run_id: str) -> None:
        """Liveness here is the owner's pid (``mark_interrupted``): nothing to record."""

    def set_status(self, run_id: str, status: str) -> None:
        """A status without an ending (``queued``: waiting for a worker)."""
        with self._lock, self._db:
            self._db.execute("UPDATE runs SET status = ? WHERE run_id = ?", (status, run_id))

    def mark_interrupted(self) -> int:
        """Runs left ``running`` by a process that is gone become ``interrupted``."""
        with self._lock:
            rows = self._db.execute("SELECT run_id, pid FROM runs WHERE status = 'running'"
                                    ).fetchall()
        gone = [run_id for run_id, pid in rows if not _alive(pid)]
        with self._lock, self._db:
            self._db.executemany("UPDATE runs SET status = 'interrupted', stop_reason = "
                                 "'the process ended during the run' WHERE run_id = ?",
                                 [(r,) for r in gone])
        return len(gone)

    def list(self, limit: int = 50) -> list[dict[str, Any]]:
        with self._lock:
            rows = self._db.execute(
                "SELECT run_id, question, status, stop_reason, started_at, finished_at FROM runs"
                " ORDER BY started_at DESC LIMIT ?", (limit,)).fetchall()
        keys = ("run_id", "question", "status", "stop_reason", "started_at", "finished_at")
        return [dict(zip(keys, row, strict=True)) for row in rows]

    def events(self, run_id: str, after: int = 0) -> list[dict[str, Any]]:
        with self._lock:
            rows = self._db.execute("SELECT event FROM run_events WHERE run_id = ? AND seq > ? "
                                    "ORDER BY seq", (run_id, after)).fetchall()
        return [json.loads(r[0]) for r in rows]

    def get(self, run_id: str, *, events: bool = True) -> dict[str, Any] | None:
        with self._lock:
            row = self._db.execute("SELECT run_id, question, status, stop_reason, started_at, "
                                   "finished_at, result FROM runs WHERE run_id = ?",
                                   (run_id,)).fetchone()
        if row is None:
            return None
        keys = ("run_id", "question", "status", "stop_reason", "started_at", "finished_at")
        out: dict[str, Any] = dict(zip(keys, row[:6], strict=True))
        out["result"] = json.loads(row[6]) if row[6] else None
        if events:
            out["events"] = self.events(run_id)
        return out
