"""Drafting with a model: the answer (with the source that states it), each section of an
open report, and the executive summary, written from the verified evidence. The sources of
each call are packed to the model's context: a share for every sub-question or section,
best passages first, never "the first few chunks" whatever the question."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from deepsearch.models import RetrievedChunk
from deepsearch.research.advisor import Advisor, quote
from deepsearch.research.models import Aspect, Length, Plan
from deepsearch.research.verifying import REF
from deepsearch.text import key_terms, overlap

CHARS_PER_TOKEN = 3.5  # a conservative estimate for English prose
PROMPT_OVERHEAD_TOKENS = 350  # the instructions around the sources
QUOTE_CHARS = 1200  # of one passage
SECTION_SENTENCES = {"brief": "two or three", "standard": "four to six",
                     "detailed": "seven to ten"}


def pack(groups: Sequence[Sequence[RetrievedChunk]], budget_tokens: int) -> list[RetrievedChunk]:
    """Passages for one prompt: round robin over ``groups`` (each in its own best-first
    order), skipping repeats, until the token budget is spent."""
    budget = int(max(0, budget_tokens - PROMPT_OVERHEAD_TOKENS) * CHARS_PER_TOKEN)
    out: list[RetrievedChunk] = []
    seen: set[str] = set()
    used = 0
    cursors = [0] * len(groups)
    while True:
        progressed = False
        for g, group in enumerate(groups):
            while cursors[g] < len(group) and group[cursors[g]].chunk_id in seen:
                cursors[g] += 1
            if cursors[g] >= len(group):
                continue
            chunk = group[cursors[g]]
            cost = min(len(chunk.text), QUOTE_CHARS) + 120
            if used + cost > budget and out:
                return out
            out.append(chunk)
            seen.add(chunk.chunk_id)
            used += cost
            cursors[g] += 1
            progressed = True
        if not progressed:
            return out


@dataclass
class Drafted:
    """What the model wrote, before verification."""

    answer: str = ""
    answer_source: int = 0  # 1-based index into ``sources``; 0: none named
    text: str = ""
    follow_ups: list[str] = field(default_factory=list)
    #: an ambiguous question's readings: (the reading, its answer, the 1-based index into
    #: ``sources`` of the source the model says states it; 0: none named)
    readings: list[tuple[str, str, int]] = field(default_factory=list)


#: the words a small model opens its answer with ("The answer is: 1953")
_LEAD = re.compile(r"^\s*(?:the\s+)?(?:short\s+)?answer(?:\s+is)?\s*[:\-–]\s*(?=\S)|"
                   r"^\s*the\s+answer\s+is\s+(?=\S)", re.I)


def _unmarked(text: str) -> str:
    """``text`` without citation markers of its own."""
    return " ".join(REF.sub(" ", text).split())


def answer_supported(answer: str, passages: Sequence[RetrievedChunk]) -> RetrievedChunk | None:
    """The passage that states ``answer`` (every content word of it, or the exact words)."""
    if not answer.strip():
        return None
    terms = key_terms(answer, limit=12)
    # the answer as words of the passage: "0" is not stated by "2000"
    exact = re.compile(rf"(?<!\w){re.escape(answer.lower().strip(' .'))}(?!\w)")
    for chunk in passages:
        text = f"{chunk.title} {chunk.text}"
        if exact.search(text.lower()) or (terms and overlap(terms, text) >= 1.0):
            return chunk
    return None


class Drafter:
    """Asks the model to write; one call per part, at most."""

    def __init__(self, advisor: Advisor, budget_tokens: int) -> None:
        self.advisor = advisor
        self.budget_tokens = budget_tokens

    async def short_answer(self, plan: Plan, sources: list[RetrievedChunk]) -> Drafted | None:
        answer = await self.advisor.ask("short_answer", None, query=plan.normalized,
                                        sources=quote(sources))
        if answer is None:
            return None
        return Drafted(answer=_LEAD.sub("", answer.answer).strip(" ."),
                       answer_source=answer.source,
                       text=answer.explanation, follow_ups=list(answer.follow_ups),
                       # (a reading's own "[2]" would pass for a citation)
                       readings=[(_unmarked(r.reading).strip(" .:"),
                                  _LEAD.sub("", _unmarked(r.answer)).strip(" ."),
                                  r.source) for r in answer.readings if r.answer.strip()])

    async def section(self, plan: Plan, aspect: Aspect, sources: list[RetrievedChunk],
                      length: Length, numbers: list[int] | None = None) -> str | None:
        """One section's prose; ``numbers`` are the sources' numbers in the report's pool."""
        return await self.advisor.text("section", query=plan.normalized, section=aspect.title,
                                       sentences=SECTION_SENTENCES[length],
                                       sources=quote(sources, numbers))

    async def summary(self, plan: Plan, sections: str) -> Drafted | None:
        # one call: the sections' own best sentences are the summary when it fails
        answer = await self.advisor.ask("summary", None, query=plan.normalized, attempts=1,
                                        sections=sections[:6000])
        if answer is None:
            return None
        return Drafted(text=answer.summary, follow_ups=list(answer.follow_ups))
