"""The one way deepsearch opens a SQLite file: WAL, a lock for threads, a schema script."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

from deepsearch.errors import ConfigError


class SqliteFile:
    """Base for the small SQLite stores (caches, registry). Subclasses set ``SCHEMA``."""

    SCHEMA = ""

    def __init__(self, path: Path, *, timeout_s: float = 30.0) -> None:
        self.path = path
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(path, check_same_thread=False, timeout=timeout_s)
            self._db.execute("PRAGMA journal_mode=WAL")
            if self.SCHEMA:
                self._db.executescript(self.SCHEMA)
        except (OSError, sqlite3.Error) as exc:
            raise ConfigError(f"cannot open {path}: {exc}",
                              hint="check data_dir and its permissions") from exc
        self._lock = threading.Lock()

    def close(self) -> None:
        with self._lock:
            self._db.close()
