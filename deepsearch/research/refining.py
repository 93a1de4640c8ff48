"""Refining: the next round's queries — next hops through the bridge entities the evidence
names and the gaps it leaves, or, after a stagnant round, a pivot to another angle at a
raised query temperature (Deep Search)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from deepsearch.errors import EmbeddingError
from deepsearch.models import RetrievedChunk
from deepsearch.research.advisor import quote
from deepsearch.research.answers import listed_meanings
from deepsearch.research.comparisons import norm_title
from deepsearch.research.context import RunContext
from deepsearch.research.judging import Evidence
from deepsearch.research.models import Persona, Plan
from deepsearch.research.state import RunState
from deepsearch.text import (
    COMPASS,
    DEMONYMS,
    QUESTION_WORDS,
    entities,
    is_date_or_count,
    key_terms,
    stem,
    unmentioned,
    within,
)

MAX_NEXT_QUERIES = 6
# A chunk whose meaning is this far from the question's (cosine, absolute or against the best
# chunk's) is about something else: the names in it lead away ("Detroit" from a page on its
# weather, for where a fertilised ovum implants; "Mapum of Geumgwan Gaya", a queen mother, for
# whom the mother of dragons married), not to the next hop. 0.35 over 0.2: multi-hop all-found
# 0.527 vs 0.517 with fewer searches, ASQA STR-EM 67.5 vs 67.1 (docs/benchmarks.md).
BRIDGE_MIN_COSINE = 0.35
BRIDGE_RELATIVE_COSINE = 0.4


#: initials alone ("U.S" of "the U.S. Senate", "H.R" of a bill's number): no page's name
_INITIALS = re.compile(r"(?:[A-Z]\.)+[A-Z]?")
#: an office written as initials before the name it is held in ("CEO of Viglen"): the name
#: is the hop
_ROLE_OF = re.compile(r"^(?:CEO|CFO|COO|CTO|MP|MEP|MLA|MSP)\s+of\s+(?=[A-Z])")


def leads_nowhere(name: str, text: str) -> bool:
    """A name in ``text`` no next hop can follow: a date or a count ("August 15", "1934 and
    1937"), a nationality ("Japanese"), or one word that is a name only because it opens a
    sentence ("Once …", "State …": the page writes it in lower case, or never capitalised
    inside a sentence). "South Korean" and "2012 American" (of "a 2012 American film") are
    nationalities too; initials alone ("U.S" of "the U.S. Senate") name no page."""
    if is_date_or_count(name) or all(w in DEMONYMS or w in COMPASS or w.isdigit()
                                     for w in name.split()) or _INITIALS.fullmatch(name):
        return True
    if " " in name:
        return False
    word = re.escape(name)
    return re.search(rf"\b{word.lower()}\b", text) is not None or \
        re.search(rf"(?<=[\w,;:)] ){word}\b", text) is None


def bridge_entities(evidence: Sequence[RetrievedChunk], plan: Plan, asked: set[str],
                    limit: int = 3) -> list[str]:
    """Names in the best evidence that the question does not mention: the next hop."""
    question = plan.normalized.lower()
    names: list[str] = []
    best = max((c.vector_score or 0.0 for c in evidence[:4]), default=0.0)
    for chunk in evidence[:4]:
        if chunk.vector_score is not None and (
                chunk.vector_score < max(BRIDGE_MIN_COSINE, BRIDGE_RELATIVE_COSINE * best)):
            continue
        found = [n for n in entities(chunk.text) if not leads_nowhere(n, chunk.text)]
        for name in [chunk.title, *found]:  # the page's own title always leads somewhere
            clean = _ROLE_OF.sub("", re.sub(r"\s*\([^)]*\)$", "", name).strip())
            low = clean.lower()
            if (len(clean) < 3 or low in question or low in asked
                    or clean in names or low in QUESTION_WORDS):
                continue
            names.append(clean)
    return names[:limit]


MEANINGS_FOLLOWED = 2  # of a name's meanings, the closest to the question searched for


async def meaning_queries(ctx: RunContext, plan: Plan, evidence: Sequence[RetrievedChunk],
                          asked: set[str]) -> list[str]:
    """The pages of the meanings closest to the question, when a page read lists what the
    name it asks about may mean ("What is the botanical name of lady finger?": okra and the
    ladyfinger cactus, not the biscuit): each by its name."""
    question = plan.normalized.lower()
    for chunk in evidence:  # (the page of the name asked, in whole words: "Art" is not in
        # "start")
        named = within(norm_title(chunk.title), question)
        meanings = listed_meanings(chunk) if named else []
        meanings = [(n, line) for n, line in meanings if n.lower() not in asked]
        if not meanings:
            continue
        try:
            near = await ctx.working.embeddings.closeness(plan.normalized,
                                                          [line for _, line in meanings])
        except EmbeddingError:
            near = [-i for i in range(len(meanings))]  # as the page lists them
        ranked = sorted(zip(near, meanings, strict=True), key=lambda nm: -nm[0])
        return [name for _, (name, _) in ranked[:MEANINGS_FOLLOWED]]
    return []


def _unasked(queries: Sequence[str], asked: set[str], limit: int) -> list[str]:
    out: list[str] = []
    for q in queries:
        if q and q.lower() not in asked and q.lower() not in [o.lower() for o in out]:
            out.append(q[:300])
    return out[:limit]


def next_queries(plan: Plan, evidence: Sequence[RetrievedChunk], missing: Sequence[str],
                 asked: set[str], limit: int = 4,
                 bridges: Sequence[str] | None = None) -> list[str]:
    """Queries for the next hop: bridge entities (``bridges``, or those of ``evidence``)
    with the question's unanswered terms, and the gaps themselves; never a query already
    asked."""
    focus = list(missing) or plan.key_terms
    queries: list[str] = []
    for name in bridge_entities(evidence, plan, asked) if bridges is None else bridges:
        named = {stem(w) for w in key_terms(name, limit=30)}
        terms = [t for t in focus if stem(t) not in named][:4]  # what the name does not say
        queries.append(f"{name} {' '.join(terms)}".strip())
        queries.append(name)
    unfound = unmentioned(missing)  # "toronto", not "host"
    if unfound:
        queries.append(" ".join([*plan.entities[:1], *unfound[:5]]))
    return _unasked(queries, asked, limit)


def pivot_queries(plan: Plan, evidence: Sequence[RetrievedChunk], asked: set[str],
                  temperature: float, limit: int = 4) -> list[str]:
    """Queries from a different angle when rounds stop adding coverage (no LLM).

    The temperature widens the sample: names from deeper in the evidence, and the
    question's terms regrouped around each entity instead of all at once."""
    depth = 4 + round(temperature * 8)
    names = bridge_entities(evidence[4:depth] or evidence, plan, asked, limit=3)
    queries = [*names]
    terms = plan.key_terms
    for entity in plan.entities or [plan.core_entity]:
        for term in terms[-3:]:
            if entity and term not in entity.lower():
                queries.append(f"{entity} {term}")
    if len(terms) > 2:
        queries.append(" ".join(reversed(terms[:6])))
    return _unasked(queries, asked, limit)


def query_temperature(ctx: RunContext, state: RunState) -> float:
    """The query-writing temperature: the role's own, raised per stagnant round."""
    base = ctx.advisor.temperature("queries")
    return round(min(ctx.cfg.max_temperature,
                     base + ctx.cfg.temperature_step * state.stagnant), 3)


async def refine(ctx: RunContext, state: RunState, plan: Plan, evidence: Evidence,
                 missing: list[str]) -> list[str]:
    """Next-hop queries from the gaps and the bridge entities; after a stagnant round, a
    pivot to another angle at a raised query temperature."""
    top = evidence.get(0, [])
    temperature = query_temperature(ctx, state)
    # next hops and pivots come from the evidence's own names; the model adds its own for
    # the first rounds only
    ask = state.llm_refines < ctx.cfg.llm_refine_calls and ctx.advisor.available
    answer = None
    if state.stagnant:
        state.stats.pivots += 1
        queries = pivot_queries(plan, top, state.asked, temperature)
        state.hops = []
        if ask:
            answer = await ctx.advisor.ask("pivot", None, temperature=temperature,
                                           query=plan.normalized,
                                           previous="; ".join(sorted(state.asked))[:800])
        kind = "pivot"
    else:
        meanings = await meaning_queries(ctx, plan, top, state.asked)
        state.wanted = list(dict.fromkeys([*state.wanted, *meanings]))  # read when found
        state.hops = bridge_entities(top, plan, state.asked)  # read first when found
        queries = next_queries(plan, top, missing, state.asked, bridges=state.hops)
        if ask:
            answer = await ctx.advisor.ask("next_hop_queries", None, temperature=temperature,
                                           query=plan.normalized, sources=quote(top[:4]),
                                           missing=", ".join(missing))
        kind = "next hop"
    state.llm_refines += ask
    if answer is not None and answer.queries:
        queries = list(dict.fromkeys([*queries[:3], *answer.queries, *queries[3:]]))[:5]
    queries = list(dict.fromkeys([*state.wanted, *queries]))
    queries = [q for q in queries if q.strip() and q.lower() not in state.asked
               ][:MAX_NEXT_QUERIES]
    ctx.events.emit("refine", Persona.STRATEGIST,
                    f"{kind} at temperature {temperature:.2f}: "
                    f"{'; '.join(queries) or 'follow links'}", queries=queries,
                    pivot=bool(state.stagnant), temperature=temperature)
    return queries
