"""The multi-hop evaluation harness: the engine against a single-shot baseline, scored.

Questions are JSONL rows ``{qid, dataset, question, answers, supporting_doc_ids}``. The
engine sees only the question; only the scorer reads the rest. Both systems run against
the same local web (pages plus a SearXNG-format endpoint, in a process of its own), so the
baseline is measured under the same noise.
"""

from __future__ import annotations

import asyncio
import re
import string
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from deepsearch.errors import InputError
from deepsearch.fetch import HttpFetcher, PageReader
from deepsearch.jsonl import read_jsonl
from deepsearch.kb.embeddings import EmbeddingService, build_embedder
from deepsearch.kb.knowledge import KnowledgeBase
from deepsearch.kb.store import Provenance, SearchFilters
from deepsearch.localweb import web_process
from deepsearch.research import Researcher
from deepsearch.research.answers import rank_sentences, short_answer
from deepsearch.search import SearchService
from deepsearch.settings import Settings, load_settings

METRICS = ("n", "evidence_recall", "all_found_rate", "cited_recall", "cited_precision",
           "cited_pages", "em", "f1", "searches",
           "pages_fetched", "unique_hits", "crawl_ratio", "llm_calls", "llm_requests",
           "llm_failed", "wall_s",
           "critical_path_s", "wall_to_critical", "peak_rss_mb")


# ---- scoring -------------------------------------------------------------------------------

def normalize_answer(text: str) -> str:
    """The standard SQuAD / HotpotQA normalisation: lower case, no punctuation, no articles."""
    text = text.lower()
    text = "".join(ch for ch in text if ch not in set(string.punctuation))
    text = re.sub(r"\b(a|an|the)\b", " ", text)
    return " ".join(text.split())


def exact_match(prediction: str, answers: list[str]) -> float:
    pred = normalize_answer(prediction)
    return float(any(pred == normalize_answer(a) for a in answers)) if pred else 0.0


def token_f1(prediction: str, answers: list[str]) -> float:
    pred = normalize_answer(prediction).split()
    best = 0.0
    for answer in answers:
        gold = normalize_answer(answer).split()
        common = Counter(pred) & Counter(gold)
        same = sum(common.values())
        if not pred or not gold or same == 0:
            continue
        precision, recall = same / len(pred), same / len(gold)
        best = max(best, 2 * precision * recall / (precision + recall))
    return best


def doc_id_of(url: str) -> str:
    """The local web's page URLs are /wiki/{doc_id}/{slug}."""
    parts = url.split("/wiki/", 1)
    return parts[1].split("/", 1)[0] if len(parts) == 2 else ""


class QuestionScore(BaseModel):
    qid: str
    dataset: str
    system: str
    answer: str
    em: float
    f1: float
    evidence_recall: float
    all_found: bool
    cited_recall: float
    cited_precision: float | None = Field(None, description="share of the pages the report "
                                          "cites that are supporting pages; none: it cites none")
    cited_pages: int = 0
    searches: int
    pages_fetched: int
    unique_hits: int
    crawl_ratio: float
    llm_calls: int
    llm_requests: int = 0
    llm_failed: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    citations_verified: int = 0
    citations_removed: int = 0
    wall_s: float
    critical_path_s: float = 0.0
    peak_rss_mb: float = 0.0
    stop_reason: str = ""


def score(row: dict[str, Any], system: str, answer: str, read: list[str], cited: list[str],
          **stats: Any) -> QuestionScore:
    gold = set(row["supporting_doc_ids"])
    read_ids = {doc_id_of(u) for u in read}
    cited_ids = {doc_id_of(u) for u in cited}
    return QuestionScore(
        qid=row["qid"], dataset=row["dataset"], system=system, answer=answer,
        em=exact_match(answer, row["answers"]), f1=token_f1(answer, row["answers"]),
        evidence_recall=len(gold & read_ids) / len(gold), all_found=gold <= read_ids,
        cited_recall=len(gold & cited_ids) / len(gold),
        cited_precision=len(gold & cited_ids) / len(cited_ids) if cited_ids else None,
        cited_pages=len(cited_ids), **stats)


