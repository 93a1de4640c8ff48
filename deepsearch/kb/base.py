"""The hand-off from ingestion to the knowledge base."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Literal

from deepsearch.models import Document

AddStatus = Literal["ingested", "unchanged"]


class DocumentSink(ABC):
    """Where finished documents go. ``add`` must be atomic: after a crash a document is
    either fully there or not at all."""

    @abstractmethod
    async def add(self, document: Document, *, file_hash: str | None = None) -> AddStatus:
        """Store ``document``; 'unchanged' when the same source already has this content."""

    @abstractmethod
    async def file_hash(self, source_id: str) -> str | None:
        """Hash of the file bytes last ingested for ``source_id``, to skip unchanged files."""

    async def aclose(self) -> None:  # noqa: B027 - optional hook
        """Release resources."""
