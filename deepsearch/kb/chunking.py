"""Structure-aware chunking of Markdown.

Blocks are headings, fenced code, tables, list items and paragraphs. Code blocks and
tables are never split (an oversized one becomes a chunk of its own); paragraphs are
split at sentence boundaries, sentences at word boundaries only when a single sentence
is longer than the target. Each chunk keeps the path of headings above it. Ids are
deterministic: the same document always gives the same chunk ids.
"""

from __future__ import annotations

import hashlib
import re
from abc import ABC, abstractmethod
from dataclasses import dataclass

from deepsearch.models import Chunk, Document
from deepsearch.text import split_at_ends

_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")


@dataclass
class _Block:
    kind: str  # heading, code, table, para
    text: str
    level: int = 0


def chunk_id(source_id: str, index: int, text: str) -> str:
    digest = hashlib.sha1(text.encode("utf-8")).hexdigest()[:12]
    return hashlib.sha1(f"{source_id}:{index}:{digest}".encode()).hexdigest()[:24]


def text_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def split_blocks(markdown: str) -> list[_Block]:
    blocks: list[_Block] = []
    lines = markdown.replace("\r\n", "\n").split("\n")
    para: list[str] = []

    def flush() -> None:
        if para:
            text = " ".join(s.strip() for s in para).strip()
            if text:
                blocks.append(_Block("para", text))
            para.clear()

    i = 0
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        if stripped.startswith("```") or stripped.startswith("~~~"):
            flush()
            fence = stripped[:3]
            body = [line]
            i += 1
            while i < len(lines):
                body.append(lines[i])
                if lines[i].strip().startswith(fence):
                    break
                i += 1
            blocks.append(_Block("code", "\n".join(body)))
        elif stripped.startswith("|"):
            flush()
            rows = []
            while i < len(lines) and lines[i].strip().startswith("|"):
                rows.append(lines[i].strip())
                i += 1
            blocks.append(_Block("table", "\n".join(rows)))
            continue
        elif match := _HEADING.match(stripped):
            flush()
            blocks.append(_Block("heading", match.group(2), len(match.group(1))))
        elif not stripped:
            flush()
        elif re.match(r"^([-*+]|\d+[.)])\s+", stripped):
            flush()
            blocks.append(_Block("para", stripped))
        else:
            para.append(stripped)
        i += 1
    flush()
    return blocks


LONG_SENTENCE = 2  # times the target size a sentence may run to and still be kept whole


def split_sentences(text: str) -> list[str]:
    """Where a passage may be cut: at every sentence's end, a quotation's inside too (a
    report's sentences join a quotation again, as its closing quote is kept)."""
    return split_at_ends(text, quotations=False)


class Chunker(ABC):
    @abstractmethod
    def chunk(self, document: Document) -> list[Chunk]:
        """The chunks of ``document``, in order."""


class MarkdownChunker(Chunker):
    """Chunks of about ``size`` characters; consecutive prose chunks under one heading share
    up to ``overlap`` characters (whole sentences)."""

    def __init__(self, size: int = 500, overlap: int = 50) -> None:
        if size < 50:
            raise ValueError("chunk size must be at least 50 characters")
        self.size = size
        self.overlap = max(0, min(overlap, size // 2))

    def _pieces(self, text: str) -> list[str]:
        """Split prose longer than the target into sentence-bounded pieces."""
        if len(text) <= self.size:
            return [text]
        pieces: list[str] = []
        for sentence in split_sentences(text):
            # a long sentence stays whole (a chunk to itself) up to twice the target: cut by
            # length, its tail ("Empire's official religion.") would read as a sentence
            if len(sentence) <= LONG_SENTENCE * self.size:
                pieces.append(sentence)
                continue
            words, current = sentence.split(), ""
            for word in words:
                if current and len(current) + 1 + len(word) > self.size:
                    pieces.append(current)
                    current = word
                else:
                    current = f"{current} {word}".strip()
            if current:
                pieces.append(current)
        return pieces

    def chunk(self, document: Document) -> list[Chunk]:
        path: list[tuple[int, str]] = []
        texts: list[tuple[str, list[str]]] = []
        current: list[str] = []
        current_path: list[str] = []

        def emit() -> None:
            text = "\n\n".join(current).strip()
            if text:
                texts.append((text, list(current_path)))
            current.clear()

        def tail_for_overlap(text: str) -> str:
            if not self.overlap:
                return ""
            sentences = split_sentences(text)
            tail = ""
            for sentence in reversed(sentences):
                if len(tail) + len(sentence) + 1 > self.overlap:
                    break
                tail = f"{sentence} {tail}".strip()
            return tail

        last_block = -1
        for block_no, block in enumerate(split_blocks(document.text)):
            if block.kind == "heading":
                emit()
                path = [p for p in path if p[0] < block.level] + [(block.level, block.text)]
                current_path = [p[1] for p in path]
                continue
            atomic = block.kind in ("code", "table")
            pieces = [block.text] if atomic else self._pieces(block.text)
            for piece in pieces:
                size = sum(len(c) + 2 for c in current)
                if current and size + len(piece) > self.size:
                    previous = "\n\n".join(current)
                    emit()
                    last_block = -1
                    if not atomic:
                        tail = tail_for_overlap(previous)
                        if tail and tail != piece and len(tail) + len(piece) <= self.size:
                            current.append(tail)
                            last_block = block_no
                if current and last_block == block_no:
                    current[-1] = f"{current[-1]} {piece}"  # sentences of one paragraph
                else:
                    current.append(piece)
                last_block = block_no
                if atomic and len(piece) > self.size:
                    emit()
        emit()
        if not texts and document.text.strip():  # headings only: keep the words anyway
            texts.append((" ".join(document.text.split())[: self.size * 4], []))
        return [
            Chunk(chunk_id=chunk_id(document.source_id, i, text), source_id=document.source_id,
                  index=i, text=text, heading_path=hp, content_hash=text_hash(text))
            for i, (text, hp) in enumerate(texts)
        ]
