"""One research run: its state, its checkpoints, and the loop's stages in order — plan, local
knowledge first, search, rank before reading, read and index, judge, converge or refine —
before ``ReportWriter`` writes the report. ``Researcher`` (engine.py) creates and drives runs.
"""

from __future__ import annotations

import asyncio
import logging
import time
import uuid
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from deepsearch.errors import (
    BudgetExceededError,
    InputError,
    LLMError,
    StructuredOutputError,
)
from deepsearch.fetch import HttpFetcher, PageReader
from deepsearch.kb.store import Provenance, SearchFilters
from deepsearch.llm import prompts as P
from deepsearch.models import Document, Link, RetrievedChunk, SearchHit
from deepsearch.net.urls import domain_of
from deepsearch.research import roles
from deepsearch.research.models import (
    Checkpoint,
    Event,
    Persona,
    Plan,
    ResearchResult,
    RunStats,
    SearchRecord,
    SubQuestion,
)
from deepsearch.research.writer import ReportWriter
from deepsearch.search import RunSeenUrls
from deepsearch.search.service import clean_query
from deepsearch.settings import ResearchSettings
from deepsearch.text import key_terms

if TYPE_CHECKING:
    from deepsearch.research.engine import Researcher


log = logging.getLogger(__name__)
EventSink = Callable[[Event], None]
MAX_QUESTION_CHARS = 2000
MIN_READS_PER_ITERATION = 2
MAX_SUB_QUESTIONS = 5
DIRECT_READS = 2


