"""What deepsearch has learned about each LLM endpoint, kept across runs.

One row per endpoint and model: the structured-output dialect that worked, the context
size the server reported (or its errors revealed), and the tokens per second measured.
A run starts from what the last run learned instead of rediscovering it with refused
requests; ``deepsearch doctor --llm SPEC`` shows it.
"""

from __future__ import annotations

import json
import time

from pydantic import BaseModel

from deepsearch.sqlite import SqliteFile


class EndpointProfile(BaseModel):
    dialect: str | None = None
    context_tokens: int | None = None
    tokens_per_s: float | None = None
    updated: float = 0.0


class EndpointMemory(SqliteFile):
    SCHEMA = "CREATE TABLE IF NOT EXISTS endpoints (key TEXT PRIMARY KEY, profile TEXT);"

    def get(self, key: str) -> EndpointProfile | None:
        with self._lock:
            row = self._db.execute("SELECT profile FROM endpoints WHERE key = ?",
                                   (key,)).fetchone()
        if row is None:
            return None
        try:
            return EndpointProfile.model_validate(json.loads(row[0]))
        except ValueError:
            return None  # an unreadable row is forgotten, not fatal

    def put(self, key: str, profile: EndpointProfile) -> None:
        profile.updated = time.time()
        with self._lock, self._db:
            self._db.execute("INSERT OR REPLACE INTO endpoints VALUES (?, ?)",
                             (key, profile.model_dump_json()))
