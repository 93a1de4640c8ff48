"""One PostgreSQL connection for a store: opened on first use (the schema migrated then),
reopened when the database drops it, statements serialised by a lock (the stores are
called from worker threads and the event loop alike)."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from deepsearch.errors import StoreError

T = TypeVar("T")


class PgConnection:
    def __init__(self, url: str, *, connect_timeout_s: float = 10.0) -> None:
        from deepsearch.storage.migrations import migrate

        self.url = url
        self.connect_timeout_s = connect_timeout_s
        self._lock = threading.Lock()
        self._conn: Any = None
        with self._lock:
            conn = self._connect()
            conn.autocommit = False
            try:
                self.version = migrate(conn)
            finally:
                conn.autocommit = True

    def _connect(self) -> Any:
        import psycopg

        try:
            self._conn = psycopg.connect(self.url, autocommit=True,
                                         connect_timeout=int(self.connect_timeout_s))
        except psycopg.OperationalError as exc:
            raise StoreError(f"cannot reach PostgreSQL at storage.url: "
                             f"{str(exc).splitlines()[0][:200]}",
                             hint="is the database running? check storage.url") from exc
        return self._conn

    def run(self, work: Callable[[Any], T]) -> T:
        """``work(conn)`` under the lock; a lost connection is reopened and tried once more."""
        import psycopg

        with self._lock:
            for attempt in (1, 2):
                conn = self._conn if self._conn is not None and not self._conn.closed \
                    else self._connect()
                try:
                    return work(conn)
                except (psycopg.OperationalError, psycopg.InterfaceError) as exc:
                    self._conn = None
                    if attempt == 2:
                        raise StoreError(f"PostgreSQL failed: {str(exc).splitlines()[0][:200]}",
                                         retryable=True) from exc
        raise AssertionError("unreachable")

    @contextmanager
    def session(self) -> Iterator[Callable[..., Any]]:
        """One transaction; yields ``execute(sql, params)`` taking SQLite's ``?`` markers, so
        that a store's SQL can be written once for both backends."""
        import psycopg

        with self._lock:
            conn = self._conn if self._conn is not None and not self._conn.closed \
                else self._connect()
            try:
                with conn.transaction():
                    yield lambda sql, params=(): conn.execute(sql.replace("?", "%s"), params)
            except (psycopg.OperationalError, psycopg.InterfaceError) as exc:
                self._conn = None  # the next session reconnects
                raise StoreError(f"PostgreSQL failed: {str(exc).splitlines()[0][:200]}",
                                 retryable=True) from exc

    def close(self) -> None:
        with self._lock:
            if self._conn is not None and not self._conn.closed:
                self._conn.close()
            self._conn = None
