"""Where runs, events and checkpoints are kept: SQLite by default, PostgreSQL to share them
across processes and machines (``storage.url``)."""

from __future__ import annotations

from deepsearch.settings import Settings
from deepsearch.storage.base import RunStore
from deepsearch.storage.sqlite import SqliteRunStore


def open_run_store(settings: Settings) -> RunStore:
    """The run store ``settings`` name: PostgreSQL at ``storage.url``, else SQLite."""
    if settings.storage.url is not None:
        from deepsearch.storage.postgres import PostgresRunStore

        return PostgresRunStore(settings.storage.url.get_secret_value(),
                                lease_s=settings.storage.lease_s,
                                reconnect_s=settings.storage.reconnect_s)
    return SqliteRunStore(settings.data_dir / "runs.sqlite")


__all__ = ["RunStore", "SqliteRunStore", "open_run_store"]
