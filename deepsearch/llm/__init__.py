"""The LLM layer: one contract, several backends, and a client that makes them safe to use."""

from deepsearch.llm.backends import Choice, build_llm, parse_spec
from deepsearch.llm.base import LLM, Budget, Completion, LLMClient, Message, Usage

__all__ = ["LLM", "Budget", "Choice", "Completion", "LLMClient", "Message", "Usage",
           "build_llm", "parse_spec"]
