"""Versioned schema migrations for the PostgreSQL state, applied by the project itself.

Each migration is a numbered SQL script applied once, in order, inside a transaction, and
recorded in ``deepsearch_schema``. A transaction-level advisory lock makes processes that
start together (several API replicas and workers) apply each migration exactly once; a
database newer than this code is refused rather than guessed at.
"""

from __future__ import annotations

from typing import Any

from deepsearch.errors import StoreError

#: (version, what it does, SQL). Append only: a released migration is never edited.
MIGRATIONS: list[tuple[int, str, str]] = [
    (1, "runs, checkpoints and events", """
CREATE TABLE runs (
    run_id       text PRIMARY KEY,
    question     text NOT NULL,
    status       text NOT NULL,
    stop_reason  text NOT NULL DEFAULT '',
    started_at   double precision NOT NULL,
    finished_at  double precision,
    owner        text,
    heartbeat_at double precision,
    result       text
);
CREATE INDEX runs_started_at ON runs (started_at DESC);
CREATE INDEX runs_running ON runs (status) WHERE status = 'running';
CREATE TABLE run_checkpoints (
    run_id text PRIMARY KEY REFERENCES runs (run_id) ON DELETE CASCADE,
    step   text NOT NULL,
    state  text NOT NULL
);
CREATE TABLE run_events (
    run_id text NOT NULL REFERENCES runs (run_id) ON DELETE CASCADE,
    seq    integer NOT NULL,
    event  text NOT NULL,
    PRIMARY KEY (run_id, seq)
);
"""),
    (2, "search and page caches shared by every process", """
CREATE TABLE search_cache (
    provider    text NOT NULL,
    query_key   text NOT NULL,
    max_results integer NOT NULL,
    created_at  double precision NOT NULL,
    hits        text NOT NULL,
    PRIMARY KEY (provider, query_key)
);
CREATE INDEX search_cache_query ON search_cache (query_key, created_at);
CREATE TABLE pages (
    url_key       text PRIMARY KEY,
    url           text NOT NULL,
    status        integer NOT NULL,
    content_type  text NOT NULL,
    charset       text,
    etag          text,
    last_modified text,
    body          bytea NOT NULL,
    stored_at     double precision NOT NULL
);
"""),
    (3, "domain trust profiles shared by every process", """
CREATE TABLE domains (
    domain      text PRIMARY KEY,
    first_seen  double precision NOT NULL,
    last_seen   double precision NOT NULL,
    refs        integer NOT NULL DEFAULT 0,
    https       integer NOT NULL DEFAULT 0,
    verified    integer NOT NULL DEFAULT 0,
    failed      integer NOT NULL DEFAULT 0,
    trust       double precision NOT NULL,
    provisional integer NOT NULL DEFAULT 1
);
"""),
]

LOCK_KEY = 0x64656570  # "deep": the advisory lock that serialises migrations


def migrate(conn: Any) -> int:
    """Bring the schema up to date on ``conn`` (psycopg, autocommit off for the call);
    returns the version now in place."""
    latest = MIGRATIONS[-1][0]
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (LOCK_KEY,))
        conn.execute("CREATE TABLE IF NOT EXISTS deepsearch_schema (version integer PRIMARY "
                     "KEY, description text NOT NULL, applied_at timestamptz NOT NULL "
                     "DEFAULT now())")
        row = conn.execute("SELECT coalesce(max(version), 0) FROM deepsearch_schema").fetchone()
        current = int(row[0])
        if current > latest:
            raise StoreError(f"the database schema is version {current}, newer than this "
                             f"deepsearch knows ({latest})", hint="upgrade deepsearch")
        for version, description, sql in MIGRATIONS:
            if version > current:
                conn.execute(sql)
                conn.execute("INSERT INTO deepsearch_schema (version, description) "
                             "VALUES (%s, %s)", (version, description))
    return latest
