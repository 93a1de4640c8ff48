"""Report benchmarks: what a researcher reads, scored.

*Long-form* (ASQA): ambiguous questions whose complete answer covers several
interpretations. STR-EM (ALCE) is the share of a question's interpretations whose short
answer the report states, averaged over questions; also the share of questions with every
interpretation covered, and whether the answer line is right, wrong or absent. Each
interpretation the report misses is placed where its answer was (``FACET_PLACES``): on a
page the run read, in a result it did not read, on a long-form page it never met, or on no
page of the corpus; the STR-EM the report would have had with the misses of the first
kinds stated separates what writing lost from what searching lost.

*Open requests*: "Give an overview of A and B …" built from the multi-hop questions'
supporting pages (gold = those pages). Scored by the share of gold pages the report cites,
the share of reports of the right shape (no one-line answer, a section per compared entity),
citation precision (cited sentences whose passage holds their content words), LLM calls and
wall time.

Both serve their corpus (long-form passages with the multi-hop corpus as distractors) as a
local web in a process of its own; the engine sees only the question.
"""

from __future__ import annotations

import asyncio
import html
import re
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from deepsearch.errors import InputError
from deepsearch.evaluation.multihop import (
    RssSampler,
    doc_id_of,
    harness_settings,
    normalize_answer,
)
from deepsearch.jsonl import read_jsonl
from deepsearch.kb.embeddings import EmbeddingService, build_embedder
from deepsearch.kb.knowledge import KnowledgeBase
from deepsearch.localweb import web_process
from deepsearch.research import Researcher
from deepsearch.research.models import Report, ResearchResult
from deepsearch.research.shape import is_open
from deepsearch.research.verifying import support
from deepsearch.settings import Settings, load_settings

_CITE = re.compile(r"\[\d+\]")
Progress = Callable[[str, int, int], None] | None
OPEN_TEMPLATE = "Give an overview of {a} and {b}: who or what each is and how they compare."


def _said(report_text: str) -> str:
    """What a Markdown report says, normalised: its citation markers, its follow-up
    questions (a question naming something states nothing of it) and its list of sources
    (titles and addresses) left out."""
    body = re.split(r"\n## (?:Follow-up questions|Sources)\n", report_text)[0]
    return normalize_answer(_CITE.sub(" ", body))


def str_em(report_text: str, qa_pairs: list[dict[str, Any]]) -> float:
    """ALCE's STR-EM for one report: the share of interpretations with a short answer in it
    (in what the report says: neither its follow-up questions nor its list of sources,
    titles and addresses, count)."""
    said = _said(report_text)
    return sum(_states(said, pair) for pair in qa_pairs) / len(qa_pairs) if qa_pairs else 0.0


def _states(said: str, pair: dict[str, Any]) -> bool:
    """Whether normalised report text ``said`` holds one of an interpretation's answers."""
    return any((a := normalize_answer(gold)) and a in said for gold in pair["short_answers"])


#: where an interpretation's answer was, best first: the report states it; a page the run
#: read holds it; a search result the run did not read; a long-form page the run never met
#: in any result; no page of the long-form corpus (the corpus cannot support it)
FACET_PLACES = ("stated", "on_page_read", "in_result_unread", "on_page_unseen", "in_no_page")


def _holds(text: str, answer: str) -> bool:
    """Whether normalised ``text`` holds normalised ``answer`` as whole words (a page holding
    "16" inside "1616" or "160" does not hold the answer "16")."""
    return bool(answer) and f" {answer} " in f" {text} "


def facet_places(report_text: str, qa_pairs: list[dict[str, Any]], pages: dict[str, str],
                 read: set[str], surfaced: set[str]) -> list[str]:
    """For each interpretation, where its answer was (one of ``FACET_PLACES``). ``pages``
    maps the long-form corpus's doc ids to their normalised title and text; ``read`` and
    ``surfaced`` are the doc ids the run read and the ones its searches returned."""
    said = _said(report_text)
    places = []
    for pair in qa_pairs:
        if _states(said, pair):
            places.append("stated")
            continue
        answers = [a for gold in pair["short_answers"] if (a := normalize_answer(gold))]
        holders = {d for d, text in pages.items() if any(_holds(text, a) for a in answers)}
        places.append("on_page_read" if holders & read else
                      "in_result_unread" if holders & surfaced else
                      "on_page_unseen" if holders else "in_no_page")
    return places


