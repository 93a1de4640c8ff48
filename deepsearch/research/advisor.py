"""The run's one way to ask the model: structured answers and free text, each with the
stage's non-LLM fallback. It owns the LLM budget's effect on the run (a spent budget means
no more calls and a stop at the end of the round) and counts the fallbacks."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from deepsearch.errors import BudgetExceededError, LLMError, StructuredOutputError
from deepsearch.llm import prompts as P
from deepsearch.research.events import EventBus
from deepsearch.research.models import Persona
from deepsearch.research.state import RunState

if TYPE_CHECKING:
    from deepsearch.llm import LLMClient


class Advisor:
    """Structured and free-text LLM answers for one run, or the fallback without a model."""

    def __init__(self, llm: LLMClient | None, events: EventBus, state: RunState) -> None:
        self.llm = llm
        self.events = events
        self.state = state
        self.budget = events.llm_budget  # this run's calls (the client serves many runs)

    @property
    def available(self) -> bool:
        """A model is configured, its budget is not spent and it was not stopped."""
        return self.llm is not None and not self.state.budget_spent \
            and not self.state.stats.llm_stopped

    def prompt_budget(self, role: str) -> int:
        """Tokens a prompt of ``role`` may hold (the model's context less its answer)."""
        return self.llm.prompt_budget(role) if self.llm is not None else 0

    def temperature(self, role: str) -> float:
        """The role's configured temperature (0 without a model)."""
        return self.llm.role(role).temperature if self.llm is not None else 0.0

    def usable(self, name: str) -> bool:
        """The model may be asked for ``name``: configured, within budget and not stopped
        after repeated failures (a stopped model's stages are counted as run without it)."""
        if self.llm is None or self.state.budget_spent:
            return False
        if self.state.stats.llm_stopped:
            self.without_model(name)
            return False
        return True

    def without_model(self, name: str) -> None:
        stages = self.state.stats.stages_without_model
        if name not in stages:
            stages.append(name)

    def failed(self, name: str, exc: Exception, stage: str, persona: Persona,
               message: str) -> None:
        """A call failed: count it, say so, and once the client has stopped calling the model
        for this run, say that once instead of once per stage."""
        self.state.stats.llm_fallbacks += 1
        self.without_model(name)
        stopped = self.budget.disabled if self.budget is not None else None
        if stopped and not self.state.stats.llm_stopped:
            self.state.stats.llm_stopped = stopped
            self.events.emit(stage, persona, f"stopped calling the model: {stopped}; the rest "
                             "of the run uses the non-LLM methods", role=name)
            return
        self.events.emit(stage, persona, message, role=name)

    async def ask(self, name: str, fallback: Any, *, temperature: float | None = None,
                  attempts: int | None = None, **values: Any) -> Any:
        """A structured LLM answer for template ``name``, or ``fallback`` without one;
        ``attempts`` caps the tries for a schema-valid answer (a part with a fallback as good
        is not worth a second call)."""
        llm = self.llm
        if llm is None or not self.usable(name):
            return fallback
        template = P.template(name)
        before = self.calls()
        try:
            return await llm.structured(template.role, template.messages(**values),
                                        template.schema, attempts=attempts,
                                        temperature=temperature)
        except BudgetExceededError as exc:
            self.state.budget_spent = f"budget: {exc.message}"
            self.events.emit("plan", Persona.STRATEGIST, f"{exc.message}; continuing without "
                             "the LLM and stopping at the end of this round")
            return fallback
        except (StructuredOutputError, LLMError) as exc:
            self.failed(name, exc, "plan", Persona.STRATEGIST, f"the model failed at {name}; "
                        f"using the non-LLM method ({exc.message[:120]})")
            return fallback
        finally:
            self.count(name, self.calls() - before)

    def calls(self) -> int:
        return self.budget.calls if self.budget is not None else 0

    def count(self, name: str, requests: int) -> None:
        if requests:
            by_stage = self.state.stats.llm_requests_by_stage
            by_stage[name] = by_stage.get(name, 0) + requests

    async def text(self, name: str, **values: Any) -> str | None:
        """Free text from template ``name``; None when the model cannot write."""
        llm = self.llm
        if llm is None or not self.usable(name):
            return None
        template = P.template(name)
        before = self.calls()
        try:
            return await llm.text(template.role, template.messages(**values))
        except (LLMError, BudgetExceededError) as exc:
            self.failed(name, exc, "write", Persona.SYNTHESIZER, f"the model could not write "
                        f"({exc.message[:100]}); keeping what is verified")
            return None
        finally:
            self.count(name, self.calls() - before)


def quote(chunks: list[Any], numbers: list[int] | None = None) -> str:
    """Passages as numbered ``<source>`` blocks for a prompt (escaped, injection-safe);
    ``numbers`` gives each its number (default 1, 2, …)."""
    numbers = numbers or list(range(1, len(chunks) + 1))
    return "\n".join(P.quote_source(c.text, index=n, title=c.title, url=c.url, limit=1200)
                     for n, c in zip(numbers, chunks, strict=True))
