"""OpenAI-compatible servers as they really behave: dialects negotiated and remembered,
vendors' error bodies typed, a failing model stopped, an unusable explicit model refused.

The fakes answer as the servers document (each names its page); the real server is
llama-cpp-python's own (``python -m llama_cpp.server``) with the embedded SmolLM2 model.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from pydantic import BaseModel
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from deepsearch.errors import (
    ContextLengthError,
    LLMAuthError,
    LLMError,
    LLMModelError,
    LLMQuotaError,
    LLMRateLimitedError,
)
from deepsearch.llm import LLMClient, Message
from deepsearch.llm.endpoints import EndpointMemory
from deepsearch.llm.openai_compat import OpenAICompatibleLLM, classify_error, vendor_wait
from deepsearch.settings import LlmSettings
from tests.fake_vendors import ServerThread


class Verdict(BaseModel):
    answer: str
    score: float


ASK = [Message(role="system", content="Be brief."),
       Message(role="user", content="Is Paris the capital of France?")]
OK = '{"answer": "yes", "score": 0.9}'


class Server:
    """``/v1/chat/completions`` and ``/v1/models``; ``accepts`` lists the response formats
    it takes (``text`` is no response_format); ``errors`` queues (status, body, headers)."""

    def __init__(self, accepts: set[str], *, refusal: tuple[int, Any] | None = None,
                 errors: list[tuple[int, Any, dict]] | None = None,
                 models: list[dict] | None = None) -> None:
        self.accepts = accepts
        self.refusal = refusal or (400, {"error": {"message": "response_format is not "
                                                   "supported", "type": "invalid_request_error"}})
        self.errors = list(errors or [])
        self.models = models if models is not None else [{"id": "m", "object": "model"}]
        self.requests: list[dict] = []
        self.times: list[float] = []

    def app(self) -> Starlette:
        async def chat(request: Request) -> Response:
            body = await request.json()
            self.requests.append(body)
            self.times.append(time.monotonic())
            fmt = body.get("response_format") or {}
            kind = fmt.get("type", "text")
            if kind == "json_object" and "schema" in fmt:
                kind = "json_object_schema"
            if kind not in self.accepts:
                status, payload = self.refusal
                return JSONResponse(payload, status)
            if self.errors:
                status, payload, headers = self.errors.pop(0)
                return JSONResponse(payload, status, headers=headers)
            return JSONResponse({"choices": [{"index": 0, "finish_reason": "stop",
                                              "message": {"role": "assistant", "content": OK}}],
                                 "usage": {"prompt_tokens": 20, "completion_tokens": 9}})

        async def models(request: Request) -> Response:
            return JSONResponse({"object": "list", "data": self.models})

        return Starlette(routes=[Route("/v1/chat/completions", chat, methods=["POST"]),
                                 Route("/v1/models", models)])


def client(llm, **settings) -> LLMClient:
    return LLMClient(llm, LlmSettings(**{"retries": 2, "timeout_s": 10, **settings}))


# ---- dialects ------------------------------------------------------------------------------
LLAMA_CPP_PYTHON_REFUSAL = (500, {"error": {  # llama-cpp-python 0.3.36 server, observed
    "message": "1 validation error:\n  {'type': 'literal_error', 'loc': ('body', "
               "'response_format', 'type'), 'msg': \"Input should be 'text' or 'json_object'\"}",
    "type": "internal_server_error", "param": None, "code": None}})


@pytest.mark.parametrize(("accepts", "refusal", "settles_on", "rejections"), [
    ({"text", "json_schema"}, None, "json_schema", 0),  # OpenAI, LM Studio, vLLM, llama.cpp
    ({"text", "json_object", "json_object_schema"}, LLAMA_CPP_PYTHON_REFUSAL,
     "json_object_schema", 1),  # llama-cpp-python's server
    ({"text", "json_object"}, None, "json_object", 2),  # servers with only JSON mode
    ({"text"}, None, "prompt", 3),  # no response_format at all
], ids=["json_schema", "llama-cpp-python", "json_object", "prompt"])
async def test_dialect_is_negotiated_once_and_remembered(
        tmp_path: Path, accepts, refusal, settles_on, rejections) -> None:
    server = Server(accepts, refusal=refusal)
    memory = EndpointMemory(tmp_path / "endpoints.sqlite")
    with ServerThread(server.app()) as http:
        llm = OpenAICompatibleLLM(http.url + "/v1", "m", memory=memory)
        c = client(llm)
        for _ in range(3):
            assert (await c.structured("judge", ASK, Verdict)).answer == "yes"
        await c.aclose()
        assert llm.dialect == settles_on and llm.format_rejections == rejections
        assert len(server.requests) == 3 + rejections  # refusals never retried as such
        assert c.budget.requests == len(server.requests) and c.budget.calls == 3
        if settles_on in ("json_object", "prompt"):  # the model must see the schema
            assert '"score"' in server.requests[-1]["messages"][-1]["content"]
        # the next run starts where this one ended: no refused request at all
        again = OpenAICompatibleLLM(http.url + "/v1", "m", memory=memory)
        c2 = client(again)
        await c2.structured("judge", ASK, Verdict)
        await c2.aclose()
    assert again.format_rejections == 0 and len(server.requests) == 4 + rejections


# ---- errors from the vendors' bodies --------------------------------------------------------
OPENAI_BAD_KEY = {"error": {  # platform.openai.com/docs/guides/error-codes (401)
    "message": "Incorrect API key provided: sk-abc. You can find your API key at "
               "https://platform.openai.com/account/api-keys.",
    "type": "invalid_request_error", "param": None, "code": "invalid_api_key"}}
OPENAI_NO_QUOTA = {"error": {  # same page: 429 "You exceeded your current quota"
    "message": "You exceeded your current quota, please check your plan and billing details.",
    "type": "insufficient_quota", "param": None, "code": "insufficient_quota"}}
OPENAI_RATE = {"error": {"message": "Rate limit reached for gpt-4.1-mini in organization "
                                    "org-x on requests per min (RPM): Limit 3, Used 3.",
                         "type": "requests", "param": None, "code": "rate_limit_exceeded"}}
OLLAMA_NO_MODEL = {"error": {  # ollama docs/openai.md: errors in OpenAI's shape
    "message": 'model "qwen3:8b" not found, try pulling it first', "type": "api_error",
    "param": None, "code": None}}
OPENROUTER_NO_CREDITS = {"error": {  # openrouter.ai/docs/api-reference/errors (402)
    "code": 402, "message": "Insufficient credits. Add more using https://openrouter.ai/credits"}}
CONTEXT_400 = {"error": {  # llama-cpp-python 0.3.36 server, observed
    "message": "This model's maximum context length is 4096 tokens. However, you requested "
               "5071 tokens (5031 in the messages, 40 in the completion). Please reduce the "
               "length of the messages or completion.",
    "type": "invalid_request_error", "param": "messages", "code": "context_length_exceeded"}}
LLAMA_SERVER_CONTEXT = {"error": {  # llama.cpp tools/server README, exceed_context_size_error
    "code": 400, "message": "the request exceeds the available context size, try increasing "
                            "it", "type": "exceed_context_size_error",
    "n_prompt_tokens": 5000, "n_ctx": 2048}}


@pytest.mark.parametrize(("status", "body", "error", "retryable"), [
    (401, OPENAI_BAD_KEY, LLMAuthError, False),
    (429, OPENAI_NO_QUOTA, LLMQuotaError, False),
    (429, OPENAI_RATE, LLMRateLimitedError, True),
    (404, OLLAMA_NO_MODEL, LLMModelError, False),
    (402, OPENROUTER_NO_CREDITS, LLMQuotaError, False),
    (400, CONTEXT_400, ContextLengthError, False),
    (400, LLAMA_SERVER_CONTEXT, ContextLengthError, False),
    (529, {"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}},
     LLMError, True),
], ids=["bad-key", "no-quota", "rate", "no-model", "no-credits", "context", "llama-context",
        "overloaded"])
def test_vendor_bodies_are_typed(status, body, error, retryable) -> None:
    exc = classify_error("srv", status, json.dumps(body), {}, structured=True, ollama=True,
                         model="qwen3:8b")
    assert type(exc) is error and exc.retryable is retryable
    if error is LLMModelError:
        assert "ollama pull qwen3:8b" in exc.hint
    if error is ContextLengthError:
        assert exc.limit in (4096, 2048)


def test_vendor_reset_headers() -> None:
    assert vendor_wait({"retry-after-ms": "250"}) == 0.25
    assert vendor_wait({"retry-after": "2"}) == 2.0
    assert vendor_wait({"x-ratelimit-reset-requests": "6m0s",
                        "x-ratelimit-reset-tokens": "1.5s"}) == 1.5
    assert vendor_wait({"x-ratelimit-reset-requests": "20ms"}) == 0.02
    assert vendor_wait({}) is None


async def test_non_retryable_errors_are_sent_once_and_rate_limits_wait() -> None:
    server = Server({"text", "json_schema"},
                    errors=[(429, OPENAI_NO_QUOTA, {}),
                            (429, OPENAI_RATE, {"x-ratelimit-reset-requests": "1s"})])
    with ServerThread(server.app()) as http:
        c = client(OpenAICompatibleLLM(http.url + "/v1", "m"))
        with pytest.raises(LLMQuotaError):
            await c.text("write", ASK)
        assert len(server.requests) == 1
        assert await c.text("write", ASK) == OK  # waited for the reset, then answered
        await c.aclose()
    assert 0.9 <= server.times[2] - server.times[1] < 2.5


async def test_context_error_shrinks_the_prompt_and_retries_once(tmp_path: Path) -> None:
    server = Server({"text", "json_schema"}, errors=[(400, CONTEXT_400, {})])
    memory = EndpointMemory(tmp_path / "endpoints.sqlite")
    long_ask = [ASK[0], Message(role="user", content="word " * 6000)]
    with ServerThread(server.app()) as http:
        llm = OpenAICompatibleLLM(http.url + "/v1", "m", memory=memory)
        c = client(llm)
        assert await c.text("write", long_ask) == OK
        await c.aclose()
    first, second = (len(r["messages"][-1]["content"]) for r in server.requests)
    assert second < first and second <= (4096 - 1500) * 3
    assert llm.context_tokens == 4096 and memory.get(llm.key).context_tokens == 4096


async def test_a_failing_model_is_stopped_after_a_few_failures() -> None:
    server = Server({"text", "json_schema"},
                    errors=[(500, {"error": {"message": "boom"}}, {})] * 10)
    with ServerThread(server.app()) as http:
        c = client(OpenAICompatibleLLM(http.url + "/v1", "m"), retries=0,
                   max_consecutive_failures=3)
        for _ in range(3):
            with pytest.raises(LLMError, match="HTTP 500"):
                await c.text("write", ASK)
        with pytest.raises(LLMError, match="not called any more"):
            await c.text("write", ASK)
        await c.aclose()
    assert len(server.requests) == 3 and "3 calls in a row failed" in c.budget.disabled


# ---- an explicit model that cannot be used ---------------------------------------------------
async def test_probe_reads_context_and_refuses_a_missing_model(tmp_path: Path) -> None:
    server = Server({"text"}, models=[{"id": "qwen3:8b", "object": "model",
                                       "max_model_len": 32768}])  # vLLM's /v1/models
    with ServerThread(server.app()) as http:
        found = OpenAICompatibleLLM(http.url + "/v1", "qwen3:8b")
        assert (await found.probe()).context_tokens == 32768 and found.context_tokens == 32768
        missing = OpenAICompatibleLLM(http.url + "/v1", "llama3")
        with pytest.raises(LLMModelError, match="does not serve model 'llama3'") as info:
            await missing.probe()
        assert "qwen3:8b" in info.value.hint
        for llm in (found, missing):
            await llm.aclose()


def test_dead_explicit_endpoint_is_exit_3_before_research(capsys) -> None:
    from deepsearch.cli.main import main

    started = time.monotonic()
    code = main(["research", "Who introduced inverse document frequency?", "-q",
                 "--llm", "http://127.0.0.1:9/v1#some-model", "-p", "searxng",
                 "--searxng-url", "http://127.0.0.1:9"])
    err = capsys.readouterr().err
    assert code == 3 and time.monotonic() - started < 10
    assert err.startswith("error: the LLM you asked for cannot be used")
    assert "connection refused" in err and "is the server running" in err
    assert len(err.strip().splitlines()) == 1


# ---- the real server ---------------------------------------------------------------------------
def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="module")
def llama_server(tmp_path_factory):
    """llama-cpp-python's OpenAI-compatible server with the embedded SmolLM2 model, started
    as a user would: ``python -m llama_cpp.server --model … --n_ctx 4096``."""
    pytest.importorskip("llama_cpp.server")
    from deepsearch.llm.backends import default_gguf

    port = _free_port()
    log = tmp_path_factory.mktemp("llama") / "server.log"
    with log.open("w") as sink:  # the server logs a lot: a pipe nobody reads would block it
        proc = subprocess.Popen(
            [sys.executable, "-m", "llama_cpp.server", "--model", str(default_gguf()),
             "--model_alias", "smollm2", "--host", "127.0.0.1", "--port", str(port),
             "--n_ctx", "4096", "--n_threads", str(os.cpu_count() or 2)],
            stdout=sink, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/v1"
    deadline = time.monotonic() + 120
    while True:
        try:
            if httpx.get(url + "/models", timeout=1, trust_env=False).status_code == 200:
                break
        except httpx.HTTPError:
            time.sleep(0.3)
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            pytest.fail(f"llama_cpp.server did not start: {log.read_text()[-2000:]}")
    yield url
    proc.terminate()
    proc.wait(10)


async def test_research_against_llama_cpp_python_server(llama_server, web, tmp_path) -> None:
    """Every structured stage is answered by the server: after the one refusal that
    negotiates the dialect, no request is rejected, and requests equal answered calls."""
    from deepsearch.research import Researcher
    from tests.conftest import web_settings

    settings = web_settings(web, tmp_path, ["searxng"], **{"http.allow_private_urls": True,
                                                            "llm.timeout_s": 120,
                                                            "research.max_iterations": 2})
    async with Researcher(settings, llm=f"{llama_server}#smollm2") as researcher:
        result = await researcher.research("Who introduced inverse document frequency?")
        backend = researcher.llm.llm
    stats = result.stats
    assert backend.dialect == "json_object_schema" and backend.format_rejections <= 1
    assert stats.llm_calls >= 3
    assert stats.llm_requests == stats.llm_calls + backend.format_rejections
    assert not stats.llm_stopped and result.report.sources
