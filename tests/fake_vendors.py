"""Local servers that speak vendors' wire formats, for tests (no internet)."""

from __future__ import annotations

import asyncio
import socket
import threading
from collections.abc import Callable

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response
from starlette.routing import Route

from deepsearch.kb.embeddings import HashingEmbedder


class ServerThread:
    """Run an ASGI app on 127.0.0.1 on a free port in a background thread."""

    def __init__(self, app, *, lifespan: str = "off") -> None:
        self.sock = socket.socket()
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.sock.bind(("127.0.0.1", 0))
        self.port = self.sock.getsockname()[1]
        self.server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan=lifespan,
                                                    timeout_graceful_shutdown=1))
        self.server.install_signal_handlers = lambda: None
        self.thread = threading.Thread(
            target=lambda: asyncio.run(self.server.serve(sockets=[self.sock])), daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def __enter__(self) -> ServerThread:
        self.thread.start()
        while not self.server.started:
            threading.Event().wait(0.01)
        return self

    def __exit__(self, *exc) -> None:
        self.server.should_exit = True
        self.thread.join(10)
        self.sock.close()


class EmbeddingsAPI:
    """``POST /v1/embeddings`` in OpenAI's format; ``script`` queues faults per call."""

    def __init__(self, dim: int = 64, key: str = "sk-test") -> None:
        self.embedder = HashingEmbedder(dim)
        self.key = key
        self.calls: list[int] = []
        self.script: list[str] = []

    def app(self) -> Starlette:
        async def embeddings(request: Request) -> Response:
            if request.headers.get("authorization") != f"Bearer {self.key}":
                return JSONResponse({"error": {"message": "Incorrect API key provided",
                                               "type": "invalid_request_error"}}, 401)
            fault = self.script.pop(0) if self.script else ""
            if fault == "429":
                return JSONResponse({"error": {"message": "Rate limit"}}, 429,
                                    headers={"Retry-After": "0.1"})
            if fault == "500":
                return PlainTextResponse("boom", 500)
            body = await request.json()
            texts = body["input"] if isinstance(body["input"], list) else [body["input"]]
            self.calls.append(len(texts))
            if fault == "malformed":
                return PlainTextResponse('{"data": [', 200, media_type="application/json")
            vectors = await self.embedder.embed_batch(texts)
            data = [{"object": "embedding", "index": i, "embedding": v.tolist()}
                    for i, v in enumerate(vectors)]
            data.reverse()  # the index field, not the order, says which is which
            return JSONResponse({"object": "list", "data": data, "model": body["model"],
                                 "usage": {"prompt_tokens": 1, "total_tokens": 1}})

        return Starlette(routes=[Route("/v1/embeddings", embeddings, methods=["POST"])])


def serve(app_factory: Callable[[], Starlette]) -> ServerThread:
    return ServerThread(app_factory())


class ChatAPI:
    """``POST /v1/chat/completions`` in OpenAI's format, answering from a queue of replies.

    A reply is text, or one of: ``"!429"``, ``"!500"``, ``"!hang"``. With
    ``refuse_json_schema`` the server answers 400 to ``response_format: json_schema``, as
    servers that only know ``json_object`` do.
    """

    def __init__(self, replies: list[str] | None = None, *, key: str = "sk-test",
                 refuse_json_schema: bool = False) -> None:
        self.replies = list(replies or [])
        self.key = key
        self.refuse_json_schema = refuse_json_schema
        self.requests: list[dict] = []

    def app(self) -> Starlette:
        async def chat(request: Request) -> Response:
            if request.headers.get("authorization") != f"Bearer {self.key}":
                return JSONResponse({"error": {"message": "Incorrect API key provided",
                                               "type": "invalid_request_error"}}, 401)
            body = await request.json()
            self.requests.append(body)
            fmt = (body.get("response_format") or {}).get("type")
            if self.refuse_json_schema and fmt == "json_schema":
                return JSONResponse({"error": {"message": "response_format json_schema is not "
                                               "supported", "type": "invalid_request_error"}},
                                    400)
            reply = self.replies.pop(0) if self.replies else "{}"
            if reply == "!429":
                return JSONResponse({"error": {"message": "Rate limit reached"}}, 429,
                                    headers={"Retry-After": "0.1"})
            if reply == "!500":
                return JSONResponse({"error": {"message": "server error"}}, 500)
            if reply == "!hang":
                await asyncio.sleep(3600)
            return JSONResponse({
                "id": "chatcmpl-1", "object": "chat.completion", "created": 0,
                "model": body["model"],
                "choices": [{"index": 0, "finish_reason": "stop",
                             "message": {"role": "assistant", "content": reply}}],
                "usage": {"prompt_tokens": 11, "completion_tokens": 7, "total_tokens": 18},
            })

        return Starlette(routes=[Route("/v1/chat/completions", chat, methods=["POST"])])
