"""Typed models that cross module boundaries. Vendor payloads become these at the edge."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


HitKind = Literal["web", "answer", "knowledge"]


class SearchHit(_Model):
    """One search result, the same whatever provider produced it."""

    url: str
    title: str = ""
    snippet: str = ""
    score: float = Field(ge=0.0, le=1.0, description="order within the answer, 0-1")
    relevance: float | None = Field(
        None, ge=0.0, le=1.0,
        description="the vendor's own calibrated relevance, when it gives one (Tavily)")
    kind: HitKind = Field("web", description="a web result, the vendor's answer box, or its "
                                             "knowledge panel (with the panel's source URL)")
    provider: str
    rank: int = Field(ge=1, description="1-based position in the provider's answer")
    query: str
    cached: bool = False


class ProviderAttempt(_Model):
    """What one provider did for one query: how the fallback chain went."""

    provider: str
    ok: bool
    hits: int = 0
    error: str | None = None
    elapsed_s: float = 0.0


class SearchOutcome(_Model):
    """The answer to one query: hits (possibly from the cache) and the path taken."""

    query: str
    hits: list[SearchHit] = Field(default_factory=list)
    attempts: list[ProviderAttempt] = Field(default_factory=list)
    provider: str | None = Field(None, description="who answered; None when every provider failed")
    error: str | None = None
    repeated: list[SearchHit] = Field(
        default_factory=list, description="hits already returned earlier in the same run "
        "(left out of ``hits``; kept for rank fusion)")
    requests: int = Field(0, description="requests sent to providers for it (a cache hit is "
                          "none)")
    dropped_below_threshold: int = 0
    dropped_by_domain: int = 0
    dropped_duplicates: int = 0

    @property
    def ok(self) -> bool:
        return self.provider is not None


class Link(_Model):
    """An outbound link of a page, with its anchor text, for link-following."""

    url: str
    text: str = ""


class Heading(_Model):
    level: int = Field(ge=1, le=6)
    text: str


class DocumentMeta(_Model):
    """What we know about a document besides its text (Agentic Search 3.3 crawl metadata)."""

    title: str = ""
    author: str | None = None
    published: str | None = Field(None, description="ISO date when the page states one")
    description: str | None = None
    language: str | None = None
    headings: list[Heading] = Field(default_factory=list)
    code_blocks: int = 0
    code_languages: dict[str, int] = Field(default_factory=dict)
    links: list[Link] = Field(default_factory=list)
    content_type: str = "text/html"
    extractor: str = Field("", description="which step of the cascade produced the text")
    pages: int | None = Field(None, description="pages of a PDF")
    relationships: list[str] = Field(default_factory=list,
                                     description="typed relationships found by the analyst")


class FetchedPage(_Model):
    """Raw bytes of a URL after redirects, plus what the transfer told us."""

    url: str = Field(description="final URL after redirects")
    requested_url: str
    status: int
    content_type: str
    charset: str | None = None
    body: bytes
    etag: str | None = None
    last_modified: str | None = None
    redirects: list[str] = Field(default_factory=list)
    from_cache: bool = False
    elapsed_s: float = 0.0


class Document(_Model):
    """Clean text (Markdown) of one web page or local file, ready for the knowledge base."""

    source_id: str = Field(description="stable id: hash of the normalised URL or file path")
    url: str = Field(description="web URL, or file:// URI for local documents")
    title: str = ""
    text: str = Field(description="the content as Markdown")
    meta: DocumentMeta = Field(default_factory=DocumentMeta)
    content_hash: str
    simhash: int = Field(0, description="64-bit similarity sketch for near-duplicates")
    origin: Literal["web", "upload"] = "web"
    fetched_at: datetime


class FetchOutcome(_Model):
    """What happened to one URL: a document, or why there is none."""

    url: str
    status: Literal["ok", "failed", "blocked", "rejected", "duplicate"]
    document: Document | None = None
    reason: str | None = None
    duplicate_of: str | None = None
    from_cache: bool = False
    elapsed_s: float = 0.0

    @property
    def ok(self) -> bool:
        return self.status == "ok"


class Chunk(_Model):
    """A piece of a document small enough to embed, with where it sits in the document."""

    chunk_id: str = Field(description="deterministic: source id + index + text hash")
    source_id: str
    index: int = Field(ge=0)
    text: str
    heading_path: list[str] = Field(default_factory=list)
    content_hash: str
    summary: str = Field("", description="LLM summary of the chunk (Deep Search ingestion)")
    entities: list[str] = Field(default_factory=list, description='"name (type)" entries')
    relationships: list[str] = Field(default_factory=list,
                                     description='"subject -predicate-> object" entries')


class RetrievedChunk(_Model):
    """A chunk found by the knowledge base, with its source and how it scored."""

    chunk_id: str
    source_id: str
    index: int = 0
    text: str
    heading_path: list[str] = Field(default_factory=list)
    url: str
    title: str = ""
    domain: str = ""
    group_id: str = ""
    origin: str = "web"
    trust: float = 0.5
    fetched_at: str = ""
    score: float = Field(0.0, description="the score of the method that produced the list")
    text_score: float | None = Field(None, description="full-text (BM25) score")
    vector_score: float | None = Field(None, description="cosine similarity")


class SourceRecord(_Model):
    """One source in the knowledge base (the sources table)."""

    source_id: str
    url: str
    title: str = ""
    domain: str = ""
    group_id: str = ""
    origin: str = "web"
    content_hash: str
    chunk_count: int = 0
    trust: float = 0.5
    fetched_at: str = ""
    summary: str = ""
