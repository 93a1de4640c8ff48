"""Domain trust profiles (Deep Search): what deepsearch knows about each domain it meets.

A profile is created the first time a domain shows up in search results and updated every
time it is met again (reference count, HTTPS). Its *provisional* trust comes from offline
signals only; ``deepsearch trust update`` (:meth:`TrustStore.rescore`) blends those with
this project's own evidence: how often citations of the domain's pages verified or failed.
Trust feeds the ranking of search results before reading and the reranking of evidence.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from deepsearch.settings import Settings
from deepsearch.sqlite import SqliteFile
from deepsearch.storage.pg import PgConnection

_SCHEMA = """
CREATE TABLE IF NOT EXISTS domains (
    domain TEXT PRIMARY KEY,
    first_seen REAL NOT NULL,
    last_seen REAL NOT NULL,
    refs INTEGER NOT NULL DEFAULT 0,
    https INTEGER NOT NULL DEFAULT 0,
    verified INTEGER NOT NULL DEFAULT 0,
    failed INTEGER NOT NULL DEFAULT 0,
    trust REAL NOT NULL,
    provisional INTEGER NOT NULL DEFAULT 1
);
"""

UNKNOWN = 0.5
# Reference works and publishers whose pages are usually careful; a small offline prior,
# deliberately short: evidence from verified citations outweighs it after a few runs.
REFERENCE_DOMAINS = ("wikipedia.org", "britannica.com", "arxiv.org", "nature.com",
                     "science.org", "acm.org", "ieee.org", "nih.gov", "who.int", "europa.eu",
                     "python.org", "readthedocs.io", "github.com", "stackoverflow.com")
_TLD_PRIOR = {"gov": 0.15, "edu": 0.15, "int": 0.15, "mil": 0.1, "org": 0.05, "ac": 0.1}
PRIOR_WEIGHT = 4.0  # how many citations the offline prior is worth


def offline_trust(domain: str, https: bool, refs: int = 0) -> float:
    """Trust from signals available without reading anything: TLD, HTTPS, known reference
    works, the shape of the name, and how often the domain turns up in results."""
    domain = domain.lower().strip(".")
    score = UNKNOWN
    labels = domain.split(".")
    score += _TLD_PRIOR.get(labels[-1], 0.0) if labels else 0.0
    if len(labels) >= 2 and labels[-2] == "ac":
        score += _TLD_PRIOR["ac"]
    if any(domain == d or domain.endswith("." + d) for d in REFERENCE_DOMAINS):
        score += 0.2
    score += 0.05 if https else -0.05
    name = labels[-2] if len(labels) >= 2 else domain
    if name.count("-") >= 2 or sum(c.isdigit() for c in name) >= 3:
        score -= 0.1
    score += min(0.05, 0.01 * math.log1p(refs))
    return round(min(0.95, max(0.05, score)), 4)


def evidence_trust(prior: float, verified: int, failed: int) -> float:
    """The prior as ``PRIOR_WEIGHT`` pseudo-citations, updated by real ones (a Beta mean)."""
    return round((prior * PRIOR_WEIGHT + verified) / (PRIOR_WEIGHT + verified + failed), 4)


class _TrustFile(SqliteFile):
    SCHEMA = _SCHEMA


class TrustStore:
    """The ``domains`` table: in SQLite at ``path`` (one machine), or in PostgreSQL through
    ``pg`` (``storage.url``: every worker learns from every run). Thread-safe; every write
    is one short transaction; the SQL is written once for both."""

    def __init__(self, path: Path | None = None, *, pg: PgConnection | None = None) -> None:
        if (path is None) == (pg is None):
            raise ValueError("a trust store needs a file or a PostgreSQL connection")
        self._pg = pg
        self._file = _TrustFile(path) if path is not None else None

    @contextmanager
    def _session(self) -> Iterator[Callable[..., Any]]:
        if self._pg is not None:
            with self._pg.session() as execute:
                yield execute
            return
        assert self._file is not None
        with self._file._lock, self._file._db:
            yield self._file._db.execute

    def close(self) -> None:
        if self._pg is not None:
            self._pg.close()
        if self._file is not None:
            self._file.close()

    def observe(self, urls: Iterable[str]) -> None:
        """Domains met in search results: create or update their profiles."""
        from deepsearch.net.urls import domain_of

        counts: dict[str, tuple[int, bool]] = {}
        for url in urls:
            domain = domain_of(url)
            if not domain:
                continue
            refs, https = counts.get(domain, (0, False))
            counts[domain] = (refs + 1, https or url.startswith("https://"))
        if not counts:
            return
        now = time.time()
        with self._session() as execute:
            for domain, (refs, https) in counts.items():
                # workers sharing one database meet the same domains at once: the profile
                # is created once and the counts are added where they are stored
                execute("INSERT INTO domains (domain, first_seen, last_seen, refs, https, trust)"
                        " VALUES (?, ?, ?, 0, 0, ?) ON CONFLICT(domain) DO NOTHING",
                        (domain, now, now, offline_trust(domain, https, refs)))
                execute("UPDATE domains SET last_seen = ?, refs = refs + ?, https = CASE "
                        "WHEN ? = 1 THEN 1 ELSE https END WHERE domain = ?",
                        (now, refs, int(https), domain))
                total, was_https, verified, failed, provisional = execute(
                    "SELECT refs, https, verified, failed, provisional FROM domains WHERE "
                    "domain = ?", (domain,)).fetchone()
                prior = offline_trust(domain, bool(was_https), total)
                trust = prior if provisional else evidence_trust(prior, verified, failed)
                execute("UPDATE domains SET trust = ? WHERE domain = ?", (trust, domain))

    def record_citations(self, outcomes: Iterable[tuple[str, bool]]) -> None:
        """Citation checks of a run: (url, verified) pairs. Trust is rescored by ``rescore``."""
        from deepsearch.net.urls import domain_of

        tally: dict[str, list[int]] = {}
        for url, verified in outcomes:
            domain = domain_of(url)
            if domain:
                tally.setdefault(domain, [0, 0])[0 if verified else 1] += 1
        if not tally:
            return
        now = time.time()
        with self._session() as execute:
            for domain, (ok, bad) in tally.items():
                execute(
                    "INSERT INTO domains (domain, first_seen, last_seen, trust) VALUES "
                    "(?, ?, ?, ?) ON CONFLICT(domain) DO NOTHING",
                    (domain, now, now, offline_trust(domain, False)))
                execute("UPDATE domains SET verified = verified + ?, failed = failed "
                                 "+ ? WHERE domain = ?", (ok, bad, domain))

    def rescore(self) -> int:
        """``deepsearch trust update``: every profile's trust from offline signals and the
        verified/failed citation counts. Returns how many profiles changed."""
        with self._session() as execute:
            rows = execute("SELECT domain, refs, https, verified, failed, trust FROM "
                                    "domains").fetchall()
        changed = 0
        with self._session() as execute:
            for domain, refs, https, verified, failed, old in rows:
                trust = evidence_trust(offline_trust(domain, bool(https), refs), verified,
                                       failed)
                changed += abs(trust - old) > 1e-6
                execute("UPDATE domains SET trust = ?, provisional = 0 WHERE "
                                 "domain = ?", (trust, domain))
        return changed

    def trust(self, domain: str) -> float:
        with self._session() as execute:
            row = execute("SELECT trust FROM domains WHERE domain = ?",
                                   (domain.lower(),)).fetchone()
        return float(row[0]) if row else UNKNOWN

    def scores(self, domains: Iterable[str]) -> dict[str, float]:
        wanted = sorted({d.lower() for d in domains if d})
        if not wanted:
            return {}
        marks = ",".join("?" * len(wanted))
        with self._session() as execute:
            rows = execute(f"SELECT domain, trust FROM domains WHERE domain IN "
                                    f"({marks})", wanted).fetchall()
        found = dict(rows)
        return {d: float(found.get(d, UNKNOWN)) for d in wanted}

    def list(self, limit: int = 50, order: str = "refs") -> list[dict[str, Any]]:
        column = {"refs": "refs DESC", "trust": "trust DESC", "domain": "domain"}.get(order)
        if column is None:
            raise ValueError(f"cannot order by {order!r}")
        with self._session() as execute:
            rows = execute(
                "SELECT domain, first_seen, last_seen, refs, https, verified, failed, trust, "
                f"provisional FROM domains ORDER BY {column} LIMIT ?", (limit,)).fetchall()
        keys = ("domain", "first_seen", "last_seen", "refs", "https", "verified", "failed",
                "trust", "provisional")
        return [dict(zip(keys, row, strict=True)) for row in rows]


def open_trust_store(settings: Settings) -> TrustStore:
    """PostgreSQL with ``storage.url``, else ``data_dir/trust.sqlite``."""
    if settings.storage.url is not None:
        return TrustStore(pg=PgConnection.for_settings(settings))
    return TrustStore(settings.data_dir / "trust.sqlite")
