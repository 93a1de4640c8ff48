"""Hostile text and careless use, end to end: titles with Rich markup, terminal escape
sequences and HTML reach neither the terminal nor the report raw; random bytes are not
"text"; bad arguments fail before the run; uploads replace their earlier versions."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route

from deepsearch.cli.main import main
from deepsearch.fetch import HttpFetcher, PageReader
from deepsearch.localweb import LocalWeb
from deepsearch.settings import load_settings
from tests.fake_vendors import ServerThread
from tests.test_api import Api, api_settings

HOSTILE_TITLE = "Tide tables [/bold] [red]x \x1b]0;pwned\x07 <script>alert(1)</script>"
STORY = ("The Skerrimore tide tables were first printed in 1887 by the harbour master "
         "Ewan Tulloch, who measured the tides for eleven years before publishing them. ")


class HostileSite:
    """A page with a hostile title and text, random bytes served as HTML, and a SearXNG-style
    search endpoint that finds the page."""

    def __init__(self) -> None:
        self.requests: list[str] = []

    def app(self) -> Starlette:
        async def page(request: Request) -> Response:
            self.requests.append(request.url.path)
            body = (f"<html><head><title>{HOSTILE_TITLE}</title></head><body><article>"
                    f"<h1>{HOSTILE_TITLE}</h1>" + f"<p>{STORY}</p>" * 4 +
                    "<p>Read [more](javascript:alert(2)) &lt;img src=x onerror=alert(3)&gt;"
                    " and \x1b[2J the rest of the tide story about Ewan Tulloch.</p>"
                    "</article></body></html>")
            return HTMLResponse(body)

        async def random_bytes(request: Request) -> Response:
            self.requests.append(request.url.path)
            return Response(os.urandom(200_000), media_type="text/html")

        async def search(request: Request) -> Response:
            self.requests.append(request.url.path)
            base = str(request.base_url).rstrip("/")
            return JSONResponse({"query": request.query_params.get("q"), "results": [
                {"url": f"{base}/page", "title": HOSTILE_TITLE, "content": STORY,
                 "engine": "x", "score": 1.0}], "unresponsive_engines": []})

        return Starlette(routes=[Route("/page", page), Route("/random", random_bytes),
                                 Route("/search", search)])


def _argv(site_url: str, *extra: str) -> list[str]:
    return ["research", "When were the Skerrimore tide tables first printed? [/bold]", "-q",
            "--llm", "none", "-p", "searxng", "--searxng-url", site_url,
            "--allow-private-urls", *extra]


def test_hostile_titles_reach_neither_terminal_nor_report_raw(capsys, tmp_path,
                                                              monkeypatch) -> None:
    monkeypatch.setenv("DEEPSEARCH_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DEEPSEARCH_FETCH__RESPECT_ROBOTS", "false")
    site = HostileSite()
    with ServerThread(site.app()) as server:
        code = main(_argv(server.url, "-o", str(tmp_path / "report.html")))
        html_err = capsys.readouterr().err
        code_md = main(_argv(server.url))
        out = capsys.readouterr()
        fetched = main(["fetch", f"{server.url}/page", "--allow-private-urls"])
        fetch_out = capsys.readouterr()
    assert code == 0 and code_md == 0 and fetched == 0, html_err + out.err
    for text in (out.out, out.err, fetch_out.out, fetch_out.err, html_err):
        assert "\x1b" not in text and "\x07" not in text
    assert "Ewan Tulloch" in out.out and "1887" in out.out
    assert "<script>" not in out.out and "](javascript:" not in out.out
    assert "<img" not in out.out
    page = (tmp_path / "report.html").read_text()
    assert "<script>" not in page and "&lt;script&gt;" in page


def test_an_exclamation_mark_is_written_as_it_is_and_no_image_opens() -> None:
    """A title's "!" needs no escape ("Teen Titans Go!" in a heading): an image or a link
    cannot open with its "[" escaped, whatever comes before it."""
    from deepsearch.untrusted import markdown_inline

    assert markdown_inline("What is the Teen Titans Go! series about?") == \
        "What is the Teen Titans Go! series about?"
    hostile = markdown_inline("![pixel](http://tracker.example/p.png) [x](javascript:alert(1))")
    assert not re.search(r"(?<!\\)[\[\]]", hostile), hostile  # every bracket escaped


async def test_random_bytes_are_not_text(tmp_path: Path) -> None:
    site = HostileSite()
    settings = load_settings(environ={}, overrides={
        "data_dir": str(tmp_path), "http.allow_private_urls": True,
        "fetch.respect_robots": False}).settings
    with ServerThread(site.app()) as server:
        async with HttpFetcher(settings) as fetcher:
            outcome = await PageReader(fetcher).read(f"{server.url}/random")
    assert outcome.status == "rejected" and "binary" in outcome.reason


def test_careless_arguments_fail_before_any_work(capsys, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("DEEPSEARCH_DATA_DIR", str(tmp_path / "data"))
    site = HostileSite()
    with ServerThread(site.app()) as server:
        missing = main(_argv(server.url, "-o", str(tmp_path / "no" / "such" / "report.md")))
        missing_err = capsys.readouterr().err
        assert site.requests == []  # refused before a single search
    not_a_model = main(["research", "anything", "--llm", "local:/etc/hostname", "-q"])
    model_err = capsys.readouterr().err
    assert missing == 2 and "does not exist" in missing_err
    assert not_a_model == 3 and "not a GGUF model" in model_err


def test_api_refuses_bad_unicode_and_replaces_reuploads(web: LocalWeb, tmp_path: Path,
                                                        minilm) -> None:
    with Api(api_settings(web, tmp_path), minilm) as api:
        surrogate = api.client.post("/v1/research", content=json.dumps(
            {"question": "tide tables \ud800"}), headers={"Content-Type": "application/json"})
        first = api.client.post("/v1/documents", files={"files": (
            "memo.txt", b"The quay was rebuilt in 1901 after the storm of that winter.")})
        second = api.client.post("/v1/documents", files={"files": (
            "memo.txt", b"The quay was rebuilt in 1902 after the storm of the winter before.")})
        again = api.client.post("/v1/documents", files={"files": (
            "memo.txt", b"The quay was rebuilt in 1902 after the storm of the winter before.")})
        hits = api.client.get("/v1/kb/search", params={"q": "when was the quay rebuilt",
                                                        "k": 5}).json()["hits"]
    assert surrogate.status_code == 422 and "surrogate" in surrogate.json()["error"]
    [a], [b], [c] = (r.json()["results"] for r in (first, second, again))
    assert a["status"] == b["status"] == "ingested" and c["status"] == "unchanged"
    assert a["source_id"] == b["source_id"] == c["source_id"]
    memo = [h for h in hits if h["url"] == "upload://memo.txt"]
    assert memo and all("1902" in h["text"] for h in memo)  # the old version is gone
