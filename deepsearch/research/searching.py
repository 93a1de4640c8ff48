"""Searching: one round's queries fanned out to the providers, new results pooled and fused
across queries (reciprocal rank), and the choice of what to read before reading anything
(Agentic Search stage 2: score every candidate, read only the promising ones)."""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence

from deepsearch.errors import EmbeddingError, InputError
from deepsearch.extract.base import source_id
from deepsearch.models import Link, SearchHit, SearchOutcome
from deepsearch.net.urls import domain_of
from deepsearch.research.comparisons import norm_title, same_name
from deepsearch.research.context import RunContext
from deepsearch.research.models import Persona, Plan, SearchRecord
from deepsearch.research.state import RunState
from deepsearch.search import RunSeenUrls
from deepsearch.search.service import BUDGET_SPENT, CACHE_PROVIDER, SearchBudget, clean_query
from deepsearch.text import key_terms, overlap, within

log = logging.getLogger(__name__)

MIN_READS_PER_ITERATION = 2
DIRECT_READS = 2
FUSION_K = 10
MEANING_SHARE = 0.6  # of a result's relevance: how close it is to the question in meaning
WEIGHED_PER_ROUND = 8  # results weighed by meaning per round, the best by words
WEIGHED_CHARS = 160  # of a result's snippet, weighed with its title
KIN_MEANING = 0.4  # a page read whose result was this close to the question vouches for its
# other passages
KIN_BONUS = 0.15  # added to such a passage's score when nothing clears the bar
# Results read first in a later round: the pages of the names its next-hop queries followed.
# Measured (docs/benchmarks.md, "Reading the next hop's page"): multi-hop all found 0.660 vs
# 0.583, evidence recall 0.821 vs 0.783, no more pages; ASQA STR-EM 69.0 vs 68.6.
HOP_READS = 2


def score_hit(hit: SearchHit, terms: Sequence[str], known_titles: set[str],
              trust: float = 0.5, fused: float | None = None,
              meaning: float | None = None) -> float:
    """Snippet relevance, rank evidence, domain trust and novelty, in 0-1.

    ``fused`` is the hit's reciprocal-rank fusion over every query of the run that returned
    it, scaled to 0-1 (a page several queries rank high is a strong candidate); without it
    the provider's own score stands in. ``meaning`` is how close the title and snippet are
    to the question in meaning (cosine); without it relevance is by words alone."""
    title_overlap = overlap(list(terms), hit.title)
    text_overlap = overlap(list(terms), f"{hit.title} {hit.snippet}")
    relevance = 0.6 * text_overlap + 0.4 * title_overlap
    if meaning is not None:
        relevance = (1 - MEANING_SHARE) * relevance + MEANING_SHARE * max(0.0, meaning)
    novelty = 0.0 if hit.title.lower() in known_titles else 1.0
    rank = hit.score if fused is None else fused
    return round(0.55 * relevance + 0.25 * rank + 0.1 * trust + 0.1 * novelty, 4)


def score_link(link: Link, terms: Sequence[str]) -> float:
    return round(overlap(list(terms), f"{link.text} {link.url.rsplit('/', 1)[-1]}"), 4)


def worth_sending(queries: list[str], plan: Plan, asked: set[str],
                  known: set[str]) -> list[str]:
    """The queries that earn a request: each carries a name or a relation (no lone
    fragment such as "Walkin"), and none only repeats the words of one sent before it (the
    question's keywords alone, or its name with its own words again). ``known`` are names
    of pages and subjects: a query that is one of them stands on its own."""
    sent = [set(key_terms(a, limit=40)) for a in asked]
    kept: list[str] = []
    for query in queries:
        terms = set(key_terms(query, limit=40))
        name = query.strip('"').lower() in known
        if not terms or (len(terms) < 2 and not name and _fragment(query, plan)):
            continue
        if not name and any(terms <= other for other in sent):
            continue
        kept.append(query)
        sent.append(terms)
    return kept


def _fragment(query: str, plan: Plan) -> bool:
    """A one-word query that names nothing: a lower-case keyword, or a word that the
    question uses only inside a longer name ("Walkin" of "These Boots Are Made for
    Walkin'"). A capitalised name the evidence brought up ("Hiroshima") is not one."""
    word = query.strip().strip('"')
    if len(word.split()) > 1:
        return False  # the question as typed ("where is the bellagio"): its one key word
        # with the words that ask about it
    if not word[:1].isupper():
        return True
    low = word.lower()
    return any(low in name.lower().split() and name.lower() != low for name in plan.entities) \
        or bool(re.search(rf"[A-Z][\w'’-]*\s+(?:\w+\s+)?{re.escape(word)}\b", plan.normalized))


