"""The ``LLM`` contract and ``LLMClient``, which every caller uses.

A backend implements one method, ``complete``: messages in, text and token usage out,
honouring a JSON schema when it can. ``LLMClient`` adds everything else the same way
for every backend: per-role temperature and length, a concurrency cap and rate limit,
retries on 429 / 5xx / timeouts, an opt-in response cache, per-run budgets, and
structured output that cannot loop — find and repair the JSON, validate it, re-ask with
the validation error at most ``llm.structured_attempts`` times in all, then raise
:class:`~deepsearch.errors.StructuredOutputError` so the engine can use its non-LLM
implementation for that step.
"""

from __future__ import annotations

import asyncio
import contextvars
import hashlib
import json
import logging
import time
from abc import ABC, abstractmethod
from collections import defaultdict
from collections.abc import AsyncIterator, Sequence
from pathlib import Path
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, Field, ValidationError

from deepsearch.errors import (
    BudgetExceededError,
    ContextLengthError,
    LLMError,
    StructuredOutputError,
)
from deepsearch.llm.structured import error_for_model, parse_structured, strip_think
from deepsearch.net.limits import TokenBucket
from deepsearch.net.retry import RetryPolicy, call_with_retries
from deepsearch.settings import LlmSettings, RoleSettings
from deepsearch.sqlite import SqliteFile

log = logging.getLogger(__name__)
T = TypeVar("T", bound=BaseModel)


class Message(BaseModel):
    role: Literal["system", "user", "assistant"]
    content: str


class Usage(BaseModel):
    prompt_tokens: int = 0
    completion_tokens: int = 0

    @property
    def total(self) -> int:
        return self.prompt_tokens + self.completion_tokens


class Completion(BaseModel):
    text: str
    usage: Usage = Field(default_factory=Usage)
    model: str = ""
    finish_reason: str | None = None
    cached: bool = False


class LLM(ABC):
    """One model behind one endpoint. ``name`` identifies it in logs, caches and prices."""

    name: str
    #: how many tokens one request may hold, prompt and answer together
    context_tokens: int = 8192

    @abstractmethod
    async def complete(self, messages: Sequence[Message], *, temperature: float,
                       max_tokens: int, schema: dict[str, Any] | None = None) -> Completion:
        """One call. Raise LLMError (``retryable`` set for 429, 5xx, timeouts)."""

    async def stream(self, messages: Sequence[Message], *, temperature: float,
                     max_tokens: int) -> AsyncIterator[str]:
        """Text as it is produced; backends that cannot stream yield it all at once."""
        completion = await self.complete(messages, temperature=temperature,
                                         max_tokens=max_tokens)
        yield completion.text

    async def aclose(self) -> None:  # noqa: B027 - optional hook
        """Release resources."""


class Budget:
    """Counts calls, tokens and cost per role and per run; refuses calls past a cap."""

    def __init__(self, *, max_calls: int | None = None, max_tokens: int | None = None,
                 max_cost_usd: float | None = None,
                 prices: dict[str, tuple[float, float]] | None = None) -> None:
        self.max_calls = max_calls
        self.max_tokens = max_tokens
        self.max_cost_usd = max_cost_usd
        self.prices = prices or {}
        self.calls = 0
        #: HTTP requests sent to models (refused and retried ones too); calls are answers
        self.requests = 0
        #: consecutive failures of one kind, and why the model is no longer called
        self.failure_kind = ""
        self.failure_streak = 0
        self.disabled: str | None = None
        self.prompt_tokens = 0
        self.completion_tokens = 0
        self.cost_usd = 0.0
        self.by_role: dict[str, dict[str, float]] = defaultdict(
            lambda: {"calls": 0, "prompt_tokens": 0, "completion_tokens": 0, "cost_usd": 0.0})

    def check(self) -> None:
        if self.max_calls is not None and self.calls >= self.max_calls:
            raise BudgetExceededError("LLM call", self.calls, self.max_calls)
        total = self.prompt_tokens + self.completion_tokens
        if self.max_tokens is not None and total >= self.max_tokens:
            raise BudgetExceededError("token", total, self.max_tokens)
        if self.max_cost_usd is not None and self.cost_usd >= self.max_cost_usd:
            raise BudgetExceededError("cost (USD)", round(self.cost_usd, 4), self.max_cost_usd)

    def price(self, model: str, usage: Usage) -> float:
        key = model.split(":", 1)[-1].split("#")[-1]
        rates = self.prices.get(key) or self.prices.get(model)
        if not rates:
            return 0.0
        return (usage.prompt_tokens * rates[0] + usage.completion_tokens * rates[1]) / 1e6

    def record(self, role: str, model: str, usage: Usage) -> None:
        cost = self.price(model, usage)
        self.calls += 1
        self.prompt_tokens += usage.prompt_tokens
        self.completion_tokens += usage.completion_tokens
        self.cost_usd += cost
        row = self.by_role[role]
        row["calls"] += 1
        row["prompt_tokens"] += usage.prompt_tokens
        row["completion_tokens"] += usage.completion_tokens
        row["cost_usd"] += cost

    def failed(self, exc: Exception, limit: int) -> bool:
        """Count a failed call; True when ``limit`` failures of one kind in a row have just
        made the model unusable for the rest of the run."""
        kind = type(exc).__name__
        self.failure_streak = self.failure_streak + 1 if kind == self.failure_kind else 1
        self.failure_kind = kind
        if self.disabled is None and self.failure_streak >= limit:
            self.disabled = f"{limit} calls in a row failed ({getattr(exc, 'message', exc)})"
            return True
        return False

    def succeeded(self) -> None:
        self.failure_streak, self.failure_kind = 0, ""

    def summary(self) -> dict[str, Any]:
        return {"calls": self.calls, "requests": self.requests,
                "prompt_tokens": self.prompt_tokens,
                "completion_tokens": self.completion_tokens,
                "cost_usd": round(self.cost_usd, 6), "by_role": dict(self.by_role)}


