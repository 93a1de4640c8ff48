"""deepsearch: an agentic research engine.

The public surface is listed in ``__all__``; everything else is internal::

    from deepsearch import Researcher, Settings, load_settings

    async with Researcher(load_settings().settings) as r:
        result = await r.research("Who introduced inverse document frequency?")
        async for event in r.stream("…"):
            ...

    from deepsearch import SyncResearcher, research_sync   # without an event loop
    result = research_sync("Who introduced inverse document frequency?")

The engine's classes load lazily, so ``import deepsearch`` stays quick.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from deepsearch.errors import DeepSearchError, InputError, ServiceError
from deepsearch.models import SearchHit
from deepsearch.settings import Settings, load_settings

if TYPE_CHECKING:
    from deepsearch.kb.knowledge import KnowledgeBase
    from deepsearch.research.engine import Researcher
    from deepsearch.research.models import Event, Persona, Report, ResearchResult
    from deepsearch.research.sync import SyncResearcher
    from deepsearch.research.sync import research as research_sync

from deepsearch.version import __version__

logging.getLogger(__name__).addHandler(logging.NullHandler())

_LAZY = {
    "Researcher": ("deepsearch.research.engine", "Researcher"),
    "SyncResearcher": ("deepsearch.research.sync", "SyncResearcher"),
    "research_sync": ("deepsearch.research.sync", "research"),
    "ResearchResult": ("deepsearch.research.models", "ResearchResult"),
    "Report": ("deepsearch.research.models", "Report"),
    "Event": ("deepsearch.research.models", "Event"),
    "Persona": ("deepsearch.research.models", "Persona"),
    "KnowledgeBase": ("deepsearch.kb.knowledge", "KnowledgeBase"),
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        module, attr = _LAZY[name]
        value = getattr(importlib.import_module(module), attr)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'deepsearch' has no attribute {name!r}")


__all__ = [
    "DeepSearchError",
    "Event",
    "InputError",
    "KnowledgeBase",
    "Persona",
    "Report",
    "ResearchResult",
    "Researcher",
    "SearchHit",
    "ServiceError",
    "Settings",
    "SyncResearcher",
    "__version__",
    "load_settings",
    "research_sync",
]
