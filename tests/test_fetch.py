"""Fetching and extraction against the local web over real HTTP."""

from __future__ import annotations

import asyncio
import itertools
import random
import re
import time
from collections import Counter
from pathlib import Path

import pytest

from deepsearch.errors import BlockedUrlError, ContentRejectedError, FetchError
from deepsearch.extract.base import decode, extract_page
from deepsearch.fetch import HttpFetcher, PageReader
from deepsearch.fetch.fetcher import _charset, content_kind
from deepsearch.localweb import LocalWeb, load_corpus
from deepsearch.localweb.pages import render_page
from deepsearch.models import FetchedPage
from deepsearch.settings import load_settings
from tests.conftest import ROOT


def fetch_settings(tmp_path: Path, **overrides):
    base = {"data_dir": str(tmp_path / "data"), "fetch.allowed_hosts": ["127.0.0.1"],
            "fetch.per_host_delay_s": 0.0, "fetch.per_host_concurrency": 10}
    base.update(overrides)
    return load_settings(environ={}, overrides=base).settings


def fetcher(tmp_path: Path, **overrides) -> HttpFetcher:
    return HttpFetcher(fetch_settings(tmp_path, **overrides))


def statuses(web: LocalWeb) -> list[int]:
    return [e["status"] for e in web.stats()["log"]]


async def test_reads_a_page_into_a_document(web: LocalWeb, tmp_path: Path) -> None:
    async with fetcher(tmp_path) as f:
        outcome = await PageReader(f).read(web.page_url("ir-0003"))
    assert outcome.status == "ok"
    doc = outcome.document
    assert doc.title.startswith("Karen Spärck Jones")
    assert "inverse document frequency" in doc.text
    assert "cookies" not in doc.text and "Donate" not in doc.text  # boilerplate stripped
    assert doc.meta.language == "en" and doc.meta.published and doc.meta.author
    assert doc.meta.headings[0].level == 1
    links = {link.text: link.url for link in doc.meta.links}
    assert links["Okapi BM25"] == web.url + web.corpus.get("ir-0002").path
    assert doc.meta.extractor == "trafilatura"


async def test_cache_fresh_then_conditional(web: LocalWeb, tmp_path: Path) -> None:
    url = web.page_url("ir-0001")
    async with fetcher(tmp_path) as f:
        first = await f.fetch(url)
        again = await f.fetch(url + "#frag")  # same normalised URL, fresh: no request
    assert not first.from_cache and again.from_cache and again.body == first.body
    assert statuses(web) == [200]
    async with fetcher(tmp_path, **{"fetch.cache_fresh_s": 0.0}) as f:
        revalidated = await f.fetch(url)
    assert revalidated.from_cache and revalidated.body == first.body
    assert statuses(web) == [200, 304]


@pytest.mark.parametrize(
    ("fault", "status", "reason"),
    [
        ("500", "failed", "HTTP 500"),
        ("hang", "failed", "no complete answer within 1 s"),
        ("redirect-loop", "failed", "redirect loop"),
        ("huge=3", "rejected", "byte limit"),
        ("binary", "rejected", "unsupported content type application/octet-stream"),
        ("slow=400", "failed", "no complete answer"),
        ("429=30", "failed", "HTTP 429"),
    ],
)
async def test_page_faults_end_clearly(web: LocalWeb, tmp_path: Path, fault: str, status: str,
                                       reason: str) -> None:
    web.add_fault(f"pages={fault}")
    overrides = {"fetch.total_timeout_s": 1.0, "fetch.max_bytes": 1_000_000, "fetch.retries": 1}
    async with fetcher(tmp_path, **overrides) as f:
        started = time.monotonic()
        outcome = await PageReader(f).read(web.page_url("ir-0002"))
    assert outcome.status == status, outcome
    assert reason in outcome.reason
    assert time.monotonic() - started < 5


