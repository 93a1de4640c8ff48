"""Any OpenAI-compatible chat endpoint, as real servers behave.

Servers spell structured output differently. OpenAI, LM Studio, vLLM and llama.cpp's own
server take ``response_format: json_schema``; llama-cpp-python's server answers that with
HTTP 500 and takes ``json_object`` with a ``schema``; others know only ``json_object``. The
backend starts with the most precise dialect and steps down when the server refuses the
format (never retrying a refusal as such)::

    json_schema → json_object + schema → json_object → prompt (the schema in the prompt)

The dialect that worked, the context size and the measured speed are remembered per
endpoint and model (:class:`~deepsearch.llm.endpoints.EndpointMemory`), so later calls and
later runs start right. Errors are typed from the vendors' bodies: a refused key, a model
the server lacks, used-up credits and an endpoint nobody answers are never retried; rate
limits wait for the vendor's reset headers; an over-long prompt carries the context size.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import AsyncIterator
from typing import Any
from urllib.parse import urlsplit

import httpx

from deepsearch.errors import (
    ContextLengthError,
    FormatRejectedError,
    LLMAuthError,
    LLMError,
    LLMModelError,
    LLMQuotaError,
    LLMRateLimitedError,
    LLMUnreachableError,
)
from deepsearch.llm.base import LLM, Completion, Usage, note_request
from deepsearch.llm.endpoints import EndpointMemory, EndpointProfile
from deepsearch.net.failures import describe_transport_error
from deepsearch.net.reading import TooLarge, read_capped
from deepsearch.net.retry import parse_retry_after

DIALECTS = ("json_schema", "json_object_schema", "json_object", "prompt")

#: context sizes of hosted models whose servers do not say (prefix match, longest first)
HOSTED_CONTEXT = {
    "gpt-4.1": 1_047_576, "gpt-4o": 128_000, "gpt-4-turbo": 128_000, "gpt-5": 400_000,
    "o3": 200_000, "o4-mini": 200_000, "gpt-3.5-turbo": 16_385,
}
DEFAULT_CONTEXT = 8192
MAX_ANSWER_BYTES = 8_000_000  # one chat completion; more is a broken or hostile server
OLLAMA_DEFAULT_CONTEXT = 4096  # what Ollama's OpenAI endpoint runs with unless num_ctx is set

_FORMAT_WORDS = ("response_format", "json_schema", "json_object", "schema", "validation error",
                 "literal_error", "grammar")
_CONTEXT_WORDS = ("context_length_exceeded", "maximum context length", "context size",
                  "exceed_context_size", "context window", "too many tokens",
                  "prompt is too long")
_QUOTA_WORDS = ("insufficient_quota", "quota", "credits", "billing", "payment required")
_MODEL_WORDS = ("model_not_found", "does not exist", "not found", "try pulling", "no such model",
                "unknown model")
_OVERLOADED_WORDS = ("overloaded", "capacity", "unavailable")


class OpenAICompatibleLLM(LLM):
    """One model behind an OpenAI-compatible ``/chat/completions`` endpoint."""

    def __init__(self, base_url: str, model: str, *, api_key: str = "", timeout_s: float = 120,
                 label: str = "", dialect: str = "auto", context_tokens: int | None = None,
                 memory: EndpointMemory | None = None, probe_timeout_s: float = 2.5) -> None:
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.name = label or f"{self.base_url}#{model}"
        self.api_key = api_key
        self.memory = memory
        self.probe_timeout_s = probe_timeout_s
        self._http = httpx.AsyncClient(timeout=timeout_s, trust_env=False)
        self.key = f"{self.base_url}#{model}"
        known = memory.get(self.key) if memory is not None else None
        self.profile = known or EndpointProfile()
        self._remembered_dialect = self.profile.dialect
        self.pinned_dialect = dialect != "auto"
        if self.pinned_dialect:
            self.profile.dialect = dialect
        self.configured_context = context_tokens
        self.context_tokens = (context_tokens or self.profile.context_tokens
                               or _hosted_context(model) or DEFAULT_CONTEXT)
        #: requests this backend refused for their format (for doctor and the benchmark)
        self.format_rejections = 0
        #: named by the user: checked before a run (``check_endpoints``)
        self.explicit = False

    # ---- the call -------------------------------------------------------------------------
    @property
    def dialect(self) -> str:
        return self.profile.dialect or DIALECTS[0]

    async def complete(self, messages, *, temperature, max_tokens, schema=None):
        while True:
            dialect = self.dialect if schema is not None else "text"
            body = self._body(messages, temperature, max_tokens, schema, dialect)
            started = time.monotonic()
            try:
                data = await self._post(body, structured=schema is not None)
            except FormatRejectedError:
                self.format_rejections += 1
                if dialect == DIALECTS[-1] or self.pinned_dialect:
                    raise
                self.profile.dialect = DIALECTS[DIALECTS.index(dialect) + 1]
                continue
            completion = _completion(data, self.model, self.name)
            self._learn(dialect if schema is not None else None, completion,
                        time.monotonic() - started)
            return completion

    def _body(self, messages, temperature: float, max_tokens: int,
              schema: dict[str, Any] | None, dialect: str) -> dict[str, Any]:
        payload = [m.model_dump() for m in messages]
        if schema is not None and dialect in ("json_object", "prompt"):
            # the server will not see the schema: the model must read it
            payload = [*payload[:-1], {**payload[-1], "content": payload[-1]["content"] + (
                "\n\nReply with one JSON object that matches this JSON Schema:\n"
                + json.dumps(schema, separators=(",", ":")))}]
        body: dict[str, Any] = {"model": self.model, "messages": payload,
                                "temperature": temperature, "max_tokens": max_tokens}
        if dialect == "json_schema":
            body["response_format"] = {"type": "json_schema", "json_schema": {
                "name": "answer", "schema": schema, "strict": False}}
        elif dialect == "json_object_schema":
            body["response_format"] = {"type": "json_object", "schema": schema}
        elif dialect == "json_object":
            body["response_format"] = {"type": "json_object"}
        return body

    def _headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.api_key}"} if self.api_key else {}

    async def _post(self, body: dict[str, Any], *, structured: bool) -> dict[str, Any]:
        note_request()
        try:
            async with self._http.stream("POST", f"{self.base_url}/chat/completions",
                                         json=body, headers=self._headers()) as response:
                raw = await read_capped(response, MAX_ANSWER_BYTES)
        except TooLarge as exc:
            raise LLMError(f"{self.name}: an answer over {MAX_ANSWER_BYTES:,} bytes, refused"
                           ) from exc
        except httpx.HTTPError as exc:
            raise self._transport_error(exc) from exc
        text = raw.decode("utf-8", errors="replace")
        if response.status_code >= 400:
            raise classify_error(self.name, response.status_code, text, response.headers,
                                 structured=structured, ollama=self._is_ollama(),
                                 model=self.model)
        try:
            data = json.loads(text)
        except ValueError as exc:
            raise LLMError(f"{self.name}: the answer is not JSON", retryable=True) from exc
        if not isinstance(data, dict):
            raise LLMError(f"{self.name}: the answer is not a JSON object", retryable=True)
        return data

    def _transport_error(self, exc: httpx.HTTPError) -> LLMError:
        failure = describe_transport_error(exc, self.base_url)
        if failure.unreachable:
            return LLMUnreachableError(f"{self.name}: {failure.reason}",
                                       hint="is the server running? check the URL in --llm")
        return LLMError(f"{self.name}: {failure.reason}", retryable=True)

    def _learn(self, dialect: str | None, completion: Completion, seconds: float) -> None:
        changed = False
        if dialect is not None and self._remembered_dialect != dialect:
            self.profile.dialect, changed = dialect, True
        tokens = completion.usage.completion_tokens
        if tokens >= 16 and seconds > 0:
            speed = tokens / seconds
            old = self.profile.tokens_per_s
            self.profile.tokens_per_s = round(speed if old is None else 0.7 * old + 0.3 * speed, 1)
            changed = True
        if changed:
            self.remember()

    def learn_context(self, limit: int) -> None:
        """The server said how much fits: pack prompts to it from now on."""
        if self.configured_context is None and limit >= 256:
            self.context_tokens = self.profile.context_tokens = limit
            self.remember()

    def remember(self) -> None:
        if self.memory is not None:
            self.memory.put(self.key, self.profile)
            self._remembered_dialect = self.profile.dialect

    async def stream(self, messages, *, temperature, max_tokens) -> AsyncIterator[str]:
        body = {"model": self.model, "messages": [m.model_dump() for m in messages],
                "temperature": temperature, "max_tokens": max_tokens, "stream": True}
        note_request()
        try:
            async with self._http.stream("POST", f"{self.base_url}/chat/completions", json=body,
                                         headers=self._headers()) as response:
                if response.status_code >= 400:
                    text = (await response.aread()).decode("utf-8", "replace")
                    raise classify_error(self.name, response.status_code, text,
                                         response.headers, structured=False,
                                         ollama=self._is_ollama(), model=self.model)
                async for line in response.aiter_lines():
                    piece = _stream_piece(line)
                    if piece:
                        yield piece
        except httpx.HTTPError as exc:
            raise self._transport_error(exc) from exc

    # ---- what the server says about itself ----------------------------------------------------
    async def probe(self) -> EndpointProfile:
        """Check, before any research, that the endpoint answers, takes the key and serves the
        model, and read its context size where it tells. Raises a typed LLMError saying which
        and how to fix it; takes at most ``probe_timeout_s`` per request."""
        timeout = httpx.Timeout(self.probe_timeout_s)
        try:
            response = await self._http.get(f"{self.base_url}/models", headers=self._headers(),
                                             timeout=timeout)
        except httpx.HTTPError as exc:
            raise self._transport_error(exc) from exc
        if response.status_code in (401, 403) or response.status_code >= 500:
            raise classify_error(self.name, response.status_code, response.text,
                                 response.headers, structured=False,
                                 ollama=self._is_ollama(), model=self.model)
        models: list[dict[str, Any]] = []
        if response.status_code == 200:
            try:
                data = response.json().get("data", [])
                models = [m for m in data if isinstance(m, dict)]
            except (ValueError, AttributeError):
                models = []
        served = {str(m.get("id")): m for m in models}
        if served and _find(served, self.model) is None:
            available = ", ".join(sorted(served)[:8])
            fix = (f"run `ollama pull {self.model}`" if self._is_ollama()
                   else f"choose one the server has: {available}")
            raise LLMModelError(f"{self.name}: the server does not serve model {self.model!r}",
                                hint=fix)
        if self.configured_context is None:
            size = await self._context_size(_find(served, self.model) or {}, timeout)
            if size:
                self.context_tokens = self.profile.context_tokens = size
        self.remember()
        return self.profile

    async def _context_size(self, model: dict[str, Any], timeout: httpx.Timeout) -> int | None:
        for key in ("max_model_len", "context_length", "context_window", "n_ctx"):
            if isinstance(model.get(key), int) and model[key] > 0:  # vLLM, OpenRouter, …
                return int(model[key])
        root = self._root()
        with_errors = (httpx.HTTPError, ValueError, AttributeError, TypeError)
        if self._is_ollama():
            try:
                shown = (await self._http.post(f"{root}/api/show", json={"model": self.model},
                                               timeout=timeout)).json()
                match = re.search(r"num_ctx\s+(\d+)", str(shown.get("parameters") or ""))
                trained = [v for k, v in (shown.get("model_info") or {}).items()
                           if k.endswith(".context_length") and isinstance(v, int)]
                size = int(match.group(1)) if match else OLLAMA_DEFAULT_CONTEXT
                return min([size, *trained])
            except with_errors:
                return OLLAMA_DEFAULT_CONTEXT
        try:  # llama.cpp's own server
            props = await self._http.get(f"{root}/props", timeout=timeout)
            if props.status_code == 200:
                settings = props.json().get("default_generation_settings") or {}
                size = settings.get("n_ctx") or props.json().get("n_ctx")
                if isinstance(size, int) and size > 0:
                    return size
        except with_errors:
            pass
        return _hosted_context(self.model)

    def _root(self) -> str:
        return re.sub(r"/v1$", "", self.base_url)

    def _is_ollama(self) -> bool:
        return self.name.startswith("ollama:") or urlsplit(self.base_url).port == 11434

    async def aclose(self) -> None:
        await self._http.aclose()


def classify_error(name: str, status: int, text: str, headers: httpx.Headers | dict, *,
                   structured: bool, ollama: bool = False, model: str = "") -> LLMError:
    """The typed error for an HTTP error answer, from the vendor's own body."""
    message, code = _error_message(text)
    said = f"{message} {code}".lower()
    short = f"{name}: HTTP {status}: {message[:160]}" if message else f"{name}: HTTP {status}"
    if any(w in said for w in _CONTEXT_WORDS):
        return ContextLengthError(short, limit=_context_limit(text))
    if structured and status in (400, 422, 500) and any(w in said for w in _FORMAT_WORDS):
        return FormatRejectedError(short)
    if status == 402 or any(w in said for w in _QUOTA_WORDS):
        return LLMQuotaError(short, hint="the account's credits or quota are used up")
    if status in (401, 403):
        return LLMAuthError(f"{name}: key refused (HTTP {status})",
                            hint="check llm.api_key (OPENAI_API_KEY)")
    if status == 404 or (status == 400 and any(w in said for w in _MODEL_WORDS)):
        fix = f"run `ollama pull {model}`" if ollama else "check the model name in --llm"
        return LLMModelError(f"{name}: model or endpoint not found ({message[:120] or status})",
                             hint=fix)
    if status == 429:
        return LLMRateLimitedError(short, retry_after=vendor_wait(headers))
    if status in (503, 529) or any(w in said for w in _OVERLOADED_WORDS):
        return LLMError(short, retryable=True, retry_after=vendor_wait(headers))
    return LLMError(short, retryable=status >= 500 or status == 408)


