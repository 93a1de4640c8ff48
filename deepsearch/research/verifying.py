"""Verifying: every cited sentence checked against the passage it cites (the model's
entailment for the first few, lexical and embedding support for the rest), re-cited to a
passage that supports it or dropped; claims fact-checked by verification searches (a claim
is never checked twice), and the draft refined once with what they found."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

import numpy as np

from deepsearch.llm import prompts as P
from deepsearch.models import RetrievedChunk
from deepsearch.research.advisor import Advisor, quote
from deepsearch.research.models import Citation, FactCheck, Persona, Source
from deepsearch.text import key_terms, overlap, sentences

if TYPE_CHECKING:
    from deepsearch.kb.knowledge import KnowledgeBase
    from deepsearch.settings import ResearchSettings

REF = re.compile(r"\[(\d+)\]")
MAX_FACT_CHECK_CLAIMS = 5
MAX_BATCH = 40  # claims judged in one call at most
PASSAGE_CHARS = 600  # of each cited passage, in the batched check
MODEL_YES_FACTOR = 0.6  # a sentence the model judges supported needs this share of the bar
Lines = tuple[list[str], list[Citation]]


def support(sentence: str, chunk_text: str) -> float:
    """Lexical support of a sentence by a passage: share of its content words present."""
    terms = key_terms(re.sub(r"\[\d+\]", "", sentence), limit=40)
    return overlap(terms, chunk_text)


def support_score(lexical: float, cosine: float | None) -> float:
    """A cited sentence's support without an LLM: content words the passage shares, and,
    when embeddings are at hand, how close the two are in meaning."""
    if cosine is None:
        return round(lexical, 4)
    return round(0.6 * lexical + 0.4 * max(0.0, min(1.0, cosine)), 4)


def claim_key(sentence: str) -> str:
    return " ".join(key_terms(REF.sub("", sentence), limit=40))


class FactCheckReads(Protocol):
    """Searches for ``queries``, reads the best few new pages, and returns the passages
    (from everything the run read) that bear on them."""

    async def __call__(self, queries: list[str]) -> list[RetrievedChunk]: ...


class Numbering:
    """Sources numbered in the order they are first cited."""

    def __init__(self) -> None:
        self.numbers: dict[str, int] = {}
        self.sources: list[Source] = []

    def cite(self, chunk: RetrievedChunk) -> int:
        if chunk.url not in self.numbers:
            self.numbers[chunk.url] = len(self.numbers) + 1
            self.sources.append(Source(n=self.numbers[chunk.url], url=chunk.url,
                                       title=chunk.title, source_id=chunk.source_id))
        return self.numbers[chunk.url]


@dataclass
class VerifyCounts:
    """What verification did, for the run's statistics and domain trust."""

    removed: int = 0
    recited: int = 0
    failed_urls: list[str] = field(default_factory=list)


