"""Typed models that cross module boundaries. Vendor payloads become these at the edge."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class SearchHit(_Model):
    """One search result, the same whatever provider produced it."""

    url: str
    title: str = ""
    snippet: str = ""
    score: float = Field(ge=0.0, le=1.0, description="relevance, 0-1, provider-normalised")
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
    dropped_below_threshold: int = 0
    dropped_by_domain: int = 0
    dropped_duplicates: int = 0

    @property
    def ok(self) -> bool:
        return self.provider is not None