class Run:
    """The state of one research run, and its stages."""

    def __init__(self, owner: Researcher, question: str, on_event: EventSink | None,
                 max_iterations: int | None, *, run_id: str | None = None,
                 overrides: dict[str, Any] | None = None) -> None:
        self.r = owner
        self.cfg = owner.settings.research
        if overrides:
            try:
                self.cfg = ResearchSettings.model_validate({**self.cfg.model_dump(),
                                                            **overrides})
            except ValidationError as exc:
                problems = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}"
                                     for e in exc.errors())
                raise InputError(f"bad research settings: {problems}") from None
        self.question = self._clean(question)
        self.on_event = on_event
        self.max_iterations = max_iterations or self.cfg.max_iterations
        self.run_id = run_id or uuid.uuid4().hex[:12]
        self.seq = 0
        self.started = time.monotonic()
        self.stats = RunStats()
        self.history: list[SearchRecord] = []
        self.seen = RunSeenUrls()
        self.pool: dict[str, SearchHit] = {}
        self.links: dict[str, tuple[float, Link]] = {}
        self.read_urls: list[str] = []
        self.titles: dict[str, str] = {}  # source id -> title of every page read
        self.asked: set[str] = set()
        self.unreachable: set[str] = set()
        self.skipped: list[str] = []
        self.budget_spent = ""
        self.checked_claims: set[str] = set()
        self.failed_citations: list[str] = []
        self.plan_done: Plan | None = None
        self.next_queries: list[str] = []
        self.iteration = 0
        self.completeness = 0.0
        self.stagnant = 0
        self.resumed = False
        self.local_hits: list[RetrievedChunk] = []
        assert owner._kb is not None
        self.working = owner._kb.working_set()  # this run's evidence, in memory
        self.wanted: list[str] = []  # pages a comparison still needs
        self.fused: dict[str, float] = {}  # reciprocal-rank fusion of every query's hits
        self.pending: list[asyncio.Task[Any]] = []  # background writes to the global KB
        self.reader = PageReader(HttpFetcher(owner.settings, client=owner._client),
                                 min_content_length=owner.settings.fetch.min_content_length)

    # ---- checkpoints --------------------------------------------------------------------------
    def checkpoint(self, step: str) -> None:
        """Record the state after a completed step, for ``runs resume``."""
        if self.r.runlog is None or self.plan_done is None:
            return
        self.r.runlog.save_checkpoint(Checkpoint(
            run_id=self.run_id, question=self.question, step=step, seq=self.seq,
            iteration=self.iteration, plan=self.plan_done, queries=self.next_queries,
            asked=sorted(self.asked), seen=self.seen.urls(),
            pool=[h.model_dump(mode="json") for h in self.pool.values()],
            links=[(score, link.url, link.text) for score, link in self.links.values()],
            read_urls=self.read_urls, titles=self.titles, unreachable=sorted(self.unreachable),
            skipped=self.skipped, history=self.history, stats=self.stats,
            completeness=self.completeness, stagnant=self.stagnant,
            elapsed_s=self.elapsed()))

    def restore(self, cp: Checkpoint) -> None:
        self.seq, self.iteration, self.plan_done = cp.seq, cp.iteration, cp.plan
        self.next_queries, self.asked = list(cp.queries), set(cp.asked)
        self.seen.restore(cp.seen)
        self.pool = {h["url"]: SearchHit.model_validate(h) for h in cp.pool}
        self.links = {url: (score, Link(url=url, text=text)) for score, url, text in cp.links}
        self.read_urls, self.titles = list(cp.read_urls), dict(cp.titles)
        self.unreachable, self.skipped = set(cp.unreachable), list(cp.skipped)
        self.history, self.stats = list(cp.history), cp.stats.model_copy(deep=True)
        self.completeness, self.stagnant = cp.completeness, cp.stagnant
        self.started -= cp.elapsed_s
        # The pages read before the interruption are in the durable store under the run's
        # group: judge from there from now on.
        assert self.r._kb is not None
        self.working = self.r._kb

    # ---- helpers ------------------------------------------------------------------------------
    @staticmethod
    def _clean(question: str) -> str:
        if not isinstance(question, str) or "\x00" in question:
            raise InputError("the question must be text (no binary data)")
        text = " ".join("".join(c if c.isprintable() else " " for c in question).split())
        if not text:
            raise InputError("the question is empty")
        if len(text) > MAX_QUESTION_CHARS:
            raise InputError(f"the question is {len(text)} characters; the limit is "
                             f"{MAX_QUESTION_CHARS}", hint="ask something shorter")
        return text

    def emit(self, stage: str, persona: Persona, message: str, **data: Any) -> None:
        self.seq += 1
        event = Event(run_id=self.run_id, seq=self.seq, stage=stage, persona=persona,
                      message=message, data=data, counters=self.counters())
        log.info("[%s] %s: %s", stage, persona.value, message)
        if self.r.runlog is not None:
            self.r.runlog.event(event)
        if self.on_event is not None:
            self.on_event(event)

    def counters(self) -> dict[str, float]:
        s = self.stats
        budget = self.r.llm.budget if self.r.llm is not None else None
        return {"searches": s.searches, "hits": s.unique_hits, "fetched": s.pages_fetched,
                "skipped": len(self.skipped) + s.pages_skipped, "chunks": s.chunks,
                "coverage": round(self.completeness, 3), "iteration": self.iteration,
                "tokens": budget.prompt_tokens + budget.completion_tokens if budget else 0,
                "cost_usd": round(budget.cost_usd, 6) if budget else 0.0,
                "elapsed_s": round(self.elapsed(), 2)}

    def elapsed(self) -> float:
        return time.monotonic() - self.started

    async def timed(self, stage: str, coro):
        started = time.monotonic()
        try:
            return await coro
        finally:
            self.stats.stage_seconds[stage] = round(
                self.stats.stage_seconds.get(stage, 0.0) + time.monotonic() - started, 3)

    async def ask(self, name: str, fallback: Any, *, temperature: float | None = None,
                  **values: Any) -> Any:
        """A structured LLM answer for template ``name``, or ``fallback`` without one."""
        llm = self.r.llm
        if llm is None:
            return fallback
        template = P.template(name)
        if self.budget_spent:
            return fallback
        try:
            return await llm.structured(template.role, template.messages(**values),
                                        template.schema, temperature=temperature)
        except BudgetExceededError as exc:
            self.budget_spent = f"budget: {exc.message}"
            self.emit("plan", Persona.STRATEGIST, f"{exc.message}; continuing without the LLM "
                      "and stopping at the end of this round")
            return fallback
        except (StructuredOutputError, LLMError) as exc:
            self.stats.llm_fallbacks += 1
            self.emit("plan", Persona.STRATEGIST, f"the model failed at {name}; using the "
                      f"non-LLM method ({exc.message[:120]})", role=name)
            return fallback

    # ---- the loop -----------------------------------------------------------------------------
    async def execute(self) -> ResearchResult:
        stop_reason, status = "max iterations reached", "partial"
        evidence: dict[int, list[RetrievedChunk]] = {}
        missing: list[str] = []
        try:
            if self.plan_done is None:
                self.plan_done = await self.timed("plan", self.plan())
                local = await self.timed("local", self.local_first(self.plan_done))
                if local is not None:
                    evidence, self.completeness = local
                    stop_reason, status = "local knowledge sufficient", "answered"
                else:
                    self.next_queries = await self.timed("search",
                                                         self.first_queries(self.plan_done))
                    self.checkpoint("plan")
            plan = self.plan_done
            if status != "answered":
                stop_reason, status, evidence, missing = await self.loop(plan)
        except BudgetExceededError as exc:
            stop_reason = f"budget: {exc.message}"
        except asyncio.CancelledError:
            raise
        finally:
            await self.reader.fetcher.aclose()
            await self.settle()
        plan = self.plan_done
        assert plan is not None
        if self.budget_spent and not stop_reason.startswith(("budget", "local")):
            stop_reason = self.budget_spent
        if not evidence:
            evidence = await self.gather(plan)
        if not any(evidence.values()) and self.local_hits:
            # The web gave nothing: answer from local knowledge, and say so.
            evidence = {0: self.local_hits}
            self.read_urls.extend(u for u in dict.fromkeys(h.url for h in self.local_hits)
                                  if u not in self.read_urls)
            stop_reason += "; answered from local knowledge only"
            self.emit("local", Persona.LIBRARIAN, "the web gave nothing usable; answering "
                      "from the local knowledge base")
        report = await self.timed("write", ReportWriter(self).write(plan, evidence, missing))
        await self.settle()  # pages read to fact-check
        if not report.sources:
            status = "failed"
        elif status != "answered":
            status = "partial"
        self.finish_stats()
        self.emit("done", Persona.SYNTHESIZER, f"{status}: {stop_reason}", stop=stop_reason)
        return ResearchResult(
            success=bool(report.sources), query=self.question, run_id=self.run_id,
            iterations=self.stats.iterations, completeness=self.completeness, status=status,
            stop_reason=stop_reason, search_history=self.history, report=report,
            results=[{"url": s.url, "title": s.title} for s in report.sources],
            sources_read=list(self.read_urls), stats=self.stats, llm=self.r.llm_reason,
            unreachable=sorted(self.unreachable), skipped=self.skipped, plan=plan,
            resumed=self.resumed)

    async def loop(self, plan: Plan
                   ) -> tuple[str, str, dict[int, list[RetrievedChunk]], list[str]]:
        """Search, rank, read, judge, refine until converged, spent or stuck."""
        terms = plan.key_terms
        evidence: dict[int, list[RetrievedChunk]] = {}
        missing: list[str] = []
        while self.iteration < self.max_iterations:
            iteration = self.iteration + 1
            self.stats.iterations = iteration
            reason = self.budget_stop()
            if reason:
                return reason, "partial", evidence, missing
            new_hits = await self.timed("search", self.search(self.next_queries, iteration))
            chosen = self.choose(terms, plan, iteration)
            if not chosen and not self.read_urls:
                if not self.pool and self.stats.searches and not self.unreachable_all:
                    reason = "no results"
                elif self.unreachable_all:
                    reason = "every search provider failed"
                else:
                    reason = "nothing worth reading"
                return reason, "partial", evidence, missing
            read_before = len(self.read_urls)
            await self.timed("read", self.read(chosen, iteration, self.next_queries))
            evidence = await self.timed("judge", self.gather(plan))
            previous = self.completeness
            self.completeness, missing = roles.coverage(
                evidence, plan, len(self.read_urls), self.cfg.target_sources, terms)
            for sub in plan.sub_questions:
                if sub.status == "open" and roles.sub_question_covered(sub, evidence):
                    sub.status = "covered"
            self.history.append(SearchRecord(
                iteration=iteration, action="judge", completeness=self.completeness,
                detail=f"missing terms: {', '.join(missing) or 'none'}"))
            self.emit("judge", Persona.LIBRARIAN,
                      f"coverage {self.completeness:.2f} from {len(self.read_urls)} sources",
                      coverage=self.completeness, missing=missing, iteration=iteration)
            self.iteration = iteration
            # A comparison ("which …, A or B?") the evidence cannot decide yet names the
            # pages it still needs; the run does not stop before looking for them.
            comparison = roles.compare_options(
                plan.normalized, [*(c for hits in evidence.values() for c in hits),
                                  *await self.read_chunks()]) \
                if roles.comparison_options(plan.normalized) else None
            read_titles = list(self.titles.values())
            self.wanted = [n for n in (comparison.missing if comparison is not None and
                                       not comparison.decided else [])
                           if not any(roles.same_name(n, t) for t in read_titles)]
            unsearched = [n for n in self.wanted if n.lower() not in self.asked]
            if (self.completeness >= self.cfg.coverage_threshold and not unsearched
                    and len(self.read_urls) >= self.cfg.min_sources):
                await self.settle()
                self.checkpoint(f"iteration {iteration}")
                return "converged", "answered", evidence, missing
            if iteration >= self.max_iterations:
                await self.settle()
                self.checkpoint(f"iteration {iteration}")
                break
            self.judge_progress(previous, evidence, new_hits, len(self.read_urls) - read_before)
            self.next_queries = await self.timed("refine", self.refine(plan, evidence, missing))
            await self.settle()  # the checkpoint promises these pages are stored
            self.checkpoint(f"iteration {iteration}")
            if not self.next_queries and not self.pool and not self.links:
                return "stagnated: no new queries or pages", "partial", evidence, missing
        return "max iterations reached", "partial", evidence, missing

    def judge_progress(self, previous: float, evidence: dict[int, list[RetrievedChunk]],
                       new_hits: int, new_pages: int) -> None:
        """Deep Search's stagnation check: a round that adds (almost) no coverage, or whose
        best evidence all comes from one source, counts as stagnant; a productive round
        resets the count."""
        top = evidence.get(0, [])[:5]
        diversity = len({c.source_id for c in top}) / len(top) if top else 0.0
        gain = self.completeness - previous
        low_diversity = len(top) >= 3 and diversity < 0.4
        if gain < self.cfg.stagnation_gain or new_hits == 0 or new_pages == 0 or low_diversity:
            self.stagnant += 1
            self.stats.stagnant_rounds += 1
            why = ("low information diversity" if low_diversity else
                   f"coverage gain {gain:+.2f}, {new_hits} new results")
            self.emit("judge", Persona.LIBRARIAN, f"stagnating ({why})", stagnant=self.stagnant,
                      gain=round(gain, 4), diversity=round(diversity, 3))
        else:
            self.stagnant = 0

    @property
    def query_temperature(self) -> float:
        """The query-writing temperature: the role's own, raised per stagnant round."""
        base = self.r.llm.role("queries").temperature if self.r.llm is not None else 0.0
        return round(min(self.cfg.max_temperature,
                         base + self.cfg.temperature_step * self.stagnant), 3)

    async def settle(self) -> None:
        """Wait for the background writes; a failed one is logged, not fatal (the run's own
        group already holds what it read)."""
        pending, self.pending = self.pending, []
        for outcome in await asyncio.gather(*pending, return_exceptions=True):
            if isinstance(outcome, asyncio.CancelledError):
                raise outcome
            if isinstance(outcome, BaseException):
                log.warning("writing to the global knowledge base failed: %s", outcome)

    @property
    def unreachable_all(self) -> bool:
        return bool(self.unreachable) and not self.pool and not self.read_urls

    def budget_stop(self) -> str | None:
        if self.budget_spent:
            return self.budget_spent
        if self.elapsed() > self.cfg.time_budget_s:
            return f"budget: {self.cfg.time_budget_s:g} s of time spent"
        if len(self.read_urls) >= self.cfg.max_pages:
            return f"budget: {self.cfg.max_pages} pages read"
        return None

    # ---- stages ---------------------------------------------------------------------------------
    async def plan(self) -> Plan:
        """The heuristic plan, extended (never replaced) by the LLM's data points: a small
        model's plan may be poor, and the question's own terms are always searched."""
        plan = roles.heuristic_plan(self.question)
        answer = await self.ask("research_plan", None, query=self.question)
        if answer is not None and answer.data_points:
            subs = list(plan.sub_questions)
            known = {s.question.lower() for s in subs}
            for dp in answer.data_points:
                if dp.question.strip() and dp.question.lower() not in known \
                        and len(subs) < MAX_SUB_QUESTIONS:
                    known.add(dp.question.lower())
                    subs.append(SubQuestion(id=len(subs), question=dp.question,
                                            strategy=dp.strategy))
            plan = plan.model_copy(update={
                "sub_questions": subs, "fact_centric": answer.fact_centric,
                "core_entity": answer.core_entity or plan.core_entity,
                "target_attributes": answer.target_attributes, "source": "llm"})
        self.emit("plan", Persona.STRATEGIST,
                  f"{len(plan.sub_questions)} sub-question(s); key terms: "
                  f"{', '.join(plan.key_terms[:8])}", plan=plan.model_dump())
        return plan

    async def local_first(self, plan: Plan) -> tuple[dict[int, list[RetrievedChunk]], float] | None:
        """Agentic Search stage 1: answer from the knowledge base when it is complete enough."""
        if not self.cfg.use_knowledge_base:
            return None
        kb = self.r._kb
        assert kb is not None
        hits = await kb.search(plan.normalized, k=self.cfg.evidence_k)
        self.local_hits = hits
        if not hits:
            self.history.append(SearchRecord(iteration=0, action="local_kb", completeness=0.0,
                                             detail="knowledge base empty for this question"))
            return None
        evidence = {0: hits}
        sources = len({h.source_id for h in hits})
        score, missing = roles.coverage(evidence, plan, sources, self.cfg.target_sources,
                                        plan.key_terms)
        term_share = 1 - len(missing) / max(1, len(plan.key_terms))
        completeness = round(0.5 * term_share + 0.5 * score, 4)
        judged = await self.ask("completeness", None, query=plan.normalized,
                                sources=self.quote(hits[:5]))
        if judged is not None:
            completeness = round(0.5 * completeness + 0.5 * judged.score, 4)
        self.history.append(SearchRecord(iteration=0, action="local_kb",
                                         completeness=completeness,
                                         urls=[h.url for h in hits[:5]]))
        self.emit("local", Persona.LIBRARIAN, f"local knowledge completeness {completeness:.2f}",
                  completeness=completeness)
        if completeness >= self.cfg.completeness_threshold:
            for hit in hits:
                if hit.url not in self.read_urls:
                    self.read_urls.append(hit.url)
            return evidence, completeness
        return None

    async def first_queries(self, plan: Plan) -> list[str]:
        """SDD-002's three variations per sub-question: the heuristic ones first, then the
        LLM's, so that a weak model can add queries but not take the good ones away."""
        heuristic: list[str] = []
        extra: list[str] = []
        for sub in plan.sub_questions:
            if sub.strategy == "ASK_LLM":
                continue
            variants = roles.heuristic_variations(sub, plan)
            answer = await self.ask("query_variations", None, query=sub.question)
            llm = [answer.direct, answer.broader, answer.specific] if answer is not None else []
            sub.queries = list(dict.fromkeys(q for q in [*variants, *llm] if q.strip())
                               )[:self.cfg.queries_per_sub_question]
            heuristic.extend(q for q in variants if q in sub.queries)
            extra.extend(q for q in llm if q in sub.queries)
        return list(dict.fromkeys(q for q in [*heuristic, *extra] if q.strip()))[:9]

    async def search(self, queries: list[str], iteration: int) -> int:
        """Fan the queries out; new unique hits join the pool. Returns how many."""
        search = self.r._search
        assert search is not None
        fresh = [q for q in queries if q.lower() not in self.asked]
        if not fresh:
            return 0
        self.asked.update(q.lower() for q in fresh)
        self.emit("search", Persona.SEARCH_AGENT, f"searching: {'; '.join(fresh)}",
                  queries=fresh, iteration=iteration)
        valid = []
        for q in fresh:
            try:
                valid.append(clean_query(q, self.r.settings.search.max_query_chars))
            except InputError:
                continue
        outcomes = await search.search_many(valid, seen=self.seen)
        self.stats.searches += len(valid)
        self.mark_failed_sub_questions(outcomes)
        new_hits = 0
        for outcome in outcomes:
            if not outcome.ok:
                for attempt in outcome.attempts:
                    self.unreachable.add(f"{attempt.provider}: {attempt.error}")
                continue
            for hit in [*outcome.hits, *outcome.repeated]:
                self.fused[hit.url] = self.fused.get(hit.url, 0.0) + 1 / (10 + hit.rank)
            for hit in outcome.hits:
                self.pool.setdefault(hit.url, hit)
                new_hits += 1
        if self.r.trust is not None:  # one transaction for the whole round
            self.r.trust.observe(h.url for o in outcomes if o.ok for h in o.hits)
        self.stats.unique_hits += new_hits
        self.history.append(SearchRecord(iteration=iteration, action="web_search",
                                         queries=valid, detail=f"{new_hits} new results"))
        failed = [o.query for o in outcomes if not o.ok]
        self.emit("search", Persona.SEARCH_AGENT,
                  f"{new_hits} new results" + (f"; {len(failed)} queries failed" if failed
                                               else ""), hits=new_hits, failed=failed)
        return new_hits

    def mark_failed_sub_questions(self, outcomes: list[Any]) -> None:
        """SDD-002: a sub-question every one of whose queries failed is marked failed."""
        if self.plan_done is None:
            return
        failed = {o.query.lower() for o in outcomes if not o.ok}
        answered = {o.query.lower() for o in outcomes if o.ok}
        for sub in self.plan_done.sub_questions:
            mine = {q.lower() for q in sub.queries}
            if sub.status == "open" and mine & failed and not mine & answered:
                sub.status = "failed"

    def choose(self, terms: list[str], plan: Plan, iteration: int) -> list[str]:
        """Agentic Search stage 2: score every candidate and read only the promising ones."""
        gap_terms = list(dict.fromkeys([*terms, *key_terms(" ".join(plan.entities))]))
        titles = {t.lower() for t in self.titles.values()}
        trust = self.r.trust.scores(domain_of(url) for url in self.pool) \
            if self.r.trust is not None else {}
        top = max((self.fused.get(url, 0.0) for url in self.pool), default=0.0) or 1.0
        scored = sorted(((roles.score_hit(h, gap_terms, titles, trust.get(domain_of(url), 0.5),
                                          self.fused.get(url, 0.0) / top), url)
                         for url, h in self.pool.items()), reverse=True)
        budget = min(self.cfg.max_urls_per_iteration, self.cfg.max_pages - len(self.read_urls))
        # pages a comparison still needs come first, then (round one) the question as asked
        chosen = [url for url, h in self.pool.items()
                  if any(roles.same_name(h.title, n) for n in self.wanted)][:budget]
        if iteration == 1:
            # The best answers to the question as asked are read first (SDD-002's direct
            # variation): a single-shot search is the floor this loop must not fall below.
            direct = plan.normalized.lower()
            chosen += [url for url, h in sorted(self.pool.items(), key=lambda kv: kv[1].rank)
                       if h.query.lower() == direct and url not in chosen][:DIRECT_READS]
        chosen += [url for score, url in scored if score >= self.cfg.url_score_threshold
                   and url not in chosen][:budget - len(chosen)]
        if len(chosen) < MIN_READS_PER_ITERATION:
            # Nothing clears the bar: read the best few anyway rather than searching blind.
            extra = [url for _, url in scored if url not in chosen]
            chosen += extra[: min(budget, MIN_READS_PER_ITERATION) - len(chosen)]
        if self.cfg.follow_links and len(chosen) < budget and self.links:
            best_links = sorted(self.links.items(), key=lambda kv: -kv[1][0])
            for url, (score, _) in best_links[: budget - len(chosen)]:
                if score >= self.cfg.url_score_threshold:
                    chosen.append(url)
        for url in chosen:
            self.pool.pop(url, None)
            self.links.pop(url, None)
        self.stats.pages_skipped = len(self.pool)
        self.emit("rank", Persona.SEARCH_AGENT,
                  f"reading {len(chosen)} of {len(chosen) + len(self.pool)} candidates",
                  chosen=chosen)
        return chosen

    async def read(self, urls: list[str], iteration: int, queries: list[str]) -> None:
        outcomes = await self.timed("fetch", self.reader.read_many(urls))
        docs: list[Document] = []
        for outcome in outcomes:
            if outcome.document is None:
                self.stats.pages_failed += outcome.status in ("failed", "blocked")
                self.skipped.append(f"{outcome.url}: {outcome.status} ({outcome.reason})")
                self.emit("read", Persona.ANALYST, f"skipped {outcome.url}: {outcome.status} "
                          f"({outcome.reason})", url=outcome.url, status=outcome.status)
                continue
            self.stats.pages_fetched += 1
            self.read_urls.append(outcome.url)
            self.titles[outcome.document.source_id] = outcome.document.title
            docs.append(outcome.document)
            terms = key_terms(self.question)
            for link in outcome.document.meta.links:
                if link.url in self.links or link.url in self.read_urls or link.url in self.seen:
                    continue
                score = roles.score_link(link, terms)
                if score > 0:
                    self.links[link.url] = (score, link)
        if docs:
            await self.timed("index", self.index(docs, iteration, queries))
        self.history.append(SearchRecord(iteration=iteration, action="crawl",
                                         urls=[d.url for d in docs]))
        self.emit("read", Persona.ANALYST, f"read and indexed {len(docs)} page(s)",
                  pages=[d.url for d in docs])

    async def index(self, docs: list[Document], iteration: int, queries: list[str]) -> None:
        """Chunk and embed once; the run's working set gets the pages now (it is what the
        run judges), the durable knowledge base in the background (awaited before the next
        checkpoint and before the run ends)."""
        kb = self.r._kb
        assert kb is not None
        trust = self.r.trust.scores(domain_of(d.url) for d in docs) \
            if self.r.trust is not None else {}
        items = [replace(item, provenance=Provenance(
            group_id=self.run_id, depth=iteration, query="; ".join(queries)[:300],
            trust=trust.get(domain_of(item.document.url), 0.5)))
            for item in await kb.prepare(docs)]
        if self.working is kb:  # a resumed run judges from the durable store directly
            await kb.store_items(items)
        else:
            await self.working.store_items(items)
            self.pending.append(asyncio.create_task(kb.store_items(items)))
        self.stats.chunks = self.working.chunks_written

    async def read_chunks(self) -> list[RetrievedChunk]:
        """Every chunk of every page this run read (from the working set)."""
        store = self.working.store
        return [c for sid in list(self.titles) for c in await store.chunks_of(sid)]

    async def gather(self, plan: Plan) -> dict[int, list[RetrievedChunk]]:
        """Evidence per sub-question from what this run read (hybrid search, reranked)."""
        kb = self.working
        if not self.read_urls:
            return {}
        filters = SearchFilters(group_id=self.run_id)
        subs = plan.sub_questions
        hints = [f"{t} {plan.normalized}" for t in list(self.titles.values())[-3:] if t] \
            if self.cfg.use_search_hints else []
        # one batch: the sub-questions' embeddings and the hints' are computed together
        found = await kb.search_many([*(s.question for s in subs), *hints],
                                     k=self.cfg.evidence_k, filters=filters,
                                     expand=[s.id == 0 for s in subs] + [False] * len(hints))
        evidence = {sub.id: hits for sub, hits in zip(subs, found, strict=False)}
        if hints:
            extra = [c for hits in found[len(subs):] for c in hits[:2]]
            known = {c.chunk_id for c in evidence.get(0, [])}
            evidence[0] = evidence.get(0, []) + [c for c in extra if c.chunk_id not in known]
        return evidence

    async def refine(self, plan: Plan, evidence: dict[int, list[RetrievedChunk]],
                     missing: list[str]) -> list[str]:
        """Next-hop queries from the gaps and the bridge entities; after a stagnant round,
        a pivot to another angle at a raised query temperature."""
        top = evidence.get(0, [])
        temperature = self.query_temperature
        if self.stagnant:
            self.stats.pivots += 1
            queries = roles.pivot_queries(plan, top, self.asked, temperature)
            answer = await self.ask("pivot", None, temperature=temperature,
                                    query=plan.normalized,
                                    previous="; ".join(sorted(self.asked))[:800])
            kind = "pivot"
        else:
            queries = roles.next_queries(plan, top, missing, self.asked)
            answer = await self.ask("next_hop_queries", None, temperature=temperature,
                                    query=plan.normalized, sources=self.quote(top[:4]),
                                    missing=", ".join(missing))
            kind = "next hop"
        if answer is not None and answer.queries:
            queries = list(dict.fromkeys([*queries[:3], *answer.queries, *queries[3:]]))[:5]
        queries = list(dict.fromkeys([*self.wanted, *queries]))
        queries = [q for q in queries if q.strip() and q.lower() not in self.asked][:6]
        self.emit("refine", Persona.STRATEGIST,
                  f"{kind} at temperature {temperature:.2f}: "
                  f"{'; '.join(queries) or 'follow links'}", queries=queries, pivot=bool(
                      self.stagnant), temperature=temperature)
        return queries

    async def verification_read(self, queries: list[str]) -> list[RetrievedChunk]:
        """Fact-checking: search ``queries``, read the best few new pages, and return the
        passages (from everything this run read) that bear on them."""
        iteration = self.iteration + 1
        await self.search(queries, iteration)
        terms = key_terms(" ".join(queries))
        titles = {t.lower() for t in self.titles.values()}
        ranked = sorted(self.pool.items(), key=lambda kv: -roles.score_hit(kv[1], terms, titles))
        budget = min(self.cfg.fact_check_pages, self.cfg.max_pages - len(self.read_urls))
        chosen = [url for url, _ in ranked[:max(0, budget)]]
        for url in chosen:
            self.pool.pop(url, None)
        if chosen:
            await self.read(chosen, iteration, queries)
        filters = SearchFilters(group_id=self.run_id)
        return [c for hits in await self.working.search_many(queries, k=3, filters=filters)
                for c in hits]

    def quote(self, chunks: list[RetrievedChunk]) -> str:
        return "\n".join(P.quote_source(c.text, index=i, title=c.title, url=c.url, limit=1200)
                         for i, c in enumerate(chunks, start=1))

    def finish_stats(self) -> None:
        if self.r.llm is not None:
            budget = self.r.llm.budget
            self.stats.llm_calls = budget.calls
            self.stats.prompt_tokens = budget.prompt_tokens
            self.stats.completion_tokens = budget.completion_tokens
            self.stats.cost_usd = round(budget.cost_usd, 6)
        self.stats.wall_s = round(self.elapsed(), 3)
