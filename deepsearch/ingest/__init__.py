"""Local documents: find files, refuse hostile ones, extract them, hand them to a sink.

Every file ends as ``ingested``, ``unchanged`` (same bytes as last time) or ``rejected``
with a reason; nothing is skipped silently except hidden files and folders (names
starting with a dot), which are counted.
"""

from __future__ import annotations

import asyncio
import glob
import hashlib
import itertools
import os
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import BaseModel

from deepsearch.errors import ContentRejectedError
from deepsearch.extract.base import ExtractLimits, extractor_for, make_document, source_id
from deepsearch.ingest.policy import PathPolicy
from deepsearch.kb.base import DocumentSink
from deepsearch.models import Document
from deepsearch.settings import IngestSettings

SUFFIX_KIND = {
    ".html": "html", ".htm": "html", ".xhtml": "html",
    ".md": "markdown", ".markdown": "markdown", ".txt": "text", ".text": "text", ".rst": "text",
    ".jsonl": "text", ".log": "text",
    ".pdf": "pdf", ".docx": "docx", ".xlsx": "xlsx", ".csv": "csv", ".json": "json",
}


class IngestResult(BaseModel):
    path: str
    status: Literal["ingested", "unchanged", "rejected"]
    reason: str | None = None
    source_id: str | None = None
    title: str | None = None
    chars: int = 0


@dataclass
class Candidate:
    path: Path
    problem: str | None = None
    #: where the document says it came from (default: the file's URI); an upload names
    #: itself ``upload://NAME`` so that uploading an edited file replaces the old one
    locator: str | None = None
    name: str | None = None


def _hidden(name: str) -> bool:
    return name.startswith(".")


def discover(paths: Sequence[str], *, follow_symlinks: bool = False,
             policy: PathPolicy | None = None) -> tuple[list[Candidate], int]:
    """Files named by ``paths`` (files, folders walked recursively, glob patterns).

    Returns the candidates (some carry a problem) and how many hidden entries were skipped.
    A symlink inside a folder is followed only when it stays inside that folder, unless
    ``follow_symlinks`` is set. Every file is checked against ``policy`` (default: anywhere,
    secrets refused) after its symlinks are resolved.
    """
    policy = policy or PathPolicy.anywhere()
    out: list[Candidate] = []
    hidden = 0
    seen: set[Path] = set()

    def add(candidate: Candidate) -> None:
        if candidate.problem is None:
            candidate.problem = policy.refusal(candidate.path)
        key = candidate.path.resolve() if candidate.problem is None else candidate.path
        if key not in seen:
            seen.add(key)
            out.append(candidate)

    for raw in paths:
        if "\x00" in raw:
            out.append(Candidate(Path(raw.replace("\x00", "")), "the path contains NUL bytes"))
            continue
        refused = policy.refusal(_fixed_part(raw))
        if refused and policy.roots is not None:  # not even whether it exists is told
            out.append(Candidate(Path(raw), refused))
            continue
        expanded = sorted(glob.glob(raw, recursive=True)) if glob.has_magic(raw) else [raw]
        if not expanded:
            out.append(Candidate(Path(raw), "no file matches this pattern"))
        for item in expanded:
            path = Path(item)
            if path.is_dir():
                root = path.resolve()
                for file, problem in _walk(path, root, follow_symlinks):
                    if problem == "hidden":
                        hidden += 1
                    else:
                        add(Candidate(file, problem))
            elif path.is_file():
                add(Candidate(path))
            elif path.is_symlink():
                out.append(Candidate(path, "broken symlink"))
            else:
                out.append(Candidate(path, "not found"))
    return out, hidden


def _fixed_part(pattern: str) -> Path:
    """The path before a glob pattern's first wildcard (the whole path without one)."""
    parts = Path(pattern).parts
    fixed = [p for p in itertools.takewhile(lambda p: not glob.has_magic(p), parts)]
    return Path(*fixed) if fixed else Path(".")


def _walk(folder: Path, root: Path, follow: bool) -> Iterator[tuple[Path, str | None]]:
    for dirpath, dirnames, filenames in os.walk(folder, followlinks=False):
        kept = []
        for name in sorted(dirnames):
            if _hidden(name):
                yield Path(dirpath, name), "hidden"
                continue
            sub = Path(dirpath, name)
            if sub.is_symlink():
                target = sub.resolve()
                if not follow and not target.is_relative_to(root):
                    yield sub, f"symlink leads outside {root} (use --follow-symlinks)"
                    continue
                yield from _walk(sub, root if not follow else target, follow)
                continue
            kept.append(name)
        dirnames[:] = kept
        for name in sorted(filenames):
            file = Path(dirpath, name)
            if _hidden(name):
                yield file, "hidden"
            elif file.is_symlink() and not follow and not file.resolve().is_relative_to(root):
                yield file, f"symlink leads outside {root} (use --follow-symlinks)"
            elif file.is_symlink() and not file.exists():
                yield file, "broken symlink"
            else:
                yield file, None


