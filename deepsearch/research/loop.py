"""The conductor: the only place that knows the order of a run's stages.

plan → local knowledge first → [search → choose → read → judge → converge, or refine] → write
(with verification and fact-check reads) → result. It owns the budgets, the stop rules and
the checkpoints; each stage gets the run's services (``RunContext``) and state (``RunState``)
and returns a typed result.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from deepsearch.errors import BudgetExceededError
from deepsearch.kb.store import SearchFilters
from deepsearch.llm.base import RUN_BUDGET
from deepsearch.models import RetrievedChunk
from deepsearch.research.comparisons import comparison_options
from deepsearch.research.composing import reads_every_passage
from deepsearch.research.context import RunContext
from deepsearch.research.judging import Evidence, gather, judge, judge_progress, read_chunks
from deepsearch.research.kinship import reached_through
from deepsearch.research.models import Persona, Plan, ResearchResult
from deepsearch.research.planning import adopt_subject, consult_local, first_queries, make_plan
from deepsearch.research.reading import read_round
from deepsearch.research.refining import refine
from deepsearch.research.searching import choose, score_hit, search_round, want_next_page
from deepsearch.research.shape import DEFAULT_LENGTH, asked_length
from deepsearch.research.state import RunState
from deepsearch.research.writing import ReportWriter, WriteInput, Written
from deepsearch.text import key_terms


@dataclass
class Outcome:
    """How the loop ended, and the evidence it ended with."""

    stop_reason: str
    status: str
    evidence: Evidence = field(default_factory=dict)
    missing: list[str] = field(default_factory=list)


class Conductor:
    """Runs one research run from its state to its result."""

    def __init__(self, ctx: RunContext, state: RunState, *,
                 save: Callable[[RunState], None] | None = None, resumed: bool = False) -> None:
        self.ctx = ctx
        self.state = state
        self.save = save  # called with the state after every completed step
        self.resumed = resumed

    # ---- checkpoints and budgets ----------------------------------------------------------------
    async def checkpoint(self, step: str) -> None:
        """Record the state after a completed step (its pages durably stored first)."""
        await self.ctx.writes.settle()
        if self.save is None or self.state.plan is None:
            return
        self.state.step = step
        self.state.elapsed_s = self.ctx.events.elapsed()
        self.save(self.state)

    def budget_stop(self) -> str | None:
        state, cfg = self.state, self.ctx.cfg
        if state.budget_spent:
            return state.budget_spent
        if self.ctx.events.elapsed() > cfg.time_budget_s:
            return f"budget: {cfg.time_budget_s:g} s of time spent"
        if len(state.read_urls) >= cfg.max_pages:
            return f"budget: {cfg.max_pages} pages read"
        if cfg.max_searches is not None and state.stats.searches >= cfg.max_searches \
                and not state.pool and not state.links:
            return f"budget: {cfg.max_searches} search requests sent"
        return None

    # ---- the run -------------------------------------------------------------------------------
    async def execute(self) -> ResearchResult:
        scope = RUN_BUDGET.set(self.ctx.llm_budget)  # this task's model calls are this run's
        try:
            return await self.run()
        finally:  # after the last read of the run: fact-check reads use the page cache too
            RUN_BUDGET.reset(scope)
            await self.ctx.reader.fetcher.aclose()

    async def run(self) -> ResearchResult:
        ctx, state = self.ctx, self.state
        outcome = Outcome("max iterations reached", "partial")
        try:
            outcome = await self.plan_and_loop()
        except BudgetExceededError as exc:
            outcome.stop_reason = f"budget: {exc.message}"
        finally:
            await ctx.writes.settle()
        plan = state.plan
        assert plan is not None
        if state.budget_spent and not outcome.stop_reason.startswith(("budget", "local")):
            outcome.stop_reason = state.budget_spent
        evidence = outcome.evidence or await gather(ctx, state, plan)
        if not any(evidence.values()) and state.local_hits:
            # The web gave nothing: answer from local knowledge, and say so.
            evidence = {0: state.local_hits}
            state.read_urls.extend(u for u in dict.fromkeys(h.url for h in state.local_hits)
                                   if u not in state.read_urls)
            outcome.stop_reason += "; answered from local knowledge only"
            ctx.events.emit("local", Persona.LIBRARIAN, "the web gave nothing usable; "
                            "answering from the local knowledge base")
        written = await ctx.events.timed("write", self.write(plan, evidence, outcome.missing))
        await ctx.writes.settle()  # pages read to fact-check
        return self.result(plan, outcome, written)

    async def plan_and_loop(self) -> Outcome:
        ctx, state = self.ctx, self.state
        if state.titles and not ctx.working.chunks_written:
            # resumed: the working set gets back the pages read before the interruption
            await ctx.working.load_sources(ctx.kb, list(state.titles), state.run_id)
        if state.plan is None:
            state.plan = await ctx.events.timed("plan", make_plan(ctx, state.question))
            local = await ctx.events.timed("local", consult_local(ctx, state, state.plan))
            # a question without capitals takes its subject from what local knowledge holds
            # too: when that answers it, no search will name it
            adopt_subject(ctx, state.plan, [h.title for h in state.local_hits],
                          "local knowledge")
            if local is not None:
                state.completeness = local.completeness
                return Outcome("local knowledge sufficient", "answered", local.evidence)
            state.next_queries = await ctx.events.timed("search",
                                                        first_queries(ctx, state.plan))
            await self.checkpoint("plan")
        return await self.loop(state.plan)

    async def loop(self, plan: Plan) -> Outcome:
        """Search, rank, read, judge, refine until converged, spent or stuck."""
        ctx, state = self.ctx, self.state
        evidence: Evidence = {}
        missing: list[str] = []
        while state.iteration < ctx.max_iterations:
            iteration = state.iteration + 1
            state.stats.iterations = iteration
            reason = self.budget_stop()
            if reason:
                return Outcome(reason, "partial", evidence, missing)
            new_hits = await ctx.events.timed(
                "search", search_round(ctx, state, state.next_queries, iteration))
            if state.next_pages:
                pages, state.next_pages = state.next_pages, []
                state.paged.update(q.lower() for q in pages)
                new_hits += await ctx.events.timed(
                    "search", search_round(ctx, state, pages, iteration, page=2))
            if iteration == 1:
                adopt_subject(ctx, plan, [h.title for h in state.pool.values()])
            chosen = choose(ctx, state, plan, iteration)
            if not chosen and not state.read_urls:
                return Outcome(self.why_nothing_read(), "partial", evidence, missing)
            read_before = len(state.read_urls)
            await ctx.events.timed("read", read_round(ctx, state, chosen, iteration,
                                                      state.next_queries))
            previous = state.completeness
            verdict = await judge(ctx, state, plan, iteration)
            evidence, missing = verdict.evidence, verdict.missing
            if verdict.converged(ctx.cfg, len(state.read_urls)):
                await self.checkpoint(f"iteration {iteration}")
                return Outcome("converged", "answered", evidence, missing)
            if iteration >= ctx.max_iterations:
                await self.checkpoint(f"iteration {iteration}")
                break
            judge_progress(ctx, state, previous, evidence, new_hits,
                           len(state.read_urls) - read_before)
            state.next_queries = await ctx.events.timed(
                "refine", refine(ctx, state, plan, evidence, missing))
            state.next_pages = want_next_page(ctx, state, plan, state.next_queries)
            await self.checkpoint(f"iteration {iteration}")
            if not (state.next_queries or state.next_pages or state.pool or state.links):
                return Outcome("stagnated: no new queries or pages", "partial", evidence,
                               missing)
        return Outcome("max iterations reached", "partial", evidence, missing)

    def why_nothing_read(self) -> str:
        state = self.state
        if not state.pool and state.stats.searches and not state.unreachable_all:
            return "no results"
        if state.unreachable_all:
            return "every search provider failed"
        return "nothing worth reading"

    # ---- writing ---------------------------------------------------------------------------------
    async def write(self, plan: Plan, evidence: Evidence, missing: list[str]) -> Written:
        ctx, state = self.ctx, self.state
        writer = ReportWriter(ctx.cfg, ctx.advisor, ctx.events, ctx.working,
                              state.checked_claims, self.verification_read)
        pooled = comparison_options(plan.normalized) or reads_every_passage(plan) or \
            reached_through(plan.normalized)
        chunks = await read_chunks(ctx, state) if pooled else []
        length = ctx.cfg.report_length
        written = await writer.write(WriteInput(
            plan=plan, evidence=evidence, missing=missing, read_urls=state.read_urls,
            read_chunks=chunks, unreachable=sorted(state.unreachable), run_id=state.run_id,
            results=state.stats.unique_hits,
            length=(asked_length(plan.question) or DEFAULT_LENGTH[plan.shape])
            if length == "auto" else length))
        state.stats.citations_verified = written.verified
        state.stats.citations_removed += written.removed
        state.stats.citations_recited += written.recited
        state.failed_citations += [url for url, ok in written.citation_outcomes if not ok]
        if ctx.trust is not None:
            ctx.trust.record_citations(written.citation_outcomes)
        return written

    async def verification_read(self, queries: list[str]) -> list[RetrievedChunk]:
        """Fact-checking: search ``queries``, read the best few new pages, and return the
        passages (from everything this run read) that bear on them."""
        ctx, state = self.ctx, self.state
        iteration = state.iteration + 1
        await search_round(ctx, state, queries, iteration)
        terms = key_terms(" ".join(queries))
        titles = {t.lower() for t in state.titles.values()}
        ranked = sorted(state.pool.items(), key=lambda kv: -score_hit(kv[1], terms, titles))
        budget = min(ctx.cfg.fact_check_pages, ctx.cfg.max_pages - len(state.read_urls))
        chosen = [url for url, _ in ranked[:max(0, budget)]]
        for url in chosen:
            state.pool.pop(url, None)
        if chosen:
            await read_round(ctx, state, chosen, iteration, queries)
        filters = SearchFilters(group_id=state.run_id)
        return [c for hits in await ctx.working.search_many(queries, k=3, filters=filters)
                for c in hits]

    # ---- the result ------------------------------------------------------------------------------
    def result(self, plan: Plan, outcome: Outcome, written: Written) -> ResearchResult:
        ctx, state = self.ctx, self.state
        report = written.report
        status = outcome.status
        if not report.sources:
            status = "failed"
        elif status != "answered":
            status = "partial"
        self.finish_stats()
        ctx.events.emit("done", Persona.SYNTHESIZER, f"{status}: {outcome.stop_reason}",
                        stop=outcome.stop_reason)
        return ResearchResult(
            success=bool(report.sources), query=state.question, run_id=state.run_id,
            iterations=state.stats.iterations, completeness=state.completeness,
            status=status, stop_reason=outcome.stop_reason,  # type: ignore[arg-type]
            search_history=state.history, report=report,
            results=[{"url": s.url, "title": s.title} for s in report.sources],
            sources_read=list(state.read_urls), stats=state.stats, llm=ctx.llm_reason,
            unreachable=sorted(state.unreachable), skipped=state.skipped, plan=plan,
            resumed=self.resumed)

    def finish_stats(self) -> None:
        stats, budget = self.state.stats, self.ctx.llm_budget
        if budget is not None:
            stats.llm_calls = budget.calls
            stats.llm_requests = budget.requests
            stats.prompt_tokens = budget.prompt_tokens
            stats.completion_tokens = budget.completion_tokens
            stats.cost_usd = round(budget.cost_usd, 6)
        stats.wall_s = round(self.ctx.events.elapsed(), 3)

