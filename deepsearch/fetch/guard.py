"""SSRF protection: refuse URLs whose host is, or resolves to, a non-public address.

Checked before every request and again on every redirect hop.  Legacy IPv4 spellings
(decimal ``2130706433``, octal ``0177.0.0.1``, hex ``0x7f.1``, short ``127.1``) and
IPv4-mapped / 6to4 / Teredo IPv6 forms are unwrapped before the check.  Known cloud
metadata endpoints are named as such in the error.

Limitation: the check resolves the name, then the HTTP client resolves it again to
connect; a DNS server that answers differently the second time (rebinding) is not
caught here.
"""

from __future__ import annotations

import asyncio
import ipaddress
import re
import socket
from collections.abc import Awaitable, Callable, Sequence
from urllib.parse import urlsplit

from deepsearch.errors import BlockedUrlError, FetchError

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
Resolver = Callable[[str, int], Awaitable[list[str]]]

METADATA_ADDRESSES = {
    ipaddress.ip_address("169.254.169.254"),  # AWS, GCP, Azure, OpenStack, …
    ipaddress.ip_address("169.254.170.2"),  # AWS ECS task metadata
    ipaddress.ip_address("100.100.100.200"),  # Alibaba Cloud
    ipaddress.ip_address("fd00:ec2::254"),  # AWS IPv6
}
_LEGACY_V4 = re.compile(r"^(0x[0-9a-f]+|[0-9]+)(\.(0x[0-9a-f]+|[0-9]+)){0,3}\.?$", re.I)
HOW_TO_ALLOW = "pass --allow-private-urls, or add the host to fetch.allowed_hosts"


def parse_ip(host: str) -> IPAddress | None:
    """The address a host literal stands for, including legacy IPv4 spellings; else None."""
    text = host.strip().strip("[]")
    if "%" in text:  # IPv6 zone id
        text = text.split("%", 1)[0]
    try:
        return ipaddress.ip_address(text)
    except ValueError:
        pass
    if _LEGACY_V4.match(text):
        try:
            return ipaddress.IPv4Address(socket.inet_aton(text.rstrip(".")))
        except OSError:
            return None
    return None


def blocked_reason(ip: IPAddress) -> str | None:
    """Why ``ip`` must not be fetched, or None when it is a public address."""
    if isinstance(ip, ipaddress.IPv6Address):
        for inner in (ip.ipv4_mapped, ip.sixtofour, ip.teredo[1] if ip.teredo else None):
            if inner is not None:
                reason = blocked_reason(inner)
                if reason:
                    return f"{reason} (inside IPv6 {ip})"
    if ip in METADATA_ADDRESSES:
        return "cloud metadata endpoint"
    checks = (
        ("loopback", ip.is_loopback),
        ("unspecified", ip.is_unspecified),
        ("link-local", ip.is_link_local),
        ("multicast", ip.is_multicast),
        ("private", ip.is_private),
        ("reserved", ip.is_reserved),
    )
    for name, hit in checks:
        if hit:
            return f"{name} address"
    if not ip.is_global:
        return "not a public address"
    return None


async def system_resolver(host: str, port: int) -> list[str]:
    infos = await asyncio.get_running_loop().getaddrinfo(host, port, type=socket.SOCK_STREAM)
    return sorted({str(info[4][0]) for info in infos})


class UrlGuard:
    """Decides whether a URL may be fetched. ``allowed`` holds host names or CIDR ranges."""

    def __init__(self, *, allow_private: bool = False, allowed: Sequence[str] = (),
                 resolver: Resolver = system_resolver) -> None:
        self.allow_private = allow_private
        self.resolver = resolver
        self._networks: list[ipaddress.IPv4Network | ipaddress.IPv6Network] = []
        self._names: list[str] = []
        for entry in allowed:
            entry = entry.strip().lower()
            if not entry:
                continue
            try:
                self._networks.append(ipaddress.ip_network(entry.strip("[]"), strict=False))
            except ValueError:
                self._names.append(entry.rstrip("."))

    def _name_allowed(self, host: str) -> bool:
        return any(host == n or host.endswith("." + n) for n in self._names)

    def _ip_allowed(self, ip: IPAddress) -> bool:
        return any(ip in net for net in self._networks if net.version == ip.version)

    async def check(self, url: str) -> None:
        """Raise BlockedUrlError unless ``url`` is http(s) to a public (or allowed) host."""
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https"):
            raise BlockedUrlError(url, f"scheme {parts.scheme or '(none)'!r} is not fetched; "
                                       "only http and https")
        host = (parts.hostname or "").lower().rstrip(".")
        if not host:
            raise BlockedUrlError(url, "no host in the URL")
        if parts.username or parts.password:
            raise BlockedUrlError(url, "credentials in URLs are not fetched")
        if self.allow_private or self._name_allowed(host):
            return
        literal = parse_ip(host)
        if literal is not None:
            addresses = [literal]
        else:
            try:
                port = parts.port or (443 if parts.scheme == "https" else 80)
            except ValueError as exc:
                raise BlockedUrlError(url, "invalid port") from exc
            try:
                resolved = await self.resolver(host, port)
            except (OSError, UnicodeError) as exc:
                raise FetchError(url, f"cannot resolve host {host!r}") from exc
            addresses = [a for a in (parse_ip(r) for r in resolved) if a is not None]
            if not addresses:
                raise FetchError(url, f"host {host!r} resolves to no address")
        for ip in addresses:
            if self._ip_allowed(ip):
                continue
            reason = blocked_reason(ip)
            if reason:
                via = "" if literal is not None else f" resolves to {ip} which is"
                raise BlockedUrlError(
                    url, f"refused: {host}{via} a {reason}" if via else
                    f"refused: {host} is a {reason}",
                    hint=HOW_TO_ALLOW,
                )
