"""deepsearch: an agentic research engine.

The public surface is listed in ``__all__``; everything else is internal.
"""

from __future__ import annotations

import logging

from deepsearch.errors import DeepSearchError
from deepsearch.models import SearchHit
from deepsearch.settings import Settings, load_settings

__version__ = "0.1.0"

logging.getLogger(__name__).addHandler(logging.NullHandler())

__all__ = ["DeepSearchError", "SearchHit", "Settings", "__version__", "load_settings"]