async def test_transient_errors_are_retried(web: LocalWeb, tmp_path: Path) -> None:
    web.add_fault("pages=500#1")
    web.add_fault("pages=429=1#1")
    async with fetcher(tmp_path) as f:
        started = time.monotonic()
        page = await f.fetch(web.page_url("ir-0002"))
    assert page.status == 200 and statuses(web) == [500, 429, 200]
    log = web.stats()["log"]
    assert log[2]["t"] - log[1]["t"] >= 1.0  # Retry-After: 1 honoured
    assert time.monotonic() - started >= 1.0


async def test_malformed_html_still_gives_an_outcome(web: LocalWeb, tmp_path: Path) -> None:
    web.add_fault("pages=malformed")
    async with fetcher(tmp_path) as f:
        outcome = await PageReader(f).read(web.page_url("ir-0008"))
    assert outcome.status in ("ok", "rejected")
    assert outcome.document is not None or outcome.reason


async def test_too_many_redirects(web: LocalWeb, tmp_path: Path) -> None:
    target = web.page_url("ir-0001")
    for _ in range(3):
        target = f"{web.url}/redirect?to={target}"
    async with fetcher(tmp_path, **{"fetch.max_redirects": 2}) as f:
        with pytest.raises(FetchError, match="more than 2 redirects"):
            await f.fetch(target)
    async with fetcher(tmp_path, **{"fetch.max_redirects": 3}) as f:
        page = await f.fetch(target)
    assert page.url == web.page_url("ir-0001") and len(page.redirects) == 3


async def test_robots_txt_is_respected(web: LocalWeb, tmp_path: Path) -> None:
    async with fetcher(tmp_path) as f:
        with pytest.raises(BlockedUrlError, match=r"robots\.txt"):
            await f.fetch(web.url + "/private/page")
    async with fetcher(tmp_path, **{"fetch.respect_robots": False}) as f:
        with pytest.raises(FetchError, match="HTTP 404"):
            await f.fetch(web.url + "/private/page")


async def test_per_host_cap_and_polite_delay(tmp_path: Path) -> None:
    from tests.conftest import SAMPLE_CORPUS

    with LocalWeb(SAMPLE_CORPUS, faults=["pages=latency=300"]) as slow:
        urls = [slow.page_url(f"ir-{i:04d}") for i in range(1, 7)]
        async with fetcher(tmp_path, **{"fetch.per_host_concurrency": 2}) as f:
            started = time.monotonic()
            await asyncio.gather(*(f.fetch(u) for u in urls))
            capped = time.monotonic() - started
        assert capped >= 0.9  # 6 pages, 2 at a time, 0.3 s each
        starts: list[float] = []

        async def note_send(request) -> None:
            if request.url.path.startswith("/wiki"):
                starts.append(time.monotonic())

        async with fetcher(tmp_path / "b", **{"fetch.per_host_delay_s": 0.2}) as f:
            # timed as sent, not as the server logs them: a loaded local server handling
            # the 0.3 s pages logged three arrivals within 1 ms (seen in a full run)
            f.client.event_hooks = {"request": [note_send], "response": []}
            await asyncio.gather(*(f.fetch(u) for u in urls[:4]))
    assert len(starts) == 4
    assert all(b - a >= 0.17 for a, b in itertools.pairwise(starts)), starts


async def test_duplicates_and_thin_pages(web: LocalWeb, tmp_path: Path) -> None:
    doc = web.corpus.get("ir-0004")
    async with fetcher(tmp_path) as f:
        reader = PageReader(f)
        outcomes = await reader.read_many([web.page_url("ir-0004"), f"{web.url}/wiki/ir-0004"])
        thin = await PageReader(f, min_content_length=5000).read(web.page_url("ir-0005"))
    assert [o.status for o in outcomes] == ["ok", "duplicate"]
    assert outcomes[1].duplicate_of == web.url + doc.path
    assert thin.status == "rejected" and "minimum 5000" in thin.reason


