"""The research engine: the loop all five seeds describe, as one engine."""

from deepsearch.research.engine import Researcher
from deepsearch.research.models import Event, Persona, Report, ResearchResult

__all__ = ["Event", "Persona", "Report", "ResearchResult", "Researcher"]