def known_names(state: RunState, plan: Plan) -> set[str]:
    names = {e.lower() for e in plan.entities}
    names |= {t.lower() for t in state.titles.values() if t}
    names |= {h.title.lower() for h in state.pool.values() if h.title}
    return names


async def search_round(ctx: RunContext, state: RunState, queries: list[str],
                       iteration: int, *, page: int = 1) -> int:
    """Fan the queries out within the run's search budget; new unique hits join the pool.
    Returns how many."""
    plan = state.plan
    fresh = list(queries)  # a second page is asked of a query already sent
    if page == 1:  # each query once, whatever its case ("Tupac Shakur", "tupac shakur")
        once: dict[str, str] = {}
        for q in queries:
            once.setdefault(q.lower(), q)
        fresh = [q for low, q in once.items() if low not in state.asked]
        if plan is not None:
            fresh = worth_sending(fresh, plan, state.asked, known_names(state, plan))
    budget = SearchBudget(None if ctx.cfg.max_searches is None
                          else ctx.cfg.max_searches - state.stats.searches)
    if budget.left is not None:
        fresh = fresh[:budget.left]
    if not fresh:
        return 0
    state.asked.update(q.lower() for q in fresh)
    ctx.events.emit("search", Persona.SEARCH_AGENT, f"searching: {'; '.join(fresh)}"
                    + (f" (page {page})" if page > 1 else ""), queries=fresh,
                    iteration=iteration, page=page)
    valid = []
    for q in fresh:
        try:
            valid.append(clean_query(q, ctx.max_query_chars))
        except InputError:
            continue
    seen = RunSeenUrls(state.seen)
    outcomes = await ctx.search.search_many(valid, seen=seen, budget=budget, page=page)
    state.stats.searches += sum(o.requests for o in outcomes)
    state.stats.queries += len(valid)
    mark_failed_sub_questions(plan, outcomes)
    new_hits = 0
    for outcome in outcomes:
        if not outcome.ok:
            for attempt in outcome.attempts:
                if not attempt.ok and attempt.provider != CACHE_PROVIDER \
                        and attempt.error != BUDGET_SPENT:
                    state.unreachable.add(f"{attempt.provider}: {attempt.error}")
            continue
        for hit in [*outcome.hits, *outcome.repeated]:
            state.fused[hit.url] = state.fused.get(hit.url, 0.0) + 1 / (FUSION_K + hit.rank)
        for hit in outcome.hits:
            state.pool.setdefault(hit.url, hit)
            new_hits += 1
    await weigh_meaning(ctx, state)
    if ctx.trust is not None:  # one transaction for the whole round
        ctx.trust.observe(h.url for o in outcomes if o.ok for h in o.hits)
    state.stats.unique_hits += new_hits
    state.history.append(SearchRecord(
        iteration=iteration, action="web_search", queries=valid, detail=f"{new_hits} new results",
        urls=[h.url for o in outcomes if o.ok for h in o.hits]))
    failed = [o.query for o in outcomes if not o.ok]
    ctx.events.emit("search", Persona.SEARCH_AGENT,
                    f"{new_hits} new results" + (f"; {len(failed)} queries failed" if failed
                                                 else ""), hits=new_hits, failed=failed)
    return new_hits


async def weigh_meaning(ctx: RunContext, state: RunState) -> None:
    """How close the best results' titles and snippets are to the question, by the run's
    embedder: the ``WEIGHED_PER_ROUND`` best by words not weighed yet, one batch per round
    (embedding every result would cost more than the pages it saves). Results left out
    weigh nothing by meaning; if the embedder fails, every result is weighed by words."""
    plan = state.plan
    if plan is None:
        return
    todo = [url for _, url in score_pool(ctx, state, plan, by_words=True)
            if url not in state.meaning][:WEIGHED_PER_ROUND]
    if not todo:
        return
    hits = [state.pool[url] for url in todo]
    try:
        similarity = await ctx.working.embeddings.closeness(
            plan.normalized, [f"{h.title}: {h.snippet[:WEIGHED_CHARS]}" for h in hits])
    except EmbeddingError as exc:
        log.warning("results weighed by their words only: %s", exc)
        return
    state.meaning.update((url, round(s, 4)) for url, s in zip(todo, similarity, strict=True))


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