def aggregate(scores: list[QuestionScore]) -> dict[str, float]:
    if not scores:
        return {"n": 0}
    n = len(scores)

    def mean(values) -> float:
        return round(sum(values) / n, 4)

    hits = sum(s.unique_hits for s in scores)
    return {
        "n": n, "evidence_recall": mean(s.evidence_recall for s in scores),
        "all_found_rate": mean(float(s.all_found) for s in scores),
        "cited_recall": mean(s.cited_recall for s in scores),
        # over the reports citing anything (one citing nothing has no precision to average)
        "cited_precision": round(sum(p) / len(p), 4) if (p := [
            s.cited_precision for s in scores if s.cited_precision is not None]) else 0.0,
        "cited_pages": mean(s.cited_pages for s in scores),
        "em": mean(s.em for s in scores), "f1": mean(s.f1 for s in scores),
        "searches": mean(s.searches for s in scores),
        "pages_fetched": mean(s.pages_fetched for s in scores),
        "unique_hits": mean(s.unique_hits for s in scores),
        "crawl_ratio": round(sum(s.pages_fetched for s in scores) / hits, 4) if hits else 0.0,
        "llm_calls": mean(s.llm_calls for s in scores),
        "llm_requests": mean(s.llm_requests for s in scores),
        "llm_failed": mean(s.llm_failed for s in scores),
        "wall_s": mean(s.wall_s for s in scores),
        "critical_path_s": mean(s.critical_path_s for s in scores),
        "wall_to_critical": round(sum(s.wall_s for s in scores) /
                                  sum(s.critical_path_s for s in scores), 3)
        if any(s.critical_path_s for s in scores) else 0.0,
        "peak_rss_mb": max(s.peak_rss_mb for s in scores),
    }


def critical_path(history: list[Any], search_latency_s: float, page_latency_s: float) -> float:
    """The latency a run could not avoid: one search and one page fetch per dependent step.

    Each round that searched waited at least one search; each round that read waited at
    least one page (pages of a round are fetched in parallel, as are its searches)."""
    searched = {h.iteration for h in history if h.action == "web_search"}
    read = {h.iteration for h in history if h.action == "crawl" and h.urls}
    return round(len(searched) * search_latency_s + len(read) * page_latency_s, 3)


class RssSampler:
    """Peak resident memory of this process, sampled every ``interval`` seconds."""

    def __init__(self, interval: float = 0.05) -> None:
        import threading

        self.interval = interval
        self.peak = self.window_peak = self.current()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    @staticmethod
    def current() -> float:
        try:
            with open("/proc/self/status", encoding="ascii") as status:
                for line in status:
                    if line.startswith("VmRSS:"):
                        return int(line.split()[1]) / 1024
        except OSError:
            pass
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

    def _run(self) -> None:
        while not self._stop.wait(self.interval):
            value = self.current()
            self.peak = max(self.peak, value)
            self.window_peak = max(self.window_peak, value)

    def window(self) -> float:
        """The peak since the last call (per question when questions run one at a time)."""
        value, self.window_peak = self.window_peak, self.current()
        return round(value, 1)

    def __enter__(self) -> RssSampler:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(1)


# ---- running -------------------------------------------------------------------------------

def load_questions(path: Path, limit: int | None, offset: int) -> list[dict[str, Any]]:
    rows = [row for _, row in read_jsonl(
        path, ("qid", "question", "answers", "supporting_doc_ids"), InputError, "questions file")]
    rows = rows[offset:]
    return rows[:limit] if limit else rows


def harness_settings(base: Settings, web_url: str, data_dir: str) -> Settings:
    overrides = {
        "data_dir": data_dir, "search.providers": ["searxng"],
        "search.searxng.base_url": web_url, "search.cache_enabled": False,
        "http.allow_private_urls": True, "fetch.per_host_delay_s": 0.0,
        "fetch.per_host_concurrency": 10, "fetch.respect_robots": False,
        "fetch.cache_enabled": False, "fetch.min_content_length": 20,
        "research.use_knowledge_base": False,
    }
    merged = base.model_dump(mode="json")
    for dotted, value in overrides.items():
        node = merged
        *parents, leaf = dotted.split(".")
        for p in parents:
            node = node[p]
        node[leaf] = value
    for section in ("tavily", "brave", "serpapi"):  # the harness searches the local web only
        merged["search"][section]["api_key"] = None
    return Settings.model_validate(merged)


