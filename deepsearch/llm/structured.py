"""Turning model text into validated objects: strip reasoning, find the JSON, repair it.

Small local models wrap JSON in prose, open ``<think>`` blocks, leave trailing commas
or stop before closing their braces. These functions undo the common damage; what
cannot be repaired is reported as a validation error that the caller may re-ask with.
"""

from __future__ import annotations

import json
import re
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

T = TypeVar("T", bound=BaseModel)

_THINK = re.compile(r"<(think|thinking|reasoning)>.*?(</\1>|$)", re.S | re.I)
_FENCE = re.compile(r"```(?:json)?\s*(.*?)(```|$)", re.S | re.I)


def strip_think(text: str) -> str:
    """Remove ``<think>…</think>`` blocks, including one the model never closed."""
    return _THINK.sub("", text).strip()


def _structure(text: str) -> tuple[list[tuple[int, str]], bool]:
    """Brackets outside JSON strings as (index, char), and whether a string is left open."""
    found: list[tuple[int, str]] = []
    in_string, escaped = False, False
    for i, ch in enumerate(text):
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "{}[]":
            found.append((i, ch))
    return found, in_string


def _balanced_end(text: str, start: int) -> int | None:
    """Index just past the JSON value starting at ``start``, or None if it never closes."""
    depth = 0
    for i, ch in _structure(text[start:])[0]:
        depth += 1 if ch in "{[" else -1
        if depth == 0:
            return start + i + 1
    return None


def close_json(fragment: str) -> str:
    """Close an unterminated string and any open brackets, dropping a dangling key or comma."""
    brackets, in_string = _structure(fragment)
    stack: list[str] = []
    for _, ch in brackets:
        if ch in "{[":
            stack.append("}" if ch == "{" else "]")
        elif stack:
            stack.pop()
    text = fragment + ('"' if in_string else "")
    text = re.sub(r'[,{]?\s*"[^"]*"\s*:\s*$', lambda m: "{" if m.group(0).startswith("{")
                  else "", text)  # a key with no value yet
    if stack and stack[-1] == "}":
        # a bare key at the end of an object
        text = re.sub(r'([,{])\s*"[^"]*"\s*$', lambda m: "{" if m.group(1) == "{" else "", text)
    text = re.sub(r"[,:]\s*$", "", text)
    return text + "".join(reversed(stack))


def repair_json(text: str) -> str:
    text = re.sub(r",\s*([}\]])", r"\1", text)  # trailing commas
    text = re.sub(r"(?<=[{,])\s*'([^'\n]+)'\s*:", r'"\1":', text)  # 'key': → "key":
    text = re.sub(r"\bTrue\b", "true", re.sub(r"\bFalse\b", "false", text))
    return re.sub(r"\bNone\b", "null", text)


def extract_json(text: str) -> Any:
    """The first JSON object (or array) in ``text``, repaired if needed; ValueError if none."""
    cleaned = strip_think(text)
    fenced = _FENCE.search(cleaned)
    if fenced and ("{" in fenced.group(1) or "[" in fenced.group(1)):
        cleaned = fenced.group(1)
    starts = [i for i in (cleaned.find("{"), cleaned.find("[")) if i >= 0]
    if not starts:
        raise ValueError("no JSON object in the answer")
    start = min(starts)
    end = _balanced_end(cleaned, start)
    candidate = cleaned[start:end] if end is not None else close_json(cleaned[start:])
    for attempt in (candidate, repair_json(candidate)):
        try:
            return json.loads(attempt)
        except json.JSONDecodeError:
            continue
    raise ValueError("the answer's JSON could not be repaired")


def parse_structured(text: str, schema: type[T]) -> T:
    """Validate the JSON found in ``text`` against ``schema``.

    Raises ValueError (no JSON) or pydantic.ValidationError (wrong shape); both carry a
    message fit to send back to the model.
    """
    data = extract_json(text)
    if isinstance(data, list) and len(schema.model_fields) == 1:
        data = {next(iter(schema.model_fields)): data}  # a bare list for a one-field object
    try:
        return schema.model_validate(data)
    except ValidationError as exc:
        trimmed = _drop_broken_tail(data, exc)
        if trimmed is None:
            raise
        return schema.model_validate(trimmed)


def _drop_broken_tail(data: Any, exc: ValidationError) -> Any | None:
    """A cut-off answer often ends in a half-written list item: drop just that item."""
    if not isinstance(data, dict):
        return None
    broken: set[tuple[Any, int]] = set()
    for error in exc.errors():
        loc = error["loc"]
        if len(loc) < 2 or not isinstance(loc[1], int):
            return None
        items = data.get(loc[0])
        if not isinstance(items, list) or loc[1] != len(items) - 1:
            return None
        broken.add((loc[0], loc[1]))
    return {**data, **{key: data[key][:index] for key, index in broken}}


def error_for_model(exc: Exception) -> str:
    """A short description of what was wrong, for the re-ask message."""
    if isinstance(exc, ValidationError):
        problems = [f"{'.'.join(str(p) for p in e['loc']) or 'value'}: {e['msg']}"
                    for e in exc.errors()[:5]]
        return "; ".join(problems)
    return str(exc)
