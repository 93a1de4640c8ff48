"""Extraction: raw bytes (web pages or local files) to clean Markdown with metadata."""

from deepsearch.extract.base import Extractor, extract_page
from deepsearch.extract.dedupe import NearDuplicates, simhash

__all__ = ["Extractor", "NearDuplicates", "extract_page", "simhash"]
