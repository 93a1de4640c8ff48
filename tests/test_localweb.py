"""The local web: pages, vendor endpoints, key checks, faults and stats, over real HTTP."""

from __future__ import annotations

import json
import time

import httpx
import pytest

from deepsearch.errors import LocalWebError
from deepsearch.localweb import LocalWeb, load_corpus, parse_fault
from tests.conftest import SAMPLE_CORPUS


def test_page_has_doc_id_boilerplate_and_links(web: LocalWeb) -> None:
    url = web.page_url("ir-0003")
    assert "ir-0003" in url
    page = httpx.get(url).text
    for marker in ("cookie", "<nav", "<footer", "Related articles", "<aside"):
        assert marker in page
    # "Okapi BM25" and "University of Cambridge" are other documents' titles.
    assert f'href="{web.corpus.get("ir-0002").path}"' in page
    assert f'href="{web.corpus.get("ir-0012").path}"' in page
    assert httpx.get(web.url + "/wiki/nope").status_code == 404


def test_searxng_format(web: LocalWeb) -> None:
    data = httpx.get(web.url + "/search", params={"q": "inverse document frequency",
                                                  "format": "json"}).json()
    first = data["results"][0]
    assert first["title"] == "Karen Spärck Jones"
    assert first["url"].startswith(web.url + "/wiki/ir-0003")
    assert "inverse document frequency" in first["content"]
    assert {"engine", "score", "category"} <= set(first)
    assert [r["score"] for r in data["results"]] == sorted(
        (r["score"] for r in data["results"]), reverse=True)


def test_vendor_keys_are_checked(web: LocalWeb) -> None:
    assert httpx.post(web.url + "/search", json={"query": "x"}).status_code == 401
    assert httpx.post(web.url + "/search", json={"query": "bm25", "api_key": "tvly-local-key"}
                      ).status_code == 200
    ok = httpx.post(web.url + "/search", json={"query": "bm25", "max_results": 2},
                    headers={"Authorization": "Bearer tvly-local-key"}).json()
    assert len(ok["results"]) == 2 and 0 < ok["results"][0]["score"] <= 1
    brave = httpx.get(web.url + "/res/v1/web/search", params={"q": "bm25"},
                      headers={"X-Subscription-Token": "wrong"})
    assert brave.status_code == 401
    assert brave.json()["error"]["code"] == "SUBSCRIPTION_TOKEN_INVALID"
    good = httpx.get(web.url + "/res/v1/web/search", params={"q": "bm25", "count": 3},
                     headers={"X-Subscription-Token": "brave-local-key"}).json()
    assert len(good["web"]["results"]) == 3
    serp = httpx.get(web.url + "/search.json", params={"q": "bm25", "api_key": "bad"})
    assert serp.status_code == 401 and "Invalid API key" in serp.json()["error"]
    serp = httpx.get(web.url + "/search.json",
                     params={"q": "bm25", "api_key": "serpapi-local-key"}).json()
    assert serp["organic_results"][0]["position"] == 1
    empty = httpx.get(web.url + "/search.json",
                      params={"q": "zzqqxx", "api_key": "serpapi-local-key"}).json()
    assert "hasn't returned any results" in empty["error"]


@pytest.mark.parametrize("spec", ["x=500", "pages=explode", "pages=latency", "pages=500@2",
                                  "tavily", "brave=429@0.5#"])
def test_bad_fault_specs_are_refused(spec: str) -> None:
    with pytest.raises(LocalWebError):
        parse_fault(spec)


def test_fault_spec_parts() -> None:
    route, fault = parse_fault("searxng=500@0.3#4")
    assert (route, fault.kind, fault.rate, fault.count) == ("searxng", "500", 0.3, 4)
    route, fault = parse_fault("tavily=429=7")
    assert fault.value == 7


def search_get(web: LocalWeb, **kw) -> httpx.Response:
    return httpx.get(web.url + "/search", params={"q": "bm25", "format": "json"}, **kw)


