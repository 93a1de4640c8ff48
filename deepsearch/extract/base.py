"""The ``Extractor`` contract, the registry by content kind, and Document assembly."""

from __future__ import annotations

import hashlib
import re
from abc import ABC, abstractmethod
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import ClassVar

from deepsearch.errors import ContentRejectedError
from deepsearch.extract.dedupe import simhash
from deepsearch.models import Document, DocumentMeta, FetchedPage
from deepsearch.net.urls import normalize_url


@dataclass(frozen=True)
class ExtractLimits:
    """Bounds against hostile input; local ingestion takes them from ``settings.ingest``."""

    max_pdf_pages: int = 500
    max_unzipped_bytes: int = 200_000_000
    max_zip_ratio: float = 100.0
    max_table_rows: int = 5000


DEFAULT_LIMITS = ExtractLimits()


class Extractor(ABC):
    """Turns the bytes of one content kind into (Markdown, metadata)."""

    kinds: ClassVar[tuple[str, ...]]

    @abstractmethod
    def extract(self, body: bytes, *, url: str, charset: str | None, min_length: int,
                limits: ExtractLimits = DEFAULT_LIMITS) -> tuple[str, DocumentMeta]:
        """Markdown and metadata; raise ContentRejectedError when nothing usable is there."""


_REGISTRY: dict[str, Extractor] = {}


def register(extractor: Extractor) -> Extractor:
    for kind in extractor.kinds:
        _REGISTRY[kind] = extractor
    return extractor


def extractor_for(kind: str) -> Extractor | None:
    """The registered extractor for a content kind (the built-ins register themselves when
    ``deepsearch.extract`` is imported)."""
    return _REGISTRY.get(kind)


SUPPORTED_TYPES = {
    "text/html": "html", "application/xhtml+xml": "html",
    "application/pdf": "pdf",
    "text/plain": "text",
    "text/markdown": "markdown", "text/x-markdown": "markdown",
    "application/json": "json",
}


def content_kind(content_type: str, body_start: bytes = b"") -> str | None:
    """'html', 'pdf', 'text', 'markdown' or 'json' for a Content-Type, sniffing when vague."""
    mime = content_type.split(";", 1)[0].strip().lower()
    if mime in SUPPORTED_TYPES:
        return SUPPORTED_TYPES[mime]
    if mime.endswith("+json"):
        return "json"
    if mime in ("", "application/octet-stream", "binary/octet-stream"):
        head = body_start.lstrip()[:512].lower()
        if head.startswith(b"%pdf-"):
            return "pdf"
        if head.startswith((b"<!doctype html", b"<html")):
            return "html"
    return None


def decode(body: bytes, charset: str | None) -> str:
    """Text of ``body``: the declared charset, else UTF-8, else Windows-1252 (never fails)."""
    for candidate in (charset, "utf-8"):
        if candidate:
            try:
                return body.decode(candidate)
            except (LookupError, UnicodeDecodeError):
                continue
    return body.decode("cp1252", errors="replace")


def content_hash(text: str) -> str:
    return hashlib.sha256(" ".join(text.split()).encode("utf-8")).hexdigest()


def source_id(locator: str) -> str:
    """Stable id of a source: 16 hex of sha1 over the normalised URL (or the file URI)."""
    key = normalize_url(locator) if locator.startswith(("http://", "https://")) else locator
    return hashlib.sha1(key.encode("utf-8")).hexdigest()[:16]


#: what an extractor leaves of a pronunciation, a reference or a foreign name it dropped:
#: "Okra (, ), "Abelmoschus esculentus", …", "2 () is a South Korean television series";
#: "Leary ( ; October 22, 1920 …)" keeps its date, a call ("f()") its parentheses
_EMPTY_ASIDE = re.compile(r"(?<=\S) \((?:\s*[,;]\s*)*\s*\)(?=[\s,.;:]|$)", re.M)
_EMPTY_OPENING = re.compile(r"\(\s*[,;]\s*(?=\w)")
#: typewriter quotes as old tokenisers wrote them (``intoxicating liquors ''): quoted in a
#: Markdown report they read as escaped backticks
_TEX_QUOTES = re.compile(r"(?:\\?`){2}\s*([^`'\n]{1,300}?)\s*''")  # (escaped too: \`\`)


def make_document(text: str, meta: DocumentMeta, *, url: str, origin: str = "web",
                  min_length: int = 0) -> Document:
    text = re.sub(r"\n{3,}", "\n\n", text).strip()
    text = _EMPTY_OPENING.sub("(", _EMPTY_ASIDE.sub("", text))
    text = _TEX_QUOTES.sub(r'"\1"', text)
    if len(text) < min_length:
        raise ContentRejectedError(
            url, f"only {len(text)} characters of content (minimum {min_length})")
    return Document(
        source_id=source_id(url), url=url, title=meta.title, text=text, meta=meta,
        content_hash=content_hash(text), simhash=simhash(text), origin=origin,  # type: ignore[arg-type]
        fetched_at=datetime.now(UTC),
    )


#: share of a page's first bytes that may be control bytes before it is taken for binary
BINARY_SHARE = 0.05


def looks_binary(body: bytes) -> bool:
    """Bytes that are not text whatever the server declared (a NUL, or many control bytes
    in the first 8 KB): random bytes served as text/html are not read as "text"."""
    head = body[:8192]
    if not head:
        return False
    if b"\x00" in head:
        return True
    controls = sum(1 for b in head if b < 9 or 13 < b < 32 or b == 127)
    return controls / len(head) > BINARY_SHARE


def extract_page(page: FetchedPage, *, min_length: int = 100) -> Document:
    """A fetched web page as a Document, or ContentRejectedError saying why not."""
    kind = content_kind(page.content_type, page.body[:1024])
    if kind in ("html", "text", "markdown", "json") and looks_binary(page.body):
        raise ContentRejectedError(page.url, f"declared {page.content_type or 'text'} but the "
                                             "body is binary")
    extractor = extractor_for(kind or "")
    if extractor is None:
        raise ContentRejectedError(page.url, f"no extractor for {page.content_type or 'unknown'}")
    text, meta = extractor.extract(page.body, url=page.url, charset=page.charset,
                                   min_length=min_length)
    return make_document(text, meta, url=page.url, min_length=min_length)