async def test_blocked_by_default_without_allow_list(web: LocalWeb, tmp_path: Path) -> None:
    settings = load_settings(environ={}, overrides={"data_dir": str(tmp_path)}).settings
    async with HttpFetcher(settings) as f:
        outcome = await PageReader(f).read(web.page_url("ir-0001"))
    assert outcome.status == "blocked" and "--allow-private-urls" in outcome.reason
    assert web.stats()["total"] == 0


def test_content_types_and_charsets() -> None:
    assert content_kind("text/html; charset=utf-8") == "html"
    assert content_kind("application/ld+json") == "json"
    assert content_kind("application/octet-stream", b"%PDF-1.7") == "pdf"
    assert content_kind("image/png") is None
    assert _charset("text/html; charset=ISO-8859-1", b"") == "iso-8859-1"
    assert _charset("text/html", b'<meta charset="windows-1251">') == "windows-1251"
    assert decode("Café".encode("latin-1"), "iso-8859-1") == "Café"
    assert decode("Café".encode("latin-1"), None) == "Café"  # not UTF-8: falls back
    page = FetchedPage(url="http://x/", requested_url="http://x/", status=200,
                       content_type="text/html; charset=iso-8859-1",
                       body="<html><body><article><p>{}</p></article></body></html>".format(
                           "Crème brûlée à la carte. " * 10).encode("latin-1"),
                       charset="iso-8859-1")
    assert "Crème brûlée" in extract_page(page).text


def test_extraction_cascade_falls_back() -> None:
    html = ("<html><body><div><h2>Only a heading</h2><table><tr><td>a</td><td>b</td></tr>"
            "</table><pre class='language-python'>print(1)</pre></div></body></html>")
    page = FetchedPage(url="http://x/", requested_url="http://x/", status=200,
                       content_type="text/html", body=html.encode())
    doc = extract_page(page, min_length=10)
    assert doc.meta.code_blocks == 1 and doc.meta.code_languages == {"python": 1}
    with pytest.raises(ContentRejectedError, match="minimum 10000"):
        extract_page(page, min_length=10_000)


def test_extraction_quality_on_eval_pages(eval_corpus) -> None:
    """200 pages of the eval corpus: recall ≥ 95 % of the paragraph's tokens, precision ≥ 90 %."""
    corpus = load_corpus(eval_corpus)
    docs = random.Random(7).sample(corpus.docs, 200)
    recall, precision = [], []
    for doc in docs:
        page = FetchedPage(url="http://localweb" + doc.path, requested_url="http://localweb",
                           status=200, content_type="text/html",
                           body=render_page(corpus, doc).encode())
        text = extract_page(page, min_length=0).text
        words = Counter(re.findall(r"\w+", text.lower()))
        paragraph = Counter(re.findall(r"\w+", doc.text.lower()))
        reference = paragraph + Counter(re.findall(r"\w+", doc.title.lower()))
        recall.append(sum((paragraph & words).values()) / sum(paragraph.values()))
        precision.append(sum((reference & words).values()) / max(1, sum(words.values())))
    assert sum(recall) / len(recall) >= 0.95
    assert sum(precision) / len(precision) >= 0.90


def _html_page(html: str) -> FetchedPage:
    return FetchedPage(url="http://x.test/a", requested_url="http://x.test/a", status=200,
                       content_type="text/html", body=html.encode())


def test_page_chrome_is_stripped_but_its_facts_kept() -> None:
    html = ("<html><head><title>T</title></head><body><nav>Main · Random</nav><article>"
            "<div class='breadcrumbs'><a href='/'>Home</a> › Film</div><h1>Night Train</h1>"
            "<p class='byline'>By <span class='author'>A. Curator</span> · <time "
            "datetime='2016-01-17'>2016-01-17</time></p><p>Night Train is a 1931 film "
            "directed by Anna Keller, shot in Vienna over one winter.</p>"
            "<div class='share-bar'>Share on Twitter</div></article></body></html>")
    page = _html_page(html)
    doc = extract_page(page, min_length=0)
    assert "Night Train is a 1931 film" in doc.text
    for chrome in ("Home", "Curator", "2016-01-17", "Share on Twitter", "Random"):
        assert chrome not in doc.text, chrome
    assert (doc.meta.published or "").startswith("2016")  # read before the byline went