def str_em_if_stated(rows: list[dict[str, Any]], places: tuple[str, ...]) -> float:
    """STR-EM (0-100) had every interpretation whose answer was in one of ``places`` been
    stated: a ceiling for what better writing (``on_page_read``) or reading adds."""
    counted = [sum(p in places for p in r["facets"]) / len(r["facets"])
               for r in rows if r["facets"]]
    return round(100 * sum(counted) / len(counted), 1) if counted else 0.0


def answer_line(answer: str, qa_pairs: list[dict[str, Any]]) -> str:
    """'none', 'right' (it states one interpretation's answer) or 'wrong'."""
    if not answer.strip():
        return "none"
    said = normalize_answer(answer)
    for pair in qa_pairs:
        for gold in pair["short_answers"]:
            g = normalize_answer(gold)
            if g and (g in said or said in g):
                return "right"
    return "wrong"


def named_answers(report: Report, qa_pairs: list[dict[str, Any]]) -> tuple[int, int]:
    """The answers a report names beside or instead of its answer line ("The sources give
    more than one answer: …", "The sources also name: …"): how many, and how many state one
    interpretation's answer (scored as an answer line is)."""
    names = [_CITE.sub("", a).strip() for a in report.alternatives]
    return len(names), sum(answer_line(n, qa_pairs) == "right" for n in names)


def citation_precision(result: ResearchResult) -> float | None:
    """Share of cited sentences whose cited passage holds most of their content words; none
    for a report citing nothing (it has no precision to score: one saying nothing read is
    about the question is not a report of wrong citations)."""
    cites = result.report.citations
    if not cites:
        return None
    return sum(1 for c in cites if support(c.sentence, c.passage) >= 0.5) / len(cites)


FORMS = ("pair", "topic")


def open_requests(rows: list[dict[str, Any]], form: str = "pair") -> list[dict[str, Any]]:
    """A request per question with two distinct supporting pages: with ``form`` "pair", an
    overview and comparison of the two ("Give an overview of A and B …"); with "topic",
    the first one's name alone, as typed into a search box ("Sergei Rachmaninoff")."""
    if form not in FORMS:
        raise InputError(f"unknown request form {form!r}", hint=f"one of {', '.join(FORMS)}")
    out = []
    for row in rows:
        # as a user types a name: the sets' titles are HTML-escaped ("I&quot;s" is I"s)
        titles = [re.sub(r"\s*\([^)]*\)$", "", html.unescape(t)).strip()
                  for t in row["supporting_titles"]]
        pairs = list(dict.fromkeys(zip(titles, row["supporting_doc_ids"], strict=False)))
        names = list(dict.fromkeys(t for t, _ in pairs))
        if len(names) < 2:
            continue
        a, b = names[:2]
        asked = [a, b] if form == "pair" else [a]
        gold = [d for t, d in pairs if t in asked]
        out.append({"qid": row["qid"], "dataset": row["dataset"], "entities": asked,
                    "form": form, "gold_doc_ids": gold,
                    "question": OPEN_TEMPLATE.format(a=a, b=b) if form == "pair" else a})
    return out


def right_shape(result: ResearchResult, entities: list[str]) -> bool:
    """An open report: no one-line answer, and a section titled for every entity."""
    report = result.report
    titles = [s.title.lower() for s in report.sections if s.paragraphs or s.items]
    return (is_open(report.shape) and not report.answer and
            all(any(e.lower() in t or t in e.lower() for t in titles) for e in entities))


def off_corpus(report: Report, own: set[str]) -> float:
    """Share of a report's cited sentences that quote a page outside ``own`` (the doc ids
    of the long-form passages): with the distractors served beside them, a sentence about
    something else than the question."""
    cites = report.citations
    if not cites:
        return 0.0
    url = {s.n: s.url for s in report.sources}
    return sum(1 for c in cites if doc_id_of(url.get(c.source, "")) not in own) / len(cites)


