"""Searching: one round's queries fanned out to the providers, new results pooled and fused
across queries (reciprocal rank), and the choice of what to read before reading anything
(Agentic Search stage 2: score every candidate, read only the promising ones)."""

from __future__ import annotations

from collections.abc import Sequence

from deepsearch.errors import InputError
from deepsearch.models import Link, SearchHit, SearchOutcome
from deepsearch.net.urls import domain_of
from deepsearch.research.comparisons import same_name
from deepsearch.research.context import RunContext
from deepsearch.research.models import Persona, Plan, SearchRecord
from deepsearch.research.state import RunState
from deepsearch.search import RunSeenUrls
from deepsearch.search.service import clean_query
from deepsearch.text import key_terms, overlap

MIN_READS_PER_ITERATION = 2
DIRECT_READS = 2
FUSION_K = 10


def score_hit(hit: SearchHit, terms: Sequence[str], known_titles: set[str],
              trust: float = 0.5, fused: float | None = None) -> float:
    """Snippet relevance, rank evidence, domain trust and novelty, in 0-1.

    ``fused`` is the hit's reciprocal-rank fusion over every query of the run that returned
    it, scaled to 0-1 (a page several queries rank high is a strong candidate); without it
    the provider's own score stands in."""
    title_overlap = overlap(list(terms), hit.title)
    text_overlap = overlap(list(terms), f"{hit.title} {hit.snippet}")
    relevance = 0.6 * text_overlap + 0.4 * title_overlap
    novelty = 0.0 if hit.title.lower() in known_titles else 1.0
    rank = hit.score if fused is None else fused
    return round(0.55 * relevance + 0.25 * rank + 0.1 * trust + 0.1 * novelty, 4)


def score_link(link: Link, terms: Sequence[str]) -> float:
    return round(overlap(list(terms), f"{link.text} {link.url.rsplit('/', 1)[-1]}"), 4)


async def search_round(ctx: RunContext, state: RunState, queries: list[str],
                       iteration: int) -> int:
    """Fan the queries out; new unique hits join the pool. Returns how many."""
    fresh = [q for q in queries if q.lower() not in state.asked]
    if not fresh:
        return 0
    state.asked.update(q.lower() for q in fresh)
    ctx.events.emit("search", Persona.SEARCH_AGENT, f"searching: {'; '.join(fresh)}",
                    queries=fresh, iteration=iteration)
    valid = []
    for q in fresh:
        try:
            valid.append(clean_query(q, ctx.max_query_chars))
        except InputError:
            continue
    seen = RunSeenUrls(state.seen)
    outcomes = await ctx.search.search_many(valid, seen=seen)
    state.stats.searches += len(valid)
    mark_failed_sub_questions(state.plan, outcomes)
    new_hits = 0
    for outcome in outcomes:
        if not outcome.ok:
            for attempt in outcome.attempts:
                state.unreachable.add(f"{attempt.provider}: {attempt.error}")
            continue
        for hit in [*outcome.hits, *outcome.repeated]:
            state.fused[hit.url] = state.fused.get(hit.url, 0.0) + 1 / (FUSION_K + hit.rank)
        for hit in outcome.hits:
            state.pool.setdefault(hit.url, hit)
            new_hits += 1
    if ctx.trust is not None:  # one transaction for the whole round
        ctx.trust.observe(h.url for o in outcomes if o.ok for h in o.hits)
    state.stats.unique_hits += new_hits
    state.history.append(SearchRecord(iteration=iteration, action="web_search",
                                      queries=valid, detail=f"{new_hits} new results"))
    failed = [o.query for o in outcomes if not o.ok]
    ctx.events.emit("search", Persona.SEARCH_AGENT,
                    f"{new_hits} new results" + (f"; {len(failed)} queries failed" if failed
                                                 else ""), hits=new_hits, failed=failed)
    return new_hits


def mark_failed_sub_questions(plan: Plan | None, outcomes: list[SearchOutcome]) -> None:
    """SDD-002: a sub-question every one of whose queries failed is marked failed."""
    if plan is None:
        return
    failed = {o.query.lower() for o in outcomes if not o.ok}
    answered = {o.query.lower() for o in outcomes if o.ok}
    for sub in plan.sub_questions:
        mine = {q.lower() for q in sub.queries}
        if sub.status == "open" and mine & failed and not mine & answered:
            sub.status = "failed"


def choose(ctx: RunContext, state: RunState, plan: Plan, iteration: int) -> list[str]:
    """Agentic Search stage 2: score every candidate and read only the promising ones."""
    cfg, pool = ctx.cfg, state.pool
    gap_terms = list(dict.fromkeys([*plan.key_terms, *key_terms(" ".join(plan.entities))]))
    titles = {t.lower() for t in state.titles.values()}
    trust = ctx.trust.scores(domain_of(url) for url in pool) if ctx.trust is not None else {}
    top = max((state.fused.get(url, 0.0) for url in pool), default=0.0) or 1.0
    scored = sorted(((score_hit(h, gap_terms, titles, trust.get(domain_of(url), 0.5),
                                state.fused.get(url, 0.0) / top), url)
                     for url, h in pool.items()), reverse=True)
    budget = min(cfg.max_urls_per_iteration, cfg.max_pages - len(state.read_urls))
    # pages a comparison still needs come first, then (round one) the question as asked
    chosen = [url for url, h in pool.items()
              if any(same_name(h.title, n) for n in state.wanted)][:budget]
    if iteration == 1:
        # The best answers to the question as asked are read first (SDD-002's direct
        # variation): a single-shot search is the floor this loop must not fall below.
        direct = plan.normalized.lower()
        chosen += [url for url, h in sorted(pool.items(), key=lambda kv: kv[1].rank)
                   if h.query.lower() == direct and url not in chosen][:DIRECT_READS]
    chosen += [url for score, url in scored if score >= cfg.url_score_threshold
               and url not in chosen][:budget - len(chosen)]
    if len(chosen) < MIN_READS_PER_ITERATION:
        # Nothing clears the bar: read the best few anyway rather than searching blind.
        extra = [url for _, url in scored if url not in chosen]
        chosen += extra[: min(budget, MIN_READS_PER_ITERATION) - len(chosen)]
    if cfg.follow_links and len(chosen) < budget and state.links:
        best_links = sorted(state.links.items(), key=lambda kv: -kv[1][0])
        for url, (score, _) in best_links[: budget - len(chosen)]:
            if score >= cfg.url_score_threshold:
                chosen.append(url)
    for url in chosen:
        pool.pop(url, None)
        state.links.pop(url, None)
    state.stats.pages_skipped = len(pool)
    ctx.events.emit("rank", Persona.SEARCH_AGENT,
                    f"reading {len(chosen)} of {len(chosen) + len(pool)} candidates",
                    chosen=chosen)
    return chosen