def test_what_a_dropped_pronunciation_leaves_is_not_kept() -> None:
    """A pronunciation the extractor drops leaves "Okra (, )," and "Leary ( ; October 22,
    1920 …)": sentences quoted in reports read "Okra, …" and "Leary (October 22, 1920 …)";
    a call written with parentheses keeps them."""
    html = ("<html><head><title>Okra</title></head><body><article><p>Okra (<span class='ipa'>"
            "</span>, <span class='ipa'></span>), \"Abelmoschus esculentus\", known in many "
            "English-speaking countries as ladies' fingers, is a flowering plant in the mallow "
            "family. Timothy Leary ( ; October 22, 1920 – May 31, 1996) was a psychologist. "
            "Call f(a, b) or f() to add them. Age of Youth 2 (<span lang='ko'></span>) is "
            "a South Korean television series.</p></article></body></html>")
    doc = extract_page(_html_page(html), min_length=0)
    assert 'Okra, "Abelmoschus esculentus", known' in doc.text, doc.text
    assert "Leary (October 22, 1920" in doc.text
    assert "f(a, b) or f() to" in doc.text
    assert "Age of Youth 2 is a South Korean" in doc.text
    # typewriter quotes read as quotes: the act defined which "intoxicating liquors" were
    html2 = ("<html><body><article><p>The act defined which ``intoxicating liquors '' were "
             "prohibited; it was not `` illegal '' to drink.</p></article></body></html>")
    text = extract_page(_html_page(html2), min_length=0).text
    assert 'which "intoxicating liquors" were' in text and '"illegal" to drink' in text
    assert "(," not in doc.text and "( ;" not in doc.text


def test_a_title_its_site_escaped_twice_reads_as_written() -> None:
    """A CMS that escapes a title twice serves "Smoke &amp;amp; BBQ"; the report's source
    list and a list item named after the page read "Smoke & BBQ", never "&amp;"."""
    html = ("<html><head><title>Chrome, Smoke &amp;amp; BBQ - Wikipedia</title></head><body>"
            "<article><p>Chrome, Smoke &amp; BBQ is a box set by the American rock band ZZ "
            "Top, released in 2003.</p></article></body></html>")
    doc = extract_page(_html_page(html), min_length=0)
    assert doc.title == "Chrome, Smoke & BBQ", doc.title
    assert "Smoke & BBQ is a box set" in doc.text
    tag = ("<html><head><title>The &lt;canvas&gt; element</title></head><body><article><p>"
           "The canvas element draws graphics with scripts.</p></article></body></html>")
    assert extract_page(_html_page(tag), min_length=0).title == "The <canvas> element"


def test_an_untitled_page_is_named_by_the_subject_its_opening_names() -> None:
    """A page with an empty <title> and no <h1> (a bare article, a paragraph served alone)
    is named by the name its first sentence opens on; an opening on a pronoun or a phrase
    names nothing."""
    def titled(text: str) -> str:
        html = f"<html><head><title></title></head><body><article><p>{text}</p></article>" \
               "</body></html>"
        return extract_page(_html_page(html), min_length=0).title

    assert titled("Mara Vost (born 30 September 1983) is a Tarnish singer and actress, "
                  "known for her work in musical theater.") == "Mara Vost"
    assert titled("The Bank of Tarnland is the central bank of a small country.") == \
        "The Bank of Tarnland"
    assert titled("Tarnland, officially the Republic of Tarnland, is a country.") == "Tarnland"
    assert titled("Green & Vost's is a chocolate company founded in 1991.") == "Green & Vost's"
    assert titled("She then played the lead in a revival of the musical.") == ""
    assert titled("In 1990, the band toured the north of Tarnland twice.") == ""


