"""The research engine's front: ``Researcher`` opens the components a run needs, starts,
resumes and streams runs (``loop.py`` conducts a run's stages), and records how each
ended.

The loop (loop.py conducts the stage modules): plan, local knowledge first, search, rank
before reading, read and index, judge coverage, converge or refine, write a cited report and
verify every citation.

``Researcher`` owns the runs' components (search service, fetcher, knowledge base, LLM
client) and produces a typed event stream; it never touches a transport. Every judgement
has a non-LLM implementation beside its stage, used when there is no LLM or when the LLM
fails for that step.
"""

from __future__ import annotations

import asyncio
import logging
import uuid
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from deepsearch.errors import DeepSearchError, InputError
from deepsearch.extract import NearDuplicates
from deepsearch.fetch import HttpFetcher, PageReader
from deepsearch.kb.embeddings import EmbeddingService
from deepsearch.kb.knowledge import KnowledgeBase
from deepsearch.kb.rerank import TrustReranker
from deepsearch.llm import LLM, LLMClient
from deepsearch.llm.backends import build_client, check_endpoints
from deepsearch.net.client import make_client
from deepsearch.research.advisor import Advisor
from deepsearch.research.context import RunContext
from deepsearch.research.events import EventBus, EventSink
from deepsearch.research.loop import Conductor
from deepsearch.research.models import Event, Persona, ResearchResult
from deepsearch.research.planning import clean_question
from deepsearch.research.state import RunState
from deepsearch.research.trust import TrustStore, open_trust_store
from deepsearch.search import SearchService
from deepsearch.settings import ResearchSettings, Settings
from deepsearch.storage import RunStore, open_run_store

log = logging.getLogger(__name__)
RESUMABLE = ("interrupted", "cancelled", "failed")


def run_settings(base: ResearchSettings, overrides: dict[str, Any] | None) -> ResearchSettings:
    """The research settings of one run: ``base`` with the run's overrides, checked."""
    if not overrides:
        return base
    try:
        return ResearchSettings.model_validate({**base.model_dump(), **overrides})
    except ValidationError as exc:
        problems = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}"
                             for e in exc.errors())
        raise InputError(f"bad research settings: {problems}") from None


@dataclass
class PreparedRun:
    """A run ready to execute: its services, its state and its conductor."""

    ctx: RunContext
    state: RunState
    conductor: Conductor

    @property
    def run_id(self) -> str:
        return self.state.run_id

    @property
    def question(self) -> str:
        return self.state.question


