"""The mutable state of one research run, and its checkpoint.

``RunState`` is the only list of what a run knows between its steps. Its fields are the
checkpoint (``to_checkpoint`` / ``from_checkpoint``): a field added here is saved and restored
with no other edit, so a resumed run continues from exactly the state it stopped in.

Groups: identity and limits; progress (the plan, the round, coverage, counters, history);
the frontier (queries asked and next, the seen-set, the pool of search results, the link
queue, the rank fusion, the pages a comparison still needs); reading (pages read and skipped);
verification (claims already fact-checked, citations that failed).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from deepsearch.errors import InputError
from deepsearch.models import Link, RetrievedChunk, SearchHit
from deepsearch.research.models import Plan, RunStats, SearchRecord

CHECKPOINT_VERSION = 2


class RunState(BaseModel):
    """Everything a later decision of the run depends on."""

    model_config = ConfigDict(extra="forbid")

    version: int = CHECKPOINT_VERSION
    # identity and limits
    run_id: str
    question: str
    max_iterations: int = Field(0, description="0: the settings' value")
    overrides: dict[str, Any] = Field(default_factory=dict,
                                      description="per-run research settings")
    step: str = Field("", description="the last completed step")
    # progress
    seq: int = 0
    iteration: int = 0
    plan: Plan | None = None
    completeness: float = 0.0
    stagnant: int = 0
    elapsed_s: float = 0.0
    stats: RunStats = Field(default_factory=RunStats)
    history: list[SearchRecord] = Field(default_factory=list)
    budget_spent: str = ""
    llm_refines: int = Field(0, description="rounds whose next queries the model proposed")
    # the frontier
    next_queries: list[str] = Field(default_factory=list)
    next_pages: list[str] = Field(default_factory=list,
                                  description="queries whose second page the next round asks")
    paged: set[str] = Field(default_factory=set, description="queries asked for a second page")
    asked: set[str] = Field(default_factory=set)
    seen: set[str] = Field(default_factory=set, description="normalised URLs seen in results")
    pool: dict[str, SearchHit] = Field(default_factory=dict)
    links: dict[str, tuple[float, Link]] = Field(default_factory=dict)
    fused: dict[str, float] = Field(default_factory=dict,
                                    description="reciprocal-rank fusion of every query's hits")
    meaning: dict[str, float] = Field(default_factory=dict, description="URL -> how close "
                                      "its result's title and snippet are to the question")
    wanted: list[str] = Field(default_factory=list, description="pages a comparison or an open "
                              "report's subject still needs")
    hops: list[str] = Field(default_factory=list, description="the names the last round's "
                            "next-hop queries followed")
    # reading
    read_urls: list[str] = Field(default_factory=list)
    titles: dict[str, str] = Field(default_factory=dict,
                                   description="source id -> title of every page read")
    unreachable: set[str] = Field(default_factory=set)
    skipped: list[str] = Field(default_factory=list)
    fingerprints: list[tuple[str, str, int]] = Field(
        default_factory=list, description="(url, content hash, SimHash) of every page read: "
        "a resumed run still knows a near-duplicate of them when it meets one")
    local_hits: list[RetrievedChunk] = Field(default_factory=list)
    # verification
    checked_claims: set[str] = Field(default_factory=set)
    failed_citations: list[str] = Field(default_factory=list)

    def to_checkpoint(self) -> str:
        return self.model_dump_json()

    @classmethod
    def from_checkpoint(cls, data: str) -> RunState:
        try:
            state = cls.model_validate_json(data)
        except ValidationError as exc:
            raise InputError("the run's checkpoint cannot be read (written by another version "
                             f"of deepsearch?): {exc.errors()[0]['msg']}",
                             hint="start the research again") from None
        return state

    @property
    def unreachable_all(self) -> bool:
        """Every search failed and nothing was found or read."""
        return bool(self.unreachable) and not self.pool and not self.read_urls
