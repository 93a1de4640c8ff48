"""Writing: the report. It answers first, then explains; every sentence carries ``[n]``
pointing into a numbered list of sources the run actually read. Without an LLM the body is
extractive (the best evidence sentences, quoted); with one, the model drafts and the draft
is verified, fact-checked and refined (``verifying.py``). Disagreements between sources and
follow-up questions close the report."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from deepsearch.models import RetrievedChunk
from deepsearch.research.advisor import Advisor, quote
from deepsearch.research.answers import NUMBER, rank_sentences, short_answer
from deepsearch.research.comparisons import YEAR, comparison_options, norm_title
from deepsearch.research.events import EventBus
from deepsearch.research.judging import Evidence
from deepsearch.research.models import Citation, Contradiction, FactCheck, Persona, Plan, Report
from deepsearch.research.refining import bridge_entities
from deepsearch.research.verifying import FactCheckReads, Lines, Numbering, Verifier

if TYPE_CHECKING:
    from deepsearch.kb.knowledge import KnowledgeBase
    from deepsearch.settings import ResearchSettings

DRAFT_CHUNKS = 8
EXTRACTIVE_SENTENCES = 5


def _values(question: str, sentence: str) -> list[str]:
    q = question.lower()
    if q.startswith(("when", "what year", "in what year", "which year")):
        return YEAR.findall(sentence)
    if q.startswith(("how many", "how much", "how long", "how old")):
        return [n.rstrip(".,") for n in NUMBER.findall(sentence) if not YEAR.fullmatch(n)]
    return []


def contradictions(question: str, ranked: Sequence[tuple[float, str, RetrievedChunk]],
                   top: int = 8) -> list[tuple[str, RetrievedChunk, str, RetrievedChunk]]:
    """Different values (years, quantities) asked for by the question, each stated by a
    different source among the best sentences with comparable support."""
    best: dict[str, tuple[float, str, RetrievedChunk]] = {}
    for score, sentence, chunk in ranked[:top]:
        if score < 0.3:
            continue
        for value in _values(question, sentence):
            if value not in best or best[value][0] < score:
                best[value] = (score, sentence, chunk)
    if len(best) < 2:
        return []
    ordered = sorted(best.items(), key=lambda kv: -kv[1][0])
    value_a, (score_a, sentence_a, chunk_a) = ordered[0]
    for value_b, (score_b, sentence_b, chunk_b) in ordered[1:]:
        if (chunk_b.source_id != chunk_a.source_id and score_b >= 0.75 * score_a
                and value_b not in sentence_a and value_a not in sentence_b):
            return [(sentence_a, chunk_a, sentence_b, chunk_b)]
    return []


def follow_up_questions(plan: Plan, evidence: Sequence[RetrievedChunk], missing: Sequence[str],
                        limit: int = 3) -> list[str]:
    """Questions a reader may ask next: about the names the evidence brought up, and about
    the question's terms the evidence did not cover."""
    titles = {norm_title(c.title) for c in evidence}
    names = [n for n in bridge_entities(evidence, plan, set(), limit=limit + 3)
             if not any(c.isdigit() for c in n) and (" " in n or n.lower() in titles)][:limit]
    out = [f"What is the connection between {name} and {plan.core_entity}?"
           if plan.core_entity else f"What else is known about {name}?" for name in names]
    if missing:
        out.append(f"What do other sources say about {' '.join(missing[:3])}?")
    return out[:limit]


def render_markdown(plan: Plan, answer: str, lines: list[str],
                    disagreements: list[Contradiction], follow_ups: list[str],
                    sources: Sequence[object]) -> str:
    body = " ".join(lines) if lines else "The evidence read does not answer the question."
    parts = [f"# {plan.normalized}", ""]
    if answer:
        parts += [f"**Answer:** {answer}", ""]
    parts += [body, ""]
    if disagreements:
        parts += ["## Where sources disagree", ""]
        parts += [f"- {d.claim_a} [{d.source_a}] — but: {d.claim_b} [{d.source_b}]"
                  for d in disagreements]
        parts.append("")
    if follow_ups:
        parts += ["## Follow-up questions", "", *[f"- {q}" for q in follow_ups], ""]
    parts += ["## Sources", "", *[f"- [{s.n}] {s.title} — {s.url}"  # type: ignore[attr-defined]
                                  for s in sources]]
    return "\n".join(parts) + "\n"


@dataclass
class WriteInput:
    """What the writer is given: the plan, the evidence, what the run read and could not."""

    plan: Plan
    evidence: Evidence
    missing: Sequence[str]
    read_urls: Sequence[str]
    read_chunks: Sequence[RetrievedChunk]  # every chunk read (for comparisons)
    unreachable: Sequence[str]


@dataclass
class Written:
    """The report, and what writing it counted (for the run's statistics and trust)."""

    report: Report
    verified: int = 0
    removed: int = 0
    recited: int = 0
    citation_outcomes: list[tuple[str, bool]] = field(default_factory=list)