@contextmanager
def served(corpora: list[Path]) -> Iterator[str]:
    """The corpora (concatenated into one temporary file) as a local web."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "corpus.jsonl"
        with path.open("w", encoding="utf-8") as out:
            for corpus in corpora:
                if not corpus.is_file():
                    raise InputError(f"corpus not found: {corpus}")
                text = corpus.read_text(encoding="utf-8")
                out.write(text if text.endswith("\n") else text + "\n")
        with web_process(path) as url:
            yield url


async def _research_all(questions: list[dict[str, Any]], settings: Settings, llm: str,
                        concurrency: int, on_question: Progress,
                        score: Callable[[dict[str, Any], ResearchResult, float], dict[str, Any]]
                        ) -> list[dict[str, Any]]:
    embeddings = EmbeddingService(build_embedder(settings))
    kb = await KnowledgeBase.open(settings, embeddings=embeddings, with_registry=False)
    await embeddings.embed(["warm-up: load the embedding model before timing anything"])
    gate = asyncio.Semaphore(max(1, concurrency))
    done = 0
    with RssSampler() as rss:
        async with Researcher(settings, llm=llm, kb=kb) as researcher:

            async def one(row: dict[str, Any]) -> dict[str, Any]:
                nonlocal done
                async with gate:
                    result = await researcher.research(row["question"])
                done += 1
                if on_question is not None:
                    on_question(row["question"], done, len(questions))
                return score(row, result, rss.window())

            return list(await asyncio.gather(*(one(row) for row in questions)))


def _mean(rows: list[dict[str, Any]], key: str) -> float:
    """The mean of ``key`` over the rows that have a value for it."""
    values = [float(r[key]) for r in rows if r[key] is not None]
    return round(sum(values) / len(values), 4) if values else 0.0


def _common(row: dict[str, Any], result: ResearchResult) -> dict[str, Any]:
    s = result.stats
    return {"qid": row["qid"], "question": row["question"], "shape": result.report.shape,
            "answer": result.report.answer, "llm_calls": s.llm_calls,
            "llm_requests_by_stage": s.llm_requests_by_stage, "searches": s.searches,
            "pages_fetched": s.pages_fetched, "wall_s": s.wall_s,
            "citation_precision": None if (precision := citation_precision(result)) is None
            else round(precision, 4),
            "sections": [x.title for x in result.report.sections]}


async def run_longform(corpus: Path, distractors: Path | None, questions: Path, *,
                       limit: int | None = None, llm: str = "none", concurrency: int = 1,
                       base_settings: Settings | None = None,
                       on_question: Progress = None) -> dict[str, Any]:
    rows = [row for _, row in read_jsonl(questions, ("qid", "question", "qa_pairs"),
                                         InputError, "questions file")][:limit or None]
    base = base_settings or load_settings().settings
    pages = {str(r["doc_id"]): normalize_answer(f"{r.get('title', '')} . {r.get('text', '')}")
             for _, r in read_jsonl(corpus, ("doc_id",), InputError, "corpus")}
    own = set(pages) if distractors else set()

    def score(row: dict[str, Any], result: ResearchResult, rss: float) -> dict[str, Any]:
        pairs = row["qa_pairs"]
        supported = [p for p in pairs if p.get("supported", True)]
        value = str_em(result.report.markdown, pairs)
        named, right = named_answers(result.report, pairs)
        surfaced = {doc_id_of(u) for step in result.search_history
                    if step.action == "web_search" for u in step.urls}
        facets = facet_places(result.report.markdown, pairs, pages,
                              {doc_id_of(u) for u in result.sources_read}, surfaced)
        return {**_common(row, result), "str_em": round(value, 4), "named": named,
                "named_right": right, "facets": facets,
                "str_em_supported": round(str_em(result.report.markdown, supported), 4),
                "all_covered": value >= 1.0, "answer_line": answer_line(
                    result.report.answer, pairs), "peak_rss_mb": rss,
                "off_corpus_citations": round(off_corpus(result.report, own), 4) if own else None}

    corpora = [corpus, *([distractors] if distractors else [])]
    with served(corpora) as url, tempfile.TemporaryDirectory() as tmp:
        settings = harness_settings(base, url, tmp)
        scored = await _research_all(rows, settings, llm, concurrency, on_question, score)
    lines = [r["answer_line"] for r in scored]
    overall = {"n": len(scored), "str_em": round(100 * _mean(scored, "str_em"), 1),
               "str_em_supported": round(100 * _mean(scored, "str_em_supported"), 1),
               "all_covered": _mean(scored, "all_covered"),
               "answer_right": round(lines.count("right") / max(1, len(lines)), 4),
               "answer_wrong": round(lines.count("wrong") / max(1, len(lines)), 4),
               "answer_none": round(lines.count("none") / max(1, len(lines)), 4),
               # the answers named beside or instead of the line, and the share of them right
               "named_answers": _mean(scored, "named"),
               "named_right": round(sum(r["named_right"] for r in scored) /
                                    max(1, sum(r["named"] for r in scored)), 4),
               # the interpretations by where their answer was, and STR-EM had the report
               # stated those on pages read (writing's ceiling), and those in results too
               **{f"facets_{place}": sum(r["facets"].count(place) for r in scored)
                  for place in FACET_PLACES},
               "str_em_if_read_stated": str_em_if_stated(scored, FACET_PLACES[:2]),
               "str_em_if_results_read": str_em_if_stated(scored, FACET_PLACES[:3]),
               "citation_precision": _mean(scored, "citation_precision"),
               "llm_calls": _mean(scored, "llm_calls"), "searches": _mean(scored, "searches"),
               "pages_fetched": _mean(scored, "pages_fetched"),
               "wall_s": _mean(scored, "wall_s")}
    if own:
        overall["off_corpus_citations"] = _mean(scored, "off_corpus_citations")
    return {"overall": overall, "questions": scored,
            "config": {"llm": llm, "questions": str(questions), "limit": limit,
                       "corpora": [str(c) for c in corpora], "concurrency": concurrency}}


async def run_open(corpus: Path, questions: Path, *, limit: int | None = None,
                   llm: str = "none", concurrency: int = 1, form: str = "pair",
                   base_settings: Settings | None = None,
                   on_question: Progress = None) -> dict[str, Any]:
    rows = [row for _, row in read_jsonl(
        questions, ("qid", "question", "supporting_titles", "supporting_doc_ids"),
        InputError, "questions file")]
    by: dict[str, list[dict[str, Any]]] = {}
    for request in open_requests(rows, form):
        by.setdefault(request["dataset"], []).append(request)
    requests = [r for name in sorted(by) for r in by[name][:limit or None]]
    base = base_settings or load_settings().settings

    def score(row: dict[str, Any], result: ResearchResult, rss: float) -> dict[str, Any]:
        gold = set(row["gold_doc_ids"])
        cited = {doc_id_of(s.url) for s in result.report.sources}
        return {**_common(row, result), "dataset": row["dataset"],
                "cited_recall": round(len(gold & cited) / len(gold), 4),
                "both_cited": gold <= cited, "right_shape": right_shape(result, row["entities"]),
                "peak_rss_mb": rss}

    with served([corpus]) as url, tempfile.TemporaryDirectory() as tmp:
        settings = harness_settings(base, url, tmp)
        scored = await _research_all(requests, settings, llm, concurrency, on_question, score)
    overall = {"n": len(scored)}
    for key in ("cited_recall", "both_cited", "right_shape", "citation_precision",
                "llm_calls", "searches", "pages_fetched", "wall_s"):
        overall[key] = _mean(scored, key)
    return {"overall": overall, "questions": scored,
            "config": {"llm": llm, "questions": str(questions), "limit_per_dataset": limit,
                       "corpus": str(corpus), "concurrency": concurrency, "form": form}}
