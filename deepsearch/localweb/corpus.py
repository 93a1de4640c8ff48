"""The corpus behind the local web: JSONL rows, a BM25 index, snippets and title links."""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import numpy as np

from deepsearch.errors import LocalWebError
from deepsearch.jsonl import read_jsonl

_TOKEN = re.compile(r"\w+", re.UNICODE)
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(])")
STOPWORDS = frozenset(
    (
        "a an and are as at be by for from has have he her his in is it its of on or she that "
        "the their they this to was were which who whom with what when where why how did does do"
    ).split()
)


# The local web stands in for a search vendor: it keeps its own tokeniser and stopwords on
# purpose, so that the engine's query terms are not tuned to the "web" it is measured on.
def tokenize(text: str) -> list[str]:
    return [t for t in _TOKEN.findall(text.lower()) if t not in STOPWORDS]


def slugify(title: str) -> str:
    slug = re.sub(r"[^\w]+", "_", title, flags=re.UNICODE).strip("_")
    return slug[:80] or "page"


@dataclass(frozen=True)
class Doc:
    doc_id: str
    title: str
    text: str

    @property
    def path(self) -> str:
        return f"/wiki/{self.doc_id}/{slugify(self.title)}"


@dataclass
class Corpus:
    """Documents plus a BM25 (k1 1.2, b 0.75) inverted index over title and text."""

    docs: list[Doc]
    by_id: dict[str, int] = field(default_factory=dict)
    _title_index: dict[str, int] = field(default_factory=dict)
    _max_title_words: int = 1

    K1 = 1.2
    B = 0.75

    def __post_init__(self) -> None:
        postings: dict[str, list[tuple[int, int]]] = defaultdict(list)
        token_counts: list[int] = []
        for idx, doc in enumerate(self.docs):
            self.by_id.setdefault(doc.doc_id, idx)
            # The title counts twice: it is the strongest signal a page has.
            tokens = tokenize(doc.title) * 2 + tokenize(doc.text)
            token_counts.append(len(tokens))
            for term, tf in Counter(tokens).items():
                postings[term].append((idx, tf))
            key = _title_key(doc.title)
            if key and len(key) >= 4:
                self._title_index.setdefault(key, idx)
                self._max_title_words = max(self._max_title_words, len(key.split()))
        self._max_title_words = min(self._max_title_words, 8)
        # Each posting's BM25 contribution, computed once: a query is then a few vector adds.
        n = len(self.docs)
        lengths = np.asarray(token_counts, dtype=np.float64)
        avg_len = float(lengths.mean()) if n else 1.0
        self._weights: dict[str, tuple[np.ndarray, np.ndarray]] = {}
        for term, plist in postings.items():
            idx = np.fromiter((i for i, _ in plist), dtype=np.int32, count=len(plist))
            tf = np.fromiter((t for _, t in plist), dtype=np.float64, count=len(plist))
            idf = math.log(1 + (n - len(plist) + 0.5) / (len(plist) + 0.5))
            norm = tf + self.K1 * (1 - self.B + self.B * lengths[idx] / avg_len)
            self._weights[term] = (idx, idf * tf * (self.K1 + 1) / norm)

    def __len__(self) -> int:
        return len(self.docs)

    def get(self, doc_id: str) -> Doc | None:
        idx = self.by_id.get(doc_id)
        return None if idx is None else self.docs[idx]

    def search(self, query: str, limit: int = 10, offset: int = 0) -> list[tuple[Doc, float]]:
        """Documents ranked by BM25 for ``query``; (doc, score) pairs, best first."""
        scores = np.zeros(len(self.docs), dtype=np.float64)
        for term in set(tokenize(query)):
            if term in self._weights:
                idx, weights = self._weights[term]
                scores[idx] += weights
        hits = np.flatnonzero(scores)
        if not len(hits):
            return []
        want = min(len(hits), offset + limit)
        top = hits[np.argpartition(-scores[hits], want - 1)[:want]]
        ranked = sorted(((int(i), float(scores[i])) for i in top), key=lambda kv: (-kv[1], kv[0]))
        return [(self.docs[i], s) for i, s in ranked[offset: offset + limit]]

    def snippet(self, doc: Doc, query: str, max_chars: int = 240) -> str:
        """The passage of ``doc`` that shares most terms with ``query``."""
        terms = set(tokenize(query))
        sentences = [s for s in _SENTENCE.split(doc.text) if s.strip()] or [doc.text]
        best = max(
            range(len(sentences)),
            key=lambda i: (len(terms & set(tokenize(sentences[i]))), -i),
        )
        text = sentences[best]
        if len(text) < max_chars // 2 and best + 1 < len(sentences):
            text = f"{text} {sentences[best + 1]}"
        return text if len(text) <= max_chars else text[: max_chars - 1].rsplit(" ", 1)[0] + "…"

    def mentions(self, text: str, exclude: str = "") -> list[tuple[int, int, Doc]]:
        """(start, end, doc) spans of ``text`` that name another document's title."""
        spans: list[tuple[int, int, Doc]] = []
        words = list(re.finditer(r"[\w'’.-]+", text))
        i = 0
        while i < len(words):
            match = None
            for size in range(min(self._max_title_words, len(words) - i), 0, -1):
                start, end = words[i].start(), words[i + size - 1].end()
                candidate = text[start:end].rstrip(".")
                if not candidate[:1].isupper():
                    continue
                idx = self._title_index.get(_title_key(candidate))
                if idx is not None and self.docs[idx].doc_id != exclude:
                    match = (start, start + len(candidate), self.docs[idx], size)
                    break
            if match:
                spans.append(match[:3])
                i += match[3]
            else:
                i += 1
        return spans


def _title_key(title: str) -> str:
    """A title without its disambiguation, e.g. 'Winner (band)' -> 'Winner'."""
    return re.sub(r"\s*\([^)]*\)\s*$", "", title).strip()


def load_corpus(path: Path | str) -> Corpus:
    """Read a JSONL corpus of ``{doc_id, title, text}`` rows; errors name the line."""
    path = Path(path)
    return _load_cached(str(path.resolve()), path.stat().st_mtime_ns if path.exists() else 0)


@lru_cache(maxsize=4)
def _load_cached(path_str: str, _mtime: int) -> Corpus:
    path = Path(path_str)
    docs: list[Doc] = []
    for lineno, row in read_jsonl(path, ("doc_id", "title", "text"), LocalWebError,
                                  "corpus file"):
        doc = Doc(str(row["doc_id"]), str(row["title"]), str(row["text"]))
        if not re.fullmatch(r"[\w.-]{1,128}", doc.doc_id):
            raise LocalWebError(f"{path}:{lineno}: doc_id {doc.doc_id!r} is not URL-safe")
        docs.append(doc)
    if not docs:
        raise LocalWebError(f"corpus {path} has no documents")
    return Corpus(docs)