class ReportWriter:
    """Writes one run's report."""

    def __init__(self, cfg: ResearchSettings, advisor: Advisor, events: EventBus,
                 working: KnowledgeBase, checked_claims: set[str],
                 fact_check_reads: FactCheckReads) -> None:
        self.cfg = cfg
        self.advisor = advisor
        self.events = events
        self.numbering = Numbering()
        self.verifier = Verifier(cfg, advisor, working, self.numbering, checked_claims)
        self.reads = fact_check_reads

    async def write(self, given: WriteInput) -> Written:
        plan = given.plan
        chunks = self.evidence_read(given)
        if not chunks:
            reason = "; ".join(sorted(given.unreachable)) or "no page could be read"
            return Written(Report(answer="", markdown=f"No answer: nothing relevant could be "
                                  f"read ({reason})."))
        ranked = rank_sentences(plan.normalized, chunks, plan.entities)
        pool = list(given.read_chunks) if comparison_options(plan.normalized) else []
        answer = short_answer(plan.normalized, ranked, pool)
        lines, citations = self.extractive(ranked)
        checks: list[FactCheck] = []
        if self.advisor.available:
            drafted = await self.draft(plan, chunks[:DRAFT_CHUNKS])
            if drafted is not None:
                lines, citations = drafted
                if self.cfg.fact_check:
                    refined, checks = await self.verifier.fact_check(
                        plan.normalized, chunks[:DRAFT_CHUNKS], lines, self.reads)
                    if refined is not None:
                        lines, citations = refined
        disagreements = self.contradictions(plan, ranked)
        follow_ups = await self.follow_ups(plan, chunks, given.missing, lines)
        cited = {c.source for c in citations} | {n for d in disagreements
                                                  for n in (d.source_a, d.source_b)}
        sources = [s for s in self.numbering.sources if s.n in cited]
        markdown = render_markdown(plan, answer, lines, disagreements, follow_ups, sources)
        self.events.emit("write", Persona.SYNTHESIZER, f"report with {len(citations)} "
                         f"citations from {len(sources)} sources", answer=answer)
        report = Report(answer=answer, markdown=markdown, sources=sources, citations=citations,
                        contradictions=disagreements, fact_checks=checks,
                        follow_ups=follow_ups)
        counts = self.verifier.counts
        return Written(report, verified=sum(c.verified for c in citations),
                       removed=counts.removed, recited=counts.recited,
                       citation_outcomes=self.citation_outcomes(citations))

    def evidence_read(self, given: WriteInput) -> list[RetrievedChunk]:
        """Evidence chunks in sub-question order, only from pages this run read."""
        chunks: list[RetrievedChunk] = []
        seen: set[str] = set()
        read = set(given.read_urls)
        for sub in given.plan.sub_questions:
            for chunk in given.evidence.get(sub.id, []):
                if chunk.chunk_id not in seen and chunk.url in read:
                    seen.add(chunk.chunk_id)
                    chunks.append(chunk)
        return chunks

    def extractive(self, ranked: Sequence[tuple[float, str, RetrievedChunk]]) -> Lines:
        """The best evidence sentences, quoted, each citing the passage it comes from."""
        lines: list[str] = []
        citations: list[Citation] = []
        used: set[str] = set()
        for score, sentence, chunk in ranked:
            if len(lines) >= EXTRACTIVE_SENTENCES or score <= 0:
                break
            if sentence in used:
                continue
            used.add(sentence)
            n = self.numbering.cite(chunk)
            lines.append(f"{sentence} [{n}]")
            citations.append(Citation(sentence=sentence, source=n, chunk_id=chunk.chunk_id,
                                      passage=chunk.text[:800], support=1.0, verified=True))
        return lines, citations

    async def draft(self, plan: Plan, chunks: list[RetrievedChunk]) -> Lines | None:
        text = await self.advisor.text("draft", query=plan.normalized, sources=quote(chunks))
        if text is None:
            return None
        lines, citations = await self.verifier.verify(text, chunks)
        counts = self.verifier.counts
        self.events.emit("verify", Persona.SYNTHESIZER,
                         f"{len(citations)} citations verified, {counts.removed} removed,"
                         f" {counts.recited} re-cited",
                         verified=len(citations), removed=counts.removed)
        return (lines, citations) if lines else None

    def contradictions(self, plan: Plan, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                       ) -> list[Contradiction]:
        found = [Contradiction(claim_a=claim_a, source_a=self.numbering.cite(chunk_a),
                               claim_b=claim_b, source_b=self.numbering.cite(chunk_b))
                 for claim_a, chunk_a, claim_b, chunk_b in contradictions(plan.normalized,
                                                                          ranked)]
        if found:
            self.events.emit("write", Persona.SYNTHESIZER, f"{len(found)} disagreement(s) "
                             "between sources noted")
        return found

    async def follow_ups(self, plan: Plan, chunks: list[RetrievedChunk],
                         missing: Sequence[str], lines: list[str]) -> list[str]:
        heuristic = follow_up_questions(plan, chunks, missing)
        answer = await self.advisor.ask("follow_ups", None, query=plan.normalized,
                                        report=" ".join(lines)[:3000])
        if answer is not None and answer.questions:
            return [q for q in answer.questions if q.strip()][:5]
        return heuristic

    def citation_outcomes(self, citations: list[Citation]) -> list[tuple[str, bool]]:
        """This report's citation checks by URL, for ``deepsearch trust update``."""
        by_n = {s.n: s.url for s in self.numbering.sources}
        outcomes = [(by_n[c.source], True) for c in citations if c.source in by_n]
        return outcomes + [(url, False) for url in self.verifier.counts.failed_urls]
