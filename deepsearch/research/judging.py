"""Judging: the evidence per sub-question gathered from what the run read, SearchMuse's
coverage score with the gaps it leaves, the pages a comparison still needs, and Deep
Search's stagnation check."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from deepsearch.kb.store import SearchFilters
from deepsearch.models import RetrievedChunk
from deepsearch.research.comparisons import compare_options, comparison_options, same_name
from deepsearch.research.context import RunContext
from deepsearch.research.kinship import page_to_read, reached_through
from deepsearch.research.models import Persona, Plan, SearchRecord, SubQuestion
from deepsearch.research.shape import is_open
from deepsearch.research.state import RunState
from deepsearch.text import key_terms, overlap, stem, written_forms

Evidence = dict[int, list[RetrievedChunk]]


def coverage(evidence: Evidence, plan: Plan, sources: int, target_sources: int,
             terms: Sequence[str]) -> tuple[float, list[str]]:
    """SearchMuse's formula: 0.4 × source-count ratio + 0.3 × mean relevance + 0.3 × diversity.

    Relevance of a sub-question is the share of its key terms found in its best evidence;
    diversity is the share of the plan's key terms found anywhere in the evidence. Returns
    the score and the terms still missing (the gaps).
    """
    ratio = min(sources, target_sources) / target_sources
    relevances = []
    for sub in plan.sub_questions:
        chunks = evidence.get(sub.id, [])
        sub_terms = key_terms(sub.question)
        best = max((overlap(sub_terms, f"{c.title} {c.text}") for c in chunks[:3]), default=0.0)
        relevances.append(best)
    corpus = " ".join(f"{c.title} {c.text}" for chunks in evidence.values() for c in chunks)
    found = written_forms(corpus)  # "direct" in "directed", "13th" in "Thirteenth"
    missing = [t for t in terms if stem(t) not in found]
    diversity = 1 - len(missing) / len(terms) if terms else 0.0
    mean_relevance = sum(relevances) / len(relevances) if relevances else 0.0
    return round(0.4 * ratio + 0.3 * mean_relevance + 0.3 * diversity, 4), missing


def sub_question_covered(sub: SubQuestion, evidence: Evidence, threshold: float = 0.8) -> bool:
    """A sub-question is covered when one of its best passages holds most of its terms."""
    terms = key_terms(sub.question)
    return bool(terms) and any(overlap(terms, f"{c.title} {c.text}") >= threshold
                               for c in evidence.get(sub.id, [])[:3])


async def read_chunks(ctx: RunContext, state: RunState) -> list[RetrievedChunk]:
    """Every chunk of every page this run read (from the working set)."""
    store = ctx.working.store
    return [c for sid in list(state.titles) for c in await store.chunks_of(sid)]


async def gather(ctx: RunContext, state: RunState, plan: Plan) -> Evidence:
    """Evidence per sub-question from what this run read (hybrid search, reranked)."""
    if not state.read_urls:
        return {}
    filters = SearchFilters(group_id=state.run_id)
    subs = plan.sub_questions
    hints = [f"{t} {plan.normalized}" for t in list(state.titles.values())[-3:] if t] \
        if ctx.cfg.use_search_hints else []
    # one batch: the sub-questions' embeddings and the hints' are computed together
    found = await ctx.working.search_many([*(s.question for s in subs), *hints],
                                          k=ctx.cfg.evidence_k, filters=filters,
                                          expand=[s.id == 0 for s in subs] + [False] * len(hints))
    evidence = {sub.id: hits for sub, hits in zip(subs, found, strict=False)}
    if hints:
        extra = [c for hits in found[len(subs):] for c in hits[:2]]
        known = {c.chunk_id for c in evidence.get(0, [])}
        evidence[0] = evidence.get(0, []) + [c for c in extra if c.chunk_id not in known]
    return evidence


@dataclass
class Judgement:
    """One round's verdict: the evidence, its coverage and gaps, and whether it may stop."""

    evidence: Evidence
    completeness: float
    missing: list[str] = field(default_factory=list)
    #: pages a comparison or an open report's subject needs, not searched or not read yet
    unsearched: list[str] = field(default_factory=list)

    def converged(self, cfg, sources: int) -> bool:
        return (self.completeness >= cfg.coverage_threshold and not self.unsearched
                and sources >= cfg.min_sources)