def test_each_fault_kind(web: LocalWeb) -> None:
    web.add_fault("searxng=429=3#1")
    r = search_get(web)
    assert r.status_code == 429 and r.headers["Retry-After"] == "3"
    assert search_get(web).status_code == 200  # #1: only the first request

    web.clear_faults()
    web.add_fault("searxng=500#1")
    assert search_get(web).status_code == 500

    web.clear_faults()
    web.add_fault("searxng=malformed#1")
    with pytest.raises(json.JSONDecodeError):
        json.loads(search_get(web).content)

    web.clear_faults()
    web.add_fault("searxng=binary#1")
    with pytest.raises((json.JSONDecodeError, UnicodeDecodeError)):
        json.loads(search_get(web).content)

    web.clear_faults()
    web.add_fault("pages=redirect-loop")
    with pytest.raises(httpx.TooManyRedirects):
        httpx.get(web.page_url("ir-0001"), follow_redirects=True)

    web.clear_faults()
    web.add_fault("pages=huge=3#1")
    assert len(httpx.get(web.page_url("ir-0001")).content) >= 3 * 1024 * 1024

    web.clear_faults()
    web.add_fault("searxng=hang#1")
    with pytest.raises(httpx.ReadTimeout):
        search_get(web, timeout=0.5)

    web.clear_faults()
    web.add_fault("searxng=slow=50#1")
    started = time.monotonic()
    with httpx.stream("GET", web.url + "/search", params={"q": "bm25", "format": "json"}) as r:
        chunks = list(r.iter_raw())
    assert len(chunks) > 3 and time.monotonic() - started > 0.15
    assert json.loads(b"".join(chunks))["results"]

    web.clear_faults()
    web.add_fault("pages=latency=300")
    started = time.monotonic()
    assert httpx.get(web.page_url("ir-0001")).status_code == 200
    assert time.monotonic() - started >= 0.3


def test_failure_rate_is_roughly_honoured(web: LocalWeb) -> None:
    web.add_fault("searxng=500@0.3")
    with httpx.Client() as client:
        statuses = [client.get(web.url + "/search", params={"q": "bm25", "format": "json"})
                    .status_code for _ in range(100)]
    assert 15 <= statuses.count(500) <= 45


def test_stats_count_and_log(web: LocalWeb) -> None:
    search_get(web)
    httpx.get(web.page_url("ir-0001"))
    httpx.get(web.page_url("ir-0002"))
    stats = httpx.get(web.url + "/_stats").json()
    assert stats["counts"] == {"searxng": 1, "pages": 2}
    assert stats["log"][0]["route"] == "searxng" and stats["log"][0]["status"] == 200
    httpx.post(web.url + "/_stats/reset")
    assert web.stats()["total"] == 0


def test_global_latency_and_free_port() -> None:
    with LocalWeb(SAMPLE_CORPUS, latency_ms=200) as a, LocalWeb(SAMPLE_CORPUS) as b:
        assert a.port != b.port
        started = time.monotonic()
        httpx.get(a.page_url("ir-0001"))
        assert time.monotonic() - started >= 0.2
        stopped_url = a.url
    with pytest.raises(httpx.ConnectError):
        httpx.get(stopped_url + "/", timeout=1)


def test_bad_corpus_rows_name_the_line(tmp_path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"doc_id": "a", "title": "A", "text": "x"}\n{"doc_id": "b"}\n')
    with pytest.raises(LocalWebError, match=r"bad\.jsonl:2"):
        load_corpus(bad)
    with pytest.raises(LocalWebError, match="not found"):
        load_corpus(tmp_path / "missing.jsonl")


def test_eval_corpus_serves_every_document(eval_corpus) -> None:
    corpus = load_corpus(eval_corpus)
    assert len(corpus) == 12874
    with LocalWeb(corpus) as web:
        doc = corpus.docs[100]
        page = httpx.get(web.page_url(doc.doc_id)).text
        assert doc.doc_id in page
        hits = httpx.get(web.url + "/search", params={"q": doc.title, "format": "json"}).json()
        assert any(doc.doc_id in r["url"] for r in hits["results"][:10])
