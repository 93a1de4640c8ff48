"""What went wrong on the wire, in one short line a user can act on.

httpx's own messages carry resolver dumps and socket internals; these helpers reduce
them to a cause ("DNS lookup failed for api.example.com") and say whether trying again
soon can help. Connection failures (no DNS, refused) are not worth retrying: the network
is absent or the address is wrong, and a run should learn that in seconds.
"""

from __future__ import annotations

import socket
from dataclasses import dataclass
from urllib.parse import urlsplit

import httpx

_DNS_MARKERS = ("name resolution", "name or service not known", "nodename nor servname",
                "getaddrinfo", "no address associated", "temporary failure in name")


@dataclass(frozen=True)
class TransportFailure:
    reason: str
    #: True when nothing was reached at all (DNS, refused): not worth retrying now
    unreachable: bool


def describe_transport_error(exc: BaseException, url: str | None = None) -> TransportFailure:
    """A one-line cause for an httpx transport error (never a traceback or resolver dump)."""
    host = urlsplit(url).hostname if url else None
    if host is None and isinstance(exc, httpx.RequestError):
        try:
            host = exc.request.url.host
        except RuntimeError:  # no request attached
            host = None
    where = f" {host}" if host else ""
    text = " ".join(str(e) for e in _chain(exc)).lower()
    causes = tuple(type(e) for e in _chain(exc))
    if any(issubclass(c, socket.gaierror) for c in causes):
        text += " name resolution"
    if any(issubclass(c, ConnectionRefusedError) for c in causes):
        text += " refused"
    if isinstance(exc, httpx.TimeoutException):
        kind = "connecting to" if isinstance(exc, httpx.ConnectTimeout) else "waiting for"
        return TransportFailure(f"timed out {kind}{where or ' the server'}", unreachable=False)
    if isinstance(exc, httpx.ConnectError):
        if any(marker in text for marker in _DNS_MARKERS):
            return TransportFailure(f"DNS lookup failed for{where or ' the host'} (no network?)",
                                    unreachable=True)
        if "refused" in text:
            return TransportFailure(f"connection refused by{where or ' the server'}",
                                    unreachable=True)
        if "ssl" in text or "certificate" in text:
            return TransportFailure(f"TLS handshake with{where or ' the server'} failed",
                                    unreachable=True)
        return TransportFailure(f"cannot connect to{where or ' the server'}", unreachable=True)
    if isinstance(exc, httpx.RemoteProtocolError):
        return TransportFailure(f"{host or 'the server'} closed the connection mid-answer",
                                unreachable=False)
    return TransportFailure(f"{type(exc).__name__} talking to{where or ' the server'}",
                            unreachable=False)


def _chain(exc: BaseException) -> list[BaseException]:
    """The exception and its causes (``__cause__`` / ``__context__``), each once."""
    out: list[BaseException] = []
    current: BaseException | None = exc
    while current is not None and current not in out and len(out) < 10:
        out.append(current)
        current = current.__cause__ or current.__context__
    return out


def short_message(exc: BaseException, limit: int = 160) -> str:
    """The first line of ``str(exc)``, whitespace folded and cut to ``limit`` characters."""
    first = next((line for line in str(exc).splitlines() if line.strip()), "")
    text = " ".join(first.split()) or type(exc).__name__
    return text if len(text) <= limit else text[: limit - 1] + "…"