def vendor_wait(headers: httpx.Headers | dict) -> float | None:
    """Seconds to wait, from ``retry-after-ms``, ``retry-after`` or the soonest
    ``x-ratelimit-reset-requests`` / ``-tokens`` ("1s", "6m0s", "20ms")."""
    get = headers.get
    if (ms := get("retry-after-ms")) is not None:
        try:
            return max(0.0, float(ms) / 1000)
        except ValueError:
            pass
    if (after := parse_retry_after(get("retry-after"))) is not None:
        return after
    resets = [_duration(get(h)) for h in ("x-ratelimit-reset-requests", "x-ratelimit-reset-tokens")]
    spent = [r for r in resets if r is not None]
    return min(spent) if spent else None


def _duration(value: str | None) -> float | None:
    if not value:
        return None
    parts = re.findall(r"(\d+(?:\.\d+)?)(ms|h|m|s)", value)
    if not parts:
        try:
            return float(value)
        except ValueError:
            return None
    scale = {"ms": 0.001, "s": 1, "m": 60, "h": 3600}
    return sum(float(n) * scale[u] for n, u in parts)


def _error_message(text: str) -> tuple[str, str]:
    try:
        data = json.loads(text)
    except ValueError:
        return " ".join(text.split())[:300], ""
    if isinstance(data, dict):
        error = data.get("error", data.get("detail", data))
        if isinstance(error, dict):
            message = error.get("message") or error.get("msg") or error.get("detail") or ""
            code = " ".join(str(error.get(k) or "") for k in ("code", "type"))
            return " ".join(str(message).split())[:300], code
        if isinstance(error, str):
            return " ".join(error.split())[:300], ""
    return " ".join(text.split())[:300], ""