def test_a_short_article_is_not_padded_with_the_pages_furniture() -> None:
    """An article shorter than the minimum is rejected as short, saying so; it is never
    replaced by the whole page's text (cookie notice, byline, "related articles")."""
    from deepsearch.errors import ContentRejectedError

    html = ("<html><body><div class='cookie-banner'><p>We use cookies to improve your "
            "experience. By continuing to browse you agree.</p></div><header>Site</header>"
            "<article><h1>The song</h1><p class='byline'>By <span class='author'>A. Curator"
            "</span> · <time datetime='2024-01-05'>2024-01-05</time></p><div class='body'>"
            "<p>The Jesus and Mary Chain</p><p>Jim Reid - vocals, guitar, production</p>"
            "</div></article><aside><h2>Related articles</h2><ul><li>The Notebooks of Memory"
            "</li><li>Greeks</li><li>Emil Aloysius Wcela</li><li>Christopher Erb</li><li>"
            "The Harvest Moon</li><li>Rivers of the Northern Plains</li><li>A History of "
            "Stonework</li></ul><p>Donate today and keep free knowledge free for everyone. "
            "Every contribution counts.</p></aside></body></html>")
    page = _html_page(html)
    text = extract_page(page, min_length=0).text
    assert "Jim Reid" in text
    for furniture in ("cookies", "Curator", "Notebooks of Memory"):
        assert furniture not in text, furniture
    with pytest.raises(ContentRejectedError, match="characters of content"):
        extract_page(page, min_length=150)


def test_an_article_inside_a_chrome_like_wrapper_is_kept() -> None:
    """A real site (Billboard) wraps its article in a container whose class names "share";
    stripping furniture by name must never take the article with it."""
    story = " ".join(f"Paragraph {i} of the story says something specific about the album, "
                     f"its {i} songs and the tour that followed in the autumn." for i in range(6))
    html = ("<html><body><header>Subscribe for $1 a month to keep reading</header>"
            "<div class='article-share-container'><h1>The album</h1>"
            + "".join(f"<p>{sentence}.</p>" for sentence in story.split(". "))
            + "</div><footer>© Site</footer></body></html>")
    page = _html_page(html)
    doc = extract_page(page)
    assert "Paragraph 0 of the story" in doc.text and "Paragraph 5 of the story" in doc.text


def test_extraction_on_real_pages_beats_trafilatura_alone() -> None:
    """Real news pages with hand-made article text (../shared/extraction): the engine's
    extractor scores at least trafilatura's default F1 and loses no article."""
    from deepsearch.evaluation.extraction import run_extraction

    folder = ROOT.parent / "shared" / "extraction"
    if not (folder / "ground-truth.json").is_file():
        pytest.skip("../shared/extraction is absent")
    report = run_extraction(folder, only=["deepsearch", "trafilatura"])
    ours, theirs = report["extractors"]["deepsearch"], report["extractors"]["trafilatura"]
    assert ours["lost"] == 0
    assert ours["f1"] >= theirs["f1"] + 0.005 and ours["f1"] >= 0.955


async def test_robots_rules_follow_rfc_9309() -> None:
    """Wildcards, end anchors and the longest match between Allow and Disallow (RFC 9309
    section 2.2.2-2.2.3), which the standard library's parser ignores."""
    from deepsearch.fetch.robots import RobotsCache

    async def get(url: str) -> tuple[int, str]:
        return 200, ("User-agent: *\nDisallow: /*.pdf$\nDisallow: /private/\n"
                     "Allow: /private/open\n\nUser-agent: deepsearch\nDisallow: /no-bots/\n")

    robots = RobotsCache(get, "deepsearch/0.1.0")
    assert await robots.allowed("http://x.test/papers/a.pdf?download=1")
    assert not await robots.allowed("http://x.test/no-bots/page")  # our own group applies
    other = RobotsCache(get, "otherbot/1.0")
    assert not await other.allowed("http://x.test/papers/a.pdf")
    assert not await other.allowed("http://x.test/private/secret")
    assert await other.allowed("http://x.test/private/open/page")
