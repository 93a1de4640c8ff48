"""The research engine: plan, local knowledge first, search, rank before reading, read and
index, judge coverage, converge or refine, write a cited report and verify every citation.

``Researcher`` owns the run's components (search service, fetcher, knowledge base, LLM
client) and produces a typed event stream; it never touches a transport. Every judgement
has a non-LLM implementation (``research/roles.py``), used when there is no LLM or when
the LLM fails for that step.
"""

from __future__ import annotations

import asyncio
import logging
import re
import time
import uuid
from collections.abc import AsyncIterator, Callable
from typing import Any

from deepsearch.errors import (
    BudgetExceededError,
    DeepSearchError,
    InputError,
    LLMError,
    StructuredOutputError,
)
from deepsearch.fetch import HttpFetcher, PageReader
from deepsearch.kb.knowledge import KnowledgeBase
from deepsearch.kb.store import Provenance, SearchFilters
from deepsearch.llm import LLM, LLMClient
from deepsearch.llm import prompts as P
from deepsearch.llm.backends import build_client
from deepsearch.models import Document, Link, RetrievedChunk, SearchHit
from deepsearch.net.client import make_client
from deepsearch.research import roles
from deepsearch.research.models import (
    Citation,
    Event,
    Persona,
    Plan,
    Report,
    ResearchResult,
    RunStats,
    SearchRecord,
    Source,
    SubQuestion,
)
from deepsearch.research.runlog import RunLog
from deepsearch.search import RunSeenUrls, SearchService
from deepsearch.search.service import clean_query
from deepsearch.settings import Settings
from deepsearch.text import key_terms, sentences

log = logging.getLogger(__name__)
EventSink = Callable[[Event], None]
MAX_QUESTION_CHARS = 2000
MIN_READS_PER_ITERATION = 2


class Researcher:
    """Runs research. One instance can serve many runs; use ``async with``."""

    def __init__(self, settings: Settings, *, llm: LLM | str | None = "auto",
                 kb: KnowledgeBase | None = None, search: SearchService | None = None) -> None:
        self.settings = settings
        self._llm_arg = llm
        self._kb = kb
        self._search = search
        self.llm: LLMClient | None = None
        self.llm_reason = "none"
        self._client = None
        self.runlog: RunLog | None = None

    async def __aenter__(self) -> Researcher:
        self._client = make_client(self.settings.http)
        if isinstance(self._llm_arg, str):
            self.llm, self.llm_reason = build_client(
                self.settings, None if self._llm_arg == "auto" else self._llm_arg)
        elif self._llm_arg is not None:
            self.llm = LLMClient(self._llm_arg, self.settings.llm,
                                 cache_path=self.settings.cache_dir / "llm.sqlite")
            self.llm_reason = self._llm_arg.name
        else:
            self.llm_reason = "none: no LLM given"
        if self._search is None:
            self._search = SearchService(self.settings, client=self._client)
        if self._kb is None:
            self._kb = await KnowledgeBase.open(self.settings)
        self.runlog = RunLog(self.settings.data_dir / "runs.sqlite")
        self.runlog.mark_interrupted()
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self._search is not None:
            await self._search.aclose()
        if self._kb is not None:
            await self._kb.aclose()
        if self.llm is not None:
            await self.llm.aclose()
        if self._client is not None:
            await self._client.aclose()
        if self.runlog is not None:
            self.runlog.close()

    async def research(self, question: str, *, on_event: EventSink | None = None,
                       max_iterations: int | None = None) -> ResearchResult:
        if self._kb is None or self._search is None:
            raise DeepSearchError("use `async with Researcher(settings) as r:` first")
        run = _Run(self, question, on_event, max_iterations)
        log = self.runlog
        if log is not None:
            log.start(run.run_id, run.question)
        try:
            result = await run.execute()
        except asyncio.CancelledError:
            if log is not None:
                log.fail(run.run_id, "cancelled", "cancelled")
            raise
        except DeepSearchError as exc:
            if log is not None:
                log.fail(run.run_id, "failed", str(exc))
            raise
        if log is not None:
            log.finish(result)
        return result

    async def stream(self, question: str, **kw: Any) -> AsyncIterator[Event]:
        """Events as they happen; the last one (stage ``done``) carries the result."""
        queue: asyncio.Queue[Event | None] = asyncio.Queue()

        async def run() -> None:
            try:
                result = await self.research(question, on_event=queue.put_nowait, **kw)
                queue.put_nowait(Event(run_id=result.run_id, seq=10**9, stage="done",
                                       persona=Persona.SYNTHESIZER, message="done",
                                       data={"result": result.model_dump(mode="json")}))
            finally:
                queue.put_nowait(None)

        task = asyncio.create_task(run())
        try:
            while (event := await queue.get()) is not None:
                yield event
            await task
        finally:
            if not task.done():
                task.cancel()