async def judge(ctx: RunContext, state: RunState, plan: Plan, iteration: int) -> Judgement:
    """Gather the evidence, score its coverage, mark covered sub-questions and note the pages
    a comparison ("which …, A or B?") still needs: the run does not stop before it looks."""
    evidence = await ctx.events.timed("judge", gather(ctx, state, plan))
    completeness, missing = coverage(evidence, plan, len(state.read_urls),
                                     ctx.cfg.target_sources, plan.key_terms)
    state.completeness = completeness
    for sub in plan.sub_questions:
        if sub.status == "open" and sub_question_covered(sub, evidence):
            sub.status = "covered"
    state.history.append(SearchRecord(
        iteration=iteration, action="judge", completeness=completeness,
        detail=f"missing terms: {', '.join(missing) or 'none'}"))
    ctx.events.emit("judge", Persona.LIBRARIAN,
                    f"coverage {completeness:.2f} from {len(state.read_urls)} sources",
                    coverage=completeness, missing=missing, iteration=iteration)
    state.iteration = iteration
    options = comparison_options(plan.normalized)
    kin = reached_through(plan.normalized)
    chunks = [*(c for hits in evidence.values() for c in hits),
              *await read_chunks(ctx, state)] if options or kin else []
    comparison = compare_options(plan.normalized, chunks) if options else None
    undecided = comparison.missing if comparison is not None and not comparison.decided else []
    if kin:  # a grandparent: the page of the parent the subject's page names; the director
        # of a film: the page of the one its page names
        undecided = [name for name in [page_to_read(plan.normalized, chunks)] if name]
    state.wanted, pending = pages_needed(plan, undecided, list(state.titles.values()),
                                         state.asked, [h.title for h in state.pool.values()])
    return Judgement(evidence, completeness, missing, pending)


def pages_needed(plan: Plan, undecided: Sequence[str], read_titles: Sequence[str],
                 asked: set[str], found_titles: Sequence[str]) -> tuple[list[str], list[str]]:
    """The pages the run still needs: the options a comparison has not decided and, for an
    open report, each subject it gives a section ("an overview of A and B": a page of each,
    not only passages that mention one), none already read. Also those that keep the run
    from stopping: not searched yet, or found and not read yet."""
    subjects = [a.entity for a in plan.aspects if a.entity] if is_open(plan.shape) else []
    wanted = [n for n in dict.fromkeys([*undecided, *subjects])
              if not any(same_name(n, t) for t in read_titles)]
    pending = [n for n in wanted if n.lower() not in asked or
               any(same_name(t, n) for t in found_titles)]
    return wanted, pending


def judge_progress(ctx: RunContext, state: RunState, previous: float, evidence: Evidence,
                   new_hits: int, new_pages: int) -> None:
    """Deep Search's stagnation check: a round that adds (almost) no coverage, or whose best
    evidence all comes from one source, counts as stagnant; a productive round resets the
    count."""
    top = evidence.get(0, [])[:5]
    diversity = len({c.source_id for c in top}) / len(top) if top else 0.0
    gain = state.completeness - previous
    low_diversity = len(top) >= 3 and diversity < 0.4
    if gain < ctx.cfg.stagnation_gain or new_hits == 0 or new_pages == 0 or low_diversity:
        state.stagnant += 1
        state.stats.stagnant_rounds += 1
        why = ("low information diversity" if low_diversity else
               f"coverage gain {gain:+.2f}, {new_hits} new results")
        ctx.events.emit("judge", Persona.LIBRARIAN, f"stagnating ({why})",
                        stagnant=state.stagnant, gain=round(gain, 4),
                        diversity=round(diversity, 3))
    else:
        state.stagnant = 0
