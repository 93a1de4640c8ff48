"""One PostgreSQL connection for a store: opened on first use (the schema migrated then),
reopened when the database drops it, statements serialised by a lock (the stores are
called from worker threads and the event loop alike).

Losing the database (a restart, a fail-over) is not an error at once: work is retried on a
fresh connection with growing pauses for up to ``reconnect_s``, so runs in progress carry
on after a restart. Only the first connection fails fast, with a clear message."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, TypeVar

from deepsearch.errors import StoreError

if TYPE_CHECKING:
    from deepsearch.settings import Settings

T = TypeVar("T")
log = logging.getLogger(__name__)


class PgConnection:
    def __init__(self, url: str, *, connect_timeout_s: float = 10.0,
                 reconnect_s: float = 60.0) -> None:
        import psycopg

        from deepsearch.storage.migrations import migrate

        self.url = url
        self.connect_timeout_s = connect_timeout_s
        self.reconnect_s = reconnect_s
        self._lock = threading.Lock()
        self._conn: Any = None
        with self._lock:
            try:
                conn = self._connect()
            except psycopg.OperationalError as exc:
                raise StoreError(f"cannot reach PostgreSQL at storage.url: "
                                 f"{str(exc).splitlines()[0][:200]}",
                                 hint="is the database running? check storage.url") from exc
            conn.autocommit = False
            try:
                self.version = migrate(conn)
            finally:
                conn.autocommit = True

    def _connect(self) -> Any:
        import psycopg

        self._conn = psycopg.connect(self.url, autocommit=True,
                                     connect_timeout=int(self.connect_timeout_s))
        return self._conn

    def _retrying(self) -> Iterator[int]:
        """Attempt numbers, with a pause before each retry, until ``reconnect_s`` is spent
        (the caller stops iterating when an attempt succeeds)."""
        deadline = time.monotonic() + self.reconnect_s
        delay, attempt = 0.2, 1
        while True:
            yield attempt
            if self._conn is not None:
                self._conn.close()
            self._conn = None
            if time.monotonic() + delay > deadline:
                return
            if attempt == 1:
                log.warning("lost PostgreSQL; reconnecting for up to %.0f s", self.reconnect_s)
            time.sleep(delay)
            delay, attempt = min(delay * 2, 2.0), attempt + 1

    def _fail(self, exc: Exception) -> StoreError:
        return StoreError(f"PostgreSQL failed: {str(exc).splitlines()[0][:200]}",
                          hint=f"the database was unreachable for {self.reconnect_s:.0f} s "
                               "(storage.reconnect_s)", retryable=True)

    def run(self, work: Callable[[Any], T]) -> T:
        """``work(conn)`` under the lock; on a lost connection it is run again on a new one
        (work must be one statement or one transaction, so that a retry is safe)."""
        import psycopg

        error: Exception | None = None
        with self._lock:
            for _ in self._retrying():
                try:
                    conn = self._conn if self._conn is not None and not self._conn.closed \
                        else self._connect()
                    return work(conn)
                except (psycopg.OperationalError, psycopg.InterfaceError) as exc:
                    error = exc
        raise self._fail(error or RuntimeError("no attempt"))

    def _ready(self) -> Any:
        """A connection known to be alive (checked with one round trip), reconnecting."""
        return self.run(lambda conn: (conn.execute("SELECT 1"), conn)[1])

    @contextmanager
    def session(self) -> Iterator[Callable[..., Any]]:
        """One transaction; yields ``execute(sql, params)`` taking SQLite's ``?`` markers, so
        that a store's SQL can be written once for both backends. The connection is checked
        first (reconnecting after a restart); a failure inside the transaction is a
        retryable StoreError."""
        import psycopg

        conn = self._ready()
        with self._lock:
            try:
                with conn.transaction():
                    yield lambda sql, params=(): conn.execute(sql.replace("?", "%s"), params)
            except (psycopg.OperationalError, psycopg.InterfaceError) as exc:
                self._conn = None  # the next call reconnects
                raise self._fail(exc) from exc

    @classmethod
    def for_settings(cls, settings: Settings) -> PgConnection:
        """A connection to ``storage.url`` with the configured reconnect window."""
        assert settings.storage.url is not None
        return cls(settings.storage.url.get_secret_value(),
                   reconnect_s=settings.storage.reconnect_s)

    def close(self) -> None:
        with self._lock:
            if self._conn is not None and not self._conn.closed:
                self._conn.close()
            self._conn = None