class _Run:
    """The state of one research run."""

    def __init__(self, owner: Researcher, question: str, on_event: EventSink | None,
                 max_iterations: int | None) -> None:
        self.r = owner
        self.cfg = owner.settings.research
        self.question = self._clean(question)
        self.on_event = on_event
        self.max_iterations = max_iterations or self.cfg.max_iterations
        self.run_id = uuid.uuid4().hex[:12]
        self.seq = 0
        self.started = time.monotonic()
        self.stats = RunStats()
        self.history: list[SearchRecord] = []
        self.seen = RunSeenUrls()
        self.pool: dict[str, SearchHit] = {}
        self.links: dict[str, tuple[float, Link]] = {}
        self.read_urls: list[str] = []
        self.documents: dict[str, Document] = {}
        self.asked: set[str] = set()
        self.unreachable: set[str] = set()
        self.budget_spent = ""
        self.reader = PageReader(HttpFetcher(owner.settings, client=owner._client),
                                 min_content_length=owner.settings.fetch.min_content_length)

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
                      message=message, data=data)
        log.info("[%s] %s: %s", stage, persona.value, message)
        if self.r.runlog is not None:
            self.r.runlog.event(event)
        if self.on_event is not None:
            self.on_event(event)

    def elapsed(self) -> float:
        return time.monotonic() - self.started

    async def timed(self, stage: str, coro):
        started = time.monotonic()
        try:
            return await coro
        finally:
            self.stats.stage_seconds[stage] = round(
                self.stats.stage_seconds.get(stage, 0.0) + time.monotonic() - started, 3)

    async def ask(self, name: str, fallback: Any, **values: Any) -> Any:
        """A structured LLM answer for template ``name``, or ``fallback`` without one."""
        llm = self.r.llm
        if llm is None:
            return fallback
        template = P.template(name)
        if self.budget_spent:
            return fallback
        try:
            return await llm.structured(template.role, template.messages(**values),
                                        template.schema)
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
        stop_reason, completeness = "max iterations reached", 0.0
        plan = await self.timed("plan", self.plan())
        terms = plan.key_terms
        evidence: dict[int, list[RetrievedChunk]] = {}
        status = "partial"
        iteration = 0
        try:
            local = await self.timed("local", self.local_first(plan))
            if local is not None:
                evidence, completeness = local
                stop_reason, status = "local knowledge sufficient", "answered"
            else:
                queries = await self.timed("search", self.first_queries(plan))
                while iteration < self.max_iterations:
                    iteration += 1
                    self.stats.iterations = iteration
                    reason = self.budget_stop()
                    if reason:
                        stop_reason = reason
                        break
                    await self.timed("search", self.search(queries, iteration))
                    chosen = self.choose(terms, plan, iteration)
                    if not chosen and not self.read_urls:
                        if not self.pool and self.stats.searches and not self.unreachable_all:
                            stop_reason = "no results"
                        elif self.unreachable_all:
                            stop_reason = "every search provider failed"
                        else:
                            stop_reason = "nothing worth reading"
                        break
                    await self.timed("read", self.read(chosen, iteration, queries))
                    evidence = await self.timed("judge", self.gather(plan))
                    completeness, missing = roles.coverage(
                        evidence, plan, len(self.read_urls), self.cfg.target_sources, terms)
                    self.history.append(SearchRecord(
                        iteration=iteration, action="judge", completeness=completeness,
                        detail=f"missing terms: {', '.join(missing) or 'none'}"))
                    self.emit("judge", Persona.LIBRARIAN,
                              f"coverage {completeness:.2f} from {len(self.read_urls)} sources",
                              coverage=completeness, missing=missing, iteration=iteration)
                    if (completeness >= self.cfg.coverage_threshold
                            and len(self.read_urls) >= self.cfg.min_sources):
                        stop_reason, status = "converged", "answered"
                        break
                    if iteration >= self.max_iterations:
                        break
                    queries = await self.timed("refine", self.refine(plan, evidence, missing))
                    if not queries and not self.pool and not self.links:
                        stop_reason = "stagnated: no new queries or pages"
                        break
        except BudgetExceededError as exc:
            stop_reason = f"budget: {exc.message}"
        except asyncio.CancelledError:
            stop_reason, status = "cancelled", "cancelled"
            raise
        finally:
            await self.reader.fetcher.aclose()
        if self.budget_spent and not stop_reason.startswith(("budget", "local")):
            stop_reason = self.budget_spent
        if not evidence:
            evidence = await self.gather(plan)
        report = await self.timed("write", self.write(plan, evidence))
        if status != "cancelled":
            if not report.sources:
                status = "failed"
            elif status != "answered":
                status = "partial"
        self.finish_stats()
        self.emit("done", Persona.SYNTHESIZER, f"{status}: {stop_reason}", stop=stop_reason)
        return ResearchResult(
            success=bool(report.sources), query=self.question, run_id=self.run_id,
            iterations=self.stats.iterations, completeness=completeness, status=status,
            stop_reason=stop_reason, search_history=self.history, report=report,
            results=[{"url": s.url, "title": s.title} for s in report.sources],
            sources_read=list(self.read_urls), stats=self.stats, llm=self.r.llm_reason,
            unreachable=sorted(self.unreachable), plan=plan)

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
        plan = roles.heuristic_plan(self.question)
        answer = await self.ask("research_plan", None, query=self.question)
        if answer is not None and answer.data_points:
            subs = [SubQuestion(id=i, question=dp.question, strategy=dp.strategy)
                    for i, dp in enumerate(answer.data_points)]
            if not any(s.question.lower() == plan.normalized.lower() for s in subs):
                subs.insert(0, SubQuestion(id=len(subs), question=plan.normalized))
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
        queries: list[str] = []
        for sub in plan.sub_questions:
            if sub.strategy == "ASK_LLM":
                continue
            variants = roles.heuristic_variations(sub, plan)
            answer = await self.ask("query_variations", None, query=sub.question)
            if answer is not None:
                variants = [answer.direct, answer.broader, answer.specific]
            sub.queries = [q for q in variants if q.strip()]
            queries.extend(sub.queries)
        return list(dict.fromkeys(q for q in queries if q.strip()))[:9]

    async def search(self, queries: list[str], iteration: int) -> None:
        search = self.r._search
        assert search is not None
        fresh = [q for q in queries if q.lower() not in self.asked]
        if not fresh:
            return
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
        new_hits = 0
        for outcome in outcomes:
            if not outcome.ok:
                for attempt in outcome.attempts:
                    self.unreachable.add(f"{attempt.provider}: {attempt.error}")
                continue
            for hit in outcome.hits:
                self.pool.setdefault(hit.url, hit)
                new_hits += 1
        self.stats.unique_hits += new_hits
        self.history.append(SearchRecord(iteration=iteration, action="web_search",
                                         queries=valid, detail=f"{new_hits} new results"))
        failed = [o.query for o in outcomes if not o.ok]
        self.emit("search", Persona.SEARCH_AGENT,
                  f"{new_hits} new results" + (f"; {len(failed)} queries failed" if failed
                                               else ""), hits=new_hits, failed=failed)

    def choose(self, terms: list[str], plan: Plan, iteration: int) -> list[str]:
        """Agentic Search stage 2: score every candidate and read only the promising ones."""
        gap_terms = list(dict.fromkeys([*terms, *key_terms(" ".join(plan.entities))]))
        titles = {d.title.lower() for d in self.documents.values()}
        scored = sorted(((roles.score_hit(h, gap_terms, titles), url)
                         for url, h in self.pool.items()), reverse=True)
        budget = min(self.cfg.max_urls_per_iteration, self.cfg.max_pages - len(self.read_urls))
        chosen = [url for score, url in scored if score >= self.cfg.url_score_threshold][:budget]
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
        kb = self.r._kb
        assert kb is not None
        outcomes = await self.reader.read_many(urls)
        docs: list[Document] = []
        for outcome in outcomes:
            if outcome.document is None:
                self.stats.pages_failed += outcome.status in ("failed", "blocked")
                self.emit("read", Persona.ANALYST, f"skipped {outcome.url}: {outcome.status} "
                          f"({outcome.reason})", url=outcome.url, status=outcome.status)
                continue
            self.stats.pages_fetched += 1
            self.read_urls.append(outcome.url)
            self.documents[outcome.document.source_id] = outcome.document
            docs.append(outcome.document)
            terms = key_terms(self.question)
            for link in outcome.document.meta.links:
                if link.url in self.links or link.url in self.read_urls or link.url in self.seen:
                    continue
                score = roles.score_link(link, terms)
                if score > 0:
                    self.links[link.url] = (score, link)
        if docs:
            provenance = Provenance(group_id=self.run_id, depth=iteration,
                                    query="; ".join(queries)[:300])
            await kb.add_documents(docs, provenance)
            await kb.add_documents(docs, Provenance(group_id="global", depth=iteration))
            self.stats.chunks = kb.chunks_written
        self.history.append(SearchRecord(iteration=iteration, action="crawl",
                                         urls=[d.url for d in docs]))
        self.emit("read", Persona.ANALYST, f"read and indexed {len(docs)} page(s)",
                  pages=[d.url for d in docs])

    async def gather(self, plan: Plan) -> dict[int, list[RetrievedChunk]]:
        """Evidence per sub-question from what this run read (hybrid search, reranked)."""
        kb = self.r._kb
        assert kb is not None
        if not self.read_urls:
            return {}
        filters = SearchFilters(group_id=self.run_id)
        evidence: dict[int, list[RetrievedChunk]] = {}
        for sub in plan.sub_questions:
            evidence[sub.id] = await kb.search(sub.question, k=self.cfg.evidence_k,
                                               filters=filters, expand=sub.id == 0)
        if self.cfg.use_search_hints and self.documents:
            hints = [d.title for d in list(self.documents.values())[-3:] if d.title]
            extra = []
            for hint in hints:
                extra.extend(await kb.search(f"{hint} {plan.normalized}", k=2, filters=filters))
            known = {c.chunk_id for c in evidence.get(0, [])}
            evidence[0] = evidence.get(0, []) + [c for c in extra if c.chunk_id not in known]
        return evidence

    async def refine(self, plan: Plan, evidence: dict[int, list[RetrievedChunk]],
                     missing: list[str]) -> list[str]:
        top = evidence.get(0, [])
        queries = roles.next_queries(plan, top, missing, self.asked)
        answer = await self.ask("next_hop_queries", None, query=plan.normalized,
                                sources=self.quote(top[:4]), missing=", ".join(missing))
        if answer is not None and answer.queries:
            queries = list(dict.fromkeys([*answer.queries, *queries]))[:5]
        queries = [q for q in queries if q.lower() not in self.asked]
        self.emit("refine", Persona.STRATEGIST,
                  f"next: {'; '.join(queries) or 'follow links'}", queries=queries)
        return queries

    # ---- writing ------------------------------------------------------------------------------
    def quote(self, chunks: list[RetrievedChunk]) -> str:
        return "\n".join(P.quote_source(c.text, index=i, title=c.title, url=c.url, limit=1200)
                         for i, c in enumerate(chunks, start=1))

    async def write(self, plan: Plan, evidence: dict[int, list[RetrievedChunk]]) -> Report:
        chunks: list[RetrievedChunk] = []
        seen_ids: set[str] = set()
        for sub in plan.sub_questions:
            for chunk in evidence.get(sub.id, []):
                if chunk.chunk_id not in seen_ids and chunk.url in self.read_urls:
                    seen_ids.add(chunk.chunk_id)
                    chunks.append(chunk)
        if not chunks:
            reason = "; ".join(sorted(self.unreachable)) or "no page could be read"
            return Report(answer="", markdown=f"No answer: nothing relevant could be read "
                          f"({reason}).")
        ranked = roles.rank_sentences(plan.normalized, chunks, plan.entities)
        answer = roles.short_answer(plan.normalized, ranked)
        numbers: dict[str, int] = {}
        sources: list[Source] = []

        def cite(chunk: RetrievedChunk) -> int:
            if chunk.url not in numbers:
                numbers[chunk.url] = len(numbers) + 1
                sources.append(Source(n=numbers[chunk.url], url=chunk.url, title=chunk.title,
                                      source_id=chunk.source_id))
            return numbers[chunk.url]

        citations: list[Citation] = []
        lines: list[str] = []
        used = set()
        for score, sentence, chunk in ranked:
            if len(lines) >= 5 or score <= 0:
                break
            if sentence in used:
                continue
            used.add(sentence)
            n = cite(chunk)
            lines.append(f"{sentence} [{n}]")
            citations.append(Citation(sentence=sentence, source=n, chunk_id=chunk.chunk_id,
                                      support=1.0, verified=True))
        if self.r.llm is not None and not self.budget_spent:
            drafted = await self.draft(plan, chunks[:8], cite)
            if drafted is not None:
                lines, citations = drafted
        self.stats.citations_verified = sum(c.verified for c in citations)
        body = " ".join(lines) if lines else "The evidence read does not answer the question."
        head = f"**Answer:** {answer}\n\n" if answer else ""
        cited = {c.source for c in citations}
        sources = [s for s in sources if s.n in cited]
        listing = "\n".join(f"- [{s.n}] {s.title} — {s.url}" for s in sources)
        markdown = f"# {plan.normalized}\n\n{head}{body}\n\n## Sources\n\n{listing}\n"
        self.emit("write", Persona.SYNTHESIZER, f"report with {len(citations)} citations "
                  f"from {len(sources)} sources", answer=answer)
        return Report(answer=answer, markdown=markdown, sources=sources, citations=citations)

    async def draft(self, plan: Plan, chunks: list[RetrievedChunk], cite
                    ) -> tuple[list[str], list[Citation]] | None:
        """An LLM draft whose every cited sentence is checked against the chunk it cites."""
        llm = self.r.llm
        assert llm is not None
        template = P.template("draft")
        try:
            text = await llm.text(template.role, template.messages(
                query=plan.normalized, sources=self.quote(chunks)))
        except (LLMError, BudgetExceededError) as exc:
            self.stats.llm_fallbacks += 1
            self.emit("write", Persona.SYNTHESIZER, f"the model could not write "
                      f"({exc.message[:100]}); using the extractive report")
            return None
        lines, citations = [], []
        for sentence in sentences(text):
            refs = [int(n) for n in re.findall(r"\[(\d+)\]", sentence)]
            good = [n for n in refs if 1 <= n <= len(chunks)]
            if not good:
                continue
            chunk = chunks[good[0] - 1]
            support = roles.support(sentence, chunk.text)
            verified = support >= 0.6
            if not verified:
                self.stats.citations_removed += 1
                continue
            n = cite(chunk)
            clean = re.sub(r"\s*\[\d+\]", "", sentence).strip()
            lines.append(f"{clean} [{n}]")
            citations.append(Citation(sentence=clean, source=n, chunk_id=chunk.chunk_id,
                                      support=round(support, 3), verified=True))
        return (lines, citations) if lines else None

    def finish_stats(self) -> None:
        if self.r.llm is not None:
            budget = self.r.llm.budget
            self.stats.llm_calls = budget.calls
            self.stats.prompt_tokens = budget.prompt_tokens
            self.stats.completion_tokens = budget.completion_tokens
            self.stats.cost_usd = round(budget.cost_usd, 6)
        self.stats.wall_s = round(self.elapsed(), 3)
