"""What the global options of the ``deepsearch`` command decided, shared by its commands
(a module below them all, so that no command imports ``cli/main.py``)."""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import Any

from deepsearch.settings import LoadedSettings, load_settings


class CliState:
    """What the global options decided; commands turn it into settings."""

    def __init__(self) -> None:
        self.config_file: Path | None = None
        self.log_level: str | None = None

    def settings(self, overrides: dict[str, Any] | None = None) -> LoadedSettings:
        merged = dict(overrides or {})
        if self.log_level:
            merged["log_level"] = self.log_level
        loaded = load_settings(self.config_file, merged)
        logging.basicConfig(
            level=loaded.settings.log_level.upper(), stream=sys.stderr,
            format="%(levelname)s %(name)s: %(message)s",
        )
        return loaded


STATE = CliState()
