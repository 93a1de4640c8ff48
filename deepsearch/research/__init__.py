"""The research engine: the loop all five seeds describe, as one engine.

``Researcher`` loads on first use, so that the run store (``deepsearch.storage``) can use
the run's models without importing the engine that uses the store."""

from typing import TYPE_CHECKING, Any

from deepsearch.research.models import Event, Persona, Report, ResearchResult

if TYPE_CHECKING:
    from deepsearch.research.engine import Researcher

__all__ = ["Event", "Persona", "Report", "ResearchResult", "Researcher"]


def __getattr__(name: str) -> Any:
    if name == "Researcher":
        from deepsearch.research.engine import Researcher

        return Researcher
    raise AttributeError(name)