#: The budget of the run (or other unit of work) the current task belongs to. One client
#: serves many runs at once (the API server, the harness); each run counts and caps its own
#: calls by setting this for its task, and every call made in that task is recorded in it.
RUN_BUDGET: contextvars.ContextVar[Budget | None] = contextvars.ContextVar("run_budget",
                                                                           default=None)


def note_request() -> None:
    """Backends call this before each HTTP request they send, so that a run's ledger counts
    requests (refusals and retries included) beside the calls that were answered."""
    scoped = RUN_BUDGET.get()
    if scoped is not None:
        scoped.requests += 1
    if _CLIENT_BUDGET.get() is not None and _CLIENT_BUDGET.get() is not scoped:
        _CLIENT_BUDGET.get().requests += 1  # type: ignore[union-attr]


#: the budget of the client making the current call (set by ``LLMClient.complete``)
_CLIENT_BUDGET: contextvars.ContextVar[Budget | None] = contextvars.ContextVar(
    "client_budget", default=None)


class ResponseCache(SqliteFile):
    """Answers keyed by (model, messages, parameters), for reproducible runs (opt-in)."""

    SCHEMA = "CREATE TABLE IF NOT EXISTS responses (key TEXT PRIMARY KEY, completion TEXT);"

    @staticmethod
    def key(model: str, messages: Sequence[Message], params: dict[str, Any]) -> str:
        payload = json.dumps([model, [m.model_dump() for m in messages], params],
                             sort_keys=True, ensure_ascii=False)
        return hashlib.sha256(payload.encode()).hexdigest()

    def get(self, key: str) -> Completion | None:
        with self._lock:
            row = self._db.execute("SELECT completion FROM responses WHERE key = ?",
                                   (key,)).fetchone()
        return Completion.model_validate_json(row[0]).model_copy(update={"cached": True}) \
            if row else None

    def put(self, key: str, completion: Completion) -> None:
        with self._lock, self._db:
            self._db.execute("INSERT OR REPLACE INTO responses VALUES (?, ?)",
                             (key, completion.model_dump_json()))


