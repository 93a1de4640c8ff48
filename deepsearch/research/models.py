"""Typed artifacts of a research run: plan, events, evidence, report, result."""

from __future__ import annotations

from datetime import UTC, datetime
from enum import StrEnum
from typing import Any, Literal

from pydantic import BaseModel, Field


class Persona(StrEnum):
    """Deep Search's personas: who is speaking in a progress event."""

    STRATEGIST = "Research Strategist"
    SEARCH_AGENT = "Search Agent"
    LIBRARIAN = "Librarian"
    ANALYST = "Document Analyst"
    SYNTHESIZER = "Synthesizer"


Stage = Literal["plan", "local", "search", "rank", "read", "judge", "refine", "write", "verify",
                "done", "error"]


class Event(BaseModel):
    """One progress event. The CLI, the HTTP API and MCP all consume this one stream."""

    run_id: str
    seq: int
    time: datetime = Field(default_factory=lambda: datetime.now(UTC))
    stage: Stage
    persona: Persona
    message: str
    data: dict[str, Any] = Field(default_factory=dict)
    counters: dict[str, float] = Field(
        default_factory=dict, description="the run's counters at this moment (searches, "
        "hits, pages fetched and skipped, chunks, coverage, iteration, tokens, cost)")


class SubQuestion(BaseModel):
    id: int
    question: str
    strategy: Literal["ASK_LLM", "ENTITY_OVERVIEW", "WEB_SEARCH"] = "WEB_SEARCH"
    status: Literal["open", "covered", "failed"] = "open"
    queries: list[str] = Field(default_factory=list)


Shape = Literal["factoid", "closed", "list", "overview", "comparison", "explanation", "howto"]
OPEN_SHAPES = ("overview", "comparison", "explanation", "howto")
Length = Literal["brief", "standard", "detailed"]


class Aspect(BaseModel):
    """One section of the report's outline: what it covers and the sub-questions feeding it."""

    title: str
    question: str
    entity: str = Field("", description="the entity the section is about, when it is one")
    sub_ids: list[int] = Field(default_factory=list)


class Plan(BaseModel):
    question: str
    normalized: str
    shape: Shape = "factoid"
    aspects: list[Aspect] = Field(default_factory=list, description="the report's outline")
    queries: list[str] = Field(default_factory=list,
                               description="first searches proposed by the planning model")
    language: str = "en"
    key_terms: list[str] = Field(default_factory=list)
    entities: list[str] = Field(default_factory=list)
    sub_questions: list[SubQuestion] = Field(default_factory=list)
    fact_centric: bool = False
    core_entity: str = ""
    target_attributes: list[str] = Field(default_factory=list)
    source: Literal["llm", "heuristic"] = "heuristic"


class SearchRecord(BaseModel):
    """One step of Agentic Search's ``search_history``."""

    iteration: int
    action: Literal["local_kb", "web_search", "crawl", "judge", "follow_links"]
    queries: list[str] = Field(default_factory=list)
    urls: list[str] = Field(default_factory=list)
    completeness: float | None = None
    detail: str = ""


class Source(BaseModel):
    """A source the report cites: a page (or document) the run actually read."""

    n: int
    url: str
    title: str
    source_id: str


class Citation(BaseModel):
    sentence: str
    source: int
    chunk_id: str
    support: float = Field(ge=0, le=1)
    verified: bool
    passage: str = Field("", description="the cited passage (up to 800 characters)")


class RunStats(BaseModel):
    searches: int = Field(0, description="requests sent to search providers (a cached answer "
                          "is none, a second page is one)")
    queries: int = Field(0, description="queries asked")
    unique_hits: int = 0
    pages_fetched: int = 0
    pages_skipped: int = 0
    pages_failed: int = 0
    chunks: int = 0
    iterations: int = 0
    llm_calls: int = Field(0, description="model calls answered")
    llm_requests: int = Field(0, description="HTTP requests sent to the model (refused and "
                              "retried ones too); equal to llm_calls when nothing was wasted")
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = 0.0
    citations_verified: int = 0
    citations_removed: int = 0
    citations_recited: int = 0
    llm_fallbacks: int = Field(0, description="model calls that failed; the stage used its "
                               "non-LLM method")
    stages_without_model: list[str] = Field(
        default_factory=list, description="prompts answered by the non-LLM method because the "
                                          "model failed or was stopped")
    llm_stopped: str = Field("", description="why the run stopped calling the model, if it did")
    stagnant_rounds: int = 0
    pivots: int = 0
    llm_requests_by_stage: dict[str, int] = Field(
        default_factory=dict, description="requests sent to the model, by prompt")
    stage_seconds: dict[str, float] = Field(default_factory=dict)
    wall_s: float = 0.0

    @property
    def crawl_ratio(self) -> float:
        return self.pages_fetched / self.unique_hits if self.unique_hits else 0.0


