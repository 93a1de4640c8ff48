"""Reading JSON-lines files with errors that name the file and line."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from deepsearch.errors import DeepSearchError


def read_jsonl(path: Path, required: Sequence[str], error: type[DeepSearchError],
               what: str = "file") -> Iterator[tuple[int, dict[str, Any]]]:
    """(line number, row) for every non-blank line; ``error`` names the file and line when a
    line is not a JSON object with every ``required`` key."""
    if not path.is_file():
        raise error(f"{what} not found: {path}")
    with path.open(encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, start=1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError as exc:
                raise error(f"{path}:{lineno}: not JSON ({exc.msg})") from exc
            missing = [k for k in required if not isinstance(row, dict) or k not in row]
            if missing:
                raise error(f"{path}:{lineno}: missing {', '.join(missing)}")
            yield lineno, row