def score_pool(ctx: RunContext, state: RunState, plan: Plan, *, by_words: bool = False
               ) -> list[tuple[float, str]]:
    """Every unread candidate scored (snippet relevance, rank fusion, trust, novelty), best
    first; its relevance by words alone with ``by_words`` or before any result was weighed by
    meaning."""
    pool = state.pool
    gap_terms = list(dict.fromkeys([*plan.key_terms, *key_terms(" ".join(plan.entities))]))
    titles = {t.lower() for t in state.titles.values()}
    trust = ctx.trust.scores(domain_of(url) for url in pool) if ctx.trust is not None else {}
    top = max((state.fused.get(url, 0.0) for url in pool), default=0.0) or 1.0
    weighed = bool(state.meaning) and not by_words
    return sorted(((score_hit(h, gap_terms, titles, trust.get(domain_of(url), 0.5),
                              state.fused.get(url, 0.0) / top,
                              state.meaning.get(url, 0.0) if weighed else None), url)
                   for url, h in pool.items()), reverse=True)


def want_next_page(ctx: RunContext, state: RunState, plan: Plan, queries: list[str]) -> list[str]:
    """The question's second page of results, only when the first is used up: few new
    queries to try, nothing promising left among the results, and coverage still short."""
    direct = plan.normalized
    if direct.lower() in state.paged or len(queries) >= 2 or \
            state.completeness >= ctx.cfg.coverage_threshold:
        return []
    if any(score >= ctx.cfg.url_score_threshold for score, _ in score_pool(ctx, state, plan)):
        return []
    return [direct]


def vouched_titles(state: RunState) -> set[str]:
    """The titles of the pages read whose results were close to the question in meaning
    (``KIN_MEANING``): another passage of one of them is a better blind read than a result
    only its words or its rank put forward (a film's production passage, not another film
    that shares a word of the question). A page is found by the address it was read at
    (reading carries a redirected result's closeness to it)."""
    return {state.titles.get(source_id(url), "").lower() for url, close in state.meaning.items()
            if close >= KIN_MEANING} - {""}


def best_unchosen(scored: list[tuple[float, str]], chosen: list[str],
                  pool: dict[str, SearchHit], vouched: set[str]) -> list[str]:
    """The candidates not chosen, best first, an unread passage of a vouched page (its title
    in ``vouched``) raised by ``KIN_BONUS``."""
    rest = [(score + KIN_BONUS * (pool[url].title.lower() in vouched), url)
            for score, url in scored if url not in chosen]
    return [url for _, url in sorted(rest, key=lambda item: -item[0])]


def hop_reads(state: RunState, scored: list[tuple[float, str]], chosen: list[str],
              budget: int) -> list[str]:
    """The next hop's own direct reads: for each name the last round's next-hop queries
    followed (none a page read already), the best-scored result that is its page ("Sunbeam
    Alpine" for "1953 Sunbeam Alpine Mk I"), at most ``HOP_READS`` in all. The question's
    own words and rank favour results that only repeat its words (a dog "recognised by the
    Texas Senate", an airport named Thief River Falls) over the page the hop searched for.
    A result that only names the hop in its snippet is left to the scores: reading those too
    found a little more on multi-hop questions for more pages, and less on ASQA."""
    read = {norm_title(t) for t in state.titles.values()}
    picks: list[str] = []
    for hop in state.hops:
        if len(picks) >= min(HOP_READS, budget - len(chosen)):
            break
        name = norm_title(hop)
        if name in read:
            continue
        own = [url for _, url in scored if url not in chosen and url not in picks and (
            same_name(state.pool[url].title, hop)
            or (len(title := norm_title(state.pool[url].title).split()) >= 2
                and within(" ".join(title), name)))]
        picks += own[:1]
    return picks


def choose(ctx: RunContext, state: RunState, plan: Plan, iteration: int) -> list[str]:
    """Agentic Search stage 2: score every candidate and read only the promising ones."""
    cfg, pool = ctx.cfg, state.pool
    scored = score_pool(ctx, state, plan)
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
    else:  # a later round reads what its next hops searched for first
        chosen += hop_reads(state, scored, chosen, budget)
    chosen += [url for score, url in scored if score >= cfg.url_score_threshold
               and url not in chosen][:budget - len(chosen)]
    if len(chosen) < MIN_READS_PER_ITERATION:
        # Nothing clears the bar: read the best few anyway rather than searching blind, in
        # a later round another passage of a page that proved close to the question first.
        vouched = vouched_titles(state) if iteration > 1 else set()
        extra = best_unchosen(scored, chosen, pool, vouched)
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
