"""Article extraction on real pages with hand-made ground truth.

The page set is a folder holding ``ground-truth.json`` (key → url, ``articleBody``) and
``html/<key>.html.gz`` (the page as served), as in ``../shared/extraction``. The metric is
the article-extraction benchmark's: both texts are split into ``\\w+`` tokens and counted as
4-token shingles; each page's true positives, false positives and false negatives are
divided by their sum (so a long page weighs no more than a short one), summed over pages,
and precision, recall and F1 come from those sums.

Each extractor is scored on the same pages: deepsearch's cascade as the engine runs it,
trafilatura alone (default and ``favor_precision``) and readability-lxml alone.
"""

from __future__ import annotations

import gzip
import json
import re
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from deepsearch.errors import ContentRejectedError, InputError

_TOKEN = re.compile(r"\w+", re.UNICODE)
SHINGLE = 4

Extract = Callable[[bytes, str], str]


def shingles(text: str, n: int = SHINGLE) -> Counter[tuple[str, ...]]:
    tokens = _TOKEN.findall(text)
    return Counter(tuple(tokens[i:i + n]) for i in range(max(0, len(tokens) - n + 1)))


def page_counts(truth: str, predicted: str) -> tuple[float, float, float]:
    """(tp, fp, fn) of one page, normalised to sum to 1 (all zero when both are empty)."""
    want, got = shingles(truth), shingles(predicted)
    tp = sum((want & got).values())
    fp = sum((got - want).values())
    fn = sum((want - got).values())
    total = tp + fp + fn
    return (tp / total, fp / total, fn / total) if total else (0.0, 0.0, 0.0)


def scores(counts: list[tuple[float, float, float]]) -> dict[str, float]:
    tp, fp, fn = (sum(c[i] for c in counts) for i in range(3))
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {"precision": round(precision, 4), "recall": round(recall, 4), "f1": round(f1, 4)}


def load_pages(folder: Path) -> list[dict[str, Any]]:
    truth_file = folder / "ground-truth.json"
    if not truth_file.is_file():
        raise InputError(f"{truth_file} not found", hint="point --dir at ../shared/extraction")
    truth = json.loads(truth_file.read_text(encoding="utf-8"))
    pages = []
    for key, row in sorted(truth.items()):
        path = folder / "html" / f"{key}.html.gz"
        if path.is_file():
            pages.append({"key": key, "url": row.get("url", ""),
                          "truth": row.get("articleBody", ""),
                          "body": gzip.decompress(path.read_bytes())})
    if not pages:
        raise InputError(f"no pages under {folder / 'html'}")
    return pages


def deepsearch_cascade(body: bytes, url: str) -> str:
    from deepsearch.extract.formats import HtmlExtractor

    try:
        text, _ = HtmlExtractor().extract(body, url=url, charset=None, min_length=100)
    except ContentRejectedError:
        return ""
    return text


def trafilatura_alone(favor_precision: bool = False) -> Extract:
    def run(body: bytes, url: str) -> str:
        import trafilatura

        from deepsearch.extract.base import decode

        return trafilatura.extract(decode(body, None), url=url,
                                   favor_precision=favor_precision) or ""

    return run


def readability_alone(body: bytes, url: str) -> str:
    from readability import Document as ReadabilityDocument
    from selectolax.lexbor import LexborHTMLParser

    from deepsearch.extract.base import decode

    summary = ReadabilityDocument(decode(body, None), url=url).summary(html_partial=True)
    return LexborHTMLParser(summary).text(separator="\n")


EXTRACTORS: dict[str, Extract] = {
    "deepsearch": deepsearch_cascade,
    "trafilatura": trafilatura_alone(),
    "trafilatura (favor_precision)": trafilatura_alone(favor_precision=True),
    "readability": readability_alone,
}


def run_extraction(folder: Path, *, only: list[str] | None = None,
                   on_page: Callable[[str, int, int], None] | None = None) -> dict[str, Any]:
    """Score every extractor on every page; ``lost`` counts pages where an extractor kept
    under a fifth of the article's shingles (an article lost, in effect)."""
    pages = load_pages(folder)
    names = [n for n in EXTRACTORS if not only or n in only]
    counts: dict[str, list[tuple[float, float, float]]] = {n: [] for n in names}
    seconds: dict[str, float] = dict.fromkeys(names, 0.0)
    per_page = []
    for i, page in enumerate(pages, start=1):
        if on_page is not None:
            on_page(page["url"], i, len(pages))
        row: dict[str, Any] = {"key": page["key"], "url": page["url"]}
        for name in names:
            started = time.perf_counter()
            try:
                text = EXTRACTORS[name](page["body"], page["url"])
            except Exception as exc:  # noqa: BLE001 - a crashing extractor scores zero here
                text = ""
                row[f"{name} error"] = f"{type(exc).__name__}: {exc}"[:200]
            seconds[name] += time.perf_counter() - started
            tp, fp, fn = page_counts(page["truth"], text)
            counts[name].append((tp, fp, fn))
            row[name] = round(tp / (tp + 0.5 * (fp + fn)), 4) if tp else 0.0
        per_page.append(row)
    by_extractor = {
        name: {**scores(counts[name]),
               "lost": sum(1 for tp, _, fn in counts[name] if tp + fn and tp / (tp + fn) < 0.2),
               "ms_per_page": round(1000 * seconds[name] / len(pages), 1)}
        for name in names}
    overall = {f"{name} {metric}": value for name, row in by_extractor.items()
               for metric, value in row.items()}
    return {"pages": len(pages), "overall": overall, "extractors": by_extractor,
            "per_page": per_page}