def _context_limit(text: str) -> int | None:
    for pattern in (r"maximum context length is (\d+)", r'"n_ctx"\s*:\s*(\d+)',
                    r"context (?:size|length|window) (?:of |is )?\(?(\d+)"):
        match = re.search(pattern, text, re.I)
        if match:
            return int(match.group(1))
    return None


def _completion(data: dict[str, Any], model: str, name: str) -> Completion:
    choices = data.get("choices")
    if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
        raise LLMError(f"{name}: an answer with no choices", retryable=True)
    message = choices[0].get("message") or {}
    usage = data.get("usage") or {}
    return Completion(text=str(message.get("content") or ""), model=model,
                      finish_reason=choices[0].get("finish_reason"),
                      usage=Usage(prompt_tokens=int(usage.get("prompt_tokens") or 0),
                                  completion_tokens=int(usage.get("completion_tokens") or 0)))


def _stream_piece(line: str) -> str:
    if not line.startswith("data:"):
        return ""
    payload = line[5:].strip()
    if not payload or payload == "[DONE]":
        return ""
    try:
        event = json.loads(payload)
        return event["choices"][0]["delta"].get("content") or ""
    except (ValueError, KeyError, IndexError, TypeError, AttributeError):
        return ""


def _hosted_context(model: str) -> int | None:
    name = model.split("/")[-1].lower()
    for prefix in sorted(HOSTED_CONTEXT, key=len, reverse=True):
        if name.startswith(prefix):
            return HOSTED_CONTEXT[prefix]
    return None


def _find(served: dict[str, dict[str, Any]], model: str) -> dict[str, Any] | None:
    """The server's entry for ``model`` (Ollama names carry an implied ``:latest``)."""
    if model in served:
        return served[model]
    for candidate in (f"{model}:latest", model.removesuffix(":latest")):
        if candidate in served:
            return served[candidate]
    return None


__all__ = ["DIALECTS", "OpenAICompatibleLLM", "classify_error", "vendor_wait"]
