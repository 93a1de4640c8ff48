"""Rerankers: reorder retrieved chunks. Trust-adjusted by default; a cross-encoder when a
model folder is configured (none ships on PyPI that loads offline, so it is opt-in)."""

from __future__ import annotations

import asyncio
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from deepsearch.errors import ConfigError
from deepsearch.models import RetrievedChunk


class Reranker(ABC):
    @abstractmethod
    async def rerank(self, query: str, hits: Sequence[RetrievedChunk]) -> list[RetrievedChunk]:
        """``hits`` reordered, with ``score`` replaced by the reranker's score."""


class TrustReranker(Reranker):
    """Deep Search's trust adjustment: score × (1 − w + w × trust), trust in 0–1.

    With the default weight 0.3 a fully trusted source keeps its score and an untrusted
    one loses 30 %; sources of unknown trust (0.5) lose 15 %.
    """

    def __init__(self, weight: float = 0.3,
                 lookup: Callable[[Sequence[str]], dict[str, float]] | None = None) -> None:
        self.weight = weight
        self.lookup = lookup  # current domain trust (profiles), overriding the stored value

    async def rerank(self, query, hits):
        current = self.lookup([h.domain for h in hits if h.origin == "web"]) \
            if self.lookup else {}
        adjusted = []
        for h in hits:
            trust = current.get(h.domain.lower(), h.trust) if h.origin == "web" else h.trust
            adjusted.append(h.model_copy(update={
                "score": h.score * (1 - self.weight + self.weight * trust), "trust": trust}))
        return sorted(adjusted, key=lambda h: -h.score)


class CrossEncoderReranker(Reranker):
    """A sentence-transformers CrossEncoder loaded from a local folder (never a hub)."""

    def __init__(self, model_path: str | Path) -> None:
        path = Path(model_path)
        if not path.is_dir():
            raise ConfigError(f"cross-encoder folder not found: {path}")
        self.path = path
        self._model: Any = None

    def _score(self, query: str, texts: list[str]) -> list[float]:
        if self._model is None:
            from sentence_transformers import CrossEncoder

            self._model = CrossEncoder(str(self.path), device="cpu", local_files_only=True)
        return [float(s) for s in self._model.predict([(query, t) for t in texts])]

    async def rerank(self, query, hits):
        if not hits:
            return []
        scores = await asyncio.to_thread(self._score, query, [h.text for h in hits])
        ranked = sorted(zip(hits, scores, strict=True), key=lambda pair: -pair[1])
        return [h.model_copy(update={"score": s}) for h, s in ranked]