class Ingestor:
    """Reads local files into a :class:`DocumentSink` under the limits in ``settings``."""

    def __init__(self, settings: IngestSettings, sink: DocumentSink, *,
                 min_content_length: int = 1, policy: PathPolicy | None = None) -> None:
        self.settings = settings
        self.sink = sink
        self.policy = policy or PathPolicy.anywhere()
        self.min_content_length = min_content_length
        self.limits = ExtractLimits(
            max_pdf_pages=settings.max_pdf_pages,
            max_unzipped_bytes=settings.max_unzipped_bytes,
            max_zip_ratio=settings.max_zip_ratio,
            max_table_rows=settings.max_table_rows,
        )

    async def ingest(self, paths: Sequence[str],
                     on_result: Callable[[IngestResult, int, int], None] | None = None
                     ) -> tuple[list[IngestResult], int]:
        """Ingest every file under ``paths``; returns the results and the hidden-skip count.

        ``on_result(result, done, total)`` reports progress after each file.
        """
        candidates, hidden = discover(paths, follow_symlinks=self.settings.follow_symlinks,
                                      policy=self.policy)
        results = []
        for done, candidate in enumerate(candidates, start=1):
            result = await self.ingest_file(candidate)
            results.append(result)
            if on_result is not None:
                on_result(result, done, len(candidates))
        return results, hidden

    async def ingest_uploads(self, files: Sequence[tuple[Path, str]]) -> list[IngestResult]:
        """Uploaded files, each saved at a temporary path under its client-given name: the
        document is ``upload://NAME``, so a second upload of ``memo.txt`` replaces the
        first (or is ``unchanged``, with the stored source id), and no source points at a
        temporary folder that is gone."""
        results = []
        for path, name in files:
            safe = Path(name).name or path.name
            result = await self.ingest_file(Candidate(path, locator=f"upload://{safe}",
                                                      name=safe))
            results.append(result.model_copy(update={"path": safe}))
        return results

    async def ingest_file(self, candidate: Candidate) -> IngestResult:
        path = candidate.path
        shown = str(path)
        if candidate.problem:
            return IngestResult(path=shown, status="rejected", reason=candidate.problem)
        kind = SUFFIX_KIND.get(path.suffix.lower())
        if kind is None:
            return IngestResult(path=shown, status="rejected",
                                reason=f"unsupported file type {path.suffix or '(none)'}")
        try:
            size = path.stat().st_size
        except OSError as exc:
            return IngestResult(path=shown, status="rejected", reason=exc.strerror or "unreadable")
        if size > self.settings.max_file_bytes:
            return IngestResult(path=shown, status="rejected",
                                reason=f"{size:,} bytes, over the "
                                       f"{self.settings.max_file_bytes:,}-byte limit")
        try:
            body = await asyncio.to_thread(path.read_bytes)
        except OSError as exc:
            return IngestResult(path=shown, status="rejected", reason=exc.strerror or "unreadable")
        uri = candidate.locator or path.resolve().as_uri()
        sid = source_id(uri)
        digest = hashlib.sha256(body).hexdigest()
        if await self.sink.file_hash(sid) == digest:
            return IngestResult(path=shown, status="unchanged", source_id=sid)
        extractor = extractor_for(kind)
        assert extractor is not None
        def read() -> Document:  # extraction and hashing are CPU work: off the event loop
            text, meta = extractor.extract(body, url=uri, charset=None,
                                           min_length=self.min_content_length,
                                           limits=self.limits)
            if not meta.title:
                meta = meta.model_copy(update={"title": Path(candidate.name or path.name).stem})
            return make_document(text, meta, url=uri, origin="upload",
                                 min_length=self.min_content_length)

        try:
            document = await asyncio.to_thread(read)
        except ContentRejectedError as exc:
            return IngestResult(path=shown, status="rejected", reason=exc.reason)
        status = await self.sink.add(document, file_hash=digest)
        return IngestResult(path=shown, status=status, source_id=sid, title=document.title,
                            chars=len(document.text))