async def baseline(row: dict[str, Any], settings: Settings, kb: KnowledgeBase, k: int
                   ) -> QuestionScore:
    """One search with the question, read the top k pages, answer extractively."""
    started = time.monotonic()
    async with SearchService(settings) as search, HttpFetcher(settings) as fetcher:
        try:
            outcome = await search.search(row["question"])
            hits = outcome.hits
        except Exception:  # noqa: BLE001 - a failed baseline search scores zero, it is not fatal
            hits = []
        reads = await PageReader(fetcher, min_content_length=20).read_many(
            [h.url for h in hits[:k]])
    docs = [r.document for r in reads if r.document is not None]
    group = f"baseline-{row['qid']}"
    if docs:
        await kb.add_documents(docs, Provenance(group_id=group))
    evidence = await kb.search(row["question"], k=8, filters=SearchFilters(group_id=group)) \
        if docs else []
    ranked = rank_sentences(row["question"], evidence, [])
    answer = short_answer(row["question"], ranked)
    cited = list(dict.fromkeys(c.url for _, _, c in ranked[:3]))
    return score(row, "baseline", answer, [d.url for d in docs], cited, searches=1,
                 pages_fetched=len(docs), unique_hits=len(hits),
                 crawl_ratio=len(docs) / len(hits) if hits else 0.0, llm_calls=0,
                 wall_s=round(time.monotonic() - started, 3), stop_reason="single shot")


async def run_multihop(
    corpus: Path, questions: Path, *, limit: int | None = None, offset: int = 0,
    llm: str = "none", latency_ms: float = 0.0, page_latency_ms: float = 0.0,
    baseline_k: int = 5, concurrency: int = 1,
    base_settings: Settings | None = None, on_question: Callable[[str, int, int], None] | None
    = None,
) -> dict[str, Any]:
    rows = load_questions(questions, limit, offset)
    base = base_settings or load_settings().settings
    scores: list[QuestionScore] = []
    faults = [f"{route}=latency={ms:g}" for route, ms in
              (("searxng", latency_ms), ("pages", page_latency_ms)) if ms > 0]
    search_s, page_s = latency_ms / 1000, page_latency_ms / 1000
    with web_process(corpus, faults=faults) as web_url, tempfile.TemporaryDirectory() as tmp, \
            RssSampler() as rss:
        settings = harness_settings(base, web_url, tmp)
        embeddings = EmbeddingService(build_embedder(settings))
        kb = await KnowledgeBase.open(settings, embeddings=embeddings, with_registry=False)
        await embeddings.embed(["warm-up: load the embedding model before timing anything"])
        gate = asyncio.Semaphore(max(1, concurrency))
        done = 0

        async def one(row: dict[str, Any]) -> list[QuestionScore]:
            nonlocal done
            async with gate:
                result = await researcher.research(row["question"])
                s = result.stats
                engine = score(
                    row, "engine", result.report.answer, result.sources_read,
                    [src.url for src in result.report.sources], searches=s.searches,
                    pages_fetched=s.pages_fetched, unique_hits=s.unique_hits,
                    crawl_ratio=s.crawl_ratio, llm_calls=s.llm_calls,
                    llm_requests=s.llm_requests, llm_failed=s.llm_fallbacks,
                    prompt_tokens=s.prompt_tokens, completion_tokens=s.completion_tokens,
                    citations_verified=s.citations_verified,
                    citations_removed=s.citations_removed, wall_s=s.wall_s,
                    critical_path_s=critical_path(result.search_history, search_s, page_s),
                    peak_rss_mb=rss.window(), stop_reason=result.stop_reason)
                base = await baseline(row, settings, kb, baseline_k)
                base = base.model_copy(update={"critical_path_s": round(search_s + page_s, 3)
                                               if base.pages_fetched else search_s,
                                               "peak_rss_mb": rss.window()})
                done += 1
                if on_question is not None:
                    on_question(row["question"], done, len(rows))
                return [engine, base]

        async with Researcher(settings, llm=llm, kb=kb) as researcher:
            for pair in await asyncio.gather(*(one(row) for row in rows)):
                scores.extend(pair)
    by: dict[str, dict[str, list[QuestionScore]]] = defaultdict(lambda: defaultdict(list))
    for s in scores:
        by[s.dataset][s.system].append(s)
        by["overall"][s.system].append(s)
    report = {
        "overall": {sys: aggregate(v) for sys, v in by.pop("overall").items()},
        "datasets": {ds: {sys: aggregate(v) for sys, v in systems.items()}
                     for ds, systems in sorted(by.items())},
        "questions": [s.model_dump() for s in scores],
        "peak_rss_mb": round(rss.peak, 1),
        "config": {"llm": llm, "latency_ms": latency_ms, "page_latency_ms": page_latency_ms,
                   "baseline_k": baseline_k,
                   "concurrency": concurrency,
                   "questions": str(questions), "limit": limit, "offset": offset},
    }
    return report
