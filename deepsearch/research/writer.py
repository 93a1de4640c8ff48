"""The Synthesizer: the report, its citations checked one by one, fact-checked and refined.

The report answers first, then explains; every sentence carries ``[n]`` pointing into a
numbered list of sources the run actually read. Without an LLM the body is extractive (the
best evidence sentences, quoted). With one, the model drafts, every cited sentence is checked
against the passage it cites (entailment by the model for the first few, a lexical and
embedding support score for the rest), unsupported sentences are re-cited to a passage that
supports them or removed, claims are fact-checked by verification searches (a claim is never
checked twice) and the draft is refined once with what those searches found.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np

from deepsearch.errors import BudgetExceededError, LLMError
from deepsearch.llm import prompts as P
from deepsearch.models import RetrievedChunk
from deepsearch.research import roles
from deepsearch.research.models import (
    Citation,
    Contradiction,
    FactCheck,
    Persona,
    Plan,
    Report,
    Source,
)
from deepsearch.text import key_terms, sentences

if TYPE_CHECKING:
    from deepsearch.research.run import Run

_REF = re.compile(r"\[(\d+)\]")
MAX_FACT_CHECK_CLAIMS = 5


def _claim_key(sentence: str) -> str:
    return " ".join(key_terms(_REF.sub("", sentence), limit=40))


class ReportWriter:
    """Writes one run's report. Holds the numbering of sources as they are first cited."""

    def __init__(self, run: Run) -> None:
        self.run = run
        self.numbers: dict[str, int] = {}
        self.sources: list[Source] = []
        self.entailments = 0

    # ---- numbering ------------------------------------------------------------------------
    def cite(self, chunk: RetrievedChunk) -> int:
        if chunk.url not in self.numbers:
            self.numbers[chunk.url] = len(self.numbers) + 1
            self.sources.append(Source(n=self.numbers[chunk.url], url=chunk.url,
                                       title=chunk.title, source_id=chunk.source_id))
        return self.numbers[chunk.url]

    # ---- the report ---------------------------------------------------------------------------
    async def write(self, plan: Plan, evidence: dict[int, list[RetrievedChunk]],
                    missing: Sequence[str]) -> Report:
        run = self.run
        chunks = self.read_evidence(plan, evidence)
        if not chunks:
            reason = "; ".join(sorted(run.unreachable)) or "no page could be read"
            return Report(answer="", markdown=f"No answer: nothing relevant could be read "
                          f"({reason}).")
        ranked = roles.rank_sentences(plan.normalized, chunks, plan.entities)
        pool = await run.read_chunks() if roles.comparison_options(plan.normalized) else []
        answer = roles.short_answer(plan.normalized, ranked, pool)
        lines, citations = self.extractive(ranked)
        checks: list[FactCheck] = []
        if run.r.llm is not None and not run.budget_spent:
            drafted = await self.draft(plan, chunks[:8])
            if drafted is not None:
                lines, citations = drafted
                if run.cfg.fact_check:
                    refined, checks = await self.fact_check(plan, chunks[:8], lines)
                    if refined is not None:
                        lines, citations = refined
        disagreements = self.contradictions(plan, ranked)
        follow_ups = await self.follow_ups(plan, chunks, missing, lines)
        run.stats.citations_verified = sum(c.verified for c in citations)
        self.record_trust(citations)
        cited = {c.source for c in citations} | {n for d in disagreements
                                                  for n in (d.source_a, d.source_b)}
        sources = [s for s in self.sources if s.n in cited]
        markdown = self.markdown(plan, answer, lines, disagreements, follow_ups, sources)
        run.emit("write", Persona.SYNTHESIZER, f"report with {len(citations)} citations "
                 f"from {len(sources)} sources", answer=answer)
        return Report(answer=answer, markdown=markdown, sources=sources, citations=citations,
                      contradictions=disagreements, fact_checks=checks, follow_ups=follow_ups)

    def read_evidence(self, plan: Plan, evidence: dict[int, list[RetrievedChunk]]
                      ) -> list[RetrievedChunk]:
        """Evidence chunks in sub-question order, only from pages this run read."""
        chunks: list[RetrievedChunk] = []
        seen: set[str] = set()
        for sub in plan.sub_questions:
            for chunk in evidence.get(sub.id, []):
                if chunk.chunk_id not in seen and chunk.url in self.run.read_urls:
                    seen.add(chunk.chunk_id)
                    chunks.append(chunk)
        return chunks

    def extractive(self, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                   ) -> tuple[list[str], list[Citation]]:
        """The best evidence sentences, quoted, each citing the passage it comes from."""
        lines: list[str] = []
        citations: list[Citation] = []
        used: set[str] = set()
        for score, sentence, chunk in ranked:
            if len(lines) >= 5 or score <= 0:
                break
            if sentence in used:
                continue
            used.add(sentence)
            n = self.cite(chunk)
            lines.append(f"{sentence} [{n}]")
            citations.append(Citation(sentence=sentence, source=n, chunk_id=chunk.chunk_id,
                                      passage=chunk.text[:800],
                                      support=1.0, verified=True))
        return lines, citations

    @staticmethod
    def markdown(plan: Plan, answer: str, lines: list[str], disagreements: list[Contradiction],
                 follow_ups: list[str], sources: list[Source]) -> str:
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
        parts += ["## Sources", "", *[f"- [{s.n}] {s.title} — {s.url}" for s in sources]]
        return "\n".join(parts) + "\n"

    # ---- verification -------------------------------------------------------------------------
    async def supports(self, sentence: str, chunks: Sequence[RetrievedChunk]) -> list[float]:
        """Support of ``sentence`` by each passage, without an LLM: lexical overlap and the
        cosine to the passage's stored vector (only the sentence is embedded)."""
        lexical = [roles.support(sentence, c.text) for c in chunks]
        if not chunks:
            return lexical
        working = self.run.working
        try:
            stored = await working.store.vectors_of([c.chunk_id for c in chunks])
            missing = [c for c in chunks if c.chunk_id not in stored]
            fresh = await working.embeddings.embed([sentence, *(c.text for c in missing)])
        except Exception:  # noqa: BLE001 - an embedder failure leaves the lexical score
            return lexical
        stored.update({c.chunk_id: v for c, v in zip(missing, fresh[1:], strict=True)})
        matrix = np.stack([stored[c.chunk_id] for c in chunks]).astype(np.float32)
        matrix /= np.maximum(np.linalg.norm(matrix, axis=1, keepdims=True), 1e-9)
        query = fresh[0] / max(float(np.linalg.norm(fresh[0])), 1e-9)
        return [roles.support_score(lex, float(cos)) for lex, cos in
                zip(lexical, matrix @ query, strict=True)]

    async def entailed(self, sentence: str, chunk: RetrievedChunk) -> bool | None:
        """The LLM's verdict on whether the passage states the sentence (None: no verdict)."""
        run = self.run
        if run.r.llm is None or self.entailments >= run.cfg.max_entailment_checks:
            return None
        self.entailments += 1
        verdict = await run.ask("entailment", None, claim=sentence,
                                source=P.quote_source(chunk.text, index=1, title=chunk.title,
                                                      url=chunk.url, limit=1500))
        return None if verdict is None else bool(verdict.supported)

    async def verify(self, text: str, chunks: Sequence[RetrievedChunk]
                     ) -> tuple[list[str], list[Citation]]:
        """Check each cited sentence of ``text`` against the passage it cites; re-cite a
        sentence to the passage that best supports it, or drop it."""
        run = self.run
        threshold = run.cfg.support_threshold
        lines: list[str] = []
        citations: list[Citation] = []
        for sentence in sentences(text):
            refs = [int(n) for n in _REF.findall(sentence) if 1 <= int(n) <= len(chunks)]
            if not refs:
                continue
            clean = _REF.sub("", sentence).strip()
            clean = re.sub(r"\s+([.,;:!?])", r"\1", clean)
            scores = await self.supports(clean, chunks)
            chunk = chunks[refs[0] - 1]
            support = scores[refs[0] - 1]
            verdict = await self.entailed(clean, chunk)
            ok = verdict if verdict is not None else support >= threshold
            if not ok:
                best = int(np.argmax(scores))
                if scores[best] >= threshold and best != refs[0] - 1:
                    chunk, support, ok = chunks[best], scores[best], True
                    run.stats.citations_recited += 1
            if not ok:
                run.stats.citations_removed += 1
                run.failed_citations.append(chunk.url)
                continue
            n = self.cite(chunk)
            lines.append(f"{clean} [{n}]")
            citations.append(Citation(sentence=clean, source=n, chunk_id=chunk.chunk_id,
                                      passage=chunk.text[:800],
                                      support=round(min(1.0, max(0.0, support)), 3),
                                      verified=True))
        return lines, citations

    # ---- LLM drafting ---------------------------------------------------------------------------
    async def draft(self, plan: Plan, chunks: list[RetrievedChunk]
                    ) -> tuple[list[str], list[Citation]] | None:
        run = self.run
        text = await self.llm_text("draft", query=plan.normalized, sources=run.quote(chunks))
        if text is None:
            return None
        lines, citations = await self.verify(text, chunks)
        run.emit("verify", Persona.SYNTHESIZER,
                 f"{len(citations)} citations verified, {run.stats.citations_removed} removed,"
                 f" {run.stats.citations_recited} re-cited",
                 verified=len(citations), removed=run.stats.citations_removed)
        return (lines, citations) if lines else None

    async def llm_text(self, name: str, **values: object) -> str | None:
        run = self.run
        llm = run.r.llm
        assert llm is not None
        template = P.template(name)
        try:
            return await llm.text(template.role, template.messages(**values))
        except (LLMError, BudgetExceededError) as exc:
            run.stats.llm_fallbacks += 1
            run.emit("write", Persona.SYNTHESIZER, f"the model could not write "
                     f"({exc.message[:100]}); keeping what is verified")
            return None

    async def fact_check(self, plan: Plan, chunks: list[RetrievedChunk], lines: list[str]
                         ) -> tuple[tuple[list[str], list[Citation]] | None, list[FactCheck]]:
        """Verification searches for claims not checked before, then one refinement."""
        run = self.run
        claims = [line for line in lines if _claim_key(line) not in run.checked_claims]
        claims = claims[:MAX_FACT_CHECK_CLAIMS]
        if not claims:
            return None, []
        run.checked_claims.update(_claim_key(c) for c in claims)
        answer = await run.ask("fact_check_queries", None, claims="\n".join(
            f"- {_REF.sub('', c).strip()}" for c in claims))
        queries = [q for q in (answer.queries if answer is not None else []) if q.strip()]
        if not queries:
            return None, []
        found = await run.verification_read(queries[:3])
        pool = list({c.chunk_id: c for c in [*chunks, *found]}.values())[:12]
        checks: list[FactCheck] = []
        for claim in claims:
            clean = _REF.sub("", claim).strip()
            scores = await self.supports(clean, pool)
            best = int(np.argmax(scores)) if scores else 0
            ok = bool(scores) and scores[best] >= run.cfg.support_threshold
            checks.append(FactCheck(claim=clean, queries=queries[:3], supported=ok,
                                    source=self.cite(pool[best]) if ok else None))
        run.emit("verify", Persona.SYNTHESIZER, f"fact-checked {len(checks)} claims: "
                 f"{sum(c.supported for c in checks)} supported", checks=len(checks))
        if all(c.supported for c in checks) and not found:
            return None, checks
        report = "\n".join(f"- {c.claim}: " + ("supported" if c.supported else
                                               "no support found") for c in checks)
        text = await self.llm_text("refine_draft", query=plan.normalized,
                                   draft=" ".join(lines), checks=report,
                                   sources=run.quote(pool))
        if text is None:
            return None, checks
        refined = await self.verify(text, pool)
        return (refined if refined[0] else None), checks

    # ---- the rest of the report -----------------------------------------------------------------
    def contradictions(self, plan: Plan, ranked: Sequence[tuple[float, str, RetrievedChunk]]
                       ) -> list[Contradiction]:
        found = []
        for claim_a, chunk_a, claim_b, chunk_b in roles.contradictions(plan.normalized, ranked):
            found.append(Contradiction(claim_a=claim_a, source_a=self.cite(chunk_a),
                                       claim_b=claim_b, source_b=self.cite(chunk_b)))
        if found:
            self.run.emit("write", Persona.SYNTHESIZER, f"{len(found)} disagreement(s) "
                          "between sources noted")
        return found

    async def follow_ups(self, plan: Plan, chunks: list[RetrievedChunk],
                         missing: Sequence[str], lines: list[str]) -> list[str]:
        heuristic = roles.follow_up_questions(plan, chunks, missing)
        answer = await self.run.ask("follow_ups", None, query=plan.normalized,
                                    report=" ".join(lines)[:3000])
        if answer is not None and answer.questions:
            return [q for q in answer.questions if q.strip()][:5]
        return heuristic

    def record_trust(self, citations: list[Citation]) -> None:
        """This run's citation checks, for ``deepsearch trust update``."""
        run = self.run
        if run.r.trust is None:
            return
        by_n = {s.n: s.url for s in self.sources}
        outcomes = [(by_n[c.source], True) for c in citations if c.source in by_n]
        outcomes += [(url, False) for url in run.failed_citations]
        run.r.trust.record_citations(outcomes)