class Researcher:
    """Runs research. One instance can serve many runs; use ``async with``."""

    def __init__(self, settings: Settings, *, llm: LLM | str | None = "auto",
                 kb: KnowledgeBase | None = None, search: SearchService | None = None,
                 embeddings: EmbeddingService | None = None) -> None:
        self.settings = settings
        self._llm_arg = llm
        self._kb = kb
        self._embeddings = embeddings
        self._search = search
        self.llm: LLMClient | None = None
        self.llm_reason = "none"
        self._client = None
        self.runlog: RunStore | None = None
        self.trust: TrustStore | None = None

    async def __aenter__(self) -> Researcher:
        self._client = make_client(self.settings.http)
        if isinstance(self._llm_arg, str):
            self.llm, self.llm_reason = build_client(
                self.settings, None if self._llm_arg == "auto" else self._llm_arg)
            try:  # a model the user named must work, or nothing starts
                await check_endpoints(self.llm)
            except DeepSearchError:
                await self.__aexit__(None, None, None)
                raise
        elif self._llm_arg is not None:
            self.llm = LLMClient(self._llm_arg, self.settings.llm,
                                 cache_path=self.settings.cache_dir / "llm.sqlite")
            self.llm_reason = self._llm_arg.name
        else:
            self.llm_reason = "none: no LLM given"
        if self._search is None:
            self._search = SearchService(self.settings, client=self._client)
        if self._kb is None:
            self._kb = await KnowledgeBase.open(self.settings, embeddings=self._embeddings)
        self.trust = open_trust_store(self.settings)
        if isinstance(self._kb.reranker, TrustReranker):
            self._kb.reranker.lookup = self.trust.scores
        self.runlog = open_run_store(self.settings)
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
        for store in (self.runlog, self.trust):
            if store is not None:
                store.close()

    @property
    def kb(self) -> KnowledgeBase:
        if self._kb is None:
            raise DeepSearchError("use `async with Researcher(settings) as r:` first")
        return self._kb

    def _ready(self) -> None:
        if self._kb is None or self._search is None or self.runlog is None:
            raise DeepSearchError("use `async with Researcher(settings) as r:` first")

    def _start(self, state: RunState, on_event: EventSink | None, *,
               resumed: bool = False) -> PreparedRun:
        """The services of one run around ``state``, ready to execute."""
        assert self._kb is not None and self._search is not None
        cfg = run_settings(self.settings.research, state.overrides)
        budget = self.llm.run_budget() if self.llm is not None else None
        if budget is not None:  # a resumed run goes on counting (and capping) where it was
            budget.calls, budget.cost_usd = state.stats.llm_calls, state.stats.cost_usd
            budget.prompt_tokens = state.stats.prompt_tokens
            budget.completion_tokens = state.stats.completion_tokens
        events = EventBus(state, sink=on_event, runlog=self.runlog, llm_budget=budget)
        duplicates = NearDuplicates()
        for url, content_hash, sketch in state.fingerprints:  # what a resumed run had read
            duplicates.check(url, content_hash, sketch)
        reader = PageReader(HttpFetcher(self.settings, client=self._client),
                            min_content_length=self.settings.fetch.min_content_length,
                            duplicates=duplicates)
        ctx = RunContext(
            cfg=cfg, max_iterations=state.max_iterations or cfg.max_iterations,
            max_query_chars=self.settings.search.max_query_chars,
            min_content_length=self.settings.fetch.min_content_length,
            search=self._search, reader=reader, kb=self._kb,
            working=self._kb.working_set(),
            trust=self.trust, events=events, advisor=Advisor(self.llm, events, state),
            llm_reason=self.llm_reason, llm_budget=budget)
        save = self.runlog.save_checkpoint if self.runlog is not None else None
        return PreparedRun(ctx, state, Conductor(ctx, state, save=save, resumed=resumed))

    def prepare(self, question: str, *, on_event: EventSink | None = None,
                max_iterations: int | None = None,
                overrides: dict[str, Any] | None = None) -> PreparedRun:
        """Check the question and the per-run settings and record the run as started; the
        run id is known from here on. ``execute`` runs it. (``research`` does both.)"""
        self._ready()
        effective = run_settings(self.settings.research, overrides)  # bad overrides fail here
        # the run keeps its effective settings: a resume (perhaps by another process, with
        # other flags) goes on exactly as the run started, caps included
        state = RunState(run_id=uuid.uuid4().hex[:12], question=clean_question(question),
                         max_iterations=max_iterations or effective.max_iterations,
                         overrides=effective.model_dump(mode="json"))
        run = self._start(state, on_event)
        assert self.runlog is not None
        self.runlog.start(state.run_id, state.question)
        self.runlog.save_checkpoint(state)  # an interruption before the plan keeps the settings
        return run

    async def research(self, question: str, *, on_event: EventSink | None = None,
                       max_iterations: int | None = None,
                       overrides: dict[str, Any] | None = None) -> ResearchResult:
        """Research ``question``; ``on_event`` sees every progress event as it happens.
        ``overrides`` changes research settings for this run only (``{"max_iterations": 2}``)."""
        return await self.execute(self.prepare(question, on_event=on_event,
                                               max_iterations=max_iterations,
                                               overrides=overrides))

    def prepare_resume(self, run_id: str, *, on_event: EventSink | None = None,
                       taken_over: bool = False) -> PreparedRun:
        """The run ``run_id`` restored from its last checkpoint, ready for ``execute``.
        ``taken_over``: a worker was handed the run by the job queue (queued, or its earlier
        worker died while it was running), whatever its recorded status."""
        self._ready()
        assert self.runlog is not None
        row = self.runlog.get(run_id, events=False)
        if row is None:
            raise InputError(f"no run {run_id!r}", hint="see `deepsearch runs list`")
        if not taken_over and row["status"] not in RESUMABLE:
            raise InputError(f"run {run_id} is {row['status']}; only interrupted, cancelled "
                             "or failed runs can be resumed")
        state = self.runlog.checkpoint(run_id)
        step = state.step if state is not None else ""
        if state is None:
            state = RunState(run_id=run_id, question=clean_question(row["question"]),
                             max_iterations=0, seq=self.runlog.last_seq(run_id))
        run = self._start(state, on_event, resumed=True)
        self.runlog.start(run_id, state.question, resumed=True)
        run.ctx.events.emit("plan", Persona.STRATEGIST, "resuming after "
                            + (step or "no completed step"), step=step)
        return run

    async def resume(self, run_id: str, *, on_event: EventSink | None = None) -> ResearchResult:
        """Continue an interrupted (or cancelled, or failed) run from its last completed step:
        the searches, pages and evidence of the steps before are not repeated."""
        return await self.execute(self.prepare_resume(run_id, on_event=on_event))

    async def execute(self, run: PreparedRun) -> ResearchResult:
        """Run a prepared run to its end, recording how it ended."""
        return await self._drive(run)

    async def _drive(self, run: PreparedRun) -> ResearchResult:
        log = self.runlog
        try:
            result = await run.conductor.execute()
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

    async def stream(self, question: str | None = None, *, resume: str | None = None,
                     **kw: Any) -> AsyncIterator[Event]:
        """Events as they happen; the last one (stage ``done``) carries the result."""
        queue: asyncio.Queue[Event | BaseException | None] = asyncio.Queue()

        async def run() -> None:
            try:
                if resume is not None:
                    result = await self.resume(resume, on_event=queue.put_nowait)
                else:
                    result = await self.research(question or "", on_event=queue.put_nowait,
                                                 **kw)
                queue.put_nowait(Event(run_id=result.run_id, seq=10**9, stage="done",
                                       persona=Persona.SYNTHESIZER, message="result",
                                       data={"result": result.model_dump(mode="json")}))
            except DeepSearchError as exc:
                queue.put_nowait(exc)
            finally:
                queue.put_nowait(None)

        task = asyncio.create_task(run())
        try:
            while (item := await queue.get()) is not None:
                if isinstance(item, BaseException):
                    raise item
                yield item
            await task
        finally:
            if not task.done():
                task.cancel()


