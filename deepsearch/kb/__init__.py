"""The knowledge base. For now: the document registry that ingestion hands documents to."""

from deepsearch.kb.base import DocumentSink
from deepsearch.kb.registry import DocumentRegistry

__all__ = ["DocumentRegistry", "DocumentSink"]
