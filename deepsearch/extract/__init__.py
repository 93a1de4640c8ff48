"""Extraction: raw bytes (web pages or local files) to clean Markdown with metadata.

The built-in extractors register themselves here, as a third-party one would."""

from deepsearch.extract import formats, office  # noqa: F401  (registers the built-ins)
from deepsearch.extract.base import Extractor, content_kind, extract_page
from deepsearch.extract.dedupe import NearDuplicates, simhash

__all__ = ["Extractor", "NearDuplicates", "content_kind", "extract_page", "simhash"]