class Verifier:
    """Checks the citations of a run's drafts; one instance per report."""

    def __init__(self, cfg: ResearchSettings, advisor: Advisor, working: KnowledgeBase,
                 numbering: Numbering, checked_claims: set[str]) -> None:
        self.cfg = cfg
        self.advisor = advisor
        self.working = working
        self.numbering = numbering
        self.checked_claims = checked_claims
        self.entailments = 0
        self.counts = VerifyCounts()

    async def supports(self, sentence: str, chunks: Sequence[RetrievedChunk]) -> list[float]:
        """Support of ``sentence`` by each passage, without an LLM: lexical overlap and the
        cosine to the passage's stored vector (only the sentence is embedded)."""
        lexical = [support(sentence, c.text) for c in chunks]
        if not chunks:
            return lexical
        try:
            stored = await self.working.store.vectors_of([c.chunk_id for c in chunks])
            missing = [c for c in chunks if c.chunk_id not in stored]
            fresh = await self.working.embeddings.embed([sentence, *(c.text for c in missing)])
        except Exception:  # noqa: BLE001 - an embedder failure leaves the lexical score
            return lexical
        stored.update({c.chunk_id: v for c, v in zip(missing, fresh[1:], strict=True)})
        matrix = np.stack([stored[c.chunk_id] for c in chunks]).astype(np.float32)
        matrix /= np.maximum(np.linalg.norm(matrix, axis=1, keepdims=True), 1e-9)
        query = fresh[0] / max(float(np.linalg.norm(fresh[0])), 1e-9)
        return [support_score(lex, float(cos)) for lex, cos in
                zip(lexical, matrix @ query, strict=True)]

    async def entailed(self, pairs: Sequence[tuple[str, RetrievedChunk]]
                       ) -> list[bool | None]:
        """The model's verdicts on whether each passage states its sentence, judged in one
        call for as many pairs as the per-report allowance leaves (None: no verdict)."""
        room = min(len(pairs), MAX_BATCH, self.cfg.max_entailment_checks - self.entailments)
        if self.advisor.llm is None or room <= 0 or not self.advisor.available:
            return [None] * len(pairs)
        self.entailments += room
        text = "\n".join(f"[{i}] claim: {sentence}\n" + P.quote_source(
            chunk.text, index=i, title=chunk.title, limit=PASSAGE_CHARS)
            for i, (sentence, chunk) in enumerate(pairs[:room], start=1))
        answer = await self.advisor.ask("entailment_batch", None, pairs=text)
        found = {v.n: v.supported for v in answer.verdicts} if answer is not None else {}
        return [found.get(i) for i in range(1, room + 1)] + [None] * (len(pairs) - room)

    async def verify(self, text: str, chunks: Sequence[RetrievedChunk]) -> Lines:
        """Check each cited sentence of ``text`` against the passage it cites; re-cite a
        sentence to the passage that best supports it, or drop it."""
        return (await self.verify_many([text], chunks))[0]

    async def verify_many(self, texts: Sequence[str], chunks: Sequence[RetrievedChunk], *,
                          use_model: bool = True) -> list[Lines]:
        """``verify`` for several texts (a report's sections) with one batched model call
        (none with ``use_model=False``: support by words and embeddings only)."""
        claims: list[tuple[int, str, int]] = []  # (text, sentence, cited passage)
        for t, text in enumerate(texts):
            for sentence in sentences(text):
                refs = [int(n) for n in REF.findall(sentence) if 1 <= int(n) <= len(chunks)]
                if refs:
                    clean = re.sub(r"\s+([.,;:!?])", r"\1", REF.sub("", sentence).strip())
                    claims.append((t, clean, refs[0] - 1))
        verdicts = await self.entailed([(clean, chunks[i]) for _, clean, i in claims]) \
            if use_model else [None] * len(claims)
        out: list[Lines] = [([], []) for _ in texts]
        for (t, clean, i), verdict in zip(claims, verdicts, strict=True):
            checked = await self.check(clean, i, chunks, verdict)
            if checked is not None:
                out[t][0].append(f"{clean} [{checked.source}]")
                out[t][1].append(checked)
        return out

    async def check(self, clean: str, cited: int, chunks: Sequence[RetrievedChunk],
                    verdict: bool | None) -> Citation | None:
        """One cited sentence: kept, re-cited to the passage that supports it, or dropped."""
        threshold = self.cfg.support_threshold
        scores = await self.supports(clean, chunks)
        chunk, score = chunks[cited], scores[cited]
        # the model's "no" rejects; its "yes" needs some support of words or meaning too
        ok = score >= (threshold * MODEL_YES_FACTOR if verdict else threshold) \
            if verdict is not False else False
        if not ok:
            best = int(np.argmax(scores))
            if scores[best] >= threshold and best != cited:
                chunk, score, ok = chunks[best], scores[best], True
                self.counts.recited += 1
        if not ok:
            self.counts.removed += 1
            self.counts.failed_urls.append(chunk.url)
            return None
        return Citation(sentence=clean, source=self.numbering.cite(chunk),
                        chunk_id=chunk.chunk_id, passage=chunk.text[:800],
                        support=round(min(1.0, max(0.0, score)), 3), verified=True)

    async def fact_check(self, question: str, chunks: list[RetrievedChunk], lines: list[str],
                         reads: FactCheckReads) -> tuple[Lines | None, list[FactCheck]]:
        """Verification searches for claims not checked before, then one refinement."""
        claims = [line for line in lines if claim_key(line) not in self.checked_claims]
        claims = claims[:MAX_FACT_CHECK_CLAIMS]
        if not claims:
            return None, []
        self.checked_claims.update(claim_key(c) for c in claims)
        answer = await self.advisor.ask("fact_check_queries", None, claims="\n".join(
            f"- {REF.sub('', c).strip()}" for c in claims))
        queries = [q for q in (answer.queries if answer is not None else []) if q.strip()]
        if not queries:
            return None, []
        found = await reads(queries[:3])
        pool = list({c.chunk_id: c for c in [*chunks, *found]}.values())[:12]
        checks: list[FactCheck] = []
        for claim in claims:
            clean = REF.sub("", claim).strip()
            scores = await self.supports(clean, pool)
            best = int(np.argmax(scores)) if scores else 0
            ok = bool(scores) and scores[best] >= self.cfg.support_threshold
            checks.append(FactCheck(claim=clean, queries=queries[:3], supported=ok,
                                    source=self.numbering.cite(pool[best]) if ok else None))
        self.advisor.events.emit("verify", Persona.SYNTHESIZER,
                                 f"fact-checked {len(checks)} claims: "
                                 f"{sum(c.supported for c in checks)} supported",
                                 checks=len(checks))
        if all(c.supported for c in checks):
            return None, checks  # nothing to correct: no rewrite
        report = "\n".join(f"- {c.claim}: " + ("supported" if c.supported else
                                               "no support found") for c in checks)
        text = await self.advisor.text("refine_draft", query=question, draft=" ".join(lines),
                                       checks=report, sources=quote(pool))
        if text is None:
            return None, checks
        refined = await self.verify(text, pool)
        return (refined if refined[0] else None), checks