class LLMClient:
    """The LLM as the engine sees it: roles, limits, retries, budgets, structured output.

    ``models`` maps a role to its own backend when a role has a model of its own;
    otherwise every role uses ``llm``.
    """

    def __init__(self, llm: LLM, settings: LlmSettings, *, budget: Budget | None = None,
                 models: dict[str, LLM] | None = None, cache_path: Path | None = None) -> None:
        self.llm = llm
        self.settings = settings
        self.models = models or {}
        self.budget = budget or Budget(max_calls=settings.max_calls,
                                       max_tokens=settings.max_tokens_total,
                                       max_cost_usd=settings.max_cost_usd,
                                       prices=settings.prices)
        self.policy = RetryPolicy(retries=settings.retries)
        self._semaphore = asyncio.Semaphore(settings.max_concurrency)
        self._bucket = (TokenBucket(settings.requests_per_minute, 1)
                        if settings.requests_per_minute else None)
        self.cache = ResponseCache(cache_path) if settings.cache_responses and cache_path \
            else None
        #: every structured-output failure, for the run log: (role, problem)
        self.fallbacks: list[tuple[str, str]] = []

    @property
    def name(self) -> str:
        return self.llm.name

    def role(self, role: str) -> RoleSettings:
        return self.settings.roles.get(role) or RoleSettings()

    def backend_for(self, role: str) -> LLM:
        return self.models.get(role, self.llm)

    def run_budget(self) -> Budget:
        """A budget for one run, with this client's caps and prices (see ``RUN_BUDGET``)."""
        s = self.settings
        return Budget(max_calls=s.max_calls, max_tokens=s.max_tokens_total,
                      max_cost_usd=s.max_cost_usd, prices=s.prices)

    def prompt_budget(self, role: str) -> int:
        """Tokens left for a prompt of ``role`` once its answer has room."""
        return max(256, self.backend_for(role).context_tokens - self.role(role).max_tokens)

    async def aclose(self) -> None:
        for backend in {id(b): b for b in (self.llm, *self.models.values())}.values():
            await backend.aclose()
        if self.cache is not None:
            self.cache.close()

    async def complete(self, role: str, messages: Sequence[Message], *,
                       temperature: float | None = None, max_tokens: int | None = None,
                       schema: dict[str, Any] | None = None) -> Completion:
        """One call with every policy applied (budget, cache, limits, retries)."""
        settings = self.role(role)
        backend = self.backend_for(role)
        params = {"temperature": settings.temperature if temperature is None else temperature,
                  "max_tokens": max_tokens or settings.max_tokens, "schema": schema}
        key = ResponseCache.key(backend.name, messages, params) if self.cache else ""
        if self.cache is not None and (hit := self.cache.get(key)) is not None:
            return hit
        scoped = RUN_BUDGET.get()
        ledger = scoped or self.budget
        ledger.check()
        if ledger.disabled is not None:
            raise LLMError(f"{backend.name}: not called any more in this run: {ledger.disabled}")
        token = _CLIENT_BUDGET.set(self.budget)

        async def call() -> Completion:
            if self._bucket is not None:
                await self._bucket.acquire()
            async with self._semaphore:
                try:
                    return await asyncio.wait_for(
                        backend.complete(messages, **params), timeout=self.settings.timeout_s)
                except TimeoutError as exc:
                    raise LLMError(f"{backend.name}: no answer within "
                                   f"{self.settings.timeout_s:g} s", retryable=True) from exc

        started = time.monotonic()
        try:
            try:
                completion = await call_with_retries(call, self.policy)
            except ContextLengthError as exc:
                # the server said how much fits: pack to it and try once more
                messages = self._shrink(backend, exc, messages, params["max_tokens"])
                completion = await call_with_retries(call, self.policy)
        except LLMError as exc:
            if ledger.failed(exc, self.settings.max_consecutive_failures):
                log.warning("%s: stopped calling the model: %s", backend.name, ledger.disabled)
            raise
        finally:
            _CLIENT_BUDGET.reset(token)
        ledger.succeeded()
        self.budget.record(role, backend.name, completion.usage)
        if scoped is not None:
            scoped.record(role, backend.name, completion.usage)
        log.debug("%s %s: %d+%d tokens in %.2fs", backend.name, role,
                  completion.usage.prompt_tokens, completion.usage.completion_tokens,
                  time.monotonic() - started)
        if self.cache is not None:
            self.cache.put(key, completion)
        return completion

    @staticmethod
    def _shrink(backend: LLM, exc: ContextLengthError, messages: Sequence[Message],
                max_tokens: int) -> list[Message]:
        """``messages`` cut to the context the server reported (the longest message loses
        the excess, at about three characters a token, with a tenth kept spare)."""
        limit = exc.limit or int(backend.context_tokens * 0.6)
        learn = getattr(backend, "learn_context", None)
        if learn is not None:
            learn(limit)
        room = max(200, int((limit - max_tokens) * 3 * 0.9))
        total = sum(len(m.content) for m in messages)
        if total <= room:
            room = int(total * 0.6)
        longest = max(range(len(messages)), key=lambda i: len(messages[i].content))
        excess = total - room
        cut = messages[longest].content[: max(200, len(messages[longest].content) - excess)]
        shrunk = list(messages)
        shrunk[longest] = Message(role=messages[longest].role, content=cut)
        return shrunk

    async def text(self, role: str, messages: Sequence[Message], **kw: Any) -> str:
        return strip_think((await self.complete(role, messages, **kw)).text)

    async def structured(self, role: str, messages: Sequence[Message], schema: type[T],
                         attempts: int | None = None, **kw: Any) -> T:
        """A validated ``schema`` object, or StructuredOutputError after the allowed attempts
        (``llm.structured_attempts`` unless ``attempts`` is given)."""
        json_schema = schema.model_json_schema()
        conversation = list(messages)
        attempts = attempts or self.settings.structured_attempts
        problem = ""
        for attempt in range(1, attempts + 1):
            completion = await self.complete(role, conversation, schema=json_schema, **kw)
            try:
                return parse_structured(completion.text, schema)
            except (ValueError, ValidationError) as exc:
                problem = error_for_model(exc)
                log.info("%s: invalid structured answer (attempt %d): %s", role, attempt,
                         problem)
            conversation = [*list(messages),
                            Message(role="assistant", content=completion.text[:2000]),
                            Message(role="user", content=(
                                "That answer was not valid JSON for the required schema: "
                                f"{problem}. Reply with only the corrected JSON object."))]
        self.fallbacks.append((role, problem))
        raise StructuredOutputError(role, attempts, problem)
