"""SSRF protection: a matrix of URL forms, all refused by default."""

from __future__ import annotations

from pathlib import Path

import pytest

from deepsearch.errors import BlockedUrlError
from deepsearch.fetch import HttpFetcher, UrlGuard
from deepsearch.fetch.guard import blocked_reason, parse_ip
from deepsearch.localweb import LocalWeb
from deepsearch.settings import load_settings

BLOCKED = [
    "http://127.0.0.1/",
    "http://127.0.0.1:8080/admin",
    "http://localhost/",
    "http://LOCALHOST./",
    "http://2130706433/",  # decimal
    "http://0177.0.0.1/",  # octal
    "http://0x7f.0x0.0x0.0x1/",  # hex
    "http://0x7f000001/",
    "http://127.1/",  # short form
    "http://0/",
    "http://0.0.0.0/",
    "http://[::1]/",
    "http://[0:0:0:0:0:0:0:1]/",
    "http://[::ffff:127.0.0.1]/",  # IPv4-mapped
    "http://[::ffff:7f00:1]/",
    "http://[::ffff:169.254.169.254]/",
    "http://[2002:7f00:1::]/",  # 6to4 wrapping 127.0.0.1
    "http://169.254.169.254/latest/meta-data/",  # cloud metadata
    "http://[fd00:ec2::254]/",
    "http://100.100.100.200/",
    "http://10.0.0.1/",
    "http://172.16.5.4/",
    "http://192.168.0.1/",
    "http://100.64.0.1/",  # carrier-grade NAT
    "http://[fe80::1]/",  # link-local
    "http://[fc00::1]/",  # unique local
    "http://224.0.0.1/",  # multicast
    "http://240.0.0.1/",  # reserved
    "http://public-looking.example/",  # resolves to loopback (see resolver below)
    "http://rebind.example:8443/x",  # resolves to one public and one private address
    "https://user:pass@example.com/",
    "file:///etc/passwd",
    "gopher://127.0.0.1:70/",
]


async def fake_dns(host: str, port: int) -> list[str]:
    table = {
        "public-looking.example": ["127.0.0.1"],
        "rebind.example": ["93.184.216.34", "10.1.2.3"],
        "example.com": ["93.184.216.34"],
    }
    if host in table:
        return table[host]
    from deepsearch.fetch.guard import system_resolver

    return await system_resolver(host, port)


@pytest.mark.parametrize("url", BLOCKED)
async def test_refused_by_default(url: str) -> None:
    with pytest.raises(BlockedUrlError) as info:
        await UrlGuard(resolver=fake_dns).check(url)
    if url.startswith("http://") and "@" not in url:
        assert "--allow-private-urls" in str(info.value)


async def test_public_addresses_pass() -> None:
    guard = UrlGuard(resolver=fake_dns)
    await guard.check("http://example.com/page")
    await guard.check("https://93.184.216.34/")
    await guard.check("http://[2606:4700::1111]/")


async def test_allow_list_and_flag_open_it() -> None:
    await UrlGuard(allowed=["127.0.0.0/8"], resolver=fake_dns).check("http://localhost:9/")
    await UrlGuard(allowed=["public-looking.example"], resolver=fake_dns).check(
        "http://public-looking.example/")
    await UrlGuard(allow_private=True).check("http://10.0.0.1/")
    with pytest.raises(BlockedUrlError):  # the allow-list is exact, not a blanket
        await UrlGuard(allowed=["127.0.0.0/8"], resolver=fake_dns).check("http://10.0.0.1/")


def test_parse_forms() -> None:
    assert str(parse_ip("0x7f.1")) == "127.0.0.1"
    assert str(parse_ip("017700000001")) == "127.0.0.1"
    assert parse_ip("cafe.be") is None and parse_ip("example.com") is None
    assert blocked_reason(parse_ip("8.8.8.8")) is None
    assert "metadata" in blocked_reason(parse_ip("169.254.169.254"))


async def test_redirect_to_private_is_refused_on_the_hop(web: LocalWeb, tmp_path: Path) -> None:
    settings = load_settings(environ={}, overrides={
        "data_dir": str(tmp_path), "fetch.allowed_hosts": ["127.0.0.1"],
        "fetch.per_host_delay_s": 0.0}).settings
    async with HttpFetcher(settings) as fetcher:
        for target in ("http://169.254.169.254/latest/meta-data/", "http://10.0.0.7/",
                       "http://[::1]:1/"):
            with pytest.raises(BlockedUrlError, match="refused"):
                await fetcher.fetch(f"{web.url}/redirect?to={target}")
    # The first hop was fetched, the second never sent.
    assert [e["path"] for e in web.stats()["log"]] == ["/redirect"] * 3
