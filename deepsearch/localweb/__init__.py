"""A local web that stands in for the internet in tests and benchmarks."""

from deepsearch.localweb.app import parse_fault
from deepsearch.localweb.corpus import Corpus, Doc, load_corpus
from deepsearch.localweb.server import LocalWeb, web_process

__all__ = ["Corpus", "Doc", "LocalWeb", "load_corpus", "parse_fault", "web_process"]
