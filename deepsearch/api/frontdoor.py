"""The one front door of every network surface (the HTTP API and MCP over HTTP).

- A server that listens beyond loopback must have API keys (``check_bind``).
- ``Host`` must name this server (a DNS-rebinding page cannot reach a loopback server
  through a name of its own), unless it listens on every address with no host list.
- A state-changing request (not GET, HEAD or OPTIONS) that carries an ``Origin`` must come
  from this server's own origin or a configured CORS origin: a web page the user visits
  cannot start runs or upload files.
- Keys are compared as bytes in constant time (a non-ASCII key is a 401, not a 500), and a
  client that fails authentication ``failures_per_minute`` times is refused with 429 for
  the rest of the minute.
"""

from __future__ import annotations

import json
import secrets
import time
from collections import deque
from collections.abc import Iterable
from urllib.parse import urlsplit

from starlette.types import ASGIApp, Receive, Scope, Send

from deepsearch.errors import ConfigError, RequestRejectedError

LOOPBACK = ("127.0.0.1", "localhost", "::1")
WILDCARD = ("0.0.0.0", "::", "")
SAFE_METHODS = ("GET", "HEAD", "OPTIONS")


def check_bind(host: str, has_keys: bool, what: str) -> None:
    """Refuse to listen beyond loopback without keys."""
    if not has_keys and host not in LOOPBACK:
        raise ConfigError(f"refusing to serve {what} on {host} without API keys",
                          hint="set server.api_keys, or listen on 127.0.0.1")


def allowed_hosts(bind: str, extra: Iterable[str]) -> set[str] | None:
    """Host names clients may use; None means any (a wildcard bind with no list: the keys,
    which such a bind requires, are the guard)."""
    names = {h.lower() for h in extra}
    if bind in WILDCARD and not names:
        return None
    return names | set(LOOPBACK) | ({bind.lower()} if bind not in WILDCARD else set())


class KeyCheck:
    """API keys, checked in constant time, with a limit on failed attempts per client."""

    def __init__(self, keys: Iterable[str], *, failures_per_minute: int = 10) -> None:
        self.keys = [k.encode("utf-8") for k in keys]
        self.failures_per_minute = failures_per_minute
        self.failures: dict[str, deque[float]] = {}

    @property
    def required(self) -> bool:
        return bool(self.keys)

    def verify(self, given: str | None, client: str) -> str:
        """The key ("local" when none are configured), or RequestRejectedError 401 / 429."""
        if not self.keys:
            return "local"
        window = self.failures.setdefault(client, deque())
        now = time.monotonic()
        while window and now - window[0] > 60:
            window.popleft()
        if len(window) >= self.failures_per_minute:
            raise RequestRejectedError(
                "too many failed authentications from this client", status=429,
                retry_after=round(60 - (now - window[0]), 1) + 0.1)
        raw = (given or "").encode("utf-8", "surrogateescape")
        if raw and any(secrets.compare_digest(raw, k) for k in self.keys):
            return given or ""
        window.append(now)
        raise RequestRejectedError("a valid API key is required", status=401,
                                   hint="send it as X-API-Key or Authorization: Bearer")


def key_from_headers(headers: dict[str, str]) -> str | None:
    auth = headers.get("authorization", "")
    if auth.lower().startswith("bearer "):
        return auth[7:].strip()
    return headers.get("x-api-key")


class FrontDoor:
    """ASGI middleware: Host, Origin and (with ``keys``) authentication for every request."""

    def __init__(self, app: ASGIApp, *, hosts: set[str] | None, origins: Iterable[str] = (),
                 keys: KeyCheck | None = None, public: tuple[str, ...] = ()) -> None:
        self.app = app
        self.hosts = hosts
        self.origins = {o.rstrip("/").lower() for o in origins}
        self.keys = keys
        self.public = public

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1")
                   for k, v in scope.get("headers") or []}
        problem = self.refusal(scope, headers)
        if problem is not None:
            await _reject(send, problem)
            return
        await self.app(scope, receive, send)

    def refusal(self, scope: Scope, headers: dict[str, str]) -> RequestRejectedError | None:
        host = _host_name(headers.get("host", ""))
        if self.hosts is not None and host not in self.hosts:
            return RequestRejectedError(f"unknown Host {host!r}", status=421,
                                        hint="use the address the server listens on, or add "
                                             "the name to server.allowed_hosts")
        origin = headers.get("origin")
        if scope.get("method", "GET") not in SAFE_METHODS and origin is not None:
            own = {f"{scheme}://{headers.get('host', '').lower()}" for scheme in ("http", "https")}
            if origin.rstrip("/").lower() not in own | self.origins:
                return RequestRejectedError(f"requests from {origin[:100]!r} are refused",
                                            status=403, hint="add the origin to "
                                                             "server.cors_origins")
        if self.keys is not None and self.keys.required \
                and not scope["path"].startswith(self.public):
            client = (scope.get("client") or ("?", 0))[0]
            try:
                self.keys.verify(key_from_headers(headers), client)
            except RequestRejectedError as exc:
                return exc
        return None


def _host_name(value: str) -> str:
    value = value.strip().lower()
    if value.startswith("["):  # [::1]:8765
        return value[1:value.find("]")] if "]" in value else value
    return urlsplit(f"//{value}").hostname or value.rsplit(":", 1)[0]


async def _reject(send: Send, exc: RequestRejectedError) -> None:
    body = json.dumps({"error": exc.message, "hint": exc.hint}).encode()
    headers = [(b"content-type", b"application/json"),
               (b"content-length", str(len(body)).encode())]
    if exc.retry_after is not None:
        headers.append((b"retry-after", str(max(1, round(exc.retry_after))).encode()))
    await send({"type": "http.response.start", "status": exc.status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