class Contradiction(BaseModel):
    """Two read sources that disagree, each side with its citation."""

    claim_a: str
    source_a: int
    claim_b: str
    source_b: int


class FactCheck(BaseModel):
    """One claim of a draft checked by a verification search (never checked twice)."""

    claim: str
    queries: list[str] = Field(default_factory=list)
    supported: bool
    source: int | None = None


class Section(BaseModel):
    """One section of a report: cited paragraphs (or, for a list, cited items)."""

    title: str
    paragraphs: list[str] = Field(default_factory=list, description="text with [n] markers")
    items: list[str] = Field(default_factory=list, description="list entries with [n] markers")
    citations: list[Citation] = Field(default_factory=list)
    note: str = Field(default="", description="why the section is empty, when it is")


class PartAnswer(BaseModel):
    """One of the things a question asks ("When was the Act passed and who signed it?")."""

    question: str = Field(description="the part, as the question asks it")
    answer: str = Field("", description="its short answer; empty when no source read states "
                        "it")
    source: int | None = Field(None, description="the source that states it")
    described: bool = Field(False, description="no short answer: the source cited describes "
                            "it in a sentence the report quotes (\"What was the premise?\")")


class Report(BaseModel):
    shape: Shape = "factoid"
    length: Length = "standard"
    answer: str = Field(description="the short answer, when one could be found (factoid and "
                        "closed questions only)")
    answer_supported: bool = Field(False, description="a cited passage supports the answer")
    answer_source: int | None = Field(None, description="the source that states the answer")
    answer_guessed: bool = Field(False, description="an \"A or B?\" answer the sources read do "
                                 "not settle: the option they say more about")
    alternatives: list[str] = Field(default_factory=list, description="other answers the "
                                    "sources give nearly as strongly, with [n] markers; with "
                                    "no answer, the answers of the question's several "
                                    "readings (none singled out)")
    unverified_answer: str = Field("", description="the model's answer when no source read "
                                   "states it (not given as the answer)")
    answers: list[PartAnswer] = Field(default_factory=list, description="a question asking "
                                      "several things: each one's answer, in its order")
    summary: str = Field("", description="the executive summary (open questions) or the "
                         "answer's explanation, with [n] markers")
    sections: list[Section] = Field(default_factory=list)
    gaps: list[str] = Field(default_factory=list, description="what could not be established")
    markdown: str
    sources: list[Source] = Field(default_factory=list)
    citations: list[Citation] = Field(default_factory=list)
    contradictions: list[Contradiction] = Field(default_factory=list)
    fact_checks: list[FactCheck] = Field(default_factory=list)
    follow_ups: list[str] = Field(default_factory=list)


class ResearchResult(BaseModel):
    """Agentic Search's response, plus the report, the sources and the run's statistics."""

    success: bool
    query: str
    run_id: str
    iterations: int
    completeness: float
    status: Literal["answered", "partial", "failed", "cancelled"]
    stop_reason: str
    results: list[dict[str, Any]] = Field(default_factory=list)
    search_history: list[SearchRecord] = Field(default_factory=list)
    report: Report
    sources_read: list[str] = Field(default_factory=list, description="every URL the run read")
    stats: RunStats = Field(default_factory=RunStats)
    llm: str = Field("none", description="which LLM the run used, and why")
    unreachable: list[str] = Field(default_factory=list, description="what could not be reached")
    skipped: list[str] = Field(default_factory=list,
                               description="pages not read, each with the reason")
    plan: Plan | None = None
    resumed: bool = Field(False, description="whether the run was resumed after an interruption")
