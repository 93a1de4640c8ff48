from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from deepsearch.net.urls import domain_matches, domain_of, normalize_url

hosts = st.from_regex(r"[a-z][a-z0-9-]{0,10}(\.[a-z]{2,5}){1,2}", fullmatch=True)
segments = st.lists(st.from_regex(r"[A-Za-z0-9._~-]{1,8}", fullmatch=True), max_size=4)
params = st.lists(
    st.tuples(st.from_regex(r"[a-z]{1,6}", fullmatch=True),
              st.from_regex(r"[A-Za-z0-9]{0,6}", fullmatch=True)),
    max_size=4,
)


def build(scheme: str, host: str, path: list[str], query: list[tuple[str, str]]) -> str:
    q = "&".join(f"{k}={v}" for k, v in query)
    return f"{scheme}://{host}/{'/'.join(path)}" + (f"?{q}" if q else "")


@given(st.sampled_from(["http", "https"]), hosts, segments, params)
def test_idempotent(scheme, host, path, query) -> None:
    url = build(scheme, host, path, query)
    once = normalize_url(url)
    assert normalize_url(once) == once


@given(st.sampled_from(["http", "https"]), hosts, segments, params,
       st.sampled_from(["utm_source=x", "gclid=1", "fbclid=abc", "utm_campaign=y&utm_medium=z"]))
def test_variants_collapse(scheme, host, path, query, tracking) -> None:
    url = build(scheme, host, path, query)
    base = normalize_url(url)
    sep = "&" if "?" in url else "?"
    upper = url.replace(host, host.upper(), 1).replace(scheme, scheme.upper(), 1)
    port = url.replace(host, f"{host}:{443 if scheme == 'https' else 80}", 1)
    assert normalize_url(upper) == base
    assert normalize_url(port) == base
    assert normalize_url(url + "#section") == base
    assert normalize_url(f"{url}{sep}{tracking}") == base
    assert normalize_url(build(scheme, host, path, list(reversed(query)))) == base
    if path:
        assert normalize_url(url.split("?")[0] + "/" + url[len(url.split("?")[0]):]) == base


@given(hosts, segments)
def test_distinct_pages_stay_distinct(host, path) -> None:
    a = normalize_url(build("https", host, [*path, "a"], []))
    b = normalize_url(build("https", host, [*path, "b"], []))
    assert a != b


def test_examples() -> None:
    assert normalize_url("HTTPS://Example.COM:443/a/b/?utm_source=x&b=2&a=1#frag") == \
        "https://example.com/a/b?a=1&b=2"
    assert normalize_url("http://example.com:8080/") == "http://example.com:8080"
    assert normalize_url("http://example.com/a%20b") == normalize_url("http://example.com/a b")
    assert normalize_url("example.com/x") == "http://example.com/x"


def test_domains() -> None:
    assert domain_of("https://www.Example.com/x") == "example.com"
    assert domain_matches("docs.python.org", ["python.org"])
    assert domain_matches("python.org", ["site:python.org"])
    assert not domain_matches("notpython.org", ["python.org"])
    assert not domain_matches("example.com", [])
